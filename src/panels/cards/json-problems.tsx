// Why typed JSON was not applied: a title and each problem at its JSON path.
import type { ReactNode } from 'react';
import { AlertIcon } from '../../components/icons';

export interface Problem {
  readonly title: string;
  readonly problems: ReadonlyArray<{ readonly path: string; readonly message: string }>;
}

export function JsonProblems({
  id,
  problem,
  children,
}: {
  readonly id: string;
  readonly problem: Problem;
  readonly children?: ReactNode;
}) {
  return (
    <div id={id} className="cards-json-problem" role="alert">
      <p className="cards-json-problem-title">
        <AlertIcon /> {problem.title}
      </p>
      <ul className="cards-problems">
        {problem.problems.map((p, i) => (
          <li key={i}>
            <code className="cards-path">{p.path}</code> {p.message}
          </li>
        ))}
      </ul>
      {children}
    </div>
  );
}
