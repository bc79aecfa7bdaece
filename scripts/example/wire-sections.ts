// Sections 7 and 8: the kernel's own task taken to ACP and back through the ACP adapter, and the
// sanctions card as the A2A 0.3 adapter publishes it, without the platform's metadata.
import { jsonEqual } from '../../src/core/json';
import { A2A_STATE_TO_KERNEL, taskToKernel } from '../../src/core/kernel';
import type { Task } from '../../src/core/task';
import { encodeCard } from '../../src/adapters/a2a-v0_3';
import { ACP_STATUS_TO_KERNEL, acpLoss, decodeRun, encodeRun } from '../../src/adapters/acp';
import { SANCTIONS_CARD } from '../../src/scenarios/bank';
import { expectOk, heading, py } from './format';

/** 7. The screened task as the kernel holds it, as an ACP Run, and back. */
export function kernelSection(task: Task): string[] {
  const kernel = taskToKernel(task);
  const options = { agentName: SANCTIONS_CARD.name };
  const run = encodeRun(kernel, options);
  const back = expectOk(decodeRun(JSON.parse(JSON.stringify(run))), 'decoding the ACP run');
  const lost = acpLoss(kernel).map((entry) => entry.field);
  const parts = run.output[0]?.parts.length ?? 0;
  return [
    ...heading('7. PROTOCOL-AGNOSTIC CORE: A2A -> INTERNAL -> ACP -> INTERNAL'),
    `  internal state   : ${kernel.state}`,
    `  structured       : ${py(kernel.structured)}`,
    `  ACP envelope     : run_id=${run.run_id} status=${run.status} parts=${parts}`,
    `  ACP alone loses  : ${lost.join(', ')} (carried in the run's metadata)`,
    `  round-trips      : ${py(jsonEqual(back, kernel))}`,
    `  A2A state map    : ${py(A2A_STATE_TO_KERNEL['input-required'])} <- input-required ; ACP 'awaiting' -> ${py(ACP_STATUS_TO_KERNEL.awaiting)}`,
    "  -> the kernel never learns a protocol's vocabulary; adapters translate.",
  ];
}

const andList = (items: readonly string[]) =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/** Every key anywhere in a JSON value. */
function keysIn(value: unknown): Set<string> {
  const keys = new Set<string>();
  const walk = (v: unknown) => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v !== null && typeof v === 'object') {
      for (const [k, inner] of Object.entries(v)) {
        keys.add(k);
        walk(inner);
      }
    }
  };
  walk(value);
  return keys;
}

/** 8. The published card, and proof that the platform's fields stayed home. */
export function cardSection(): string[] {
  const wire = encodeCard(SANCTIONS_CARD);
  const published = keysIn(JSON.parse(JSON.stringify(wire)));
  const platformKeys = ['platform', ...Object.keys(SANCTIONS_CARD.platform)];
  const leaked = platformKeys.filter((k) => published.has(k));
  const row = (key: string, value: string) => `  ${key.padEnd(18)} ${value}`;
  return [
    ...heading('8. THE AGENT CARD ON THE WIRE'),
    row('protocolVersion', wire.protocolVersion ?? 'absent'),
    row('name', wire.name),
    row('url', wire.url),
    row('version', wire.version),
    row('capabilities', py(wire.capabilities)),
    row('securitySchemes', py(Object.keys(wire.securitySchemes ?? {}))),
    row('skills', py(wire.skills.map((s) => s.id))),
    leaked.length === 0
      ? `  note: ${andList(Object.keys(SANCTIONS_CARD.platform))} are PLATFORM metadata`
      : `  LEAK: ${leaked.join(', ')} appear in the published card`,
    ...(leaked.length === 0
      ? ['        and are deliberately absent from the published card.']
      : []),
  ];
}
