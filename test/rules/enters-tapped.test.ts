// "This land enters tapped." (CR 614.1c, 614.12): a replacement effect that modifies how a
// permanent enters the battlefield, from playing a land (305.1) or resolving a permanent spell
// (608.3), applied with the abilities the permanent will have there.

import { describe, expect, it } from 'vitest';
import { CardDefinition, rulesText, runScenario } from '../../rules';

type Json = Record<string, any>;
const alice = (id: string, card: unknown, extra: Json = {}) => ({ id, card, controller: 'alice', ...extra });
const bob = (id: string, card: unknown, extra: Json = {}) => ({ id, card, controller: 'bob', ...extra });
const turn = { number: 4, activePlayer: 'alice', step: 'precombatMain' };

const entersTapped = { kind: 'replacement', effect: { type: 'entersTapped' } };
/** A tapped dual land: "({T}: Add {W} or {U}.) / This land enters tapped." */
const tappedLand = { name: 'Test Coast', types: ['Land'], subtypes: ['Plains', 'Island'], abilities: [entersTapped] };
const tappedArtifact = {
  name: 'Test Locket',
  manaCost: '{3}',
  types: ['Artifact'],
  abilities: [entersTapped, { kind: 'activated', cost: [{ type: 'tap' }], effects: [{ type: 'addMana', mana: { C: 1 } }] }],
};
const tappedCreature = { name: 'Test Sloth', manaCost: '{1}{G}', types: ['Creature'], subtypes: ['Sloth'], power: 3, toughness: 3, abilities: [entersTapped] };

function run(permanents: Json[], actions: Json[]) {
  return runScenario({ board: { turn, players: [{ id: 'alice' }, { id: 'bob' }], permanents }, actions });
}
function ok(result: ReturnType<typeof runScenario>): Json {
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return result;
}
const permanent = (result: Json, id: string) => result.board.permanents.find((p: Json) => p.id === id);

describe('enters tapped (CR 614.1c)', () => {
  it('614.1c: a land with "This land enters tapped." played from hand is tapped, and says so as it enters', () => {
    const result = ok(run([], [{ do: 'play', card: tappedLand, controller: 'alice', id: 'coast' }]));
    expect(permanent(result, 'coast')).toMatchObject({ tapped: true });
    expect(result.events.find((e: Json) => e.type === 'enteredBattlefield')).toEqual({ type: 'enteredBattlefield', permanent: 'coast', tapped: true, rules: ['305.1', '614.1c'] });
  });

  it("107.5: so it can't be tapped for mana the turn it is played", () => {
    const result = run(
      [],
      [
        { do: 'play', card: tappedLand, controller: 'alice', id: 'coast' },
        { do: 'activate', permanent: 'coast', ability: 0, choices: {} },
      ],
    );
    expect(result).toMatchObject({ ok: false, error: { code: 'ILLEGAL_ACTION', rule: '107.5', action: 1 } });
  });

  it('a land without it (Forest) enters untapped', () => {
    const result = ok(run([], [{ do: 'play', card: 'Forest', controller: 'alice', id: 'forest' }]));
    expect(permanent(result, 'forest')).toMatchObject({ tapped: false });
    expect(result.events.find((e: Json) => e.type === 'enteredBattlefield')).not.toHaveProperty('tapped');
  });

  it('608.3, 614.1c: a permanent spell with it (an artifact, a creature) enters tapped as it resolves', () => {
    const result = ok(
      run(
        [],
        [
          { do: 'cast', card: tappedArtifact, controller: 'alice', id: 'locket' },
          { do: 'cast', card: tappedCreature, controller: 'alice', id: 'sloth' },
        ],
      ),
    );
    expect(permanent(result, 'locket')).toMatchObject({ tapped: true });
    expect(permanent(result, 'sloth')).toMatchObject({ tapped: true });
    expect(result.events.filter((e: Json) => e.type === 'enteredBattlefield').map((e: Json) => e.rules)).toEqual([
      ['608.3', '614.1c'],
      ['608.3', '614.1c'],
    ]);
  });

  it('614.12: the abilities it will have on the battlefield count: under Humility a creature with it enters untapped', () => {
    const result = ok(run([bob('humility', 'Humility')], [{ do: 'cast', card: tappedCreature, controller: 'alice', id: 'sloth' }]));
    expect(permanent(result, 'sloth')).toMatchObject({ tapped: false });
  });

  it('renders as "This land enters tapped.", "This artifact enters tapped.", "This creature enters tapped."', () => {
    expect([tappedLand, tappedArtifact, tappedCreature].map((card) => rulesText(CardDefinition.parse(card))[0])).toEqual([
      'This land enters tapped.',
      'This artifact enters tapped.',
      'This creature enters tapped.',
    ]);
  });
});

describe('loaded boards', () => {
  it('a permanent already on the battlefield is as the board says: "enters tapped" changes nothing there', () => {
    const result = ok(run([alice('coast', tappedLand)], [{ do: 'activate', permanent: 'coast', ability: 0, choices: { mana: 'W' } }]));
    expect(permanent(result, 'coast')).toMatchObject({ tapped: true });
    expect(result.board.players[0].manaPool).toMatchObject({ W: 1 });
  });
});
