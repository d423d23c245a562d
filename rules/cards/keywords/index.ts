// The keyword abilities the card format names (CR 702), one module each (flying.ts, ...; the
// landwalks in landwalk.ts, cycling and typecycling in cycling.ts): its rule, what the rules say
// it means, and its behaviour (kind.ts). The registry is typed over every keyword of the format,
// so a keyword added to the format without a module, or a module without a behaviour, does not
// compile (test/cards/keyword-kinds.test.ts). The parts of the engine read a keyword's
// behaviour through the questions below, never its name.

import * as z from 'zod';
import type { Ability, ActivatedAbility, KeywordAbility, ModalTriggeredAbility, TriggeredAbility } from '../format';
import { CYCLING } from './cycling';
import { type KeywordBehaviour, type KeywordMeaning, type KeywordName } from './kind';
import { LANDWALKS } from './landwalk';
import { afflict } from './afflict';
import { battleCry } from './battle-cry';
import { bushido } from './bushido';
import { changeling } from './changeling';
import { chooseABackground } from './choose-a-background';
import { classLevel } from './class-level';
import { deathtouch } from './deathtouch';
import { defender } from './defender';
import { dethrone } from './dethrone';
import { devoid } from './devoid';
import { doubleStrike } from './double-strike';
import { enchant } from './enchant';
import { crew } from './crew';
import { convoke } from './convoke';
import { affinity } from './affinity';
import { equip } from './equip';
import { escape } from './escape';
import { exalted } from './exalted';
import { fear } from './fear';
import { firstStrike } from './first-strike';
import { flanking } from './flanking';
import { flash } from './flash';
import { flashback } from './flashback';
import { flying } from './flying';
import { harmonize } from './harmonize';
import { haste } from './haste';
import { hexproof } from './hexproof';
import { horsemanship } from './horsemanship';
import { indestructible } from './indestructible';
import { infect } from './infect';
import { intimidate } from './intimidate';
import { jumpStart } from './jump-start';
import { kicker } from './kicker';
import { lifelink } from './lifelink';
import { madness } from './madness';
import { melee } from './melee';
import { menace } from './menace';
import { morph } from './morph';
import { myriad } from './myriad';
import { partner } from './partner';
import { protection } from './protection';
import { provoke } from './provoke';
import { persist } from './persist';
import { prowess } from './prowess';
import { undying } from './undying';
import { rampage } from './rampage';
import { reach } from './reach';
import { retrace } from './retrace';
import { shadow } from './shadow';
import { shroud } from './shroud';
import { skulk } from './skulk';
import { training } from './training';
import { trample } from './trample';
import { unearth } from './unearth';
import { vigilance } from './vigilance';
import { ward } from './ward';
import { wither } from './wither';

export type { Combatant, EvasionContext, GraveyardCastCosts, KeywordBehaviour, KeywordMeaning, KeywordName } from './kind';
export { keyword } from './kind';
export { abilitiesAtLevel, levelNeeded, levelOf } from './class-level';
export { LANDWALK, type Landwalk } from './landwalk';

/** Every keyword of the card format, with its module. */
export const KEYWORDS: { readonly [K in KeywordName]: KeywordMeaning<K> } = {
  afflict: afflict,
  'battle cry': battleCry,
  affinity: affinity,
  bushido: bushido,
  changeling: changeling,
  'choose a Background': chooseABackground,
  'class level': classLevel,
  convoke: convoke,
  crew: crew,
  deathtouch: deathtouch,
  defender: defender,
  dethrone: dethrone,
  devoid: devoid,
  'double strike': doubleStrike,
  enchant: enchant,
  equip: equip,
  escape: escape,
  exalted: exalted,
  fear: fear,
  'first strike': firstStrike,
  flanking: flanking,
  flash: flash,
  flashback: flashback,
  flying: flying,
  harmonize: harmonize,
  haste: haste,
  hexproof: hexproof,
  horsemanship: horsemanship,
  indestructible: indestructible,
  infect: infect,
  intimidate: intimidate,
  'jump-start': jumpStart,
  kicker: kicker,
  lifelink: lifelink,
  madness: madness,
  melee: melee,
  menace: menace,
  morph: morph,
  myriad: myriad,
  partner: partner,
  protection: protection,
  provoke: provoke,
  prowess: prowess,
  persist: persist,
  undying: undying,
  rampage: rampage,
  reach: reach,
  retrace: retrace,
  shadow: shadow,
  shroud: shroud,
  skulk: skulk,
  training: training,
  trample: trample,
  unearth: unearth,
  vigilance: vigilance,
  ward: ward,
  wither: wither,
  ...LANDWALKS,
  ...CYCLING,
};

/** A keyword's meaning, or undefined for a name that is no keyword of the format (an opaque keyword's, "ward {1}"). */
export function keywordMeaning(name: string): KeywordMeaning | undefined {
  return Object.hasOwn(KEYWORDS, name) ? KEYWORDS[name as KeywordName] : undefined;
}

