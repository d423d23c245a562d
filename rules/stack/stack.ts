// The stack (CR 405) and resolving its top object (608): an instant or sorcery does what
// it says and goes to its owner's graveyard (608.2n); a permanent spell becomes a permanent
// (608.3), an Aura attached to what it targeted (303.4f) and a planeswalker with its loyalty
// (306.5b); an ability does what it says. A spell or ability whose targets are all illegal
// doesn't resolve (608.2b).

import {
  BASIC_LAND_TYPES,
  cardThatLeft,
  effectiveCard,
  enteringPermanent,
  entersAsCopyOf,
  nextTimestamp,
  spellToGraveyard,
  type ActionContext,
  type Board,
  type Choices,
  type Permanent,
  type StackObject,
} from '../board';
import { controllerOf, carriedSpellAbility, isLegalTarget, matches, printedActivatedAbility, printedCharacteristics, unsupportedError, viewOf, type BoardView } from '../state';
import { abilityText, cardDefinition, cardOf, CREATURE_TYPES, printedNumber, triggeredAbility, unsupportedEffect, type Ability, type Amount, type CardDefinition } from '../cards';
import { COLORS, illegalAction, RulesError, unsupported, countersOf, own, type ChoiceOption } from '../core';
import { checkTargets, performEffects, type ResolutionChoices, type Resolving } from './resolution';
import { chosenCardName } from './card-name';
import { countersToPut } from '../game';

export function putOnStack(board: Board, item: StackObject, ctx: ActionContext, rules: string[]): Board {
  ctx.events.push({ type: 'putOnStack', object: item.id, kind: item.kind, controller: item.controller, rules });
  // Each permanent it targets becomes the target of a spell or ability (CR 115.1, 603.2: "becomes the target" triggers).
  for (const target of new Set(item.targets))
    if (board.permanents.some((p) => p.id === target)) ctx.events.push({ type: 'becameTarget', permanent: target, by: item.id, rules: ['115.1'] });
  return { ...board, stack: [...board.stack, item] };
}

/** The choices for the object resolving: those made as it was put on the stack, then those made now (CR 608.2d). */
function choicesFor(item: StackObject, sourceId: string | null, now: Choices): ResolutionChoices {
  const { triggered, ...direct } = now;
  const { triggered: _stored, ...stored } = item.choices;
  return { ...stored, ...direct, ...(sourceId ? own(triggered, sourceId) : undefined) };
}

const isInstantOrSorcery = (card: CardDefinition) => card.types.includes('Instant') || card.types.includes('Sorcery');

/** Resolves the top object of the stack (CR 608.1). */
export function resolveTop(board: Board, choices: Choices, ctx: ActionContext): Board {
  const item = board.stack.at(-1);
  if (!item) throw new RulesError('ILLEGAL_ACTION', 'the stack is empty: nothing to resolve', { rule: '608.1' });
  const rest: Board = { ...board, stack: board.stack.slice(0, -1) };
  return item.kind === 'spell' ? resolveSpell(rest, item, choices, ctx) : resolveAbility(rest, item, choices, ctx);
}

/** A spell leaving the stack goes to its owner's graveyard as its card, or where its own replacement effect puts it instead (CR 608.2n, 715.4, 720.4, 614.1a). */
function toGraveyard(board: Board, item: StackObject, ctx: ActionContext): Board {
  return spellToGraveyard(board, item, ctx.events);
}

/**
 * Where an instant or sorcery goes as the final part of its resolution: its owner's graveyard
 * (CR 608.2n); cast as an Adventure, its controller exiles the card instead (715.3d); cast as an
 * Omen, its controller shuffles the card into its owner's library instead (720.3d), one more card
 * there (a count, SCENARIOS.md). Either is the card it is part of (715.4, 720.4). The stack names
 * the spell's controller, taken as its owner.
 */
