// The shipped card pool's records and files (pool/shipped/, written by pool/build.ts, read by
// pool/load.ts): one record per line of the card data (a card, or one face or half of a
// multi-part card), kept in one of SHARDS files chosen by a hash of its face's folded name, so
// a lookup reads one small file. Shared by the build, the loader and the tests.

import { foldName, notCarriedOut, type CardDefinition } from '../rules';

/** The layouts of the data (shared/data/README.md). */
export const LAYOUTS = ['normal', 'transform', 'adventure', 'modal_dfc', 'planar', 'split', 'scheme', 'room', 'aftermath', 'prepare', 'flip', 'omen', 'meld', 'vanguard'] as const;
export type Layout = (typeof LAYOUTS)[number];

/** Layouts whose parts are written `Half (A/B)` in the data and whose whole card has both halves' characteristics at once (CR 709.4). */
export const HALVES_LAYOUTS: readonly Layout[] = ['split', 'aftermath', 'room'];

/**
 * Layouts whose whole card, named `A // B`, is its first face everywhere but on the stack as
 * its other part (CR 710.1 flip, 711.1 and 712.2 double-faced, 715.4 Adventure and Omen cards).
 */
export const FRONT_FACE_LAYOUTS: readonly Layout[] = ['transform', 'modal_dfc', 'flip', 'adventure', 'omen', 'meld'];

/** A ruling, as the data gives it. */
export interface Ruling {
  date: string;
  text: string;
}

/** One line of the card data, as given (shared/data/README.md). */
export interface DataLine {
  name: string;
  mana_cost: string | null;
  converted_mana_cost: number;
  supertypes: string[];
  types: string[];
  subtypes: string[];
  power: string | null;
  toughness: string | null;
  loyalty: string | null;
  /** A battle's printed defense (CR 310.4): on battle lines only. */
  defense?: string | null;
  color_indicator: string | null;
  oracle_text: string[];
  rulings: Ruling[];
  layout: Layout;
  card_name: string;
  faces: string[];
  funny: boolean;
}

/** What became of one Oracle line: compiled (it renders back exactly) or opaque, and its shape (pool/compile). */
export interface PoolLine {
  compiled: boolean;
  shape: string;
}

/**
 * A shipped record: the data line as given (its printed values, Oracle text and rulings), then
 * whether the card is playable (and why not), its definition in the card format when it is,
 * whether that definition is the hand-written catalog's, what became of each Oracle line, and
 * whether the engine supports it (isSupported).
 */
export interface PoolCard extends DataLine {
  playable: boolean;
  /** Why it is not playable. */
  reason?: string;
  definition?: CardDefinition;
  /** The definition is the hand-written catalog's (rules/cards/catalog/), not compiled. */
  hand_written?: true;
  lines: PoolLine[];
  supported: boolean;
}

/**
 * Whether the engine supports a card: playable, every Oracle line compiled (or the definition
 * written and checked by hand), and every ability of its definition carried out: none opaque,
 * none marked unsupported, no keyword the engine does not carry out yet (rules/cards/carried-out.ts).
 * The one place this is decided.
 */
export function isSupported(record: Pick<PoolCard, 'playable' | 'hand_written' | 'lines' | 'definition'>): boolean {
  const compiled = record.hand_written === true || record.lines.every((line) => line.compiled);
  const abilities = record.definition?.abilities ?? [];
  return record.playable && compiled && record.definition !== undefined && abilities.every((ability) => notCarriedOut(ability) === null);
}

/** How the data names a half of a split, aftermath or Room card: `Fire (Fire/Ice)`. */
const HALF_NAME = /^(.+) \([^()]+\/[^()]+\)$/;

/**
 * The printed name of a data line: a split, aftermath or Room half `Fire (Fire/Ice)` is `Fire`;
 * any other line's is its name (the build checks that only those layouts' names are so written).
 */
export function faceName(name: string): string {
  return HALF_NAME.exec(name)?.[1] ?? name;
}

/** How many shard files the pool is split into. */
export const SHARDS = 256;

/** The shard of a name: FNV-1a (32 bits) of its folded form, modulo SHARDS. */
export function shardOf(name: string): number {
  const folded = foldName(name);
  let hash = 0x811c9dc5;
  for (let i = 0; i < folded.length; i += 1) {
    hash ^= folded.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % SHARDS;
}

/** A shard's file name: `cards-007.jsonl`. */
export const shardFile = (shard: number) => `cards-${String(shard).padStart(3, '0')}.jsonl`;

/**
 * A shard file is JSON lines: this header, then one record a line. The header has every name
 * that falls in the shard (face names, data names, whole cards `A // B`), each with the data
 * names of the records it names, the preferred first (a face name two cards share, such as
 * `Fire`, names the card whose data name it is, else the first in the data's order); and where
 * each record of the shard (those whose face name falls in it) is: its byte offset from the
 * line after the header, and its length in bytes. A lookup reads the header and one record,
 * not the whole file.
 */
export interface ShardHeader {
  names: Record<string, string[]>;
  cards: Record<string, [offset: number, length: number]>;
}

/** The names index: every name a player writes (face names and whole cards), with its folded form and shard. */
export type NamesIndex = [name: string, folded: string, shard: number][];

/** The index file: what the build was made from, and the hash of what it wrote. */
export interface PoolIndex {
  /** The build's version (pool/build.ts BUILD_VERSION). */
  build: number;
  shards: number;
  cards: number;
  playable: number;
  supported: number;
  inputs: {
    /** sha256 of the card data file. */
    data: string;
    /** sha256 of each source file the build depends on (pool/inputs.ts), by path from the repository root. */
    sources: Record<string, string>;
  };
  /** sha256 over each written file's name and sha256, in file order (pool/inputs.ts contentHash). */
  contentHash: string;
}

export const INDEX_FILE = 'index.json';
export const NAMES_FILE = 'names.json';
