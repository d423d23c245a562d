// The scenario runner (SCENARIOS.md): validate the whole input at the edge, apply the actions
// in order (each one followed by state-based actions, CR 704.3, since a player would receive
// priority, 117.3c), then answer the questions. Any RulesError stops the scenario with the
// board as it was before the failing action.

import { canonicalBoard, completeParsedBoard, gameOverReason, type ActionContext, type Board, type Choices, type GameEvent } from '../board';
import { activate, cast, play } from '../play';
import { History, resolveTop, settle } from '../stack';
import { illegalAction, invalid, parseInput, RulesError, type Path } from '../core';
import { advance, declareAttackersAction, declareBlockersAction } from '../turn';
import { cardSource, dealDamage, permanentSource, type DamageSource } from '../game';
import { addCounters, attach, setLife, setTapped } from './edits';
import { cardDefinition, cardOf, cardRefName } from '../cards';
import { answer, type Answer } from './questions';
import { ScenarioSchema, type Action, type ActionOf, type ScenarioResult } from './schema';
import { abilitiesNotCarriedOut, manaReferents, readsOfEvents, unsupportedError, unsupportedFor, viewOf } from '../state';
import type { Reach } from '../cards';

export interface Outcome {
  board: Board;
  events: GameEvent[];
}

/**
 * What each action reads besides the events it brings about: its costs, timing and targets
 * (CR 601.2, 602.2), the stack, a turn's steps (500), or the part of the game a direct edit sets.
 */
const ACTION_READS: { [K in Action['do']]: readonly Reach[] } = {
  activate: ['costs', 'timing', 'mana', 'stack'],
  cast: ['costs', 'timing', 'mana', 'stack'],
  play: ['timing', 'zones'],
  resolve: ['stack'],
  advance: ['turn', 'tapping', 'mana'],
  declareAttackers: ['combat', 'turn', 'tapping', 'mana'],
  declareBlockers: ['combat', 'turn', 'tapping', 'mana'],
  damage: ['damage', 'life'],
  setLife: ['life'],
  addCounters: ['counters'],
  attach: ['zones'],
  tap: ['tapping'],
  untap: ['tapping'],
};

type ActionWithChoices = Extract<Action, { choices: Choices }>;
type ChoiceKey = keyof Choices;
const EVERY_CHOICE: readonly ChoiceKey[] = [
  'mana',
  'mode',
  'color',
  'creatureType',
  'basicLandType',
  'player',
  'cardName',
  'copy',
  'x',
  'payment',
  'keep',
  'triggered',
  'from',
  'to',
  'search',
];

/**
 * The `choices` keys each action can take (SCENARIOS.md): a cast takes every one (X and the
 * payment as it is cast, 601.2b and 601.2h; what it enters with, 614.12; the rest on
 * resolution, 608.2d); an activation all but X and the choices made as a permanent enters, which no activated
 * ability reads (a card its ability puts onto the battlefield from a library takes them when it is held and resolved),
 * and the card its search finds (701.23a); playing a land what it enters with (614.12), the legend rule's `keep`
 * (704.5j) and its triggered abilities' choices; resolving every one; advancing only `keep`, the
 * triggered abilities' choices and the divisions of combat damage (510.1); declaring attackers or
 * blockers, and dealing damage, `keep` and the triggered abilities' choices (their triggers'
 * targets, 603.3d, are `triggered`). Any other key would be ignored, so it is INVALID_INPUT.
 */
const CHOICES_TAKEN: { [K in ActionWithChoices['do']]: readonly ChoiceKey[] } = {
  activate: ['mana', 'mode', 'payment', 'keep', 'triggered', 'search'],
  // Which cost a spell is cast for and what pays it (CR 601.2b, 601.2h, 118.9).
  cast: [...EVERY_CHOICE, 'cost', 'exileFromHand', 'returnToHand', 'kicked'],
  play: ['color', 'creatureType', 'basicLandType', 'player', 'cardName', 'copy', 'mode', 'keep', 'triggered'],
  resolve: EVERY_CHOICE,
  advance: ['keep', 'triggered', 'assign'],
  declareAttackers: ['keep', 'triggered'],
  declareBlockers: ['keep', 'triggered'],
  damage: ['keep', 'triggered'],
};

