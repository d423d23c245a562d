// What some keyword abilities mean (CR 702), where the meaning is an ability or data of the
// format: prowess is a triggered ability (702.108a) and works as one, and landwalk names the
// lands that make a creature unblockable (702.14c), which combat reads (rules/combat/).

import type { Ability, Filter, SimpleKeyword, TriggeredAbility } from './format';

/** Prowess: "Whenever you cast a noncreature spell, this creature gets +1/+1 until end of turn." (CR 702.108a). */
const PROWESS: TriggeredAbility = {
  kind: 'triggered',
  trigger: { event: 'castSpell', whose: 'you', spell: { notTypes: ['Creature'] } },
  targets: [],
  effects: [{ type: 'createEffect', duration: 'endOfTurn', effect: { type: 'continuous', affects: 'self', modifications: [{ type: 'modifyPT', power: 1, toughness: 1 }] } }],
};

/**
 * An ability as a triggered ability works (CR 603): a triggered ability itself, or a keyword
 * that is one (prowess, 702.108a); null for any other ability. The stack and `effects` entries
 * name it by its printed index, so a triggered keyword works where it is printed.
 */
export function triggeredAbility(ability: Ability): TriggeredAbility | null {
  if (ability.kind === 'triggered') return ability;
  if (ability.kind === 'keyword' && ability.keyword === 'prowess') return PROWESS;
  return null;
}

type Landwalk = Extract<SimpleKeyword, `${string}walk`>;

/**
 * Landwalk (CR 702.14c): the creature can't be blocked as long as the defending player controls
 * a land matching this filter. Evasion acts in the declare blockers step (509.1b).
 */
export const LANDWALK: Record<Landwalk, Filter> = {
  plainswalk: { types: ['Land'], subtypes: ['Plains'] },
  islandwalk: { types: ['Land'], subtypes: ['Island'] },
  swampwalk: { types: ['Land'], subtypes: ['Swamp'] },
  mountainwalk: { types: ['Land'], subtypes: ['Mountain'] },
  forestwalk: { types: ['Land'], subtypes: ['Forest'] },
  'nonbasic landwalk': { types: ['Land'], notSupertypes: ['Basic'] },
  'legendary landwalk': { types: ['Land'], supertypes: ['Legendary'] },
  'snow landwalk': { types: ['Land'], supertypes: ['Snow'] },
};
