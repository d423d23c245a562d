// The second direction of the property of issue 30 (item 5): the footprints of opaque lines
// are sound. On random boards of real pool cards whose opaque lines declare footprints, each such
// line is given random behaviour built from the card format's kinds that stays inside its
// footprint (what it `affects`, the aspects of its `reach`, and when it acts: static now, on its
// trigger or replaced events, as its object enters, once activated); where an aspect has no kind
// that expresses it, the board state that aspect names is changed directly on what the footprint
// names. Board A has the opaque lines; board B has the behaviour in their place. Every question
// A answers (not `unsupported`) must have the same answer on B: an answer that changes was one
// the footprint could change, which the engine must have refused (rules/state/not-carried-out.ts,
// rules/state/footprint.ts, each question's `reads`). The other direction (compiled abilities
// made opaque) is test/rules/not-carried-out-properties.test.ts.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileCard } from '../../pool/compile';
import { ensureCards, findPoolCard } from '../../pool/load';
import { printedOf } from '../../pool/printed';
import { CardDefinition, cardColors, catalogCard, loadBoard, runScenario, viewOf, type AbilityInput, type BoardView, type OpaqueAbility, type Reach } from '../../rules';

type Json = Record<string, any>;
type Player = 'alice' | 'bob';
const PLAYERS: readonly Player[] = ['alice', 'bob'];
const other = (player: string): Player => (player === 'alice' ? 'bob' : 'alice');

// ---------------------------------------------------------------------------------------
// The cards. Each of the first list has at least one opaque line with a narrow footprint
// (`affects`, `enters`, `replaces`, a trigger's events, or an activated or mana ability), picked
// from the shipped pool so that every kind of footprint appears: its own object, what it is
// attached to (Auras and Equipment), permanents matching a filter, players, spells; static lines
// of every reach the engine's questions read, keywords, lines about entering, replacement
// effects, triggered abilities (on mana production too) and activated and mana abilities.

const FOOTPRINT_CARDS = [
  // Its own object.
  'Tormented Soul', // can't block and can't be blocked: combat
  'Mindless Null', // combat
  'Auriok Sunchaser', // abilities, powerToughness
  'Sejiri Merfolk', // abilities
  'Etched Champion', // abilities, targets
  'Mistform Ultimus', // types, colors, abilities, powerToughness
  'Multani, Maro-Sorcerer', // powerToughness (a characteristic-defining ability)
  'Planar Nexus', // a land: types, colors, abilities, powerToughness
  'Legions of Lim-Dûl', // a keyword: combat
  'Kitsune Riftwalker', // a keyword: targets, damage, zones, combat
  "Rowan's Battleguard", // powerToughness
  'Walking Skyscraper', // abilities, targets; and a spell's cost from the stack
  'Bog Serpent', // combat; and a trigger on any event
  // What it is attached to.
  'Tightening Coils',
  'Mystic Subdual',
  'Copper Carapace',
  'Aether Tunnel',
  'Arachnoform',
  'Sheltered Aerie', // an enchanted land's mana ability: abilities, mana, tapping
  "Debtor's Pulpit",
  'Power of Fire',
  "Kirtar's Desire",
  'Mind Harness', // control
  'Vow of Lightning', // attached, a player, permanents
  'Manaforce Mace',
  'Glimmerdust Nap', // doesn't untap: replaces stepBegan
  'Fertile Ground', // a triggered mana ability
  // Permanents matching a filter.
  'Gruul War Chant',
  'Hivestone',
  'Magus of the Moat',
  'Bower Passage',
  'Always Watching',
  'Canopy Tactician',
  'Field Marshal',
  "Akroma's Memorial",
  'Collector Ouphe', // mana, timing
  'Cursed Totem',
  'Linvala, Keeper of Silence',
  'Manaweft Sliver', // abilities, mana, tapping
  'Earth Surge',
  "Nature's Revolt",
  'Prismatic Omen',
  'Familiar Ground',
  'Reverence',
  'Spectral Guardian',
  'Telekinetic Sliver',
  'Forsaken Monument',
  'Root Maze', // enters tapped: replaces enteredBattlefield
  'Leyline of the Guildpact', // colors alone; and a line that works from the hand
  'Blood Sun', // lands lose abilities
  'Glaciers', // Mountains are Plains
  'Illness in the Ranks', // any permanent
  'Lord of Atlantis',
  'Umbra Mystic', // Auras
  'Null Rod',
  'Clarion Conqueror', // three filters
  'Kormus Bell',
  'Frenetic Raptor',
  'Hypnotic Siren', // control of what it is attached to; bestow from the hand
  'Sandwurm Convergence', // permanents, a player
  "Serra's Emissary", // a player and permanents; a choice as it enters
  'Fishing Pole', // what it is attached to: abilities, counters, tapping
  'Contaminant Grafter', // a keyword: abilities, damage, counters, combat, game
  'Geyadrone Dihada', // a planeswalker: a keyword; loyalty abilities not carried out
  'Oppressive Rays', // what it is attached to: combat; mana, costs
  'Mutagen Man, Living Ooze', // permanents you control: mana, costs
  // Players.
  'Graceful Adept', // zones
  'Ivory Mask', // targets, damage
  'Platinum Angel', // game
  'Exploration', // timing, zones (and cards)
  'Angel of Jubilation', // costs, life
  "Knight of Dusk's Shadow", // costs, life
  'Oath of Nissa', // mana, costs
  // Spells.
  'Stinkdrinker Daredevil',
  'Omniscience',
  // As its object enters.
  'Vesuva',
  'Storm Entity',
  'Skyreach Manta',
  'Sunpetal Grove',
  // Replacement effects of events.
  'Thousand Moons Infantry',
  'Corpsejack Menace',
  'Tainted Remedy',
  'Horizon Stone',
  'Gratuitous Violence',
  // A line of keywords some of which trigger: haste on its object all the time, ward as it becomes a target (selfReach).
  'Colorstorm Stallion',
  // Triggered abilities.
  'Keeper of Progenitus',
  'Judge of Currents',
  'Spireside Infiltrator',
  'Burning Earth',
  // Activated and mana abilities.
  'Firemind Vessel',
  'Flooded Grove',
  'Thieving Varmint',
  "Ayula's Influence",
];

