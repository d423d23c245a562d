// `npm run client`: regenerates client/generated/ from the published schema and the client's
// operations (client/codegen.ts).

import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { generate } from '@graphql-codegen/cli';
import { config } from './codegen';

/** The generated files, by path from the repository root, without writing them. */
export async function generatedFiles(): Promise<{ filename: string; content: string }[]> {
  const cwd = fileURLToPath(new URL('..', import.meta.url));
  const previous = process.cwd();
  process.chdir(cwd);
  try {
    return (await generate({ ...config, cwd }, false)) as { filename: string; content: string }[];
  } finally {
    process.chdir(previous);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  for (const { filename, content } of await generatedFiles()) {
    const target = fileURLToPath(new URL(`../${filename}`, import.meta.url));
    writeFileSync(target, content);
    process.stdout.write(`wrote ${target}\n`);
  }
}
