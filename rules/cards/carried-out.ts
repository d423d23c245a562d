// Which abilities the engine does not carry out, and what each could touch (issue "Every card";
// SCENARIOS.md: an answer such an ability could change is `unsupported`). An opaque ability
// (opaque.ts) says so itself; a structured ability marked `unsupported` (a part of the game the
// engine does not model, such as an attack trigger) is described from its kind; a keyword whose
// rules the engine does not carry out yet says so in its module (rules/cards/keywords/), with
// what it acts on. Everything else
// in the format is carried out where the engine models that part of the game.

import type { Ability } from './format';
import type { Affected, OpaqueKind, OpaqueTrigger, Reach, Zone } from './opaque';
import { REACH } from './opaque';
import { unsupportedEffect } from './effects';
import { chapterNumbers, kindOf as triggerKind } from './triggers';
import { KEYWORDS } from './keywords';
import { everyEffect } from './modes';

/** What the engine needs to know of an ability it does not carry out. */
export interface NotCarriedOut {
  as: OpaqueKind;
  /** For a triggered ability: the engine events that could make it trigger. */
  trigger: OpaqueTrigger | null;
  reach: readonly Reach[];
  zones: readonly Zone[];
  /** Only its own object. */
  self: boolean;
  /** What it can act on (opaque.ts `Affected`); null: anything, or only its own object when `self`. */
  affects: readonly Affected[] | null;
  /** For a replacement or prevention effect: the engine events it could modify (CR 614.1); null: it may act at any time. */
  replaces: OpaqueTrigger | null;
  /** It acts only as its own object enters the battlefield (CR 614.1c, 614.12). */
  enters: boolean;
  /** A structured ability marked `unsupported`: its cost, timing, trigger and targets are known, only what it does is not carried out. */
  structured: boolean;
  /** The only abilities it gives or takes away are these keywords (opaque.ts `keywords`); null: any. */
  keywords: readonly string[] | null;
  /** For a line of keywords with a trigger: what it changes of its own object all the time (opaque.ts `selfReach`); null: nothing besides its trigger. */
  selfReach: readonly Reach[] | null;
  /** For a chapter ability (CR 714.2b): its chapter numbers; it triggers only as lore counters put on its Saga reach one of them. Null for any other ability. */
  chapters: readonly number[] | null;
  /** Its Oracle text, or what is missing. */
  reason: string;
}

const EVERYTHING: readonly Reach[] = REACH;

/** The default zones of an ability (CR 113.6): a spell's on the stack, any other on the battlefield. */
function defaultZones(as: OpaqueKind): readonly Zone[] {
  return as === 'spell' ? ['stack'] : ['battlefield'];
}

/** A structured ability the engine does not carry out: its kind and trigger are known, what it acts on is not (anything). */
function structured(as: OpaqueKind, trigger: OpaqueTrigger | null, reach: readonly Reach[], zones: readonly Zone[], reason: string): NotCarriedOut {
  return { as, trigger, reach, zones, self: false, affects: null, replaces: null, enters: false, structured: true, keywords: null, selfReach: null, chapters: null, reason };
}

/** A triggered ability's chapter numbers when it is a chapter ability (CR 714.2), else null. */
function chaptersOf(ability: Ability): readonly number[] | null {
  if (ability.kind === 'opaque') return ability.chapters ?? null;
  const chapters = ability.kind === 'triggered' ? chapterNumbers(ability.trigger) : [];
  return chapters.length > 0 ? chapters : null;
}

/** Null when the engine carries the ability out; otherwise what it could touch, and a chapter ability's chapters (CR 714.2b). */
export function notCarriedOut(ability: Ability): NotCarriedOut | null {
  const missing = missingOf(ability);
  return missing === null || ability.kind === 'opaque' || ability.kind !== 'triggered' ? missing : { ...missing, chapters: chaptersOf(ability) };
}

