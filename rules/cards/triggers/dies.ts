// "When this creature dies", "Whenever another creature you control dies", "Whenever a creature
// an opponent controls dies" (CR 700.4): put into a graveyard from the battlefield, a permanent
// matching the filter as it last existed (a token too: it goes there before it ceases to exist,
// 111.7, 704.5d), or this creature. A leaves-the-battlefield
// ability: it looks back in time (603.10a), so the abilities that trigger are those permanents
// had just before the event, the creature that died is seen as it last existed (its types, its
// controller), and a permanent that dies at the same time as others sees them die.

import * as z from 'zod';
import { objectPhrase } from '../phrasing';
import { Filter } from '../pieces';
import { isTriggerObject, triggerObjectPhrase } from './enters';
import { trigger } from './kind';

export const Dies = z.strictObject({
  event: z.literal('dies'),
  /**
   * This object; the creature it is attached to ("equipped creature", "enchanted creature": what
   * it was attached to just before, 603.10a); or any permanent matching a filter ("another
   * creature you control", "a creature or planeswalker you control").
   */
  object: z.union([z.literal('self'), z.literal('equipped'), z.literal('enchanted'), Filter]),
  /** "This creature or another creature you control dies". */
  orSelf: z.literal(true).optional(),
  /** "When this permanent is put into a graveyard from the battlefield": this object whatever its card types, not only as a creature (persist, undying). */
  anyPermanent: z.literal(true).optional(),
});

/** Oracle writes "When enchanted creature dies" and "Whenever equipped creature dies". */
const WHEN = { self: 'When', enchanted: 'When', equipped: 'Whenever' } as const;

export const dies = trigger({
  schema: Dies,
  text(t, ctx) {
    if (t.object === 'equipped' || t.object === 'enchanted') return `${WHEN[t.object]} ${objectPhrase(t.object, ctx, false)} dies`;
    if (t.anyPermanent && t.object === 'self') return `When ${objectPhrase('self', ctx, false)} is put into a graveyard from the battlefield`;
    return `${t.object === 'self' ? WHEN.self : 'Whenever'} ${triggerObjectPhrase({ ...t, object: t.object }, ctx, false)} dies`;
  },
  events: ['leftBattlefield'],
  looksBack: true,
  triggeredBy(t, event, source) {
    if (event.to !== 'graveyard') return null;
    if (t.object === 'equipped' || t.object === 'enchanted') return source.attachedTo === event.permanent ? { permanent: event.permanent } : null;
    if (!isTriggerObject({ ...t, object: t.object }, event.permanent, source)) return null;
    // "This creature": as it last existed (a filter says what else dies, CR 700.4: put into a graveyard from the battlefield).
    if (event.permanent === source.id && !t.anyPermanent && !source.types().includes('Creature')) return null;
    return t.object === 'self' ? {} : { permanent: event.permanent };
  },
  manaProduced: null,
});
