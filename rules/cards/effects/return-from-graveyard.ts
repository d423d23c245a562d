// "Return target creature card from your graveyard to your hand." (regrowth), "Return target
// creature card from your graveyard to the battlefield." (reanimation), "Return target creature
// card from a graveyard to the battlefield under your control." (CR 400.7, 115.1): the targeted
// card leaves its graveyard for its owner's hand (one more card there, a count) or the battlefield,
// where it is a new permanent (400.7) with what it enters with (614.1c, 614.12), under its owner's
// control unless the effect says "under your control" (110.2). An instant or sorcery card stays in
// its graveyard rather than enter the battlefield (400.4a). The target is a card in a graveyard
// (TargetSpec kind `card`): still there and legal as it resolves, or nothing happens (608.2b).

import * as z from 'zod';
import { objectPhrase, type Context } from '../phrasing';
import { couldProduceNothing, effect, notInTriggeredManaAbility, producesNoMana } from './kind';

/** A targeted card: the n-th target of the ability, which must be a card in a graveyard. */
const CardTarget = z.strictObject({ target: z.int().min(0).max(9) });

/** Whose the targeted card's graveyard is, as its target says. */
function graveyardOf(ref: z.infer<typeof CardTarget>, ctx: Context): 'yours' | 'any' | 'opponents' | undefined {
  return ctx.targets[ref.target]?.graveyard;
}

export const returnFromGraveyard = effect({
  schema: z.strictObject({
    type: z.literal('returnFromGraveyard'),
    object: CardTarget,
    to: z.enum(['hand', 'battlefield']),
    /** "to the battlefield tapped" (CR 110.5b). */
    tapped: z.literal(true).optional(),
    /** "to the battlefield under your control" (CR 110.2): else under its owner's control. */
    underYourControl: z.literal(true).optional(),
  }),
  text(e, ctx) {
    const yours = graveyardOf(e.object, ctx) === 'yours';
    const card = objectPhrase(e.object, ctx, false);
    if (e.to === 'hand') return `return ${card} to ${yours ? 'your hand' : "its owner's hand"}`;
    const control = e.underYourControl ? ' under your control' : yours ? '' : " under its owner's control";
    return `return ${card} to the battlefield${e.tapped ? ' tapped' : ''}${control}`;
  },
  addsMana: false,
  unsupported: () => null,
  produce: producesNoMana,
  couldProduce: couldProduceNothing,
  addAsTriggered: notInTriggeredManaAbility('returnFromGraveyard'),
  resolve(e, resolution) {
    const card = resolution.graveyardCard(e.object);
    if (card === null) return;
    if (e.to === 'hand') resolution.cardToHand(card);
    else resolution.cardOntoBattlefield(card, { tapped: e.tapped === true, underYourControl: e.underYourControl === true });
  },
});
