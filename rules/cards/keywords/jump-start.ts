// Jump-start (CR 702.133a): "You may cast this card from your graveyard if the resulting spell is
// an instant or sorcery spell by discarding a card as an additional cost to cast it" and "If this
// spell was cast using its jump-start ability, exile this card instead of putting it anywhere else
// any time it would leave the stack." Cast with `"from": "graveyard"` (rules/play/cast.ts), it is
// paid with its mana cost (or an alternative cost of its text, 118.9) plus the discard, an
// additional cost (601.2b, 601.2f-h, 118.8: the card named in `choices.discardFromHand`, the
// hand being a count); the spell records `castWith: "jump-start"` and is exiled as it leaves the
// stack (rules/board/zones.ts).

import { keyword } from './kind';

export const jumpStart = keyword({
  keyword: 'jump-start',
  rule: '702.133',
  meaning:
    'You may cast this card from your graveyard if the resulting spell is an instant or sorcery spell by discarding a card as an additional cost to cast it. If this spell was cast using its jump-start ability, exile this card instead of putting it anywhere else any time it would leave the stack.',
  behaviour: [
    {
      kind: 'castFromGraveyard',
      rule: '702.133a',
      instantOrSorcery: true,
      // Its mana cost (no alternative cost of the keyword's own), and a card discarded (CR 118.8).
      costs: () => ({ alternative: null, additional: [{ type: 'discard', amount: 1 }] }),
      exileAsItLeavesStack: true,
    },
  ],
});
