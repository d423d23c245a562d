// What every kind of question says about itself (SCENARIOS.md, "Questions"): the question as a
// client writes it, the answer's schema (the answer's type, published with the API), and how
// the engine answers it on a board's derived view.

import * as z from 'zod';
import { keywordsWith, type Reach } from '../../cards';
import type { Path } from '../../core';
import { activatedAbilities, youControlReads, addAspects, countsOrConditions, LAYERED, manaReferents, readsOf, readThrough, type BoardView, type Reads } from '../../state';

export interface QuestionKind<V extends z.ZodType, A extends z.ZodType> {
  /** What follows the question's key: `{ "couldProduce": "forest" }` has the value `"forest"`. */
  value: V;
  answer: A;
  /** The answer on the board after the actions; `at` is the question's path in the input, for INVALID_INPUT. */
  ask(view: BoardView, value: z.infer<V>, at: Path): z.infer<A>;
  /** What the answer depends on: an ability the engine does not carry out that could change it makes the answer `unsupported` (SCENARIOS.md). */
  reads(view: BoardView, value: z.infer<V>): Reads;
}

export { LAYERED };
/**
 * What producing mana depends on, of a permanent: the abilities it has (613.1a-f; 305.6 land
 * types), mana effects (106, 605, 614), what its mana abilities cost (601.2f) and whether they
 * may be activated (602.5).
 */
export const MANA_READS: readonly Reach[] = ['copy', 'control', 'text', 'types', 'abilities', 'mana', 'costs', 'timing'];
/** What a mana question reads of the player: the mana pool and how mana may be spent (106.4, 609.4b), what they may pay (119.4, 601.2h) and whether they may act. */
export const PLAYER_MANA: readonly Reach[] = ['mana', 'costs', 'timing', 'life'];
/** The events activating mana abilities brings about, on which triggered mana abilities trigger (CR 605.1b, 106.12a). */
export const MANA_EVENTS: ReadonlySet<string> = new Set([
  'abilityActivated',
  'tapped',
  'untapped',
  'tappedForMana',
  'manaAdded',
  'manaReplaced',
  'lifePaid',
  'countersRemoved',
  'countersPut',
]);
export const NO_EVENTS: ReadonlySet<string> = new Set();
/**
 * What decides which permanents are a player's (CR 613.1b): control, of every permanent. A
 * question about what a player could do with the permanents they control reads it of all of them,
 * since a control-changing effect could give them another one or take one away ("You control
 * enchanted creature").
 */
export const WHOSE: readonly Reach[] = ['control'];

const blocker = { permanent: z.string().nullable(), card: z.string(), ability: z.int().nullable(), text: z.string(), reason: z.string() };

/** The answer in place of one the engine cannot give (SCENARIOS.md, "Answers"): the first ability that could change it, and every one in `blockers`. */
export const UnsupportedAnswer = z.strictObject({
  unsupported: z.strictObject({ ...blocker, blockers: z.array(z.strictObject(blocker)) }),
});
export type UnsupportedAnswer = z.infer<typeof UnsupportedAnswer>;

export const question = <V extends z.ZodType, A extends z.ZodType>(kind: QuestionKind<V, A>): QuestionKind<V, A> => kind;

/**
 * What a mana question reads (CR 106.7, 605): the mana abilities of `from` and of every permanent
 * whose mana an ability reflects, through the effects that could give or change them (readThrough:
 * their sources' replacement effects and triggered mana abilities too, 605.1b, 614), what a mana
 * ability that counts could count, the player's pool and what they may pay, and the events
 * activating mana abilities brings about. For a player's mana, also which permanents are theirs:
 * who controls every permanent (613.1b).
 */
export function manaReads(view: BoardView, player: string | null, from: Iterable<string>): Reads {
  const sources = new Set([...from, ...manaReferents(view)]);
  const objects = new Map<string, readonly Reach[]>();
  readThrough(view, objects, sources, MANA_READS, true);
  // A mana ability that counts ("Add {G} for each creature you control", CR 107.1, 604.3) reads every permanent it could count, and the counters on its own.
  for (const id of sources) {
    const permanent = view.permanent(id);
    if (!permanent) continue;
    const abilities = activatedAbilities(view, permanent);
    if (abilities.some(({ ability }) => countsOrConditions(ability))) {
      addAspects(objects, '*', LAYERED);
      addAspects(objects, id, ['counters']);
    }
    // "Activate only if you control ..." (CR 602.5): what it counts, of every permanent.
    for (const { ability } of abilities) if ('onlyIf' in ability && ability.onlyIf) addAspects(objects, '*', youControlReads(ability.onlyIf));
  }
  if (player !== null) addAspects(objects, '*', WHOSE);
  const players = new Map<string, readonly Reach[]>(player === null ? [] : [[player, PLAYER_MANA]]);
  // Of keywords, only haste: a creature's {T} mana ability (CR 302.6).
  return readsOf({ objects, players, game: ['mana', 'timing'], manaFrom: sources, events: MANA_EVENTS, keywords: keywordsWith('ignoresSummoningSickness') });
}
