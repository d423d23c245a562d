// Triggered abilities (CR 603): which abilities the events of an action trigger, and
// putting them on the stack the next time a player would receive priority, in APNAP order
// (603.3b: the active player's first, so they resolve last). A leaves-the-battlefield
// ability looks back at the permanent as it last existed (603.10a).

import { abilityOfBoardEntry, effectiveCard, freshId, type ActionContext, type Board, type Choices, type EffectSource, type GameEvent, type Permanent } from '../board';
import {
  cardOf,
  chapterNumbers,
  chosenModes,
  DELAYED_STEP,
  triggeredAbility,
  triggerKind,
  type Ability,
  type TargetSpec,
  type ModalTriggeredAbility,
  type TriggeredAbility,
  type Triggering,
} from '../cards';
import { own, RulesError } from '../core';
import { putOnStack } from './stack';
import {
  chooseTargets,
  conditionHolds,
  conditionsSee,
  controllerOf,
  isLegalTarget,
  printedCharacteristics,
  targetableIds,
  triggerSource,
  viewOf,
  type BoardView,
  type QualitySource,
} from '../state';
import { isTriggeredManaAbility } from '../mana';
import { chooseModes } from './modes';

type AnyTriggeredAbility = TriggeredAbility | ModalTriggeredAbility;

interface Pending {
  /** The source's id, also when it has left the battlefield (its card is then found where it went). */
  sourceId: string;
  /** A delayed triggered ability's source, as its `effects` entry names it: a permanent's id, or a card (CR 603.7d-e). */
  source?: EffectSource;
  /** A delayed triggered ability (CR 603.7): it does what the delayed trigger of its ability says. */
  delayed?: true;
  abilityIndex: number;
  controller: string;
  timestamp: number;
  triggeredBy?: Triggering;
  lastKnown?: { counters: Record<string, number> };
  /** The card of a source that left the battlefield, so the ability is read from it wherever the card went (CR 603.10a, 608.2h). */
  card?: Permanent['card'];
}

/**
 * The triggered abilities these events trigger (CR 603.2): each event is shown to the abilities
 * whose trigger kind looks at its type (rules/cards/triggers/), those of the permanents on the
 * battlefield now (603.6a: newcomers included) and of those that left after it in these events;
 * a leaves-the-battlefield event to the leaves-the-battlefield abilities of the permanents on
 * the board the one that left was last on, itself included, as they last existed (603.10a).
 * `lastKnown` gives last known information for what left.
 */
