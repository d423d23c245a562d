// "Change the text of target permanent by replacing all instances of one color word with another"
// (CR 612, 613.1c): layer 3. The words chosen as the effect begins (`from`, `to`: a color letter
// for a color word, a basic land type as printed) are replaced wherever the object's own text
// uses them as that kind of word (612.2): colors in filters ("nonblack"), protection's quality
// ("protection from black"), the colors a token or an effect has, land types in filters and in the
// effects that set or add land types ("Nonbasic lands are Mountains"), landwalk ("swampwalk") and
// typecycling, and the land types of its type line (612.1; so a Forest changed to an Island taps
// for {U}, 305.6). Never its name (612.2), mana symbols (which are not words), nor abilities an
// effect granted it (612.3: layer 6 comes later). A static ability whose text changes generates
// the changed effect from layer 4 on, and an ability that uses the stack, once changed, is not
// carried out (the stack reads a printed ability; rules/state/layers.ts), and an ability the engine keeps
// as opaque text stays as it was, which already makes every answer it could change UNSUPPORTED.

import * as z from 'zod';
import { COLORS } from '../../core';
import type { Ability } from '../format';
import type { HeldAbility } from '../held-ability';
import { modification } from './kind';

/** The basic land types (CR 205.3i), as printed. */
const BASIC_LAND_TYPE_NAMES = ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest'] as const;

/** Which words a text-changing effect may change (CR 612.2): color words, basic land types, or either. */
export const TextWords = z.enum(['color', 'basicLandType', 'colorOrBasicLandType']);
export type TextWords = z.infer<typeof TextWords>;

/** The kind of a word chosen for a text change: a color letter or a basic land type. */
export function wordKind(word: string): 'color' | 'basicLandType' | null {
  if ((COLORS as readonly string[]).includes(word)) return 'color';
  if ((BASIC_LAND_TYPE_NAMES as readonly string[]).includes(word)) return 'basicLandType';
  return null;
}

/** Whether an effect changing `words` may replace `from` with `to` (CR 612.2: "one color word with another"): null when it may, else why not. */
export function textChangeRefusal(words: TextWords, from: string, to: string): string | null {
  const kinds = [wordKind(from), wordKind(to)];
  if (kinds[0] === null || kinds[1] === null) return 'a text-changing effect replaces a color word or a basic land type';
  if (kinds[0] !== kinds[1]) return 'a text-changing effect replaces a word with another of the same kind (a color word with a color word, a basic land type with a basic land type)';
  if (words !== 'colorOrBasicLandType' && kinds[0] !== words) return `this effect replaces ${WORDS_TEXT[words]}, not ${kinds[0] === 'color' ? 'a color word' : 'a basic land type'}`;
  if (from === to) return 'a word must be replaced with a different one';
  return null;
}

const WORDS_TEXT: Record<TextWords, string> = {
  color: 'one color word with another',
  basicLandType: 'one basic land type with another',
  colorOrBasicLandType: 'one color word with another or one basic land type with another',
};

export const changeText = modification({
  schema: z.strictObject({ type: z.literal('changeText'), words: TextWords }),
  layer: '3',
  writes: ['abilities', 'subtypes'],
  reads: () => [],
  // Its changes may end an effect an ability generates (CR 613.8a), but the layer system replaces
  // such an effect by the changed one itself (layers.ts); no filter of the format reads abilities.
  removesAbilities: false,
  apply(object, _m, { choices, remade }) {
    const { from, to } = choices;
    if (from === undefined || to === undefined || from === to) return;
    const swap = swapper(from, to);
    object.abilities = remade(object.abilities, (abilities) => {
      const changed = abilities.map((held) => changedHeld(held, swap));
      return changed.every((held, at) => held === abilities[at]) ? [...abilities] : changed;
    });
    if (wordKind(from) === 'basicLandType' && object.subtypes.includes(from)) {
      object.subtypes = remade(object.subtypes, (subtypes) => dedupe(subtypes.map((subtype) => (subtype === from ? to : subtype))));
      object.landTypesChanged = true;
    }
  },
  // It changes land types of type lines, which filters read ("a Forest").
  changesMatch: (m, filter) => m.words !== 'color' && (filter.subtypes !== undefined || filter.allSubtypes !== undefined || filter.notSubtypes !== undefined),
  text: (m) => `by replacing all instances of ${WORDS_TEXT[m.words]}`,
});

