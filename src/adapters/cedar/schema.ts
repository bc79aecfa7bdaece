// The Cedar schema of the export: callers delegate to agents. Per-request facts (the chain so far,
// its depth, the data's classification) are the request's context, so a platform enforces the
// policy on every delegation, not only on the callers the review looked at.
import { DELEGATE, NAMESPACE } from './names';

// Declared only when the policy's signature rule is on, so an export without it stays as it was.
const SIGNED_ATTRIBUTE = `
    // True when the card carries a valid signature from a key the reviewed workspace trusts
    // (A2A card signatures, verified at export); the platform keeps it true only while so.
    signedByTrustedKey: Bool,`;

/** The schema in Cedar's schema format (`.cedarschema`), for a policy with or without the signature rule. */
export function cedarSchema(signatureRule = false): string {
  return `// Delegation admission, as reviewed in the Delegation Workbench.
namespace ${NAMESPACE} {
  // An agent that delegates: its tenant, who it acts for, the scopes it holds.
  entity Caller = {
    tenant: String,
    userId: String,
    scopes: Set<String>,
  };

  // An agent card with the platform's metadata: who owns it, which tenants it serves (none
  // listed: every tenant), the highest data classification it may receive, the authentication
  // scheme types it offers.
  entity Agent = {
    name: String,
    owner: String,
    tenants: Set<String>,
    maxDataClassification: String,
    schemeTypes: Set<String>,${signatureRule ? SIGNED_ATTRIBUTE : ''}
  };

  // One delegation: the agents that delegated before the caller, how many there were (a chain
  // may repeat an agent, a set cannot count it twice), and the classification of the task's data.
  action ${DELEGATE} appliesTo {
    principal: [Caller],
    resource: [Agent],
    context: {
      delegationChain: Set<String>,
      chainDepth: Long,
      dataClassification: String,
    },
  };
}
`;
}
