// The task's artifacts at the cursor: each with its parts. An agent that streams one artifact in
// many appended chunks can give it thousands of parts (5,000 drew a card 280,000 px tall), so an
// artifact shows its first parts and says how many follow; "Show all parts" draws the rest on
// request, and the A2A JSON in Envelopes holds every part.
import { useState } from 'react';
import { count, counted } from '../../components/counts';
import { MoreToggle } from '../../components/more-toggle';
import type { Task } from '../../core/task';

/** How many parts an artifact shows before the rest wait for "Show all parts". */
const PARTS_SHOWN = 20;

type Artifact = Task['artifacts'][number];
type Part = Artifact['parts'][number];

const partText = (part: Part): string =>
  part.kind === 'text'
    ? part.text
    : part.kind === 'data'
      ? `data: ${JSON.stringify(part.data)}`
      : `file: ${part.name ?? part.uri ?? 'bytes'}`;

export function ArtifactList({ artifacts }: { readonly artifacts: readonly Artifact[] }) {
  return (
    <div className="lifecycle-artifacts">
      <h3>Artifacts</h3>
      <ul>
        {artifacts.map((artifact) => (
          <ArtifactItem key={artifact.artifactId} artifact={artifact} />
        ))}
      </ul>
    </div>
  );
}

function ArtifactItem({ artifact }: { readonly artifact: Artifact }) {
  const [all, setAll] = useState(false);
  const { parts } = artifact;
  const shown = all ? parts : parts.slice(0, PARTS_SHOWN);
  const hidden = parts.length - shown.length;
  const name = artifact.name ?? `unnamed (${artifact.artifactId})`;
  return (
    <li>
      <strong>{name}</strong>
      {shown.map((part, index) => (
        <span key={index} className="lifecycle-part">
          {partText(part)}
        </span>
      ))}
      {parts.length > PARTS_SHOWN && (
        <MoreToggle
          all={all}
          text={
            hidden > 0
              ? `${counted(hidden, 'more part', 'more parts')}, ${count(parts.length)} in all.`
              : `All ${count(parts.length)} parts.`
          }
          showAll="Show all parts"
          showFirst="Show the first parts"
          of={name}
          onToggle={() => setAll(!all)}
        />
      )}
    </li>
  );
}
