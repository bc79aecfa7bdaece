// What the test agents do, as data both SDK versions play: the workbench's screening, clarifier
// and cancellation behaviours, an agent that answers with a message, one that breaks the
// lifecycle by moving a completed task back to working, and one whose card claims more than its
// endpoint does.

export type AgentState = 'working' | 'input-required' | 'completed' | 'canceled';

export type AgentStep =
  /** A status update; `stamped: false` sends it without a timestamp, as agents may. */
  | {
      readonly op: 'status';
      readonly state: AgentState;
      readonly text?: string;
      readonly stamped?: false;
    }
  | {
      readonly op: 'artifact';
      readonly name?: string;
      readonly text: string;
      readonly data?: Readonly<Record<string, unknown>>;
    }
  /**
   * Stay working until the task is cancelled (at most `limitMs`), then complete. The limit only
   * frees a task no test cancels: at least the test timeout (vite.config.ts), so a test on a busy
   * machine never sees the task complete before its cancel arrives.
   */
  | { readonly op: 'wait-for-cancel'; readonly limitMs: number };

export interface AgentBehaviour {
  readonly id: string;
  readonly description: string;
  /** The steps of each turn: the first message runs turn 0, a reply runs turn 1, and so on. */
  readonly turns: readonly (readonly AgentStep[])[];
  /** Answer with a Message instead of starting a task. */
  readonly replyWithMessage?: string;
  /**
   * What the endpoint really serves, where it differs from the published card (which always says
   * streaming, and A2A 1.0 from SDK 1.3): the SDK's request handler is given this card instead.
   */
  readonly serves?: { readonly streaming: boolean; readonly onlyV03?: boolean };
  /**
   * Whether the card says pushNotifications and the SDK keeps push configs (its in-memory store;
   * the pushes themselves go nowhere: its sender is one that sends nothing).
   */
  readonly pushes?: boolean;
}

export const LIVE_BEHAVIOURS: readonly AgentBehaviour[] = [
  {
    id: 'screening',
    description: 'Works, emits a screening artifact with a text and a data part, completes.',
    turns: [
      [
        { op: 'status', state: 'working', stamped: false },
        {
          op: 'artifact',
          name: 'sanctions-screening',
          text: 'Acme Trading FZE: 1 possible match (score 0.83) against SDN list',
          data: { matches: 1, top_score: 0.83, list: 'SDN' },
        },
        { op: 'status', state: 'completed', text: 'Screening complete.' },
      ],
    ],
  },
  {
    id: 'clarifier',
    description: 'Asks which jurisdiction, then completes after the reply.',
    turns: [
      [
        { op: 'status', state: 'working' },
        {
          op: 'status',
          state: 'input-required',
          text: 'Which jurisdiction should I screen against?',
        },
      ],
      [
        { op: 'status', state: 'working' },
        { op: 'artifact', text: 'No matches in the requested jurisdiction.' },
        { op: 'status', state: 'completed', text: 'Screened. No matches.' },
      ],
    ],
  },
  {
    id: 'subscriber',
    description: 'Takes push notification configs; asks which jurisdiction, then completes.',
    pushes: true,
    turns: [
      [
        { op: 'status', state: 'working' },
        { op: 'status', state: 'input-required', text: 'Which jurisdiction?' },
      ],
      [{ op: 'status', state: 'completed', text: 'Screened. No matches.' }],
    ],
  },
  {
    id: 'cancellation',
    description: 'Works until it is cancelled.',
    turns: [
      [
        { op: 'status', state: 'working' },
        { op: 'wait-for-cancel', limitMs: 60_000 },
      ],
    ],
  },
  {
    id: 'reviewer',
    description: 'Asks which policy, then works on the reply until it is cancelled.',
    turns: [
      [
        { op: 'status', state: 'working' },
        { op: 'status', state: 'input-required', text: 'Which policy should I review against?' },
      ],
      [
        { op: 'status', state: 'working', text: 'Reviewing.' },
        { op: 'wait-for-cancel', limitMs: 60_000 },
      ],
    ],
  },
  {
    id: 'breaker',
    description:
      'Completes, then (a step of the test server, not the SDK) moves the completed task back to working.',
    turns: [
      [
        { op: 'status', state: 'working' },
        { op: 'status', state: 'completed', text: 'Done.' },
      ],
    ],
  },
  {
    id: 'overclaimer',
    description:
      'Publishes a card that says it streams (and, from SDK 1.3, speaks A2A 1.0); its endpoint neither streams nor speaks 1.0.',
    turns: [
      [
        { op: 'status', state: 'working' },
        { op: 'status', state: 'completed', text: 'Done, without streaming.' },
      ],
    ],
    serves: { streaming: false, onlyV03: true },
  },
  {
    id: 'messenger',
    description: 'Answers with a message rather than a task.',
    turns: [],
    replyWithMessage: 'Hello from the messenger: nothing to track.',
  },
];