export function triggeredBy(events: readonly GameEvent[], board: Board, lastKnown: (id: string) => { permanent: Permanent; view: BoardView } | undefined): Pending[] {
  const view = viewOf(board);
  const pending: Pending[] = [];
  // `held` is the ability as the permanent has it (a keyword such as prowess, or the triggered ability itself).
  const add = (permanent: Permanent, held: Ability, triggering: Triggering, gone = false, on: Board = board) => {
    // Its index among the abilities of its card, or of what it copies (CR 707.2).
    const card = effectiveCard(on, permanent);
    const index = card.abilities.indexOf(held);
    if (index < 0) return;
    pending.push({
      sourceId: permanent.id,
      abilityIndex: index,
      // A triggered ability's controller is its source's controller when it triggered, on the board it was last on (CR 603.3a, 613.1b).
      controller: controllerOf(on === board ? view : viewOf(on), permanent),
      timestamp: permanent.timestamp,
      ...(Object.keys(triggering).length > 0 ? { triggeredBy: triggering } : {}),
      ...(gone ? { lastKnown: { counters: permanent.counters }, card: card === cardOf(permanent.card) ? permanent.card : card } : {}),
    });
  };
  const onBattlefield = view.derive(triggeredAbilities);
  // The permanents that left the battlefield in these events and are not back, each with where its leaving event is.
  const leaving = events.flatMap((event, at) => (event.type === 'leftBattlefield' && !view.permanent(event.permanent) ? [{ id: event.permanent, at }] : []));
  for (const [at, event] of events.entries()) {
    const check = ({ source, held, ability }: ReturnType<typeof triggeredAbilities>[number], on: BoardView, gone: boolean) => {
      const kind = triggerKind(ability.trigger);
      if (kind.looksBack || !kind.events.includes(event.type)) return;
      // A triggered mana ability resolved as the mana was produced (CR 605.1b, 605.4a); one that adds no mana uses the stack (605.5a).
      if (kind.manaProduced !== null && isTriggeredManaAbility(ability)) return;
      // What the event names as it is on that board, or, gone from it, as it last existed (a creature that entered and died at once).
      const triggering = kind.triggeredBy(
        ability.trigger,
        event,
        triggerSource(on, source, (id) => on.permanent(id), lastKnown),
      );
      // One event may make it trigger several times (CR 603.2c): a chapter symbol of several chapters crossed at once (714.2c).
      const times = occurrences(triggering);
      if (times.length === 0 || !interveningIfHolds(ability, source, on, board)) return;
      for (const each of times) add(source, held, each, gone, on.board);
    };
    for (const found of onBattlefield) check(found, view, false);
    // A permanent that left the battlefield after this event was on it as the event happened: its abilities triggered then (CR 603.2,
    // 603.6a: one that entered and died at once still has its enters ability trigger), and go on the stack without it (603.3, 113.7a).
    for (const left of leaving) {
      if (left.at <= at) continue;
      const known = lastKnown(left.id);
      if (known) for (const found of known.view.derive(triggeredAbilities)) if (found.source.id === left.id) check(found, known.view, true);
    }
    if (event.type === 'leftBattlefield') {
      // Leaves-the-battlefield abilities look back in time (CR 603.10a): those of every permanent on the battlefield
      // just before the event (the board the permanent that left was last on), the one that left and those leaving
      // with it included, each seeing it as it last existed; a permanent that entered after it left sees nothing.
      const known = lastKnown(event.permanent);
      if (!known) continue;
      for (const { source, held, ability } of known.view.derive(triggeredAbilities)) {
        const kind = triggerKind(ability.trigger);
        if (!kind.looksBack || !kind.events.includes(event.type)) continue;
        const times = occurrences(kind.triggeredBy(ability.trigger, event, triggerSource(known.view, source)));
        if (times.length === 0 || !interveningIfHolds(ability, source, known.view, board)) continue;
        for (const each of times) add(source, held, each, source.id === event.permanent || view.permanent(source.id) === undefined, known.view.board);
      }
    }
  }
  return pending;
}

/**
 * An intervening "if" clause (CR 603.4): the ability triggers only if its condition holds as the
 * trigger event happens: on the board the event is seen on (for a leaves-the-battlefield ability,
 * as the permanents last existed, 603.10a), its source as it is there, and with what happened this
 * turn as it is now, the event included (`now`'s `turn.thisTurn`).
 */
function interveningIfHolds(ability: TriggeredAbility | ModalTriggeredAbility, source: Permanent, on: BoardView, now: Board): boolean {
  if (!('condition' in ability) || ability.condition === undefined) return true;
  const seen = () => {
    const view = on.derive(conditionsSee);
    return on.board.turn.thisTurn === now.turn.thisTurn ? view : { ...view, thisTurn: now.turn.thisTurn ?? {} };
  };
  return conditionHolds(ability.condition, source, controllerOf(on, source), seen);
}

/**
 * The Sagas whose chapter abilities these events triggered, not yet put on the stack (CR 714.4,
 * 704.5s: such a Saga isn't sacrificed, though its lore counters reached its final chapter
 * number). Only a board with lore counters on a permanent can have one.
 */
export function chapterSourcesTriggered(events: readonly GameEvent[], board: Board, lastKnown: Parameters<typeof triggeredBy>[2]): ReadonlySet<string> {
  if (!board.permanents.some((p) => (p.counters.lore ?? 0) > 0)) return new Set();
  const sources = new Set<string>();
  for (const pending of triggeredBy(events, board, lastKnown)) {
    const permanent = board.permanents.find((p) => p.id === pending.sourceId);
    const held = permanent && effectiveCard(board, permanent).abilities[pending.abilityIndex];
    if (held?.kind === 'triggered' && chapterNumbers(held.trigger).length > 0) sources.add(pending.sourceId);
  }
  return sources;
}

const isList = (triggering: Triggering | readonly Triggering[]): triggering is readonly Triggering[] => Array.isArray(triggering);

/** The times an ability triggered on one event, each with what made it (CR 603.2c): none, once, or one per occurrence. */
function occurrences(triggering: Triggering | readonly Triggering[] | null): readonly Triggering[] {
  if (triggering === null) return [];
  return isList(triggering) ? triggering : [triggering];
}

