// The abilities in play that the engine does not carry out (rules/cards/carried-out.ts), and
// which of them could change an answer or an action's outcome (SCENARIOS.md: such an answer is
// `unsupported`, such an action UNSUPPORTED). An ability is in play where it works (CR 113.6):
// a permanent's abilities on the battlefield after the layer system (613.1f: an ability a
// permanent lost is not in play), a spell's on the stack, a card's in a graveyard or exile only
// when it says it works there. Each has a footprint (footprint.ts): an activated ability matters
// only where it could be activated (602.2), a triggered one only where an event could make it
// trigger (603.2), a replacement effect only as the event it modifies happens (614.1), a line
// about how its own object enters only as that object enters (614.1c, 614.12), a static one
// wherever what it can act on is read (604.1); and then only where it meets what is read. An
// answer names every ability that could change it, each with why.

import { effectiveCard, type EventType, type GameEvent, type Permanent } from '../board';
import {
  abilitiesAtLevel,
  abilityText,
  cardOf,
  levelOf,
  shiftTargets,
  notCarriedOut,
  romanNumeral,
  type Ability,
  type CardDefinition,
  type NotCarriedOut,
  type OpaqueAbility,
  type OpaqueTrigger,
  type Reach,
  type Zone,
} from '../cards';
import { RulesError, type UnsupportedAbility } from '../core';
import { ANYTHING, ASPECT_NAMES, meeting, readsOf, scopeOf, type Reads, type Scope, type Uncertain } from './footprint';
import { controllerOf, type BoardView } from './view';

/** An ability in play that the engine does not carry out, and where it is. */
export interface InPlayNotCarriedOut extends NotCarriedOut {
  /** The object that has it: a permanent, a stack object, or a card in a graveyard or exile. */
  object: string;
  /** Set when the object is a permanent. */
  permanent: string | null;
  card: string;
  /** Its index among the card's printed abilities; null for a granted ability. */
  ability: number | null;
  text: string;
  controller: string;
}

/** The `unsupported` object of an answer, and the details of an UNSUPPORTED error (SCENARIOS.md). */
export type Unsupported = UnsupportedAbility;

export type { Reads } from './footprint';
function entriesOf(
  card: CardDefinition,
  abilities: readonly { ability: Ability; printed: boolean }[],
  where: Zone,
  object: string,
  permanent: string | null,
  controller: string,
): InPlayNotCarriedOut[] {
  const out: InPlayNotCarriedOut[] = [];
  for (const { ability, printed } of abilities) {
    const missing = notCarriedOut(ability);
    if (!missing || !missing.zones.includes(where)) continue;
    const index = printed ? card.abilities.indexOf(ability) : -1;
    out.push({ ...missing, object, permanent, card: card.name, ability: index >= 0 ? index : null, text: abilityText(ability, card), controller });
  }
  return out;
}

/**
 * What effects in layers 1 to 6 change (CR 613.1a-f): copiable values, control, text, types,
 * colors, abilities. An ability removed in layer 6 may still have acted up to there: in the layers
 * before it, and in layer 6 itself when its effect applies before the one that removes it (by
 * timestamp, 613.7, or by dependency, 613.8: "creatures you control lose all abilities" applied
 * first takes Humility's away); and an effect that started to apply goes on in the later layers
 * (613.6).
 */
const UP_TO_LAYER_6: ReadonlySet<Reach> = new Set<Reach>(['copy', 'control', 'text', 'types', 'colors', 'abilities']);

/**
 * An opaque static ability, or a keyword that is one, that could act in the layers up to layer 6
 * (CR 613.1a-f): a characteristic-defining changeling still made its object every creature type
 * under Humility (604.3, 613.1d), and a bestowed permanent is still an Aura (702.103b).
 */
const actsUpToLayer6 = (ability: Ability): boolean =>
  ability.kind === 'opaque' && (ability.as === 'static' || (ability.as === 'keyword' && ability.trigger === undefined)) && ability.reach.some((r) => UP_TO_LAYER_6.has(r));

