// The built-in scenarios, recorded with the core's timeline over the engine and the bank example:
// streamed screening, clarifier with reply, cancellation, push config set and refused (and not
// supported), admission refusal. Conformance tests encode every frame of every one.
import { CLARIFIER, SANCTIONS_SCREENING, type BehaviourScript } from '../../../src/core/behaviour';
import type { AgentCard } from '../../../src/core/card';
import type { EngineConfig } from '../../../src/core/engine';
import { DEFAULT_POLICY } from '../../../src/core/policy';
import type { Result } from '../../../src/core/result';
import * as T from '../../../src/core/timeline';
import {
  CALLBACK_HOSTS,
  INVESTIGATOR,
  KYC_CARD,
  SANCTIONS_CARD,
} from '../../../src/scenarios/bank';

export interface Scenario {
  readonly name: string;
  readonly card: AgentCard;
  readonly timeline: T.Timeline;
}

const config = (card: AgentCard, script: BehaviourScript): EngineConfig => ({
  card,
  script,
  policy: DEFAULT_POLICY,
  allowedCallbackHosts: CALLBACK_HOSTS,
});

const unwrap = <V>(r: Result<V, { code: string; message: string }>): V => {
  if (!r.ok) throw new Error(`scenario could not be built: ${r.error.message}`);
  return r.value;
};

const start = (card: AgentCard, script: BehaviourScript) =>
  T.createTimeline(config(card, script), INVESTIGATOR);

const taskIdOf = (t: T.Timeline): string => {
  const id = T.currentFrame(t).taskId;
  if (id === undefined) throw new Error('scenario has no task');
  return id;
};

function streamedScreening(): T.Timeline {
  const t = T.sendMessage(start(SANCTIONS_CARD, SANCTIONS_SCREENING), 'Screen Acme Trading FZE', {
    mode: 'stream',
    data: { counterparty: 'Acme Trading FZE', payment: 'PMT-771' },
  });
  return unwrap(T.runToEnd(t));
}

function clarifierWithReply(): T.Timeline {
  let t = T.sendMessage(start(SANCTIONS_CARD, CLARIFIER), 'Screen Acme', { mode: 'send' });
  t = unwrap(T.runToEnd(t));
  t = T.sendMessage(t, 'UAE and OFAC', { mode: 'stream', taskId: taskIdOf(t) });
  return unwrap(T.runToEnd(t));
}

function cancellation(): T.Timeline {
  let t = T.sendMessage(start(SANCTIONS_CARD, SANCTIONS_SCREENING), 'Screen', { mode: 'stream' });
  t = unwrap(T.stepForward(t));
  t = unwrap(T.cancelTask(t));
  return unwrap(T.cancelTask(t));
}

function pushConfigs(): T.Timeline {
  let t = T.sendMessage(start(SANCTIONS_CARD, SANCTIONS_SCREENING), 'Screen', { mode: 'stream' });
  t = unwrap(
    T.setPushConfig(t, {
      url: 'https://agents.bank.ae/callbacks/investigator',
      token: 'tok-1',
      authentication: 'bearer',
    }),
  );
  t = unwrap(
    T.setPushConfig(t, {
      url: 'http://169.254.169.254/latest',
      token: '',
      authentication: 'bearer',
    }),
  );
  return unwrap(T.runToEnd(t));
}

function pushUnsupported(): T.Timeline {
  const open = { ...KYC_CARD, platform: { ...KYC_CARD.platform, tenants: [] } };
  const kyc = {
    ...open,
    platform: { ...open.platform, maxDataClassification: 'restricted' as const },
  };
  const t = T.sendMessage(start(kyc, SANCTIONS_SCREENING), 'Refresh', { mode: 'send' });
  return unwrap(
    T.setPushConfig(unwrap(T.runToEnd(t)), {
      url: 'https://agents.bank.ae/cb',
      token: 't',
      authentication: 'bearer',
    }),
  );
}

function admissionRefusal(): T.Timeline {
  return T.sendMessage(start(KYC_CARD, SANCTIONS_SCREENING), 'Refresh KYC', { mode: 'send' });
}

/** Every built-in scenario, fully recorded. */
function buildScenarios(): Scenario[] {
  return [
    { name: 'streamed screening', card: SANCTIONS_CARD, timeline: streamedScreening() },
    { name: 'clarifier with reply', card: SANCTIONS_CARD, timeline: clarifierWithReply() },
    { name: 'cancellation', card: SANCTIONS_CARD, timeline: cancellation() },
    { name: 'push config set and refused', card: SANCTIONS_CARD, timeline: pushConfigs() },
    { name: 'push not supported', card: KYC_CARD, timeline: pushUnsupported() },
    { name: 'admission refusal', card: KYC_CARD, timeline: admissionRefusal() },
  ];
}

/** Every frame of every scenario, with the scenario's name and the frame's index. */
export function allFrames(scenarios: readonly Scenario[] = buildScenarios()) {
  return scenarios.flatMap((scenario) =>
    scenario.timeline.frames.map((frame, index) => ({ scenario, index, frame })),
  );
}
