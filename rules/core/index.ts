// core/: the vocabulary every part of the engine shares: typed errors and input validation
// (SCENARIOS.md, errors), mana and mana symbols (CR 106, 107.4) with paying a mana cost from a
// pool (601.2h), and mana vectors (amounts per type and of any color, for the mana questions).

export { ERROR_CODES, RulesError, illegalAction, unsupported } from './errors';
export type { ChoiceOption, ErrorCode, Path, UnsupportedAbility } from './errors';
export { COLORS, MANA_LIMIT, MANA_TYPES, addMana, colorsOfManaCost, compactMana, formatMana, fullPool, poolPhrase, manaTotal, manaValueOf, parseManaCost } from './mana';
export type { Color, Mana, ManaPool, ManaSymbol, ManaType } from './mana';
export {
  MANA_SLOTS,
  NO_MANA,
  addVectors,
  manaVector,
  minusOne,
  plusOne,
  timesVector,
  vectorCovers,
  vectorHash,
  vectorKey,
  vectorOf,
  vectorRecord,
  vectorsEqual,
  vectorTotal,
  withAmount,
} from './mana-vector';
export type { ManaSlot, ManaVector } from './mana-vector';
export { asThoughAnyColor, paidAsAnyColor, payManaCost, requirements, withX } from './mana-payment';
export { checkInputShape, formatPath, invalid, MAX_INPUT_DEPTH, overLimit, parseInput } from './validation';
export { countersOf, own } from './own';
