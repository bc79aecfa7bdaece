// Workload 3: one streamed delegation to the sanctions agent, then the final task through the
// kernel's model and an ACP run and back (the reference: 2,000 of them). The card, caller and
// server are built afresh each time, as the reference does. Each delegation gets task and context
// ids no earlier one had, as on a server that has run for a while, so ACP's name-based UUIDs are
// hashed as they would be rather than found in the memo.
import { encodeRun, decodeRun } from '../../src/adapters/acp';
import { SANCTIONS_SCREENING } from '../../src/core/behaviour';
import { makeCard } from '../../src/core/card';
import type { CallerContext } from '../../src/core/caller';
import { createEngine, stream, userMessage } from '../../src/core/engine';
import { kernelEqual, taskToKernel, type KernelTask } from '../../src/core/kernel';
import { DEFAULT_POLICY } from '../../src/core/policy';

export interface DelegationRun {
  /** Delegations run, each with its round trip. */
  readonly ops: number;
  /** Events the last stream delivered, the final task included. */
  readonly events: number;
  /** The kernel task of the last delegation, after the ACP round trip. */
  readonly kernel: KernelTask;
}

/** How many delegations came before: the next one's task and context are numbered after them. */
let served = 0;

/** One delegation and round trip; throws if the engine refuses or the round trip changes it. */
function delegateOnce(): { events: number; kernel: KernelTask } {
  const card = makeCard({
    name: 'sanctions',
    description: 'd',
    url: 'https://agents.bank.ae/s',
    version: '1',
    capabilities: { streaming: true, pushNotifications: true },
    platform: { owner: 'unknown', tenants: ['wholesale'], maxDataClassification: 'restricted' },
  });
  const caller: CallerContext = {
    agentId: 'inv',
    tenant: 'wholesale',
    userId: 'u',
    scopes: [],
    dataClassification: 'restricted',
    delegationChain: ['orch'],
  };
  const fresh = createEngine({
    card,
    script: SANCTIONS_SCREENING,
    policy: DEFAULT_POLICY,
    allowedCallbackHosts: [],
  });
  served += 1;
  const server = {
    config: fresh.config,
    tick: fresh.tick,
    counters: { task: served, ctx: served, msg: 0, art: 0 },
    tasks: fresh.tasks,
    pushes: fresh.pushes,
  };
  const { state, message } = userMessage(server, 'Screen PMT-771');
  const streamed = stream(state, caller, message);
  if (!streamed.ok) throw new Error(`delegation refused: ${streamed.error.message}`);
  const last = streamed.value.events.at(-1);
  if (last?.kind !== 'task') throw new Error('the stream did not end with the task');
  const kernel = taskToKernel(last.task);
  const back = decodeRun(encodeRun(kernel));
  if (!back.ok) throw new Error(`ACP round trip failed: ${back.error.message}`);
  if (!kernelEqual(back.value, kernel)) throw new Error('ACP round trip changed the kernel task');
  return { events: streamed.value.events.length, kernel: back.value };
}

/** Runs `count` streamed delegations, each followed by the kernel → ACP → kernel round trip. */
export function runDelegation(count: number): DelegationRun {
  let result = delegateOnce();
  for (let i = 1; i < count; i += 1) result = delegateOnce();
  return { ops: count, ...result };
}
