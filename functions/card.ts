// The `card` command: `npm run --silent card -- "Llanowar Elves"` prints the card's record
// from the card pool (pool/shipped/) as JSON and exits 0: the card data's line as given
// (printed values, Oracle text, rulings), whether it is playable (or why not), its definition
// in the card format (rules/cards/README.md) when it is, what became of each Oracle line, and
// whether the engine supports it. A name is matched exactly, then ignoring case and accents; a
// multi-part card's whole name (`Fire // Ice`) prints its first face. An unknown name lists
// the closest names and exits 1; no name prints the usage and exits 2. Words given separately
// are joined by spaces.

import { findPoolCard, suggestNames } from '../pool';

export function main(args: string[]): number {
  const name = args.join(' ').trim();
  if (name === '') {
    process.stderr.write('usage: npm run --silent card -- "<card name>"\n');
    return 2;
  }
  const match = findPoolCard(name);
  if (match) {
    if (match.whole) process.stderr.write(`${match.name} is a ${match.card.layout} card; its faces: ${match.card.faces.join(', ')}. Its first face:\n`);
    process.stdout.write(`${JSON.stringify(match.card, null, 2)}\n`);
    return 0;
  }
  const close = suggestNames(name, 8);
  process.stderr.write(
    close.length > 0
      ? `no card named "${name}" in the card pool; did you mean:\n${close.map((candidate) => `  ${candidate}\n`).join('')}`
      : `no card named "${name}" in the card pool, and no name is close to it\n`,
  );
  return 1;
}

process.exitCode = main(process.argv.slice(2));
