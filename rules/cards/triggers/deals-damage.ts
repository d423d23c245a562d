// "Whenever Questing Beast deals combat damage to an opponent" (CR 603.2, 120.2, 510.2): a
// `damageDealt` event whose source is the permanent with the ability, with `combat` when the
// trigger says "combat damage", to a player: an opponent of the ability's controller
// ("an opponent") or any player ("a player"). "That player" is the player dealt the damage,
// and "that much" its amount (after prevention: damage that was prevented was not dealt, 615.1).

import * as z from 'zod';
import { objectPhrase } from '../phrasing';
import { trigger } from './kind';

export const DealsDamage = z.strictObject({
  event: z.literal('dealsDamage'),
  object: z.literal('self'),
  /** Only combat damage (CR 510.2). */
  combat: z.boolean(),
  /** To which player. */
  to: z.enum(['opponent', 'player']),
});

const TO = { opponent: 'an opponent', player: 'a player' } as const;

export const dealsDamage = trigger({
  schema: DealsDamage,
  text: (t, ctx) => `Whenever ${objectPhrase('self', ctx, false)} deals ${t.combat ? 'combat damage' : 'damage'} to ${TO[t.to]}`,
  events: ['damageDealt'],
  looksBack: false,
  triggeredBy(t, event, source) {
    if (event.source !== source.id || (t.combat && !event.combat)) return null;
    if (!source.isPlayer(event.target)) return null;
    if (t.to === 'opponent' && event.target === source.controller) return null;
    return { player: event.target, amount: event.amount };
  },
  manaProduced: null,
});