/**
 * The delayed triggered abilities (CR 603.7) that trigger on these events: each `effects` entry
 * whose ability holds a delayed trigger waiting for a step that began in them ("at the beginning of
 * the next turn's upkeep": the next upkeep to begin; "your next upkeep": the next one of its
 * controller's turns). It triggers only once (603.7b): its entry ends (`effectEnded`) and the board
 * returned is without it. Its controller and source are its entry's (603.7d-e).
 */
export function delayedTriggered(events: readonly GameEvent[], board: Board, ctx: ActionContext): { board: Board; pending: Pending[] } {
  if (board.effects.length === 0) return { board, pending: [] };
  const began = events.flatMap((event) => (event.type === 'stepBegan' ? [event] : []));
  if (began.length === 0) return { board, pending: [] };
  const pending: Pending[] = [];
  const ended: Board['effects'] = [];
  for (const entry of board.effects) {
    const ability = abilityOfBoardEntry(board, entry);
    const delayed = ability && 'effects' in ability ? ability.effects.find((effect) => effect.type === 'delayedTrigger') : undefined;
    if (!delayed || entry.ability === undefined) continue;
    const { step, yours } = DELAYED_STEP[delayed.at];
    if (!began.some((event) => event.step === step && (!yours || event.player === entry.controller))) continue;
    ended.push(entry);
    ctx.events.push({ type: 'effectEnded', effect: entry.id, rules: ['603.7b'] });
    pending.push({
      sourceId: typeof entry.source === 'string' ? entry.source : entry.id,
      source: entry.source,
      delayed: true,
      abilityIndex: entry.ability,
      controller: entry.controller,
      timestamp: entry.timestamp,
    });
  }
  return ended.length === 0 ? { board, pending } : { board: { ...board, effects: board.effects.filter((entry) => !ended.includes(entry)) }, pending };
}

/** The triggered abilities permanents have now, keywords that are triggered abilities included (prowess, CR 702.108a), each with the ability as held. */
function triggeredAbilities(view: BoardView): { source: Permanent; held: Ability; ability: AnyTriggeredAbility }[] {
  const out: { source: Permanent; held: Ability; ability: AnyTriggeredAbility }[] = view.abilitiesOfKind('triggered').map(({ source, ability }) => ({ source, held: ability, ability }));
  for (const { source, ability: held } of view.abilitiesOfKind('keyword')) {
    const ability = triggeredAbility(held);
    if (ability) out.push({ source, held, ability });
  }
  return out;
}

/** Puts triggered abilities on the stack: the active player's first, then the others' in turn order; each player's in timestamp order (CR 603.3b). */
export function putTriggersOnStack(board: Board, pending: Pending[], ctx: ActionContext, choices: Choices = {}): Board {
  const order = board.players.map((p) => p.id);
  const active = order.indexOf(board.turn.activePlayer);
  const rank = (player: string) => (order.indexOf(player) - active + order.length) % order.length;
  const sorted = [...pending].sort((a, b) => rank(a.controller) - rank(b.controller) || a.timestamp - b.timestamp);
  let current = board;
  for (const trigger of sorted) {
    // A delayed trigger targets nothing (rules/cards/effects/delayed-trigger.ts).
    const chosen = trigger.delayed ? { targets: [] } : targetsOf(current, trigger, choices, ctx);
    // No mode can be chosen (CR 603.3c, 700.2a), or no legal targets (603.3d): the ability is removed from the stack.
    if ('removed' in chosen) {
      ctx.events.push({ type: 'triggerRemoved', source: trigger.sourceId, ability: trigger.abilityIndex, reason: chosen.removed, rules: [chosen.rule] });
      continue;
    }
    const { targets, modes } = chosen;
    const id = freshId(current, `${trigger.sourceId}/s`);
    current = putOnStack(
      current,
      {
        id,
        kind: 'ability',
        source: trigger.source ?? trigger.sourceId,
        ability: trigger.abilityIndex,
        ...(trigger.delayed ? { delayed: true as const } : {}),
        controller: trigger.controller,
        targets,
        x: 0,
        // A modal triggered ability keeps the modes chosen as it was put on the stack (CR 700.2b, 603.3c).
        choices: modes ? { modes } : {},
        ...(trigger.triggeredBy ? { triggeredBy: trigger.triggeredBy } : {}),
        ...(trigger.lastKnown ? { lastKnown: trigger.lastKnown } : {}),
        ...(trigger.card !== undefined ? { card: trigger.card } : {}),
      },
      ctx,
      ['603.3', '603.3b'],
    );
  }
  return current;
}

