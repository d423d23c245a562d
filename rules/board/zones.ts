// Permanents entering the battlefield, and moving off it (CR 400.7: it becomes a new object;
// the contract keeps its id in the graveyard and exile; a hand is a count, so a card returned
// there is one more card in it). A token that leaves the battlefield ceases to exist at the next
// check of state-based actions (CR 704.5d, 111.7); the graveyard entry format can't mark
// a token, so the token is recorded as having ceased to exist right away (a token shuffled into a
// library likewise). A card with "shuffle it into its owner's library instead" goes there
// rather than to a graveyard (614.1a, 701.24a). An effect its
// abilities created lasts for its duration whatever happens to it (CR 611.2a-c): the board's
// `effects` entries then name its card, except those lasting "for as long as" it stays on the
// battlefield, which end (611.2b).

import type { Board, Permanent, StackObject } from './board';
import { effectiveCard, recordCopiedValues } from './copiable-values';
import { holdsUntap, isRegenerationShield } from './entries';
import { cardDefinition, cardOf, castWithBehaviour, type Ability, type CardRef } from '../cards';
import { unsupported } from '../core';
import type { GameEvent } from '../board';

/**
 * A permanent as it enters the battlefield: a new object (CR 400.7), untapped, with no
 * counters or damage, and summoning sick until its controller has controlled it continuously
 * since their most recent turn began (CR 302.6); it is attached to what it enters attached to.
 */
export function enteringPermanent(entering: {
  id: string;
  card: Permanent['card'];
  controller: string;
  timestamp: number;
  token?: boolean;
  x?: number;
  chosen?: Permanent['chosen'];
  attachedTo?: string | null;
}): Permanent {
  return {
    id: entering.id,
    card: entering.card,
    controller: entering.controller,
    owner: entering.controller,
    tapped: false,
    summoningSick: true,
    counters: {},
    damage: 0,
    deathtouchDamage: false,
    attachedTo: entering.attachedTo ?? null,
    attachedAt: entering.timestamp,
    x: entering.x ?? 0,
    chosen: entering.chosen ?? {},
    token: entering.token ?? false,
    loyaltyActivated: false,
    timestamp: entering.timestamp,
    attacking: null,
    attackedLeftCombat: false,
    blocked: false,
    blocking: [],
    hadFirstStrike: false,
    protector: null,
  };
}

/**
 * Where an object's own replacement effect puts it instead of a graveyard (CR 614.1a): its
 * owner's library ("If Blightsteel Colossus would be put into a graveyard from anywhere, reveal
 * Blightsteel Colossus and shuffle it into its owner's library instead.") or exile ("If this
 * creature would be put into a graveyard from anywhere, exile it instead."); null when none does.
 * Read among the abilities it has (a permanent's after the layer system, 613.1f), else its card's
 * printed ones.
 */
export function graveyardInstead(abilities: readonly Ability[]): 'library' | 'exile' | null {
  for (const a of abilities)
    if (a.kind === 'replacement') {
      if (a.effect.type === 'shuffleIntoLibraryInstead') return 'library';
      if (a.effect.type === 'exileInsteadOfGraveyard') return 'exile';
    }
  return null;
}

/**
 * A card put into its owner's graveyard from anywhere (a permanent, a spell leaving the stack, a
 * card milled or discarded): there with its id, or where its own replacement effect says instead
 * (CR 614.1a): shuffled into its owner's library (614.6, 701.24a: one more card there, the library
 * being a count of unnamed cards, SCENARIOS.md, and the card in no named zone), or exiled with its id.
 */
export function cardToGraveyard(
  board: Board,
  owner: string,
  entry: { id: string; card: Permanent['card'] },
  events: GameEvent[],
  abilities: readonly Ability[] = cardOf(entry.card).abilities,
): Board {
  const instead = graveyardInstead(abilities);
  if (instead === 'library') events.push({ type: 'shuffledIntoLibrary', object: entry.id, card: entry.card, player: owner, rules: ['614.1a', '614.6', '701.24a'] });
  if (instead === 'exile') events.push({ type: 'exiledInstead', object: entry.id, card: entry.card, player: owner, rules: ['614.1a'] });
  const players = board.players.map((p) => {
    if (p.id !== owner) return p;
    if (instead === 'library') return { ...p, library: p.library + 1 };
    if (instead === 'exile') return { ...p, exile: [...p.exile, entry] };
    return { ...p, graveyard: [...p.graveyard, entry] };
  });
  return { ...board, players };
}