function afterResolving(board: Board, item: StackObject, card: CardDefinition, ctx: ActionContext): Board {
  const part = card.alternativeOf;
  const owner = item.controller;
  if (part?.kind === 'adventure') {
    ctx.events.push({ type: 'exiledAsItResolved', object: item.id, card: part.card, player: owner, rules: ['715.3d', '608.2n'] });
    return { ...board, players: board.players.map((p) => (p.id === owner ? { ...p, exile: [...p.exile, { id: item.id, card: part.card }] } : p)) };
  }
  if (part?.kind === 'omen') {
    ctx.events.push({ type: 'shuffledIntoLibrary', object: item.id, card: part.card, player: owner, rules: ['720.3d', '701.24a'] });
    return { ...board, players: board.players.map((p) => (p.id === owner ? { ...p, library: p.library + 1 } : p)) };
  }
  ctx.events.push({ type: 'putIntoGraveyard', object: item.id, rules: ['608.2n'] });
  return toGraveyard(board, item, ctx);
}

function resolveSpell(board: Board, item: StackObject, choices: Choices, ctx: ActionContext): Board {
  const card = cardOf(item.card!);
  const resolvingChoices = choicesFor(item, null, choices);
  if (isInstantOrSorcery(card)) {
    const ability = carriedSpellAbility(card, item.id);
    if (!ability) throw unsupported(`${card.name} has no spell ability the engine knows`);
    if (ability.unsupported) throw unsupported(`${card.name}: ${ability.unsupported}`);
    const missing = unsupportedEffect(ability.effects);
    if (missing) throw unsupported(`${card.name}: ${missing} is not modelled yet`);
    // The card an Adventure or Omen is part of, where it goes as it resolves (CR 715.3d, 720.3d), must be one the engine knows.
    if (card.alternativeOf && !cardDefinition(card.alternativeOf.card))
      throw unsupported(`${card.name} goes off the stack as "${card.alternativeOf.card}" (CR 715.4, 720.4), a card the engine doesn't know`);
    const resolving: Resolving = { item, card, source: null, sourceId: item.id, ability, choices: resolvingChoices, legal: [] };
    if (!checkTargets(board, resolving)) {
      ctx.events.push({ type: 'countered', object: item.id, reason: 'all its targets are illegal', rules: ['608.2b'] });
      return toGraveyard(board, item, ctx);
    }
    ctx.events.push({ type: 'resolved', object: item.id, rules: ['608.2'] });
    return afterResolving(performEffects(board, resolving, ctx), item, card, ctx);
  }
  return enterBattlefield(board, item, card, resolvingChoices, ctx);
}

/** A permanent spell resolving becomes a permanent (CR 608.3), with what it enters with (614.1c, 614.12). */
function enterBattlefield(board: Board, item: StackObject, card: CardDefinition, choices: ResolutionChoices, ctx: ActionContext): Board {
  const view = viewOf(board);
  let attachedTo: string | null = null;
  if (card.subtypes.includes('Aura')) {
    // An Aura spell targets what it will enchant (CR 303.4a); with that target illegal, it doesn't resolve (608.3b).
    const enchant = card.abilities.find((a) => a.kind === 'keyword' && a.keyword === 'enchant');
    const target = item.targets[0];
    const what = enchant && 'what' in enchant ? enchant.what : {};
    if (!target || !isLegalTarget(view, { kind: 'permanent', filter: what }, target, item.controller, null, printedCharacteristics(card))) {
      ctx.events.push({ type: 'countered', object: item.id, reason: 'its target is illegal', rules: ['608.3b'] });
      return toGraveyard(board, item, ctx);
    }
    attachedTo = target;
  }
  const timestamp = nextTimestamp(board);
  const entered = withWhatItEntersWith(board, enteringPermanent({ id: item.id, card: item.card!, controller: item.controller, timestamp, x: item.x, attachedTo }), card, choices, ctx);
  const { permanent, counters } = entered;
  ctx.events.push({ type: 'resolved', object: item.id, rules: ['608.3'] });
  ctx.events.push({ type: 'enteredBattlefield', permanent: item.id, ...enteredWith(entered, ['608.3', ...(counters.loyalty ? ['306.5b'] : [])]) });
  return { ...board, permanents: [...board.permanents, permanent] };
}

/**
 * What a permanent enters the battlefield with (CR 614.1c, 614.12): the choices made as it
 * enters, its printed loyalty (306.5b), and the counters its replacement effects put on it.
 * Those are the abilities it has as it will exist on the battlefield, with the continuous
 * effects already there applied: Humility can take them away.
 */
