// pool/: the whole card pool, shipped with the code (pool/shipped/, built from the card data
// by `npm run cards:build`, pool/build.ts) and looked up by name at run time (pool/load.ts).
// The application and the command lines use it through this front door.

export { cardNames, cardsDir, ensureCards, poolContentHash, findPoolCard, playableDefinition, poolNames, poolRecord, shardRecords, suggestNames } from './load';
export type { CardName, PoolMatch } from './load';
export { faceName, isSupported, FRONT_FACE_LAYOUTS, HALVES_LAYOUTS, LAYOUTS } from './record';
export type { DataLine, Layout, PoolCard, PoolIndex, PoolLine, Ruling } from './record';
export { oracleManaCost, printedOf } from './printed';
