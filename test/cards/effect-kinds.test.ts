// Effect kinds (rules/cards/effects/): each says, in one module, its schema, its rules text, what
// it does as its spell or ability resolves (CR 608.2c) and its part in a mana ability (605.3b,
// 605.4a). Type-checked by `npm run typecheck`: the `@ts-expect-error` lines fail the build if a
// kind that leaves one of those out ever compiles.

import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { Effect, EFFECTS, effect } from '../../rules';

describe('effect kinds (CR 608.2c)', () => {
  it('every effect of the card format has exactly one kind', () => {
    const types = Effect.options.flatMap((option) => ('options' in option ? option.options.map((o) => o.shape.type.value) : [option.shape.type.value]));
    expect(Object.keys(EFFECTS).sort()).toEqual([...types].sort());
  });

  it('mana effects are the ones that make an activated ability a mana ability (CR 605.1a)', () => {
    const mana = Object.entries(EFFECTS)
      .filter(([, kind]) => kind.addsMana)
      .map(([type]) => type)
      .sort();
    expect(mana).toEqual(['addAdditionalMana', 'addMana', 'addManaCouldProduce', 'addManaOfAnyColor', 'addManaOfChosenColor', 'addManaOneOf', 'addManaProduced', 'doubleMana']);
  });

  it('a kind that leaves out its text, what it does, or its part in a mana ability does not compile', () => {
    const schema = z.strictObject({ type: z.literal('loseLife'), amount: z.int() });
    const complete = effect({
      schema,
      text: (e) => `you lose ${e.amount} life`,
      addsMana: false,
      unsupported: () => null,
      resolve: () => undefined,
      produce: () => ({}),
      couldProduce: () => ({ kind: 'nothing' }),
      addAsTriggered: () => {
        throw new Error('not in a triggered mana ability');
      },
    });
    expect(complete.addsMana).toBe(false);

    // @ts-expect-error: no text
    effect({ schema, addsMana: false, unsupported: () => null, resolve: () => undefined, produce: () => ({}), addAsTriggered: () => ({ player: 'p', mana: {} }) });
    // @ts-expect-error: no resolve
    effect({ schema, text: () => '', addsMana: false, unsupported: () => null, produce: () => ({}), addAsTriggered: () => ({ player: 'p', mana: {} }) });
    // @ts-expect-error: no part in a mana ability
    effect({ schema, text: () => '', addsMana: false, unsupported: () => null, resolve: () => undefined });
  });
});