/** The behaviours of one kind among some keywords (a permanent's, lowercase as its characteristics list them), each with its keyword and rule. */
export function behavioursOf<T extends KeywordBehaviour['kind']>(
  keywords: readonly string[],
  kind: T,
): { keyword: KeywordName; rule: string; behaviour: Extract<KeywordBehaviour, { kind: T }> }[] {
  const out: { keyword: KeywordName; rule: string; behaviour: Extract<KeywordBehaviour, { kind: T }> }[] = [];
  for (const name of new Set(keywords)) {
    const meaning = keywordMeaning(name);
    if (!meaning) continue;
    for (const behaviour of meaning.behaviour)
      if (behaviour.kind === kind) out.push({ keyword: meaning.keyword, rule: meaning.rule, behaviour: behaviour as Extract<KeywordBehaviour, { kind: T }> });
  }
  return out;
}

/** Whether some keywords give a behaviour of this kind (and, when given, matching `which`). Allocates nothing: the engine asks it in its inner loops. */
export function hasBehaviour<T extends KeywordBehaviour['kind']>(keywords: readonly string[], kind: T, which?: (behaviour: Extract<KeywordBehaviour, { kind: T }>) => boolean): boolean {
  for (const name of keywords) {
    const meaning = keywordMeaning(name);
    if (!meaning) continue;
    for (const behaviour of meaning.behaviour) if (behaviour.kind === kind && (which === undefined || which(behaviour as Extract<KeywordBehaviour, { kind: T }>))) return true;
  }
  return false;
}

/** The keywords that give a behaviour of one of these kinds: what a question reads of a permanent's keywords (rules/state/footprint.ts). */
export function keywordsWith(...kinds: KeywordBehaviour['kind'][]): ReadonlySet<KeywordName> {
  return new Set((Object.values(KEYWORDS) as KeywordMeaning[]).filter((meaning) => meaning.behaviour.some((b) => kinds.includes(b.kind))).map((meaning) => meaning.keyword));
}

/**
 * An ability as a triggered ability works (CR 603): a triggered ability itself, or a keyword
 * that is one (prowess, 702.108a); null for any other ability. The stack and `effects` entries
 * name it by its printed index, so a triggered keyword works where it is printed.
 */
export function triggeredAbility(ability: Ability): TriggeredAbility | ModalTriggeredAbility | null {
  if (ability.kind === 'triggered') return ability;
  if (ability.kind !== 'keyword') return null;
  const triggered = KEYWORDS[ability.keyword].behaviour.find((b) => b.kind === 'triggered');
  if (triggered?.kind !== 'triggered') return null;
  return typeof triggered.ability === 'function' ? triggered.ability(ability) : triggered.ability;
}

/**
 * An ability as an activated ability works (CR 602): an activated ability itself, or a keyword
 * that stands for one (equip 702.6a, crew 702.122a); null for any other ability. The stack and
 * `effects` entries name it by its printed index.
 */
export function activatedAbility(ability: Ability): ActivatedAbility | null {
  if (ability.kind === 'activated') return ability;
  if (ability.kind !== 'keyword') return null;
  const activated = KEYWORDS[ability.keyword].behaviour.find((b) => b.kind === 'activated');
  return activated?.kind === 'activated' ? activated.ability(ability) : null;
}

/**
 * The keywords that let a card be cast from a graveyard (a `castFromGraveyard` behaviour), as a
 * spell on the stack names the one it was cast with (`castWith`, CR 702.34a: whether its
 * flashback cost was paid; 702.133a: whether it was cast using its jump-start ability; 702.138b:
 * whether it escaped; 702.81a: cast with retrace; 702.180a: whether its harmonize cost was paid); test/cards/keyword-kinds.test.ts checks each has that behaviour.
 */
export const CastWith = z.enum(['flashback', 'jump-start', 'escape', 'retrace', 'harmonize']);
export type CastWith = z.infer<typeof CastWith>;

/** A keyword ability of a card that lets it be cast from a graveyard (CR 601.3, 702.34a), with that behaviour; null for any other ability. */
export function graveyardCast(
  ability: Ability,
): { ability: KeywordAbility & { keyword: CastWith }; rule: string; behaviour: Extract<KeywordBehaviour, { kind: 'castFromGraveyard' }> } | null {
  if (ability.kind !== 'keyword' || !CastWith.safeParse(ability.keyword).success) return null;
  const meaning = KEYWORDS[ability.keyword];
  const behaviour = meaning.behaviour.find((b) => b.kind === 'castFromGraveyard');
  return behaviour?.kind === 'castFromGraveyard' ? { ability: ability as KeywordAbility & { keyword: CastWith }, rule: behaviour.rule, behaviour } : null;
}

/** The `castFromGraveyard` behaviour of the keyword a spell was cast with (CR 702.34a). */
export function castWithBehaviour(keyword: CastWith): { rule: string; behaviour: Extract<KeywordBehaviour, { kind: 'castFromGraveyard' }> } {
  const meaning = KEYWORDS[keyword];
  const behaviour = meaning.behaviour.find((b) => b.kind === 'castFromGraveyard');
  if (behaviour?.kind !== 'castFromGraveyard') throw new Error(`${keyword} has no castFromGraveyard behaviour`);
  return { rule: behaviour.rule, behaviour };
}
