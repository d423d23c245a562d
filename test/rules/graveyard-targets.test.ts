// Cards in graveyards as targets (CR 115.1, 109.3): "target creature card from your graveyard",
// "target card from a graveyard". The target is the graveyard entry's id; it must be in the
// graveyard the words name and have the quality as the card is there; as the spell or ability
// resolves it must still be there (608.2b). Regrowth puts it into its owner's hand, reanimation
// onto the battlefield as a new permanent with the same id (400.7), and "exile target card from a
// graveyard" into its owner's exile.

import { describe, expect, it } from 'vitest';
import { runScenario } from '../../rules';
import { ensureCards } from '../../pool';
import { compileCard } from '../../pool/compile';
import { CardDefinition, rulesText } from '../../rules';

type Json = Record<string, any>;

const main = { number: 5, activePlayer: 'alice', step: 'precombatMain' };

function players(graveyards: { alice?: Json[]; bob?: Json[] } = {}): Json[] {
  return [
    { id: 'alice', library: 20, hand: 1, manaPool: { B: 3, G: 3 }, graveyard: graveyards.alice ?? [] },
    { id: 'bob', library: 20, hand: 1, graveyard: graveyards.bob ?? [] },
  ];
}

function scenario(board: Json, actions: Json[], ask: Json[] = []): Json {
  const input = { board: { turn: main, permanents: [], ...board }, actions, ask };
  ensureCards(input);
  return runScenario(input);
}

function run(board: Json, actions: Json[], ask: Json[] = []): Json {
  const result = scenario(board, actions, ask);
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return result;
}

const player = (result: Json, id: string): Json => result.board.players.find((p: Json) => p.id === id);
const graveyard = (result: Json, id: string): string[] => player(result, id).graveyard.map((e: Json) => e.id);
const bears = { id: 'bears', card: 'Grizzly Bears' };
const bolt = { id: 'bolt', card: 'Lightning Bolt' };

describe('a card in a graveyard as a target (CR 115.1)', () => {
  it('115.1, 400.7: Raise Dead returns target creature card from your graveyard to your hand: one card more there, a cardMoved event', () => {
    const result = run({ players: players({ alice: [bears, bolt] }) }, [{ do: 'cast', card: 'Raise Dead', controller: 'alice', id: 'raise', targets: ['bears'] }]);
    expect(graveyard(result, 'alice')).toEqual(['bolt', 'raise']);
    expect(player(result, 'alice').hand).toBe(2);
    expect(result.events).toContainEqual(expect.objectContaining({ type: 'cardMoved', object: 'bears', card: 'Grizzly Bears', player: 'alice', from: 'graveyard', to: 'hand' }));
  });

  it("115.1, 601.2c: Raise Dead can't target a noncreature card, nor a creature card in an opponent's graveyard", () => {
    const board = { players: players({ alice: [bolt], bob: [{ id: 'bobs-bears', card: 'Grizzly Bears' }] }) };
    expect(scenario(board, [{ do: 'cast', card: 'Raise Dead', controller: 'alice', targets: ['bolt'] }]).error).toMatchObject({ code: 'ILLEGAL_ACTION', rule: '601.2c' });
    expect(scenario(board, [{ do: 'cast', card: 'Raise Dead', controller: 'alice', targets: ['bobs-bears'] }]).error).toMatchObject({ code: 'ILLEGAL_ACTION', rule: '601.2c' });
  });

  it('115.1: a target that names no player, permanent, spell or card in a graveyard is INVALID_INPUT', () => {
    const result = scenario({ players: players({ alice: [bears] }) }, [{ do: 'cast', card: 'Raise Dead', controller: 'alice', targets: ['nothing'] }]);
    expect(result.error).toMatchObject({ code: 'INVALID_INPUT', path: ['actions', 0, 'targets', 0] });
  });

  it("608.2b: Raise Dead held, its target exiled by Cremate: it doesn't resolve (its only target is illegal) and the card stays in exile", () => {
    const result = run({ players: players({ alice: [bears] }) }, [
      { do: 'cast', card: 'Raise Dead', controller: 'alice', id: 'raise', targets: ['bears'], hold: true },
      { do: 'cast', card: 'Cremate', controller: 'alice', id: 'cremate', targets: ['bears'] },
      { do: 'resolve' },
    ]);
    expect(player(result, 'alice').exile).toEqual([{ id: 'bears', card: 'Grizzly Bears' }]);
    expect(result.events).toContainEqual(expect.objectContaining({ type: 'countered', object: 'raise', rules: ['608.2b'] }));
    // Cremate drew a card; Raise Dead returned nothing.
    expect(player(result, 'alice').hand).toBe(2);
  });

  it("406.3: Cremate exiles target card from a graveyard, an opponent's too, into its owner's exile", () => {
    const result = run({ players: players({ bob: [bolt] }) }, [{ do: 'cast', card: 'Cremate', controller: 'alice', id: 'cremate', targets: ['bolt'] }]);
    expect(player(result, 'bob').exile).toEqual([{ id: 'bolt', card: 'Lightning Bolt' }]);
    expect(graveyard(result, 'bob')).toEqual([]);
    expect(result.events).toContainEqual(expect.objectContaining({ type: 'cardMoved', object: 'bolt', player: 'bob', to: 'exile' }));
  });
});

