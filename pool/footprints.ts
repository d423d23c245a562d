// `npm run cards:footprints -- --sample N --seed S`: opaque lines of the card pool with the
// footprint the classifier reads from each (rules/cards/opaque.ts; pool/compile/footprint.ts),
// for review: when it acts (its kind, trigger or replaced events, "enters"), what it can act on
// (`affects`; absent: anything) and which aspects (`reach`). The lines are a seeded sample of the
// shipped pool's opaque lines (non-joke cards), compiled again with the current compiler, so a
// change to the classifier shows here before the pool is rebuilt. `--card NAME` prints one card's.

import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { compileCard } from './compile';
import { findPoolCard, shardRecords } from './load';
import { printedOf } from './printed';
import { SHARDS, type PoolCard } from './record';
import { seeded } from './seeded';
import type { OpaqueAbility } from '../rules';

/** An opaque line of a card, with its footprint as the current compiler reads it. */
export interface SampledLine {
  card: string;
  line: OpaqueAbility;
}

/** The opaque abilities of a card, compiled again from its Oracle text. */
export function opaqueLinesOf(record: PoolCard): OpaqueAbility[] {
  const { printed } = printedOf(record);
  const abilities = (compileCard(record.oracle_text, printed).card.abilities ?? []) as readonly { kind: string }[];
  return abilities.filter((ability) => ability.kind === 'opaque') as OpaqueAbility[];
}

/** Every (card, line) of the pool's opaque lines, in shard order: what a sample is drawn from. */
function opaqueLines(): { record: PoolCard; text: string }[] {
  const out: { record: PoolCard; text: string }[] = [];
  for (let shard = 0; shard < SHARDS; shard += 1)
    for (const record of shardRecords(shard))
      if (!record.funny && record.playable && record.definition)
        for (const ability of record.definition.abilities) if (ability.kind === 'opaque') out.push({ record, text: ability.text });
  return out;
}

/** A seeded sample of `n` opaque lines of the pool, each with its footprint read again. */
export function sampleLines(n: number, seed: number): SampledLine[] {
  const all = opaqueLines();
  const random = seeded(seed);
  const picked = new Set<number>();
  while (picked.size < Math.min(n, all.length)) picked.add(Math.floor(random() * all.length));
  return [...picked].map((at) => {
    const { record, text } = all[at]!;
    const line = opaqueLinesOf(record).find((ability) => ability.text === text) ?? (record.definition!.abilities.find((a) => a.kind === 'opaque' && a.text === text) as OpaqueAbility);
    return { card: record.name, line };
  });
}

/** One line, as a person reviews it. */
export function describe({ card, line }: SampledLine): string {
  const { kind: _kind, text, reminderText: _reminder, ...footprint } = line;
  return `${card}: ${text}\n    ${JSON.stringify(footprint)}`;
}

function main(): void {
  const { values } = parseArgs({ options: { sample: { type: 'string' }, seed: { type: 'string' }, card: { type: 'string' } }, args: process.argv.slice(2) });
  if (values.card !== undefined) {
    const match = findPoolCard(values.card);
    if (!match) throw new Error(`no card named "${values.card}"`);
    for (const line of opaqueLinesOf(match.card)) process.stdout.write(`${describe({ card: match.card.name, line })}\n`);
    return;
  }
  const lines = sampleLines(Number(values.sample ?? 20), Number(values.seed ?? 1));
  process.stdout.write(`${lines.map(describe).join('\n')}\n`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
