// A permanent an effect's controller chooses as it resolves, without targeting it (CR 608.2d,
// 115.10): "When this land enters, return a land you control to its owner's hand." (the bounce
// lands). Chosen in `choices.permanent` (at `triggered.<source>.permanent` for a triggered
// ability), asked for with the candidates as options where there are several; hexproof and
// shroud don't matter (it is no target). And a counter that exiles (614.1a).

import { describe, expect, it } from 'vitest';
import { CardDefinition, rulesText, runScenario } from '../../rules';
import { ensureCards } from '../../pool';
import { compileCard } from '../../pool/compile';

type Json = Record<string, any>;

const turn = { number: 3, activePlayer: 'alice', step: 'precombatMain' };

function run(actions: Json[], permanents: Json[] = [], alice: Json = {}, stack: Json[] = []): Json {
  const scenario = { board: { turn, players: [{ id: 'alice', ...alice }, { id: 'bob' }], permanents, stack }, actions };
  ensureCards(scenario);
  return runScenario(scenario);
}

const play = (choices: Json = {}) => ({ do: 'play', card: 'Simic Growth Chamber', controller: 'alice', id: 'chamber', choices });

describe('the lines compile and render back', () => {
  it.each([
    [{ name: 'Test Land', supertypes: [], types: ['Land'], subtypes: [] }, ["When this land enters, return a land you control to its owner's hand."]],
    [
      { name: 'Test Instant', manaCost: '{U}', supertypes: [], types: ['Instant'], subtypes: [] },
      ["Counter target noncreature spell. If that spell is countered this way, exile it instead of putting it into its owner's graveyard."],
    ],
  ])('%j: %j', (printed, lines) => {
    const compiled = compileCard(lines, printed as any);
    expect(compiled.lines.every((line) => line.compiled)).toBe(true);
    expect(rulesText(CardDefinition.parse(compiled.card))).toEqual(lines);
  });
});

describe('the bounce lands: "return a land you control to its owner\'s hand" (CR 608.2d)', () => {
  it('608.2d: with only itself, Simic Growth Chamber returns itself: the engine makes the one choice there is', () => {
    const result = run([play()]);
    expect(result.ok).toBe(true);
    expect(result.board.permanents).toEqual([]);
    expect(result.board.players[0]).toMatchObject({ hand: 1 });
    expect(result.events.filter((e: Json) => e.type === 'permanentChosen')).toEqual([{ type: 'permanentChosen', player: 'alice', permanent: 'chamber', rules: ['608.2d'] }]);
  });

  it('608.2d: with another land, CHOICE_REQUIRED lists both; the Forest chosen returns, the Chamber stays (tapped)', () => {
    const forest = { id: 'forest', card: 'Forest', controller: 'alice' };
    const asked = run([play()], [forest]);
    expect(asked).toMatchObject({ ok: false, error: { code: 'CHOICE_REQUIRED', choice: 'triggered.chamber.permanent', options: ['forest', 'chamber'] } });
    const result = run([play({ triggered: { chamber: { permanent: 'forest' } } })], [forest]);
    expect(result.ok).toBe(true);
    expect(result.board.permanents.map((p: Json) => [p.id, p.tapped])).toEqual([['chamber', true]]);
  });

  it("608.2d: an opponent's land can't be chosen: ILLEGAL_ACTION", () => {
    const theirs = { id: 'theirs', card: 'Forest', controller: 'bob' };
    expect(run([play({ triggered: { chamber: { permanent: 'theirs' } } })], [theirs])).toMatchObject({ ok: false, error: { code: 'ILLEGAL_ACTION', rule: '608.2d' } });
  });
});

describe('"If that spell is countered this way, exile it instead" (CR 614.1a, 701.6a)', () => {
  it('Force of Negation counters a noncreature spell: its card goes to exile, not the graveyard', () => {
    const stack = [{ id: 'bolt', kind: 'spell', card: 'Lightning Bolt', controller: 'bob', targets: ['alice'] }];
    const result = run([{ do: 'cast', card: 'Force of Negation', controller: 'alice', targets: ['bolt'], choices: { cost: 'mana' } }], [], { manaPool: { U: 2, C: 1 } }, stack);
    expect(result.ok).toBe(true);
    const bob = result.board.players.find((p: Json) => p.id === 'bob');
    expect(bob).toMatchObject({ graveyard: [], exile: [{ id: 'bolt', card: 'Lightning Bolt' }] });
    expect(result.events.filter((e: Json) => e.type === 'exiledInstead')).toEqual([
      { type: 'exiledInstead', object: 'bolt', card: 'Lightning Bolt', player: 'bob', rules: ['614.1a', '701.6a'] },
    ]);
  });
});
