// "Whenever you gain life" (CR 119.9, 603.2): it triggers once for each life-gain event,
// however much life it is (lifelink's gain is one event per damage event, 702.15b); gaining 0
// life is no event (119.9), and the engine reports none. `whose`: the ability's controller ("you"), an opponent
// of theirs ("an opponent"), or any player ("a player"). "That player" is the player who gained.

import * as z from 'zod';
import { trigger } from './kind';

export const GainsLife = z.strictObject({ event: z.literal('gainsLife'), whose: z.enum(['you', 'opponent', 'any']) });

const GAINS = { you: 'you gain', opponent: 'an opponent gains', any: 'a player gains' } as const;

export const gainsLife = trigger({
  schema: GainsLife,
  text: (t) => `Whenever ${GAINS[t.whose]} life`,
  events: ['lifeGained'],
  looksBack: false,
  triggeredBy(t, event, source) {
    const mine = event.player === source.controller;
    if ((t.whose === 'you' && !mine) || (t.whose === 'opponent' && mine)) return null;
    return { player: event.player, amount: event.amount };
  },
  manaProduced: null,
});
