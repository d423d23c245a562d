// What an Oracle line the compiler can't structure says of itself (rules/cards/opaque.ts): the
// kind of ability it is (CR 113.3, 605, 614, 702), what could make it trigger (603.2; the event
// types of rules/board/events.ts), what it may touch (its reach), where it works (113.6), and
// whether it only ever affects its own object. This decides whether the engine answers a
// question or says UNSUPPORTED, so every guess leans wide: a reach too broad is only an
// unnecessary UNSUPPORTED, a reach too narrow is a wrong answer.

import { REACH, type Affected, type OpaqueAbility, type Reach } from '../../rules';
import { footprintOf } from './footprint';

type OpaqueKind = OpaqueAbility['as'];
type OpaqueTrigger = NonNullable<OpaqueAbility['trigger']>;
type Zone = NonNullable<OpaqueAbility['zones']>[number];

/** An opaque line's description, without its text. */
export interface Classification {
  as: OpaqueKind;
  trigger?: OpaqueTrigger;
  reach: Reach[];
  zones?: Zone[];
  self?: true;
  affects?: Affected[];
  replaces?: OpaqueTrigger;
  enters?: true;
  keywords?: string[];
  selfReach?: Reach[];
}

/** What the classifier needs of the card. */
export interface ClassifiedCard {
  types: readonly string[];
  /** The card calls itself "him" or "her" (CR 201.5). */
  pronoun?: string;
  /** Its printed power: on a station card that is no creature, the power and toughness box of a striation (CR 721.2b). */
  power?: unknown;
}

// ---------------------------------------------------------------------------------------
// Keywords (CR 702): what each may touch and where it works, beyond what its words say.

interface KeywordInfo {
  reach: Reach[];
  zones?: Zone[];
  /** Keyword abilities that are triggered abilities (CR 702: "Whenever ..." in their rules). */
  trigger?: OpaqueTrigger;
  /** Keyword abilities that are activated abilities of a permanent (CR 702: "[Cost]: ..." in their rules): each takes its place among its activated abilities. */
  activated?: true;
  /** Keyword abilities that act only as their object enters (CR 614.1c: "enters with ... counters"). */
  enters?: true;
}

const COMBAT: Reach[] = ['combat'];
const CAST_FROM_HAND: Zone[] = ['hand', 'stack'];
const FROM_GRAVEYARD: Zone[] = ['graveyard'];
const FACE_DOWN: Reach[] = ['types', 'colors', 'abilities', 'powerToughness', 'text', 'costs', 'timing', 'zones'];