/**
 * The card a spell is once it leaves the stack: the Adventure or Omen of a card is that card,
 * with its normal characteristics only (CR 715.4, 720.4); any other spell is its own card.
 */
export function cardOffTheStack(ref: CardRef): CardRef {
  const part = cardOf(ref).alternativeOf;
  return part && cardDefinition(part.card) ? part.card : ref;
}

/**
 * The card a permanent is once it leaves the battlefield: a transforming double-faced card with its
 * back face up has only its front face's characteristics there (CR 712.8a), so it is named by its
 * front face (a melded permanent, two cards, stays as it is); any other permanent is its own card.
 */
export function cardOffTheBattlefield(ref: CardRef): CardRef {
  const front = cardOf(ref).frontFace?.name;
  return front !== undefined && cardDefinition(front) ? front : ref;
}

/**
 * A spell put into its owner's graveyard from the stack (resolved, CR 608.2n; not resolving,
 * 608.2b, 608.3b; countered, 701.6a) as its card (715.4, 720.4), or where its own replacement
 * effect puts it instead (614.1a). The stack names its controller, taken as its owner.
 */
export function spellToGraveyard(board: Board, item: StackObject, events: GameEvent[]): Board {
  const exiled = exiledAsItLeavesStack(board, item, events);
  if (exiled) return exiled;
  return cardToGraveyard(board, item.controller, { id: item.id, card: cardOffTheStack(item.card!) }, events);
}

/**
 * A spell cast with a permission that exiles its card instead of putting it anywhere else any time
 * it would leave the stack (flashback, CR 702.34a): the board with its card in its owner's exile,
 * with its id (an `exiledInstead` event); null for any other spell. That replacement leaves no
 * other destination to apply (a countering effect's own exile, the card's "shuffle it into its
 * owner's library instead": either way it ends in exile, 616.1). The stack names the spell's
 * controller, taken as its owner (a graveyard it was cast from is its caster's own).
 */
export function exiledAsItLeavesStack(board: Board, item: StackObject, events: GameEvent[]): Board | null {
  if (item.castWith === undefined) return null;
  const { rule, behaviour } = castWithBehaviour(item.castWith);
  if (!behaviour.exileAsItLeavesStack) return null;
  const card = cardOffTheStack(item.card!);
  events.push({ type: 'exiledInstead', object: item.id, card, player: item.controller, rules: [rule, '614.1a'] });
  return { ...board, players: board.players.map((p) => (p.id === item.controller ? { ...p, exile: [...p.exile, { id: item.id, card }] } : p)) };
}

/** Moves a permanent to its owner's graveyard (or where a replacement effect of its own puts it instead), exile, hand or library (counts: CR 402 hands are hidden, 401 a library is); returns a new board. */
function leaveBattlefield(before: Board, permanentId: string, zone: 'graveyard' | 'exile' | 'hand' | 'library', events: GameEvent[], abilities?: readonly Ability[]): Board {
  const permanent = before.permanents.find((p) => p.id === permanentId);
  if (!permanent) return before;
  // What copies it keeps the values it copied (CR 707.2b); what it copies is read as it last existed.
  const card = effectiveCard(before, permanent);
  const board = recordCopiedValues(before, [permanentId]);
  // A replacement effect of its own that the engine can't apply must not be ignored (CR 614.1).
  const notCarriedOut = card.abilities.find((a) => a.kind === 'replacement' && a.unsupported);
  if (zone === 'graveyard' && notCarriedOut && 'unsupported' in notCarriedOut) throw unsupported(`${card.name} would go to a graveyard: ${notCarriedOut.unsupported}`);
  const permanents = board.permanents.filter((p) => p.id !== permanentId);
  const own = abilities ?? card.abilities;
  const to = zone === 'graveyard' ? (graveyardInstead(own) ?? zone) : zone;
  events.push({ type: 'leftBattlefield', permanent: permanent.id, card: permanent.card, controller: permanent.controller, to, rules: ['400.7'] });
  // A copy's abilities are read from what it copied (CR 707.2), written as an inline definition.
  const asItWas = card === cardOf(permanent.card) ? permanent : { ...permanent, card };
  const effects = effectsOutliving(untapHoldsEnded(board, permanentId, events), asItWas, events);
  const stack = abilitiesOutliving(board.stack, asItWas);
  if (permanent.token) {
    events.push({ type: 'ceasedToExist', object: permanent.id, rules: ['704.5d', '111.7'] });
    return { ...board, permanents, effects, stack };
  }
  // In a graveyard or exile a double-faced card has its front face up (CR 712.8a).
  const entry = { id: permanent.id, card: cardOffTheBattlefield(permanent.card) };
  if (zone === 'graveyard') return { ...cardToGraveyard(board, permanent.owner, entry, events, own), permanents, effects, stack };
  const players = board.players.map((p) => {
    if (p.id !== permanent.owner) return p;
    if (zone === 'hand') return { ...p, hand: p.hand + 1 };
    if (zone === 'library') return { ...p, library: p.library + 1 };
    return { ...p, [zone]: [...p[zone], entry] };
  });
  return { ...board, permanents, players, effects, stack };
}

