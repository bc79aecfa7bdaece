// The lifecycle panel: set up a delegation, then step through it one engine event at a time —
// the state machine, the controls and the event log on top; the task, the wire transcript, push
// callbacks and the behaviour script below.
import { useMemo, useState } from 'react';
import { Tabs } from '../../components/tabs';
import { currentTask, statePath } from '../../core/timeline';
import { liveFindings } from '../../live/run-log';
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

export default function LifecyclePanel() {
  const run = useWorkbench((s) => s.session.run);
  const stepper = useStepper();
  const live = useLiveConfig();
  useSignInReturn(live);
  const liveRun = run?.live;
  const findings = useMemo(
    () => (liveRun === undefined ? 0 : liveFindings(liveRun).length),
    [liveRun],
  );
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
  useStepperKeys(keys, run !== undefined);

  const timeline = run?.timeline;
  const task = timeline === undefined ? undefined : currentTask(timeline);
  const path = useMemo(() => (timeline === undefined ? [] : statePath(timeline)), [timeline]);
  const pushes = timeline?.frames[timeline.cursor]?.engine.pushes.length ?? 0;

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
          <StateDiagram current={task?.status.state} path={path} />
        </section>
        <section
          className="surface-card lifecycle-card lifecycle-timeline"
          aria-labelledby="lifecycle-log-title"
        >
          <header className="lifecycle-card-header">
            <h2 id="lifecycle-log-title">Event log</h2>
          </header>
          <StepperControls stepper={stepper} />
          <EventLog timeline={timeline} onJump={stepper.jump} />
        </section>
      </div>

      {run !== undefined && <TaskCard run={run} live={live} />}

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
        {tab === 'transcript' && <TranscriptView timeline={timeline} live={run?.live} />}
        {tab === 'conformance' && <ConformanceTab live={run?.live} onJump={stepper.jump} />}
        {tab === 'callbacks' && <CallbacksTab />}
        {tab === 'script' && <ScriptEditor />}
      </Tabs>
    </div>
  );
}