function inPlay(view: BoardView): InPlayNotCarriedOut[] {
  const out: InPlayNotCarriedOut[] = [];
  const { board } = view;
  for (const permanent of board.permanents) {
    const card = effectiveCard(board, permanent);
    const abilities = view.characteristics(permanent).abilities;
    // The abilities of class level bars above its level it doesn't have, and they never act (CR 716.2a).
    const own = abilitiesAtLevel(card.abilities, levelOf(permanent));
    // Most permanents have no such ability: nothing is listed for them, and nothing made.
    if (!abilities.some(({ ability }) => notCarriedOut(ability) !== null) && !own.some(actsUpToLayer6)) continue;
    const held = abilities.map(({ ability, origin }) => ({ ability, printed: origin === 'printed' }));
    // A static ability removed in layer 6 still applied in the layers before it (CR 613.1, 613.6;
    // Magus of the Moon under Dress Down), and in layer 6 where it applied before what removed it
    // (613.7, 613.8): an opaque one that could act there counts as in play.
    for (const ability of own) if (actsUpToLayer6(ability) && !held.some((h) => h.ability === ability)) held.push({ ability, printed: true });
    out.push(...entriesOf(card, held, 'battlefield', permanent.id, permanent.id, controllerOf(view, permanent)));
  }
  for (const item of board.stack) {
    if (item.kind !== 'spell' || item.card === undefined) continue;
    const card = cardOf(item.card);
    out.push(...entriesOf(card, printedOf(card), 'stack', item.id, null, item.controller));
  }
  for (const player of board.players)
    for (const [zone, cards] of [
      ['graveyard', player.graveyard],
      ['exile', player.exile],
    ] as const)
      for (const entry of cards) {
        const card = cardOf(entry.card);
        out.push(...entriesOf(card, printedOf(card), zone, entry.id, null, player.id));
      }
  return out;
}

/** A card's abilities off the battlefield, where it has no level: level 1, without those of its class level bars (CR 716.2a, 716.2d). */
const printedOf = (card: CardDefinition) => abilitiesAtLevel(card.abilities, 1).map((ability) => ({ ability, printed: true }));

/** Every ability in play on this board that the engine does not carry out (computed once per board). */
export function abilitiesNotCarriedOut(view: BoardView): readonly InPlayNotCarriedOut[] {
  return view.derive(inPlay);
}

// ---------------------------------------------------------------------------------------
// When an ability not carried out acts, and whether it meets what is read.

const matchesEvents = (events: OpaqueTrigger | null, reads: Reads): string | null => {
  const list = events ?? 'any';
  if (list === 'unreported') return null;
  if (list === 'any') return reads.events.size > 0 ? [...reads.events][0]! : null;
  return list.find((event) => reads.events.has(event)) ?? null;
};

/**
 * What each ability not carried out in play can act on, on this board (footprint.ts): computed
 * once per board. A filter matches what could match it: an object whose characteristics the
 * filter reads some static ability not carried out could change counts as matching, until
 * nothing more could (a least fixed point; each round only adds).
 */
function scopesOf(view: BoardView): Map<InPlayNotCarriedOut, Scope> {
  const entries = abilitiesNotCarriedOut(view);
  const scopes = new Map<InPlayNotCarriedOut, Scope>();
  const changing = new Map<string, Set<Reach>>();
  let anything = new Set<Reach>();
  const uncertain: Uncertain = (id, aspects) => aspects.some((aspect) => anything.has(aspect) || changing.get(id)?.has(aspect) === true);
  for (let round = 0; round < 20; round += 1) {
    let grew = false;
    for (const entry of entries) {
      const permanent = entry.permanent === null ? null : (view.permanent(entry.permanent) ?? null);
      scopes.set(entry, scopeOf(view, entry.affects, { object: entry.object, permanent, controller: entry.controller }, uncertain));
    }
    for (const entry of entries) {
      // A line of keywords with a trigger: the others change its own object all the time (613.1f).
      if (entry.selfReach !== null && !staticNow(entry)) {
        const set = changing.get(entry.object) ?? new Set<Reach>();
        const before = set.size;
        for (const reach of entry.selfReach) set.add(reach);
        changing.set(entry.object, set);
        if (set.size > before) grew = true;
      }
      // Only a static ability changes characteristics while nothing happens (CR 604.2, 611.3).
      if (!staticNow(entry)) continue;
      const scope = scopes.get(entry)!;
      if (scope.anything) {
        const next = new Set([...anything, ...entry.reach]);
        if (next.size > anything.size) {
          anything = next;
          grew = true;
        }
        continue;
      }
      for (const id of scope.objects) {
        const set = changing.get(id) ?? new Set<Reach>();
        const before = set.size;
        for (const reach of entry.reach) set.add(reach);
        changing.set(id, set);
        if (set.size > before) grew = true;
      }
    }
    if (!grew) break;
  }
  return scopes;
}

