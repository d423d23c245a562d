// The engine's version as evaluations and drift reports name it (shared/spec/API.md: the package
// version with a hash of the card catalog's contents): the engine's own (rules/scenario/version.ts:
// the package version and the hand-written catalog) with the shipped card pool's content hash
// (pool/shipped/index.json), so a ruling's evaluation names the cards that gave it and a rebuilt
// pool is a new version.

import { createHash } from 'node:crypto';
import { ENGINE_VERSION as RULES_VERSION } from '../rules';
import { poolContentHash } from '../pool';

const [pkgVersion, catalog] = RULES_VERSION.split('+') as [string, string];

/** `<package version>+<12 hex digits>`: the sha256 of the catalog's hash and the pool's content hash. */
export const ENGINE_VERSION = `${pkgVersion}+${createHash('sha256').update(`${catalog}\n${poolContentHash()}`).digest('hex').slice(0, 12)}`;