describe('reanimation: a card returned to the battlefield (CR 400.7)', () => {
  it("400.7: Breath of Life returns target creature card from your graveyard to the battlefield, a new permanent with its id under its owner's control", () => {
    const result = run({ players: players({ alice: [bears] }) }, [{ do: 'cast', card: 'Breath of Life', controller: 'alice', id: 'breath', targets: ['bears'] }]);
    expect(result.board.permanents).toEqual([expect.objectContaining({ id: 'bears', card: 'Grizzly Bears', controller: 'alice', owner: 'alice' })]);
    expect(graveyard(result, 'alice')).toEqual(['breath']);
    expect(result.events).toContainEqual(expect.objectContaining({ type: 'enteredBattlefield', permanent: 'bears' }));
  });

  it('110.2: "... from a graveyard to the battlefield under your control" takes an opponent\'s creature card, which its owner still owns', () => {
    const necro = {
      name: 'Test Reanimation',
      manaCost: '{B}',
      types: ['Sorcery'],
      abilities: [
        {
          kind: 'spell',
          targets: [{ kind: 'card', graveyard: 'any', card: { types: ['Creature'] } }],
          effects: [{ type: 'returnFromGraveyard', object: { target: 0 }, to: 'battlefield', underYourControl: true }],
        },
      ],
    };
    const result = run({ players: players({ bob: [bears] }) }, [{ do: 'cast', card: necro, controller: 'alice', id: 'necro', targets: ['bears'] }]);
    expect(result.board.permanents).toEqual([expect.objectContaining({ id: 'bears', controller: 'alice', owner: 'bob' })]);
    expect(rulesText(CardDefinition.parse(necro))).toEqual(['Return target creature card from a graveyard to the battlefield under your control.']);
  });

  it('400.4a: an instant card "returned to the battlefield" stays in its graveyard', () => {
    const any = {
      name: 'Test Return',
      manaCost: '{B}',
      types: ['Sorcery'],
      abilities: [{ kind: 'spell', targets: [{ kind: 'card', graveyard: 'yours' }], effects: [{ type: 'returnFromGraveyard', object: { target: 0 }, to: 'battlefield' }] }],
    };
    const result = run({ players: players({ alice: [bolt] }) }, [{ do: 'cast', card: any, controller: 'alice', id: 'ret', targets: ['bolt'] }]);
    expect(result.board.permanents).toEqual([]);
    expect(graveyard(result, 'alice')).toEqual(['bolt', 'ret']);
  });
});

describe('triggered abilities that target a card in a graveyard (CR 603.3d)', () => {
  it('603.3d, 603.5: Gravedigger enters; its one legal target is chosen by the engine, and "you may" returns the creature card to the hand', () => {
    const result = run({ players: players({ alice: [bears, bolt] }) }, [
      { do: 'cast', card: 'Gravedigger', controller: 'alice', id: 'digger', choices: { triggered: { digger: { may: true } } } },
    ]);
    expect(graveyard(result, 'alice')).toEqual(['bolt']);
    expect(player(result, 'alice').hand).toBe(2);
  });

  it("603.3d: Gravedigger enters with no creature card in its controller's graveyard: the trigger is removed from the stack", () => {
    const result = run({ players: players({ alice: [bolt], bob: [bears] }) }, [{ do: 'cast', card: 'Gravedigger', controller: 'alice', id: 'digger' }]);
    expect(result.events).toContainEqual(expect.objectContaining({ type: 'triggerRemoved', source: 'digger', rules: ['603.3d'] }));
    expect(graveyard(result, 'bob')).toEqual(['bears']);
  });

  it("700.2, 115.1: Kolaghan's Command returning a creature card and dealing 2 damage: targets in printed order of the modes", () => {
    const result = run({ players: players({ alice: [bears] }), permanents: [{ id: 'elf', card: 'Llanowar Elves', controller: 'bob' }] }, [
      { do: 'cast', card: "Kolaghan's Command", controller: 'alice', id: 'command', targets: ['bears', 'elf'], choices: { modes: [0, 3] } },
    ]);
    expect(player(result, 'alice').hand).toBe(2);
    expect(result.board.permanents).toEqual([]);
  });
});

describe('the Oracle lines compile (CR 115.1)', () => {
  it('"Return target creature card from your graveyard to your hand." and "Exile target card from a graveyard." render back', () => {
    const raise = compileCard(['Return target creature card from your graveyard to your hand.'], { name: 'Raise Dead', manaCost: '{B}', types: ['Sorcery'] });
    expect(raise.card.abilities).toEqual([
      {
        kind: 'spell',
        targets: [{ kind: 'card', card: { types: ['Creature'] }, graveyard: 'yours' }],
        effects: [{ type: 'returnFromGraveyard', object: { target: 0 }, to: 'hand' }],
      },
    ]);
    const cremate = compileCard(['Exile target card from a graveyard.', 'Draw a card.'], { name: 'Cremate', manaCost: '{B}', types: ['Instant'] });
    expect(cremate.lines.every((line) => line.compiled)).toBe(true);
  });

  it('115.1: "it" after a card returned names nothing the engine follows: "Return target creature card from your graveyard to the battlefield. It gains haste until end of turn." stays opaque', () => {
    const compiled = compileCard(['Return target creature card from your graveyard to the battlefield. It gains haste until end of turn.'], {
      name: 'Test',
      manaCost: '{B}',
      types: ['Sorcery'],
    });
    expect(compiled.lines[0]!.compiled).toBe(false);
  });
});
