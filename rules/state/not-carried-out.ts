// The abilities in play that the engine does not carry out (rules/cards/carried-out.ts), and
// which of them could change an answer or an action's outcome (SCENARIOS.md: such an answer is
// `unsupported`, such an action UNSUPPORTED). An ability is in play where it works (CR 113.6):
// a permanent's abilities on the battlefield after the layer system (613.1f: an ability a
// permanent lost is not in play), a spell's on the stack, a card's in a graveyard or exile only
// when it says it works there. What an ability could touch is its reach; an activated ability
// matters only where it could be activated, a triggered one only where an event could make it
// trigger (603.2), a static one wherever its reach is read (604.1).

import { effectiveCard, type EventType, type Permanent } from '../board';
import { abilityText, cardOf, notCarriedOut, type Ability, type CardDefinition, type NotCarriedOut, type OpaqueAbility, type Reach, type Zone } from '../cards';
import { RulesError, type UnsupportedAbility } from '../core';
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

/** What an answer or an action reads of the game. */
export interface Reads {
  /** The parts of the game it depends on. */
  reach: readonly Reach[];
  /** The permanents it is about: a self-only static ability matters only to these; `all` for the whole board. */
  objects: ReadonlySet<string> | 'all';
  /** The permanents whose activated abilities it asks about (canActivate). */
  activates: ReadonlySet<string>;
  /** The permanents whose mana abilities it reads (the mana questions, paying a cost; CR 605, 106.7). */
  manaFrom: ReadonlySet<string>;
  /** The engine events it brings about: a triggered ability that could trigger on one of them matters. */
  events: ReadonlySet<string>;
  /**
   * An action: a triggered ability that triggers changes its outcome whatever it does, since it
   * would be put on the stack (CR 603.3); for a question, only one whose effect reaches the answer
   * (a triggered mana ability adds mana as it is produced, 605.1b).
   */
  action?: boolean;
}

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

/** What effects in layers 1 to 5 change (CR 613.1a-e): copiable values, control, text, types, colors. */
const BEFORE_LAYER_6: ReadonlySet<Reach> = new Set<Reach>(['copy', 'control', 'text', 'types', 'colors']);

/** An opaque static ability that could act in the layers before layer 6 (CR 613.1a-e). */
const actsBeforeLayer6 = (ability: Ability): boolean => ability.kind === 'opaque' && ability.as === 'static' && ability.reach.some((r) => BEFORE_LAYER_6.has(r));