function missingOf(ability: Ability): NotCarriedOut | null {
  if (ability.kind === 'opaque')
    return {
      as: ability.as,
      trigger: ability.trigger ?? (ability.as === 'triggered' ? 'any' : null),
      reach: ability.reach,
      zones: ability.zones ?? defaultZones(ability.as),
      self: ability.self ?? false,
      affects: ability.affects ?? (ability.self ? ['self'] : null),
      replaces: ability.replaces ?? null,
      enters: ability.enters ?? false,
      structured: false,
      keywords: ability.keywords ?? null,
      selfReach: ability.selfReach ?? null,
      chapters: chaptersOf(ability),
      reason: ability.text,
    };
  // A keyword's module says what the engine does not carry out of it (rules/cards/keywords/).
  if (ability.kind === 'keyword') {
    const part = KEYWORDS[ability.keyword].behaviour.find((behaviour) => behaviour.kind === 'notCarriedOut');
    if (part?.kind === 'notCarriedOut') {
      const trigger: OpaqueTrigger | null = part.as === 'triggered' ? (part.trigger.length > 0 ? [...part.trigger] : 'unreported') : null;
      return structured(part.as, trigger, part.reach, part.zones ?? defaultZones(part.as), `${ability.keyword}: ${part.missing} is not carried out yet`);
    }
  }
  if ('unsupported' in ability && ability.unsupported) {
    const as: OpaqueKind = ability.kind === 'activated' || ability.kind === 'keyword' ? 'activated' : ability.kind;
    let trigger: OpaqueTrigger | null = null;
    if (ability.kind === 'triggered') {
      const events = triggerKind(ability.trigger).events;
      trigger = events.length > 0 ? [...events] : 'unreported';
    }
    return structured(as, trigger, EVERYTHING, defaultZones(as), ability.unsupported);
  }
  // A regeneration shield and another effect that lasts, in one ability ("Target creature gets +2/+0 until end of turn.
  // Regenerate it."): each would be an `effects` entry of that ability, which the engine can't tell apart yet (resolving it is
  // UNSUPPORTED, rules/stack/resolution.ts).
  if ((ability.kind === 'spell' || ability.kind === 'activated' || ability.kind === 'triggered') && regenerationWithLastingEffect(everyEffect(ability))) {
    const events = ability.kind === 'triggered' ? triggerKind(ability.trigger).events : [];
    const trigger: OpaqueTrigger | null = ability.kind === 'triggered' ? (events.length > 0 ? [...events] : 'unreported') : null;
    return structured(ability.kind, trigger, EVERYTHING, defaultZones(ability.kind), 'a regeneration shield with another effect that lasts, in one ability, is not carried out yet');
  }
  // The same for a delayed triggered ability (CR 603.7a) and another effect that lasts (resolving it is UNSUPPORTED, rules/stack/resolution.ts).
  if ((ability.kind === 'spell' || ability.kind === 'activated' || ability.kind === 'triggered') && delayedTriggerWithLastingEffect(everyEffect(ability))) {
    const events = ability.kind === 'triggered' ? triggerKind(ability.trigger).events : [];
    const trigger: OpaqueTrigger | null = ability.kind === 'triggered' ? (events.length > 0 ? [...events] : 'unreported') : null;
    return structured(
      ability.kind,
      trigger,
      EVERYTHING,
      defaultZones(ability.kind),
      'a delayed triggered ability with another effect that lasts, in one ability, is not carried out yet',
    );
  }
  // A triggered ability that is no mana ability (its trigger is not a mana ability producing mana, CR 605.1b) with an effect the
  // engine resolves only as a mana ability ("When this creature enters, add {R}{G}"): resolving it is UNSUPPORTED (rules/stack/stack.ts).
  if (ability.kind === 'triggered' && triggerKind(ability.trigger).manaProduced === null) {
    const missing = unsupportedEffect(everyEffect(ability));
    const events = triggerKind(ability.trigger).events;
    if (missing !== null)
      return structured(
        'triggered',
        events.length > 0 ? [...events] : 'unreported',
        ['mana'],
        ['battlefield'],
        `${missing} of a triggered ability that is no mana ability is not carried out yet`,
      );
  }
  return null;
}

/** A regeneration shield (CR 701.19a) and another effect written as an `effects` entry, among one ability's effects. */
export function regenerationWithLastingEffect(effects: readonly { type: string }[]): boolean {
  return effects.some((e) => e.type === 'regenerate') && effects.some((e) => e.type === 'createEffect' || e.type === 'skipNextUntap' || e.type === 'becomeCopy');
}

/** The effects a resolving spell or ability writes as an `effects` entry of its ability (CR 611.2, 701.19a, 603.7a). */
export const LASTING_EFFECT_TYPES: ReadonlySet<string> = new Set(['createEffect', 'skipNextUntap', 'becomeCopy', 'regenerate', 'delayedTrigger']);

/**
 * A delayed triggered ability (CR 603.7a) and another effect written as an `effects` entry (or a
 * second delayed trigger), among one ability's effects: each would be an entry of that ability,
 * which the engine can't tell apart yet.
 */
export function delayedTriggerWithLastingEffect(effects: readonly { type: string }[]): boolean {
  return effects.some((e) => e.type === 'delayedTrigger') && effects.filter((e) => LASTING_EFFECT_TYPES.has(e.type)).length > 1;
}
