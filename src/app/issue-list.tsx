import type { PathIssue } from '../store';

const SHOWN = 8;

/** Problems by JSON path, the first few in full and a count of the rest. */
export function IssueList({ issues }: { readonly issues: readonly PathIssue[] }) {
  if (issues.length === 0) return null;
  return (
    <ul className="issue-list">
      {issues.slice(0, SHOWN).map((issue, index) => (
        <li key={`${issue.path}-${index}`}>
          <code>{issue.path}</code> {issue.message}
        </li>
      ))}
      {issues.length > SHOWN && <li>and {issues.length - SHOWN} more</li>}
    </ul>
  );
}
