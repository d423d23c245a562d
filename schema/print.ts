// `npm run schema`: writes schema/schema.graphql, the printed, lexicographically sorted SDL.

import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { lexicographicSortSchema, printSchema } from 'graphql';
import { schema } from './index';

export const printedSchema = () => `${printSchema(lexicographicSortSchema(schema))}\n`;

const target = fileURLToPath(new URL('./schema.graphql', import.meta.url));
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(target, printedSchema());
  process.stdout.write(`wrote ${target}\n`);
}
