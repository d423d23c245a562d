// Rule effects that forbid activating abilities (CR 602.5: "A player can't begin to activate an
// ability that's prohibited from being activated"): "Activated abilities of artifacts can't be
// activated." (Null Rod, mana abilities included, its ruling 2013-07-01), "Activated abilities
// of sources with the chosen name can't be activated unless they're mana abilities." (Pithing
// Needle, CR 201.4, 605.1a). A loyalty ability is an activated ability (606.1) and never a mana
// ability (605.1a), so it is forbidden too. What a permanent could produce ignores them (106.7:
// the mana its abilities would produce if they resolved, whatever stops activating them).

import type { Permanent } from '../board';
import { isManaAbility, type AnyActivatedAbility } from './abilities';
import { matches } from './filters';
import type { BoardView } from './view';

/** Why `ability` of `permanent` can't be activated because an effect forbids it (CR 602.5), or null. */
export function activationProhibition(view: BoardView, permanent: Permanent, ability: AnyActivatedAbility): { reason: string; rule: string } | null {
  for (const active of view.activeEffects()) {
    const { effect } = active;
    if (effect.type !== 'cantActivate') continue;
    if (effect.unlessMana && isManaAbility(ability)) continue;
    if (!matches(effect.of, view.matchable(permanent), active)) continue;
    const except = effect.unlessMana ? " unless they're mana abilities" : '';
    return { reason: `${active.label}: activated abilities of ${permanent.id} can't be activated${except}`, rule: '602.5' };
  }
  return null;
}
