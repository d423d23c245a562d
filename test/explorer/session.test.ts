// The explorer's session logic (explorer/page/session.ts), pure: the choice a prompt fills in,
// the value typed into it, new permanents' ids, pasted documents, the scenario a session is, and
// every blocker of an unsupported answer or an UNSUPPORTED error.

import { describe, expect, it } from 'vitest';
import { runScenario } from '../../rules';
import {
  blockersOf,
  choiceValue,
  emptyBoard,
  newPermanentId,
  parsePasted,
  questionsFor,
  scenarioOf,
  unsupportedOfError,
  viewFrom,
  withChoice,
  withPermanent,
  type Session,
} from '../../explorer/page/session';
import { board as boardOf, opaqueAnthem } from '../helpers/boards';
import { bear } from '../helpers/run';

describe("a CHOICE_REQUIRED answered: the value goes at the path the error names inside the action's choices", () => {
  it('a top-level choice (mode)', () => {
    expect(withChoice({ do: 'resolve' }, 'mode', 'pay')).toEqual({ do: 'resolve', choices: { mode: 'pay' } });
  });

  it("a triggered ability's choice, next to the choices already made, the action left as it was", () => {
    const action = { do: 'activate', permanent: 'birds', choices: { mana: 'G', triggered: { heart: { may: true } } } };
    expect(withChoice(action, 'triggered.heart.mana', 'G')).toEqual({ do: 'activate', permanent: 'birds', choices: { mana: 'G', triggered: { heart: { may: true, mana: 'G' } } } });
    expect(action.choices.triggered.heart).toEqual({ may: true });
  });

  it('a typed answer is JSON when it reads as JSON (true, a number, a division of damage, a list of targets), else the text', () => {
    expect(choiceValue(' true ')).toBe(true);
    expect(choiceValue('3')).toBe(3);
    expect(choiceValue('{ "bob": 3, "wall": 3 }')).toEqual({ bob: 3, wall: 3 });
    expect(choiceValue('["gid"]')).toEqual(['gid']);
    expect(choiceValue('Elf')).toBe('Elf');
    expect(choiceValue('{not json}')).toBe('{not json}');
  });
});

describe('building a board', () => {
  it('a new permanent is named after its card, numbered when the id is taken by a permanent, a player or a card', () => {
    let board = withPermanent(emptyBoard(), 'Llanowar Elves', 'alice');
    expect(board.permanents.map((p) => p.id)).toEqual(['llanowar-elves']);
    board = withPermanent(board, 'Llanowar Elves', 'bob');
    expect(board.permanents.map((p) => [p.id, p.controller])).toEqual([
      ['llanowar-elves', 'alice'],
      ['llanowar-elves-2', 'bob'],
    ]);
    expect(newPermanentId(board, 'Æther Vial')).toBe('aether-vial');
    expect(newPermanentId(board, 'Bob')).toBe('bob-2');
  });

  it('the empty board and the board with a card are boards the engine takes', () => {
    const result = runScenario({ board: withPermanent(emptyBoard(), 'Forest', 'alice') });
    expect(result).toMatchObject({ ok: true, board: { turn: { activePlayer: 'alice', step: 'precombatMain' }, permanents: [{ id: 'forest', card: 'Forest' }] } });
  });

  it('a pasted scenario gives its board and actions; a pasted board is a board with no actions; anything else is refused', () => {
    expect(parsePasted('{ "title": "t", "board": { "x": 1 }, "actions": [{ "do": "advance" }] }')).toEqual({ title: 't', board: { x: 1 }, actions: [{ do: 'advance' }] });
    expect(parsePasted('{ "turn": {}, "players": [] }')).toEqual({ title: 'pasted board', board: { turn: {}, players: [] }, actions: [] });
    expect(() => parsePasted('[1]')).toThrow();
    expect(() => parsePasted('nope')).toThrow();
  });
});