/** A static ability, or a keyword or replacement line that acts as one: it applies all the time (CR 604.2). */
function staticNow(entry: InPlayNotCarriedOut): boolean {
  if (entry.enters || entry.replaces !== null) return false;
  if (entry.as === 'static' || entry.as === 'replacement') return true;
  return entry.as === 'keyword' && entry.trigger === null;
}

/** What an ability not carried out could change about what `reads` reads: a reason for this answer, or null when it could change nothing. */
export function couldChange(view: BoardView, entry: InPlayNotCarriedOut, reads: Reads): string | null {
  const here = entry.permanent ?? entry.object;
  // A line about how its own object enters acts only as that object enters (CR 614.1c, 614.12).
  if (entry.enters) return reads.entering.has(entry.object) ? `it applies as ${here} enters the battlefield (CR 614.1c, 614.12)` : null;
  switch (entry.as) {
    case 'spell':
      // A spell does nothing until it resolves (CR 608); resolving it is UNSUPPORTED itself.
      return null;
    case 'activated':
      // An activated ability changes nothing until it is activated (CR 602.2); one whose cost and
      // timing are known can be listed as an action, only resolving it is not carried out.
      return entry.permanent !== null && !entry.structured && reads.activates.has(entry.permanent)
        ? `it is an activated ability of ${here} whose cost and timing the engine does not read, so whether it could be activated is not known (CR 602.2)`
        : null;
    case 'mana':
      return entry.permanent !== null && (reads.activates.has(entry.permanent) || reads.manaFrom.has(entry.permanent)) ? `it is a mana ability of ${here} (CR 605.1a)` : null;
    case 'triggered':
      return whenTriggered(view, entry, entry.trigger, reads);
    case 'replacement':
    case 'static':
      // A replacement effect, or a static ability that acts only as something happens (no untapping in an untap step, CR 502.3; entering tapped, 614.1c), acts as its events happen (614.1).
      if (entry.replaces !== null) return whenTriggered(view, entry, entry.replaces, reads, 'could modify');
      return where(view, entry, reads);
    case 'keyword':
      // A line of keywords some of which trigger: those as their events happen (603.2), the others on its own object all the time (604.2, 613.1f).
      if (entry.trigger !== null) return whenTriggered(view, entry, entry.trigger, reads) ?? (entry.selfReach === null ? null : onItself(view, entry, entry.selfReach, reads));
      // A keyword the engine does not structure may be an activated ability (crew, outlast; CR 702): it may take any `ability` index.
      if (entry.permanent !== null && (reads.slots.has(entry.permanent) || reads.activates.has(entry.permanent) || reads.manaFrom.has(entry.permanent)))
        return `it may be an activated ability of ${here}, which would change which abilities ${here} has and their order (CR 602, 702)`;
      return where(view, entry, reads);
  }
}

/** A triggered ability acts when its trigger event happens (CR 603.2); a replacement effect as the event it modifies happens (614.1). */
function whenTriggered(view: BoardView, entry: InPlayNotCarriedOut, events: OpaqueTrigger | null, reads: Reads, verb = 'would trigger on'): string | null {
  // A chapter ability triggers only as lore counters put on its Saga reach its chapter number from
  // less (CR 714.2b): in an action, where the events say so; a question puts no lore counters on a
  // Saga (what it considers, such as mana abilities activated, 605.3a, puts none: an ability that
  // would is either not carried out itself or uses the stack), so there it changes nothing.
  if (entry.chapters !== null) {
    if (!reads.action) return null;
    const { chapters } = entry;
    const reached = (reads.lore?.get(entry.object) ?? []).flatMap(({ before, after }) => chapters.filter((n) => before < n && after >= n));
    return reached.length > 0 ? `it would trigger as lore counters put on ${entry.object} reach chapter ${romanNumeral(reached[0]!)} (CR 714.2b, 603.2)` : null;
  }
  const event = matchesEvents(events, reads);
  if (event === null) return null;
  if (reads.action) return `it ${verb} ${event} (CR ${verb === 'would trigger on' ? '603.2' : '614.1'})`;
  // In a question, only what its effect could reach (a triggered mana ability adds mana as it is produced, CR 605.1b).
  return where(view, entry, reads);
}

