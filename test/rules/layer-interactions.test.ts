// The layers together (CR 613.1): copy effects (layer 1) copy only copiable values (707.2), not
// control (layer 2), text changes (layer 3) or other effects; control changes what "you control"
// means for the abilities applied after layer 2, characteristic-defining abilities included.

import { describe, expect, it } from 'vitest';
import { runScenario } from '../../rules';
import { card } from '../helpers/cards';

type Json = Record<string, any>;
const bear = { name: 'Test Bear', manaCost: '{1}{G}', types: ['Creature'], subtypes: ['Bear'], power: 2, toughness: 2 };
const whiteKnight = card('whiteKnight');
const artifact = { name: 'Test Trinket', manaCost: '{1}', types: ['Artifact'] };

function characteristics(permanents: Json[], ids: string[], extra: Json = {}, actions: Json[] = []): Json[] {
  const result = runScenario({
    board: { turn: { number: 4, activePlayer: 'alice', step: 'precombatMain' }, players: [{ id: 'alice', manaPool: { U: 10 } }, { id: 'bob' }], permanents, ...extra },
    actions,
    ask: ids.map((id) => ({ characteristics: id })),
  });
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return result.answers;
}

describe('copy and control (CR 707.2, 613.1a-b)', () => {
  it("707.2: a Clone of bob's creature that alice controls through Control Magic is controlled by the Clone's controller, bob: control isn't copied", () => {
    const [original, clone] = characteristics(
      [
        { id: 'bear', card: bear, controller: 'alice' },
        { id: 'magic', card: 'Control Magic', controller: 'bob', attachedTo: 'bear' },
        { id: 'clone', card: 'Clone', controller: 'alice', chosen: { copy: 'bear' } },
      ],
      ['bear', 'clone'],
    );
    expect(original).toMatchObject({ controller: 'bob', name: 'Test Bear' });
    expect(clone).toMatchObject({ controller: 'alice', name: 'Test Bear', power: 2, toughness: 2 });
  });

  it('613.1b, 604.3: Master of Etherium stolen by Control Magic counts the artifacts its new controller controls', () => {
    const [master] = characteristics(
      [
        { id: 'master', card: 'Master of Etherium', controller: 'bob' },
        { id: 'a1', card: artifact, controller: 'alice' },
        { id: 'a2', card: artifact, controller: 'alice' },
        { id: 'b1', card: artifact, controller: 'bob' },
        { id: 'magic', card: 'Control Magic', controller: 'alice', attachedTo: 'master' },
      ],
      ['master'],
    );
    // Itself and alice's two artifacts (Master of Etherium is an artifact creature).
    expect(master).toMatchObject({ controller: 'alice', power: 3, toughness: 3 });
  });

  it('707.2, 604.3: a Clone of Tarmogoyf has its characteristic-defining ability', () => {
    const [goyf, clone] = characteristics(
      [
        { id: 'goyf', card: 'Tarmogoyf', controller: 'bob' },
        { id: 'clone', card: 'Clone', controller: 'alice', chosen: { copy: 'goyf' } },
      ],
      ['goyf', 'clone'],
      {
        players: [
          {
            id: 'alice',
            graveyard: [
              { id: 'g1', card: 'Lightning Bolt' },
              { id: 'g2', card: 'Forest' },
            ],
          },
          { id: 'bob' },
        ],
      },
    );
    expect(goyf).toMatchObject({ power: 2, toughness: 3 });
    expect(clone).toMatchObject({ name: 'Tarmogoyf', power: 2, toughness: 3 });
  });
});

describe('copy and text (CR 707.2, 612)', () => {
  it("707.2: a Clone of a White Knight whose text Sleight of Mind changed has the printed protection from black: text changes aren't copied", () => {
    const [knight, clone] = characteristics(
      [
        { id: 'knight', card: whiteKnight, controller: 'bob' },
        { id: 'clone', card: 'Clone', controller: 'alice', chosen: { copy: 'knight' } },
      ],
      ['knight', 'clone'],
      {
        effects: [
          { id: 'sleight', source: { card: 'Sleight of Mind' }, controller: 'alice', targets: ['knight'], choices: { from: 'B', to: 'W' }, timestamp: 10, duration: 'permanent' },
        ],
      },
    );
    expect(knight!.keywords).toContain('protection from white');
    expect(clone!.keywords).toContain('protection from black');
  });
});

describe('control and switching (CR 613.1b, 613.4d)', () => {
  it('613.4d: a stolen 2/1 with a +1/+1 counter switched by Twisted Image: 3/2 becomes 2/3, for its new controller', () => {
    const [bearNow] = characteristics(
      [
        { id: 'bear', card: { ...bear, toughness: 1 }, controller: 'bob', counters: { '+1/+1': 1 } },
        { id: 'magic', card: 'Mind Control', controller: 'alice', attachedTo: 'bear' },
      ],
      ['bear'],
      {},
      [{ do: 'cast', card: 'Twisted Image', controller: 'alice', targets: ['bear'] }],
    );
    expect(bearNow).toMatchObject({ controller: 'alice', power: 2, toughness: 3 });
  });
});
