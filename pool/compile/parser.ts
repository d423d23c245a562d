// The Oracle grammar (oracle.peggy) made into a parser by peggy the first time a line is parsed.
// The compiler runs only where the card pool is built (the built catalog is what ships), so the
// parser is generated in memory there and never written to a file.

import { readFileSync } from 'node:fs';
import peggy, { type Parser } from 'peggy';

const GRAMMAR = new URL('./oracle.peggy', import.meta.url);

let parser: Parser | undefined;

function oracleParser(): Parser {
  parser ??= peggy.generate(readFileSync(GRAMMAR, 'utf8'), { grammarSource: 'oracle.peggy', allowedStartRules: ['Line', 'Costs'] });
  return parser;
}

/** What the grammar needs to know of the card. */
export interface ParseOptions {
  /** The card is an instant or a sorcery: a line of effects is its spell ability (CR 113.3a). */
  spell: boolean;
  /** Whether a word is a subtype the rules know, as printed ("Elf", "Forest", "Equipment"). */
  isSubtype(word: string): boolean;
  /** Whether a known subtype is a creature type (CR 205.3m). */
  isCreatureType(word: string): boolean;
  /** Whether a word is a land type (CR 205.3i). */
  isLandType(word: string): boolean;
  /** The words a plural is of, as words.ts `plural` writes it ("Elves": "Elf"). */
  singularsOf(word: string): string[];
}

/**
 * The abilities the grammar reads from one line (reminder text removed, the card's name as "~"),
 * not yet checked against the schema or the renderer; null when the grammar does not read it.
 */
export function parseLine(line: string, options: ParseOptions): unknown[] | null {
  try {
    return oracleParser().parse(line, { ...options, grammarSource: 'oracle.peggy' }) as unknown[];
  } catch (error) {
    if (error instanceof Error && error.name === 'SyntaxError') return null;
    throw error;
  }
}

/** The parts of an activation cost (CR 602.1a) the grammar reads from the text before a colon; null when it does not read them. */
export function parseCosts(text: string, options: ParseOptions): unknown[] | null {
  try {
    return oracleParser().parse(text, { ...options, grammarSource: 'oracle.peggy', startRule: 'Costs' }) as unknown[];
  } catch (error) {
    if (error instanceof Error && error.name === 'SyntaxError') return null;
    throw error;
  }
}
