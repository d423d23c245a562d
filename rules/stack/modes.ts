// Choosing the modes of a modal spell or ability (CR 700.2): as a spell is cast (700.2a, 601.2b)
// or a triggered ability put on the stack (700.2b, 603.3c), before its targets (601.2c). A mode
// whose targets can't be chosen can't be chosen (700.2a). The choice is `modes` (0-based indices
// in printed order); missing, the engine makes it where only one choice is legal, and otherwise
// answers CHOICE_REQUIRED with every legal choice as an option.

import { modeChoices, modesRefusal, type Modes } from '../cards';
import { illegalAction, RulesError } from '../core';
import { hasLegalTarget, type BoardView, type QualitySource } from '../state';

export interface ModeChooser {
  /** The spell's or ability's controller. */
  controller: string;
  /** Its source permanent ("another target creature"), or null for a spell. */
  sourceId: string | null;
  /** The characteristics protection looks at (CR 702.16b). */
  from: QualitySource;
  /** The choice's path inside the action's `choices`: `modes`, or `triggered.<source>.modes`. */
  choice: string;
  /** What it is, for messages: "Abrade". */
  name: string;
}

/** Whether the mode at `index` may be chosen: each of its targets, but "up to one", has a legal choice (CR 700.2a, 601.2c). */
function legalMode(view: BoardView, modes: Modes, index: number, who: ModeChooser): boolean {
  return modes.list[index]!.targets.every((spec) => spec.upToOne === true || hasLegalTarget(view, spec, who.controller, who.sourceId, who.from));
}

/**
 * The modes chosen, in printed order (CR 700.2a-d): those given, checked (how many, which, a mode
 * twice only where allowed; each one legal, else ILLEGAL_ACTION), or the one legal choice.
 * Returns null when no mode can be chosen (a spell can't be cast, 601.2b; a triggered ability is
 * removed from the stack, 603.3c).
 */
export function chooseModes(view: BoardView, modes: Modes, given: readonly number[] | undefined, who: ModeChooser): number[] | null {
  if (given !== undefined) {
    const refusal = modesRefusal(modes, given);
    if (refusal) throw illegalAction(`${who.name}: ${refusal}`, '700.2');
    const illegal = given.find((index) => !legalMode(view, modes, index, who));
    if (illegal !== undefined) throw illegalAction(`${who.name}: mode ${illegal} can't be chosen, as one of its targets has no legal choice (CR 700.2a)`, '700.2a');
    return [...given].sort((a, b) => a - b);
  }
  const options = modeChoices(modes, (index) => legalMode(view, modes, index, who));
  if (options.length === 0) return null;
  if (options.length === 1) return options[0]!;
  throw new RulesError('CHOICE_REQUIRED', `choose the modes of ${who.name} (CR 700.2a, 601.2b): the indices of its modes in printed order, from 0`, {
    choice: who.choice,
    options,
  });
}
