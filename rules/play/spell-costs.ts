// The costs of casting a spell that its own text offers or changes (CR 601.2b, 601.2f-h): which
// cost is paid, the mana cost or an alternative cost (118.9, `choices.cost`; only one, 118.9a);
// the total cost's mana, with cost reductions applied to the generic mana of the cost being paid
// (601.2f, 118.7a, 118.9d); and paying the alternative cost's other parts (601.2h) through
// `Caster`, which this file implements over a board (the kinds are rules/cards/spell-costs/).

import { freshId, idTaken, namedCardsToGraveyard, putIntoGraveyard, type ActionContext, type Board, type Choices, type NamedCard as NamedCardChoice } from '../board';
import {
  alternativeCostOffered,
  cardDefinition,
  type AdditionalCost,
  type SpellCostPart,
  cardOf,
  cardRefName,
  behavioursOf,
  genericReduction,
  type ReductionCounts,
  spellsCostApplies,
  spellCostKind,
  type AlternativeCost,
  type CardDefinition,
  type Caster,
  type CasterState,
  type CostReduction,
  type Filter,
  type NamedCard,
} from '../cards';
import { illegalAction, invalid, RulesError, type ManaSymbol, type Path } from '../core';
import { abilitiesNow, controllerOf, matches, printedCharacteristics, viewOf } from '../state';
import { returnToHand } from '../board';

type CastingStatic = AlternativeCost | AdditionalCost | CostReduction;

/** The static abilities of the card that work as it is cast (CR 113.6, 601.2b, 601.2f), of one kind. */
function staticEffects<T extends CastingStatic['type']>(card: CardDefinition, type: T): Extract<CastingStatic, { type: T }>[] {
  const out: Extract<CastingStatic, { type: T }>[] = [];
  for (const ability of card.abilities)
    if (ability.kind === 'static') for (const effect of ability.effects) if (effect.type === type) out.push(effect as Extract<CastingStatic, { type: T }>);
  return out;
}

/** What paying a cost of a spell `player` is casting can see on `board`, with what they named in `choices`. */
function casterState(board: Board, player: string, choices: Choices): CasterState {
  const view = viewOf(board);
  const holder = board.players.find((p) => p.id === player)!;
  return {
    player,
    life: holder.life,
    hand: holder.hand,
    candidates: (filter: Filter) =>
      board.permanents.filter((p) => controllerOf(view, p) === player && matches(filter, view.matchable(p), { controller: player, source: null })).map((p) => p.id),
    exiled: choices.exileFromHand,
    sacrificed: choices.sacrifice,
    discarded: choices.discardFromHand,
    returned: choices.returnToHand,
    graveyard: holder.graveyard.map((entry) => entry.id),
    exiledFromGraveyard: choices.exileFromGraveyard,
    colorsOf: (card) => printedCharacteristics(cardOf(card as Parameters<typeof cardOf>[0])).colors,
    typesOf: (card) => printedCharacteristics(cardOf(card as Parameters<typeof cardOf>[0])).types,
    nameOf: (card) => (typeof card === 'string' ? card : card.name),
  };
}

/** Whether every part of the alternative cost could be paid now, nothing named (CR 601.2h). */
function couldPay(alternative: AlternativeCost, state: CasterState): boolean {
  const unnamed: CasterState = { ...state, exiled: undefined, returned: undefined };
  return alternative.cost.every((part) => spellCostKind(part).refusal(part as never, unnamed) === null);
}

/**
 * The cost the spell is cast for (CR 601.2b): the alternative cost its text offers when
 * `choices.cost` says `alternative`, else its mana cost. Missing, it is asked for
 * (CHOICE_REQUIRED, `cost`) when both could be paid; where only one could, that one.
 */
export function chosenAlternative(board: Board, card: CardDefinition, player: string, choices: Choices, manaPayable: boolean): AlternativeCost | null {
  const alternatives = staticEffects(card, 'alternativeCost');
  const offered = alternatives.filter((alternative) => alternativeCostOffered(alternative, player, board.turn.activePlayer));
  if (choices.cost === 'mana') return null;
  if (choices.cost === 'alternative') {
    if (alternatives.length === 0) throw illegalAction(`${card.name} has no alternative cost (CR 118.9)`, '118.9');
    // "If it's not your turn" (Force of Negation): not an option during its controller's own turn.
    if (offered.length === 0) throw illegalAction(`${card.name}'s alternative cost is offered only when it's not its caster's turn`, '118.9');
    return offered[0]!;
  }
  if (offered.length === 0) return null;
  const state = casterState(board, player, choices);
  const payable = offered.find((alternative) => couldPay(alternative, state));
  if (!payable) return null;
  if (!manaPayable) return payable;
  throw new RulesError('CHOICE_REQUIRED', `choose whether ${card.name} is cast for its mana cost or its alternative cost (CR 601.2b, 118.9)`, {
    choice: 'cost',
    options: ['mana', 'alternative'],
  });
}

