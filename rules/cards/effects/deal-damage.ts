// "This creature deals 1 damage to any target", "deals 1 damage to you" (CR 120): one damage
// event from the spell or the ability's source, to a player or permanent still there (608.2b).
// To many at once ("deals 2 damage to each creature and each player", "it deals 1 damage to each
// opponent"): the permanents the set matches as it resolves and the players it names (each in
// turn order, 101.4), each dealt the damage, all in this one resolution (608.2c, 120.3).
// `ifKicked`: "If this spell was kicked, it deals 4 damage instead" (CR 702.33d-e): a spell cast
// paying its kicker cost (`choices.kicked`) deals that amount instead.

import * as z from 'zod';
import { Amount, ObjectRef, PermanentSet, ThatMuch } from '../pieces';
import { numberOf, objectPhrase, setPhrase, type Context } from '../phrasing';
import { couldProduceNothing, effect, notInTriggeredManaAbility, producesNoMana } from './kind';

/** Many recipients: each permanent of a set ("each creature"), each opponent or each player, or both ("each creature and each player"). */
export const DamageRecipients = z
  .strictObject({ permanents: PermanentSet.optional(), players: z.enum(['eachOpponent', 'eachPlayer']).optional() })
  .refine((r) => r.permanents !== undefined || r.players !== undefined, 'permanents, players, or both');
type DamageRecipients = z.infer<typeof DamageRecipients>;

const isMany = (to: ObjectRef | 'you' | DamageRecipients): to is DamageRecipients => typeof to === 'object' && !('target' in to);

export const dealDamage = effect({
  schema: z.strictObject({
    type: z.literal('dealDamage'),
    amount: z.union([Amount, ThatMuch]),
    to: z.union([ObjectRef, z.literal('you'), DamageRecipients]),
    /** "If this spell was kicked, it deals N damage instead" (CR 702.33d-e). */
    ifKicked: z.int().min(0).max(1_000_000).optional(),
  }),
  text(e, ctx) {
    const base = damageText(e, ctx);
    return e.ifKicked === undefined ? base : `${base}. If this spell was kicked, it deals ${e.ifKicked} damage instead`;
  },
  addsMana: false,
  unsupported: () => null,
  produce: producesNoMana,
  couldProduce: couldProduceNothing,
  addAsTriggered: notInTriggeredManaAbility('dealDamage'),
  resolve(e, resolution) {
    const amount = e.ifKicked !== undefined && resolution.kicked ? e.ifKicked : resolution.amount(e.amount);
    if (isMany(e.to)) {
      const recipients = [...(e.to.permanents ? resolution.matching(e.to.permanents.all) : []), ...(e.to.players ? resolution.players(e.to.players) : [])];
      for (const recipient of recipients) if (resolution.exists(recipient)) resolution.dealDamage(recipient, amount);
      return;
    }
    const target = e.to === 'you' ? resolution.controller : resolution.object(e.to);
    if (target !== null && resolution.exists(target)) resolution.dealDamage(target, amount);
  },
});

const PLAYERS = { eachOpponent: 'each opponent', eachPlayer: 'each player' } as const;

function recipientsPhrase(to: ObjectRef | 'you' | DamageRecipients, ctx: Context): string {
  if (to === 'you') return 'you';
  if (!isMany(to)) return objectPhrase(to, ctx, true, true);
  return [...(to.permanents ? [setPhrase(to.permanents).text] : []), ...(to.players ? [PLAYERS[to.players]] : [])].join(' and ');
}

function damageText(e: { amount: Amount | ThatMuch; to: ObjectRef | 'you' | DamageRecipients }, ctx: Context): string {
  const source = objectPhrase('self', ctx, true);
  const to = recipientsPhrase(e.to, ctx);
  if (typeof e.amount === 'object' && 'count' in e.amount) return `${source} deals damage to ${to} equal to ${numberOf(e.amount.count, ctx)}`;
  if (typeof e.amount === 'object' && 'thatMuch' in e.amount) return `${source} deals that much damage to ${to}`;
  return `${source} deals ${typeof e.amount === 'number' ? e.amount : 'X'} damage to ${to}`;
}
