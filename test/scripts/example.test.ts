import { describe, expect, it } from 'vitest';
import { runExample } from '../../scripts/example';

const lines = runExample();

/** The lines of the section whose heading starts with `number`. */
function section(number: number): string[] {
  const start = lines.findIndex((l) => l.startsWith(`${number}. `));
  const end = lines.findIndex((l, i) => i > start + 1 && l.startsWith('====='));
  return lines.slice(start + 2, end === -1 ? undefined : end - 1).filter((l) => l !== '');
}

describe('npm run example', () => {
  it('prints the reference eight sections in order', () => {
    expect(lines.filter((l) => /^\d\. /.test(l))).toEqual([
      '1. DISCOVERY — WHO CAN DO THIS?',
      '2. DELEGATION ADMISSION — WHAT A2A DOES NOT SPECIFY',
      '3. A STREAMED DELEGATION',
      '4. INPUT-REQUIRED: A TASK THAT OUTLIVES A REQUEST',
      '5. CANCELLATION AND TERMINAL STATES',
      '6. PUSH NOTIFICATIONS — AND THE SSRF THEY INVITE',
      '7. PROTOCOL-AGNOSTIC CORE: A2A -> INTERNAL -> ACP -> INTERNAL',
      '8. THE AGENT CARD ON THE WIRE',
    ]);
  });

  it('discovers only the sanctions agent and says why the others are hidden', () => {
    expect(section(1)).toEqual([
      "  sanctions-screening-agent    v3.1.0    skills=['screen'] streaming=True",
      '  not visible to this caller:',
      '    kyc-refresh-agent      — serves tenant "retail" only; the caller is "wholesale"; handles up to "confidential"; the task is "restricted"; no skill is tagged "sanctions"',
      '    marketing-copy-agent   — handles up to "internal"; the task is "restricted"; no skill is tagged "sanctions"',
      "  full visible set (no tag filter): ['sanctions-screening-agent']",
    ]);
  });

  it('gives the reference admission verdicts', () => {
    expect(section(2)).toEqual([
      '  sanctions-screening-agent    -> ALLOW',
      '  kyc-refresh-agent            -> TENANT_NOT_PERMITTED, CLASSIFICATION_EXCEEDED',
      '  marketing-copy-agent         -> CLASSIFICATION_EXCEEDED, NO_ACCEPTABLE_AUTH',
      "  chain depth 4               -> ['DEPTH_EXCEEDED']",
      "  cycle                       -> ['CYCLE_DETECTED']",
    ]);
  });

  it('streams submitted, working, the artifact, completed, then the task and its parts', () => {
    expect(section(3)).toEqual([
      '  status   submitted        final=False',
      '  status   working          final=False',
      '  artifact sanctions-screening last_chunk=True',
      '  status   completed        final=True',
      "  task     task-1 -> completed, 1 artifact(s), chain=['orchestrator', 'payments-investigator']",
      '      text: Acme Trading FZE: 1 possible match (score 0.83) against SDN list',
      "      data: {'matches': 1, 'top_score': 0.83, 'list': 'SDN', 'recommendation': 'manual_review'}",
    ]);
  });

  it('pauses for input and completes after the reply', () => {
    expect(section(4)).toEqual([
      "  after first send : input-required — 'Which jurisdiction should I screen against?'",
      "  after reply      : completed — 'Screened. No matches.'",
      "  history          : ['user', 'agent', 'user', 'agent']",
    ]);
  });

  it('refuses the second cancel and the illegal move', () => {
    expect(section(5)).toEqual([
      '  cancelled        : canceled',
      '  cancel again     : [TASK_TERMINAL] task task-1 is already canceled',
      '  illegal move     : completed is terminal; cannot move to working',
    ]);
  });

  it('refuses the external host and the missing token, then pushes working and completed', () => {
    expect(section(6)).toEqual([
      '  external host    : [CALLBACK_NOT_ALLOWED] callback host "evil.example" is not in the allow-list',
      '  no token         : [CALLBACK_UNAUTHENTICATED] a push notification config must carry a token the receiver can verify',
      "  pushes delivered : [('https://agents.bank.ae/cb', 'working'), ('https://agents.bank.ae/cb', 'completed')]",
    ]);
  });

  it('takes the kernel task to ACP and back exactly', () => {
    const kernel = section(7);
    expect(kernel).toContain('  internal state   : succeeded');
    expect(kernel).toContain(
      "  structured       : {'matches': 1, 'top_score': 0.83, 'list': 'SDN', 'recommendation': 'manual_review'}",
    );
    expect(kernel.find((l) => l.startsWith('  ACP envelope'))).toMatch(
      /^ {2}ACP envelope {5}: run_id=[0-9a-f-]{36} status=completed parts=2$/,
    );
    expect(kernel).toContain('  round-trips      : True');
    expect(kernel).toContain(
      "  A2A state map    : 'awaiting_input' <- input-required ; ACP 'awaiting' -> 'awaiting_input'",
    );
  });

  it('names the run by a UUID and says what ACP alone loses, where the reference prints task-1', () => {
    // Decision 004: ACP's ids are UUIDs (uuid5 of "task-1" in the workbench's namespace), and a Run
    // has no field for the input, the chain or the artifact names, which the reference's envelope
    // kept.
    const kernel = section(7);
    expect(kernel).toContain(
      '  ACP envelope     : run_id=3faa3a66-44bc-5bf0-a7fc-06d2a106e886 status=completed parts=2',
    );
    expect(kernel).toContain(
      "  ACP alone loses  : taskId, contextId, inputText, delegationChain, artifacts (carried in the run's metadata)",
    );
  });

  it('publishes the card without the platform metadata', () => {
    expect(section(8)).toEqual([
      '  protocolVersion    0.3.0',
      '  name               sanctions-screening-agent',
      '  url                https://agents.bank.ae/sanctions',
      '  version            3.1.0',
      "  capabilities       {'streaming': True, 'pushNotifications': True}",
      "  securitySchemes    ['oauth2']",
      "  skills             ['screen']",
      '  note: owner, tenants and maxDataClassification are PLATFORM metadata',
      '        and are deliberately absent from the published card.',
    ]);
  });

  it('prints the same output every time', () => {
    expect(runExample()).toEqual(lines);
  });
});
