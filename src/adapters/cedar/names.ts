// The names the Cedar export uses, and how workbench text becomes Cedar text. One place, so the
// schema, the policies, the entities and the tests can never disagree about a name.

export const NAMESPACE = 'DelegationWorkbench';
export const CALLER_TYPE = `${NAMESPACE}::Caller`;
export const AGENT_TYPE = `${NAMESPACE}::Agent`;
export const ACTION_TYPE = `${NAMESPACE}::Action`;
export const DELEGATE = 'delegate';
/** The id of the one permit policy; a forbid policy's id is the denial code it stands for. */
export const PERMIT_ID = 'allow-delegation';

// Cedar string literals take \" \\ \n \r \t \0 \' and \u{…}; anything a reader could mistake for
// a line break or that is not printable is written as \u{…}.
const unprintable = (code: number) =>
  code < 0x20 || (code >= 0x7f && code <= 0x9f) || code === 0x2028 || code === 0x2029;

/** `text` as a Cedar string literal, quotes included. */
export function cedarString(text: string): string {
  let body = '';
  for (const c of text) {
    const code = c.codePointAt(0) ?? 0;
    if (c === '"' || c === '\\') body += `\\${c}`;
    else if (unprintable(code)) body += `\\u{${code.toString(16)}}`;
    else body += c;
  }
  return `"${body}"`;
}

/** An entity reference as Cedar writes it in text: `DelegationWorkbench::Agent::"kyc"`. */
export const cedarUid = (type: string, id: string): string => `${type}::${cedarString(id)}`;
