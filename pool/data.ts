// The card data (shared/data/README.md): one JSON object a line, one line per card or per face
// or half of a multi-part card. Its schema is checked when the pool is built (pool/build.ts),
// the only code that reads the data file; nothing at run time or in the tests needs it.

import { readFileSync } from 'node:fs';
import * as z from 'zod';
import { LAYOUTS, type DataLine as DataLineType } from './record';

/** A printed power, toughness or loyalty as the data writes it: `2`, `*`, `1+*`, `3½`, `?`, `X`. */
const printedValue = z.string().min(1).max(10).nullable();

export const DataLine = z.strictObject({
  name: z.string().min(1).max(200),
  /** `2RRGG`: plain symbols without braces, the others braced (`{R/G}`, `{2/R}`, `{BP}`, `{S}`, `{C/W}`); null for none. */
  mana_cost: z.string().min(1).max(100).nullable(),
  converted_mana_cost: z.number().min(0),
  supertypes: z.array(z.string().min(1)),
  types: z.array(z.string().min(1)),
  subtypes: z.array(z.string().min(1)),
  power: printedValue,
  toughness: printedValue,
  loyalty: printedValue,
  /** A battle's printed defense (CR 310.4), on battle lines only. */
  defense: printedValue.optional(),
  /** Color words separated by spaces: `Red Green`. */
  color_indicator: z.string().min(1).nullable(),
  oracle_text: z.array(z.string()),
  rulings: z.array(z.strictObject({ date: z.string().min(1), text: z.string().min(1) })),
  layout: z.enum(LAYOUTS),
  card_name: z.string().min(1).max(300),
  faces: z.array(z.string().min(1)).min(1).max(3),
  funny: z.boolean(),
}) satisfies z.ZodType<DataLineType>;

/** Reads and checks the data file: every line against the schema, names unique, every face a line of the file. */
export function readData(path: string): DataLineType[] {
  const text = readFileSync(path, 'utf8');
  const lines: DataLineType[] = [];
  const problems: string[] = [];
  text.split('\n').forEach((raw, index) => {
    if (raw.trim() === '') return;
    const parsed = DataLine.safeParse(JSON.parse(raw));
    if (parsed.success) lines.push(parsed.data);
    else problems.push(`line ${index + 1}: ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`);
  });
  const names = new Set(lines.map((line) => line.name));
  if (names.size !== lines.length) problems.push(`${lines.length - names.size} names are given twice`);
  for (const line of lines) for (const face of line.faces) if (!names.has(face)) problems.push(`${line.name}: face "${face}" is no line of the data`);
  if (problems.length > 0) throw new Error(`${path}: ${problems.length} problems\n${problems.slice(0, 20).join('\n')}`);
  return lines;
}