/** Cards without opaque lines: catalog cards (mana abilities, layers, combat keywords, counts) and vanilla pool cards. */
const BYSTANDERS = [
  'Forest',
  'Island',
  'Mountain',
  'Plains',
  'Swamp',
  'Llanowar Elves',
  'Birds of Paradise',
  'Sol Ring',
  'Devoted Druid',
  'Prodigal Sorcerer',
  'Soulmender',
  'Pili-Pala',
  'Sylvok Explorer',
  'Typhoid Rats',
  'Vampire Nighthawk',
  'Goblin Guide',
  'Bonesplitter',
  'Pacifism',
  'Control Magic',
  'Blood Moon',
  'Urborg, Tomb of Yawgmoth',
  'Master of Etherium',
  'Tarmogoyf',
  'Nightmare',
  'Chromatic Lantern',
  'Mana Flare',
  'Grizzly Bears',
  'Hill Giant',
  'Wall of Stone',
  'Storm Crow',
  'Elvish Warrior',
  'Caged Sun',
  'Gauntlet of Power',
  'Mana Reflection',
  'Vernal Bloom',
  'Heartbeat of Spring',
  'Wild Growth',
  'Spreading Seas',
  'Concordant Crossroads',
  'Thousand-Year Elixir',
  'Humility',
  'Opalescence',
  'Magus of the Moon',
  'Exotic Orchard',
  'Reflecting Pool',
  "Gaea's Cradle",
  'City of Brass',
  'Nyxbloom Ancient',
  'Zhur-Taa Ancient',
  'Squandered Resources',
  "Painter's Servant",
  'Metallic Mimic',
  'Conspiracy',
  'Mycosynth Lattice',
  'Loxodon Warhammer',
  'Darksteel Plate',
  'Mind Control',
  'Endless One',
  'Gideon Blackblade',
  'Gideon, Ally of Zendikar',
];

ensureCards({ cards: [...FOOTPRINT_CARDS, ...BYSTANDERS].map((card) => ({ card })) });

const definitionOf = (name: string): CardDefinition => catalogCard(name) ?? findPoolCard(name)!.card.definition!;
const clone = <T>(value: T): T => structuredClone(value);

// ---------------------------------------------------------------------------------------
// Random boards.

const arbPermanent = (names: readonly string[]) =>
  fc.record({
    card: fc.constantFrom(...names),
    controller: fc.constantFrom<Player>('alice', 'bob'),
    tapped: fc.constantFrom(false, false, true),
    sick: fc.constantFrom(false, false, true),
    /** Which legal object an Aura or Equipment is attached to. */
    attach: fc.nat(11),
    /** The choices of the behaviour its opaque lines get. */
    seeds: fc.array(fc.nat(9999), { minLength: 8, maxLength: 8 }),
  });
interface PermanentSpec {
  card: string;
  controller: Player;
  tapped: boolean;
  sick: boolean;
  attach: number;
  seeds: number[];
}

const arbBoard = fc.record({
  footprint: fc.array(arbPermanent(FOOTPRINT_CARDS), { minLength: 1, maxLength: 4 }),
  bystanders: fc.array(arbPermanent(BYSTANDERS), { minLength: 1, maxLength: 5 }),
  active: fc.constantFrom<Player>('alice', 'bob'),
  step: fc.constantFrom('precombatMain', 'precombatMain', 'beginCombat', 'upkeep'),
});
type BoardSpec = { footprint: PermanentSpec[]; bystanders: PermanentSpec[]; active: Player; step: string };

interface Placed {
  id: string;
  spec: PermanentSpec;
  def: CardDefinition;
  json: Json;
}

/** What an Aura may enchant: its enchant keyword's filter (an opaque one read for its card type); null for one that enchants a player. */
function enchantFilter(def: CardDefinition): Json | null {
  for (const ability of def.abilities) {
    if (ability.kind === 'keyword' && ability.keyword === 'enchant') return ability.what;
    if (ability.kind === 'opaque' && /^Enchant /.test(ability.text)) {
      const word = /^Enchant (?:[a-z]+ or [a-z]+ )?(creature|land|artifact|enchantment|permanent|planeswalker)\b/.exec(ability.text)?.[1];
      return word === undefined ? null : word === 'permanent' ? {} : { types: [word.charAt(0).toUpperCase() + word.slice(1)] };
    }
  }
  return null;
}

/** Whether an Aura could enchant a permanent as placed: its printed types, color and tapped state (a filter's other parts are not read, the Aura attached regardless). */
function couldEnchant(what: Json, def: CardDefinition, spec: PermanentSpec): boolean {
  if (((what.types as string[] | undefined) ?? []).some((type) => !(def.types as string[]).includes(type))) return false;
  if (what.color !== undefined && !(cardColors(def) as string[]).includes(what.color)) return false;
  return what.tapped === undefined || what.tapped === spec.tapped;
}

/** The choices made as it entered (CR 614.12a) for a card with a compiled "as this enters, choose". */
function chosenFor(def: CardDefinition, controller: Player): Json | null {
  const chosen: Json = {};
  for (const ability of def.abilities)
    if (ability.kind === 'replacement' && ability.effect.type === 'asEntersChoose') {
      const choice = ability.effect.choice;
      if (choice === 'color') chosen.color = 'G';
      else if (choice === 'creatureType') chosen.creatureType = 'Elf';
      else if (choice === 'basicLandType') chosen.basicLandType = 'Island';
      else chosen.player = other(controller);
    }
  return Object.keys(chosen).length > 0 ? chosen : null;
}

/** Board A: the permanents as named, Auras and Equipment attached where legal (an Aura with nothing to enchant left out). */
function placeBoard(spec: BoardSpec, inline: ReadonlyMap<string, CardDefinition>): Placed[] {
  const all = [...spec.footprint, ...spec.bystanders].map((p, i) => ({ id: `p${i}`, spec: p, def: inline.get(p.card) ?? definitionOf(p.card) }));
  const isAttachment = (def: CardDefinition) => def.subtypes.includes('Aura') || def.subtypes.includes('Equipment');
  const placed: Placed[] = [];
  for (const { id, spec: p, def } of all) {
    const json: Json = { id, card: inline.has(p.card) ? def : p.card, controller: p.controller, tapped: p.tapped, summoningSick: p.sick };
    // What it chose as it entered (CR 614.12a), for the cards that choose.
    const chosen = chosenFor(def, p.controller);
    if (chosen) json.chosen = chosen;
    if (def.subtypes.includes('Aura')) {
      const what = enchantFilter(def);
      const legal = what === null ? [] : all.filter((o) => !isAttachment(o.def) && couldEnchant(what, o.def, o.spec));
      if (legal.length === 0) continue;
      json.attachedTo = legal[p.attach % legal.length]!.id;
    } else if (def.subtypes.includes('Equipment')) {
      const legal = all.filter((o) => (o.def.types as string[]).includes('Creature'));
      if (legal.length > 0 && p.attach % 4 !== 0) json.attachedTo = legal[p.attach % legal.length]!.id;
    }
    placed.push({ id, spec: p, def, json });
  }
  return placed;
}

