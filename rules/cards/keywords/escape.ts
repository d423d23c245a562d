// Escape (CR 702.138a): "Escape [cost]" means "You may cast this card from your graveyard by paying
// [cost] rather than paying its mana cost." Cast with `"from": "graveyard"` (rules/play/cast.ts), any
// spell, at the timing of its type; the escape cost is an alternative cost (601.2b, 601.2f-h,
// 118.9: additional costs and reductions still apply, 118.9d), its cards exiled from the graveyard
// named in `choices.exileFromGraveyard`. The spell records `castWith: "escape"` (it escaped,
// 702.138b); nothing exiles it afterwards: an escaped instant or sorcery goes to its graveyard as it
// resolves (608.2n), an escaped permanent spell enters the battlefield (608.3) marked `escaped`,
// which "escapes with [counters]" reads (702.138c: `entersWithCounters` `ifEscaped`, rules/stack/
// entering.ts) and "sacrifice it unless it escaped" (effects/sacrifice.ts `unlessEscaped`); "escapes
// with [ability]" (702.138d) stays opaque.

import { keyword } from './kind';

export const escape = keyword({
  keyword: 'escape',
  rule: '702.138',
  meaning: 'You may cast this card from your graveyard by paying [cost] rather than paying its mana cost.',
  behaviour: [
    {
      kind: 'castFromGraveyard',
      rule: '702.138a',
      instantOrSorcery: false,
      costs(ability) {
        if (ability.keyword !== 'escape') throw new Error(`the escape cost of a ${ability.keyword} ability`);
        return { alternative: { mana: ability.cost, parts: ability.parts }, additional: [] };
      },
      exileAsItLeavesStack: false,
    },
  ],
});
