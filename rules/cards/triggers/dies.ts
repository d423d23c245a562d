// "When this creature dies", "Whenever another creature you control dies", "Whenever a creature
// an opponent controls dies" (CR 700.4): put into a graveyard from the battlefield, a permanent
// matching the filter as it last existed (a token too: it goes there before it ceases to exist,
// 111.7, 704.5d), or this creature. A leaves-the-battlefield
// ability: it looks back in time (603.10a), so the abilities that trigger are those permanents
// had just before the event, the creature that died is seen as it last existed (its types, its
// controller), and a permanent that dies at the same time as others sees them die.

import * as z from 'zod';
import { Filter } from '../pieces';
import { isTriggerObject, triggerObjectPhrase } from './enters';
import { trigger } from './kind';

export const Dies = z.strictObject({
  event: z.literal('dies'),
  /** This object, or any permanent matching a filter ("another creature you control", "a creature or planeswalker you control"). */
  object: z.union([z.literal('self'), Filter]),
  /** "This creature or another creature you control dies". */
  orSelf: z.literal(true).optional(),
});

export const dies = trigger({
  schema: Dies,
  text: (t, ctx) => `${t.object === 'self' ? 'When' : 'Whenever'} ${triggerObjectPhrase(t, ctx, false)} dies`,
  events: ['leftBattlefield'],
  looksBack: true,
  triggeredBy(t, event, source) {
    if (event.to !== 'graveyard' || !isTriggerObject(t, event.permanent, source)) return null;
    // "This creature": as it last existed (a filter says what else dies, CR 700.4: put into a graveyard from the battlefield).
    if (event.permanent === source.id && !source.types().includes('Creature')) return null;
    return t.object === 'self' ? {} : { permanent: event.permanent };
  },
  manaProduced: null,
});