// ---------------------------------------------------------------------------------------
// The questions: characteristics of every permanent, canActivate of each activated ability
// index (one past the printed ones, for a granted one), couldProduce, availableMana and canPay of
// both players, canAttack of each permanent (a noncreature answers 506.3), also naming each
// planeswalker, canBlock of every pair of permanents of different controllers, legalActions of
// both players.

const BASIC_TYPES = ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest'];

function slotsOf(def: CardDefinition): number {
  const printed = def.abilities.filter(
    (a) => a.kind === 'activated' || (a.kind === 'keyword' && a.keyword === 'equip') || (a.kind === 'opaque' && (a.as === 'activated' || a.as === 'mana')),
  ).length;
  return printed + def.subtypes.filter((subtype) => BASIC_TYPES.includes(subtype)).length;
}

function questionsFor(placed: readonly Placed[]): Json[] {
  const ask: Json[] = [];
  for (const player of PLAYERS) ask.push({ availableMana: player }, { canPay: { player, cost: '{1}{G}' } }, { canPay: { player, cost: '{W}{U}' } }, { legalActions: player });
  const planeswalkers = placed.filter((p) => (p.def.types as string[]).includes('Planeswalker'));
  for (const p of placed) {
    ask.push({ characteristics: p.id }, { couldProduce: p.id }, { canAttack: { permanent: p.id } });
    for (const walker of planeswalkers) if (walker.id !== p.id) ask.push({ canAttack: { permanent: p.id, attacking: walker.id } });
    for (let ability = 0; ability <= Math.min(slotsOf(p.def), 3); ability += 1) ask.push({ canActivate: { permanent: p.id, ability } });
  }
  for (const blocker of placed)
    for (const attacker of placed) if (blocker.spec.controller !== attacker.spec.controller) ask.push({ canBlock: { permanent: blocker.id, attacker: attacker.id } });
  return ask;
}

// ---------------------------------------------------------------------------------------
// Behaviour inside a footprint.

/** A change of board B's state that no kind of the format expresses, on what a footprint names. */
type Perturbation =
  | { kind: 'tap' | 'damage' | 'unsick' | 'objCosts' | 'objTiming' | 'objMana'; id: string }
  | { kind: 'counters'; id: string; counter: string }
  | { kind: 'pool'; player: string; mana: Json }
  | { kind: 'life'; player: string; life: number }
  | { kind: 'playerCosts' | 'playerTiming'; player: string }
  | { kind: 'hand' | 'library'; player: string; count: number };

/** What one opaque line becomes on board B. */
interface Behaviour {
  /** The ability in its place. */
  ability: AbilityInput;
  /** `effects` entries (effects of resolved spells) it stands for: an effect on one object of a set. */
  entries: Json[];
  perturb: Perturbation[];
  /** For a person reading a counterexample. */
  what: string[];
}

/**
 * An ability in the line's place that does nothing any question can see: it triggers at the
 * beginning of its controller's end step (no question brings that about) and is not a mana
 * ability. It keeps the number of abilities the object has.
 */
const INERT: AbilityInput = { kind: 'triggered', trigger: { event: 'beginningOfStep', step: 'end', whose: 'your' }, effects: [{ type: 'gainLife', amount: 1 }] };

const KEYWORDS = [
  'flying',
  'haste',
  'defender',
  'vigilance',
  'menace',
  'reach',
  'first strike',
  'trample',
  'deathtouch',
  'hexproof',
  'shroud',
  'indestructible',
  'lifelink',
  'fear',
] as const;
const COLOR_SETS = [[], ['R'], ['W', 'U'], ['B', 'G'], ['G']];

/** Where a line is, for what its footprint names on board A. */
interface LineContext {
  placed: Placed;
  all: readonly Placed[];
  view: BoardView;
  /** Its controller on board A, after control-changing effects: "you" of its filters and scopes. */
  controller: string;
  pick: (n: number) => number;
  /** The only abilities the line gives or takes away, where its footprint names them (opaque.ts `keywords`). */
  keywords?: readonly string[];
}

const controllerOn = (view: BoardView, id: string): string => view.characteristics(view.permanent(id)!).controller;

/** Whether a permanent on board A matches a footprint's filter, as far as this test can tell (a field it does not read: no, which only narrows what it perturbs). */
function matchesFilter(filter: Json, id: string, ctx: LineContext): boolean {
  const permanent = ctx.view.permanent(id)!;
  const c = ctx.view.characteristics(permanent);
  const compare = (value: number | null, test: Json | undefined) =>
    test === undefined ||
    (value !== null &&
      (test.atMost === undefined || value <= test.atMost) &&
      (test.atLeast === undefined || value >= test.atLeast) &&
      (test.equal === undefined || value === test.equal));
  for (const key of Object.keys(filter))
    if (
      ![
        'types',
        'notTypes',
        'anyOfTypes',
        'subtypes',
        'notSubtypes',
        'supertypes',
        'notSupertypes',
        'controller',
        'other',
        'color',
        'notColors',
        'tapped',
        'power',
        'toughness',
        'manaValue',
      ].includes(key)
    )
      return false;
  if (filter.types && !(filter.types as string[]).every((t) => c.types.includes(t))) return false;
  if (filter.notTypes && (filter.notTypes as string[]).some((t) => c.types.includes(t))) return false;
  if (filter.anyOfTypes && !(filter.anyOfTypes as string[]).some((t) => c.types.includes(t))) return false;
  if (filter.subtypes && !(filter.subtypes as string[]).some((t) => c.subtypes.includes(t))) return false;
  if (filter.notSubtypes && (filter.notSubtypes as string[]).some((t) => c.subtypes.includes(t))) return false;
  if (filter.supertypes && !(filter.supertypes as string[]).every((t) => c.supertypes.includes(t))) return false;
  if (filter.notSupertypes && (filter.notSupertypes as string[]).some((t) => c.supertypes.includes(t))) return false;
  if (filter.controller === 'you' && c.controller !== ctx.controller) return false;
  if (filter.controller === 'opponent' && c.controller === ctx.controller) return false;
  if (filter.other && id === ctx.placed.id) return false;
  if (filter.color !== undefined && (filter.color === 'chosen' || !(c.colors as string[]).includes(filter.color))) return false;
  if (filter.notColors && (filter.notColors as string[]).some((color) => (c.colors as string[]).includes(color))) return false;
  if (filter.tapped !== undefined && permanent.tapped !== filter.tapped) return false;
  return compare(c.power, filter.power) && compare(c.toughness, filter.toughness) && compare(c.manaValue, filter.manaValue);
}

type Affected = NonNullable<OpaqueAbility['affects']>[number];

