// "When this [permanent] enters" (CR 603.6a): an ability of the permanent that entered, as it
// is on the battlefield. "Whenever a land you control enters", "Whenever another creature
// enters", "Whenever this creature or another Ally you control enters": an ability of a
// permanent on the battlefield that triggers on a permanent matching a filter entering (603.2,
// 603.6a), seen as it is on the battlefield, so "you control" is its controller as it entered;
// permanents entering at the same time see each other enter (603.6a). "It" and "that creature"
// in the effect are the permanent that entered (`triggering`).

import * as z from 'zod';
import { filterPhrase, objectPhrase, selfName, type Context } from '../phrasing';
import { Filter } from '../pieces';
import { article } from '../words';
import { trigger, type TriggerSource } from './kind';

export const Enters = z.strictObject({
  event: z.literal('enters'),
  /** This object, or any permanent matching a filter ("another creature you control": `other`, CR 109.4). */
  object: z.union([z.literal('self'), Filter]),
  /** "This creature or another Ally you control": this object, or another permanent matching the filter. */
  orSelf: z.literal(true).optional(),
});

/**
 * "a land you control", "another creature", "this creature or another Ally you control" (`other`
 * read as "another"). The object named is the one that triggered it ("it", "that creature"
 * after it) when `namesTriggering`; this object's own name there names nothing.
 */
export function triggerObjectPhrase(t: { object: 'self' | Filter; orSelf?: true }, ctx: Context, namesTriggering: boolean): string {
  if (t.object === 'self') return objectPhrase('self', ctx, false);
  const { other, ...rest } = t.object;
  const phrase = other ? `another ${filterPhrase(rest, 'one')}` : article(filterPhrase(rest, 'one'));
  if (namesTriggering) ctx.named.add('triggering');
  return t.orSelf ? `${selfName(ctx.card)} or ${phrase}` : phrase;
}

/** Whether the permanent with this id is the trigger's object, for `source`'s ability. */
export function isTriggerObject(t: { object: 'self' | Filter; orSelf?: true }, permanent: string, source: TriggerSource): boolean {
  if (t.object === 'self' || (t.orSelf && permanent === source.id)) return permanent === source.id;
  return source.matches(t.object, permanent);
}

export const enters = trigger({
  schema: Enters,
  text: (t, ctx) => (t.object === 'self' ? `When ${objectPhrase('self', ctx, false)} enters` : `Whenever ${triggerObjectPhrase(t, ctx, true)} enters`),
  events: ['enteredBattlefield'],
  looksBack: false,
  triggeredBy(t, event, source) {
    if (!isTriggerObject(t, event.permanent, source)) return null;
    return t.object === 'self' ? {} : { permanent: event.permanent };
  },
  manaProduced: null,
});