/** What a line of keywords changes of its own object all the time (opaque.ts `selfReach`), where it meets what is read. */
function onItself(view: BoardView, entry: InPlayNotCarriedOut, selfReach: readonly Reach[], reads: Reads): string | null {
  const permanent = entry.permanent === null ? null : (view.permanent(entry.permanent) ?? null);
  const scope = scopeOf(view, ['self'], { object: entry.object, permanent, controller: entry.controller }, () => false);
  return where(view, entry, reads, scope, selfReach);
}

/** Whether the footprint of an ability active now meets what is read, and how, for a person. */
function where(
  view: BoardView,
  entry: InPlayNotCarriedOut,
  reads: Reads,
  scope: Scope = view.derive(scopesOf).get(entry) ?? ANYTHING,
  entryReach: readonly Reach[] = entry.reach,
): string | null {
  // Giving or taking away only keywords the answer doesn't read changes nothing of it (CR 613.1f).
  const { keywords } = reads;
  const reach =
    entry.keywords !== null && keywords !== undefined && !entry.keywords.some((keyword) => keywords.has(keyword)) ? entryReach.filter((aspect) => aspect !== 'abilities') : entryReach;
  const met = meeting(scope, reach, reads);
  if (!met) return null;
  const aspects = met.aspects.map((aspect) => ASPECT_NAMES[aspect]).join(', ');
  switch (met.kind) {
    case 'object': {
      if (met.on === '*') return `it could change ${aspects} of any object this reads`;
      const permanent = view.permanent(met.on);
      return `it could change ${permanent ? `${view.characteristics(permanent).name} (${met.on})` : met.on}'s ${aspects}`;
    }
    case 'player':
      return met.on === '*' ? `it could change any player's ${aspects}` : `it could change ${met.on}'s ${aspects}`;
    case 'spells':
      return `it could change spells' ${aspects}`;
    case 'cards':
      return `it could change ${aspects} of cards outside the battlefield`;
    case 'game':
      return `it could change ${aspects}`;
  }
}

/** Every ability in play that could change what `reads` reads, as the contract names them, the first in its fields and all in `blockers`; null when none could. */
export function unsupportedFor(view: BoardView, reads: Reads): (Unsupported & { blockers: Unsupported[] }) | null {
  const blockers: Unsupported[] = [];
  for (const entry of abilitiesNotCarriedOut(view)) {
    const why = couldChange(view, entry, reads);
    if (why !== null) blockers.push(unsupportedOf(entry, why));
  }
  if (blockers.length === 0) return null;
  return { ...blockers[0]!, blockers };
}

export function unsupportedOf(entry: InPlayNotCarriedOut, why?: string): Unsupported {
  const what = entry.reason === entry.text ? 'the engine does not carry out this ability yet' : entry.reason;
  return {
    permanent: entry.permanent ?? entry.object,
    card: entry.card,
    ability: entry.ability,
    text: entry.text,
    reason: `${what}; ${why ?? `it could change ${entry.reach.map((aspect) => ASPECT_NAMES[aspect]).join(', ')}`}`,
  };
}

/** The permanents a player controls, for a question about what that player could do. */
export function controlledBy(view: BoardView, player: string): Set<string> {
  return new Set(view.board.permanents.filter((p: Permanent) => controllerOf(view, p) === player).map((p) => p.id));
}