/** The permanents an `affects` entry names on board A (its filters as this test reads them). */
function objectsOf(affected: Affected, ctx: LineContext): string[] {
  if (affected === 'self') return [ctx.placed.id];
  if (affected === 'attached') return ctx.placed.json.attachedTo ? [ctx.placed.json.attachedTo as string] : [];
  if (typeof affected === 'object' && 'permanents' in affected) return ctx.all.filter((o) => matchesFilter(affected.permanents, o.id, ctx)).map((o) => o.id);
  return [];
}

/** An object reference or a set of permanents for a continuous or rule effect of the line's own object. */
function referenceOf(affected: Affected, ctx: LineContext): string | Json | null {
  if (affected === 'self') return 'self';
  if (affected === 'attached') return ctx.placed.def.subtypes.includes('Equipment') ? 'equipped' : 'enchanted';
  if (typeof affected === 'object' && 'permanents' in affected) return { all: affected.permanents };
  return null;
}

/** The players a `players` scope names, from the line's controller. */
function playersOf(scope: string, ctx: LineContext): string[] {
  if (scope === 'you') return [ctx.controller];
  if (scope === 'opponents') return [other(ctx.controller)];
  return [...PLAYERS];
}

/** A spell standing for an effect that lasts, applied to one object (`effects` entries, SCENARIOS.md): a static ability can't name one object of a set. */
function entryOn(id: string, controller: string, effect: Json, n: number): Json {
  const card = {
    name: 'Footprint Behaviour',
    types: ['Sorcery'],
    abilities: [{ kind: 'spell', targets: [{ kind: 'permanent', filter: {} }], effects: [{ type: 'createEffect', duration: 'permanent', effect }] }],
  };
  return { id: `behaviour${n}`, source: { card }, controller, targets: [id], timestamp: 1000 + n, duration: 'permanent' };
}

/** One part of a line's behaviour: an effect of a static ability, an ability of its own, effects entries, or a direct change of the board. */
interface Part {
  effects?: Json[];
  ability?: AbilityInput;
  entries?: Json[];
  perturb?: Perturbation[];
  what: string;
}

let entryCount = 0;

/**
 * Behaviour of one aspect of the reach on one `affects` entry, from the format's kinds where one
 * expresses it (a continuous effect's modification, a rule effect), else a direct change of the
 * state the aspect names; null where no honest change exists (each case says why).
 */
