// What search needs of a card (README, "Searching cards"): one entry per card as players name
// it (the data's `card_name`: "Fire // Ice", "Delver of Secrets // Insectile Aberration"), its
// faces' text and types joined, built from the lines of shared/data/cards-2026.jsonl (its
// README describes the fields). The build (pool/build.ts) makes the entries and writes the
// index (index.ts); nothing here reads a file.

import * as z from 'zod';
import { DataLine as DataLineSchema } from '../data';
import { oracleManaCost } from '../printed';
import type { DataLine } from '../record';
import { keywordsOfLine } from './keywords';

/** A card as search sees it. Every face counts: a card matches when any of its faces does. */
export interface SearchEntry {
  /** The name players write (`card_name`). */
  name: string;
  /** The faces' mana costs in Oracle notation ({2}{G}{G}), joined by " // "; null when no face has one. */
  manaCost: string | null;
  /** The faces' type lines (CR 205: "Legendary Creature — Elf Druid"), joined by " // ". */
  typeLine: string;
  /** The Oracle text, one line per ability (CR 113.2c), the faces' in order. */
  oracle: string[];
  /** The colors of all faces, from mana cost symbols and color indicators (CR 202.2, 204): W U B R G letters in that order. */
  colors: string;
  /** The card's mana value (CR 202.3): a split card's is its halves' total (709.4d); a two-faced card's is its front's (712.8). */
  manaValue: number;
  /** The printed powers, toughnesses and loyalties of the faces that have one, as printed (`*`, `1+*`, `X`). */
  power: string[];
  toughness: string[];
  loyalty: string[];
  /** Keyword abilities (CR 702), lowercased, each once, in printed order (keywords.ts). */
  keywords: string[];
  /** The data's layout: normal, split, transform, modal_dfc, adventure, ... */
  layout: string;
  /** Whether the engine carries the card out fully (given by the build). */
  supported: boolean;
}

const COLOR_LETTERS = 'WUBRG';
const COLOR_WORDS: Record<string, string> = { white: 'W', blue: 'U', black: 'B', red: 'R', green: 'G' };

/** The colors of the faces: every W U B R G symbol of their mana costs (hybrid and Phyrexian ones too) and their color indicators' words. */
function colorsOf(faces: readonly DataLine[]): string {
  const found = new Set<string>();
  for (const face of faces) {
    for (const char of face.mana_cost ?? '') if (COLOR_LETTERS.includes(char)) found.add(char);
    for (const word of (face.color_indicator ?? '').toLowerCase().split(/\s+/)) if (COLOR_WORDS[word]) found.add(COLOR_WORDS[word]);
  }
  return [...COLOR_LETTERS].filter((letter) => found.has(letter)).join('');
}

const typeLineOf = (face: DataLine): string => {
  const left = [...face.supertypes, ...face.types].join(' ');
  return face.subtypes.length > 0 ? `${left} — ${face.subtypes.join(' ')}` : left;
};

/** Layouts whose halves are one card on the battlefield and in every zone but the stack: their mana values add up (CR 709.4d). */
const HALVES_ADD_UP = new Set(['split', 'aftermath', 'room']);

/** The entry of one card from its faces' data lines (front first, or in any order: the lines' `faces` orders them). */
export function entryFromFaces(lines: readonly DataLine[], supported: boolean): SearchEntry {
  const first = lines[0];
  if (!first) throw new Error('a card has at least one face');
  const order = first.faces;
  const faces = [...lines].sort((a, b) => order.indexOf(a.name) - order.indexOf(b.name));
  const front = faces[0]!;
  const costs = faces.map((face) => (face.mana_cost ? oracleManaCost(face.mana_cost) : ''));
  const oracle = faces.flatMap((face) => face.oracle_text);
  return {
    name: front.card_name,
    manaCost: costs.some((cost) => cost !== '') ? costs.join(' // ') : null,
    typeLine: faces.map(typeLineOf).join(' // '),
    oracle,
    colors: colorsOf(faces),
    manaValue: HALVES_ADD_UP.has(front.layout) ? faces.reduce((sum, face) => sum + face.converted_mana_cost, 0) : front.converted_mana_cost,
    power: faces.flatMap((face) => face.power ?? []),
    toughness: faces.flatMap((face) => face.toughness ?? []),
    loyalty: faces.flatMap((face) => face.loyalty ?? []),
    keywords: [...new Set(oracle.flatMap(keywordsOfLine))],
    layout: front.layout,
    supported,
  };
}

/**
 * The entries of the data's lines, one per card (`card_name`), in the order first met. A
 * meld card's melded face has its own `card_name`, so it is an entry of its own.
 * `supported` says, per card name, whether the engine carries the card out.
 */
export function entriesFromData(lines: readonly unknown[], supported: (cardName: string) => boolean): SearchEntry[] {
  const byCard = new Map<string, DataLine[]>();
  lines.forEach((raw, index) => {
    const parsed = DataLineSchema.safeParse(raw);
    if (!parsed.success) throw new Error(`card data line ${index + 1}: ${z.prettifyError(parsed.error)}`);
    const line = parsed.data;
    const faces = byCard.get(line.card_name);
    if (faces) faces.push(line);
    else byCard.set(line.card_name, [line]);
  });
  return [...byCard].map(([name, faces]) => entryFromFaces(faces, supported(name)));
}
