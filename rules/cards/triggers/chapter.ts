// A chapter ability (CR 714.2): "{rN}—[Effect]" means "When one or more lore counters are put
// onto this Saga, if the number of lore counters on it was less than N and became at least N,
// [effect]" (714.2b); "{rN1}, {rN2}—[Effect]" means the same as "{rN1}—[Effect]" and
// "{rN2}—[Effect]" (714.2c), so one event that carries a Saga past several of its chapters
// triggers each of them (603.2c). Lore counters are put on a Saga as it enters (714.3a: the
// `enteredBattlefield` event's counters, 122.6: counters it enters with are put on it), as its
// controller's precombat main phase begins (714.3b, 505.4) and by effects (`countersPut`, whose
// `total` is the number on it after, 122.7). Removing lore counters triggers nothing; a direct
// edit of the board is not the game putting counters (SCENARIOS.md: it triggers nothing).
// The rules text is the chapter symbols, "I, II — ", before the effect (text.ts abilityText).

import * as z from 'zod';
import type { Triggering } from './kind';
import { trigger } from './kind';

/** The greatest chapter number written; Sagas print up to VI (CR 714.2a). */
export const MAX_CHAPTER = 10;

export const Chapter = z
  .strictObject({
    event: z.literal('chapter'),
    /** The chapter numbers of its chapter symbol, in increasing order (CR 714.2a, 714.2c). */
    chapters: z.array(z.int().min(1).max(MAX_CHAPTER)).min(1).max(MAX_CHAPTER),
  })
  .refine((t) => t.chapters.every((n, i) => i === 0 || n > t.chapters[i - 1]!), { message: 'chapter numbers increase', path: ['chapters'] });

const NUMERALS = ['', 'I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X'] as const;

/** The Roman numeral of a chapter number (CR 714.2a: I represents 1, II represents 2, ...). */
export const romanNumeral = (n: number): string => NUMERALS[n] ?? String(n);

/** The chapters crossed when the lore counters on a Saga went from `before` to `after` (CR 714.2b): one triggering each. */
function crossed(chapters: readonly number[], before: number, after: number): Triggering[] | null {
  const list = chapters.filter((n) => before < n && after >= n).map((): Triggering => ({}));
  return list.length > 0 ? list : null;
}

export const chapter = trigger({
  schema: Chapter,
  text: (t) => `${t.chapters.map(romanNumeral).join(', ')} —`,
  events: ['countersPut', 'enteredBattlefield'],
  looksBack: false,
  triggeredBy(t, event, source) {
    if (event.permanent !== source.id) return null;
    if (event.type === 'enteredBattlefield') return crossed(t.chapters, 0, event.counters?.lore ?? 0);
    if (event.counter !== 'lore' || event.amount <= 0) return null;
    return crossed(t.chapters, event.total - event.amount, event.total);
  },
  manaProduced: null,
});

/** The chapter numbers of a triggered ability's trigger, empty when it is no chapter ability (CR 714.2). */
export function chapterNumbers(t: { event: string }): readonly number[] {
  return t.event === 'chapter' ? (t as z.infer<typeof Chapter>).chapters : [];
}
