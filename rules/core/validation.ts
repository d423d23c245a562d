// Validation at the edge: parse an input with a zod schema and turn the first problem into
// an INVALID_INPUT RulesError carrying the JSON path of the bad field (SCENARIOS.md), or a
// LIMIT_EXCEEDED one when the input is larger than a documented limit.

import type { z } from 'zod';
import { RulesError, type Path } from './errors';

type Issue = z.core.$ZodIssue;

const OVER_LIMIT = 'over the limit: ';

/** The message of a size check that stands for a documented limit: breaking it is LIMIT_EXCEEDED, not INVALID_INPUT. */
export const overLimit = (limit: number, what: string) => `${OVER_LIMIT}at most ${limit} ${what}`;

/** The most specific issue: inside a union, the branch that got furthest into the input. */
function explain(issue: Issue, base: Path): { path: Path; message: string } {
  const path = [...base, ...(issue.path as Path)];
  if (issue.code === 'unrecognized_keys') {
    const key = issue.keys[0]!;
    return { path: [...path, key], message: `unknown field "${key}"` };
  }
  if (issue.code === 'invalid_union' && issue.errors.length > 0) {
    // A branch that failed at the top (wrong type, or fields it doesn't know) is not the one
    // the input meant; among the others, the one whose first problem lies deepest is.
    const meant = issue.errors
      .filter((branch) => !branch.some((inner) => inner.path.length === 0 && (inner.code === 'invalid_type' || inner.code === 'unrecognized_keys')))
      .map((branch) => branch[0])
      .filter((first): first is Issue => first !== undefined)
      .sort((a, b) => b.path.length - a.path.length)[0];
    if (meant) return explain(meant, path);
    if (issue.message === 'Invalid input') {
      const expected = [...new Set(issue.errors.flatMap((branch) => branch.flatMap((inner) => (inner.code === 'invalid_type' && inner.path.length === 0 ? [inner.expected] : []))))];
      return { path, message: `expected ${expected.join(' or ')}` };
    }
  }
  return { path, message: issue.message };
}

export function formatPath(path: Path): string {
  return path.length === 0
    ? '(top)'
    : path
        .map((key) => (typeof key === 'number' ? `[${key}]` : `.${key}`))
        .join('')
        .replace(/^\./, '');
}

/** How deep input may nest (README, "Limits"): far deeper than any document of the contract, and shallow enough for any recursive walk. */
export const MAX_INPUT_DEPTH = 64;

/**
 * The checks that come before any recursive walk of input (the schema's, a hash's): nesting at
 * most MAX_INPUT_DEPTH deep (else LIMIT_EXCEEDED), and no object key `__proto__`, which a parse
 * would silently drop (INVALID_INPUT with its path). Iterative, so no input can overflow it.
 */
export function checkInputShape(value: unknown, base: Path = []): void {
  // Each value waiting to be looked at, with the key it is under and its parent: a path is made only for a problem.
  interface Pending {
    value: unknown;
    key: string | number | null;
    parent: Pending | null;
    depth: number;
  }
  const pathOf = (entry: Pending, last?: string): Path => {
    const keys: Path = last === undefined ? [] : [last];
    for (let at: Pending | null = entry; at !== null && at.key !== null; at = at.parent) keys.push(at.key);
    return [...base, ...keys.reverse()];
  };
  const pending: Pending[] = [{ value, key: null, parent: null, depth: 0 }];
  while (pending.length > 0) {
    const entry = pending.pop()!;
    const at = entry.value;
    if (at === null || typeof at !== 'object') continue;
    if (entry.depth >= MAX_INPUT_DEPTH) {
      const path = pathOf(entry);
      throw new RulesError('LIMIT_EXCEEDED', `${formatPath(path)}: input nested more than ${MAX_INPUT_DEPTH} levels deep`, { path });
    }
    const depth = entry.depth + 1;
    if (Array.isArray(at)) for (let index = 0; index < at.length; index += 1) pending.push({ value: at[index] as unknown, key: index, parent: entry, depth });
    else {
      if (Object.hasOwn(at, '__proto__')) invalid(pathOf(entry, '__proto__'), 'the key "__proto__" is not allowed');
      for (const key of Object.keys(at)) pending.push({ value: (at as Record<string, unknown>)[key], key, parent: entry, depth });
    }
  }
}

/** Parses `value` or throws INVALID_INPUT naming the path (prefixed with `base`) of the first problem. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown, base: Path = []): z.infer<S> {
  checkInputShape(value, base);
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const { path, message } = explain(result.error.issues[0]!, base);
  if (message.startsWith(OVER_LIMIT)) throw new RulesError('LIMIT_EXCEEDED', `${formatPath(path)}: ${message.slice(OVER_LIMIT.length)}`, { path });
  return invalid(path, message);
}

export function invalid(path: Path, message: string): never {
  throw new RulesError('INVALID_INPUT', `${formatPath(path)}: ${message}`, { path });
}