export function withWhatItEntersWith(
  board: Board,
  entering: Permanent,
  card: CardDefinition,
  choices: Pick<Choices, 'color' | 'creatureType' | 'basicLandType' | 'player' | 'cardName' | 'copy'>,
  ctx: ActionContext,
): { permanent: Permanent; counters: Record<string, number>; tapped: boolean } {
  const chosen: Permanent['chosen'] = {};
  const copy = copyAsItEnters(board, entering, card, choices);
  if (copy !== undefined) chosen.copy = copy;
  // As a copy, its own "as enters" abilities are those it copied (CR 707.5, 707.6).
  const asCopy = copy === undefined ? card : effectiveCard({ ...board, permanents: [...board.permanents, { ...entering, chosen: { copy } }] }, { ...entering, chosen: { copy } });
  for (const ability of asCopy.abilities)
    if (ability.kind === 'replacement' && ability.effect.type === 'asEntersChoose') Object.assign(chosen, chosenAsItEnters(board, entering, asCopy, ability.effect, choices));
  const permanent = { ...entering, chosen };
  const enteringView = viewOf({ ...board, permanents: [...board.permanents, permanent] });
  const c = enteringView.characteristics(permanent);
  const counters: Record<string, number> = {};
  let tapped = false;
  if (c.types.includes('Planeswalker') && asCopy.loyalty !== undefined && !c.lostAllAbilities) counters.loyalty = printedNumber(asCopy.loyalty);
  let protector: string | null = null;
  if (c.types.includes('Battle')) {
    // A battle enters with defense counters equal to its printed defense (CR 310.4b) and a protector (310.8a, 310.11a).
    if (asCopy.defense === undefined) throw unsupported(`the card data has no printed defense for ${card.name} (CR 310.4b)`);
    counters.defense = asCopy.defense;
    const opponents = board.players.filter((p) => p.id !== c.controller && !p.lost);
    if (!c.subtypes.includes('Siege')) protector = c.controller;
    else if (opponents.length === 1) protector = opponents[0]!.id;
    else throw unsupported(`choosing the protector of ${card.name} among several opponents (CR 310.11a) is not modelled`);
  }
  for (const { ability } of c.abilities) {
    if (ability.kind !== 'replacement') continue;
    if (ability.effect.type === 'entersWithCounters') {
      const amount = amountAsItEnters(enteringView, permanent, ability.effect.amount);
      const put = countersToPut(enteringView, permanent, ability.effect.counter, amount, ctx);
      if (put > 0) counters[ability.effect.counter] = countersOf(counters, ability.effect.counter) + put;
    }
    // "This land enters tapped." (CR 614.1c).
    if (ability.effect.type === 'entersTapped') tapped = true;
  }
  additionalCounters(enteringView, permanent, counters, ctx);
  return { permanent: { ...permanent, counters, tapped, protector }, counters, tapped };
}

type AsEntersChoose = Extract<Extract<Ability, { kind: 'replacement' }>['effect'], { type: 'asEntersChoose' }>;
type AsEntersChoice = AsEntersChoose['choice'];

/**
 * A choice made as a permanent enters (CR 614.12a: before it enters), from the action's
 * `choices`: a color, a creature type of 205.3m as printed, a basic land type (205.3i), a player
 * on the board or an opponent of its controller (recorded as `player`), or a card name (201.4).
 */
function chosenAsItEnters(
  board: Board,
  entering: Permanent,
  card: CardDefinition,
  effect: AsEntersChoose,
  choices: Pick<Choices, 'color' | 'creatureType' | 'basicLandType' | 'player' | 'cardName'>,
): Permanent['chosen'] {
  const { choice } = effect;
  const key: 'color' | 'creatureType' | 'basicLandType' | 'player' | 'cardName' = choice === 'opponent' ? 'player' : choice;
  const value = choices[key];
  if (value === undefined) {
    const options = asEntersOptions(board, entering, choice);
    throw new RulesError('CHOICE_REQUIRED', `choose ${CHOICE_NAMES[choice]} as ${card.name} enters (CR 614.12a)`, options ? { choice: key, options } : { choice: key });
  }
  if (key === 'creatureType' && !CREATURE_TYPES.includes(value)) throw illegalAction(`"${value}" is not a creature type (CR 205.3m): choose one as printed, such as "Elf"`, '205.3m');
  if (key === 'player') {
    const player = board.players.find((p) => p.id === value);
    if (!player) throw illegalAction(`no player has id "${value}"`, '614.12a');
    if (choice === 'opponent' && player.id === entering.controller) throw illegalAction(`${card.name} needs an opponent of its controller to be chosen`, '102.2');
  }
  if (key === 'cardName') return { cardName: chosenCardName(value, effect.cardName, card.name) };
  return { [key]: value };
}

