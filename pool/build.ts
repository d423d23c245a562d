// `npm run cards:build [path/to/cards-2026.jsonl]`: builds the shipped card pool, pool/shipped/,
// from the card data (by default ../shared/data/cards-2026.jsonl from the repository root, or
// CARDS_DATA). For each line of the data (a card, or a face or half of one): its printed
// characteristics (pool/printed.ts), its Oracle lines compiled (pool/compile), its definition
// in the card format validated by the format's schema, or the hand-written catalog's definition
// for the catalog's cards (rules/cards/catalog/), which keeps their behaviour exactly. Writes
// SHARDS shard files, the names index and index.json with the hashes of the build's inputs and
// of what it wrote (pool/inputs.ts). The output is deterministic: the same inputs write the
// same bytes. The files are committed; only this build reads the data.

import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CardDefinition, catalogCard, catalogNames, foldName } from '../rules';
import { compileCard } from './compile';
import { buildSearchIndex, entriesFromData, SEARCH_FILE } from './search';
import { readData } from './data';
import { contentHash, fileHash, REPO_ROOT, sourceHashes } from './inputs';
import { manaValueMismatch, printedOf } from './printed';
import {
  faceName,
  HALVES_LAYOUTS,
  INDEX_FILE,
  isSupported,
  NAMES_FILE,
  SHARDS,
  shardFile,
  shardOf,
  type DataLine,
  type NamesIndex,
  type PoolCard,
  type PoolIndex,
  type ShardHeader,
} from './record';

/** The build's version: raise it when the shipped files change shape. */
export const BUILD_VERSION = 1;

/** Where the shipped pool is written. */
export const SHIPPED_DIR = fileURLToPath(new URL('./shipped/', import.meta.url));

/** Code-point order, the same everywhere (not the locale's). */
const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The record of one data line. */
export function recordOf(line: DataLine): PoolCard {
  const { printed, problems } = printedOf(line);
  const { card: compiledCard, lines: compiled } = compileCard(line.oracle_text, printed);
  let definition: CardDefinition | undefined;
  let handWritten = false;
  if (problems.length === 0) {
    const written = line.layout === 'normal' && catalogNames().includes(printed.name) ? catalogCard(printed.name) : undefined;
    if (written) {
      definition = written;
      handWritten = true;
    } else {
      const parsed = CardDefinition.safeParse(compiledCard);
      if (parsed.success) definition = parsed.data;
      else problems.push(`its definition does not validate: ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`);
    }
  }
  const record: PoolCard = {
    ...line,
    playable: problems.length === 0,
    ...(problems.length > 0 ? { reason: problems.join('; ') } : {}),
    ...(definition ? { definition } : {}),
    ...(handWritten ? { hand_written: true as const } : {}),
    lines: compiled.map(({ compiled: done, shape }) => ({ compiled: done, shape })),
    supported: false,
  };
  record.supported = isSupported(record);
  return record;
}