/** By the keyword's name, lowercase (CR 702.2-702.190, with the variants of landwalk and cycling matched apart). */
const KEYWORDS = new Map<string, KeywordInfo>([
  ['deathtouch', { reach: ['damage', 'zones'] }],
  ['defender', { reach: COMBAT }],
  ['double strike', { reach: ['combat', 'damage'] }],
  // Enchant restricts what the Aura spell can target and what the Aura can enchant (CR 702.5a, 303.4a, 704.5m).
  ['enchant', { reach: ['zones', 'targets'], zones: ['stack', 'battlefield'] }],
  ['equip', { reach: ['zones', 'targets', 'timing'], activated: true }],
  ['first strike', { reach: ['combat', 'damage'] }],
  ['flash', { reach: ['timing'], zones: CAST_FROM_HAND }],
  ['flying', { reach: COMBAT }],
  ['haste', { reach: ['combat', 'costs', 'timing'] }],
  ['hexproof', { reach: ['targets'] }],
  ['indestructible', { reach: ['zones'] }],
  ['intimidate', { reach: COMBAT }],
  ['lifelink', { reach: ['life', 'damage'] }],
  ['protection', { reach: ['targets', 'damage', 'combat', 'zones'] }],
  ['reach', { reach: COMBAT }],
  ['shroud', { reach: ['targets'] }],
  ['trample', { reach: ['combat', 'damage'] }],
  ['vigilance', { reach: ['combat', 'tapping'] }],
  ['ward', { reach: ['targets', 'stack', 'costs'], trigger: ['becameTarget'] }],
  ['banding', { reach: ['combat', 'damage'] }],
  ['rampage', { reach: ['combat', 'powerToughness'], trigger: ['becameBlocked', 'blockerDeclared'] }],
  ['cumulative upkeep', { reach: ['counters', 'costs', 'zones', 'mana', 'life'], trigger: ['stepBegan'] }],
  ['flanking', { reach: ['combat', 'powerToughness'], trigger: ['becameBlocked', 'blockerDeclared'] }],
  ['phasing', { reach: ['zones', 'turn'], trigger: ['stepBegan'] }],
  ['buyback', { reach: ['costs', 'zones'], zones: CAST_FROM_HAND }],
  ['shadow', { reach: COMBAT }],
  ['cycling', { reach: ['zones'], zones: ['hand'] }],
  ['echo', { reach: ['costs', 'zones', 'mana'], trigger: ['stepBegan'] }],
  ['horsemanship', { reach: COMBAT }],
  ['fading', { reach: ['counters', 'zones'], trigger: ['stepBegan', 'enteredBattlefield'] }],
  ['kicker', { reach: ['costs'], zones: CAST_FROM_HAND }],
  ['multikicker', { reach: ['costs'], zones: CAST_FROM_HAND }],
  // A static ability in the graveyard and one on the stack, exiling it as it leaves (CR 702.34a).
  ['flashback', { reach: ['costs', 'timing', 'zones'], zones: ['graveyard', 'stack'] }],
  ['madness', { reach: ['costs', 'timing', 'zones'], zones: ['hand', 'exile'], trigger: ['discarded'] }],
  ['fear', { reach: COMBAT }],
  ['morph', { reach: FACE_DOWN, zones: CAST_FROM_HAND }],
  ['megamorph', { reach: [...FACE_DOWN, 'counters'], zones: CAST_FROM_HAND }],
  ['amplify', { reach: ['counters', 'powerToughness', 'zones'], enters: true }],
  ['provoke', { reach: ['combat', 'tapping'], trigger: ['attackerDeclared'] }],
  ['storm', { reach: ['stack', 'copy'], zones: ['stack'], trigger: ['cast', 'putOnStack'] }],
  ['affinity', { reach: ['costs'], zones: CAST_FROM_HAND }],
  ['entwine', { reach: ['costs'], zones: ['stack'] }],
  ['modular', { reach: ['counters', 'powerToughness'], trigger: ['leftBattlefield', 'putIntoGraveyard', 'destroyed', 'sacrificed', 'enteredBattlefield'] }],
  ['sunburst', { reach: ['counters', 'powerToughness'], enters: true }],
  ['bushido', { reach: ['combat', 'powerToughness'], trigger: ['becameBlocked', 'blockerDeclared'] }],
  ['soulshift', { reach: ['zones'], trigger: ['leftBattlefield', 'putIntoGraveyard', 'destroyed', 'sacrificed'] }],
  ['splice', { reach: ['costs', 'stack'], zones: ['hand'] }],
  ['offering', { reach: ['costs', 'timing', 'zones'], zones: CAST_FROM_HAND }],
  ['ninjutsu', { reach: ['combat', 'zones'], zones: ['hand'] }],
  ['epic', { reach: ['stack', 'copy', 'timing', 'turn'] }],
  ['convoke', { reach: ['costs', 'tapping'], zones: CAST_FROM_HAND }],
  ['dredge', { reach: ['zones'], zones: FROM_GRAVEYARD }],
  ['transmute', { reach: ['zones'], zones: ['hand'] }],
  ['bloodthirst', { reach: ['counters', 'powerToughness'], enters: true }],
  ['haunt', { reach: ['zones'], trigger: ['leftBattlefield', 'putIntoGraveyard', 'exiled'] }],
  ['replicate', { reach: ['costs', 'copy', 'stack'], zones: ['stack'] }],
  ['forecast', { reach: ['zones'], zones: ['hand'] }],
  ['graft', { reach: ['counters', 'powerToughness'], trigger: ['enteredBattlefield'] }],
  ['recover', { reach: ['zones'], zones: FROM_GRAVEYARD, trigger: ['putIntoGraveyard', 'leftBattlefield'] }],
  ['ripple', { reach: ['zones', 'stack'], trigger: ['cast', 'putOnStack'] }],
  ['split second', { reach: ['stack', 'timing'], zones: ['stack'] }],
  // Cast without paying its mana cost, a creature with haste (CR 702.62a).
  ['suspend', { reach: ['zones', 'counters', 'costs', 'timing', 'mana', 'stack', 'abilities', 'combat'], zones: ['hand', 'exile'], trigger: ['stepBegan', 'countersRemoved'] }],
  ['vanishing', { reach: ['counters', 'zones'], trigger: ['stepBegan', 'countersRemoved'] }],
  ['absorb', { reach: ['damage'] }],
  ['aura swap', { reach: ['zones'] }],
  ['delve', { reach: ['costs', 'zones'], zones: CAST_FROM_HAND }],
  ['fortify', { reach: ['zones', 'timing'], activated: true }],
  ['frenzy', { reach: ['combat', 'powerToughness'], trigger: ['becameBlocked', 'blockerDeclared'] }],
  ['gravestorm', { reach: ['stack', 'copy'], trigger: ['cast', 'putOnStack'] }],
  ['poisonous', { reach: ['counters', 'game'], trigger: ['damageDealt'] }],
  ['transfigure', { reach: ['zones'] }],
  ['champion', { reach: ['zones'], trigger: ['enteredBattlefield', 'leftBattlefield'] }],
  ['changeling', { reach: ['types'] }],
  ['evoke', { reach: ['costs', 'zones'], zones: CAST_FROM_HAND, trigger: ['enteredBattlefield'] }],
  ['hideaway', { reach: ['zones', 'tapping'], trigger: ['enteredBattlefield'] }],
  ['prowl', { reach: ['costs'], zones: CAST_FROM_HAND }],
  ['reinforce', { reach: ['counters', 'zones'], zones: ['hand'] }],
  ['conspire', { reach: ['costs', 'copy', 'stack', 'tapping'], zones: ['stack'] }],
  ['persist', { reach: ['zones', 'counters'], trigger: ['leftBattlefield', 'putIntoGraveyard', 'destroyed', 'sacrificed'] }],
  ['wither', { reach: ['damage', 'counters', 'powerToughness'] }],
  ['retrace', { reach: ['costs', 'timing', 'zones'], zones: FROM_GRAVEYARD }],
  ['devour', { reach: ['zones', 'counters', 'powerToughness'], enters: true }],
  ['exalted', { reach: ['combat', 'powerToughness'], trigger: ['attackerDeclared'] }],
  ['unearth', { reach: ['zones', 'abilities', 'timing'], zones: FROM_GRAVEYARD }],
  ['cascade', { reach: ['zones', 'stack', 'costs'], zones: ['stack'], trigger: ['cast', 'putOnStack'] }],
  ['annihilator', { reach: ['combat', 'zones'], trigger: ['attackerDeclared'] }],
  ['level up', { reach: ['counters', 'powerToughness', 'abilities', 'timing'], activated: true }],
  ['rebound', { reach: ['zones', 'stack'], zones: ['stack', 'exile'], trigger: ['stepBegan'] }],
  ['umbra armor', { reach: ['zones', 'damage'] }],
  ['totem armor', { reach: ['zones', 'damage'] }],
  ['infect', { reach: ['damage', 'counters', 'powerToughness', 'game'] }],
  ['battle cry', { reach: ['combat', 'powerToughness'], trigger: ['attackerDeclared'] }],
  ['living weapon', { reach: ['zones'], trigger: ['enteredBattlefield'] }],
  ['undying', { reach: ['zones', 'counters'], trigger: ['leftBattlefield', 'putIntoGraveyard', 'destroyed', 'sacrificed'] }],
  ['miracle', { reach: ['costs', 'timing', 'zones'], zones: ['hand', 'library'], trigger: ['drew'] }],
  ['soulbond', { reach: ['abilities', 'powerToughness'], trigger: ['enteredBattlefield'] }],
  ['overload', { reach: ['costs', 'targets'], zones: CAST_FROM_HAND }],
  ['scavenge', { reach: ['counters', 'zones', 'timing'], zones: FROM_GRAVEYARD }],
  ['unleash', { reach: ['counters', 'combat'] }],
  ['cipher', { reach: ['zones', 'stack', 'copy'], zones: ['stack'], trigger: ['damageDealt'] }],
  ['evolve', { reach: ['counters', 'powerToughness'], trigger: ['enteredBattlefield'] }],
  ['extort', { reach: ['life', 'costs', 'mana'], trigger: ['cast', 'putOnStack'] }],
  ['fuse', { reach: ['costs', 'stack'], zones: CAST_FROM_HAND }],
  // Cast bestowed it is an Aura spell with enchant creature, and an Aura until unattached (CR 702.103a-b, 702.103f).
  ['bestow', { reach: ['costs', 'types', 'zones', 'powerToughness', 'abilities', 'targets'], zones: ['hand', 'stack', 'battlefield'] }],
  ['tribute', { reach: ['counters', 'powerToughness'], enters: true }],
  ['dethrone', { reach: ['combat', 'counters'], trigger: ['attackerDeclared'] }],
  ['hidden agenda', { reach: ['game', 'text'], zones: ['command'] }],
  ['double agenda', { reach: ['game', 'text'], zones: ['command'] }],
  ['outlast', { reach: ['counters', 'timing', 'tapping'], activated: true }],
  ['prowess', { reach: ['powerToughness'], trigger: ['cast', 'putOnStack'] }],
  ['dash', { reach: ['costs', 'zones', 'abilities'], zones: CAST_FROM_HAND }],
  ['exploit', { reach: ['zones'], trigger: ['enteredBattlefield'] }],
  ['menace', { reach: COMBAT }],
  ['renown', { reach: ['counters', 'powerToughness'], trigger: ['damageDealt'] }],
  ['awaken', { reach: ['costs', 'counters', 'types', 'powerToughness', 'abilities'], zones: CAST_FROM_HAND }],
  ['devoid', { reach: ['colors'] }],
  ['ingest', { reach: ['zones'], trigger: ['damageDealt'] }],
  ['myriad', { reach: ['combat', 'zones', 'copy'], trigger: ['attackerDeclared'] }],
  ['surge', { reach: ['costs'], zones: CAST_FROM_HAND }],
  ['skulk', { reach: COMBAT }],
  ['emerge', { reach: ['costs', 'zones'], zones: CAST_FROM_HAND }],
  ['escalate', { reach: ['costs'], zones: ['stack'] }],
  ['melee', { reach: ['combat', 'powerToughness'], trigger: ['attackerDeclared'] }],
  ['crew', { reach: ['types', 'tapping', 'combat', 'powerToughness'], activated: true }],
  ['fabricate', { reach: ['counters', 'zones'], trigger: ['enteredBattlefield'] }],
  ['partner', { reach: ['game', 'zones'], zones: ['command'] }],
  ['undaunted', { reach: ['costs'], zones: CAST_FROM_HAND }],
  ['improvise', { reach: ['costs', 'tapping'], zones: CAST_FROM_HAND }],
  // Where the half can't be cast from functions everywhere (CR 702.127a, 113.6f).
  ['aftermath', { reach: ['timing', 'zones'], zones: ['hand', 'graveyard', 'stack', 'exile', 'library'] }],
  ['embalm', { reach: ['zones', 'copy', 'timing'], zones: FROM_GRAVEYARD }],
  ['eternalize', { reach: ['zones', 'copy', 'timing', 'powerToughness'], zones: FROM_GRAVEYARD }],
  ['afflict', { reach: ['combat', 'life'], trigger: ['becameBlocked', 'blockerDeclared'] }],
  ['ascend', { reach: ['game'] }],
  ['assist', { reach: ['costs'], zones: CAST_FROM_HAND }],
  // Like flashback, it exiles the card as it leaves the stack (CR 702.133a).
  ['jump-start', { reach: ['costs', 'timing', 'zones'], zones: ['graveyard', 'stack'] }],
  ['mentor', { reach: ['combat', 'counters'], trigger: ['attackerDeclared'] }],
  ['afterlife', { reach: ['zones'], trigger: ['leftBattlefield', 'putIntoGraveyard', 'destroyed', 'sacrificed'] }],
  ['riot', { reach: ['counters', 'abilities'] }],
  ['spectacle', { reach: ['costs'], zones: CAST_FROM_HAND }],
  ['escape', { reach: ['costs', 'timing', 'zones'], zones: FROM_GRAVEYARD }],
  ['companion', { reach: ['game', 'zones', 'costs'], zones: ['command'] }],
  ['mutate', { reach: ['costs', 'types', 'abilities', 'powerToughness', 'zones', 'copy'], zones: CAST_FROM_HAND }],
  ['encore', { reach: ['zones', 'copy', 'combat', 'timing'], zones: FROM_GRAVEYARD }],
  ['boast', { reach: ['timing'], activated: true }],
  // Foretelling pays {2}; cast from exile for its foretell cost, an alternative cost on the stack (CR 702.143a, 113.6d).
  ['foretell', { reach: ['costs', 'timing', 'zones', 'mana'], zones: ['hand', 'exile', 'stack'] }],
  ['demonstrate', { reach: ['copy', 'stack'], trigger: ['cast', 'putOnStack'] }],
  // As its permanent enters (entering transformed, making it day or night) and as a turn begins (CR 702.145b-g, 730.2).
  ['daybound', { reach: ['turn', 'types', 'abilities', 'powerToughness', 'colors', 'game'], trigger: ['stepBegan', 'enteredBattlefield'] }],
  ['nightbound', { reach: ['turn', 'types', 'abilities', 'powerToughness', 'colors', 'game'], trigger: ['stepBegan', 'enteredBattlefield'] }],
  ['disturb', { reach: ['costs', 'timing', 'zones'], zones: FROM_GRAVEYARD }],
  ['decayed', { reach: ['combat', 'zones'] }],
  ['cleave', { reach: ['costs', 'text'], zones: CAST_FROM_HAND }],
  ['training', { reach: ['counters', 'combat'], trigger: ['attackerDeclared'] }],
  ['compleated', { reach: ['counters', 'costs'] }],
  ['reconfigure', { reach: ['types', 'zones', 'timing'], activated: true }],
  ['blitz', { reach: ['costs', 'abilities', 'zones'], zones: CAST_FROM_HAND }],
  ['casualty', { reach: ['costs', 'copy', 'stack', 'zones'], zones: ['stack'] }],
  ['enlist', { reach: ['combat', 'tapping', 'powerToughness'], trigger: ['attackerDeclared'] }],
  ['read ahead', { reach: ['counters'], enters: true }],
  ['ravenous', { reach: ['counters', 'zones'], enters: true }],
  // An additional cost on the stack and a trigger as it enters (CR 702.157a).
  ['squad', { reach: ['costs', 'copy', 'zones'], zones: ['hand', 'stack', 'battlefield'] }],
  ['space sculptor', { reach: ['game'] }],
  ['visit', { reach: ['game'] }],
  ['prototype', { reach: ['costs', 'colors', 'powerToughness'], zones: CAST_FROM_HAND }],
  ['living metal', { reach: ['types'] }],
  ['more than meets the eye', { reach: ['costs', 'types', 'colors', 'abilities', 'powerToughness'], zones: CAST_FROM_HAND }],
  ['for mirrodin!', { reach: ['zones'], trigger: ['enteredBattlefield'] }],
  ['toxic', { reach: ['counters', 'game'], trigger: ['damageDealt'] }],
  ['backup', { reach: ['counters', 'abilities'], trigger: ['enteredBattlefield'] }],
  ['bargain', { reach: ['costs', 'zones'], zones: CAST_FROM_HAND }],
  ['craft', { reach: ['zones', 'timing'], activated: true }],
  ['disguise', { reach: [...FACE_DOWN, 'targets'], zones: CAST_FROM_HAND }],
  ['solved', { reach: ['game'] }],
  ['plot', { reach: ['costs', 'timing', 'zones'], zones: ['hand', 'exile'] }],
  ['saddle', { reach: ['tapping', 'combat', 'timing'], activated: true }],
  ['spree', { reach: ['costs'], zones: ['stack'] }],
  ['freerunning', { reach: ['costs'], zones: CAST_FROM_HAND }],
  ['gift', { reach: ['zones', 'costs'], zones: ['stack'] }],
  ['offspring', { reach: ['costs', 'zones', 'copy'], zones: CAST_FROM_HAND, trigger: ['enteredBattlefield'] }],
  ['impending', { reach: ['costs', 'counters', 'types'], zones: CAST_FROM_HAND, trigger: ['stepBegan'] }],
  ['exhaust', { reach: ['timing'], activated: true }],
  ['max speed', { reach: ['game'] }],
  ['start your engines!', { reach: ['game', 'turn'], trigger: ['stepBegan'] }],
  ['harmonize', { reach: ['costs', 'tapping', 'timing', 'zones'], zones: FROM_GRAVEYARD }],
  // Its tokens enter tapped and attacking (CR 702.181a).
  ['mobilize', { reach: ['combat', 'zones', 'tapping'], trigger: ['attackerDeclared'] }],
  ['job select', { reach: ['zones', 'abilities'], trigger: ['enteredBattlefield'] }],
  ['tiered', { reach: ['costs'], zones: ['stack'] }],
  ['station', { reach: ['counters', 'tapping', 'types', 'timing'], activated: true }],
  ['warp', { reach: ['costs', 'zones', 'timing'], zones: ['hand', 'exile'] }],
  ['mayhem', { reach: ['costs', 'zones', 'timing'], zones: FROM_GRAVEYARD }],
  ['web-slinging', { reach: ['costs', 'zones'], zones: CAST_FROM_HAND }],
  ['firebending', { reach: ['mana'], trigger: 'unreported' }],
  // Cast from a hand in the declare blockers step for an alternative cost, a creature entering tapped and attacking.
  ['sneak', { reach: ['costs', 'timing', 'combat', 'zones', 'tapping'], zones: CAST_FROM_HAND }],
  ['channel', { reach: ['zones'], zones: ['hand'] }],
  ['landwalk', { reach: COMBAT }],
  ['typecycling', { reach: ['zones'], zones: ['hand'] }],
]);

