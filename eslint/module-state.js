// No module-level mutable state: a module's top level holds no `let` or `var`, and no collection
// (Map, Set, array, typed array, object) that the module writes to at run time, directly or through
// a local alias. A cache or a reused buffer at module level makes a pure function's answer depend
// on what ran before it. The one exception is a WeakMap memo keyed by an input's identity, which
// can't change an answer; its comment must give its measured gain (a figure in % or ×).

/** Constructors whose instances are written through methods or indexes. */
const COLLECTIONS = new Set([
  'Map',
  'Set',
  'WeakSet',
  'Array',
  'Object',
  'ArrayBuffer',
  'DataView',
  'Int8Array',
  'Uint8Array',
  'Uint8ClampedArray',
  'Int16Array',
  'Uint16Array',
  'Int32Array',
  'Uint32Array',
  'Float32Array',
  'Float64Array',
  'BigInt64Array',
  'BigUint64Array',
]);

/** Buffers: passing one to a function (or taking a view of it) hands out the right to write it. */
const BUFFERS = new Set(
  [...COLLECTIONS].filter((name) => name.endsWith('Array') && name !== 'Array'),
)
  .add('ArrayBuffer')
  .add('DataView');

/** Methods that change the collection they are called on. */
const MUTATORS = new Set([
  'set',
  'add',
  'delete',
  'clear',
  'push',
  'pop',
  'shift',
  'unshift',
  'splice',
  'fill',
  'sort',
  'reverse',
  'copyWithin',
]);

/** The expression under TypeScript's `as`, `satisfies` and `!` wrappers. */
function unwrap(node) {
  let inner = node;
  while (
    inner?.type === 'TSAsExpression' ||
    inner?.type === 'TSSatisfiesExpression' ||
    inner?.type === 'TSNonNullExpression' ||
    inner?.type === 'TSTypeAssertion'
  ) {
    inner = inner.expression;
  }
  return inner;
}

/**
 * What kind of collection `init` builds ('buffer', 'collection', 'weakmap'), or undefined for
 * anything else (a number, a string, a function, a RegExp, a call of our own).
 */
function collectionKind(init) {
  const node = unwrap(init);
  if (node === null || node === undefined) return undefined;
  if (node.type === 'ArrayExpression' || node.type === 'ObjectExpression') return 'collection';
  // `new Array(n).fill(x)`, `[...].map(f)`: a collection made from another is one too.
  if (
    node.type === 'CallExpression' &&
    node.callee.type === 'MemberExpression' &&
    node.callee.property.type === 'Identifier' &&
    ['fill', 'map', 'filter', 'slice', 'concat', 'flat', 'flatMap'].includes(
      node.callee.property.name,
    )
  ) {
    const from = collectionKind(node.callee.object);
    if (from !== undefined && from !== 'weakmap') return from;
  }
  const callee =
    node.type === 'NewExpression'
      ? node.callee
      : node.type === 'CallExpression' && node.callee.type === 'MemberExpression'
        ? node.callee.object
        : undefined;
  if (callee?.type !== 'Identifier') return undefined;
  if (node.type === 'NewExpression' && callee.name === 'WeakMap') return 'weakmap';
  if (!COLLECTIONS.has(callee.name)) return undefined;
  if (node.type === 'CallExpression') {
    const method = node.callee.property;
    const builds =
      method.type === 'Identifier' &&
      ['from', 'of', 'fromEntries', 'create', 'assign'].includes(method.name);
    if (!builds) return undefined;
  }
  return BUFFERS.has(callee.name) ? 'buffer' : 'collection';
}