function partFor(affected: Affected, aspect: Reach, ctx: LineContext): Part | null {
  const { pick } = ctx;
  if (affected === 'self' || affected === 'attached' || (typeof affected === 'object' && 'permanents' in affected)) {
    const ref = referenceOf(affected, ctx)!;
    const ids = objectsOf(affected, ctx);
    const continuous = (modification: Json): Part => ({
      effects: [{ type: 'continuous', affects: ref, modifications: [modification] }],
      what: `${JSON.stringify(ref)}: ${JSON.stringify(modification)}`,
    });
    /** An effect on one object of the scope, as an `effects` entry (or as a static ability's rule effect where the footprint is one object). */
    const onOne = (effect: (target: string | Json) => Json, controller?: string): Part | null => {
      if (typeof ref === 'string') return { effects: [effect(ref)], what: `${ref}: ${JSON.stringify(effect(ref))}` };
      if (ids.length === 0) return null;
      const id = ids[pick(ids.length)]!;
      const n = (entryCount += 1);
      return { entries: [entryOn(id, controller ?? ctx.controller, effect({ target: 0 }), n)], what: `${id}: ${JSON.stringify(effect({ target: 0 }))}` };
    };
    const direct = (make: (id: string) => Perturbation): Part | null =>
      ids.length === 0
        ? null
        : {
            perturb: ids.map(make),
            what: `${ids
              .map(make)
              .map((p) => JSON.stringify(p))
              .join(', ')}`,
          };
    switch (aspect) {
      case 'powerToughness':
        return pick(2) === 0
          ? continuous({ type: 'modifyPT', power: pick(5) - 2, toughness: pick(5) - 2 || 1 })
          : continuous({ type: 'setBasePT', power: pick(6), toughness: 1 + pick(6) });
      case 'abilities':
        // A line that gives or takes away only some keywords: one of those (a keyword the format can't grant, such as ward, has no honest behaviour here).
        if (ctx.keywords) {
          const grantable = ctx.keywords.filter((keyword) => (KEYWORDS as readonly string[]).includes(keyword));
          return grantable.length === 0 ? null : continuous({ type: 'addKeywords', keywords: [grantable[pick(grantable.length)]] });
        }
        switch (pick(3)) {
          case 0:
            return continuous({ type: 'addKeywords', keywords: [KEYWORDS[pick(KEYWORDS.length)]] });
          case 1:
            return continuous({ type: 'loseAllAbilities' });
          default:
            // A granted mana ability (613.1f): what the object could produce and activate.
            return continuous({ type: 'addAbilities', abilities: [{ kind: 'activated', cost: [{ type: 'tap' }], effects: [{ type: 'addMana', mana: { R: 1 } }] }] });
        }
      case 'types':
        return continuous(
          [
            { type: 'addTypes', types: ['Artifact'] },
            { type: 'addTypes', types: ['Creature'], subtypes: ['Goblin'] },
            { type: 'setCreatureTypes', subtypes: ['Goblin'] },
            { type: 'addLandTypes', landTypes: ['Island'] },
            { type: 'setLandTypes', landTypes: ['Swamp'] },
          ][pick(5)]!,
        );
      case 'colors':
        return continuous({ type: 'setColors', colors: COLOR_SETS[pick(COLOR_SETS.length)] });
      case 'control': {
        // Control of one object of the scope (613.1b): its controller on A gives it to the other player.
        if (ids.length === 0) return null;
        const id = ids[pick(ids.length)]!;
        const n = (entryCount += 1);
        const effect = { type: 'continuous', affects: { target: 0 }, modifications: [{ type: 'gainControl' }] };
        return { entries: [entryOn(id, other(controllerOn(ctx.view, id)), effect, n)], what: `${id}: gains control` };
      }
      case 'combat': {
        const rules = [
          (affects: string | Json) => ({ type: 'cantAttack', affects }),
          (affects: string | Json) => ({ type: 'cantBlock', affects }),
          (affects: string | Json) => ({ type: 'cantAttackOrBlock', affects }),
          (affects: string | Json) => ({ type: 'cantBeBlocked', affects }),
          (affects: string | Json) => ({ type: 'attacksEachCombat', affects }),
          (affects: string | Json) => ({ type: 'canBlockOnly', affects, withKeyword: 'flying' }),
          (affects: string | Json) => ({ type: 'cantBeBlockedBy', affects, by: { power: { atMost: 2 } } }),
        ];
        return onOne(rules[pick(rules.length)]!);
      }
      case 'costs':
        // What its activated abilities cost (601.2f): {1} more, written into the object's card on B.
        return direct((id) => ({ kind: 'objCosts', id }));
      case 'timing':
        // When its abilities may be activated (602.5): only as a sorcery; or as though it had haste (302.6).
        return direct((id) => ({ kind: pick(2) === 0 ? 'objTiming' : 'unsick', id }));
      case 'mana':
        // What it produces (106.12b, 614.1a): a replacement effect on mana production where the
        // footprint is a filter; else its mana abilities add colorless mana instead, on B's card.
        if (typeof ref === 'object' && pick(2) === 0) {
          const effect = [{ produceType: 'C' }, { produce: { C: 1 } }, { multiply: 2 }][pick(3)]!;
          return {
            ability: { kind: 'replacement', effect: { type: 'replaceMana', tapped: ref.all, ...effect } } as AbilityInput,
            what: `replaceMana ${JSON.stringify(effect)}`,
          };
        }
        return direct((id) => ({ kind: 'objMana', id }));
      case 'damage':
        // Marked damage (120.3); no question runs state-based actions, so none should see it.
        return direct((id) => ({ kind: 'damage', id }));
      case 'counters':
      case 'tapping':
        // A static ability puts no counter on an object and taps or untaps none while nothing
        // happens: counters and tapping change as events happen (122.1, 701.26; vigilance as
        // attackers are declared, "doesn't untap" in an untap step, 502.3), and the only events a
        // question brings about are those of producing mana, whose lines are triggered or
        // replacement effects here, not static ones. The board's counters and tapped state are
        // what it is given.
        return null;
      // Targets: no question reads what may be targeted (canActivate and legalActions do not
      // check that a target exists), and no kind makes an object untargetable without giving it
      // an ability (shroud, hexproof: `abilities`). Zones: what leaves the battlefield can't be
      // asked about as a permanent, and a static ability moves nothing while nothing happens (an
      // object that moves is an event, 603.6). The stack, the turn and the game are not an
      // object's. Copy and text effects need another object or a word to copy or change, which
      // the footprint does not name. Life is a player's.
      case 'targets':
      case 'zones':
      case 'stack':
      case 'turn':
      case 'game':
      case 'copy':
      case 'text':
      case 'life':
        return null;
    }
  }
  if (typeof affected === 'object' && 'players' in affected) {
    const players = playersOf(affected.players, ctx);
    const each = (make: (player: string) => Perturbation): Part => ({ perturb: players.map(make), what: players.map((p) => JSON.stringify(make(p))).join(', ') });
    switch (aspect) {
      case 'mana':
        // The mana pool (106.4).
        return each((player) => ({ kind: 'pool', player, mana: [{ R: 1 }, { C: 2 }, { G: 1, U: 1 }][pick(3)]! }));
      case 'life':
        // The life total (119): what a cost that pays life can pay.
        return each((player) => ({ kind: 'life', player, life: [0, 1, 3, 30][pick(4)]! }));
      case 'costs':
        // What the player's activations cost: {1} more for every activated ability of the
        // permanents they control ("Activated abilities you activate cost {1} more").
        return each((player) => ({ kind: 'playerCosts', player }));
      case 'timing':
        // When the player may act (117, 602.5): activated abilities only as a sorcery ("Each
        // opponent can activate abilities only any time they could cast a sorcery"), on the
        // permanents they control.
        return each((player) => ({ kind: 'playerTiming', player }));
      case 'zones':
        // The player's hand and library (cards nobody has named).
        return each((player) => ({ kind: pick(2) === 0 ? 'hand' : 'library', player, count: pick(8) }));
      // Targets and damage: no question reads whether a player may be targeted or dealt damage.
      // Winning and losing (the game): a player who lost ends the game for both, beyond the
      // scope. Combat: no kind restricts attacking a player, and restricting every creature
      // that could attack them reaches objects the footprint does not name. Counters on a
      // player (poison) are read by no question. The rest are not a player's.
      case 'targets':
      case 'damage':
      case 'game':
      case 'combat':
      case 'counters':
      case 'copy':
      case 'control':
      case 'text':
      case 'types':
      case 'colors':
      case 'abilities':
      case 'powerToughness':
      case 'stack':
      case 'tapping':
      case 'turn':
        return null;
    }
  }
  // Spells and cards: the boards hold no spell on the stack and no card in a graveyard or exile.
  // The game: its turn and rules are read by every question (the step, the active player), and a
  // change of them is not one line's behaviour on what the footprint names.
  return null;
}

/** A static line (or a keyword or replacement line acting as one): random behaviour of its reach on what it affects. */
function staticBehaviour(line: OpaqueAbility, ctx: LineContext): Behaviour {
  const affects: readonly Affected[] = line.affects ?? (line.self ? ['self'] : ['self', { permanents: {} }, { players: 'each' }]);
  const parts: Part[] = [];
  const wanted = 1 + ctx.pick(2);
  for (let tries = 0; tries < 8 && parts.length < wanted; tries += 1) {
    const part = partFor(affects[ctx.pick(affects.length)]!, line.reach[ctx.pick(line.reach.length)]!, ctx);
    if (part) parts.push(part);
  }
  const effects = parts.flatMap((part) => part.effects ?? []);
  const own = parts.find((part) => part.ability)?.ability;
  const ability: AbilityInput = effects.length > 0 ? ({ kind: 'static', effects } as AbilityInput) : (own ?? INERT);
  // What stands for the line outside its object (an effect entry, a change of the board) acts
  // only while the object has the line (CR 613.1f: an ability removed in layer 6 does nothing);
  // the abilities in its place are the layer system's to apply or not.
  const held = ctx.view.characteristics(ctx.view.permanent(ctx.placed.id)!).abilities.some(({ ability: a }) => a.kind === 'opaque' && a.text === line.text);
  const kept = parts.filter((part) => (effects.length === 0 || !part.ability) && (held || (!part.entries && !part.perturb)));
  return { ability, entries: kept.flatMap((p) => p.entries ?? []), perturb: kept.flatMap((p) => p.perturb ?? []), what: kept.map((p) => p.what) };
}

const MANA_PRODUCTION = ['tappedForMana', 'manaAdded', 'manaReplaced'];