/** A word's replacement, for each way rules text uses it. */
interface Swap {
  color(word: string): string;
  landType(word: string): string;
  keyword(word: string): string;
}

function swapper(from: string, to: string): Swap {
  const kind = wordKind(from);
  const same = (word: string) => word;
  if (kind === 'color') return { color: (word) => (word === from ? to : word), landType: same, keyword: same };
  const lower = [from.toLowerCase(), to.toLowerCase()] as const;
  return {
    color: same,
    landType: (word) => (word === from ? to : word),
    // Landwalk (702.14) and typecycling (702.29e) name a land type as a land type.
    keyword: (word) => (word === `${lower[0]}walk` ? `${lower[1]}walk` : word === `${lower[0]}cycling` ? `${lower[1]}cycling` : word),
  };
}

const dedupe = <T>(values: T[]): T[] => values.filter((value, at) => values.indexOf(value) === at);

/** The ability with its words replaced; the same object when no word of it changes. */
function changedHeld(held: HeldAbility, swap: Swap): HeldAbility {
  // The basic land types' abilities come from the type line, changed there (CR 305.6); granted ones aren't its text (612.3).
  if (held.origin !== 'printed' || held.ability.kind === 'opaque') return held;
  const ability = rewrite(held.ability, undefined, swap) as Ability;
  return ability === held.ability ? held : { ability, origin: held.origin };
}

/**
 * The card format's values with the chosen word replaced where it is used as that kind of word
 * (CR 612.2), found by the fields that hold words: colors (`color`, `notColors`, `colors`,
 * protection's `from`), land types (`subtypes`, `notSubtypes`, `landTypes`, a protection quality's
 * `subtype`) and keywords (`keyword`, `keywords`, `withKeyword`). Mana (`mana`, `produceType`, mana
 * costs) is symbols and stays; opaque text stays. Unchanged parts keep their
 * identity, so an ability no word of which changes is the same object.
 */
function rewrite(value: unknown, key: string | undefined, swap: Swap): unknown {
  if (typeof value === 'string') {
    const use = key === undefined ? undefined : WORD_FIELDS.get(key);
    return use ? swap[use](value) : value;
  }
  if (Array.isArray(value)) {
    const out: unknown[] = value.map((item: unknown) => rewrite(item, key, swap));
    if (out.every((item, at) => item === value[at])) return value;
    return typeof out[0] === 'string' ? dedupe(out) : out;
  }
  if (value === null || typeof value !== 'object') return value;
  let changed = false;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
    const next = SYMBOLS.has(k) ? v : rewrite(v, k, swap);
    if (next !== v) changed = true;
    out[k] = next;
  }
  return changed ? out : value;
}

/** The fields of the card format that hold a word, by how it is used (CR 612.2); any other string is no word a text change changes. */
const WORD_FIELDS = new Map<string, keyof Swap>([
  ['color', 'color'],
  ['notColors', 'color'],
  ['colors', 'color'],
  ['from', 'color'],
  ['subtypes', 'landType'],
  ['allSubtypes', 'landType'],
  ['notSubtypes', 'landType'],
  ['landTypes', 'landType'],
  ['subtype', 'landType'],
  ['keyword', 'keyword'],
  ['keywords', 'keyword'],
  ['withKeyword', 'keyword'],
]);

/** Fields that hold mana symbols, costs or opaque text, never words (CR 612.2). */
const SYMBOLS = new Set(['mana', 'produceType', 'text', 'unsupported', 'reminderText', 'name']);
