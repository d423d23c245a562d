// "Tap any number of other untapped creatures you control with total power N or greater" (CR
// 702.122a: crew's cost): the creatures are named in `costs.tap`, each another untapped creature
// its controller controls, their total power, as the cost is paid, N or greater. It is no {T} cost
// of those creatures, so summoning sick ones may pay it (302.6; the Vehicles' ruling 2017-09-29:
// "Any untapped creature you control can be tapped to pay a crew cost, even one that just came
// under your control"). More than needed may be tapped (ruling 2017-09-29).

import * as z from 'zod';
import type { Filter } from '../pieces';
import { cost, type PayerState, type Refusal } from './kind';

const OTHER_CREATURES: Filter = { types: ['Creature'], other: true };
const candidates = (_part: unknown, payer: PayerState) => payer.candidates(OTHER_CREATURES, true);
/** Total power of these creatures (CR 208.1; a creature with negative power lowers it). */
const totalPower = (ids: readonly string[], payer: PayerState) => ids.reduce((total, id) => total + (payer.power(id) ?? 0), 0);

function refusal(part: { power: number }, payer: PayerState): Refusal | null {
  const could = candidates(part, payer);
  const chosen = payer.chosen('tap');
  if (chosen === undefined) {
    // Whether some creatures could pay it: those with positive power together.
    const most = could.reduce((total, id) => total + Math.max(0, payer.power(id) ?? 0), 0);
    if (most >= part.power) return null;
    return { reason: `the other untapped creatures its controller controls have total power ${most}, less than ${part.power}`, rule: '702.122a' };
  }
  const wrong = chosen.find((id) => !could.includes(id));
  if (wrong !== undefined) return { reason: `${wrong} is not another untapped creature its controller controls`, rule: '702.122a' };
  if (new Set(chosen).size !== chosen.length) return { reason: 'each creature is tapped once', rule: '702.122a' };
  const total = totalPower(chosen, payer);
  if (total < part.power)
    return { reason: `${chosen.join(', ') || 'no creature'} ha${chosen.length === 1 ? 's' : 've'} total power ${total}, less than ${part.power}`, rule: '702.122a' };
  return null;
}

export const tapPower = cost({
  schema: z.strictObject({ type: z.literal('tapPower'), power: z.int().min(0).max(99) }),
  text: (part) => `Tap any number of other untapped creatures you control with total power ${part.power} or greater`,
  refusal,
  pay(part, payer) {
    // Named, or the one creature that could pay it (a cost with one way to pay needs no entry).
    for (const id of payer.chosen('tap') ?? candidates(part, payer)) payer.tap(id, ['702.122a', '601.2h']);
  },
  mana: false,
  choice: { key: 'tap', candidates, reads: ['powerToughness', 'counters', 'tapping'] },
});