/** What an action reads: its kind's parts of the game, and targets when it chooses or checks any (CR 115, 601.2c, 608.2b). */
function actionReads(board: Board, action: Action): readonly Reach[] {
  const base = ACTION_READS[action.do];
  const targets = action.do === 'activate' || action.do === 'cast' ? action.targets.length > 0 : action.do === 'resolve' ? (board.stack.at(-1)?.targets.length ?? 0) > 0 : false;
  return targets ? [...base, 'targets'] : base;
}

/**
 * One action on a board (the input board is not modified). An ability in play that the engine
 * does not carry out and that could change the outcome makes it UNSUPPORTED, naming that
 * ability (SCENARIOS.md): checked on the board before the action and after it, against what
 * the action read and the events it brought about.
 */
export function applyAction(board: Board, action: Action, at: Path): Outcome {
  let outcome: Outcome;
  try {
    outcome = carryOut(board, action, at);
  } catch (error) {
    // A refusal or an illegal action an ability the engine does not carry out could have changed.
    if (error instanceof RulesError && (error.code === 'UNSUPPORTED' || error.code === 'ILLEGAL_ACTION')) {
      if (error.code === 'UNSUPPORTED' && error.details.card !== undefined) throw error;
      const unsupported = unsupportedFor(viewOf(board), readsOfEvents([], actionReads(board, action), manaReferents(viewOf(board))));
      if (unsupported) throw unsupportedError(unsupported);
    }
    throw error;
  }
  if (abilitiesNotCarriedOut(viewOf(board)).length === 0 && abilitiesNotCarriedOut(viewOf(outcome.board)).length === 0) return outcome;
  const reads = readsOfEvents(outcome.events, actionReads(board, action), manaReferents(viewOf(board)));
  const unsupported = unsupportedFor(viewOf(board), reads) ?? unsupportedFor(viewOf(outcome.board), reads);
  if (unsupported) throw unsupportedError(unsupported);
  return outcome;
}

function carryOut(board: Board, action: Action, at: Path): Outcome {
  const ctx: ActionContext = { events: [], emptyDraws: [], scanned: 0, triggeredChoicesTaken: new Set(), assigned: new Set() };
  // Performed first: an action the engine can't carry out (an activated ability with {X} in its
  // cost, CR 107.3) is UNSUPPORTED, not an action whose choices would be ignored.
  const outcome = perform(board, action, at, ctx);
  if ('choices' in action) {
    for (const key of Object.keys(action.choices) as ChoiceKey[])
      if (!CHOICES_TAKEN[action.do].includes(key)) invalid([...at, 'choices', key], `a ${action.do} action takes no "${key}" choice: it would be ignored`);
    checkCardTakesChoices(board, action, at);
    // The card a search finds is read only where a search of a library resolved (CR 701.23a).
    if (action.choices.search !== undefined && !ctx.events.some((e) => e.type === 'librarySearched'))
      invalid([...at, 'choices', 'search'], 'no search of a library resolved in this action: the card it would find would be ignored');
    checkTriggeredChoicesTaken(board, outcome.board, action.choices, ctx, [...at, 'choices', 'triggered']);
    // A division for a creature that assigned no combat damage in this action would be ignored (CR 510.1).
    for (const id of Object.keys(action.choices.assign ?? {}))
      if (!ctx.assigned.has(id)) invalid([...at, 'choices', 'assign', id], `${id} assigned no combat damage in this action: its division would be ignored`);
  }
  return outcome;
}

/** The choices only a card with the ability that reads them takes: made as it enters (CR 614.12, 707.5) or a text change's words (612). */
const CARD_CHOICES = ['copy', 'creatureType', 'basicLandType', 'player', 'cardName', 'from', 'to'] as const;

/**
 * A choice made as a permanent enters, or a text change's words, given for a card without the
 * ability that reads it (a `cast` or `play` of that card, a `resolve` of that spell) would be
 * ignored, so it is INVALID_INPUT. A land's `mode` is only whether to pay life as it enters
 * (CR 614.12a); a spell's may also be its mode, so only a `play` is checked for it.
 */
