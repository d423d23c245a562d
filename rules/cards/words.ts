// English for rules text (CR 201.5 aside): number words, color words, articles, plurals and
// lists, as Oracle text writes them. Shared by everything that renders a part of a card.

import { COLORS, type ManaType } from '../core';
import type { Quality } from './pieces';

const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
export const numberWord = (n: number) => NUMBER_WORDS[n] ?? String(n);
export const COLOR_WORDS: Record<ManaType, string> = { W: 'white', U: 'blue', B: 'black', R: 'red', G: 'green', C: 'colorless' };

export const capitalize = (text: string) => (text.length === 0 ? text : text[0]!.toUpperCase() + text.slice(1));
export const article = (phrase: string) => (/^[aeiou]/i.test(phrase) ? `an ${phrase}` : `a ${phrase}`);
/** Plurals Oracle text writes otherwise than the rules below (checked against the card data): "Elves", "Merfolk", "Plains". */
const IRREGULAR_PLURALS: Readonly<Record<string, string>> = {
  Elf: 'Elves',
  Dwarf: 'Dwarves',
  Wolf: 'Wolves',
  Werewolf: 'Werewolves',
  Mouse: 'Mice',
  Ox: 'Oxen',
  Fungus: 'Fungi',
  Fish: 'Fish',
  Merfolk: 'Merfolk',
  Moonfolk: 'Moonfolk',
  Treefolk: 'Treefolk',
  Plains: 'Plains',
};

/** A noun's plural as Oracle writes it: "creatures", "Allies", "sorceries", "Sphinxes", "Elves". */
export function plural(noun: string): string {
  const irregular = IRREGULAR_PLURALS[noun];
  if (irregular !== undefined) return irregular;
  if (/[^aeiou]y$/i.test(noun)) return `${noun.slice(0, -1)}ies`;
  if (/(s|x|ch|sh)$/i.test(noun)) return `${noun}es`;
  return `${noun}s`;
}

/** The nouns whose plural a word is (the inverse of `plural`), for a reader that knows which nouns there are. */
export function singularsOf(word: string): string[] {
  const candidates = [...Object.keys(IRREGULAR_PLURALS), word.slice(0, -1), word.slice(0, -2), `${word.slice(0, -3)}y`];
  return [...new Set(candidates)].filter((noun) => noun.length > 0 && plural(noun) === word);
}

/** "a, b, and c" / "a and b" / with `or`. */
export function list(items: string[], conjunction: 'and' | 'or'): string {
  if (items.length <= 1) return items.join('');
  if (items.length === 2) return `${items[0]} ${conjunction} ${items[1]}`;
  return `${items.slice(0, -1).join(', ')}, ${conjunction} ${items.at(-1)}`;
}

/** +N or -N, as power and toughness changes are written. */
export const signed = (n: number) => (n >= 0 ? `+${n}` : `${n}`);

/** "red", "multicolored", "creatures", "Demons", "everything" (CR 702.16a). */
export function qualityText(quality: Quality): string {
  if (typeof quality === 'object') return plural(quality.subtype);
  if (quality === 'multicolored' || quality === 'monocolored' || quality === 'everything') return quality;
  const color = COLORS.find((c) => c === quality);
  return color ? COLOR_WORDS[color] : plural(quality.toLowerCase());
}
