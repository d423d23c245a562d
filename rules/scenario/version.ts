// The engine's version (shared/spec/API.md, "Rulings and batches"): the package version with
// a hash of the card catalog's contents, so a ruling's evaluation names the engine and the
// card data that gave it. Stored rulings are re-evaluated when either changes.

import { createHash } from 'node:crypto';
import { catalogCard, catalogNames } from '../cards';
import pkg from '../../package.json' with { type: 'json' };

function catalogHash(): string {
  const hash = createHash('sha256');
  for (const name of catalogNames()) hash.update(JSON.stringify(catalogCard(name))).update('\n');
  return hash.digest('hex').slice(0, 12);
}

let version: string | null = null;

/**
 * `<package version>+<12 hex digits of the catalog's sha256>`, e.g. `0.1.0+3f2a9c01b7de`. Made at
 * the first call, not at import: hashing the catalog validates every card of it, which was most of
 * a cold start (bench/README.md, "Cold start").
 */
export function engineVersion(): string {
  return (version ??= `${pkg.version}+${catalogHash()}`);
}