describe('what the page asks of a board, and the scenario it keeps', () => {
  it('legalActions for each player and characteristics for each permanent, read back by player and permanent', () => {
    const played = runScenario({ board: withPermanent(withPermanent(emptyBoard(), 'Forest', 'alice'), 'Llanowar Elves', 'bob') });
    if (!played.ok) throw new Error(played.error.message);
    const board = played.board;
    const result = runScenario({ board, ask: questionsFor(board) });
    if (!result.ok) throw new Error(result.error.message);
    const view = viewFrom(board, result.answers);
    expect(view.legalActions.get('alice')).toEqual(expect.arrayContaining([{ do: 'activate', permanent: 'forest', ability: 0 }]));
    expect(view.characteristics.get('llanowar-elves')).toMatchObject({ name: 'Llanowar Elves', controller: 'bob', power: 1, toughness: 1 });
  });

  it('undoing to a step replays the actions before it from the starting board: the scenario of the first n steps', () => {
    const session: Session = {
      title: 'two taps',
      initial: emptyBoard(),
      steps: [
        { action: { do: 'advance', to: 'beginCombat' }, events: [], board: emptyBoard() },
        { action: { do: 'advance', to: 'end' }, events: [], board: emptyBoard() },
      ],
    };
    expect(scenarioOf(session, 1)).toEqual({ title: 'two taps', board: emptyBoard(), actions: [{ do: 'advance', to: 'beginCombat' }] });
    expect(scenarioOf(session).actions).toHaveLength(2);
  });
});

describe('every blocker of an unsupported answer or an UNSUPPORTED error', () => {
  // Two lines the engine does not carry out, each reaching the bear's power and toughness.
  const twoAnthems = boardOf([
    { id: 'bear', card: bear, controller: 'alice' },
    { id: 'banner', card: opaqueAnthem('Opaque Banner', 'Creatures you control get +1/+1.'), controller: 'alice' },
    { id: 'horn', card: opaqueAnthem('Opaque Horn', 'Creatures get -1/-0.'), controller: 'bob' },
  ]);
  const why = "the engine does not carry out this ability yet; it could change Test Bear (bear)'s power and toughness (layer 7)";
  const both = [
    { permanent: 'banner', card: 'Opaque Banner', ability: 0, text: 'Creatures you control get +1/+1.', reason: why },
    { permanent: 'horn', card: 'Opaque Horn', ability: 0, text: 'Creatures get -1/-0.', reason: why },
  ];

  it("an unsupported answer: both abilities that could change the bear's characteristics, in the view the page draws", () => {
    const played = runScenario({ board: twoAnthems });
    if (!played.ok) throw new Error(played.error.message);
    const result = runScenario({ board: played.board, ask: questionsFor(played.board) });
    if (!result.ok) throw new Error(result.error.message);
    const answer = viewFrom(played.board, result.answers).characteristics.get('bear');
    if (!answer || !('unsupported' in answer)) throw new Error('the bear is answered');
    expect(blockersOf(answer.unsupported)).toEqual(both);
  });

  it('an UNSUPPORTED error: the action that needs them stops naming both; any other error names none', () => {
    const result = runScenario({ board: twoAnthems, actions: [{ do: 'advance', to: 'beginCombat' }] });
    if (result.ok) throw new Error('the advance happened');
    expect(result.error.code).toBe('UNSUPPORTED');
    const unsupported = unsupportedOfError(result.error);
    expect(unsupported).toMatchObject(both[0]!);
    expect(blockersOf(unsupported!)).toEqual(both);
    expect(unsupportedOfError({ code: 'ILLEGAL_ACTION', message: 'no', rule: '107.5' })).toBeNull();
  });

  it('an answer that lists no blockers (as results saved before they were listed): the one its fields name', () => {
    const [first] = both;
    expect(blockersOf({ ...first! })).toEqual([first]);
    expect(blockersOf({ ...first!, blockers: [] })).toEqual([first]);
  });
});
