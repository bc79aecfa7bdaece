// The admission policy, edited in place. Every change goes through the store's setPolicy edit, so
// it is one undo step (a run of typing in one field is one step) and every verdict recomputes.
import { useId } from 'react';
import { Field } from '../../components/field';
import { useDraft } from '../../components/use-draft';
import { WhatIf } from '../../components/what-if';
import { SCHEME_TYPES, type SchemeType } from '../../core/card';
import type { AdmissionPolicy } from '../../core/policy';
import {
  edits,
  selectPolicy,
  useWorkbench,
  useWorkbenchActions,
  useWorkbenchApi,
} from '../../store';
import { flipText, whatIfText } from '../../store/review/describe';
import { selectPolicyEditEffect } from '../../store/review/comparison';

const MAX_DEPTH = 64;

const SCHEME_NOTES: Record<SchemeType, string> = {
  apiKey: 'a static key in a header, query or cookie',
  http: 'HTTP authentication, e.g. bearer',
  oauth2: 'OAuth 2.0 flows',
  openIdConnect: 'OpenID Connect discovery',
  mutualTLS: 'client certificates',
};

function usePolicyEdit() {
  const store = useWorkbenchApi();
  const { commit } = useWorkbenchActions();
  return (next: AdmissionPolicy, field: string): string | undefined => {
    const result = edits.setPolicy(store.getState().workspace, next);
    if (!result.ok) return result.error.message;
    commit(`Edit policy ${field}`, result.value, { mergeKey: `policy:${field}` });
    return undefined;
  };
}

export function PolicyEditor() {
  const id = useId();
  const policy = useWorkbench(selectPolicy);
  const effect = useWorkbench(selectPolicyEditEffect);
  const edit = usePolicyEdit();
  const depth = useDraft(String(policy.maxDepth), (text) => {
    const trimmed = text.trim();
    if (!/^\d+$/.test(trimmed) || Number(trimmed) > MAX_DEPTH) {
      return `max depth must be a whole number from 0 to ${MAX_DEPTH}`;
    }
    const maxDepth = Number(trimmed);
    return maxDepth === policy.maxDepth ? undefined : edit({ ...policy, maxDepth }, 'max depth');
  });
  const toggle = (type: SchemeType, on: boolean) => {
    const acceptableSchemes = on
      ? [...policy.acceptableSchemes, type]
      : policy.acceptableSchemes.filter((t) => t !== type);
    edit({ ...policy, acceptableSchemes }, `scheme ${type}`);
  };
  const setScope = (text: string) => {
    const next: AdmissionPolicy = { ...policy };
    delete next.requiredScope;
    edit(text === '' ? next : { ...next, requiredScope: text }, 'required scope');
  };
  // Off is the field left out, as in the reference's policy and every earlier save.
  const setSignatureRule = (on: boolean) => {
    const next: AdmissionPolicy = { ...policy };
    delete next.requireTrustedSignature;
    edit(on ? { ...next, requireTrustedSignature: true } : next, 'signature rule');
  };

  return (
    <section className="surface-card admission-policy" aria-labelledby="admission-policy-title">
      <h2 id="admission-policy-title">Admission policy</h2>
      <p className="field-hint">
        Applies to every caller. Changes are undoable and recompute every verdict.
      </p>
      <Field
        label="Max depth"
        error={depth.error}
        hint="A caller whose delegation chain is this long or longer is denied DEPTH_EXCEEDED."
      >
        {(control) => (
          <input
            {...control}
            className="input admission-depth"
            type="number"
            inputMode="numeric"
            min={0}
            max={MAX_DEPTH}
            step={1}
            value={depth.text}
            onChange={(event) => depth.change(event.target.value)}
          />
        )}
      </Field>
      <fieldset className="admission-schemes">
        <legend className="field-label">Acceptable schemes</legend>
        {SCHEME_TYPES.map((type) => (
          <div key={type} className="admission-scheme">
            <input
              id={`${id}-${type}`}
              type="checkbox"
              aria-describedby={`${id}-${type}-note`}
              checked={policy.acceptableSchemes.includes(type)}
              onChange={(event) => toggle(type, event.target.checked)}
            />
            <label htmlFor={`${id}-${type}`} className="admission-scheme-name">
              {type}
            </label>
            <span id={`${id}-${type}-note`} className="admission-scheme-note">
              {SCHEME_NOTES[type]}
            </span>
          </div>
        ))}
        <p className="field-hint">
          {policy.acceptableSchemes.length === 0
            ? 'None accepted: every card is denied NO_ACCEPTABLE_AUTH.'
            : 'A card must offer at least one of these, or it is denied NO_ACCEPTABLE_AUTH.'}
        </p>
      </fieldset>
      <Field
        label="Required scope (optional)"
        hint="Leave empty to require none. A caller without this scope is denied MISSING_SCOPE."
      >
        {(control) => (
          <input
            {...control}
            className="input"
            value={policy.requiredScope ?? ''}
            spellCheck={false}
            placeholder="e.g. delegate"
            onChange={(event) => setScope(event.target.value)}
          />
        )}
      </Field>
      <div className="admission-scheme admission-signature">
        <input
          id={`${id}-signature`}
          type="checkbox"
          aria-describedby={`${id}-signature-note`}
          checked={policy.requireTrustedSignature === true}
          onChange={(event) => setSignatureRule(event.target.checked)}
        />
        <label htmlFor={`${id}-signature`} className="admission-signature-name">
          Delegate only to cards with a valid signature from a trusted key
        </label>
        <p id={`${id}-signature-note`} className="admission-scheme-note">
          Off by default, as in the reference. On, a card that is unsigned, fails a signature check
          or is signed by a key the workspace does not trust is denied SIGNATURE_NOT_TRUSTED.
        </p>
      </div>
      {effect !== undefined && (
        <WhatIf summary={whatIfText(effect)} lines={effect.changes.cells.map(flipText)} />
      )}
    </section>
  );
}
