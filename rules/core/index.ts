// core/: the vocabulary every part of the engine shares: typed errors and input validation
// (SCENARIOS.md, errors), mana and mana symbols (CR 106, 107.4) with paying a mana cost from a
// pool (601.2h).

export { ERROR_CODES, RulesError, illegalAction, unsupported } from './errors';
export type { ErrorCode, Path } from './errors';
export { COLORS, MANA_LIMIT, MANA_TYPES, addMana, colorsOfManaCost, compactMana, formatMana, fullPool, manaTotal, manaValueOf, parseManaCost } from './mana';
export type { Color, Mana, ManaPool, ManaSymbol, ManaType } from './mana';
export { payManaCost, requirements, withX } from './mana-payment';
export { invalid, overLimit, parseInput } from './validation';
