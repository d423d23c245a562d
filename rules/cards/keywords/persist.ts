// Persist (CR 702.79a): a triggered ability, "When this permanent is put into a graveyard from the
// battlefield, if it had no -1/-1 counters on it, return it to the battlefield under its owner's
// control with a -1/-1 counter on it." Its intervening "if" reads the permanent as it last
// existed (603.4, 603.10a); the card is found in the graveyard it went to (400.7e), and a token,
// which ceases to exist there (704.5d), or a card that left it, isn't returned (603.6c).

import type { TriggeredAbility } from '../format';
import { keyword } from './kind';

/** Persist's and undying's ability, of the counter each names. */
export const returnsWithCounter = (counter: '-1/-1' | '+1/+1'): TriggeredAbility => ({
  kind: 'triggered',
  trigger: { event: 'dies', object: 'self', anyPermanent: true },
  condition: { type: 'countersOnSelf', counter, none: true },
  targets: [],
  effects: [{ type: 'returnFromGraveyard', object: 'self', to: 'battlefield', withCounter: { counter, amount: 1 } }],
});

export const persist = keyword({
  keyword: 'persist',
  rule: '702.79',
  meaning:
    "When this permanent is put into a graveyard from the battlefield, if it had no -1/-1 counters on it, return it to the battlefield under its owner's control with a -1/-1 counter on it.",
  behaviour: [{ kind: 'triggered', ability: () => returnsWithCounter('-1/-1') }],
});
