// What a permanent enters the battlefield with (CR 614.1c, 614.12), however it enters: a permanent
// spell resolving (608.3), a land played (305.1), a card put onto the battlefield by an effect
// (701.23a): the choices made as it enters, its loyalty, defense and protector, a Saga's lore
// counter (714.3a), the counters its replacement effects put on it, and whether it enters tapped.

import { BASIC_LAND_TYPES, effectiveCard, entersAsCopyOf, type ActionContext, type Board, type Choices, type Permanent } from '../board';
import { controllerOf, matches, playerConditionHolds, viewOf, youControlHolds, type BoardView } from '../state';
import { canPayLife, CREATURE_TYPES, printedNumber, type Ability, type Amount, type CardDefinition } from '../cards';
import { COLORS, illegalAction, RulesError, unsupported, countersOf, type ChoiceOption } from '../core';
import { countersToPut } from '../game';
import { chosenCardName } from './card-name';

/**
 * What a permanent enters the battlefield with (CR 614.1c, 614.12): the choices made as it
 * enters, its printed loyalty (306.5b), the counters its replacement effects put on it and
 * whether it enters tapped. Those are the abilities it has as it will exist on the battlefield,
 * with the continuous effects already there applied: Humility can take them away. `board` is the
 * board it enters, after what was paid as it entered (life, 614.12a), without it.
 */
export function withWhatItEntersWith(
  board: Board,
  entering: Permanent,
  card: CardDefinition,
  choices: Pick<Choices, 'color' | 'creatureType' | 'basicLandType' | 'player' | 'cardName' | 'copy' | 'mode'>,
  ctx: ActionContext,
  /** "Return it to the battlefield with a -1/-1 counter on it": the effect that puts it there says so (CR 614.1c, 122.6). */
  withCounter?: { counter: string; amount: number },
): { permanent: Permanent; counters: Record<string, number>; tapped: boolean; board: Board } {
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
  /** The board after what was paid as it enters (CR 614.12a). */
  let after = board;
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
  if (withCounter) {
    const put = countersToPut(enteringView, permanent, withCounter.counter, withCounter.amount, ctx);
    if (put > 0) counters[withCounter.counter] = countersOf(counters, withCounter.counter) + put;
  }
  // As a Saga enters, its controller puts a lore counter on it (CR 714.3a; through what changes how many are put, 614.1a).
  if (c.subtypes.includes('Saga')) {
    const put = countersToPut(enteringView, permanent, 'lore', 1, ctx);
    if (put > 0) counters.lore = countersOf(counters, 'lore') + put;
  }
  for (const { ability } of c.abilities) {
    if (ability.kind !== 'replacement') continue;
    // "Escapes with" only as a permanent that escaped enters (CR 702.138b-c).
    if (ability.effect.type === 'entersWithCounters' && (!ability.effect.ifEscaped || entering.escaped)) {
      const amount = amountAsItEnters(enteringView, permanent, ability.effect.amount);
      const put = countersToPut(enteringView, permanent, ability.effect.counter, amount, ctx);
      if (put > 0) counters[ability.effect.counter] = countersOf(counters, ability.effect.counter) + put;
    }
    if (ability.effect.type === 'entersTapped') {
      const entersTapped = entersTappedAsItEnters(after, permanent, c.controller, c.name, ability.effect, choices, ctx);
      after = entersTapped.board;
      if (entersTapped.tapped) tapped = true;
    }
  }
  additionalCounters(enteringView, permanent, counters, ctx);
  return { permanent: { ...permanent, counters, tapped, protector }, counters, tapped, board: after };
}

type EntersTapped = Extract<Extract<Ability, { kind: 'replacement' }>['effect'], { type: 'entersTapped' }>;

/**
 * Whether "This land enters tapped" taps it (CR 614.1c-d, 614.12), and the board after what its
 * controller paid instead. "Unless you control ..." and "If you control ..." are checked on the
 * board it would enter, where it is not yet: "two or fewer other lands" counts the lands already
 * there (614.12; Seachrome Coast's ruling: lands entering with it don't count either); "unless a
 * player has 13 or less life" and "unless you have two or more opponents" read the players. "As this
 * land enters, you may pay 2 life. If you don't, it enters tapped." is its controller's choice
 * before it enters (614.12a), `choices.mode`: `pay` or `decline`; a player may pay only with a
 * life total at least that high (119.4), so with less the one legal option, decline, is taken.
 */
function entersTappedAsItEnters(
  board: Board,
  permanent: Permanent,
  controller: string,
  name: string,
  effect: EntersTapped,
  choices: Pick<Choices, 'mode'>,
  ctx: ActionContext,
): { tapped: boolean; board: Board } {
  if (effect.unless && !('youControl' in effect.unless)) return { tapped: !playerConditionHolds(board, controller, effect.unless), board };
  if (effect.unless) return { tapped: !youControlHolds(viewOf(board), permanent, controller, effect.unless), board };
  if (effect.if) return { tapped: youControlHolds(viewOf(board), permanent, controller, effect.if), board };
  const amount = effect.unlessPaysLife;
  if (amount === undefined) return { tapped: true, board };
  const player = board.players.find((p) => p.id === controller)!;
  const payable = canPayLife(player.life, amount);
  if (choices.mode === 'pay' && !payable) throw illegalAction(`${controller} can't pay ${amount} life with a life total of ${player.life}`, '119.4');
  const mode = payable ? choices.mode : 'decline';
  if (mode !== 'pay' && mode !== 'decline')
    throw new RulesError('CHOICE_REQUIRED', `${controller} chooses whether to pay ${amount} life as ${name} enters: "pay", or "decline" and it enters tapped (CR 614.12a, 119.4)`, {
      choice: 'mode',
      options: ['pay', 'decline'],
    });
  if (mode === 'decline') return { tapped: true, board };
  ctx.events.push({ type: 'lifePaid', player: controller, amount, rules: ['119.4', '614.12a'] });
  return { tapped: false, board: { ...board, players: board.players.map((p) => (p.id === controller ? { ...p, life: p.life - amount } : p)) } };
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
