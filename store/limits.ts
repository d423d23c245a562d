// What one DynamoDB item may hold: 400 KB and 32 levels of nesting. Items stop well before
// (room for keys and attribute names), with an error the API answers as LIMIT_EXCEEDED.

export const MAX_ITEM_BYTES = 350_000;

/** DynamoDB refuses documents nested deeper than 32 levels; the item's own level and an attribute take two. */
const MAX_ITEM_DEPTH = 30;

/** The item would be larger (or deeper) than an item can be. */
export class ItemTooLargeError extends Error {
  override readonly name = 'ItemTooLargeError';
}

/** Throws ItemTooLargeError when `item` (its JSON) would not fit; `what` names it in the message. */
export function checkItem(item: unknown, what: string): void {
  const bytes = Buffer.byteLength(JSON.stringify(item), 'utf8');
  if (bytes > MAX_ITEM_BYTES) throw new ItemTooLargeError(`${what} would take ${bytes} bytes; the limit is ${MAX_ITEM_BYTES}`);
  if (depthOf(item) > MAX_ITEM_DEPTH) throw new ItemTooLargeError(`${what} is nested deeper than ${MAX_ITEM_DEPTH} levels`);
}

/** Levels of lists and maps: 0 for a scalar. */
function depthOf(value: unknown): number {
  if (value === null || typeof value !== 'object') return 0;
  let deepest = 0;
  for (const inner of Object.values(value)) deepest = Math.max(deepest, depthOf(inner));
  return deepest + 1;
}
