// What one DynamoDB item may hold: 400 KB and 32 levels of nesting. Items stop well before
// (room for keys and attribute names), with an error the API answers as LIMIT_EXCEEDED.

export const MAX_ITEM_BYTES = 350_000;

/** DynamoDB refuses documents nested deeper than 32 levels; the item's own level and an attribute take two. */
const MAX_ITEM_DEPTH = 30;

/** The item would be larger (or deeper) than an item can be. */
export class ItemTooLargeError extends Error {
  override readonly name = 'ItemTooLargeError';
}

/** Documents stored as JSON text (a batch's scenarios, results) may nest this deep: any deeper and writing them out would overflow the stack. */
export const MAX_DOCUMENT_DEPTH = 100;

/** Throws ItemTooLargeError when `item` (its JSON) would not fit; `what` names it in the message. Depth is checked first, without recursion. */
export function checkItem(item: unknown, what: string): void {
  if (deeperThan(item, MAX_ITEM_DEPTH)) throw new ItemTooLargeError(`${what} is nested deeper than ${MAX_ITEM_DEPTH} levels`);
  const bytes = Buffer.byteLength(JSON.stringify(item), 'utf8');
  if (bytes > MAX_ITEM_BYTES) throw new ItemTooLargeError(`${what} would take ${bytes} bytes; the limit is ${MAX_ITEM_BYTES}`);
}

/** Throws ItemTooLargeError when a document to be stored as JSON text nests deeper than MAX_DOCUMENT_DEPTH. */
export function checkDocument(value: unknown, what: string): void {
  if (deeperThan(value, MAX_DOCUMENT_DEPTH)) throw new ItemTooLargeError(`${what} is nested deeper than ${MAX_DOCUMENT_DEPTH} levels`);
}

/** Whether lists and maps nest more than `limit` levels (a scalar is 0 levels), walked without recursion and no further than the limit. */
function deeperThan(value: unknown, limit: number): boolean {
  const pending: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  while (pending.length > 0) {
    const { value: at, depth } = pending.pop()!;
    if (at === null || typeof at !== 'object') continue;
    if (depth + 1 > limit) return true;
    for (const inner of Object.values(at)) pending.push({ value: inner, depth: depth + 1 });
  }
  return false;
}
