// `npm run schema`: writes schema/schema.graphql, the printed, lexicographically sorted SDL,
// schema/card-format.schema.json, the JSON Schema of the card definition format, and
// schema/persisted-operations.json, the manifest of the first-party apps' operations.
// `npm run schema:release` also records the SDL as released (schema/schema.released.graphql),
// which the schema may then only extend (test/schema/contract.test.ts).

import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { lexicographicSortSchema, printSchema } from 'graphql';
import { cardFormatJsonSchema } from '../rules';
import { schema } from './index';
import { buildManifest } from './persisted';

export const printedSchema = () => `${printSchema(lexicographicSortSchema(schema))}\n`;
export const printedCardFormat = () => `${JSON.stringify(cardFormatJsonSchema(), null, 2)}\n`;
export const printedManifest = () => `${JSON.stringify(buildManifest(schema), null, 2)}\n`;

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  for (const [file, text] of [
    ['./schema.graphql', printedSchema()],
    ['./card-format.schema.json', printedCardFormat()],
    ['./persisted-operations.json', printedManifest()],
    ...(process.argv.includes('--release') ? ([['./schema.released.graphql', printedSchema()]] as const) : []),
  ] as const) {
    const target = fileURLToPath(new URL(file, import.meta.url));
    writeFileSync(target, text);
    process.stdout.write(`wrote ${target}\n`);
  }
}
