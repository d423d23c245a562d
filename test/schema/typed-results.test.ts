// The typed events and answers beside the JSON ones (schema/events.ts, schema/answers.ts): made
// from the engine's own schemas, so a type for every event type and every question, and each
// typed field giving what the JSON field gives.

import { execute, isInterfaceType, isObjectType, isUnionType, parse } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GameEvent, QUESTIONS } from '../../rules';
import { answerTypeName } from '../../schema/answers';
import { eventTypeName } from '../../schema/events';
import { schema } from '../../schema/index';
import { CREATE_BOARD, forestBoard, testContext } from '../helpers/graphql';
import { startTestStore, type TestStore } from '../helpers/store';

let store: TestStore;
beforeAll(async () => {
  store = await startTestStore();
});
afterAll(async () => {
  await store.close();
});

async function run(query: string, variables: Record<string, unknown>) {
  const result = await execute({ schema, document: parse(query), variableValues: variables, contextValue: testContext('typed-owner', store.boards) });
  if (result.errors) throw new Error(result.errors.map((error) => error.message).join('; '));
  return result.data as Record<string, any>;
}

const APPLY_TYPED = /* GraphQL */ `
  mutation Apply($id: ID!, $version: Int!, $actions: JSON!, $ask: JSON) {
    applyActions(input: { boardId: $id, expectedVersion: $version, actions: $actions, ask: $ask }) {
      __typename
      ... on ApplyActionsSuccess {
        events
        answers
        typedEvents {
          __typename
          type
          rules
          ... on ManaAddedEvent { player source mana { W U B R G C } }
          ... on TappedEvent { permanent }
        }
        typedAnswers {
          __typename
          ... on CouldProduceAnswer { types }
          ... on AvailableManaAnswer { options { G any } }
          ... on CanActivateAnswer { legal reason rule }
          ... on CanPayAnswer { payable }
          ... on CharacteristicsAnswer { name types power explain { layer } }
          ... on LegalActionsAnswer { actions { do permanent ability } }
          ... on UnsupportedAnswer { unsupported { card text reason } }
        }
      }
      ... on RulesError { code message }
    }
  }
`;

describe('typed events and answers', () => {
  it('has an object type implementing GameEvent for every event type of the engine', () => {
    const types = GameEvent.options.map((option) => option.shape.type.value);
    expect(types.length).toBeGreaterThan(50);
    const gameEvent = schema.getType('GameEvent');
    expect(isInterfaceType(gameEvent)).toBe(true);
    const implementations = schema.getImplementations(gameEvent as never).objects.map((type) => type.name);
    expect(implementations.sort()).toEqual(types.map(eventTypeName).sort());
    for (const option of GameEvent.options) {
      const type = schema.getType(eventTypeName(option.shape.type.value));
      expect(isObjectType(type)).toBe(true);
      // Every field of the engine's event is a field of its type.
      expect(Object.keys((type as never as { getFields(): object }).getFields()).sort()).toEqual(Object.keys(option.shape).sort());
    }
  });

  it('has an answer type in the union Answer for every question, and UnsupportedAnswer', () => {
    const answer = schema.getType('Answer');
    expect(isUnionType(answer)).toBe(true);
    const members = (answer as never as { getTypes(): { name: string }[] }).getTypes().map((type) => type.name);
    expect(members.sort()).toEqual([...Object.keys(QUESTIONS).map(answerTypeName), 'UnsupportedAnswer'].sort());
  });

  it('gives typed events and answers after tapping a Forest, as the JSON fields give them', async () => {
    const created = await run(CREATE_BOARD, { state: forestBoard });
    const id = created.createBoard.board.id;
    const data = await run(APPLY_TYPED, {
      id,
      version: 1,
      actions: [{ do: 'activate', permanent: 'forest', ability: 0 }],
      ask: [
        { couldProduce: 'forest' },
        { canActivate: { permanent: 'forest', ability: 0 } },
        { canPay: { player: 'alice', cost: '{G}' } },
        { characteristics: 'forest' },
        { legalActions: 'alice' },
      ],
    });
    const result = data.applyActions;
    expect(result.__typename).toBe('ApplyActionsSuccess');
    expect(result.typedEvents.map((event: { type: string }) => event.type)).toEqual(result.events.map((event: { type: string }) => event.type));
    const added = result.typedEvents.find((event: { type: string }) => event.type === 'manaAdded');
    expect(added).toEqual({
      __typename: 'ManaAddedEvent',
      type: 'manaAdded',
      rules: expect.any(Array),
      player: 'alice',
      source: 'forest',
      mana: { W: null, U: null, B: null, R: null, G: 1, C: null },
    });
    expect(added.rules).toEqual(result.events.find((event: { type: string }) => event.type === 'manaAdded').rules);
    expect(result.typedAnswers.map((answer: { __typename: string }) => answer.__typename)).toEqual([
      'CouldProduceAnswer',
      'CanActivateAnswer',
      'CanPayAnswer',
      'CharacteristicsAnswer',
      'LegalActionsAnswer',
    ]);
    expect(result.typedAnswers[0]).toEqual({ __typename: 'CouldProduceAnswer', types: ['G'] });
    expect(result.typedAnswers[1]).toMatchObject({ legal: false, rule: result.answers[1].rule });
    expect(result.typedAnswers[2]).toEqual({ __typename: 'CanPayAnswer', payable: result.answers[2].payable });
    expect(result.typedAnswers[3]).toMatchObject({ name: 'Forest', types: ['Land'], power: null });
    expect(result.typedAnswers[4].actions).toEqual(result.answers[4].actions.map((action: object) => ({ permanent: null, ability: null, ...action })));
  });

  it('gives an empty list of typed answers when nothing was asked, and typed results from evaluate', async () => {
    const created = await run(CREATE_BOARD, { state: forestBoard });
    const data = await run(APPLY_TYPED, { id: created.createBoard.board.id, version: 1, actions: [{ do: 'tap', permanent: 'forest' }] });
    expect(data.applyActions.answers).toBeNull();
    expect(data.applyActions.typedAnswers).toEqual([]);
    expect(data.applyActions.typedEvents).toEqual([{ __typename: 'TappedEvent', type: 'tapped', rules: [], permanent: 'forest' }]);
    const evaluated = await run(
      `query Evaluate($scenario: JSON!) { evaluate(scenario: $scenario) { ok typedEvents { type } typedAnswers { __typename ... on CanBlockAnswer { legal rule } } } }`,
      { scenario: { board: forestBoard, actions: [{ do: 'activate', permanent: 'forest' }], ask: [{ canBlock: { permanent: 'forest', attacker: 'forest' } }] } },
    );
    expect(evaluated.evaluate.ok).toBe(true);
    expect(evaluated.evaluate.typedEvents.map((event: { type: string }) => event.type)).toContain('manaAdded');
    expect(evaluated.evaluate.typedAnswers[0].__typename).toBe('CanBlockAnswer');
    const failed = await run(`query Evaluate($scenario: JSON!) { evaluate(scenario: $scenario) { ok typedEvents { type } typedAnswers { __typename } } }`, {
      scenario: { board: forestBoard, actions: [{ do: 'activate', permanent: 'nope' }] },
    });
    expect(failed.evaluate).toEqual({ ok: false, typedEvents: null, typedAnswers: null });
  });
});
