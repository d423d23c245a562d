// Pages of the application's lists (README, "Using the API"): how many items a page holds,
// and a page as the lists give it, each item with the cursor to continue after it.

import { InvalidArgument } from './errors';

/** A page of a list, each item with its cursor. */
export interface Page<T> {
  edges: { cursor: string; node: T }[];
  hasNextPage: boolean;
  /** Whether the page continues a list (it was asked for after a cursor). */
  hasPreviousPage: boolean;
}

/** The page sizes of the lists: 20 items unless asked otherwise, at most 100. */
const PAGE_SIZE = { default: 20, max: 100 } as const;

/** How many items a page asked to hold `first` holds: at least 1, at most `max`; a negative `first` is no page at all (InvalidArgument). */
export function pageSize(first: number | null | undefined, size: { default: number; max: number } = PAGE_SIZE): number {
  if (first != null && first < 0) throw new InvalidArgument(`first must be 0 or more, not ${first}`);
  return Math.min(size.max, Math.max(1, first ?? size.default));
}

/** A page of the items, each with its cursor. */
export function pageOf<T>(items: T[], cursorOf: (item: T) => string, more: { hasNextPage: boolean; hasPreviousPage: boolean }): Page<T> {
  return { edges: items.map((node) => ({ cursor: cursorOf(node), node })), ...more };
}
