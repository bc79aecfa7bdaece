// An append-only list whose versions share one array, as the timeline's recording does: a
// version sees the first `length` entries, and appending to the newest version pushes in place,
// so n appends cost O(n) in all rather than a copy of the whole list each time. Appending to an
// older version (rare: nothing in a live run does it) copies its entries first, so no version
// ever sees an entry it did not have.

/** What readers of a log need: a plain array has it too, so a test may pass one. */
export interface ListView<T> extends Iterable<T> {
  readonly length: number;
  at(index: number): T | undefined;
  find<S extends T>(test: (item: T) => item is S): S | undefined;
  find(test: (item: T) => boolean): T | undefined;
  findLast<S extends T>(test: (item: T) => item is S): S | undefined;
  findLast(test: (item: T) => boolean): T | undefined;
}

export class AppendLog<T> implements ListView<T> {
  private constructor(
    private readonly entries: T[],
    readonly length: number,
  ) {}

  static of<T>(...items: T[]): AppendLog<T> {
    return new AppendLog(items, items.length);
  }

  /** This list with `item` at the end. */
  append(item: T): AppendLog<T> {
    const entries =
      this.entries.length === this.length ? this.entries : this.entries.slice(0, this.length);
    entries.push(item);
    return new AppendLog(entries, this.length + 1);
  }

  at(index: number): T | undefined {
    return index >= 0 && index < this.length ? this.entries[index] : undefined;
  }

  find<S extends T>(test: (item: T) => item is S): S | undefined;
  find(test: (item: T) => boolean): T | undefined;
  find(test: (item: T) => boolean): T | undefined {
    for (let i = 0; i < this.length; i += 1) {
      const item = this.entries[i] as T;
      if (test(item)) return item;
    }
    return undefined;
  }

  /** The last entry that passes `test`, looking back from the end. */
  findLast<S extends T>(test: (item: T) => item is S): S | undefined;
  findLast(test: (item: T) => boolean): T | undefined;
  findLast(test: (item: T) => boolean): T | undefined {
    for (let i = this.length - 1; i >= 0; i -= 1) {
      const item = this.entries[i] as T;
      if (test(item)) return item;
    }
    return undefined;
  }

  *[Symbol.iterator](): Iterator<T> {
    for (let i = 0; i < this.length; i += 1) yield this.entries[i] as T;
  }

  /** The entries as a plain array (a copy: for reports and tests, not per event). */
  toArray(): T[] {
    return this.entries.slice(0, this.length);
  }
}

/** `list` with `item` at the end: in place when it is an AppendLog, a new log otherwise. */
export const appendTo = <T>(list: ListView<T>, item: T): AppendLog<T> =>
  list instanceof AppendLog ? (list as AppendLog<T>).append(item) : AppendLog.of(...list, item);
