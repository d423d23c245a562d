// The engine's version as evaluations and drift reports name it (shared/spec/API.md: the package
// version with a hash of the card catalog's contents): the engine's own (rules/scenario/version.ts:
// the package version and the hand-written catalog) with the shipped card pool's content hash
// (pool/shipped/index.json), so a ruling's evaluation names the cards that gave it and a rebuilt
// pool is a new version.

import { createHash } from 'node:crypto';
import { engineVersion as rulesVersion } from '../rules';
import { poolContentHash } from '../pool';

let version: string | null = null;

/** `<package version>+<12 hex digits>`: the sha256 of the catalog's hash and the pool's content hash; made at the first call (rules/scenario/version.ts says why). */
export function engineVersion(): string {
  if (version === null) {
    const [pkgVersion, catalog] = rulesVersion().split('+') as [string, string];
    version = `${pkgVersion}+${createHash('sha256').update(`${catalog}\n${poolContentHash()}`).digest('hex').slice(0, 12)}`;
  }
  return version;
}
