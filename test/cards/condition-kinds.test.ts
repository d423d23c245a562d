// Condition kinds (rules/cards/conditions/): each says whether it holds (CR 611.3a) and its
// rules text, in one module. This file is type-checked by `npm run typecheck` (CI): the
// `@ts-expect-error` lines below fail the build if a kind that leaves out one of those compiles.

import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { condition, Condition, CONDITIONS } from '../../rules';

describe('condition kinds (CR 611.3a)', () => {
  it('every condition of the card format has exactly one kind, and today\'s "yourTurn" still loads', () => {
    expect(Object.keys(CONDITIONS).sort()).toEqual([...Condition.options].sort());
    expect(Condition.parse('yourTurn')).toBe('yourTurn');
    expect(Condition.safeParse('opponentsTurn').success).toBe(false);
  });

  it('"during your turn" holds while the ability\'s controller is the active player', () => {
    expect(CONDITIONS.yourTurn.holds('yourTurn', { controller: 'alice', activePlayer: 'alice' })).toBe(true);
    expect(CONDITIONS.yourTurn.holds('yourTurn', { controller: 'alice', activePlayer: 'bob' })).toBe(false);
    expect(CONDITIONS.yourTurn.text('yourTurn')).toBe('during your turn');
  });

  it('a kind that leaves out whether it holds or its text does not compile', () => {
    const schema = z.literal('example');
    expect(condition({ schema, holds: () => true, text: () => 'as an example' }).text('example')).toBe('as an example');
    // @ts-expect-error: no holds
    condition({ schema, text: () => '' });
    // @ts-expect-error: no text
    condition({ schema, holds: () => true });
    // @ts-expect-error: a registry without a kind for every condition
    const incomplete: typeof CONDITIONS = {};
    expect(incomplete).toEqual({});
  });
});
