// Which JSON values in each wire form say the same thing as one kernel field: state ↔ status.state
// ↔ status, taskId ↔ id ↔ run_id, and so on. Patterns, not fixed paths, because how many
// artifacts, parts and messages a task has changes from step to step; `resolvePattern` expands
// them against the document actually shown. Where an adapter carries a field in metadata, that
// entry is a partner too.
import type { JsonLineValue, JsonPathSegments } from '../../components/json-lines';
import type { KernelTask } from '../../core/kernel';

export type KernelField = keyof KernelTask;

/** The documents the panel shows besides the kernel task. */
export type WireDocument = 'a2a-0.3' | 'a2a-1.0' | 'acp-request' | 'acp-run';

/**
 * One step of a pattern: a key, an index, every element of an array (`each`), or the elements of
 * an array whose `where` key holds `is` (or that have the key at all); `first` keeps one.
 */
export type PatternStep =
  | string
  | number
  | { readonly each: true }
  | { readonly where: string; readonly is?: string; readonly first?: true };
export type PathPattern = readonly PatternStep[];

export interface Correspondence {
  readonly field: KernelField;
  /** What the field is, in a few words. */
  readonly label: string;
  readonly paths: Readonly<Record<WireDocument, readonly PathPattern[]>>;
}

const EACH = { each: true } as const;
const CHAIN = 'delegation-workbench/delegationChain';
const KERNEL = 'delegation-workbench/kernel';
/** Where the adapters carry a kernel field they cannot say in the wire form's own words. */
const carried = (field: KernelField): PathPattern => ['metadata', KERNEL, field];

/** Kernel field → JSON path patterns in each wire document, in the kernel's field order. */
export const CORRESPONDENCE: readonly Correspondence[] = [
  {
    field: 'taskId',
    label: 'task id',
    paths: {
      'a2a-0.3': [['id'], carried('taskId')],
      'a2a-1.0': [['id'], carried('taskId')],
      'acp-request': [],
      'acp-run': [['run_id'], carried('taskId')],
    },
  },
  {
    field: 'contextId',
    label: 'context',
    paths: {
      'a2a-0.3': [['contextId'], carried('contextId')],
      'a2a-1.0': [['contextId'], carried('contextId')],
      'acp-request': [['session_id']],
      'acp-run': [['session_id'], carried('contextId')],
    },
  },
  {
    field: 'state',
    label: 'state',
    paths: {
      'a2a-0.3': [['status', 'state'], carried('state')],
      'a2a-1.0': [['status', 'state'], carried('state')],
      'acp-request': [],
      'acp-run': [['status'], carried('state')],
    },
  },
  {
    field: 'inputText',
    label: 'input',
    paths: {
      'a2a-0.3': [['history', { where: 'role', is: 'user', first: true }], carried('inputText')],
      'a2a-1.0': [
        ['history', { where: 'role', is: 'ROLE_USER', first: true }],
        carried('inputText'),
      ],
      'acp-request': [['input']],
      'acp-run': [carried('inputText')],
    },
  },
  {
    field: 'outputText',
    label: 'output text',
    paths: {
      'a2a-0.3': [['artifacts', EACH, 'parts', { where: 'kind', is: 'text' }]],
      'a2a-1.0': [['artifacts', EACH, 'parts', { where: 'text' }]],
      'acp-request': [],
      'acp-run': [
        ['output', EACH, 'parts', { where: 'content_type', is: 'text/plain' }],
        carried('outputText'),
      ],
    },
  },
  {
    field: 'structured',
    label: 'structured data',
    paths: {
      'a2a-0.3': [['artifacts', EACH, 'parts', { where: 'kind', is: 'data' }]],
      'a2a-1.0': [['artifacts', EACH, 'parts', { where: 'data' }]],
      'acp-request': [],
      'acp-run': [
        ['output', EACH, 'parts', { where: 'content_type', is: 'application/json' }],
        carried('structured'),
      ],
    },
  },
  {
    field: 'delegationChain',
    label: 'delegation chain',
    paths: {
      'a2a-0.3': [['metadata', CHAIN], carried('delegationChain')],
      'a2a-1.0': [['metadata', CHAIN], carried('delegationChain')],
      'acp-request': [],
      'acp-run': [carried('delegationChain')],
    },
  },
  {
    field: 'artifacts',
    label: 'artifact names',
    paths: {
      'a2a-0.3': [['artifacts'], carried('artifacts')],
      'a2a-1.0': [['artifacts'], carried('artifacts')],
      'acp-request': [],
      'acp-run': [['output'], carried('artifacts')],
    },
  },
];

/** The correspondence row for `field`. */
export function correspondenceOf(field: KernelField): Correspondence {
  const row = CORRESPONDENCE.find((c) => c.field === field);
  if (row === undefined) throw new Error(`no correspondence for ${field}`);
  return row;
}

type Node = JsonLineValue;

const isObject = (value: Node): value is { readonly [key: string]: Node } =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

function childAt(value: Node, key: string | number): Node | undefined {
  if (typeof key === 'number') return Array.isArray(value) ? (value as Node[])[key] : undefined;
  return isObject(value) && Object.hasOwn(value, key) ? value[key] : undefined;
}

function matches(
  item: Node,
  step: { readonly where: string; readonly is?: string | undefined },
): boolean {
  if (!isObject(item) || !Object.hasOwn(item, step.where)) return false;
  return step.is === undefined || item[step.where] === step.is;
}

/** Every concrete path in `doc` that `pattern` names; none when the document lacks the value. */
export function resolvePattern(pattern: PathPattern, doc: Node): JsonPathSegments[] {
  let found: Array<{ path: JsonPathSegments; value: Node }> = [{ path: [], value: doc }];
  for (const step of pattern) {
    found = found.flatMap(({ path, value }) => {
      if (typeof step === 'string' || typeof step === 'number') {
        const child = childAt(value, step);
        return child === undefined ? [] : [{ path: [...path, step], value: child }];
      }
      if (!Array.isArray(value)) return [];
      const items = (value as Node[]).map((item, i) => ({ path: [...path, i], value: item }));
      if ('each' in step) return items;
      const kept = items.filter((item) => matches(item.value, step));
      return step.first === true ? kept.slice(0, 1) : kept;
    });
  }
  return found.map((f) => f.path);
}

/** Every value in `doc` that corresponds to a kernel field, with the field it belongs to. */
export function partnersIn(
  document: WireDocument,
  doc: Node,
): Array<{ field: KernelField; label: string; path: JsonPathSegments }> {
  return CORRESPONDENCE.flatMap((row) =>
    row.paths[document].flatMap((pattern) =>
      resolvePattern(pattern, doc).map((path) => ({ field: row.field, label: row.label, path })),
    ),
  );
}
