// "As long as an opponent has 10 or less life" (Bloodghast), "as long as you have 25 or more life"
// (CR 611.3a, 119): a player's life total compared with a number, checked at every moment. "An
// opponent" is any one of the ability's controller's opponents still in the game (102.2, 800.4a).
// It reads only life totals, so it depends on no other continuous effect (613.8a).

import * as z from 'zod';
import { condition, opponentsOf } from './kind';

export const life = condition({
  schema: z.union([
    z.strictObject({ type: z.literal('life'), player: z.enum(['you', 'anOpponent']), atLeast: z.int().min(1).max(1000) }),
    z.strictObject({ type: z.literal('life'), player: z.enum(['you', 'anOpponent']), atMost: z.int().min(0).max(1000) }),
  ]),
  holds(c, view, source) {
    const players = c.player === 'you' ? view.players.filter((p) => p.id === source.controller) : opponentsOf(view, source.controller);
    return players.some((p) => ('atLeast' in c ? p.life >= c.atLeast : p.life <= c.atMost));
  },
  reads: () => ({ life: true }),
  text: (c) => `as long as ${c.player === 'you' ? 'you have' : 'an opponent has'} ${'atLeast' in c ? `${c.atLeast} or more` : `${c.atMost} or less`} life`,
});
