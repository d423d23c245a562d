// The shipped card pool at run time (I/O at the edge): lookups by name, synchronous reads of the
// files of pool/shipped/ (or of CARDS_DIR, where a bundled function finds its copy). A lookup
// reads the header of the name's shard (a few KB, kept once read) and the bytes of the one
// record it names, not the whole shard. Nothing is read when the module loads: a Lambda
// function's cold start pays only for the cards its request names. The names index, for
// suggestions, is read only when a name is not found.
//
// ensureCards is how a client's input meets the engine: it finds every card the input names
// and registers their definitions with the engine (registerCards) before the input is parsed,
// or refuses an unknown name (INVALID_INPUT, with the closest names) or a card the engine can't
// play (UNSUPPORTED, with why).

import { closeSync, openSync, readFileSync, readSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { RulesError, catalogCard, foldName, formatPath, registerCards, type CardDefinition, type Path } from '../rules';
import { FRONT_FACE_LAYOUTS, HALVES_LAYOUTS, NAMES_FILE, faceName, shardFile, shardOf, type NamesIndex, type PoolCard, type ShardHeader } from './record';

/** The folder of the shipped files: CARDS_DIR, else pool/shipped/ beside this module. */
export function cardsDir(): string {
  const dir = process.env.CARDS_DIR;
  return dir ? resolve(dir) : fileURLToPath(new URL('./shipped/', import.meta.url));
}

/** The shipped pool's content hash (pool/shipped/index.json, written by the build and checked by test/pool/shipped.test.ts). */
export function poolContentHash(): string {
  const index = JSON.parse(readFileSync(join(cardsDir(), 'index.json'), 'utf8')) as { contentHash?: unknown };
  if (typeof index.contentHash !== 'string') throw new Error(`${join(cardsDir(), 'index.json')} names no content hash`);
  return index.contentHash;
}

interface LoadedHeader extends ShardHeader {
  /** Where the records begin: the byte after the header's line. */
  body: number;
  /** Folded name → the shard's first name (in code-point order) with that folded form; made when a name is first not found exactly. */
  folded?: Map<string, string>;
}

/** The shards' headers read so far (a few KB each). */
const headers = new Map<number, LoadedHeader>();

/** Bytes of a file from `position`, at most `length`. */
function readBytes(path: string, position: number, length: number): Buffer {
  const fd = openSync(path, 'r');
  try {
    const buffer = Buffer.alloc(length);
    const read = readSync(fd, buffer, 0, length, position);
    return buffer.subarray(0, read);
  } finally {
    closeSync(fd);
  }
}

const shardPath = (index: number) => join(cardsDir(), shardFile(index));

/** A shard's header: its first line, read by itself. */
function readHeader(index: number): LoadedHeader {
  let header = headers.get(index);
  if (header) return header;
  const path = shardPath(index);
  let size = 32_768;
  let bytes = readBytes(path, 0, size);
  let end = bytes.indexOf(10);
  while (end < 0 && bytes.length === size) {
    size *= 4;
    bytes = readBytes(path, 0, size);
    end = bytes.indexOf(10);
  }
  if (end < 0) throw new Error(`${path}: no header line`);
  const parsed = JSON.parse(bytes.toString('utf8', 0, end)) as ShardHeader;
  header = { ...parsed, body: end + 1 };
  headers.set(index, header);
  return header;
}

const own = (object: object, key: string) => Object.prototype.hasOwnProperty.call(object, key);

function foldedNames(header: LoadedHeader): Map<string, string> {
  if (!header.folded) {
    header.folded = new Map();
    for (const name of Object.keys(header.names)) {
      const key = foldName(name);
      if (!header.folded.has(key)) header.folded.set(key, name);
    }
  }
  return header.folded;
}

/** The record of one data line, by its data name (`Fire (Fire/Ice)`, `Delver of Secrets`): one read of its bytes. */
export function poolRecord(dataName: string): PoolCard | null {
  const index = shardOf(faceName(dataName));
  const header = readHeader(index);
  if (!own(header.cards, dataName)) return null;
  const [offset, length] = header.cards[dataName]!;
  return JSON.parse(readBytes(shardPath(index), header.body + offset, length).toString('utf8')) as PoolCard;
}

/** Every record of a shard, in its order (a whole file; for checks over the whole pool). */
export function shardRecords(index: number): PoolCard[] {
  const lines = readFileSync(shardPath(index), 'utf8').split('\n');
  return lines.slice(1, -1).map((line) => JSON.parse(line) as PoolCard);
}

/** A name found in the pool. */
export interface PoolMatch {
  /** The name as the pool writes it (`Lim-Dûl's Vault` for `lim-dul's vault`). */
  name: string;
  /** The face the name names; for a whole multi-part card, its first face. */
  card: PoolCard;
  /** The name is a whole multi-part card (`Fire // Ice`, `Delver of Secrets // Insectile Aberration`), not one of its faces. */
  whole: boolean;
}

/** The pool's own spelling of a name, exactly or ignoring case and accents. */
function poolKey(name: string): string | undefined {
  const header = readHeader(shardOf(name));
  return own(header.names, name) ? name : foldedNames(header).get(foldName(name));
}

/** One slash between two names, as MTGO and other decklists write a split card (`Wear/Tear`, `Fire / Ice`). */
const MULTI_PART_SLASH = /(?<=\S) ?\/ ?(?=\S)(?!\/)/;

/** A set code after the name, as some decklists write it (Forge: `Ixhel, Scion of Atraxa [ONC]`). */
const SET_CODE = / \[[A-Z0-9]{2,6}\]$/;

/** A name as decklists write it: one slash for a multi-part card, runs of spaces, a set code after it. */
function decklistKey(name: string): string | undefined {
  const plain = name.replace(/\s+/g, ' ').trim().replace(SET_CODE, '');
  const key = plain === name ? undefined : poolKey(plain);
  return key ?? (MULTI_PART_SLASH.test(plain) ? poolKey(plain.replace(MULTI_PART_SLASH, ' // ')) : undefined);
}

/**
 * Finds a card by name: exactly, then ignoring case and accents. A face is named by its own
 * name (`Insectile Aberration`, a split half `Fire`, also as the data writes it,
 * `Fire (Fire/Ice)`), a multi-part card by its whole name (`Fire // Ice`, also as decklists write it,
 * `Fire/Ice` or `Fire / Ice`). A face name two
 * cards share names the card whose own name it is, else the first in the data's order.
 */
export function findPoolCard(name: string): PoolMatch | null {
  if (name.length === 0 || name.length > 300) return null;
  const key = poolKey(name) ?? decklistKey(name);
  if (key === undefined) return null;
  const header = readHeader(shardOf(key));
  const dataNames = header.names[key]!;
  const card = poolRecord(dataNames[0]!);
  if (!card) throw new Error(`the shipped card pool names "${dataNames[0]}" for "${key}" but holds no such record`);
  return { name: key, card, whole: key === card.card_name && key !== card.name && key !== faceName(card.name) };
}

let names: NamesIndex | undefined;

/** The names index: every name a player writes, with its folded form (read once, when first needed). */
export function poolNames(): NamesIndex {
  names ??= JSON.parse(readFileSync(join(cardsDir(), NAMES_FILE), 'utf8')) as NamesIndex;
  return names;
}

const rowA = new Int32Array(302);
const rowB = new Int32Array(302);

/** Levenshtein distance, giving up (returning `limit + 1`) once it must exceed `limit`; `b` at most 300 characters. */
function distance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = rowA;
  let current = rowB;
  for (let j = 0; j <= b.length; j += 1) previous[j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    current[0] = i;
    let best = i;
    const char = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j += 1) {
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (char === b.charCodeAt(j - 1) ? 0 : 1));
      current[j] = value;
      if (value < best) best = value;
    }
    if (best > limit) return limit + 1;
    [previous, current] = [current, previous];
  }
  return previous[b.length]!;
}

