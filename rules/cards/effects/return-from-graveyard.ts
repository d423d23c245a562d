// "Return target creature card from your graveyard to your hand." (regrowth), "Return target
// creature card from your graveyard to the battlefield." (reanimation), "Return target creature
// card from a graveyard to the battlefield under your control." (CR 400.7, 115.1): the targeted
// card leaves its graveyard for its owner's hand (one more card there, a count) or the battlefield,
// where it is a new permanent (400.7) with what it enters with (614.1c, 614.12), under its owner's
// control unless the effect says "under your control" (110.2). An instant or sorcery card stays in
// its graveyard rather than enter the battlefield (400.4a). The target is a card in a graveyard
// (TargetSpec kind `card`): still there and legal as it resolves, or nothing happens (608.2b).
// `self`: the card the ability's source became in a graveyard, which an ability that triggered on
// its going there finds (400.7e: "return it to the battlefield under its owner's control with a
// -1/-1 counter on it", persist 702.79a, undying 702.93a); once it has left, nothing happens
// (603.6c). `withCounter`: it enters with that counter on it (614.1c, 122.6).

import * as z from 'zod';
import { objectPhrase, type Context } from '../phrasing';
import { numberWord } from '../words';
import { CounterKind } from '../pieces';
import { couldProduceNothing, effect, notInTriggeredManaAbility, producesNoMana } from './kind';

/** A targeted card: the n-th target of the ability, which must be a card in a graveyard. */
const CardTarget = z.strictObject({ target: z.int().min(0).max(9) });

/** Whose the targeted card's graveyard is, as its target says. */
function graveyardOf(ref: z.infer<typeof CardTarget> | 'self', ctx: Context): 'yours' | 'any' | 'opponents' | undefined {
  return ref === 'self' ? undefined : ctx.targets[ref.target]?.graveyard;
}

export const returnFromGraveyard = effect({
  schema: z.strictObject({
    type: z.literal('returnFromGraveyard'),
    object: z.union([CardTarget, z.literal('self')]),
    to: z.enum(['hand', 'battlefield']),
    /** "with a -1/-1 counter on it" (to the battlefield only). */
    withCounter: z.strictObject({ counter: CounterKind, amount: z.int().min(1).max(20) }).optional(),
    /** "to the battlefield tapped" (CR 110.5b). */
    tapped: z.literal(true).optional(),
    /** "to the battlefield under your control" (CR 110.2): else under its owner's control. */
    underYourControl: z.literal(true).optional(),
  }),
  text(e, ctx) {
    const yours = graveyardOf(e.object, ctx) === 'yours';
    const card = e.object === 'self' ? 'it' : objectPhrase(e.object, ctx, false);
    if (e.to === 'hand') return `return ${card} to ${yours ? 'your hand' : "its owner's hand"}`;
    const control = e.underYourControl ? ' under your control' : yours ? '' : " under its owner's control";
    const counter = e.withCounter
      ? ` with ${e.withCounter.amount === 1 ? `a ${e.withCounter.counter} counter` : `${numberWord(e.withCounter.amount)} ${e.withCounter.counter} counters`} on it`
      : '';
    return `return ${card} to the battlefield${e.tapped ? ' tapped' : ''}${control}${counter}`;
  },
  addsMana: false,
  unsupported: () => null,
  produce: producesNoMana,
  couldProduce: couldProduceNothing,
  addAsTriggered: notInTriggeredManaAbility('returnFromGraveyard'),
  resolve(e, resolution) {
    const card = e.object === 'self' ? resolution.sourceInGraveyard() : resolution.graveyardCard(e.object);
    if (card === null) return;
    if (e.to === 'hand') resolution.cardToHand(card);
    else resolution.cardOntoBattlefield(card, { tapped: e.tapped === true, underYourControl: e.underYourControl === true, ...(e.withCounter ? { withCounter: e.withCounter } : {}) });
  },
});
