// The activated abilities a permanent has now (SCENARIOS.md, `ability` index): first the
// mana abilities its basic land types give it (CR 305.6) in W U B R G order, then its
// printed abilities in printed order, then abilities granted by other effects in timestamp
// order. And which of them are mana abilities (CR 605.1a).

import { effectiveCard, type Permanent } from '../board';
import { activatedAbility, addsMana, keywordMeaning, type Ability, type ActivatedAbility, type GrantedAbility, type HeldAbility, type OpaqueAbility } from '../cards';
import type { BoardView } from './view';

/** An activated ability: printed (with targets) or granted by an effect. */
export type AnyActivatedAbility = ActivatedAbility | GrantedAbility;

export interface HeldActivatedAbility {
  ability: AnyActivatedAbility;
  origin: HeldAbility['origin'];
  /** Its index among the card's printed abilities, for the stack and `effects` entries; null when not printed. */
  printedIndex: number | null;
  /** The rules that give the permanent this ability (305.6 for a basic land type's). */
  rules: string[];
}

const INTRINSIC_RULES = ['305.6'];
const NO_RULES: string[] = [];

export function activatedAbilities(view: BoardView, permanent: Permanent): HeldActivatedAbility[] {
  return activatedSlots(view, permanent).filter((slot): slot is HeldActivatedAbility => !('opaque' in slot));
}

/** An activated ability the engine does not structure (an opaque line that is an activated or mana ability): it still takes its place in the order. */
export interface HeldOpaqueActivated {
  opaque: OpaqueAbility;
  origin: HeldAbility['origin'];
  printedIndex: number | null;
}

/** The activated abilities in the order of the `ability` index (SCENARIOS.md), opaque ones included in their places. */
export function activatedSlots(view: BoardView, permanent: Permanent): (HeldActivatedAbility | HeldOpaqueActivated)[] {
  const out: (HeldActivatedAbility | HeldOpaqueActivated)[] = [];
  let printed: readonly Ability[] | undefined;
  for (const { ability, origin } of view.characteristics(permanent).abilities) {
    const opaque = ability.kind === 'opaque' && (ability.as === 'activated' || ability.as === 'mana');
    // An activated ability, or a keyword that stands for one (equip 702.6a, crew 702.122a).
    const activated = ability.kind === 'activated' ? ability : ability.kind === 'keyword' ? activatedAbility(ability) : null;
    if (!activated && !opaque) continue;
    printed ??= effectiveCard(view.board, permanent).abilities;
    const printedIndex = origin === 'printed' ? printed.indexOf(ability) : null;
    if (activated) out.push({ ability: activated, origin, printedIndex, rules: keywordRules(ability) ?? (origin === 'intrinsic' ? INTRINSIC_RULES : NO_RULES) });
    else if (ability.kind === 'opaque') out.push({ opaque: ability, origin, printedIndex });
  }
  return out;
}

/** The rule that gives a keyword's activated ability its meaning (equip 702.6a, crew 702.122a); null for an activated ability. */
function keywordRules(ability: Ability): string[] | null {
  return ability.kind === 'keyword' ? [`${keywordMeaning(ability.keyword)!.rule}a`] : null;
}

/** The activated ability at a printed index, as it works (equip is an activated ability, CR 702.6a; crew, 702.122a). */
export function printedActivatedAbility(ability: Ability): ActivatedAbility | null {
  return activatedAbility(ability);
}

/**
 * CR 605.1a: an activated ability is a mana ability if it doesn't require a target, could add
 * mana when it resolves, isn't a loyalty ability, and its cost and effect don't move a card
 * to or from a library (no effect the format structures does).
 */
export function isManaAbility(ability: AnyActivatedAbility): boolean {
  const targeted = 'targets' in ability && ability.targets.length > 0;
  const loyalty = ability.cost.some((part) => part.type === 'loyalty');
  return !targeted && !loyalty && ability.effects.some(addsMana);
}
