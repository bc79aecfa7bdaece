// Memoisation by reference. The workspace is immutable, so the same arrays and objects mean the
// same answer: a selector can return a derived value that keeps its identity between renders.

interface Node<R> {
  readonly children: WeakMap<object, Node<R>>;
  done?: { readonly value: R };
}

/** `fn`, remembering each result for as long as its object arguments are alive. */
export function memoByRef<Args extends readonly object[], R>(
  fn: (...args: Args) => R,
): (...args: Args) => R {
  const root: Node<R> = { children: new WeakMap() };
  return (...args) => {
    let node = root;
    for (const arg of args) {
      let child = node.children.get(arg);
      if (child === undefined) {
        child = { children: new WeakMap() };
        node.children.set(arg, child);
      }
      node = child;
    }
    node.done ??= { value: fn(...args) };
    return node.done.value;
  };
}
