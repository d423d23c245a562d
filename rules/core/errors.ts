// The typed errors of the contract (SCENARIOS.md, "A scenario and its result"). The engine
// throws a RulesError; the scenario runner turns it into an `ok: false` result.

export const ERROR_CODES = ['INVALID_INPUT', 'ILLEGAL_ACTION', 'CHOICE_REQUIRED', 'UNSUPPORTED', 'LIMIT_EXCEEDED'] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export type Path = (string | number)[];

/** A value a missing choice may take: a word (a mana type, a mode, a player's id), a yes or no, or a list of targets. */
export type ChoiceOption = string | boolean | string[] | number[];

/** An ability the engine does not carry out, as an `unsupported` answer and an UNSUPPORTED error name it (SCENARIOS.md): its object, card, index among the card's printed abilities, Oracle text, and why. */
export interface UnsupportedAbility {
  permanent: string | null;
  card: string;
  ability: number | null;
  text: string;
  reason: string;
  /** Every ability that could change the answer or the action, the first being the one above (each without `blockers`). */
  blockers?: UnsupportedAbility[];
}

export interface RulesErrorDetails extends Partial<UnsupportedAbility> {
  /** The rule that forbids the action, where one does. */
  rule?: string;
  /** Where in the input, for INVALID_INPUT. */
  path?: Path;
  /** The missing choice's path inside `choices`, for CHOICE_REQUIRED. */
  choice?: string;
  /** The values that choice may take, for CHOICE_REQUIRED, where the engine can list them. */
  options?: ChoiceOption[];
  /** The closest known names, for an INVALID_INPUT naming a card no pool holds. */
  suggestions?: string[];
}

export class RulesError extends Error {
  readonly code: ErrorCode;
  readonly details: RulesErrorDetails;

  constructor(code: ErrorCode, message: string, details: RulesErrorDetails = {}) {
    super(message);
    this.name = 'RulesError';
    this.code = code;
    this.details = details;
  }
}

export const illegalAction = (message: string, rule?: string) => new RulesError('ILLEGAL_ACTION', message, rule === undefined ? {} : { rule });
export const unsupported = (message: string) => new RulesError('UNSUPPORTED', message);
