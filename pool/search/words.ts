// How search reads text: a field (a name, a type line, an Oracle line) and a query's word or
// phrase are both cut into words the same way, ignoring case and accents (as the contract
// names cards: shared/spec/SCENARIOS.md), so "Lim-Dûl" and "lim dul" are the same two words.
// The inverted index (index.ts) and the full check of a term (evaluate.ts) both use these.

/** Letters and digits, any script; everything else separates words ("{T}:" is the word "t"). */
const WORD = /[\p{L}\p{N}]+/gu;

/** Letters NFD does not take apart: "Æther" is "aether". */
const LIGATURES: Record<string, string> = { æ: 'ae', œ: 'oe', ß: 'ss' };

/** Lowercased, accents removed (NFD, then the combining marks dropped), ligatures spelled out. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\u00e6\u0153\u00df]/g, (letter) => LIGATURES[letter]!); // æ œ ß
}

/** The words of a text, folded, in order. */
export function wordsOf(text: string): string[] {
  return fold(text).match(WORD) ?? [];
}

/**
 * Whether `phrase` (words) occurs in `field` (words): consecutive words of the field equal to
 * the phrase's, except the last, which need only begin a word. So a phrase matches where the
 * field's folded text contains it starting at a word: `elf` finds "Elf" and "Elfhame", `draw a
 * card` finds "draw a card" and "draw a cards", not "withdraw" nor "draws a card".
 */
export function containsPhrase(field: readonly string[], phrase: readonly string[]): boolean {
  const n = phrase.length;
  if (n === 0) return true;
  const last = phrase[n - 1]!;
  outer: for (let start = 0; start + n <= field.length; start += 1) {
    for (let i = 0; i < n - 1; i += 1) if (field[start + i] !== phrase[i]) continue outer;
    if (field[start + n - 1]!.startsWith(last)) return true;
  }
  return false;
}