/** The part of the game each kind of engine event is (its reach), for the actions that bring events about. */
export const EVENT_REACH: { [T in EventType]: readonly Reach[] } = {
  abilityActivated: ['stack', 'costs', 'timing'],
  attached: ['zones', 'targets'],
  attackerDeclared: ['combat', 'tapping'],
  blockerDeclared: ['combat'],
  becameBlocked: ['combat'],
  becameTarget: ['targets'],
  combatDamageAssigned: ['combat', 'damage'],
  removedFromCombat: ['combat'],
  cast: ['stack', 'costs', 'timing'],
  ceasedToExist: ['zones'],
  countered: ['stack', 'zones'],
  countersChanged: ['counters'],
  countersPut: ['counters'],
  countersRemoved: ['counters'],
  countersReplaced: ['counters'],
  damageDealt: ['damage', 'life', 'counters'],
  damagePrevented: ['damage'],
  damageRemoved: ['damage'],
  destroyed: ['zones'],
  discarded: ['zones'],
  milled: ['zones'],
  surveilled: ['zones'],
  putOnLibrary: ['zones'],
  handRevealed: [],
  lookedAtLibrary: ['zones'],
  lookedAt: [],
  doesntUntap: ['tapping'],
  drew: ['zones'],
  drewFromEmptyLibrary: ['zones', 'game'],
  effectCreated: [],
  lifeLost: ['life'],
  notCountered: ['stack'],
  notDestroyed: ['zones'],
  regenerated: ['zones', 'damage', 'tapping', 'combat'],
  returnedToHand: ['zones'],
  cardMoved: ['zones'],
  effectEnded: [],
  enteredBattlefield: ['zones', 'counters'],
  exiled: ['zones'],
  exiledAsItResolved: ['zones', 'stack'],
  exiledInstead: ['zones', 'stack'],
  landPlayed: ['zones', 'timing'],
  leftBattlefield: ['zones'],
  lifeGainPrevented: ['life'],
  lifeGained: ['life'],
  lifePaid: ['life', 'costs'],
  exiledFromHand: ['zones', 'costs'],
  lifeSet: ['life'],
  loyaltyChanged: ['counters'],
  levelBecame: ['abilities'],
  manaAdded: ['mana'],
  manaCapped: ['mana'],
  manaEmptied: ['mana'],
  manaReplaced: ['mana'],
  manaSpent: ['mana', 'costs'],
  noManaProduced: ['mana'],
  playerLost: ['game'],
  preventionIgnored: ['damage'],
  putIntoGraveyard: ['zones'],
  putOnStack: ['stack'],
  resolved: ['stack'],
  triggerRemoved: ['stack', 'targets'],
  sacrificed: ['zones'],
  scried: ['zones'],
  librarySearched: ['zones'],
  libraryShuffled: ['zones'],
  cardNameChosen: ['game'],
  permanentChosen: [],
  shuffledIntoLibrary: ['zones'],
  stepBegan: ['turn', 'tapping', 'mana'],
  tapped: ['tapping'],
  controlChanged: ['control', 'timing'],
  tappedForMana: ['tapping', 'mana'],
  tokenCreated: ['zones'],
  unattached: ['zones'],
  untapped: ['tapping'],
};

/**
 * What an action read and did, from the events it brought about: their parts of the game, and
 * the layers, since state-based actions follow every action (CR 704.3) and read toughness,
 * loyalty and the rest (704.5); of every object, player and part of the game, since an action
 * may reach any of them. The permanents that entered in it are `entering`.
 */
export function readsOfEvents(events: readonly GameEvent[], also: readonly Reach[] = [], manaFrom: ReadonlySet<string> = new Set()): Reads {
  const reach = new Set<Reach>(['copy', 'control', 'text', 'types', 'colors', 'abilities', 'powerToughness', ...also]);
  const types = new Set<string>();
  const entering = new Set<string>();
  const lore = new Map<string, { before: number; after: number }[]>();
  const putLore = (permanent: string, before: number, after: number) => {
    if (after > before) lore.set(permanent, [...(lore.get(permanent) ?? []), { before, after }]);
  };
  for (const event of events) {
    types.add(event.type);
    for (const r of EVENT_REACH[event.type]) reach.add(r);
    if (event.type === 'enteredBattlefield') {
      entering.add(event.permanent);
      putLore(event.permanent, 0, event.counters?.lore ?? 0);
    }
    if (event.type === 'countersPut' && event.counter === 'lore') putLore(event.permanent, event.total - event.amount, event.total);
  }
  const all = [...reach];
  return readsOf({ objects: new Map([['*', all]]), players: new Map([['*', all]]), spells: all, cards: all, game: all, manaFrom, events: types, entering, lore, action: true });
}

