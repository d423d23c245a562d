// Activating an activated ability (CR 602) and mana abilities in particular (CR 605): who may
// activate it and when (602.5, 602.5d), whether each part of its cost can be paid ({T} 107.5,
// {Q} 107.6, summoning sickness 302.6, mana and life 601.2h), paying the costs, and
// resolving a mana ability at once, without the stack (605.3b).

import { activatedAbilities, isManaAbility, type HeldActivatedAbility } from './abilities';
import type { Board, Choices, Permanent } from './board';
import type { CostPart, Effect } from './cards/format';
import { illegalAction, unsupported, type Path } from './errors';
import { invalid } from './input';
import { addMana, compactMana, formatMana, parseManaCost, MANA_TYPES } from './mana';
import { payManaCost } from './payment';
import type { ActionOf, GameEvent } from './scenario';
import { viewOf, type BoardView } from './view';
import { gameOverReason } from './game';
import { abilityOfEntry, conditionHolds } from './effects';
import { matches } from './layers';
import { cardOf } from './cards/resolve';
import type { AnyActivatedAbility } from './abilities';

export type Verdict = { legal: true } | { legal: false; reason: string; rule?: string };

const MAIN_PHASES = new Set(['precombatMain', 'postcombatMain']);
const SUPPORTED_EFFECTS = new Set<string>(['addMana']);

/** Why the ability can't be activated now, or that it can (CR 602.5, 601.2h). */
export function activationVerdict(
  view: BoardView,
  permanent: Permanent,
  held: HeldActivatedAbility | undefined,
  choices: Choices = {},
): Verdict {
  const { board } = view;
  const over = gameOverReason(board, permanent.controller);
  if (over) return { legal: false, ...over };
  if (!held) return { legal: false, reason: `${permanent.id} has no such activated ability now` };
  const { ability } = held;
  if (ability.timing === 'sorcery') {
    const sorcerySpeed =
      board.turn.activePlayer === permanent.controller && MAIN_PHASES.has(board.turn.step) && board.stack.length === 0;
    if (!sorcerySpeed)
      return { legal: false, reason: 'this ability can be activated only as a sorcery: in its controller\'s main phase, with an empty stack', rule: '602.5d' };
  }
  for (const part of ability.cost) {
    const refusal = costRefusal(view, permanent, part, choices);
    if (refusal) return { legal: false, ...refusal };
  }
  return { legal: true };
}

function costRefusal(view: BoardView, permanent: Permanent, part: CostPart, choices: Choices): { reason: string; rule: string } | null {
  const summoningSick = () => {
    const { types, keywords } = view.characteristics(permanent);
    return types.includes('Creature') && permanent.summoningSick && !keywords.includes('haste') && !activatesAsThoughHaste(view, permanent);
  };
  switch (part.type) {
    case 'tap':
      if (permanent.tapped) return { reason: `${permanent.id} is already tapped, so {T} can't be paid`, rule: '107.5' };
      if (summoningSick())
        return { reason: `${permanent.id} is a creature that hasn't been under its controller's control since their most recent turn began`, rule: '302.6' };
      return null;
    case 'untap':
      if (!permanent.tapped) return { reason: `${permanent.id} is already untapped, so {Q} can't be paid`, rule: '107.6' };
      if (summoningSick())
        return { reason: `${permanent.id} is a creature that hasn't been under its controller's control since their most recent turn began`, rule: '302.6' };
      return null;
    case 'mana': {
      const pool = view.player(permanent.controller)!.manaPool;
      if (payManaCost(pool, parseManaCost(part.cost)!, choices.payment) === null)
        return {
          reason: choices.payment
            ? `the payment ${formatMana(choices.payment)} doesn't pay ${part.cost} from the pool ${formatMana(pool)}`
            : `${part.cost} can't be paid from the pool ${formatMana(pool)}`,
          rule: '601.2h',
        };
      return null;
    }
    case 'payLife': {
      const life = view.player(permanent.controller)!.life;
      // A player may pay life only if their life total is at least the payment (CR 119.4, 119.4b).
      if (part.amount > 0 && life < part.amount) return { reason: `paying ${part.amount} life needs a life total of at least ${part.amount} (CR 119.4)`, rule: '601.2h' };
      return null;
    }
    default:
      throw unsupported(`paying a "${part.type}" cost is not modelled yet`);
  }
}

/** "You may activate abilities of creatures you control as though those creatures had haste" (CR 302.6, 613.11). */
function activatesAsThoughHaste(view: BoardView, permanent: Permanent): boolean {
  const object = { permanent, ...view.characteristics(permanent) };
  return view.board.permanents.some((source) =>
    view.characteristics(source).abilities.some(
      ({ ability }) =>
        ability.kind === 'static' &&
        conditionHolds(ability.condition, source.controller, view.board) &&
        ability.effects.some((effect) => effect.type === 'activateAsThoughHaste' && matches(effect.affects.all, object, { controller: source.controller, source })),
    ),
  );
}

/**
 * What the engine can't do yet around a mana ability: triggered abilities that trigger on
 * tapping or on mana being added (CR 106.12a, 603.2) and replacement effects on mana
 * production (106.12b). Answered UNSUPPORTED rather than adding the wrong mana.
 */
