// A2A 1.0 cannot say everything the core card holds: it has no stateTransitionHistory capability
// and an OAuth scheme carries one flow. Editing the card through its 1.0 JSON must not silently
// delete those, so what 1.0 dropped is carried over from the card being edited.
import type { AgentCard, OAuthFlows, SecurityScheme } from '../../core/card';

/** 1.0 publishes the first of these a scheme declares; the rest are dropped. */
const FLOW_ORDER = ['authorizationCode', 'clientCredentials', 'implicit', 'password'] as const;

function droppedFlows(flows: OAuthFlows): OAuthFlows {
  const declared = FLOW_ORDER.filter((name) => flows[name] !== undefined);
  return Object.fromEntries(declared.slice(1).map((name) => [name, flows[name]]));
}

function keepFlows(decoded: SecurityScheme, current: SecurityScheme | undefined): SecurityScheme {
  if (decoded.type !== 'oauth2' || current?.type !== 'oauth2') return decoded;
  return { ...decoded, flows: { ...droppedFlows(current.flows), ...decoded.flows } };
}

/** `decoded` (read from 1.0 JSON) with what 1.0 cannot carry taken from `current`. */
export function keepWhat1_0Drops(decoded: AgentCard, current: AgentCard): AgentCard {
  const history = current.capabilities.stateTransitionHistory;
  const capabilities =
    history === undefined || decoded.capabilities.stateTransitionHistory !== undefined
      ? decoded.capabilities
      : { ...decoded.capabilities, stateTransitionHistory: history };
  const securitySchemes = Object.fromEntries(
    Object.entries(decoded.securitySchemes).map(([name, scheme]) => [
      name,
      keepFlows(
        scheme,
        Object.hasOwn(current.securitySchemes, name) ? current.securitySchemes[name] : undefined,
      ),
    ]),
  );
  // The 1.0 form always declares 1.0 on its interface: an edit through it keeps the card's own.
  const protocolVersion =
    decoded.protocolVersion === '1.0' ? current.protocolVersion : decoded.protocolVersion;
  return { ...decoded, protocolVersion, capabilities, securitySchemes };
}