/** What an as-enters choice may be, where a short list says it: the colors, the basic land types, the players (a creature type is any of 205.3m's, a card name any card's). */
function asEntersOptions(board: Board, entering: Permanent, choice: AsEntersChoice): ChoiceOption[] | null {
  const players = board.players.filter((p) => !p.lost).map((p) => p.id);
  switch (choice) {
    case 'color':
      return [...COLORS];
    case 'basicLandType':
      return [...BASIC_LAND_TYPES];
    case 'player':
      return players;
    case 'opponent':
      return players.filter((id) => id !== entering.controller);
    case 'creatureType':
    case 'cardName':
      return null;
  }
}

const CHOICE_NAMES: Record<AsEntersChoice, string> = {
  color: 'a color',
  creatureType: 'a creature type',
  basicLandType: 'a basic land type',
  player: 'a player',
  opponent: 'an opponent',
  cardName: 'a card name',
};

/**
 * "Each other creature you control of the chosen type enters with an additional +1/+1 counter
 * on it" (CR 614.1c, 614.12): the effects of other permanents that match the permanent as it
 * would exist on the battlefield (a permanent's own such ability affects only others, 614.12).
 * Added to the counters it enters with by its own abilities, one event: an effect that adds to
 * that event (Hardened Scales, 614.1a) applies once, already counted when there were some.
 */
function additionalCounters(view: BoardView, permanent: Permanent, counters: Record<string, number>, ctx: ActionContext): void {
  const extra: Record<string, number> = {};
  const entering = view.matchable(permanent);
  for (const active of view.activeEffects()) {
    const { effect } = active;
    if (effect.type !== 'othersEnterWithCounters' || active.source?.id === permanent.id) continue;
    if (!matches(effect.entering, entering, { controller: active.controller, source: active.source })) continue;
    extra[effect.counter] = countersOf(extra, effect.counter) + effect.amount;
    ctx.events.push({
      type: 'countersReplaced',
      permanent: permanent.id,
      counter: effect.counter,
      amount: countersOf(counters, effect.counter) + countersOf(extra, effect.counter),
      by: active.label,
      rules: ['614.1c', '614.12'],
    });
  }
  for (const [counter, amount] of Object.entries(extra))
    counters[counter] = countersOf(counters, counter) > 0 ? countersOf(counters, counter) + amount : countersToPut(view, permanent, counter, amount, ctx);
}

/**
 * The permanent it enters as a copy of, where it has "you may have this creature enter as a copy
 * of any creature on the battlefield" and its controller chose one (`choices.copy`; none: it
 * doesn't copy, CR 707.5, 614.1c). Only a permanent already on the battlefield that matches
 * may be chosen (the choice doesn't target, Clone's rulings).
 */
function copyAsItEnters(board: Board, entering: Permanent, card: CardDefinition, choices: Pick<Choices, 'copy'>): string | undefined {
  const copying = entersAsCopyOf(card);
  // Another way of entering as a copy ("a creature you control", "except it doesn't copy that creature's color") is not carried out (CR 707.5, 707.9).
  const other = card.abilities.findIndex((a) => a.kind === 'opaque' && a.as === 'replacement' && a.reach.includes('copy'));
  if (!copying && other >= 0) {
    const opaque = card.abilities[other] as Extract<Ability, { kind: 'opaque' }>;
    throw new RulesError('UNSUPPORTED', `${card.name}: "${opaque.text}": entering as a copy this way is not carried out yet (CR 707.5, 707.9)`, {
      permanent: entering.id,
      card: card.name,
      ability: other,
      text: opaque.text,
      reason: 'entering as a copy this way is not carried out yet (CR 707.5, 707.9); it could change copy, types, abilities, power and toughness',
    });
  }
  if (!copying || choices.copy === undefined) return undefined;
  const view = viewOf(board);
  const original = view.permanent(choices.copy);
  if (!original || !matches(copying.of, view.matchable(original), { controller: entering.controller, source: null }))
    throw new RulesError('ILLEGAL_ACTION', `${card.name} can't enter as a copy of ${choices.copy}: it is not on the battlefield or not what ${card.name} may copy (CR 707.5, 614.1c)`, {
      rule: '707.5',
    });
  return choices.copy;
}