const counts = new Int32Array(65536);

/** A lower bound of the edit distance: the larger of what each string has that the other lacks, as multisets of characters. */
function bagDistance(a: string, b: string): number {
  for (let i = 0; i < a.length; i += 1) counts[a.charCodeAt(i)]! += 1;
  for (let i = 0; i < b.length; i += 1) counts[b.charCodeAt(i)]! -= 1;
  let more = 0;
  let less = 0;
  for (let i = 0; i < a.length; i += 1) {
    const code = a.charCodeAt(i);
    const left = counts[code]!;
    if (left > 0) more += left;
    counts[code] = 0;
  }
  for (let i = 0; i < b.length; i += 1) {
    const code = b.charCodeAt(i);
    const left = counts[code]!;
    if (left < 0) less -= left;
    counts[code] = 0;
  }
  return Math.max(more, less);
}

/** The edit distance between what was written and a name, or to the name's beginning plus one; above `limit`: `limit + 1`. */
function closeness(query: string, folded: string, limit: number): number {
  let d = limit + 1;
  if (Math.abs(query.length - folded.length) <= limit && bagDistance(query, folded) <= limit) d = distance(query, folded, limit);
  if (folded.length > query.length && d > 1 && limit >= 1) {
    const start = folded.slice(0, query.length);
    if (bagDistance(query, start) <= limit - 1) d = Math.min(d, distance(query, start, limit - 1) + 1);
  }
  return d;
}