function checkCardTakesChoices(board: Board, action: ActionWithChoices, at: Path): void {
  const given = [...CARD_CHOICES, ...(action.do === 'play' ? (['mode'] as const) : [])].filter((key) => action.choices[key] !== undefined);
  if (given.length === 0) return;
  const ref = action.do === 'cast' || action.do === 'play' ? action.card : action.do === 'resolve' ? board.stack.at(-1)?.card : undefined;
  if (ref === undefined) return;
  const card = cardOf(ref);
  const takes = new Set<string>();
  for (const ability of card.abilities) {
    // As a copy it has the abilities of what it copies as it enters (CR 707.5, 614.12): whether to pay life among them.
    if (ability.kind === 'replacement' && ability.effect.type === 'entersAsCopy') for (const key of ['copy', 'mode']) takes.add(key);
    if (ability.kind === 'replacement' && ability.effect.type === 'entersTapped' && ability.effect.unlessPaysLife !== undefined) takes.add('mode');
    if (ability.kind === 'replacement' && ability.effect.type === 'asEntersChoose') takes.add(ability.effect.choice === 'opponent' ? 'player' : ability.effect.choice);
    // "When this land enters, choose a land card name." (CR 201.4): the action that resolves it takes the name.
    if ((ability.kind === 'triggered' || ability.kind === 'spell') && ability.effects.some((effect) => effect.type === 'chooseCardName')) takes.add('cardName');
    if (ability.kind === 'spell')
      for (const effect of ability.effects)
        if (effect.type === 'createEffect' && effect.effect.type === 'continuous' && effect.effect.modifications.some((m) => m.type === 'changeText')) {
          takes.add('from');
          takes.add('to');
        }
  }
  for (const key of given) if (!takes.has(key)) invalid([...at, 'choices', key], `${card.name} has no ability that takes a "${key}" choice: it would be ignored`);
}

/**
 * Every `choices.triggered` entry names the source of a triggered ability or replacement effect
 * the action brought to resolution (SCENARIOS.md): one naming nothing on the board, or a source
 * none of whose abilities resolved in this action, would be ignored, so it is INVALID_INPUT.
 */
function checkTriggeredChoicesTaken(before: Board, after: Board, choices: Choices, ctx: ActionContext, at: Path): void {
  for (const id of Object.keys(choices.triggered ?? {})) {
    if (ctx.triggeredChoicesTaken.has(id)) continue;
    const known = [before, after].some((board) => board.permanents.some((p) => p.id === id) || board.players.some((p) => [...p.graveyard, ...p.exile].some((card) => card.id === id)));
    invalid([...at, id], known ? `no triggered ability or replacement effect of "${id}" resolved in this action: its choices would be ignored` : `no permanent has id "${id}"`);
  }
}

function perform(board: Board, action: Action, at: Path, ctx: ActionContext): Outcome {
  const history = new History();
  history.remember(board);
  const depth = board.stack.length;
  const afterwards = (next: Board, options: { depth?: number; hold?: boolean; choices?: Choices } = {}) => ({
    board: settle(next, ctx, history, { depth: options.depth ?? depth, hold: options.hold ?? false, choices: options.choices ?? {} }),
    events: ctx.events,
  });
  switch (action.do) {
    case 'activate':
      return afterwards(activate(board, action, at, ctx), { hold: action.hold, choices: action.choices });
    case 'cast':
      return afterwards(cast(board, action, at, ctx), { hold: action.hold, choices: action.choices });
    case 'play':
      return afterwards(play(board, action, at, ctx), { choices: action.choices });
    case 'resolve':
      return afterwards(resolveTop(board, action.choices, ctx), { depth: depth - 1, choices: action.choices });
    case 'advance':
      return { board: advance(board, action, at, ctx, history), events: ctx.events };
    case 'declareAttackers':
      return { board: declareAttackersAction(board, action, at, ctx, history), events: ctx.events };
    case 'declareBlockers':
      return { board: declareBlockersAction(board, action, at, ctx, history), events: ctx.events };
    case 'damage':
      return afterwards(damageAction(board, action, at, ctx), { choices: action.choices });
    case 'setLife':
    case 'addCounters':
    case 'attach':
    case 'tap':
    case 'untap': {
      // Direct edits (SCENARIOS.md): the edit itself triggers nothing, but what follows from it is
      // the game's: state-based actions (CR 704.3) and what they trigger (603.2, 603.10a).
      const edited = edit(board, action, at);
      ctx.events.push(...edited.events);
      ctx.scanned = ctx.events.length;
      return afterwards(edited.board);
    }
  }
}