function manaInteractionsNotModelled(view: BoardView, permanent: Permanent, ability: AnyActivatedAbility): string | null {
  const taps = ability.cost.some((part) => part.type === 'tap');
  for (const other of view.board.permanents) {
    for (const { ability: held } of view.characteristics(other).abilities) {
      if (held.kind === 'triggered') {
        const { event } = held.trigger;
        if (event === 'tappedForMana' || event === 'manaAdded' || (event === 'becomesTapped' && taps && other.id === permanent.id))
          return `${other.id} (${view.characteristics(other).name}) has a triggered ability on tapping or adding mana (CR 106.12a, 603)`;
      }
      if (held.kind === 'replacement' && held.effect.type === 'replaceMana')
        return `${other.id} (${view.characteristics(other).name}) has a replacement effect on mana production (CR 106.12b, 614)`;
    }
  }
  for (const entry of view.board.effects) {
    const source = typeof entry.source === 'string' ? view.permanent(entry.source)?.card : entry.source.card;
    const created = source ? abilityOfEntry(cardOf(source), entry.ability) : undefined;
    if (created && 'effects' in created && created.effects.some((effect) => effect.type === 'createEffect' && effect.effect.type === 'replaceMana'))
      return `the effect ${entry.id} replaces mana production (CR 106.12b, 614)`;
  }
  return null;
}

/** Pays one part of the cost on `board` (a draft the caller owns). */
function payCost(board: Board, permanent: Permanent, part: CostPart, choices: Choices, events: GameEvent[]): void {
  const player = board.players.find((p) => p.id === permanent.controller)!;
  switch (part.type) {
    case 'tap':
      permanent.tapped = true;
      events.push({ type: 'tapped', permanent: permanent.id, rules: ['107.5', '601.2h'] });
      return;
    case 'untap':
      permanent.tapped = false;
      events.push({ type: 'untapped', permanent: permanent.id, rules: ['107.6', '601.2h'] });
      return;
    case 'mana': {
      const spent = payManaCost(player.manaPool, parseManaCost(part.cost)!, choices.payment)!;
      for (const type of MANA_TYPES) player.manaPool[type] -= spent[type];
      events.push({ type: 'manaSpent', player: player.id, mana: compactMana(spent), cost: part.cost, rules: ['601.2h'] });
      return;
    }
    case 'payLife':
      player.life -= part.amount;
      events.push({ type: 'lifePaid', player: player.id, amount: part.amount, rules: ['119.4', '601.2h'] });
      return;
    default:
      throw unsupported(`paying a "${part.type}" cost is not modelled yet`);
  }
}

/** One effect of a resolving mana ability (CR 608.2c: in the order written). */
function applyEffect(board: Board, permanent: Permanent, held: HeldActivatedAbility, effect: Effect, events: GameEvent[]): void {
  switch (effect.type) {
    case 'addMana': {
      if (effect.forEach) throw unsupported('mana amounts that count ("for each", CR 107.3) are not modelled yet');
      const player = board.players.find((p) => p.id === permanent.controller)!;
      player.manaPool = addMana(player.manaPool, effect.mana);
      events.push({
        type: 'manaAdded',
        player: player.id,
        mana: compactMana(effect.mana),
        source: permanent.id,
        rules: [...held.rules, '605.1a', '605.3b', '106.4'],
      });
      return;
    }
    default:
      throw unsupported(`the "${effect.type}" effect is not modelled yet`);
  }
}

/** The `activate` action (SCENARIOS.md): activate, pay, and resolve a mana ability at once. */
export function activate(board: Board, action: ActionOf<'activate'>, at: Path): { board: Board; events: GameEvent[] } {
  const view = viewOf(board);
  const permanent = view.permanent(action.permanent);
  if (!permanent) return invalid([...at, 'permanent'], `no permanent has id "${action.permanent}"`);
  const held = activatedAbilities(view, permanent)[action.ability];
  const verdict = activationVerdict(view, permanent, held, action.choices);
  if (!verdict.legal) throw illegalAction(verdict.reason, verdict.rule);
  const { ability } = held!;
  if ('unsupported' in ability && ability.unsupported) throw unsupported(`${view.characteristics(permanent).name}: ${ability.unsupported}`);
  if (!isManaAbility(ability))
    throw unsupported('activated abilities that use the stack (CR 602.2, 608) are not modelled yet; mana abilities are');
  // A mana ability has no targets (CR 605.1a).
  if (action.targets.length > 0) throw illegalAction('this ability has no targets', '115.1');
  const notModelled = manaInteractionsNotModelled(view, permanent, ability);
  if (notModelled) throw unsupported(`${notModelled}; these are not modelled yet`);
  // Effects and costs are checked before anything is paid, so an unsupported part changes nothing.
  for (const effect of ability.effects) if (!SUPPORTED_EFFECTS.has(effect.type)) throw unsupported(`the "${effect.type}" effect is not modelled yet`);

  // Copy on write: only the permanent and its controller change.
  const next: Board = {
    ...board,
    players: board.players.map((p) => (p.id === permanent.controller ? { ...p, manaPool: { ...p.manaPool } } : p)),
    permanents: board.permanents.map((p) => (p.id === permanent.id ? { ...p } : p)),
  };
  const source = next.permanents.find((p) => p.id === permanent.id)!;
  const events: GameEvent[] = [
    {
      type: 'abilityActivated',
      permanent: permanent.id,
      ability: action.ability,
      player: permanent.controller,
      rules: ['602.2', '605.3a'],
    },
  ];
  for (const part of ability.cost) payCost(next, source, part, action.choices, events);
  for (const effect of ability.effects) applyEffect(next, source, held!, effect, events);
  return { board: next, events };
}