/**
 * The `n` names closest to `name`, for "did you mean": edit distance on folded names, a name
 * that begins with (a near miss of) what was written counting one more than its beginning's
 * distance (`emrakul` finds the Emrakuls); ties in name order.
 */
export function suggestNames(name: string, n = 5): string[] {
  const query = foldName(name.trim()).slice(0, 100);
  if (query === '' || n <= 0) return [];
  const best: { name: string; distance: number }[] = [];
  // Nothing further than half the name's length is a suggestion.
  let limit = Math.max(2, Math.ceil(query.length / 2));
  const consider = (candidate: string, folded: string) => {
    const d = closeness(query, folded, limit);
    if (d > limit) return;
    // Insert in order (distance, then name), keeping the n best.
    let at = best.length;
    while (at > 0 && (best[at - 1]!.distance > d || (best[at - 1]!.distance === d && best[at - 1]!.name > candidate))) at -= 1;
    if (at >= n) return;
    best.splice(at, 0, { name: candidate, distance: d });
    if (best.length > n) best.pop();
    if (best.length === n) limit = best[n - 1]!.distance;
  };
  // The names beginning with the same letter first: the close ones usually do, and the limit then shrinks early.
  const first = query[0];
  for (const [candidate, folded] of poolNames()) if (folded[0] === first) consider(candidate, folded);
  for (const [candidate, folded] of poolNames()) if (folded[0] !== first) consider(candidate, folded);
  return best.map((entry) => entry.name);
}

/** Where in a client's input a card is named. */
export interface CardName {
  name: string;
  path: Path;
}

/** Every `card` field of the input that is a string, and every `cardName` (a chosen card name), anywhere in it, in document order. */
export function cardNames(input: unknown, base: Path = []): CardName[] {
  const found: CardName[] = [];
  // One path, pushed and popped as the walk goes, copied only where a name is found: a stored
  // board is walked on every read, without an array per value (bench/README.md, "The request path").
  const path: Path = [...base];
  const walk = (value: unknown, depth: number) => {
    if (depth > 64 || value === null || typeof value !== 'object') return;
    if (Array.isArray(value)) {
      for (let index = 0; index < value.length; index += 1) {
        const item: unknown = value[index];
        if (item === null || typeof item !== 'object') continue;
        path.push(index);
        walk(item, depth + 1);
        path.pop();
      }
      return;
    }
    for (const [key, inner] of Object.entries(value)) {
      // A `card` field, or a card name chosen (`choices.cardName`, a permanent's `chosen.cardName`, CR 201.4).
      if ((key === 'card' || key === 'cardName') && typeof inner === 'string') found.push({ name: inner, path: [...path, key] });
      else if (inner !== null && typeof inner === 'object') {
        path.push(key);
        walk(inner, depth + 1);
        path.pop();
      }
    }
  };
  walk(input, 0);
  return found;
}