/** A line that acts only as something happens: behaviour of the same kind, acting only then. */
function eventBehaviour(line: OpaqueAbility, ctx: LineContext): Behaviour {
  const none = (ability: AbilityInput, what: string): Behaviour => ({ ability, entries: [], perturb: [], what: [what] });
  if (line.enters) {
    // As its own object enters (614.1c, 614.12): nothing enters while a question is answered.
    return ctx.pick(2) === 0
      ? none({ kind: 'replacement', effect: { type: 'entersTapped' } }, 'enters tapped')
      : none({ kind: 'replacement', effect: { type: 'entersWithCounters', counter: '+1/+1', amount: 2 } }, 'enters with two +1/+1 counters');
  }
  const events = line.replaces ?? line.trigger;
  const onProduction = events === 'any' || (Array.isArray(events) && events.some((e) => MANA_PRODUCTION.includes(e)));
  const filter = (line.affects ?? []).find((a): a is { permanents: Json } => typeof a === 'object' && 'permanents' in a)?.permanents;
  const attachedLand = ctx.placed.json.attachedTo !== undefined;
  if (onProduction && line.reach.includes('mana') && (line.affects === undefined || filter !== undefined)) {
    if (line.replaces !== undefined)
      // A replacement effect on mana production (106.12b, 614.1a): what a mana question brings about.
      return none({ kind: 'replacement', effect: { type: 'replaceMana', tapped: filter ?? {}, produceType: 'C' } }, 'replaceMana: colorless instead');
    // A triggered mana ability (605.1b) on the same event.
    const tapped = filter ?? (attachedLand && line.affects === undefined && ctx.pick(2) === 0 ? 'enchanted' : { types: ['Land'] });
    return none(
      {
        kind: 'triggered',
        trigger: { event: 'tappedForMana', tapped },
        effects: [{ type: 'addAdditionalMana', player: 'triggeringController', mana: [{ C: 1 }, { G: 1 }][ctx.pick(2)]! }],
      },
      `tappedForMana ${JSON.stringify(tapped)}: adds an additional mana`,
    );
  }
  // Other events (untap steps, damage, life gained, counters put, spells cast, a trigger the
  // engine does not report): no question brings them about, so whatever the line does then
  // changes no answer; in its place an ability no question sees.
  return none(INERT, 'on events no question brings about');
}

/** An activated or mana ability: a compiled one in its place, in the same slot (CR 602, 605). */
function activatedBehaviour(line: OpaqueAbility, ctx: LineContext): Behaviour {
  const cost: Json[] = line.reach.includes('tapping') || ctx.pick(2) === 0 ? [{ type: 'tap' }] : [{ type: 'mana', cost: '{1}' }];
  if (line.as === 'mana') {
    const effect = [
      { type: 'addMana', mana: { C: 2 } },
      { type: 'addManaOneOf', types: ['G', 'U'] },
      { type: 'addManaOfAnyColor', amount: 1 },
    ][ctx.pick(3)]!;
    return { ability: { kind: 'activated', cost, effects: [effect] } as AbilityInput, entries: [], perturb: [], what: [`mana ability ${JSON.stringify(effect)}`] };
  }
  const effect = line.reach.includes('life') ? { type: 'gainLife', amount: 1 } : line.reach.includes('tapping') ? { type: 'untap', object: 'self' } : { type: 'scry', amount: 1 };
  return { ability: { kind: 'activated', cost, effects: [effect] } as AbilityInput, entries: [], perturb: [], what: [`activated ${JSON.stringify(effect)}`] };
}

/** The behaviour of a line, or null where it stays opaque on B (it works only outside the battlefield, or is a spell's). */
function behaviourOf(line: OpaqueAbility, ctx: LineContext): Behaviour | null {
  if (line.zones !== undefined && !line.zones.includes('battlefield')) return null;
  // A line of keywords with a trigger: its other keywords on its own object all the time (opaque.ts `selfReach`), or the triggered part.
  if (line.selfReach && ctx.pick(2) === 0) return staticBehaviour({ ...line, as: 'keyword', trigger: undefined, reach: line.selfReach, affects: ['self'], selfReach: undefined }, ctx);
  if (line.enters || line.replaces !== undefined || line.as === 'triggered' || (line.as === 'keyword' && line.trigger !== undefined)) return eventBehaviour(line, ctx);
  if (line.as === 'activated' || line.as === 'mana') return activatedBehaviour(line, ctx);
  if (line.as === 'spell') return null;
  return staticBehaviour(line, ctx);
}