/**
 * The `effects` entries once their source has left the battlefield: an effect lasts as long as
 * its duration says whatever happens to its source (CR 611.2a), so the entry names the source's
 * card (a token's card is its definition) and its ability is read from there; one that lasts
 * while its source is on the battlefield ends now (611.2b).
 */
function effectsOutliving(entries: Board['effects'], source: Permanent, events: GameEvent[]): Board['effects'] {
  if (!entries.some((entry) => entry.source === source.id)) return entries;
  const kept: Board['effects'] = [];
  for (const entry of entries) {
    if (entry.source !== source.id) kept.push(entry);
    else if (entry.duration === 'whileSourceOnBattlefield') events.push({ type: 'effectEnded', effect: entry.id, rules: ['611.2b'] });
    else kept.push({ ...entry, source: { card: source.card } });
  }
  return kept;
}

/**
 * The board's `effects` once a permanent has left the battlefield, without the "doesn't untap
 * during its controller's next untap step" effects that held it and the regeneration shields on
 * it (701.19a): the object they applied to is gone (CR 400.7), and what may come back is a new
 * object they don't apply to.
 */
function untapHoldsEnded(board: Board, permanentId: string, events: GameEvent[]): Board['effects'] {
  const ended = board.effects.filter((entry) => entry.targets[0] === permanentId && (holdsUntap(board, entry) || isRegenerationShield(board, entry)));
  if (ended.length === 0) return board.effects;
  for (const entry of ended) events.push({ type: 'effectEnded', effect: entry.id, rules: holdsUntap(board, entry) ? ['400.7', '502.3'] : ['400.7', '701.19a'] });
  return board.effects.filter((entry) => !ended.includes(entry));
}

/**
 * The abilities on the stack once their source has left the battlefield: each resolves on its
 * own (CR 113.7a) and is read from the source's card as it last existed (608.2h), which it now
 * carries as its `card`, since the card may go where nothing is named (a library, a hand) or
 * cease to exist (a token).
 */
function abilitiesOutliving(stack: Board['stack'], source: Permanent): Board['stack'] {
  if (!stack.some((item) => item.source === source.id && item.card === undefined)) return stack;
  return stack.map((item) => (item.source === source.id && item.card === undefined ? { ...item, card: source.card } : item));
}

/** `abilities`: those the permanent has as it leaves (after the layer system), for its own replacement effects; default its card's printed ones. */
export function putIntoGraveyard(board: Board, permanentId: string, events: GameEvent[], abilities?: readonly Ability[]): Board {
  return leaveBattlefield(board, permanentId, 'graveyard', events, abilities);
}

export function exile(board: Board, permanentId: string, events: GameEvent[]): Board {
  return leaveBattlefield(board, permanentId, 'exile', events);
}

/** Puts a permanent on top of its owner's library (CR 400.7, 401): one more card there, a count of unnamed cards; a token ceases to exist (111.8, 704.5d). */
export function putOnTopOfLibrary(board: Board, permanentId: string, events: GameEvent[]): Board {
  return leaveBattlefield(board, permanentId, 'library', events);
}

/** Returns a permanent to its owner's hand (CR 400.7): one more card there; a token ceases to exist (111.8, 704.5d). */
export function returnToHand(board: Board, permanentId: string, events: GameEvent[]): Board {
  return leaveBattlefield(board, permanentId, 'hand', events);
}
