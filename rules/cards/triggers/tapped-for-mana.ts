// "Whenever [a player / you / an opponent] taps [a land] for mana" or "Whenever [a Forest] is
// tapped for mana", optionally "for mana of the chosen color" (CR 106.12a). When its ability
// adds mana it is a triggered mana ability (605.1b) and resolves as the mana is produced;
// otherwise it uses the stack (605.5a).

import * as z from 'zod';
import { fullPool, manaTotal } from '../../core';
import { aFilter, objectPhrase } from '../phrasing';
import { Filter } from '../pieces';
import { productionOf, trigger, type ManaProduction, type TriggerSource } from './kind';

export const TappedForMana = z.strictObject({
  event: z.literal('tappedForMana'),
  tapped: z.union([Filter, z.literal('enchanted')]),
  by: z.enum(['aPlayer', 'you', 'opponent']).optional(),
  /** "... for mana of the chosen color". */
  ofChosenColor: z.boolean().optional(),
});

function producedBy(t: z.infer<typeof TappedForMana>, production: ManaProduction, source: TriggerSource): boolean {
  // An amount of zero is no production event (CR 106.12a).
  if (!production.tappedForMana || manaTotal(production.mana) === 0) return false;
  const what = t.tapped === 'enchanted' ? source.attachedTo === production.permanent : source.matches(t.tapped, production.permanent);
  if (!what) return false;
  if (t.by === 'you' && production.player !== source.controller) return false;
  if (t.by === 'opponent' && production.player === source.controller) return false;
  const chosen = source.chosenColor;
  return !t.ofChosenColor || (chosen !== undefined && (production.mana[chosen] ?? 0) > 0);
}

export const tappedForMana = trigger({
  schema: TappedForMana,
  text(t, ctx) {
    const what = t.tapped === 'enchanted' ? objectPhrase('enchanted', ctx, false) : aFilter(t.tapped);
    const ofColor = t.ofChosenColor ? ' of the chosen color' : '';
    if (t.by === 'aPlayer') return `Whenever a player taps ${what} for mana${ofColor}`;
    if (t.by === 'you') return `Whenever you tap ${what} for mana${ofColor}`;
    if (t.by === 'opponent') return `Whenever an opponent taps ${what} for mana${ofColor}`;
    return `Whenever ${what} is tapped for mana${ofColor}`;
  },
  events: ['tappedForMana'],
  looksBack: false,
  triggeredBy: (t, event, source) => (producedBy(t, productionOf(event, fullPool(event.mana)), source) ? { permanent: event.permanent, player: event.player } : null),
  manaProduced: producedBy,
});
