// Reading a record by a key that comes from the input (a counter kind, a permanent id): only the
// record's own entries count, so a key named after a built-in object property (`constructor`,
// `valueOf`, `toString`) is a key like any other and never reads the object's prototype.

/** The record's own value at `key`, or undefined. */
export function own<T>(record: Readonly<Record<string, T>> | undefined, key: string): T | undefined {
  return record !== undefined && Object.hasOwn(record, key) ? record[key] : undefined;
}

/** How many counters of a kind a permanent's `counters` hold (CR 122.1): 0 when it has none. */
export const countersOf = (counters: Readonly<Record<string, number>>, kind: string): number => own(counters, kind) ?? 0;
