// Flashback (CR 702.34a): "Flashback [cost]" means "You may cast this card from your graveyard if
// the resulting spell is an instant or sorcery spell by paying [cost] rather than paying its mana
// cost" and "If the flashback cost was paid, exile this card instead of putting it anywhere else
// any time it would leave the stack." Cast with `"from": "graveyard"` (rules/play/cast.ts), the
// flashback cost is an alternative cost (601.2b, 601.2f-h, 118.9: additional costs, increases
// and reductions still apply, 118.9d); the spell on the stack records `castWith: "flashback"`, and
// wherever it would go as it leaves the stack (resolved 608.2n, countered 701.6a, not resolving
// 608.2b) its card goes to exile instead (rules/board/zones.ts).

import { keyword } from './kind';

export const flashback = keyword({
  keyword: 'flashback',
  rule: '702.34',
  meaning:
    'You may cast this card from your graveyard if the resulting spell is an instant or sorcery spell by paying [cost] rather than paying its mana cost. If the flashback cost was paid, exile this card instead of putting it anywhere else any time it would leave the stack.',
  behaviour: [
    {
      kind: 'castFromGraveyard',
      rule: '702.34a',
      instantOrSorcery: true,
      costs(ability) {
        if (ability.keyword !== 'flashback') throw new Error(`the flashback cost of a ${ability.keyword} ability`);
        // Its cost rather than the mana cost (CR 118.9); a cost without mana pays none (118.9, 107.3b).
        return { alternative: { mana: ability.cost ?? null, parts: ability.parts ?? [] }, additional: [] };
      },
      exileAsItLeavesStack: true,
    },
  ],
});