/** The files of the pool, by file name, from the data's lines (in the data's order). */
export function buildFiles(lines: readonly DataLine[]): { files: Map<string, string>; records: PoolCard[] } {
  const mismatches = lines.map(manaValueMismatch).filter((problem): problem is string => problem !== null);
  if (mismatches.length > 0) throw new Error(`the mana cost conversion disagrees with the data's mana value:\n${mismatches.join('\n')}`);
  const halves = lines.filter((line) => (faceName(line.name) !== line.name) !== HALVES_LAYOUTS.includes(line.layout));
  if (halves.length > 0) throw new Error(`names written as halves "A (A/B)" are exactly the split, aftermath and Room lines, but not: ${halves.map((line) => line.name).join(', ')}`);
  const faces = new Set(lines.map((line) => faceName(line.name)));
  const missing = catalogNames().filter((name) => !faces.has(name));
  if (missing.length > 0) throw new Error(`hand-written catalog cards missing from the data: ${missing.join(', ')}`);

  const records = lines.map(recordOf);
  const shards: { cards: Record<string, PoolCard>; names: Record<string, string[]> }[] = Array.from({ length: SHARDS }, () => ({ cards: {}, names: {} }));
  const named = new Map<string, string[]>();
  const name = (alias: string, dataName: string) => {
    const list = named.get(alias) ?? [];
    if (!list.includes(dataName)) list.push(dataName);
    named.set(alias, list);
  };
  const written = new Set<string>();
  for (const record of records) {
    const face = faceName(record.name);
    shards[shardOf(face)]!.cards[record.name] = record;
    name(face, record.name);
    if (record.name !== face) name(record.name, record.name);
    // A multi-part card's whole name `A // B` names its faces, front first.
    if (record.card_name !== record.name && record.card_name !== face) for (const part of record.faces) name(record.card_name, part);
    written.add(face);
    if (record.card_name !== record.name && record.card_name !== face) written.add(record.card_name);
  }
  // A name lists its data lines in the data's order (a whole card's in its faces' order, front
  // first), the line of this very name first.
  for (const [alias, dataNames] of named) shards[shardOf(alias)]!.names[alias] = dataNames.includes(alias) ? [alias, ...dataNames.filter((other) => other !== alias)] : dataNames;

  const files = new Map<string, string>();
  shards.forEach((shard, index) => {
    const header: ShardHeader = { names: {}, cards: {} };
    for (const key of Object.keys(shard.names).sort(byCodePoint)) header.names[key] = shard.names[key]!;
    const lines: string[] = [];
    let offset = 0;
    for (const key of Object.keys(shard.cards).sort(byCodePoint)) {
      const line = JSON.stringify(shard.cards[key]);
      const length = Buffer.byteLength(line, 'utf8');
      header.cards[key] = [offset, length];
      lines.push(line);
      offset += length + 1;
    }
    files.set(shardFile(index), [JSON.stringify(header), ...lines].map((line) => `${line}\n`).join(''));
  });
  const index: NamesIndex = [...written].sort(byCodePoint).map((entry) => [entry, foldName(entry), shardOf(entry)]);
  files.set(NAMES_FILE, JSON.stringify(index));
  // The search index (pool/search/): a card as players write it is supported when every face of it is.
  const unsupported = new Set(records.filter((record) => !record.supported).map((record) => record.card_name));
  files.set(SEARCH_FILE, `${JSON.stringify(buildSearchIndex(entriesFromData(lines, (cardName) => !unsupported.has(cardName))))}\n`);
  return { files, records };
}

/** Writes the pool to `dir`: its files, stale shards removed, and index.json. */
export function writePool(dir: string, dataPath: string, lines: readonly DataLine[]): PoolIndex {
  const { files, records } = buildFiles(lines);
  mkdirSync(dir, { recursive: true });
  for (const existing of readdirSync(dir)) if (!files.has(existing) && existing !== INDEX_FILE) rmSync(join(dir, existing));
  for (const [file, text] of files) writeFileSync(join(dir, file), text);
  const index: PoolIndex = {
    build: BUILD_VERSION,
    shards: SHARDS,
    cards: records.length,
    playable: records.filter((record) => record.playable).length,
    supported: records.filter((record) => record.supported).length,
    inputs: { data: fileHash(dataPath), sources: sourceHashes() },
    contentHash: contentHash((file) => createHash('sha256').update(files.get(file)!).digest('hex')),
  };
  writeFileSync(join(dir, INDEX_FILE), `${JSON.stringify(index, null, 2)}\n`);
  return index;
}

function main(): void {
  const started = performance.now();
  const dataPath = resolve(process.argv[2] ?? process.env.CARDS_DATA ?? join(REPO_ROOT, '../shared/data/cards-2026.jsonl'));
  const lines = readData(dataPath);
  const index = writePool(SHIPPED_DIR, dataPath, lines);
  const bytes = readdirSync(SHIPPED_DIR).reduce((total, file) => total + statSync(join(SHIPPED_DIR, file)).size, 0);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  process.stdout.write(
    `${index.cards} cards (${index.playable} playable, ${index.supported} supported) in ${index.shards} shards, ` +
      `${(bytes / 1e6).toFixed(1)} MB in pool/shipped/, ${seconds} s\ncontent ${index.contentHash.slice(0, 12)}\n`,
  );
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