/**
 * Keywords that act only on their own object while it is on the battlefield (CR 702: evasion,
 * protection, characteristic-defining changeling and devoid, damage keywords): a line of them
 * changes only that object.
 */
const SELF_KEYWORDS: ReadonlySet<string> = new Set([
  'deathtouch',
  'defender',
  'double strike',
  'first strike',
  'flying',
  'haste',
  'hexproof',
  'indestructible',
  'intimidate',
  'lifelink',
  'protection',
  'reach',
  'shroud',
  'trample',
  'vigilance',
  'shadow',
  'horsemanship',
  'fear',
  'menace',
  'skulk',
  'landwalk',
  'changeling',
  'devoid',
  'infect',
  'wither',
  'decayed',
]);

/** What a triggered keyword acts on, from its controller (CR 702): for a line of keywords that acts all the time. */
const TRIGGERED_KEYWORD_AFFECTS: ReadonlyMap<string, readonly Affected[]> = new Map<string, readonly Affected[]>([
  // Counters an opponent's spell or ability targeting it unless that player pays (CR 702.21a).
  ['ward', [{ spells: 'opponents' }, { players: 'opponents' }]],
  // The defending player sacrifices permanents (CR 702.86a).
  ['annihilator', [{ permanents: { controller: 'opponent' } }]],
]);

/** The events producing mana brings about (a mana question's; rules/scenario/questions/kind.ts MANA_EVENTS). */
const MANA_EVENTS = new Set(['abilityActivated', 'tapped', 'untapped', 'tappedForMana', 'manaAdded', 'manaReplaced', 'lifePaid', 'countersRemoved', 'countersPut']);

/** A triggered keyword whose trigger events are all reported and none of them one that producing mana brings about. */
function selfTriggered(info: KeywordInfo): boolean {
  return !info.activated && Array.isArray(info.trigger) && info.trigger.every((event) => !MANA_EVENTS.has(event));
}

/**
 * The keywords a list names ("flying", "first strike and trample", "Ward—Pay 2 life"), by their
 * names as the footprint writes them (lowercase), or null when something in it is no keyword.
 */
