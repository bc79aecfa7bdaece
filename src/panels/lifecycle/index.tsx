// The lifecycle panel: set up a delegation, then step through it one engine event at a time —
// the state machine, the controls and the event log on top; the task, the wire transcript, push
// callbacks and the behaviour script below.
import { useMemo, useState } from 'react';
import { Tabs } from '../../components/tabs';
import type { TaskState } from '../../core/lifecycle';
import { statePathMore, type StatePath } from '../../core/state-path';
import { currentFrame, currentTask, type Timeline } from '../../core/timeline';
import { liveFindings, type LiveRun } from '../../live/run-log';
import { useBoundedDeferredValue } from '../../components/use-bounded-deferred';
import { useCarried } from '../../components/use-carried';
import { StateDiagram } from './diagram/state-diagram';
import { CallbacksTab } from './callbacks/callbacks-tab';
import { ScriptEditor } from './script-editor/script-editor';
import { TranscriptView } from './transcript/transcript-view';
import { DriftBanner } from './drift-banner';
import { EventLog } from './event-log';
import { PresetBar } from './preset-bar';
import { SetupForm } from './setup-form';
import { StepperControls } from './stepper-controls';
import { TaskCard } from './task-card';
import { useStepper } from './use-stepper';
import { useStepperKeys } from './use-stepper-keys';
import { ConformanceTab } from './live/conformance-tab';
import { useLiveConfig } from './live/use-live-config';
import { useSignInReturn } from './live/use-sign-in-return';
import { useWorkbench } from '../../store';
import './lifecycle.css';

type TabId = 'transcript' | 'conformance' | 'callbacks' | 'script';

/** How many findings a live run has: worked out once per run value, whoever asks. */
const findingCounts = new WeakMap<LiveRun, number>();
const findingCount = (live: LiveRun | undefined): number => {
  if (live === undefined) return 0;
  let count = findingCounts.get(live);
  if (count === undefined) {
    count = liveFindings(live).length;
    findingCounts.set(live, count);
  }
  return count;
};

const pushCount = (timeline: Timeline | undefined): number =>
  timeline === undefined ? 0 : currentFrame(timeline).engine.pushes.length;

/** The state machine at the cursor: its path carried on as frames are added. */
function RunDiagram() {
  const timeline = useWorkbench((s) => s.session.run?.timeline);
  const path = useCarried<Timeline | undefined, StatePath | undefined>(timeline, pathOf);
  const current = timeline === undefined ? undefined : currentTask(timeline)?.status.state;
  return <StateDiagram current={current} path={path?.states ?? NO_STATES} />;
}

const NO_STATES: readonly TaskState[] = [];
const pathOf = (before: StatePath | undefined, timeline: Timeline | undefined) =>
  timeline === undefined ? undefined : statePathMore(before, timeline);

/**
 * A live run's log is drawn in a window from this many frames, as its transcript is: a stream's
 * first drawn frame often brings dozens of events at once, and drawing each row of them laid out
 * the page around them.
 */
const LIVE_LOG_WINDOW_FROM = 20;

function RunEventLog({ onJump }: { readonly onJump: (index: number) => void }) {
  const timeline = useWorkbench((s) => s.session.run?.timeline);
  const live = useWorkbench((s) => s.session.run?.live !== undefined);
  return (
    <EventLog
      timeline={timeline}
      onJump={onJump}
      windowFrom={live ? LIVE_LOG_WINDOW_FROM : undefined}
    />
  );
}

/** How far behind the stream a live run's transcript may fall before it is drawn at once. */
const TRANSCRIPT_MAX_LAG_MS = 500;

