import { describe, expect, it } from 'vitest';
import { BANK, INVESTIGATOR } from '../../../src/scenarios/bank';
import {
  admissionEvidence,
  EVIDENCE_FORMAT,
  evidenceFileName,
  evidenceJson,
  evidenceMarkdown,
  markdownText,
} from '../../../src/panels/admission/evidence';
import { admissionFor, defaultWorkspace } from '../../../src/store';

const AT = '2025-01-02T03:04:05.000Z';

function bankEvidence(policy = BANK.policy) {
  const ws = { ...defaultWorkspace(), policy };
  return admissionEvidence({
    workspace: ws.name,
    caller: INVESTIGATOR,
    policy: ws.policy,
    verdicts: admissionFor(ws, INVESTIGATOR.agentId, {}) ?? [],
    generatedAt: AT,
  });
}

describe('admission evidence', () => {
  it('records the verdicts with the policy and the caller context they were computed from', () => {
    const evidence = bankEvidence();
    expect(evidence.format).toBe(EVIDENCE_FORMAT);
    expect(evidence.generatedAt).toBe(AT);
    expect(evidence.caller).toEqual(INVESTIGATOR);
    expect(evidence.policy).toEqual({ maxDepth: 4, acceptableSchemes: ['oauth2', 'mutualTLS'] });
    expect(evidence.summary).toEqual({ cards: 3, allowed: 1, denied: 2 });
    expect(
      evidence.verdicts.map((v) => [v.card.name, v.verdict, v.denials.map((d) => d.code)]),
    ).toEqual([
      ['sanctions-screening-agent', 'ALLOW', []],
      ['kyc-refresh-agent', 'DENY', ['TENANT_NOT_PERMITTED', 'CLASSIFICATION_EXCEEDED']],
      ['marketing-copy-agent', 'DENY', ['CLASSIFICATION_EXCEEDED', 'NO_ACCEPTABLE_AUTH']],
    ]);
    expect(evidence.verdicts[1]?.card).toEqual({
      name: 'kyc-refresh-agent',
      version: '1.4.0',
      tenants: ['retail'],
      maxDataClassification: 'confidential',
      schemes: ['oauth2'],
    });
  });

  it('round-trips through JSON unchanged', () => {
    const evidence = bankEvidence({ ...BANK.policy, requiredScope: 'agents:delegate' });
    const text = evidenceJson(evidence);
    expect(text.endsWith('}\n')).toBe(true);
    expect(JSON.parse(text)).toEqual(evidence);
  });

  it('writes Markdown with the caller, the policy and one row per denial', () => {
    const markdown = evidenceMarkdown(bankEvidence({ ...BANK.policy, requiredScope: 'audit' }));
    expect(markdown).toContain('# Admission evidence: payments-investigator');
    expect(markdown).toContain('Result: 0 of 3 cards allowed, 3 denied');
    expect(markdown).toContain('| Delegation chain (oldest first) | orchestrator |');
    expect(markdown).toContain('| Acceptable schemes | oauth2, mutualTLS |');
    expect(markdown).toContain('| Required scope | audit |');
    const rows = markdown.split('\n').filter((line) => line.startsWith('| kyc-refresh-agent'));
    expect(rows).toEqual([
      '| kyc-refresh-agent | ⛔ DENY | `TENANT_NOT_PERMITTED` | kyc-refresh-agent does not serve tenant "wholesale" (serves \\["retail"\\]) |',
      '| kyc-refresh-agent | ⛔ DENY | `CLASSIFICATION_EXCEEDED` | kyc-refresh-agent handles up to "confidential"; the task carries "restricted" |',
      '| kyc-refresh-agent | ⛔ DENY | `MISSING_SCOPE` | payments-investigator does not hold the scope "audit" |',
    ]);
  });

  it('marks an allowed card and a policy without a required scope', () => {
    const markdown = evidenceMarkdown(bankEvidence());
    expect(markdown).toContain('| sanctions-screening-agent | ✅ ALLOW |  |  |');
    expect(markdown).toContain('| Required scope | (none) |');
  });

  it('keeps untrusted names from breaking the table or adding markup', () => {
    expect(markdownText('a|b')).toBe('a\\|b');
    expect(markdownText('line\nbreak')).toBe('line break');
    expect(markdownText('[x](javascript:alert(1))')).toBe('\\[x\\](javascript:alert(1))');
    expect(markdownText('<img src=x>')).toBe('\\<img src=x\\>');
    expect(markdownText('')).toBe('(empty)');
  });

  it('names the file after the caller, safely', () => {
    expect(evidenceFileName('payments-investigator')).toBe(
      'admission-evidence-payments-investigator.json',
    );
    expect(evidenceFileName('../Etc/passwd', 'md')).toBe('admission-evidence-etc-passwd.md');
    expect(evidenceFileName('///')).toBe('admission-evidence-caller.json');
  });
});