/**
 * The targets of a triggered ability as it is put on the stack (CR 603.3d, 601.2c): those its
 * controller chose (`choices.triggered.<source>.targets`, checked as any targets are), or, where
 * each target has one legal choice, that one (SCENARIOS.md: a choice with one legal option is
 * made by the engine). Null when a target has no legal choice: the ability is removed from the
 * stack (603.3d). A choice among several and none given is CHOICE_REQUIRED.
 */
function targetsOf(board: Board, trigger: Pending, choices: Choices, ctx: ActionContext): { targets: string[]; modes?: number[] } | { removed: string; rule: string } {
  const view = viewOf(board);
  const source = view.permanent(trigger.sourceId);
  const card = trigger.card ?? (source ? effectiveCard(board, source) : undefined);
  const held = card === undefined ? undefined : cardOf(card).abilities[trigger.abilityIndex];
  const ability = held && triggeredAbility(held);
  // What protection looks at in the source (CR 702.16b): as it is now, or its card as printed once it has left.
  const from = (): QualitySource => (source && trigger.card === undefined ? view.characteristics(source) : printedCharacteristics(cardOf(card!)));
  const sourceId = source ? source.id : null;
  let modes: number[] | undefined;
  let specs: readonly TargetSpec[] = [];
  if (ability && 'modes' in ability) {
    // A modal triggered ability: its controller chooses the modes as it is put on the stack, before its targets (CR 700.2b, 603.3c, 601.2c).
    const given = own(choices.triggered, trigger.sourceId)?.modes;
    if (given !== undefined) ctx.triggeredChoicesTaken.add(trigger.sourceId);
    const who = { controller: trigger.controller, sourceId, from: from(), choice: `triggered.${trigger.sourceId}.modes`, name: `${cardOf(card!).name}'s triggered ability` };
    const chosen = chooseModes(view, ability.modes, given, who);
    if (chosen === null) return { removed: 'no mode can be chosen', rule: '603.3c' };
    modes = chosen;
    specs = chosenModes(ability.modes, chosen).targets;
  } else specs = ability && 'targets' in ability ? ability.targets : [];
  const targets = chosenTargets(view, trigger, specs, from, sourceId, card === undefined ? '' : cardOf(card).name, choices, ctx);
  if (targets === null) return { removed: 'it has no legal targets', rule: '603.3d' };
  return modes ? { targets, modes } : { targets };
}

/** The targets of the ability (or of its chosen modes) as it is put on the stack (CR 603.3d, 601.2c); null when one has no legal choice. */
function chosenTargets(
  view: BoardView,
  trigger: Pending,
  specs: readonly TargetSpec[],
  fromOf: () => QualitySource,
  sourceId: string | null,
  name: string,
  choices: Choices,
  ctx: ActionContext,
): string[] | null {
  if (specs.length === 0) return [];
  const board = view.board;
  const from = fromOf();
  const triggeringPlayer = trigger.triggeredBy?.player;
  const ids = targetableIds(board);
  const legal = specs.map((spec) => ids.filter((id) => isLegalTarget(view, spec, id, trigger.controller, sourceId, from, triggeringPlayer)));
  const chosen = own(choices.triggered, trigger.sourceId)?.targets;
  // Targets given are checked as any targets are (CR 601.2c): one no longer legal is ILLEGAL_ACTION.
  if (chosen !== undefined) {
    ctx.triggeredChoicesTaken.add(trigger.sourceId);
    return chooseTargets(view, specs, chosen, trigger.controller, sourceId, from, ['choices', 'triggered', trigger.sourceId, 'targets'], triggeringPlayer);
  }
  if (legal.some((options, index) => options.length === 0 && !specs[index]!.upToOne)) return null;
  // One way to choose: each target has exactly one legal choice, and an "up to one" target with none is left out (only after the others, as a list of targets leaves it out).
  const forced = legal.every((options, index) => (specs[index]!.upToOne ? options.length === 0 && legal.slice(index).every((rest) => rest.length === 0) : options.length === 1));
  if (forced) return legal.flatMap((options) => options.slice(0, 1));
  throw new RulesError(
    'CHOICE_REQUIRED',
    `choose the targets of ${name}'s triggered ability as it is put on the stack (CR 603.3d): one of ${legal.map((options) => options.join(', ')).join('; ')}`,
    {
      choice: `triggered.${trigger.sourceId}.targets`,
      // One target: each legal one is an option (a list of targets with it alone).
      ...(specs.length === 1 && !specs[0]!.upToOne ? { options: legal[0]!.map((id) => [id]) } : {}),
    },
  );
}
