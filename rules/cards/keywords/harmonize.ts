// Harmonize (CR 702.180a): "You may cast this card from your graveyard by paying [cost] and tapping
// up to one untapped creature you control rather than paying this spell's mana cost," "If you cast
// this spell using its harmonize ability, its total cost is reduced by an amount of generic mana
// equal to the tapped creature's power," and "If the harmonize cost was paid, exile this card
// instead of putting it anywhere else any time it would leave the stack." Cast with `"from":
// "graveyard"` (rules/play/cast.ts), the creature tapped named in `choices.harmonize` (chosen as the
// cost is announced and tapped as the total cost is paid, 702.180b); the spell records
// `castWith: "harmonize"` and is exiled as it leaves the stack (rules/board/zones.ts).

import { keyword } from './kind';

export const harmonize = keyword({
  keyword: 'harmonize',
  rule: '702.180',
  meaning:
    "You may cast this card from your graveyard by paying [cost] and tapping up to one untapped creature you control rather than paying this spell's mana cost. If you cast this spell using its harmonize ability, its total cost is reduced by an amount of generic mana equal to the tapped creature's power. If the harmonize cost was paid, exile this card instead of putting it anywhere else any time it would leave the stack.",
  behaviour: [
    {
      kind: 'castFromGraveyard',
      rule: '702.180a',
      instantOrSorcery: false,
      costs(ability) {
        if (ability.keyword !== 'harmonize') throw new Error(`the harmonize cost of a ${ability.keyword} ability`);
        return { alternative: { mana: ability.cost, parts: [] }, additional: [], tapCreatureReduces: true };
      },
      exileAsItLeavesStack: true,
    },
  ],
});