/**
 * The mana of the total cost (CR 601.2f): the mana cost with X, or none for an alternative cost
 * without mana (118.9, X is then 0, 107.3); plus the cost increases of the permanents' static
 * abilities ("Noncreature spells cost {1} more to cast", spells-cost.ts), then minus the cost
 * reductions, its own and theirs, which take off only generic mana (118.7a) and never below {0}.
 * `symbols` is the cost being paid.
 */
export function reducedMana(board: Board, card: CardDefinition, player: string, symbols: readonly ManaSymbol[]): ManaSymbol[] {
  const graveyard = (board.players.find((p) => p.id === player)?.graveyard ?? []).map(({ card: entry }) => cardOf(entry).types as readonly string[]);
  const view = viewOf(board);
  const counts: ReductionCounts = {
    graveyard,
    youControl: (filter) => board.permanents.filter((p) => controllerOf(view, p) === player && matches(filter, view.matchable(p), { controller: player, source: null })).length,
  };
  // Its static abilities' reductions and its keywords' (affinity, CR 702.41a).
  const reductions = [
    ...staticEffects(card, 'costReduction'),
    ...card.abilities.flatMap((ability) => (ability.kind === 'keyword' ? behavioursOf([ability.keyword], 'costReduction').map(({ behaviour }) => behaviour.reduction(ability)) : [])),
  ];
  let off = 0;
  for (const reduction of reductions) off += genericReduction(reduction, counts);
  // The permanents' static abilities that change what spells cost (CR 604.1), for a spell of the card's characteristics (109.3).
  const spell = printedCharacteristics(card);
  let more = 0;
  for (const { effect, controller } of view.activeEffects()) {
    if (effect.type !== 'spellsCost' || !spellsCostApplies(effect, spell, player, controller)) continue;
    if (effect.change === 'more') more += effect.generic;
    else off += effect.generic;
  }
  // Increases first, then reductions (601.2f).
  return lessGeneric(more > 0 ? [{ kind: 'generic', amount: more }, ...symbols] : symbols, off);
}

/** A cost with `off` generic mana taken off (CR 118.7a: only generic mana, never below {0}). */
export function lessGeneric(symbols: readonly ManaSymbol[], off: number): ManaSymbol[] {
  let left = off;
  const out: ManaSymbol[] = [];
  for (const symbol of symbols) {
    if (symbol.kind !== 'generic' || left === 0) {
      out.push(symbol);
      continue;
    }
    const take = Math.min(left, symbol.amount);
    left -= take;
    if (symbol.amount - take > 0) out.push({ kind: 'generic', amount: symbol.amount - take });
  }
  return out;
}

/** The choice that names what pays a part of a cost, by the part's type. */
const COST_CHOICE = {
  exileFromHand: 'exileFromHand',
  returnToHand: 'returnToHand',
  sacrifice: 'sacrifice',
  discard: 'discardFromHand',
  exileFromGraveyard: 'exileFromGraveyard',
} as const;

/** What names what pays a cost that is not being paid would be ignored: INVALID_INPUT. */
export function unusedCostChoices(paid: readonly SpellCostPart[], choices: Choices, at: Path): void {
  const used = new Set<string>(paid.flatMap((part) => (part.type in COST_CHOICE ? [COST_CHOICE[part.type as keyof typeof COST_CHOICE]] : [])));
  for (const key of Object.values(COST_CHOICE))
    if (choices[key] !== undefined && !used.has(key)) invalid([...at, 'choices', key], `no cost being paid to cast this spell takes a "${key}" choice: it would be ignored`);
}

/** The additional costs of the spell's own text (CR 118.8): paid whichever cost is paid. */
export function additionalCosts(card: CardDefinition): AdditionalCost[] {
  return staticEffects(card, 'additionalCost');
}

/**
 * Pays the parts of an alternative or additional cost (CR 601.2h): first any choice missing is
 * asked for, then each part is checked, then paid.
 */