/** A keyword line the engine does not structure, named as the `keywords` answer names it (rules/state/characteristics.ts opaqueKeywordName). */
const opaqueKeywordName = (text: string): string =>
  text
    .split(/[\u2014(]/)[0]!
    .replace(/\{[^}]*\}/g, '')
    .replace(/\b(\d+|X)\b/g, '')
    .replace(/[.,:]+\s*$/, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

// ---------------------------------------------------------------------------------------
// Board B.

function withMoreCost(ability: Json): Json {
  if (ability.kind !== 'activated') return ability;
  const cost = ability.cost as Json[];
  const mana = cost.find((part) => part.type === 'mana');
  return { ...ability, cost: mana ? cost.map((part) => (part === mana ? { ...part, cost: `{1}${part.cost as string}` } : part)) : [...cost, { type: 'mana', cost: '{1}' }] };
}

function colorlessInstead(ability: Json): Json {
  if (ability.kind !== 'activated') return ability;
  const effects = (ability.effects as Json[]).map((effect) => {
    if (effect.type === 'addMana') return { type: 'addMana', mana: { C: Object.values(effect.mana as Record<string, number>).reduce((a, b) => a + b, 0) } };
    if (effect.type === 'addManaOneOf' || effect.type === 'addManaOfAnyColor') return { type: 'addMana', mana: { C: effect.amount ?? 1 } };
    return effect;
  });
  return { ...ability, effects };
}

interface Built {
  b: Json;
  /** Per permanent, the keyword names of its opaque keyword lines that B replaced. */
  replacedKeywords: Map<string, string[]>;
  lines: { permanent: string; card: string; line: string; footprint: Json; behaviour: string[] }[];
}

function boardB(placed: readonly Placed[], a: Json, view: BoardView): Built {
  const b: Json = clone(a);
  const defs = new Map<string, Json>(placed.map((p) => [p.id, clone(p.def) as Json]));
  const changed = new Set<string>();
  const replacedKeywords = new Map<string, string[]>();
  const lines: Built['lines'] = [];
  const entries: Json[] = [];
  const perturb: Perturbation[] = [];
  for (const p of placed) {
    // The i-th choice of this permanent's lines: its seeds, mixed with i so that choices beyond the eighth differ.
    let i = 0;
    const pick = (n: number) => {
      const seed = p.spec.seeds[i % p.spec.seeds.length]!;
      const mixed = Math.imul(seed + 1, 2654435761) ^ Math.imul(i + 1, 40503);
      i += 1;
      return n <= 1 ? 0 : (mixed >>> 0) % n;
    };
    const ctx: LineContext = { placed: p, all: placed, view, controller: controllerOn(view, p.id), pick };
    p.def.abilities.forEach((ability, at) => {
      if (ability.kind !== 'opaque') return;
      const behaviour = behaviourOf(ability, ability.keywords ? { ...ctx, keywords: ability.keywords } : ctx);
      if (!behaviour) return;
      defs.get(p.id)!.abilities[at] = behaviour.ability;
      changed.add(p.id);
      entries.push(...behaviour.entries);
      perturb.push(...behaviour.perturb);
      if (ability.as === 'keyword') replacedKeywords.set(p.id, [...(replacedKeywords.get(p.id) ?? []), opaqueKeywordName(ability.text)]);
      if (process.env.FOOTPRINT_STATS) for (const kind of kindsOf(behaviour)) stats.kinds[kind] = (stats.kinds[kind] ?? 0) + 1;
      const { kind: _kind, text, reminderText: _reminder, ...footprint } = ability;
      lines.push({ permanent: p.id, card: p.def.name, line: text, footprint, behaviour: behaviour.what });
    });
  }
  const permanent = (id: string) => (b.board.permanents as Json[]).find((q) => q.id === id)!;
  const player = (id: string) => (b.board.players as Json[]).find((q) => q.id === id)!;
  const editAbilities = (id: string, edit: (ability: Json) => Json) => {
    const def = defs.get(id)!;
    def.abilities = (def.abilities as Json[]).map(edit);
    changed.add(id);
  };
  const ownedBy = (who: string) => placed.filter((q) => controllerOn(view, q.id) === who).map((q) => q.id);
  for (const change of perturb)
    switch (change.kind) {
      case 'tap':
        permanent(change.id).tapped = !permanent(change.id).tapped;
        break;
      case 'unsick':
        permanent(change.id).summoningSick = false;
        break;
      case 'damage':
        if ((definitionOf(placed.find((q) => q.id === change.id)!.spec.card).types as string[]).includes('Creature')) permanent(change.id).damage = 1;
        break;
      case 'counters': {
        const counters = (permanent(change.id).counters ??= {}) as Record<string, number>;
        counters[change.counter] = (counters[change.counter] ?? 0) + 1;
        break;
      }
      case 'objCosts':
        editAbilities(change.id, withMoreCost);
        break;
      case 'objTiming':
        editAbilities(change.id, (ability) => (ability.kind === 'activated' ? { ...ability, timing: 'sorcery' } : ability));
        break;
      case 'objMana':
        editAbilities(change.id, colorlessInstead);
        break;
      case 'playerCosts':
        for (const id of ownedBy(change.player)) editAbilities(id, withMoreCost);
        break;
      case 'playerTiming':
        for (const id of ownedBy(change.player)) editAbilities(id, (ability) => (ability.kind === 'activated' ? { ...ability, timing: 'sorcery' } : ability));
        break;
      case 'pool': {
        const pool = (player(change.player).manaPool ??= {}) as Record<string, number>;
        for (const [type, n] of Object.entries(change.mana)) pool[type] = (pool[type] ?? 0) + n;
        break;
      }
      case 'life':
        player(change.player).life = change.life;
        break;
      case 'hand':
      case 'library':
        player(change.player)[change.kind] = change.count;
        break;
    }
  for (const id of changed) permanent(id).card = defs.get(id);
  if (entries.length > 0) b.board.effects = entries;
  return { b, replacedKeywords, lines };
}

// ---------------------------------------------------------------------------------------
// Comparing answers: the reasons and rules are text for people (an effect's place may name a
// dependency on an ability the engine can't read, CR 613.8); lists whose order carries no meaning
// (SCENARIOS.md) as sets; the keyword an opaque keyword line names is the line's own, not its
// behaviour, so it is left out on both sides.

const UNORDERED = new Set(['types', 'subtypes', 'supertypes', 'colors', 'keywords', 'options', 'actions']);

function normal(answer: Json, keywordsLeftOut: readonly string[] = []): Json {
  const value = JSON.parse(
    JSON.stringify(answer, (key, v: unknown) => {
      if (key === 'reason' || key === 'rule' || key === 'detail') return undefined;
      if (UNORDERED.has(key) && Array.isArray(v)) return v.map((x) => JSON.stringify(x)).sort();
      return v;
    }),
  ) as Json;
  if (Array.isArray(value.keywords) && keywordsLeftOut.length > 0) {
    const left = [...(value.keywords as string[])];
    for (const name of keywordsLeftOut) {
      const at = left.indexOf(JSON.stringify(name));
      if (at >= 0) left.splice(at, 1);
    }
    value.keywords = left;
  }
  return value;
}

/** A failure as a person reads it: the question, both answers, the lines with their footprints and behaviour, and board A. */
function counterexample(question: Json, a: Json, b: Json, lines: Built['lines'], board: Json): string {
  const permanents = (board.permanents as Json[]).map((p) => ({ ...p, card: typeof p.card === 'string' ? p.card : p.card.name }));
  return [
    'an answer changed that was not unsupported',
    `question: ${JSON.stringify(question)}`,
    `A: ${JSON.stringify(a)}`,
    `B: ${JSON.stringify(b)}`,
    ...lines.map((l) => `line of ${l.permanent} (${l.card}): "${l.line}" ${JSON.stringify(l.footprint)} -> ${l.behaviour.join('; ')}`),
    `turn: ${JSON.stringify(board.turn)}`,
    ...permanents.map((p) => `  ${JSON.stringify(p)}`),
  ].join('\n');
}

/** Board A with every line that gets behaviour replaced by one that does nothing a question sees (for the figures). */
function inertBoard(placed: readonly Placed[], a: Json): Json {
  const b: Json = clone(a);
  for (const p of placed) {
    if (!p.def.abilities.some((ability) => ability.kind === 'opaque')) continue;
    const def = clone(p.def) as Json;
    def.abilities = (def.abilities as Json[]).map((ability) =>
      ability.kind === 'opaque' && (ability.zones === undefined || ability.zones.includes('battlefield')) && ability.as !== 'spell'
        ? ability.as === 'activated' || ability.as === 'mana'
          ? { kind: 'activated', cost: [{ type: 'tap' }, { type: 'mana', cost: '{100}' }], effects: [{ type: 'scry', amount: 1 }] }
          : INERT
        : ability,
    );
    (b.board.permanents as Json[]).find((q) => q.id === p.id)!.card = def;
  }
  return b;
}

/** A scenario's result, its questions asked at most 100 at a time (the scenario limit). */
function run(scenario: Json): Json {
  const ask = scenario.ask as Json[];
  const answers: Json[] = [];
  for (let at = 0; at < ask.length; at += 100) {
    const result = runScenario({ board: scenario.board, ask: ask.slice(at, at + 100) }) as Json;
    if (!result.ok) return result;
    answers.push(...(result.answers as Json[]));
  }
  return { ok: true, answers };
}

const stats = { boards: 0, compared: 0, unsupportedA: 0, changedUnsupported: 0, unsupportedB: 0, kinds: {} as Record<string, number> };

/** The kinds a behaviour is made of, for the figures. */
function kindsOf(behaviour: Behaviour): string[] {
  const ability = behaviour.ability as Json;
  const out: string[] = [];
  if (ability === INERT) out.push('inert');
  else if (ability.kind === 'static')
    for (const effect of ability.effects as Json[])
      out.push(effect.type === 'continuous' ? `static ${(effect.modifications as Json[])[0]!.type as string}` : `static ${effect.type as string}`);
  else out.push(`${ability.kind as string} ${ability.kind === 'replacement' ? (ability.effect.type as string) : ability.kind === 'triggered' ? (ability.trigger.event as string) : ''}`);
  for (const entry of behaviour.entries)
    out.push(
      `entry ${(entry.source.card.abilities[0].effects[0].effect.type as string) === 'continuous' ? 'gainControl' : (entry.source.card.abilities[0].effects[0].effect.type as string)}`,
    );
  for (const change of behaviour.perturb) out.push(`board ${change.kind}`);
  return out;
}

function scenarioOf(spec: BoardSpec, inline: ReadonlyMap<string, CardDefinition>): { a: Json; placed: Placed[] } {
  const placed = placeBoard(spec, inline);
  const a = {
    board: { turn: { number: 4, activePlayer: spec.active, step: spec.step }, players: PLAYERS.map((id) => ({ id })), permanents: placed.map((p) => p.json) },
    ask: questionsFor(placed),
  };
  return { a, placed };
}

/**
 * 500 boards here and a third as many of the recompiled cards (about 7 s on two cores), 1500 in CI
 * (about 13 s); FOOTPRINT_RUNS and FOOTPRINT_SEED explore further, and FOOTPRINT_STATS=1 prints
 * how many answers were compared, how many were unsupported and how many of those the behaviour
 * did change, and the kinds of behaviour given. At seed 30, 500 boards: 11152 answers compared,
 * 11405 unsupported, 1064 of them changed by the behaviour.
 */
const RUNS = Number(process.env.FOOTPRINT_RUNS ?? (process.env.CI ? 1500 : 500));

/**
 * The property on boards of `spec`, the cards named in `inline` given inline (board A) with those
 * definitions: every answer A gives, B gives the same.
 */
function footprintsAreSound(spec: BoardSpec, inline: ReadonlyMap<string, CardDefinition> = new Map()): void {
  const { a, placed } = scenarioOf(spec, inline);
  const view = viewOf(loadBoard(a.board));
  const { b, replacedKeywords, lines } = boardB(placed, a, view);
  fc.pre(lines.length > 0);
  const before = run(a);
  const after = run(b);
  // For the figures only: the board with the lines in place of no behaviour, to count the answers the behaviour changed.
  const inert = process.env.FOOTPRINT_STATS ? run(inertBoard(placed, a)) : null;
  expect(before.ok, JSON.stringify(before.error)).toBe(true);
  expect(after.ok, JSON.stringify(after.error)).toBe(true);
  stats.boards += 1;
  (a.ask as Json[]).forEach((question, at) => {
    const id = question.characteristics as string | undefined;
    const leftOut = id === undefined ? [] : (replacedKeywords.get(id) ?? []);
    const x = normal(before.answers[at], leftOut);
    const y = normal(after.answers[at], leftOut);
    if ('unsupported' in x) {
      stats.unsupportedA += 1;
      if (inert && JSON.stringify(normal(inert.answers[at], leftOut)) !== JSON.stringify(y)) stats.changedUnsupported += 1;
      return;
    }
    if ('unsupported' in y) {
      stats.unsupportedB += 1;
      return;
    }
    stats.compared += 1;
    if (JSON.stringify(x) !== JSON.stringify(y)) throw new Error(counterexample(question, x, y, lines, a.board));
  });
}

/**
 * Cards whose footprints the classifier reads differently from the shipped pool's (which is
 * rebuilt separately): their definitions compiled again from their Oracle text, so the property
 * checks the footprints the classifier gives now. A station symbol's keywords and what it says
 * (CR 721.2), a condition after a predicate ("for each ...") before another predicate, and whose
 * objects a noun phrase names before "attached to ...".
 */
const RECOMPILED = [
  'Lumen-Class Frigate',
  'Synthesizer Labship',
  'Exploration Broodship',
  'Rescue Skiff',
  'Glaive of the Guildpact',
  "Machinist's Arsenal",
  'Ethereal Armor',
  'Crown of Skemfar',
  'Hold the Gates',
  'Umbra Mystic',
  'Alms Beast',
];

function recompiled(): Map<string, CardDefinition> {
  const out = new Map<string, CardDefinition>();
  for (const name of RECOMPILED) {
    const record = findPoolCard(name)!.card;
    out.set(name, CardDefinition.parse(compileCard(record.oracle_text, printedOf(record).printed).card));
  }
  return out;
}

describe('footprints are sound: behaviour inside a footprint changes only answers that were unsupported (issue 30, item 5)', () => {
  it('on random boards of pool cards, every answer that changes once opaque lines get behaviour inside their footprints was unsupported', () => {
    fc.assert(
      fc.property(arbBoard, (spec) => footprintsAreSound(spec)),
      { numRuns: RUNS, seed: Number(process.env.FOOTPRINT_SEED ?? 30) },
    );
    if (process.env.FOOTPRINT_STATS) console.info(stats);
  }, 120_000);

  it('and with the footprints the classifier reads now, of the cards whose footprints changed since the pool was built', () => {
    const inline = recompiled();
    const board = fc.record({
      footprint: fc.array(arbPermanent(RECOMPILED), { minLength: 1, maxLength: 3 }),
      bystanders: fc.array(arbPermanent(BYSTANDERS), { minLength: 1, maxLength: 5 }),
      active: fc.constantFrom<Player>('alice', 'bob'),
      step: fc.constantFrom('precombatMain', 'beginCombat', 'upkeep'),
    });
    fc.assert(
      fc.property(board, (spec) => footprintsAreSound(spec, inline)),
      { numRuns: Math.ceil(RUNS / 3), seed: Number(process.env.FOOTPRINT_SEED ?? 30) },
    );
  }, 120_000);
});
