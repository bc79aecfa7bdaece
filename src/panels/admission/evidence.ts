// Admission evidence for one caller: every card's verdict together with the policy it was computed
// under and the caller context it was computed for, so a reviewer can take it away (as JSON or
// Markdown) and the verdicts still say what produced them.
import type { Denial } from '../../core/admission';
import { offeredSchemeTypes, type SchemeType } from '../../core/card';
import type { CallerContext } from '../../core/caller';
import type { Classification } from '../../core/classification';
import type { AdmissionPolicy } from '../../core/policy';
import type { CardVerdict } from '../../store';

export const EVIDENCE_FORMAT = 'delegation-workbench/admission-evidence@1';

export interface EvidenceVerdict {
  /** The card facts admission reads, so each verdict can be checked by hand. */
  readonly card: {
    readonly name: string;
    readonly version: string;
    readonly tenants: readonly string[];
    readonly maxDataClassification: Classification;
    readonly schemes: readonly SchemeType[];
  };
  readonly verdict: 'ALLOW' | 'DENY';
  readonly denials: readonly Denial[];
}

export interface AdmissionEvidence {
  readonly format: typeof EVIDENCE_FORMAT;
  readonly generatedAt: string;
  readonly workspace: string;
  readonly caller: CallerContext;
  readonly policy: AdmissionPolicy;
  readonly summary: { readonly cards: number; readonly allowed: number; readonly denied: number };
  readonly verdicts: readonly EvidenceVerdict[];
}

export interface EvidenceInput {
  readonly workspace: string;
  readonly caller: CallerContext;
  readonly policy: AdmissionPolicy;
  readonly verdicts: readonly CardVerdict[];
  /** When the evidence was taken, ISO 8601. */
  readonly generatedAt: string;
}

/** The evidence record for one caller's verdicts. */
export function admissionEvidence(input: EvidenceInput): AdmissionEvidence {
  const verdicts = input.verdicts.map(({ card, denials }): EvidenceVerdict => ({
    card: {
      name: card.name,
      version: card.version,
      tenants: card.platform.tenants,
      maxDataClassification: card.platform.maxDataClassification,
      schemes: offeredSchemeTypes(card),
    },
    verdict: denials.length === 0 ? 'ALLOW' : 'DENY',
    denials: denials.map(({ code, reason }) => ({ code, reason })),
  }));
  const allowed = verdicts.filter((v) => v.verdict === 'ALLOW').length;
  return {
    format: EVIDENCE_FORMAT,
    generatedAt: input.generatedAt,
    workspace: input.workspace,
    caller: input.caller,
    policy: input.policy,
    summary: { cards: verdicts.length, allowed, denied: verdicts.length - allowed },
    verdicts,
  };
}

/** The evidence as pretty-printed JSON, ending in a newline. */
export const evidenceJson = (evidence: AdmissionEvidence): string =>
  `${JSON.stringify(evidence, null, 2)}\n`;

/** A file name for a caller's evidence: `admission-evidence-<caller>.json`, safe on every system. */
export function evidenceFileName(agentId: string, extension = 'json'): string {
  const slug = agentId
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, '-')
    .replace(/^[-.]+|-+$/g, '');
  return `admission-evidence-${slug === '' ? 'caller' : slug}.${extension}`;
}

/** Escapes text for a Markdown table cell: no markup, no line breaks, no stray column bars. */
export function markdownText(text: string): string {
  if (text === '') return '(empty)';
  return text.replace(/[\\`*_[\]<>|~#]/g, (c) => `\\${c}`).replace(/\s*[\r\n]+\s*/g, ' ');
}

const listCell = (items: readonly string[], none: string) =>
  items.length === 0 ? none : items.map(markdownText).join(', ');

const table = (header: readonly string[], rows: ReadonlyArray<readonly string[]>) => [
  `| ${header.join(' | ')} |`,
  `|${header.map(() => ' --- ').join('|')}|`,
  ...rows.map((row) => `| ${row.join(' | ')} |`),
];

/** The evidence as Markdown: caller, policy, then one table row per verdict or denial. */
export function evidenceMarkdown(evidence: AdmissionEvidence): string {
  const { caller, policy, summary } = evidence;
  const verdictRows = evidence.verdicts.flatMap(({ card, verdict, denials }) =>
    verdict === 'ALLOW'
      ? [[markdownText(card.name), '✅ ALLOW', '', '']]
      : denials.map(({ code, reason }) => [
          markdownText(card.name),
          '⛔ DENY',
          `\`${code}\``,
          markdownText(reason),
        ]),
  );
  return [
    `# Admission evidence: ${markdownText(caller.agentId)}`,
    '',
    `Workspace: ${markdownText(evidence.workspace)}  `,
    `Generated: ${markdownText(evidence.generatedAt)}  `,
    `Result: ${summary.allowed} of ${summary.cards} cards allowed, ${summary.denied} denied`,
    '',
    '## Caller context',
    '',
    ...table(
      ['Field', 'Value'],
      [
        ['Agent id', markdownText(caller.agentId)],
        ['Tenant', markdownText(caller.tenant)],
        ['User id', markdownText(caller.userId)],
        ['Scopes', listCell(caller.scopes, '(none)')],
        ['Data classification', caller.dataClassification],
        ['Delegation chain (oldest first)', listCell(caller.delegationChain, '(empty)')],
      ],
    ),
    '',
    '## Policy',
    '',
    ...table(
      ['Rule', 'Value'],
      [
        ['Max depth', String(policy.maxDepth)],
        ['Acceptable schemes', listCell(policy.acceptableSchemes, '(none)')],
        [
          'Required scope',
          policy.requiredScope === undefined ? '(none)' : markdownText(policy.requiredScope),
        ],
      ],
    ),
    '',
    '## Verdicts',
    '',
    ...table(['Card', 'Verdict', 'Code', 'Reason'], verdictRows),
    '',
  ].join('\n');
}
