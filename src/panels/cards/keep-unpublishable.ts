// A2A 1.0 cannot say everything the core card holds: it has no stateTransitionHistory capability
// and an OAuth scheme carries one flow; 0.3 gives an interface no version. Editing the card through
// its JSON must not silently delete those, so what the version dropped is carried over from the
// card being edited.
import { chooseFlow } from '../../adapters/a2a-v1';
import type { AgentCard, OAuthFlows, SecurityScheme } from '../../core/card';

/**
 * The scheme's flows in the order the card declares them: the one 1.0 published comes from the
 * edited JSON, the ones it dropped from the card being edited, and a flow new in the JSON last.
 */
function keepFlows(name: string, decoded: SecurityScheme, current: AgentCard): SecurityScheme {
  const was = Object.hasOwn(current.securitySchemes, name)
    ? current.securitySchemes[name]
    : undefined;
  if (decoded.type !== 'oauth2' || was?.type !== 'oauth2') return decoded;
  const { dropped } = chooseFlow(was.flows, current.security, name);
  const flows: Record<string, unknown> = {};
  for (const flow of Object.keys(was.flows) as Array<keyof OAuthFlows>) {
    const value = Object.hasOwn(decoded.flows, flow)
      ? decoded.flows[flow]
      : dropped.includes(flow)
        ? was.flows[flow]
        : undefined;
    if (value !== undefined) flows[flow] = value;
  }
  return { ...decoded, flows: { ...flows, ...decoded.flows } };
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
      keepFlows(name, scheme, current),
    ]),
  );
  // The 1.0 form always declares 1.0 on its interface: an edit through it keeps the card's own.
  const protocolVersion =
    decoded.protocolVersion === '1.0' ? current.protocolVersion : decoded.protocolVersion;
  return { ...decoded, protocolVersion, capabilities, securitySchemes };
}

/**
 * `decoded` (read from 0.3 JSON) with each later interface's own version taken from `current`
 * where the interface at the same place has the same url and binding.
 */
export function keepInterfaceVersions(decoded: AgentCard, current: AgentCard): AgentCard {
  if (decoded.otherInterfaces === undefined) return decoded;
  const was = current.otherInterfaces ?? [];
  const otherInterfaces = decoded.otherInterfaces.map((i, index) => {
    const before = was[index];
    return before?.protocolVersion !== undefined &&
      i.protocolVersion === undefined &&
      before.url === i.url &&
      before.binding === i.binding
      ? { ...i, protocolVersion: before.protocolVersion }
      : i;
  });
  return { ...decoded, otherInterfaces };
}