/** The UNSUPPORTED error naming an ability the engine does not carry out (SCENARIOS.md, "Errors"). */
export function unsupportedError(unsupported: Unsupported): RulesError {
  const { blockers, ...named } = unsupported;
  return new RulesError('UNSUPPORTED', `${unsupported.card}: "${unsupported.text}": ${unsupported.reason}`, { ...named, blockers: blockers ?? [named] });
}

/** The error for using an opaque ability of a permanent directly (activating it). */
export function opaqueAbilityError(view: BoardView, permanent: Permanent, opaque: OpaqueAbility): RulesError {
  const card = effectiveCard(view.board, permanent);
  const index = card.abilities.indexOf(opaque);
  const missing = notCarriedOut(opaque)!;
  return unsupportedError(
    unsupportedOf({
      ...missing,
      object: permanent.id,
      permanent: permanent.id,
      card: view.characteristics(permanent).name,
      ability: index >= 0 ? index : null,
      text: opaque.text,
      controller: controllerOf(view, permanent),
    }),
  );
}

/**
 * The permanents whose mana abilities a mana question or action reads beyond the player's own:
 * every permanent when some ability adds mana of a type another permanent could produce (CR
 * 106.7: Reflecting Pool, Exotic Orchard read the mana abilities of other permanents, an
 * opponent's included); none otherwise.
 */
export function manaReferents(view: BoardView): ReadonlySet<string> {
  return view.derive(referentsOf);
}

function referentsOf(view: BoardView): ReadonlySet<string> {
  const reflects = view.board.permanents.some((permanent) =>
    view
      .characteristics(permanent)
      .abilities.some(({ ability }) => 'effects' in ability && (ability.effects as readonly { type: string }[]).some((e) => e.type === 'addManaCouldProduce')),
  );
  return reflects ? new Set(view.board.permanents.map((p) => p.id)) : new Set();
}

type SpellAbility = Extract<Ability, { kind: 'spell' }>;
type PlainSpellAbility = Extract<SpellAbility, { effects: unknown }>;

const combined = new WeakMap<CardDefinition, SpellAbility>();

/**
 * What an instant or sorcery does as it resolves (CR 113.3a, 608.2c): its spell abilities, one
 * per paragraph, followed in order, their targets one list in that order (601.2c); or the
 * UNSUPPORTED error naming a paragraph the engine does not carry out.
 */
export function carriedSpellAbility(card: CardDefinition, object: string): SpellAbility | null {
  const spells = card.abilities.filter((a): a is SpellAbility | OpaqueAbility => a.kind === 'spell' || (a.kind === 'opaque' && a.as === 'spell'));
  const blocking = spells.find((a) => a.kind === 'opaque' || a.unsupported !== undefined);
  if (blocking) {
    const index = card.abilities.indexOf(blocking);
    const reason = blocking.kind === 'opaque' ? 'the engine does not carry out this instruction yet' : (blocking.unsupported ?? 'not carried out yet');
    throw unsupportedError({ permanent: object, card: card.name, ability: index, text: abilityText(blocking, card), reason });
  }
  const parts = spells.filter((a): a is SpellAbility => a.kind === 'spell');
  if (parts.length <= 1) return parts[0] ?? null;
  const modal = parts.find((part) => 'modes' in part);
  if (modal)
    throw unsupportedError({
      permanent: object,
      card: card.name,
      ability: card.abilities.indexOf(modal),
      text: abilityText(modal, card),
      reason: 'a modal paragraph with other paragraphs of a spell is not carried out yet (CR 700.2)',
    });
  let whole = combined.get(card);
  if (!whole) {
    let offset = 0;
    const targets: PlainSpellAbility['targets'] = [];
    const effects: PlainSpellAbility['effects'] = [];
    for (const part of parts as PlainSpellAbility[]) {
      effects.push(...shiftTargets(part.effects, offset));
      targets.push(...part.targets);
      offset += part.targets.length;
    }
    whole = { kind: 'spell', targets, effects };
    combined.set(card, whole);
  }
  return whole;
}
