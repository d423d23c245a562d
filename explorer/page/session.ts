// The explorer's session: a starting board and the actions applied to it, one step each, with
// what each step did. Pure: the page (app.tsx) runs each step with `evaluate` (api.ts) and keeps
// the steps here; undoing to a step replays the actions up to it from the starting board.

import type { AnswerTo, Board, GameEvent, ScenarioInput, ScenarioResult, UnsupportedAnswer } from '../../rules';

/** An action document of SCENARIOS.md ("Actions"), as the page builds it. */
export type ActionDoc = { do: string } & Record<string, unknown>;
/** A question document of SCENARIOS.md ("Questions"). */
export type QuestionDoc = Record<string, unknown>;
/** A board document as the page holds it: the canonical board of a result, or one loaded as given. */
export type BoardDoc = Board;
// A board the page made itself (emptyBoard) has only the fields it sets until the engine, as the
// page loads it, gives it every field: code reading a player's zones before that allows for none.
export type ErrorDoc = Extract<ScenarioResult, { ok: false }>['error'];
export type Characteristics = AnswerTo<'characteristics'>;
export type LegalAction = AnswerTo<'legalActions'>['actions'][number];
/** An answer the engine cannot give (SCENARIOS.md, "Questions"): the first blocker in its fields, every blocker in `blockers`. */
export type Unsupported = UnsupportedAnswer;
/** An ability the engine does not carry out that could change an answer or stop an action: its permanent, card, index, Oracle text and why. */
export type Blocker = UnsupportedAnswer['unsupported']['blockers'][number];
/** An unsupported answer's or an UNSUPPORTED error's fields: a blocker, with every blocker when the engine lists them. */
export type UnsupportedFields = Blocker & { blockers?: readonly Blocker[] };

export interface Step {
  action: ActionDoc;
  events: GameEvent[];
  /** The board after it. */
  board: BoardDoc;
}

export interface Session {
  title: string;
  /** The board the actions start from. */
  initial: BoardDoc;
  steps: Step[];
}

/** What the page shows of a board: each permanent's characteristics and each player's legal actions. */
export interface BoardView {
  characteristics: Map<string, Characteristics | Unsupported>;
  legalActions: Map<string, LegalAction[] | Unsupported>;
}

export function currentBoard(session: Session): BoardDoc {
  return session.steps.at(-1)?.board ?? session.initial;
}

/** The questions the page asks of a board: legalActions for every player, characteristics for every permanent. */
export function questionsFor(board: BoardDoc): QuestionDoc[] {
  return [...board.players.map((player) => ({ legalActions: player.id })), ...board.permanents.map((permanent) => ({ characteristics: permanent.id }))];
}

/** The answers to questionsFor(board), in its order, as a BoardView. */
export function viewFrom(board: BoardDoc, answers: unknown[]): BoardView {
  const view: BoardView = { characteristics: new Map(), legalActions: new Map() };
  board.players.forEach((player, index) => {
    const answer = answers[index] as { actions: LegalAction[] } | Unsupported;
    view.legalActions.set(player.id, 'unsupported' in answer ? answer : answer.actions);
  });
  board.permanents.forEach((permanent, index) => {
    view.characteristics.set(permanent.id, answers[board.players.length + index] as Characteristics | Unsupported);
  });
  return view;
}

/** A permanent's characteristics as the page knows them: null before they are asked, or when the answer is UNSUPPORTED. */
export function characteristicsOf(view: BoardView | null, id: string): Characteristics | null {
  const answer = view?.characteristics.get(id);
  return answer && !('unsupported' in answer) ? answer : null;
}

/** Every blocker of an unsupported answer or an UNSUPPORTED error: its `blockers`, or the one its fields name when it lists none. */
export function blockersOf(u: UnsupportedFields): Blocker[] {
  if (u.blockers?.length) return [...u.blockers];
  return [{ permanent: u.permanent, card: u.card, ability: u.ability, text: u.text, reason: u.reason }];
}

/** An UNSUPPORTED error's abilities, as an unsupported answer names them; null for any other error, or one naming no card. */
export function unsupportedOfError(error: ErrorDoc): UnsupportedFields | null {
  if (error.code !== 'UNSUPPORTED' || error.card === undefined) return null;
  return { permanent: error.permanent ?? null, card: error.card, ability: error.ability ?? null, text: error.text ?? '', reason: error.reason ?? '', blockers: error.blockers ?? [] };
}

