// A class level bar (CR 716.2, 716.2a): "[Cost]: Level N — [Abilities]" means "[Cost]: This
// Class's level becomes N. Activate only if this Class is level N-1 and only as a sorcery" and
// "As long as this Class is level N or greater, it has [abilities]". The activated ability is the
// keyword's (its effect `becomeLevel`, effects/become-level.ts; its restriction `onlyIfLevel`,
// read by rules/play/activation.ts); the static ability is the bar's place in the list of
// abilities: the abilities printed in its text box section, after it up to the next bar (716.2),
// are had only at that level or greater (`abilitiesAtLevel`, read where the layer system starts).
// A level is a designation of the permanent (716.2b), its `classLevel` on the board; without
// one it is level 1 (716.2d).

import type { Ability, ActivatedAbility } from '../format';
import { keyword } from './kind';

export const classLevel = keyword({
  keyword: 'class level',
  rule: '716.2',
  meaning: "[Cost]: This Class's level becomes N. Activate only if this Class is level N-1 and only as a sorcery. As long as this Class is level N or greater, it has [abilities].",
  behaviour: [
    {
      kind: 'activated',
      ability: (printed): ActivatedAbility => {
        const level = printed.keyword === 'class level' ? printed.level : 2;
        return {
          kind: 'activated',
          cost: [{ type: 'mana', cost: printed.keyword === 'class level' ? printed.cost : '{0}' }],
          targets: [],
          effects: [{ type: 'becomeLevel', level }],
          timing: 'sorcery',
          onlyIfLevel: level - 1,
        };
      },
    },
  ],
});

/** A permanent's level (CR 716.2b): 1 when it has none (716.2d). */
export const levelOf = (permanent: { classLevel?: number | undefined }): number => permanent.classLevel ?? 1;

/**
 * The level an ability at this index needs (CR 716.2a): the level of the class level bar whose
 * text box section holds it, the last bar before it; 1 for the bars themselves and the abilities
 * before the first bar (716.3: had at all times).
 */
export function levelNeeded(abilities: readonly Ability[], index: number): number {
  if (isBar(abilities[index])) return 1;
  for (let at = index - 1; at >= 0; at -= 1) {
    const ability = abilities[at]!;
    if (isBar(ability)) return ability.level;
  }
  return 1;
}

const isBar = (ability: Ability | undefined): ability is Extract<Ability, { keyword: 'class level' }> => ability?.kind === 'keyword' && ability.keyword === 'class level';

const atLevel = new WeakMap<readonly Ability[], Map<number, readonly Ability[]>>();

/**
 * The abilities a permanent with these printed abilities has at this level (CR 716.2a, 716.3):
 * the same list when none is left out (a card without class level bars, or at its highest level).
 */
export function abilitiesAtLevel(abilities: readonly Ability[], level: number): readonly Ability[] {
  if (!abilities.some((ability) => isBar(ability) && ability.level > level)) return abilities;
  let byLevel = atLevel.get(abilities);
  if (!byLevel) atLevel.set(abilities, (byLevel = new Map<number, readonly Ability[]>()));
  let kept = byLevel.get(level);
  if (!kept) byLevel.set(level, (kept = abilities.filter((_, index) => levelNeeded(abilities, index) <= level)));
  return kept;
}
