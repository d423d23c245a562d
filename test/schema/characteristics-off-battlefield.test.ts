// The `characteristics` question through the GraphQL API for objects that aren't on the
// battlefield (CR 109.3, 604.3): a spell on the stack and a card in a graveyard, with the effects
// that reach them (Mycosynth Lattice), answered as JSON and as the typed CharacteristicsAnswer.

import { execute, parse } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../schema/index';
import { EVALUATE, testContext } from '../helpers/graphql';
import { startTestStore, type TestStore } from '../helpers/store';

let store: TestStore;
beforeAll(async () => {
  store = await startTestStore();
});
afterAll(async () => {
  await store.close();
});

async function run(query: string, variables: Record<string, unknown>) {
  const result = await execute({ schema, document: parse(query), variableValues: variables, contextValue: testContext('zones-owner', store.boards) });
  if (result.errors) throw new Error(result.errors.map((error) => error.message).join('; '));
  return result.data as Record<string, any>;
}

const board = {
  turn: { number: 2, activePlayer: 'alice', step: 'precombatMain' },
  players: [{ id: 'alice', graveyard: [{ id: 'dead-elf', card: 'Llanowar Elves' }] }, { id: 'bob' }],
  permanents: [{ id: 'lattice', card: 'Mycosynth Lattice', controller: 'alice' }],
  stack: [{ id: 'bolt', kind: 'spell', card: 'Lightning Bolt', controller: 'bob', targets: ['alice'] }],
};

describe('characteristics of objects off the battlefield, through evaluate', () => {
  it('a card in a graveyard and a spell on the stack: printed, colorless under Mycosynth Lattice, with their controller (109.3, 604.1)', async () => {
    const data = await run(EVALUATE, { scenario: { board, ask: [{ characteristics: 'dead-elf' }, { characteristics: 'bolt' }, { characteristics: 'nothing' }] } });
    expect(data.evaluate.ok).toBe(false);
    expect(data.evaluate.result.error).toMatchObject({ code: 'INVALID_INPUT' });
    const answered = await run(EVALUATE, { scenario: { board, ask: [{ characteristics: 'dead-elf' }, { characteristics: 'bolt' }] } });
    expect(answered.evaluate.ok).toBe(true);
    expect(answered.evaluate.result.answers).toEqual([
      expect.objectContaining({ name: 'Llanowar Elves', controller: 'alice', types: ['Creature'], colors: [], power: 1, explain: [expect.objectContaining({ layer: '5' })] }),
      expect.objectContaining({ name: 'Lightning Bolt', controller: 'bob', types: ['Instant'], colors: [], manaValue: 1 }),
    ]);
  });
});
