// Retrace (CR 702.81a): "You may cast this card from your graveyard by discarding a land card as an
// additional cost to cast it." Cast with `"from": "graveyard"` (rules/play/cast.ts), any spell at
// its type's timing, paid with its mana cost (or an alternative cost of its text, 118.9) plus the
// discard (601.2b, 601.2f-h, 118.8: the land card named in `choices.discardFromHand`, the hand
// being a count); the spell records `castWith: "retrace"`, and nothing exiles it afterwards: it
// goes back to its graveyard as it resolves (608.2n).

import { keyword } from './kind';

export const retrace = keyword({
  keyword: 'retrace',
  rule: '702.81',
  meaning: 'You may cast this card from your graveyard by discarding a land card as an additional cost to cast it.',
  behaviour: [
    {
      kind: 'castFromGraveyard',
      rule: '702.81a',
      instantOrSorcery: false,
      costs: () => ({ alternative: null, additional: [{ type: 'discard', amount: 1, cardType: 'Land' }] }),
      exileAsItLeavesStack: false,
    },
  ],
});