/**
 * The definition the engine plays for a name found in the pool: the face's, or for a whole
 * card the rules treat as its first face (a double-faced, flip, Adventure or Omen card, CR 710,
 * 711, 712, 715) that face's. Throws UNSUPPORTED for a card that is not playable and for a
 * whole split, aftermath or Room card (both halves' characteristics at once, CR 709.4).
 */
export function playableDefinition(match: PoolMatch, path: Path = []): CardDefinition {
  const where = path.length > 0 ? `${formatPath(path)}: ` : '';
  const details = path.length > 0 ? { path } : {};
  const { card } = match;
  if (match.whole && !FRONT_FACE_LAYOUTS.includes(card.layout)) {
    const halves = card.faces.map((face) => `"${faceName(face)}"`).join(' or ');
    const why = HALVES_LAYOUTS.includes(card.layout)
      ? `a ${card.layout === 'room' ? 'Room' : card.layout} card has both halves' characteristics at once (CR 709.4), which the engine does not model; name one half: ${halves}`
      : `the engine cannot treat a ${card.layout} card whole`;
    throw new RulesError('UNSUPPORTED', `${where}${match.name}: ${why}`, details);
  }
  if (!card.playable || !card.definition) throw new RulesError('UNSUPPORTED', `${where}${faceName(card.name)} is not playable: ${card.reason ?? 'it has no definition'}`, details);
  // Validated by the format's schema when the pool was built (its output as is); the shipped
  // files are checked against the build's content hash (test/pool/shipped.test.ts).
  return card.definition;
}

/**
 * Registers with the engine the definition of every card the input names (every `card` field
 * that is a string), so the input can then be parsed and run. Names the engine already knows
 * (the hand-written catalog's, or registered before) are not looked up again. Throws
 * INVALID_INPUT naming the field's path and the closest names for a name the pool does not
 * hold, UNSUPPORTED for a card the engine can't play.
 */
export function ensureCards(input: unknown, base: Path = []): void {
  const seen = new Set<string>();
  for (const { name, path } of cardNames(input, base)) {
    if (seen.has(name)) continue;
    seen.add(name);
    if (catalogCard(name)) continue;
    const match = findPoolCard(name);
    if (!match) {
      const suggestions = suggestNames(name, 5);
      const hint = suggestions.length > 0 ? `; did you mean ${suggestions.map((suggestion) => `"${suggestion}"`).join(', ')}?` : '';
      throw new RulesError('INVALID_INPUT', `${formatPath(path)}: no card named "${name}" in the card pool${hint}`, { path, suggestions });
    }
    const definition = playableDefinition(match, path);
    registerCards([[match.name, definition]]);
    // An Adventure or Omen goes off the stack as the card it is part of (CR 715.4, 720.4), which the engine then names.
    // A front face's back face, which it may enter the battlefield as "transformed" (CR 712.14a), and a back face's front face,
    // which it is off the battlefield (712.8a), likewise.
    for (const other of [definition.alternativeOf?.card, definition.backFace?.name, definition.frontFace?.name]) {
      if (other === undefined || seen.has(other) || catalogCard(other)) continue;
      seen.add(other);
      const card = findPoolCard(other);
      if (card?.card.playable && card.card.definition) registerCards([[card.name, playableDefinition(card, path)]]);
    }
  }
}