function inPlay(view: BoardView): InPlayNotCarriedOut[] {
  const out: InPlayNotCarriedOut[] = [];
  const { board } = view;
  for (const permanent of board.permanents) {
    const card = effectiveCard(board, permanent);
    const abilities = view.characteristics(permanent).abilities;
    // Most permanents have no such ability: nothing is listed for them, and nothing made.
    if (!abilities.some(({ ability }) => notCarriedOut(ability) !== null) && !card.abilities.some(actsBeforeLayer6)) continue;
    const held = abilities.map(({ ability, origin }) => ({ ability, printed: origin === 'printed' }));
    // A static ability removed in layer 6 still applied in the layers before it (CR 613.1, 613.6;
    // Magus of the Moon under Dress Down): an opaque one that could act there counts as in play.
    for (const ability of card.abilities) if (actsBeforeLayer6(ability) && !held.some((h) => h.ability === ability)) held.push({ ability, printed: true });
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

const printedOf = (card: CardDefinition) => card.abilities.map((ability) => ({ ability, printed: true }));

/** Every ability in play on this board that the engine does not carry out (computed once per board). */
export function abilitiesNotCarriedOut(view: BoardView): readonly InPlayNotCarriedOut[] {
  return view.derive(inPlay);
}

const meets = (a: readonly Reach[], b: readonly Reach[]) => a.some((reach) => b.includes(reach));

/** Whether an ability the engine does not carry out could change what `reads` depends on. */
export function couldChange(entry: InPlayNotCarriedOut, reads: Reads): boolean {
  // A keyword the engine does not structure may be an activated ability (crew, outlast, level up; CR 702): it may hold any `ability` index.
  if (entry.as === 'keyword' && entry.permanent !== null && (reads.activates.has(entry.permanent) || reads.manaFrom.has(entry.permanent))) return true;
  if (!meets(entry.reach, reads.reach) && !(entry.as === 'triggered' && reads.action)) return false;
  switch (entry.as) {
    case 'spell':
      // A spell does nothing until it resolves (CR 608); resolving it is UNSUPPORTED itself.
      return false;
    case 'activated':
      // An activated ability changes nothing until it is activated (CR 602.2).
      return entry.permanent !== null && reads.activates.has(entry.permanent);
    case 'mana':
      return entry.permanent !== null && (reads.activates.has(entry.permanent) || reads.manaFrom.has(entry.permanent));
    case 'triggered': {
      // A triggered ability does nothing until its trigger event happens (CR 603.2).
      const trigger = entry.trigger ?? 'any';
      if (trigger === 'unreported') return false;
      if (trigger === 'any') return reads.events.size > 0;
      return trigger.some((event) => reads.events.has(event));
    }
    case 'static':
    case 'replacement':
    case 'keyword':
      return !entry.self || reads.objects === 'all' || (entry.permanent !== null && reads.objects.has(entry.permanent));
  }
}

/** The first ability in play that could change what `reads` depends on, as the contract names it; null when none could. */
export function unsupportedFor(view: BoardView, reads: Reads): Unsupported | null {
  const entry = abilitiesNotCarriedOut(view).find((e) => couldChange(e, reads));
  return entry ? unsupportedOf(entry) : null;
}

export function unsupportedOf(entry: InPlayNotCarriedOut): Unsupported {
  return { permanent: entry.permanent ?? entry.object, card: entry.card, ability: entry.ability, text: entry.text, reason: reasonOf(entry) };
}

function reasonOf(entry: InPlayNotCarriedOut): string {
  const what = entry.reason === entry.text ? 'the engine does not carry out this ability yet' : entry.reason;
  return `${what}; it could change ${entry.reach.join(', ')}`;
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
  doesntUntap: ['tapping'],
  drew: ['zones'],
  drewFromEmptyLibrary: ['zones', 'game'],
  effectCreated: [],
  lifeLost: ['life'],
  notCountered: ['stack'],
  notDestroyed: ['zones'],
  returnedToHand: ['zones'],
  effectEnded: [],
  enteredBattlefield: ['zones', 'counters'],
  exiled: ['zones'],
  landPlayed: ['zones', 'timing'],
  leftBattlefield: ['zones'],
  lifeGainPrevented: ['life'],
  lifeGained: ['life'],
  lifePaid: ['life', 'costs'],
  lifeSet: ['life'],
  loyaltyChanged: ['counters'],
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
 * loyalty and the rest (704.5).
 */
export function readsOfEvents(events: readonly { type: EventType }[], also: readonly Reach[] = [], manaFrom: ReadonlySet<string> = new Set()): Reads {
  const reach = new Set<Reach>(['copy', 'control', 'text', 'types', 'colors', 'abilities', 'powerToughness', ...also]);
  const types = new Set<string>();
  for (const event of events) {
    types.add(event.type);
    for (const r of EVENT_REACH[event.type]) reach.add(r);
  }
  return { reach: [...reach], objects: 'all', activates: new Set(), manaFrom, events: types, action: true };
}

/** The UNSUPPORTED error naming an ability the engine does not carry out (SCENARIOS.md, "Errors"). */
export function unsupportedError(unsupported: Unsupported): RulesError {
  return new RulesError('UNSUPPORTED', `${unsupported.card}: "${unsupported.text}": ${unsupported.reason}`, unsupported);
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

/** Renumbers the `{ "target": n }` references of an ability's effects by `offset`. */
function shiftTargets<T>(value: T, offset: number): T {
  if (offset === 0) return value;
  return JSON.parse(JSON.stringify(value), (_key, v: unknown) => {
    if (v !== null && typeof v === 'object' && !Array.isArray(v) && Object.keys(v).length === 1 && typeof (v as { target?: unknown }).target === 'number')
      return { target: (v as { target: number }).target + offset };
    return v;
  }) as T;
}

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
  let whole = combined.get(card);
  if (!whole) {
    let offset = 0;
    const targets: SpellAbility['targets'] = [];
    const effects: SpellAbility['effects'] = [];
    for (const part of parts) {
      effects.push(...shiftTargets(part.effects, offset));
      targets.push(...part.targets);
      offset += part.targets.length;
    }
    whole = { kind: 'spell', targets, effects };
    combined.set(card, whole);
  }
  return whole;
}
