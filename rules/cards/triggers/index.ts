// The kinds of trigger a triggered ability can have (CR 603), one module each, and the registry
// the text renderer and the engine use (rules/stack/triggers.ts reads events through it, and
// rules/mana/production.ts finds the triggered mana abilities through it). A kind is one entry
// here: the union of the format is made from the kinds' schemas, and `TRIGGERS` must have a
// kind for every `event` of that union, so a kind without its text, the events it looks at or
// what triggers it does not compile. (The union is made from each module's schema constant,
// not from `kind.schema`: a kind's type names the engine's events, whose type holds cards,
// whose type holds this union.)

import * as z from 'zod';
import type { EventType } from '../../board';
import { Attacks, attacks } from './attacks';
import { BecomesBlocked, becomesBlocked } from './becomes-blocked';
import { BecomesLevel, becomesLevel } from './becomes-level';
import { BecomesTarget, becomesTarget } from './becomes-target';
import { BecomesTapped, becomesTapped } from './becomes-tapped';
import { BeginningOfStep, beginningOfStep } from './beginning-of-step';
import { Blocks, blocks } from './blocks';
import { CastSpell, castSpell } from './cast-spell';
import { Chapter, chapter } from './chapter';
import { DealsDamage, dealsDamage } from './deals-damage';
import { IsDealtDamage, isDealtDamage } from './dealt-damage';
import { Dies, dies } from './dies';
import { Enters, enters } from './enters';
import { EntersOrAttacks, entersOrAttacks } from './enters-or-attacks';
import { GainsLife, gainsLife } from './gains-life';
import type { TriggerKind } from './kind';
import { ManaAdded, manaAdded } from './mana-added';
import { TappedForMana, tappedForMana } from './tapped-for-mana';

/** What makes a triggered ability trigger (CR 603.1). */
export const Trigger = z.discriminatedUnion('event', [
  TappedForMana,
  ManaAdded,
  BecomesTapped,
  BeginningOfStep,
  Enters,
  EntersOrAttacks,
  Dies,
  Attacks,
  Blocks,
  BecomesBlocked,
  BecomesTarget,
  BecomesLevel,
  Chapter,
  CastSpell,
  GainsLife,
  DealsDamage,
  IsDealtDamage,
]);
export type Trigger = z.infer<typeof Trigger>;
export type TriggerEvent = Trigger['event'];
/** The trigger of one kind. */
export type TriggerOf<K extends TriggerEvent> = { [T in K]: Extract<Trigger, { event: T }> }[K];

/** Every kind, by its `event`: one for each member of the union, or this does not compile. */
export const TRIGGERS: { [K in TriggerEvent]: TriggerKind<z.ZodType<TriggerOf<K>>, EventType> } = {
  tappedForMana,
  manaAdded,
  becomesTapped,
  beginningOfStep,
  enters,
  entersOrAttacks,
  dies,
  attacks,
  blocks,
  becomesBlocked,
  becomesTarget,
  becomesLevel,
  chapter,
  castSpell,
  gainsLife,
  dealsDamage,
  isDealtDamage,
};

/** The kind of a trigger. */
export function kindOf<K extends TriggerEvent>(t: TriggerOf<K>): TriggerKind<z.ZodType<TriggerOf<K>>, EventType> {
  return TRIGGERS[t.event];
}

export { chapterNumbers, romanNumeral } from './chapter';
export { trigger, type ManaProduction, type TriggerKind, type TriggerSource, type Triggering } from './kind';