export function keywordNames(text: string): string[] | null {
  const parts = text
    .trim()
    .split(/,? and |, (?![^(]*\))| or /)
    .map((part) => part.trim())
    .filter((part) => part !== '');
  if (parts.length === 0) return null;
  const names: string[] = [];
  for (const part of parts) {
    const name = leadingKeyword(part);
    if (name === null || !KEYWORDS.has(name)) return null;
    // Only the keyword and its parameter: "ward {2}", "protection from red", not a sentence that starts with one.
    if (
      part.length > name.length &&
      !/^[\s—{]|^ from [a-z ]+$|^ \d+$/.test(
        part
          .slice(name.length)
          .toLowerCase()
          .replace(/^ (?=\{)/, ''),
      )
    )
      return null;
    names.push(name);
  }
  return names;
}

/** The keywords of a line of keywords ("Flying, protection from red, annihilator 6"), or null when it isn't one. */
function keywordList(line: string): string[] | null {
  const first = leadingKeyword(line);
  if (first === null || !KEYWORDS.has(first)) return null;
  const parts = line.replace(/\.$/, '').split(/, (?![^(]*\))/);
  const names = parts.map((part) => leadingKeyword(part));
  // Only the first keyword when the rest aren't keywords (a keyword's own text: "Equip legendary creature {3}").
  return names.every((name) => name !== null && KEYWORDS.has(name)) ? (names as string[]) : [first];
}

/** What several keywords of a line say together: every one's reach, triggers and zones. */
function unionOf(infos: readonly KeywordInfo[]): KeywordInfo & { self?: true } {
  if (infos.length === 1) return infos[0]!;
  const reach = new Set<Reach>(infos.flatMap((info) => info.reach));
  const triggers = infos.map((info) => info.trigger).filter((t): t is OpaqueTrigger => t !== undefined);
  const trigger: OpaqueTrigger | undefined =
    triggers.length === 0
      ? undefined
      : triggers.includes('any')
        ? 'any'
        : triggers.every((t) => t === 'unreported')
          ? 'unreported'
          : [...new Set(triggers.flatMap((t) => (Array.isArray(t) ? t : [])))].sort();
  const zones = infos.some((info) => !info.zones) ? undefined : [...new Set(infos.flatMap((info) => info.zones ?? []))];
  return { reach: [...reach], ...(trigger ? { trigger } : {}), ...(zones ? { zones } : {}) };
}

/** The keyword a line starts with: its name, or null (landwalk and typecycling variants by their family name). */
export function leadingKeyword(line: string): string | null {
  const lower = line.toLowerCase();
  if (/^(\w+ )?\w*walk\b/.test(lower)) return 'landwalk';
  if (/^(basic )?\w*cycling\b/.test(lower) && !lower.startsWith('cycling')) return 'typecycling';
  // Longest names first: "flash" must not take "flashback".
  for (const name of KEYWORD_NAMES) {
    if (!lower.startsWith(name)) continue;
    const after = lower.slice(name.length);
    if (after === '' || /^(\s|,|—|\{|:|\.)/.test(after)) return name;
  }
  return null;
}

const KEYWORD_NAMES = [...KEYWORDS.keys()].sort((a, b) => b.length - a.length);

// ---------------------------------------------------------------------------------------
// Reach: what words say an ability may touch.

/** Counter as a verb on the stack (CR 701.6), taken out before reading "counter" as the noun of counters (122). */
const COUNTERING = /\bcounter (target|that|it|them|all|up to|each|the next|any)\b|\bcountered\b|\bcounters? (a |that )?(spell|ability)\b/g;

/** A mana symbol (CR 107.4): generic, colored, colorless, snow, hybrid, Phyrexian, X. */
const MANA_SYMBOL = /\{(\d+|[xyz]|[wubrgcs]|[wubrg2c]\/[wubrgp]|[wubrg]\/[wubrg]\/p)\}/;

const REACH_WORDS: readonly [RegExp, readonly Reach[]][] = [
  // "enters as a 5/2 creature", "your choice of a 3/3 creature" (CR 208.2b: a printed * set as it enters).
  [
    /[+-][\dx*]+\/[+-][\dx*]+|\bpower\b|\btoughness\b|\b(is|are|becomes?|base|enters as|choice of) (a |an )?\d+\/\d+|\bbolster\b|\badapt\b|\bmonstrosity\b|\bsupport\b|\bproliferate\b|\bincubate\b/,
    ['powerToughness'],
  ],
  [/\bha(s|ve)\b|\bgains?\b(?! (\d+|x) life\b| life\b| control\b)|\blos(e|es|t)\b(?! (\d+|x|that much)? ?life| the game)|\babilit(y|ies)\b|"/, ['abilities']],
  [
    /\b(is|are|becomes?|isn't|aren't)\b[^.]*\b(artifacts?|creatures?|lands?|enchantments?|planeswalkers?|legendary|basic|snow|types?|equipment|aura|vehicle|copy)\b|creature types?|land types?|card types?|subtypes?|in addition to its other|\bchangeling\b|\btransform|\bconvert|\bface[- ]down|\bface up|\bmorph|\bmanifest|\bcloak|\bdisguise/,
    ['types'],
  ],
  [
    /\b(is|are|becomes?|isn't|aren't)\b[^.]*\b(white|blue|black|red|green|colorless|monocolored|multicolored|colors?)\b|\bdevoid\b|\ball colors\b|\btransform|\bconvert|\bface[- ]down/,
    ['colors'],
  ],
  [/\btransform|\bconvert|\bface[- ]down|\bface up|\bmorph|\bbecomes? a copy|\bas a copy/, ['abilities', 'powerToughness']],
  [
    /\bcontrol of\b|\bgains? control\b|\bexchange control\b|\bunder (your|its owner's|their|an opponent's) control\b|\bcontrols? enchanted\b|\byou control enchanted\b|\bbecomes? the controller\b/,
    ['control'],
  ],
  [/\bcop(y|ies)\b/, ['copy']],
  [/\badd\b|\bmana\b|\btreasure|\bpowerstone|\bgold token|\{[wubrgcsx\d]+\}.*\badd\b|\bfirebending\b/, ['mana']],
  [/\bcosts?\b|\bpays?\b|\bpaid\b|without paying|\bspen[dt]\b|\bconvoke|\bdelve|\bimprovise|\baffinity|\bkick(er|ed)|\bbuyback|\bentwine|\breduce|\bx is\b/, ['costs']],
  [
    /\bflash\b|as though|only as a sorcery|any time you could cast|\bonly during\b|\bonly (once|twice)\b|\bcan't be cast|\bcan't cast|\bcan't play|\bmay (cast|play)\b|\bplay (an )?additional land|\bplay lands?\b|\bactivate only\b|\bsplit second|\bcast\b[^.]*\bfrom\b|\bplay\b[^.]*\bfrom\b|\bhaste\b|\bcan't activate|\bcan't be activated|\bcast this spell only/,
    ['timing'],
  ],
  [
    /hexproof|\bshroud\b|can't be the targets?|becomes? the target|\bward\b|protection from|change the targets?|new targets?|can't target|illegal target|\bonly .* can target/,
    ['targets'],
  ],
  [/\bdamage\b|\bdeals?\b|\bfights?\b|\bdeathtouch\b|\binfect\b|\bwither\b|\bfirst strike\b|\bdouble strike\b|\btrample\b|\blifelink\b|\bprevent|\bregenerat/, ['damage']],
  [/\blife\b|\blifelink\b/, ['life']],
  [
    /\bcounters?\b|\bproliferate\b|\{e\}|\bpoison|\bexperience\b|\bloyalty\b|\blore\b|\bbolster\b|\badapt\b|\bmonstrosity\b|\bundying\b|\bpersist\b|\blevel\b|\boutlast\b|\brenown\b|\bsupport\b|\btraining\b|\bmentor\b|\briot\b|\bfabricate\b|\bbackup\b|\btoxic\b|\binfect\b|\bwither\b|\bchapter\b|\bamass\b|\bexplores?\b|\bstation\b|\bincubate\b/,
    ['counters'],
  ],
  [
    /\bthe stack\b|\bsplit second\b|\bstorm\b|\bcascade\b|change the targets?|new targets?|\bspells?\b[^.]*\bcop(y|ies)\b|\bcop(y|ies)\b[^.]*\bspells?\b|\bcan't be countered\b|\bredirect/,
    ['stack'],
  ],
  [
    /\bdestroy|\bexile|\breturn|\bsacrific|\bdraws?\b|\bdrawn\b|\bdiscard|\bsearch|\bgraveyard|\btokens?\b|\bmill|\blibrary|\bhand\b|\bbattlefield|\bshuffle|\breveal|\blook at|\bscry|\bsurveil|\bcreate|\bput\b[^.]*\b(into|onto|on top|on the bottom)\b|\bregenerat|\bdies\b|\bdie\b|\bindestructible|\bleaves?\b|\bphas(e|es|ing)\b|\bexplores?\b|\binvestigate|\bcycl(e|ing)|\bmanifest|\bcloak|\bconniv|\blearn\b|\bventure|\bclash|\bdeathtouch\b|\bamass|\bincubate|\bdiscover|\bforage|\bcollect evidence|\bblight|\bearthbend|\bairbend|\bwaterbend|\bmonarch|\binitiative|\bdungeon|\bfood\b|\bclue\b|\bmeld|\btransform/,
    ['zones'],
  ],
  [/\{t\}|\{q\}|\btaps?\b|\btapped\b|\buntap|\bvigilance\b|\bcrew|\bconvoke|\bexert|\bstation\b|\bsaddle|\bwaterbend/, ['tapping']],
  [
    /\battack|\bblock|\bcombat\b|defending player|\bflying\b|\breach\b|\bmenace\b|\btrample\b|\bfirst strike\b|\bdouble strike\b|\bvigilance\b|\bdefender\b|\bfear\b|\bintimidate\b|\bshadow\b|\bhorsemanship\b|\w+walk\b|\bskulk\b|\bflanking\b|\bbushido\b|\brampage\b|\bprovoke\b|\bbanding\b|\bmelee\b|\bbattle cry\b|\bexalted\b|\bannihilator\b|\bafflict\b|\bdethrone\b|\bmyriad\b|\bgoad|can't be blocked|\bunblockable\b|\bhaste\b|\bsaddle|\bcrew|\benlist|\bninjutsu|\bmobilize|\braid\b/,
    ['combat'],
  ],
  [
    /\bextra turn|\badditional turn|\bskip|\bphas(e|es|ing)\b|additional combat|additional (main|beginning)|end the turn|\buntap step|\bday\b|\bnight\b|\bdaybound|\bnightbound|\bcumulative upkeep/,
    ['turn'],
  ],
  [
    /\bwins? the game|\blos(e|es) the game|\bdraws? the game|\bcan't (lose|win)|\bpoison counter|\bcommander\b|\bcompanion\b|starting deck|opening hand|\bsideboard|outside the game|\bemblem|\bmonarch|\binitiative|\bdungeon|\bring tempts|\bplanes?\b|\bscheme|\bconspirac|\bdraft|\bascend\b|city's blessing|\bspeed\b|\battraction|\bcontraption|\bsticker|\bvillainous/,
    ['game'],
  ],
  // Keyword actions whose own words the line doesn't repeat (CR 701): earthbend makes a land a 0/0
  // creature with haste and +1/+1 counters that returns tapped (701.66a); airbend exiles a creature
  // or spell its owner may cast for {2} (701.65a); discover exiles cards and casts one without paying
  // its mana cost (701.57a).
  [/\bearthbend/, ['types', 'powerToughness', 'abilities', 'counters', 'combat', 'timing', 'tapping', 'zones']],
  [/\bairbend|\bdiscover/, ['zones', 'stack', 'costs', 'timing']],
  // A land type gives the land that type's mana ability (CR 305.6, 305.7).
  [/\bland types?\b|\b(is|are|becomes?)\b[^.]*\b(plains|islands?|swamps?|mountains?|forests?)\b/, ['types', 'abilities', 'mana']],
  // Casting a spell as an effect puts it on the stack (CR 601.2a).
  [/\b(may|can) cast\b|\bcast (it|them|that card|that spell|the exiled card|the copy|one of them|a card)\b|\bwithout paying (its|their) mana costs?\b/, ['stack']],
  [/\btext box|\btext\b|\bname of\b|\bchoose a card name|\bnamed\b[^.]*\bchosen|\bnote\b|\bsecretly/, ['text']],
];

/** What the words of a line say it may touch; empty when they say nothing recognized. */
export function wordsReach(text: string): Reach[] {
  const reach = new Set<Reach>(saidReach(text));
  // A mana symbol paid: an activated ability's cost, "unless that player pays {1}", ward {2} (CR 107.4, 602.2b).
  if (MANA_SYMBOL.test(text.toLowerCase())) reach.add('mana');
  return REACH.filter((part) => reach.has(part));
}

/** What the words of a line say, a mana symbol aside (a cost alone says nothing of what the ability does). */
function saidReach(text: string): Reach[] {
  // "He's a 3/4 Ninja creature": a contraction read as the verb it holds.
  const line = text.replace(/\b(he|she|it)['’]s\b/gi, '$1 is');
  const lower = line.toLowerCase();
  const reach = new Set<Reach>();
  if (COUNTERING.test(lower)) reach.add('stack');
  const nouns = lower.replace(COUNTERING, ' ');
  for (const [pattern, touched] of REACH_WORDS) if (pattern.test(nouns)) for (const part of touched) reach.add(part);
  // "Becomes an Island", "is a Zombie": a subtype, capitalized, after a verb of being.
  if (/\b(is|are|becomes?|isn't|aren't)( still| also| not)? (a|an|the|every|all)? ?[A-Z]/.test(line)) reach.add('types');
  // Entering tapped, with counters, as a copy: how it enters the battlefield.
  if (/\benters?\b[^.]*\b(tapped|with|as)\b|^as .* enters/i.test(line)) reach.add('zones');
  // Damage dealt or prevented: a player's life, a planeswalker's loyalty or a battle's defense, a
  // creature's -1/-1 counters from wither or infect, the life lifelink gains (CR 120.3).
  if (/\bdamage\b|\bdeals?\b|\bfights?\b/.test(nouns)) {
    reach.add('life');
    reach.add('counters');
  }
  return REACH.filter((part) => reach.has(part));
}

/** A loyalty ability's cost (CR 606.4): "+1: ", "−2: ", "0: ", "−X: ". */
const LOYALTY_COST = /^([+−-]?\d+|[+−-]X): /;

function reachOf(line: string, keyword: KeywordInfo | undefined): Reach[] {
  // Nothing recognized but a cost (mana symbols, a loyalty cost): it may touch anything.
  if ((keyword?.reach ?? []).length === 0 && saidReach(line).length === 0) return [...REACH];
  const reach = new Set<Reach>([...(keyword?.reach ?? []), ...wordsReach(line)]);
  // A loyalty ability's cost puts loyalty counters on its planeswalker or removes them (CR 606.4).
  if (LOYALTY_COST.test(line)) reach.add('counters');
  return REACH.filter((part) => reach.has(part));
}

// ---------------------------------------------------------------------------------------
// Triggers: the engine's events a trigger condition could match (CR 603.2).

const LEAVES = ['leftBattlefield', 'putIntoGraveyard', 'destroyed', 'sacrificed', 'exiled', 'ceasedToExist'];
const DIES = ['leftBattlefield', 'putIntoGraveyard', 'destroyed', 'sacrificed', 'ceasedToExist'];
/** Cards put into a graveyard from a library or a hand (rules/stack/named-cards.ts). */
const FROM_HIDDEN_ZONES = ['milled', 'surveilled', 'discarded'];
const COUNTER_EVENTS = ['countersPut', 'countersRemoved', 'countersReplaced', 'countersChanged', 'loyaltyChanged', 'enteredBattlefield'];

const TRIGGER_WORDS: readonly [RegExp, readonly string[]][] = [
  [/\benters?\b|\bentered\b|onto the battlefield|\bcomes? into play/, ['enteredBattlefield', 'tokenCreated']],
  [/\bdies\b|\bdie\b|\bdied\b/, DIES],
  // Put into a graveyard: from the battlefield, or from a library or a hand as a card is milled, surveiled or discarded (CR 701.17a, 701.25a, 701.9a).
  [/put into (a|your|an opponent's|its owner's|their owner's|their|his or her) graveyard|\bis put into\b/, [...DIES, ...FROM_HIDDEN_ZONES]],
  [/\bleaves?\b|\bleft the battlefield/, LEAVES],
  // Cards leave a graveyard as they are cast from it or put onto the battlefield from it (CR 601.2a, 400.7).
  [/\bleaves? (your|a|an opponent's|their|its owner's) graveyards?\b/, ['cast', 'putOnStack', 'enteredBattlefield']],
  // A card reaches a graveyard from anywhere: from the battlefield as a permanent dies, from a hand
  // as it is discarded (CR 701.9a), from the stack as it resolves or is countered (608.2n).
  [/\bcards?\b[^,]*\bput into\b[^,]*\bgraveyards?\b|\bgraveyards? from anywhere\b/, [...DIES, ...FROM_HIDDEN_ZONES, 'countered']],
  // Shuffling a library: the engine reports a card shuffled into one (CR 701.24a).
  [/\bshuffles?\b|\bshuffled\b/, ['shuffledIntoLibrary']],
  [/\bsacrifices?\b|\bsacrificed\b/, ['sacrificed', 'leftBattlefield']],
  [/\bdestroyed\b|\bdestroys?\b/, ['destroyed', 'leftBattlefield']],
  // A card is exiled from the battlefield, or from the stack as an Adventure resolves (CR 715.3d).
  [/\bexiled?\b|\bexiles\b/, ['exiled', 'leftBattlefield', 'exiledAsItResolved', 'exiledInstead']],
  [/\bcasts?\b|\bcop(y|ies)\b|\bspells?\b/, ['cast', 'putOnStack']],
  [/\bactivates?\b|\bactivated\b/, ['abilityActivated', 'putOnStack']],
  [/\btargets?\b|\btargeted\b/, ['putOnStack', 'cast', 'abilityActivated', 'becameTarget']],
  [/\bbeginning of\b|\bend of (the )?(turn|combat)\b|\bcleanup\b|\bupkeep\b|\bdraw step\b|\bend step\b|\bmain phase\b/, ['stepBegan']],
  [/\bdeals?\b[^,]*\bdamage\b|\bdealt\b[^,]*\bdamage\b|\bdamage is dealt\b|\bis dealt\b/, ['damageDealt', 'damagePrevented']],
  [/\bgains? life\b|\bgained life\b/, ['lifeGained']],
  [/\blos(e|es|t) life\b|\blife total\b|\bpays? life\b/, ['damageDealt', 'lifeLost', 'lifePaid', 'lifeSet']],
  [/\btaps?\b|\btapped\b/, ['tapped', 'tappedForMana']],
  [/\bfor mana\b|\bmana\b|\badds?\b/, ['tappedForMana', 'manaAdded', 'manaSpent']],
  [/\buntaps?\b|\buntapped\b/, ['untapped']],
  [/\bcounters?\b|\bproliferate\b/, COUNTER_EVENTS],
  [/\bcountered\b/, ['countered']],
  [/\bdraws?\b|\bdrawn\b/, ['drew', 'drewFromEmptyLibrary']],
  [/\bdiscards?\b|\bdiscarded\b/, ['discarded']],
  [/\bplays? (a|an|your)? ?(\w+ )?lands?\b|\bland is played\b/, ['landPlayed', 'enteredBattlefield']],
  [/\battach|\bbecomes? (equipped|enchanted)\b|\bunattach/, ['attached', 'unattached']],
  [/\btokens?\b|\bcreates?\b|\bcreated\b/, ['tokenCreated', 'enteredBattlefield']],
  [/\battacks?\b|\battacking\b|\battacked\b/, ['attackerDeclared']],
  [/\bblocks?\b|\bblocked\b|\bblocking\b/, ['becameBlocked', 'blockerDeclared']],
  [/\bscry\b|\bscries\b/, ['scried']],
  [/\bmills?\b|\bmilled\b/, ['milled']],
  [/\bsurveils?\b|\bsurveiled\b/, ['surveilled']],
  [/\bloses? the game\b|\blost the game\b/, ['playerLost']],
  [/\bresolves?\b/, ['resolved']],
  [/\bspend|\bspent\b|\bpays?\b/, ['manaSpent', 'lifePaid']],
];

/** Words of trigger conditions on what the engine does not report (combat declarations, dice, transforming, ...). */
const UNREPORTED =
  /\bcombat\b|\btransform|\bturned face up|\bface up\b|\bscry|\bsurveil|\bmills?\b|\bsearch|\bshuffle|\bexplores?\b|\bventure|\bmonarch|\binitiative|\bvote|\broll|\bcoin|\bflip|\bclash|\bcycles?\b|\bcycled\b|\bphases? (in|out)|\bcrew|\bsaddle|\bstation|\bexert|\bmutate|\binvestigate|\bcrime|\bday\b|\bnight\b|\bspecialize|\bforetell|\bdungeon|\bring tempts|\bvisit|\bopen|\bexhaust|\bdiscover|\blevel|\bchapter|\bbecomes? (a|an|the)\b|\bnames?\b|\bchooses?\b|\brevealed?\b|\bplays? a card\b|\bturns? face/;

/** The condition of a triggered ability: its words up to the first comma (CR 603.1: "[When/Whenever/At] [event], [effect]"). */
function triggerCondition(line: string): string {
  const comma = line.indexOf(', ');
  return (comma < 0 ? line : line.slice(0, comma)).toLowerCase();
}

export function triggerEvents(condition: string): OpaqueTrigger {
  const events = new Set<string>();
  // A step's beginning is never an attack, whatever the step's name says.
  const words = condition.replace(/\bbeginning of (combat|the combat)\b/g, 'beginning of');
  for (const [pattern, types] of TRIGGER_WORDS) if (pattern.test(words)) for (const type of types) events.add(type);
  if (events.size > 0) return [...events].sort();
  return UNREPORTED.test(words) ? 'unreported' : 'any';
}

// ---------------------------------------------------------------------------------------
// Zones: where the ability works (CR 113.6), when not only the battlefield (or the stack for a spell).

const ALL_ZONES: readonly Zone[] = ['battlefield', 'stack', 'hand', 'graveyard', 'exile', 'library', 'command'];
/** Its own power and toughness defined, unconditionally (CR 604.3, 208.2a): "~'s power and toughness are each equal to ...". */
const CHARACTERISTIC_DEFINING = /^(~|this creature)(?:'s|’s) (power and toughness are each|power and toughness are|power is|toughness is) equal to\b/i;

function zonesOf(line: string, as: OpaqueKind, keyword: KeywordInfo | undefined, spell: boolean): Zone[] | undefined {
  const lower = line.toLowerCase();
  // What this object costs to cast, added to or changed: that works on the stack only (CR 113.6d, 601.2b, 601.2f).
  if (!keyword && /^(as an additional cost to cast this spell\b|this spell costs\b[^.]*\bto cast\b)/.test(lower)) return ['stack'];
  const zones = new Set<Zone>(keyword?.zones ?? []);
  const home: Zone = spell ? 'stack' : 'battlefield';
  const also = (...more: Zone[]) => {
    zones.add(home);
    for (const zone of more) zones.add(zone);
  };
  if (/(\bthis card|~) from (your|a) graveyard|\bthis card is in your graveyard/.test(lower)) {
    zones.add('graveyard');
    // "When this creature dies, return this card from your graveyard ...": it triggers on the battlefield (CR 603.10a).
    if (/\b(dies|leaves|put into)\b/.test(lower.slice(0, Math.max(0, lower.indexOf(', '))))) zones.add('battlefield');
  } else if (/\bmay cast this card\b/.test(lower) && /\bgraveyard\b/.test(lower)) zones.add('graveyard');
  // A permanent's permission to cast other cards from a graveyard works where the permanent is (Muldrotha, CR 113.6).
  else if (/\bgraveyard\b/.test(lower) && /\bcast\b[^.]*\bfrom\b|\bfrom your graveyard\b[^.]*\bcast\b/.test(lower)) also('graveyard');
  if (/\b(this card|it) from your hand\b|\bthis card is in your hand\b|\bdiscard this card\b|\bexile this card from your hand\b|\bopening hand\b|\breveal this card\b/.test(lower))
    zones.add('hand');
  if (/\bfrom exile\b|\bthis card is exiled\b|\bon an adventure\b|\bexiled with this card\b/.test(lower)) also('exile');
  // A trigger on its own card reaching a graveyard looks back at the zone it left (CR 603.10a): from
  // its library (Narcomoeba), from anywhere (Emrakul: every zone).
  if (/(\bthis card|~) is put into (a|your|its owner's) graveyard from (your|a|its owner's) library\b/.test(lower)) also('library', 'graveyard');
  if (/(\bthis card|~) is put into (a|your|an opponent's|its owner's) graveyard from anywhere\b/.test(lower)) for (const zone of ALL_ZONES) zones.add(zone);
  if (/\bwhen you cast this spell\b|\bthis spell\b/.test(lower) && !spell) zones.add('stack');
  if (/\bcommander\b|\bcompanion\b|\bemblem\b|\bcommand zone\b/.test(lower)) also('command');
  if (/\bthis card is in your library\b|\btop of your library\b[^.]*\b(cast|play)\b|\b(cast|play)\b[^.]*\btop of your library\b/.test(lower)) also('library');
  // An instant's or sorcery's abilities other than what it does work while it is a spell (CR 113.6):
  // its additional costs and cost changes (113.6d), what it says of itself ("can't be countered",
  // 113.6g), its triggers on being cast; one about when it may be cast also where it is cast from (113.6e).
  if (spell && as !== 'spell' && as !== 'keyword') {
    zones.add('stack');
    if (/\bflash\b|\bas though\b|\bcast this spell only\b|\byou may cast this spell\b|\bcan't cast this spell\b/.test(lower)) zones.add('hand');
  }
  // A characteristic-defining ability functions everywhere (CR 113.6a, 604.3).
  if (CHARACTERISTIC_DEFINING.test(line)) for (const zone of ALL_ZONES) zones.add(zone);
  if (zones.size === 0) return undefined;
  // A keyword that works elsewhere (cycling from a hand) does only that; a line that reaches a zone from home keeps home.
  if (as !== 'keyword' && !zones.has('graveyard') && !zones.has('hand') && !zones.has('stack')) zones.add(home);
  return [...zones];
}

// ---------------------------------------------------------------------------------------
// Self: the line affects only its own object. Only what is sure: a sentence whose subject is this
// object and whose predicate is one of a few that change only their subject ("gets +1/+1", "has
// flying", "can't block", "enters tapped"), with at most a condition around it ("as long as ...",
// "for each ...") that reads other things but changes none.

const SELF = String.raw`(?:~(?!\w)|this (?:creature|land|artifact|enchantment|planeswalker|aura|equipment|vehicle|permanent|battle|saga|class|spacecraft))`;

/** Keywords as a list, without quotes or other objects: "flying", "first strike and trample", "protection from red". */
const KEYWORDS_LIST = String.raw`(?:your choice of )?[a-z -]+(?:, [a-z -]+)*(?:,? (?:and|or) [a-z -]+)?`;

/** What changes only its subject. */
const PREDICATES = [
  String.raw`gets? [+-][\dx]+/[+-][\dx]+(?:,? and (?:has|gains) ${KEYWORDS_LIST})?`,
  String.raw`(?:has|gains|loses) ${KEYWORDS_LIST}`,
  String.raw`(?:has|gains) base power and toughness \d+/\d+`,
  String.raw`loses all abilities`,
  String.raw`can't (?:attack|block|attack or block|be blocked|be blocked by more than one creature|be countered)`,
  String.raw`can block an additional creature(?: each combat| this turn)?`,
  String.raw`(?:attacks|blocks|attacks or blocks) each combat if able`,
  String.raw`enters tapped`,
  String.raw`enters(?: tapped)? with (?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|x|\d+) [^ ]+ counters? on (?:it|him|her)`,
  String.raw`doesn't untap during (?:your|its controller's) untap step`,
  String.raw`phases out`,
  String.raw`(?:is|becomes) (?:also )?(?:a|an) [a-z0-9/, -]+(?: creature)?(?: with ${KEYWORDS_LIST})?`,
  String.raw`isn't (?:a creature|legendary)`,
];

const SELF_SENTENCE = new RegExp(String.raw`^(?:${SELF}|it) (?:${PREDICATES.join('|')})(?: until end of turn| this turn)?$`);
/** A characteristic-defining ability of power and toughness (CR 604.3, 208.2a): it defines only its own object's. */
const SELF_DEFINED = new RegExp(String.raw`^(?:${SELF})'s (?:power|toughness|power and toughness) (?:is|are|are each) equal to `);
/** Verbs whose object is the subject of what they do: "Regenerate this creature". */
const SELF_ACTED = new RegExp(String.raw`^(?:regenerate|untap|transform|phase out) ${SELF}(?: during each other player's untap step)?$`);

/** Conditions around what an ability does, which read but change nothing. */
const HEADS = /^(as long as|during your turn|during each of your turns|if)\b[^,]*, /;
const TAILS = / (as long as|for each|unless|if|where x is|during|while|only if)\b.*$/;

/** Every sentence changes only its subject, which is this object (or "it", when `it` is this object). */
function onlyItself(text: string, it: boolean): boolean {
  const sentences = text
    .toLowerCase()
    .replace(/\.$/, '')
    .split('. ')
    .map((sentence) => sentence.replace(HEADS, '').replace(TAILS, '').replace(/,$/, ''));
  if (sentences.length === 1 && SELF_DEFINED.test(sentences[0]!)) return true;
  return sentences.every((sentence) => (SELF_SENTENCE.test(sentence) && (it || !sentence.startsWith('it '))) || SELF_ACTED.test(sentence));
}

/** A cost that touches only this object (or only mana and life, which are no object). */
function selfCost(cost: string): boolean {
  return cost
    .split(', ')
    .every((part) =>
      new RegExp(String.raw`^(\{[^}]+\})+$|^pay \d+ life$|^(sacrifice|exile) ${SELF}$|^(put|remove) (a|an|\w+) [^ ]+ counters? (on|from) ${SELF}$|^[+−]?\d+$`, 'i').test(part),
    );
}

function selfOf(line: string, as: OpaqueKind): boolean {
  if (as === 'static' || as === 'replacement') return onlyItself(line, false);
  if (as === 'activated') {
    const colon = line.indexOf(': ');
    return colon > 0 && selfCost(line.slice(0, colon)) && onlyItself(line.slice(colon + 2), /\b(on|from) (~|this )/i.test(line.slice(0, colon)));
  }
  if (as === 'triggered') {
    const comma = line.indexOf(', ');
    if (comma < 0) return false;
    // What triggers it reads and changes nothing; "it" after it is this object only when the trigger's subject is.
    const itIsThis = new RegExp(String.raw`^(when|whenever) ${SELF} `, 'i').test(line);
    return onlyItself(line.slice(comma + 2).replace(HEADS, ''), itIsThis);
  }
  return false;
}

// ---------------------------------------------------------------------------------------
// The kind of ability (CR 113.3, 605.1a, 614.1, 702)

/** "Landfall — ", "Strive — ": an ability word (CR 207.2c) has no rules meaning. */
const ABILITY_WORD = /^[A-Z][A-Za-z'-]*( [A-Za-z'-]+){0,4} — /;
/** "I — ", "II, III — ": Saga chapters (CR 714.2b), triggered when lore counters are put. */
const CHAPTER = /^[IVX]+(, [IVX]+)* — /;

/** A cost before its colon (CR 602.1): mana, tapping, loyalty, or a verb of paying. */
const ACTIVATED =
  /^(?!When|Whenever|At |If |As |Choose |"|• )([^".:]*?\{[^}]+\}[^".:]*|[+−]?\d+|[+−]X|(Sacrifice|Pay|Discard|Exile|Remove|Tap|Untap|Put|Return|Reveal|Collect|Forage|Mill|Behold|Waterbend|Earthbend|Airbend|Blight|Bargain|Exert|Gather|Harness|Shuffle)\b[^".:]*): /;

const REPLACEMENT =
  /\benters with\b|\benters tapped\b|\benters (the battlefield )?(attacking|untapped|transformed|face down|under|as a copy)\b|\bwould\b[^.]*\binstead\b|\binstead\b[^.]*\bwould\b|^As (~|this \w+)[^,]* enters\b|\bas (~|this \w+) enters\b|^Skip\b|\benter(s)? as a copy\b|\benters as\b/i;

/** Lines of an instant or sorcery that are static abilities of the card, not what it does (CR 113.3a, 601.2f, 702). */
const SPELL_STATIC =
  /^(this spell|as an additional cost|you may cast this spell|cast this spell only|spells? |this card|if this card is in your opening hand)|^(if|as long as)\b[^,]*, this spell\b|\brather than pay this spell's mana cost\b/i;

/** A line of an instant or sorcery that is what it does though it reads as a trigger or a replacement: a delayed trigger or a replacement effect it creates (CR 603.7, 614.1), saying nothing of the spell itself. */
function spellEffect(text: string, spell: boolean): boolean {
  return spell && !SPELL_STATIC.test(text) && !/\bthis spell\b|\bthis card\b/i.test(text);
}

/** The card types of permanents (CR 110.4). */
const PERMANENT_TYPES: ReadonlySet<string> = new Set(['Artifact', 'Battle', 'Creature', 'Enchantment', 'Land', 'Planeswalker']);

/** A level striation of a leveler (CR 711.2): "LEVEL 1-3", "LEVEL 4+". */
export const LEVEL = /^LEVEL \d+(-\d+|\+)$/;
/** A leveler's power and toughness box (CR 711.2b): "4/4". */
const LEVEL_PT = /^\d+\/\d+$/;

/**
 * The description of an opaque line: `line` without its reminder text, the card's name written
 * "~"; `header`, for a mode's bullet ("• ..."), the description of the line that chooses modes
 * (a mode is part of that ability: its kind, trigger and zones; its own words say its reach).
 */
export function classify(line: string, card: ClassifiedCard, header?: Classification): Classification {
  // An instant or a sorcery, and no permanent (an Un-card "Instant Creature" is a permanent as it resolves, CR 110.4).
  const spell = (card.types.includes('Instant') || card.types.includes('Sorcery')) && !card.types.some((type) => PERMANENT_TYPES.has(type));
  // A keyword after a flavor word ("Murasame — Equip {5}", CR 207.2d) is that keyword.
  const flavored = keywordList(line) === null && ABILITY_WORD.test(line) ? keywordList(line.replace(ABILITY_WORD, '')) : null;
  const names = keywordList(line) ?? flavored;
  const keyword = names === null ? undefined : unionOf(names.map((name) => KEYWORDS.get(name)!));
  const chapter = CHAPTER.test(line);
  // A result of a die roll ("1—9 | ...") is part of the ability that rolls (CR 706.2): read as a mode of it.
  const dieResult = DIE_RESULT.test(line) && header !== undefined;
  const body = line.replace(CHAPTER, '').replace(DIE_RESULT, '').replace(STATION, '');
  // An ability word is only a name: the ability is what follows (a keyword's " — " is no ability word: "Max speed — ...").
  const text = keyword && flavored === null ? body : body.replace(ABILITY_WORD, '');
  const mode = text.startsWith('• ') || text.startsWith('+ ') || dieResult;

  let as: OpaqueKind;
  if (keyword) as = keyword.activated && !mode ? 'activated' : 'keyword';
  else if (mode) as = spell ? 'spell' : (header?.as ?? 'static');
  else if (chapter) as = 'triggered';
  // A mana ability could add mana, has no target and is no loyalty ability (CR 605.1a).
  else if (ACTIVATED.test(text)) as = /\badds?\b/i.test(text.slice(text.indexOf(': '))) && !/\btarget/i.test(text) && !/^([+−]?\d+|[+−]X): /.test(text) ? 'mana' : 'activated';
  else if (/^(When|Whenever|At)\b/.test(text) && !spellEffect(text, spell)) as = 'triggered';
  else if (REPLACEMENT.test(text) && !spellEffect(text, spell)) as = 'replacement';
  else if (spell && !SPELL_STATIC.test(text)) as = 'spell';
  else as = 'static';

  const result: Classification = { as, reach: reachOf(line, keyword) };
  // A leveler's striation: with that many level counters, its own base power and toughness and the
  // abilities under it (CR 711.2a-b); the lines under it add their reach (compileLines).
  if (LEVEL.test(line) || LEVEL_PT.test(line)) {
    const reach: Reach[] = LEVEL.test(line) ? ['counters', 'powerToughness', 'abilities'] : ['powerToughness'];
    return { as: 'static', reach: REACH.filter((part) => reach.includes(part)), self: true, affects: ['self'] };
  }
  // A chapter ability triggers on lore counters (CR 714.2b).
  if (chapter && !result.reach.includes('counters')) result.reach = REACH.filter((part) => part === 'counters' || result.reach.includes(part));
  if (as === 'triggered') result.trigger = chapter ? COUNTER_EVENTS.slice().sort() : mode && header?.trigger ? header.trigger : triggerEvents(triggerCondition(text));
  else if (keyword?.trigger) result.trigger = keyword.trigger;
  const zones = zonesOf(line, as, keyword, spell) ?? (mode ? header?.zones : undefined);
  if (zones) result.zones = zones;
  if (!mode && selfOf(text, as)) result.self = true;
  // A station symbol is a static ability of its own object (CR 721.2a: "As long as this permanent
  // has N or more charge counters on it, it has [abilities]"): keywords are abilities that object
  // has (613.1f), acting on it alone; another ability acts on what it says ("2+ | Other creatures
  // you control get +1/+1").
  const station = STATION.test(line) && (as === 'keyword' || as === 'static');
  if (station) {
    result.as = 'static';
    const keywords = keywordList(body);
    if (keywords !== null) {
      result.self = true;
      const info = unionOf(keywords.map((name) => KEYWORDS.get(name)!));
      result.reach = REACH.filter((part) => part === 'abilities' || result.reach.includes(part) || info.reach.includes(part));
    }
  }
  // A line of keywords that each act only on their own object (CR 702), or only as it enters (614.1c).
  if (names !== null && keyword && as === 'keyword') {
    // Keywords that only are abilities of their object (not ones that transform it or make it an Aura): the line changes only those.
    if (names.every((name) => SELF_KEYWORDS.has(name) || name === 'ward')) result.keywords = [...new Set(names)];
    if (keyword.enters && names.length === 1) {
      result.enters = true;
      result.affects = ['self'];
    } else if (names.every((name) => SELF_KEYWORDS.has(name))) result.affects = ['self'];
    else if (names.length > 1 && names.every((name) => SELF_KEYWORDS.has(name) || selfTriggered(KEYWORDS.get(name)!))) {
      // Keywords acting on their own object and triggered ones that trigger on nothing a question brings
      // about ("Ward {1}, haste", "Flying, ..., annihilator 6"): the line is one ability of its object
      // (613.1f). The keywords that don't trigger act on their object all the time (`selfReach`, 604.2);
      // the triggered ones only as their events happen (603.2), on what they act on (ward: an
      // opponent's spell or ability and that player, 702.21a; annihilator: the defending player's
      // permanents, 702.86a), or on anything when one of them isn't known here.
      const triggered = names.filter((name) => !SELF_KEYWORDS.has(name));
      const own = names.filter((name) => SELF_KEYWORDS.has(name)).map((name) => KEYWORDS.get(name)!);
      const events = unionOf(triggered.map((name) => KEYWORDS.get(name)!)).trigger;
      const others = triggered.map((name) => TRIGGERED_KEYWORD_AFFECTS.get(name));
      if (others.every((affects) => affects !== undefined)) result.affects = ['self', ...others.flatMap((affects) => affects ?? [])];
      else delete result.affects;
      result.reach = REACH.filter((part) => part === 'abilities' || result.reach.includes(part));
      if (Array.isArray(events)) {
        result.trigger = events;
        if (own.length > 0) result.selfReach = REACH.filter((part) => part === 'abilities' || own.some((info) => info.reach.includes(part)));
      } else delete result.trigger;
    }
    return result;
  }
  if (!mode) {
    const footprint = footprintOf(text, result.as, { pronoun: card.pronoun !== undefined || /\b(him|his|her)\b/i.test(line) }, triggerEvents, wordsReach, keywordNames);
    if (footprint.keywords) result.keywords = footprint.keywords;
    if (footprint.enters) result.enters = true;
    if (footprint.replaces) result.replaces = footprint.replaces;
    // Every sentence read: what its predicates change, not every word it says (a condition reads and changes nothing).
    if (footprint.exact && footprint.reach && footprint.reach.length > 0) result.reach = REACH.filter((part) => footprint.reach!.includes(part));
    else if (footprint.reach) result.reach = REACH.filter((part) => result.reach.includes(part) || footprint.reach!.includes(part));
    const affects = result.self ? ['self' as const] : footprint.affects;
    if (affects) result.affects = affects;
  }
  // A noncreature station card's printed power and toughness are the box of one of its
  // striations, which the text does not say: any station symbol may make it a creature with that
  // base power and toughness (CR 721.2b).
  if (station && card.power !== undefined && !card.types.includes('Creature')) {
    result.reach = REACH.filter((part) => part === 'types' || part === 'powerToughness' || result.reach.includes(part));
    if (result.affects && !result.affects.includes('self')) {
      result.affects = [...result.affects, 'self'];
      delete result.self;
    }
  }
  return result;
}

/** A result of a die roll: "1—9 | ", "20 | " (CR 706.2). */
const DIE_RESULT = /^\d+([—–-]\d+)? \| /;
/** A station threshold: "7+ | " (CR 702.184). */
const STATION = /^\d+\+ \| /;
