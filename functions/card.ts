// The `card` command: `npm run --silent card -- "Llanowar Elves"` prints the card's
// definition (rules/cards/README.md) from the built-in catalog as JSON and exits 0. An
// unknown name lists the catalog names containing it, ignoring case, and exits 1; no name
// prints the usage and exits 2. Words given separately are joined by spaces.

import { catalogCard, catalogNames } from '../rules';

export function main(args: string[]): number {
  const name = args.join(' ').trim();
  if (name === '') {
    process.stderr.write('usage: npm run --silent card -- "<card name>"\n');
    return 2;
  }
  const card = catalogCard(name);
  if (card) {
    process.stdout.write(`${JSON.stringify(card, null, 2)}\n`);
    return 0;
  }
  const needle = name.toLowerCase();
  const close = catalogNames()
    .filter((candidate) => candidate.toLowerCase().includes(needle))
    .sort((a, b) => a.localeCompare(b, 'en'));
  process.stderr.write(
    close.length > 0
      ? `no card named "${name}" in the catalog; did you mean:\n${close.map((candidate) => `  ${candidate}\n`).join('')}`
      : `no card named "${name}" in the catalog, and no name contains it\n`,
  );
  return 1;
}

process.exitCode = main(process.argv.slice(2));