/** Who controls a permanent after control-changing effects (CR 613.1b), as far as the page knows: else its board controller. */
export function controllerOf(view: BoardView | null, permanent: BoardDoc['permanents'][number]): string {
  return characteristicsOf(view, permanent.id)?.controller ?? permanent.controller;
}

/** The scenario document of a session: its starting board and its actions (SCENARIOS.md, "A scenario and its result"). */
export function scenarioOf(session: Session, upTo = session.steps.length): ScenarioInput {
  return { title: session.title, board: session.initial, actions: session.steps.slice(0, upTo).map((step) => step.action) } as ScenarioInput;
}

/**
 * The action with a choice filled in: `path` is the CHOICE_REQUIRED error's `choice`, a path
 * inside the action's `choices` (`mode`, `triggered.kin.mana`, `assign.atk`, `triggered.kin.may`).
 */
export function withChoice(action: ActionDoc, path: string, value: unknown): ActionDoc {
  const keys = path.split('.');
  const choices = structuredClone((action.choices ?? {}) as Record<string, unknown>);
  let at = choices;
  for (const key of keys.slice(0, -1)) {
    const next = at[key];
    const child: Record<string, unknown> = isRecord(next) ? next : {};
    at[key] = child;
    at = child;
  }
  at[keys.at(-1)!] = value;
  return { ...action, choices };
}

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * A prompt's answer as the value of the choice: JSON when it reads as JSON (a number, true,
 * an object for a division of damage, a list of ids), else the text itself (a color letter, a mode).
 */
export function choiceValue(text: string): unknown {
  const trimmed = text.trim();
  if (/^(true|false|null|-?\d+(\.\d+)?|\{.*\}|\[.*\])$/s.test(trimmed)) {
    try {
      return JSON.parse(trimmed) as unknown;
    } catch {
      return trimmed;
    }
  }
  return trimmed;
}

/** The options a CHOICE_REQUIRED error offers: its `options` when the engine lists them. */
export function choiceOptions(error: ErrorDoc): unknown[] {
  return error.options ?? [];
}

/** A new permanent's id: the card's name in lowercase words joined by dashes, numbered when taken. */
export function newPermanentId(board: BoardDoc, card: string): string {
  const base =
    card
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/æ/g, 'ae')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'card';
  const taken = new Set([
    ...board.permanents.map((p) => p.id),
    ...board.players.map((p) => p.id),
    ...board.players.flatMap((p) => [...(p.graveyard ?? []), ...(p.exile ?? [])].map((c) => c.id)),
  ]);
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}-${n}`)) n += 1;
  return `${base}-${n}`;
}

/** An empty two-player board: alice's first turn, her precombat main phase. */
export function emptyBoard(): BoardDoc {
  return { turn: { number: 1, activePlayer: 'alice', step: 'precombatMain' }, players: [{ id: 'alice' }, { id: 'bob' }], permanents: [] } as unknown as BoardDoc;
}

/** The board with one more permanent, the card named, under that player's control. */
export function withPermanent(board: BoardDoc, card: string, controller: string): BoardDoc {
  const id = newPermanentId(board, card);
  return { ...board, permanents: [...board.permanents, { id, card, controller } as BoardDoc['permanents'][number]] };
}

/** The players' ids other than this one: who an attacker may attack. */
export function opponentsOf(board: BoardDoc, player: string): string[] {
  return board.players.filter((p) => p.id !== player && !p.lost).map((p) => p.id);
}

export interface Loaded {
  title: string;
  board: unknown;
  actions: unknown[];
}

/** A pasted document: a scenario (with `board`) or a board alone. */
export function parsePasted(text: string): Loaded {
  const document = JSON.parse(text) as unknown;
  if (!isRecord(document)) throw new Error('paste a scenario or a board: a JSON object');
  if ('board' in document)
    return { title: typeof document.title === 'string' ? document.title : 'pasted scenario', board: document.board, actions: Array.isArray(document.actions) ? document.actions : [] };
  return { title: 'pasted board', board: document, actions: [] };
}

export type { GameEvent, ScenarioResult };