function edit(board: Board, action: Extract<Action, { do: 'setLife' | 'addCounters' | 'attach' | 'tap' | 'untap' }>, at: Path): Outcome {
  switch (action.do) {
    case 'setLife':
      return setLife(board, action, at);
    case 'addCounters':
      return addCounters(board, action, at);
    case 'attach':
      return attach(board, action, at);
    case 'tap':
    case 'untap':
      return setTapped(board, action, at);
  }
}

/** The `damage` action: one damage event from a permanent, a card in a graveyard or exile, or a spell or ability's card (CR 120). */
function damageAction(board: Board, action: ActionOf<'damage'>, at: Path, ctx: ActionContext): Board {
  const view = viewOf(board);
  let source: DamageSource;
  if (typeof action.source === 'string') {
    const permanent = view.permanent(action.source);
    const elsewhere = board.players.flatMap((p) => [...p.graveyard, ...p.exile].map((entry) => ({ entry, owner: p.id }))).find(({ entry }) => entry.id === action.source);
    if (permanent) source = permanentSource(view, permanent);
    // Last known information of a source that left the battlefield (CR 702.2e, 702.15c).
    else if (elsewhere) source = cardSource(cardOf(elsewhere.entry.card), elsewhere.owner, elsewhere.entry.id);
    else return invalid([...at, 'source'], `no permanent, and no card in a graveyard or exile, has id "${action.source}"`);
  } else {
    const card = cardDefinition(action.source.card);
    if (!card) return invalid([...at, 'source', 'card'], `no card named "${cardRefName(action.source.card)}" in the catalog`);
    if (!view.player(action.source.controller)) return invalid([...at, 'source', 'controller'], `no player has id "${action.source.controller}"`);
    source = cardSource(card, action.source.controller);
  }
  if (!view.permanent(action.target) && !view.player(action.target)) return invalid([...at, 'target'], `no permanent or player has id "${action.target}"`);
  const over = gameOverReason(board, source.controller);
  if (over) throw illegalAction(over.reason, over.rule);
  return dealDamage(board, source, action.target, action.amount, action.combat, ctx.events);
}

function failure(error: unknown, board: Board | undefined, action: number | undefined): ScenarioResult {
  if (!(error instanceof RulesError)) throw error;
  return {
    ok: false,
    error: {
      code: error.code,
      message: error.message,
      ...error.details,
      ...(action === undefined ? {} : { action }),
    },
    ...(board === undefined ? {} : { board: canonicalBoard(board) }),
  };
}

/** Runs a scenario document (already JSON-parsed) and returns its result document. */
export function runScenario(input: unknown): ScenarioResult {
  let scenario;
  let board: Board;
  try {
    scenario = parseInput(ScenarioSchema, input);
    board = completeParsedBoard(scenario.board, ['board']);
  } catch (error) {
    return failure(error, undefined, undefined);
  }
  const events: GameEvent[] = [];
  for (const [index, action] of scenario.actions.entries()) {
    try {
      const outcome = applyAction(board, action, ['actions', index]);
      board = outcome.board;
      events.push(...outcome.events);
    } catch (error) {
      return failure(error, board, index);
    }
  }
  const answers: Answer[] = [];
  try {
    const view = viewOf(board);
    scenario.ask.forEach((question, index) => answers.push(answer(view, question, ['ask', index])));
  } catch (error) {
    return failure(error, board, undefined);
  }
  return { ok: true, board: canonicalBoard(board), events, answers };
}