/** The `enteredBattlefield` event's parts for what a permanent entered with: its counters, and tapped (CR 614.1c) only when it did. */
export function enteredWith(entered: { counters: Record<string, number>; tapped: boolean }, rules: string[]): { counters: Record<string, number>; tapped?: true; rules: string[] } {
  return { counters: entered.counters, ...(entered.tapped ? { tapped: true as const } : {}), rules: entered.tapped ? [...rules, '614.1c'] : rules };
}

/** An amount for a permanent as it enters: a number, the X paid for it (CR 107.3m), or a count on the board it enters. */
function amountAsItEnters(view: BoardView, permanent: Permanent, amount: Amount): number {
  if (typeof amount === 'number') return amount;
  if ('x' in amount) return permanent.x;
  const { count } = amount;
  if ('counters' in count) return countersOf(permanent.counters, count.counters);
  return view.board.permanents.filter((p) => matches(count.permanents, view.matchable(p), { controller: controllerOf(view, permanent), source: permanent })).length;
}

function resolveAbility(board: Board, item: StackObject, choices: Choices, ctx: ActionContext): Board {
  const source = typeof item.source === 'string' ? (board.permanents.find((p) => p.id === item.source) ?? null) : null;
  // A source that left is read from its card: the one the ability carries (a token's, or a card
  // shuffled away, is in no named zone), else where it went (CR 603.10a, 608.2h).
  const ref = source ? effectiveCard(board, source) : typeof item.source === 'string' ? (item.card ?? cardThatLeft(board, item.source)) : item.source!.card;
  const card = ref ? cardDefinition(ref) : undefined;
  const printed = card?.abilities[item.ability!];
  if (!card || !printed) throw new RulesError('INVALID_INPUT', `stack object ${item.id}: its source has no ability ${item.ability}`, { path: ['board', 'stack'] });
  const ability = triggeredAbility(printed) ?? printedActivatedAbility(printed);
  if (!ability)
    throw new RulesError('INVALID_INPUT', `stack object ${item.id}: ability ${item.ability} of ${card.name} is not an activated or triggered ability`, { path: ['board', 'stack'] });
  const sourceId = typeof item.source === 'string' ? item.source : item.id;
  // What it does is not carried out: resolving it is UNSUPPORTED, naming it (SCENARIOS.md, "Questions").
  if ('unsupported' in ability && ability.unsupported)
    throw unsupportedError({ permanent: sourceId, card: card.name, ability: item.ability!, text: abilityText(printed, card), reason: ability.unsupported });
  const missing = unsupportedEffect(ability.effects);
  if (missing) throw unsupported(`${card.name}: ${missing} is not modelled yet`);
  ctx.triggeredChoicesTaken.add(sourceId);
  const resolving: Resolving = { item, card, source, sourceId, ability, choices: choicesFor(item, sourceId, choices), legal: [] };
  if (!checkTargets(board, resolving)) {
    ctx.events.push({ type: 'countered', object: item.id, reason: 'all its targets are illegal', rules: ['608.2b'] });
    return board;
  }
  // "You may" (CR 603.5): its controller chooses as it resolves; declining, it does nothing.
  if ('may' in ability && ability.may) {
    if (resolving.choices.may === undefined)
      throw new RulesError('CHOICE_REQUIRED', `choose whether ${card.name}'s triggered ability does what it says ("you may", CR 603.5)`, {
        choice: `triggered.${sourceId}.may`,
        options: [true, false],
      });
    if (!resolving.choices.may) {
      ctx.events.push({ type: 'resolved', object: item.id, rules: ['608.2', '603.5'] });
      return board;
    }
  }
  ctx.events.push({ type: 'resolved', object: item.id, rules: ['608.2'] });
  return performEffects(board, resolving, ctx);
}