function RunTranscript() {
  const run = useWorkbench((s) => s.session.run);
  // A live run's transcript draws a frame behind the rest, at transition priority, in slices
  // between frames: a stream's first drawn frame made and laid out its shown payloads with the
  // log, the diagram and the findings in one task. A stream of an event every 20 ms sees it keep
  // up; when events come faster than it can draw (each store update restarts its draw), it falls
  // behind by at most half a second, then draws the newest frames in an urgent render, while the
  // log and the diagram follow every event. Worst frame in
  // `npx playwright test test/e2e/live-streams.spec.ts -g "stops at its cap|10,000 events"`,
  // 8 runs against 11 of the build before, same hour, load 1–2: /big 51–76 ms (was 65–105),
  // /many 51–91 (was 73–146), /run 52–86 (was 75–106); no run over 100 ms against 6 of 33. With
  // the half-second bound, 6 runs at load 2–3: /big 60–86, /many 61–102, /run 53–97.
  const later = useBoundedDeferredValue(run, TRANSCRIPT_MAX_LAG_MS);
  const shown = run?.live === undefined ? run : later;
  return <TranscriptView timeline={shown?.timeline} live={shown?.live} />;
}

function RunConformance({ onJump }: { readonly onJump: (index: number) => void }) {
  const live = useWorkbench((s) => s.session.run?.live);
  return <ConformanceTab live={live} onJump={onJump} />;
}

/**
 * The panel itself reads only what changes seldom (whether there is a recording, what the stepper
 * can do, the tabs' counts); each part that shows the recording reads it itself, so a live stream
 * adding frames draws those parts and not the setup around them.
 */
export default function LifecyclePanel() {
  const stepper = useStepper();
  const live = useLiveConfig();
  useSignInReturn(live);
  const findings = useWorkbench((s) => findingCount(s.session.run?.live));
  const pushes = useWorkbench((s) => pushCount(s.session.run?.timeline));
  const [tab, setTab] = useState<TabId>('transcript');
  const keys = useMemo(
    () => ({
      back: stepper.back,
      forward: stepper.forward,
      first: stepper.first,
      last: stepper.last,
    }),
    [stepper.back, stepper.forward, stepper.first, stepper.last],
  );
  useStepperKeys(keys, stepper.hasRun);

  return (
    <div className="lifecycle">
      <DriftBanner />
      <section className="surface-card lifecycle-card" aria-labelledby="lifecycle-setup-title">
        <header className="lifecycle-card-header">
          <h2 id="lifecycle-setup-title">Delegation</h2>
          <PresetBar onApply={stepper.pause} />
        </header>
        <SetupForm onStart={stepper.pause} live={live} />
      </section>

      <div className="lifecycle-top">
        <section className="surface-card lifecycle-card" aria-labelledby="lifecycle-diagram-title">
          <header className="lifecycle-card-header">
            <h2 id="lifecycle-diagram-title">State machine</h2>
            <ul className="lifecycle-legend" aria-label="Legend">
              <li>
                <span className="lifecycle-swatch lifecycle-swatch-current" /> current
              </li>
              <li>
                <span className="lifecycle-swatch lifecycle-swatch-visited" /> path taken
              </li>
              <li>
                <span className="lifecycle-swatch lifecycle-swatch-terminal" /> terminal
              </li>
            </ul>
          </header>
          <RunDiagram />
        </section>
        <section
          className="surface-card lifecycle-card lifecycle-timeline"
          aria-labelledby="lifecycle-log-title"
        >
          <header className="lifecycle-card-header">
            <h2 id="lifecycle-log-title">Event log</h2>
          </header>
          <StepperControls stepper={stepper} />
          <RunEventLog onJump={stepper.jump} />
        </section>
      </div>

      <TaskCard live={live} />

      <Tabs
        label="Delegation details"
        className="lifecycle-tabs"
        selected={tab}
        onSelect={setTab}
        tabs={[
          { id: 'transcript', label: 'Wire transcript' },
          {
            id: 'conformance',
            label: 'Conformance',
            badge: findings > 0 ? findings : undefined,
          },
          { id: 'callbacks', label: 'Push callbacks', badge: pushes > 0 ? pushes : undefined },
          { id: 'script', label: 'Behaviour script' },
        ]}
      >
        {tab === 'transcript' && <RunTranscript />}
        {tab === 'conformance' && <RunConformance onJump={stepper.jump} />}
        {tab === 'callbacks' && <CallbacksTab liveAuth={live.auth} />}
        {tab === 'script' && <ScriptEditor />}
      </Tabs>
    </div>
  );
}
