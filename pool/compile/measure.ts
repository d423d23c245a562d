// How much of the card data the compiler compiles: lines compiled of all lines, cards (faces and
// whole cards) with every line compiled, and the most frequent shapes of the lines left opaque.
// Not a test (CI has no card data): `npx tsx pool/compile/measure.ts [cards-2026.jsonl] [top]`.
// With `--lines SHAPE` it prints the opaque lines of that shape instead.

import { readFileSync } from 'node:fs';
import { CardType, Subtype, Supertype } from '../../rules';
import { compileCard, type PrintedCard } from './index';

interface DataCard {
  name: string;
  mana_cost: string | null;
  supertypes: string[];
  types: string[];
  subtypes: string[];
  power: string | null;
  toughness: string | null;
  loyalty: string | null;
  color_indicator: string | null;
  oracle_text: string[] | null;
  card_name: string;
  funny: boolean;
}

const COLOR_LETTERS: Record<string, string> = { White: 'W', Blue: 'U', Black: 'B', Red: 'R', Green: 'G' };

/** "2RRGG" → "{2}{R}{R}{G}{G}"; "{BP}" → "{B/P}". */
function manaCost(text: string): string {
  return [...text.matchAll(/\{([^}]+)\}|(\d+)|([A-Z])/g)]
    .map(([, braced, digits, letter]) => {
      if (braced !== undefined) return `{${braced.length === 2 && braced.endsWith('P') ? `${braced[0]}/P` : braced}}`;
      return `{${digits ?? letter}}`;
    })
    .join('');
}

/** A printed power, toughness or loyalty the format takes, or 0 for the values it has no form for (½, ∞, ?). */
function printedValue(value: string | null): number | string | undefined {
  if (value === null) return undefined;
  if (/^-?\d+$/.test(value)) return Number(value);
  return /^(\d{1,2}[+-])?\*(\+\d{1,2}|²)?$/.test(value) ? value : 0;
}

/** The card's printed characteristics in the format, or null when it has a type the format does not know. */
function printedCard(data: DataCard): PrintedCard | null {
  const types = data.types.map((type) => (type === 'Tribal' ? 'Kindred' : type));
  if (!types.every((type) => CardType.safeParse(type).success) || types.length === 0) return null;
  const card: PrintedCard = {
    // A half of a split, aftermath or Room card calls itself by its own name: "Fire", not "Fire (Fire/Ice)".
    name: data.name.replace(/ \([^()]*\/[^()]*\)$/, ''),
    supertypes: data.supertypes.filter((supertype) => Supertype.safeParse(supertype).success) as PrintedCard['supertypes'],
    types: types as PrintedCard['types'],
    subtypes: data.subtypes.filter((subtype) => Subtype.safeParse(subtype).success),
  };
  if (data.mana_cost) card.manaCost = manaCost(data.mana_cost);
  if (data.color_indicator) card.colorIndicator = data.color_indicator.split(' ').map((color) => COLOR_LETTERS[color]!) as PrintedCard['colorIndicator'];
  const power = printedValue(data.power);
  const toughness = printedValue(data.toughness);
  if (types.includes('Creature')) {
    card.power = power ?? 0;
    card.toughness = toughness ?? 0;
  }
  if (types.includes('Planeswalker')) card.loyalty = data.loyalty === 'X' ? 'X' : (printedValue(data.loyalty) ?? 0);
  return card;
}

const args = process.argv.slice(2);
const shapeFilter = args.includes('--lines') ? args[args.indexOf('--lines') + 1] : undefined;
const positional = args.filter((arg, index) => !arg.startsWith('--') && args[index - 1] !== '--lines');
const path = positional[0] ?? '/work/shared/data/cards-2026.jsonl';
const top = Number(positional[1] ?? 30);

let lines = 0;
let compiledLines = 0;
let faces = 0;
let fullFaces = 0;
let noText = 0;
const wholeCards = new Map<string, boolean>();
const opaqueShapes = new Map<string, number>();
/** Shapes that are the only opaque line of a face: what a new kind would complete most faces with. */
const blockers = new Map<string, number>();
const kinds = new Map<string, number>();

for (const row of readFileSync(path, 'utf8').split('\n')) {
  if (row.trim() === '') continue;
  const data = JSON.parse(row) as DataCard;
  if (data.funny) continue;
  faces += 1;
  const text = data.oracle_text ?? [];
  if (text.length === 0) noText += 1;
  const printed = printedCard(data);
  const result = printed ? compileCard(text, printed).lines : null;
  let full = true;
  text.forEach((line, index) => {
    lines += 1;
    const compiled = result?.[index];
    if (compiled?.compiled) {
      compiledLines += 1;
      for (const ability of compiled.abilities) kinds.set(ability.kind, (kinds.get(ability.kind) ?? 0) + 1);
      return;
    }
    full = false;
    const shape = compiled?.shape ?? line;
    opaqueShapes.set(shape, (opaqueShapes.get(shape) ?? 0) + 1);
    if (shapeFilter !== undefined && shape === shapeFilter) console.log(`${data.name}: ${line}`);
  });
  if (full) fullFaces += 1;
  const opaque = text.flatMap((line, index) => (result?.[index]?.compiled ? [] : [result?.[index]?.shape ?? line]));
  if (opaque.length === 1) blockers.set(opaque[0]!, (blockers.get(opaque[0]!) ?? 0) + 1);
  wholeCards.set(data.card_name, (wholeCards.get(data.card_name) ?? true) && full);
}

if (shapeFilter === undefined) {
  const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)}%`;
  const fullCards = [...wholeCards.values()].filter(Boolean).length;
  console.log(`lines compiled: ${compiledLines} / ${lines} (${percent(compiledLines, lines)})`);
  console.log(`faces with every line compiled: ${fullFaces} / ${faces} (${percent(fullFaces, faces)}; ${noText} have no text)`);
  console.log(`cards with every face compiled: ${fullCards} / ${wholeCards.size} (${percent(fullCards, wholeCards.size)})`);
  console.log(`compiled abilities by kind: ${[...kinds].map(([kind, count]) => `${kind} ${count}`).join(', ')}`);
  console.log(`\ntop ${top} opaque shapes:`);
  for (const [shape, count] of [...opaqueShapes].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${String(count).padStart(6)}  ${shape}`);
  console.log(`\ntop ${top} shapes that are a face's only opaque line:`);
  for (const [shape, count] of [...blockers].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${String(count).padStart(6)}  ${shape}`);
}
