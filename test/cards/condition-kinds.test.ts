// Condition kinds (rules/cards/conditions/): each says whether it holds (CR 611.3a) and its
// rules text, in one module. This file is type-checked by `npm run typecheck` (CI): the
// `@ts-expect-error` lines below fail the build if a kind that leaves out one of those compiles.

import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { condition, Condition, CONDITIONS } from '../../rules';

describe('condition kinds (CR 611.3a)', () => {
  it('every condition of the card format has exactly one kind, and today\'s "yourTurn" still loads', () => {
    const schemas: readonly unknown[] = Condition.options;
    expect(Object.values(CONDITIONS).map((kind) => schemas.indexOf(kind.schema))).toEqual(schemas.map((_, i) => i));
    expect(Condition.parse('yourTurn')).toBe('yourTurn');
    expect(Condition.safeParse('opponentsTurn').success).toBe(false);
  });

  const view = (activePlayer: string) => ({ activePlayer, players: [], graveyard: () => [], count: () => 0, thisTurn: {} });
  const source = { id: 'x', controller: 'alice', counters: {} };

  it('"during your turn" holds while the ability\'s controller is the active player', () => {
    expect(CONDITIONS.yourTurn.holds('yourTurn', view('alice'), source)).toBe(true);
    expect(CONDITIONS.yourTurn.holds('yourTurn', view('bob'), source)).toBe(false);
  });

  it('a kind that leaves out whether it holds or its text does not compile', () => {
    const schema = z.literal('example');
    expect(condition({ schema, holds: () => true, reads: () => ({}), text: () => 'as an example' }).reads('example')).toEqual({});
    // @ts-expect-error: no holds
    condition({ schema, reads: () => ({}), text: () => '' });
    // @ts-expect-error: no text
    condition({ schema, holds: () => true, reads: () => ({}) });
    // @ts-expect-error: no reads
    condition({ schema, holds: () => true, text: () => '' });
    // @ts-expect-error: a registry without a kind for every condition
    const incomplete: typeof CONDITIONS = {};
    expect(incomplete).toEqual({});
  });
});