/** How `identifier` (a reference to the collection) writes it, or undefined when it only reads. */
function writeThrough(identifier, kind) {
  const parent = identifier.parent;
  if (parent.type === 'MemberExpression' && parent.object === identifier) {
    const outer = parent.parent;
    if (
      (outer.type === 'AssignmentExpression' && outer.left === parent) ||
      outer.type === 'UpdateExpression' ||
      (outer.type === 'UnaryExpression' && outer.operator === 'delete')
    ) {
      return 'assigned to';
    }
    const method = parent.computed ? undefined : parent.property.name;
    if (outer.type === 'CallExpression' && outer.callee === parent) {
      if (MUTATORS.has(method)) return `written by .${method}()`;
      if (kind === 'buffer' && method === 'subarray') return 'handed out as a view';
    }
    return undefined;
  }
  if (parent.type === 'CallExpression' && parent.arguments.includes(identifier)) {
    const callee = parent.callee;
    const writer =
      callee.type === 'MemberExpression' &&
      callee.object.type === 'Identifier' &&
      ((callee.object.name === 'Object' &&
        ['assign', 'defineProperty', 'defineProperties', 'setPrototypeOf'].includes(
          callee.property.name,
        ) &&
        parent.arguments[0] === identifier) ||
        (callee.object.name === 'Reflect' &&
          ['set', 'deleteProperty'].includes(callee.property.name)));
    if (writer) return 'written by a call';
    if (kind === 'buffer') return 'handed to a function that may write it';
  }
  return undefined;
}

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: {
      description: 'No module-level mutable state: no top-level let, no written collection.',
    },
    schema: [],
    messages: {
      moduleLet: 'Module-level `{{kind}} {{name}}` is mutable state; pass it in or keep it local.',
      written:
        'Module-level {{name}} is {{how}} at run time (line {{line}}): a cache or buffer that outlives the call.',
      weakMap:
        'A module-level WeakMap memo needs a comment above it giving its measured gain (a figure in % or ×).',
    },
  },
  create(context) {
    const { sourceCode } = context;

    /** The first write to `variable` or to a local alias of it, with how it writes. */
    function firstWrite(variable, kind, seen = new Set()) {
      if (seen.has(variable)) return undefined;
      seen.add(variable);
      for (const reference of variable.references) {
        if (reference.init) continue;
        const identifier = reference.identifier;
        const how = writeThrough(identifier, kind);
        if (how !== undefined) return { node: identifier, how };
        // `const w = buffer;` then `w[0] = 1` writes the buffer too.
        const parent = identifier.parent;
        if (parent.type === 'VariableDeclarator' && parent.init === identifier) {
          for (const alias of sourceCode.getDeclaredVariables(parent)) {
            const through = firstWrite(alias, kind, seen);
            if (through !== undefined) return through;
          }
        }
      }
      return undefined;
    }

    function checkDeclaration(declaration) {
      if (declaration?.type !== 'VariableDeclaration') return;
      if (declaration.kind !== 'const') {
        for (const declarator of declaration.declarations) {
          for (const variable of sourceCode.getDeclaredVariables(declarator)) {
            context.report({
              node: declarator,
              messageId: 'moduleLet',
              data: { kind: declaration.kind, name: variable.name },
            });
          }
        }
        return;
      }
      for (const declarator of declaration.declarations) {
        const kind = collectionKind(declarator.init);
        if (kind === undefined) continue;
        if (kind === 'weakmap') {
          const comments = sourceCode.getCommentsBefore(
            declaration.parent.type === 'Program' ? declaration : declaration.parent,
          );
          const text = comments.map((c) => c.value).join('\n');
          if (!/\d(?:[\d.,]*)\s*(?:%|×)/.test(text)) {
            context.report({ node: declarator, messageId: 'weakMap' });
          }
          continue;
        }
        for (const variable of sourceCode.getDeclaredVariables(declarator)) {
          const write = firstWrite(variable, kind);
          if (write !== undefined) {
            // Reported at the declaration, where a kept cache's justification belongs.
            context.report({
              node: declarator,
              messageId: 'written',
              data: {
                name: variable.name,
                how: write.how,
                line: String(write.node.loc.start.line),
              },
            });
          }
        }
      }
    }

    return {
      Program(program) {
        for (const statement of program.body) {
          checkDeclaration(
            statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement,
          );
        }
      },
    };
  },
};

export default { rules: { 'no-module-state': rule } };