export function payCostParts(board: Board, parts: readonly SpellCostPart[], player: string, choices: Choices, at: Path, ctx: ActionContext): Board {
  const state = casterState(board, player, choices);
  checkNamedCards(board, choices, at);
  for (const part of parts) {
    const missing = spellCostKind(part).missing(part, state);
    if (missing)
      throw new RulesError(
        'CHOICE_REQUIRED',
        missing.choice === 'exileFromHand' || missing.choice === 'discardFromHand'
          ? `name the card(s) the cost takes from the hand in choices.${missing.choice}: the hand is a count of unnamed cards (CR 118.8, 118.9, 601.2h)`
          : missing.choice === 'exileFromGraveyard'
            ? `name the cards of your graveyard "${spellCostKind(part).text(part)}" exiles, by their ids, in choices.exileFromGraveyard (CR 601.2h)`
            : `choose what pays "${spellCostKind(part).text(part)}" (CR 601.2h)`,
        missing.options ? { choice: missing.choice, options: missing.options } : { choice: missing.choice },
      );
  }
  for (const part of parts) {
    const refusal = spellCostKind(part).refusal(part, state);
    if (refusal) throw illegalAction(refusal.reason, refusal.rule);
  }
  let current = board;
  const update = (change: (p: Board['players'][number]) => Partial<Board['players'][number]>) => {
    current = { ...current, players: current.players.map((p) => (p.id === player ? { ...p, ...change(p) } : p)) };
  };
  const caster: Caster = {
    ...state,
    payLife(amount, rules) {
      ctx.events.push({ type: 'lifePaid', player, amount, rules });
      update((p) => ({ life: p.life - amount }));
    },
    exileFromHand(named: NamedCard, rules) {
      const id = named.id ?? freshId(current, `${player}/x`);
      ctx.events.push({ type: 'exiledFromHand', player, object: id, card: cardRefName(named.card as Parameters<typeof cardRefName>[0]), rules });
      update((p) => ({ hand: p.hand - 1, exile: [...p.exile, { id, card: named.card as Board['players'][number]['exile'][number]['card'] }] }));
    },
    returnToHand(permanent, rules) {
      const owner = current.permanents.find((p) => p.id === permanent)!.owner;
      ctx.events.push({ type: 'returnedToHand', permanent, player: owner, rules });
      current = returnToHand(current, permanent, ctx.events);
    },
    sacrifice(permanent, rules) {
      const view = viewOf(current);
      const sacrificed = view.permanent(permanent)!;
      ctx.events.push({ type: 'sacrificed', permanent, rules });
      current = putIntoGraveyard(current, permanent, ctx.events, abilitiesNow(view, sacrificed));
    },
    exileFromGraveyard(id, rules) {
      const entry = current.players.find((p) => p.id === player)!.graveyard.find((e) => e.id === id)!;
      ctx.events.push({ type: 'cardMoved', object: id, card: entry.card, player, from: 'graveyard', to: 'exile', rules });
      update((p) => ({ graveyard: p.graveyard.filter((e) => e.id !== id), exile: [...p.exile, entry] }));
    },
    discard(named, rules) {
      const moved = namedCardsToGraveyard(current, player, 'hand', named as NamedCardChoice[], 'discardFromHand', 'discarded', ctx.events);
      ctx.events.push({ type: 'discarded', player, count: moved.cards.length, cards: moved.cards, rules });
      current = moved.board;
    },
  };
  for (const part of parts) spellCostKind(part).pay(part, caster);
  return current;
}

/** The cards named in `choices.exileFromHand` are cards (CR 108) the engine knows, with ids not yet used. */
function checkNamedCards(board: Board, choices: Choices, at: Path): void {
  (choices.exileFromHand ?? []).forEach((named, index) => {
    const where = [...at, 'choices', 'exileFromHand', index];
    if (!cardDefinition(named.card)) invalid([...where, 'card'], `no card named "${cardRefName(named.card)}" in the catalog`);
    if (named.id !== undefined && idTaken(board, named.id)) invalid([...where, 'id'], `id "${named.id}" is already used on the board`);
  });
}

/** The kicker cost of a card (CR 702.33a), if it has one. */
export function kickerCost(card: CardDefinition): string | null {
  for (const ability of card.abilities) if (ability.kind === 'keyword' && ability.keyword === 'kicker') return ability.cost;
  return null;
}

/**
 * Whether the spell is kicked (CR 702.33d): its caster announces paying the kicker cost (601.2b,
 * `choices.kicked`); missing for a card with kicker, CHOICE_REQUIRED with options true and false.
 * A card without kicker can't be kicked.
 */
export function chosenKicked(card: CardDefinition, choices: Choices, at: Path): boolean {
  const kicker = kickerCost(card);
  if (kicker === null) {
    if (choices.kicked !== undefined) invalid([...at, 'choices', 'kicked'], `${card.name} has no kicker: the "kicked" choice would be ignored (CR 702.33)`);
    return false;
  }
  if (choices.kicked === undefined)
    throw new RulesError('CHOICE_REQUIRED', `choose whether ${card.name} is kicked, paying ${kicker} more (CR 702.33a, 601.2b)`, { choice: 'kicked', options: [true, false] });
  return choices.kicked;
}
