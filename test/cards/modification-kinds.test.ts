// Modification kinds (rules/cards/modifications/): each says its layer (CR 613.1, 613.4), what
// it writes (613.8a), how it applies and its text, in one module. This file is type-checked by
// `npm run typecheck` (CI): the `@ts-expect-error` lines below fail the build if a kind that
// leaves out one of those ever compiles.

import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { LAYERS, MODIFICATIONS, Modification, modification } from '../../rules';

describe('modification kinds (CR 613)', () => {
  it('every modification of the card format has exactly one kind, acting in a layer of CR 613.1', () => {
    const types = Modification.options.map((option) => option.shape.type.value);
    expect(Object.keys(MODIFICATIONS).sort()).toEqual([...types].sort());
    for (const kind of Object.values(MODIFICATIONS)) expect(LAYERS).toContain(kind.layer);
  });

  it('a kind that leaves out its layer, what it writes, how it applies or its text does not compile', () => {
    const schema = z.strictObject({ type: z.literal('example'), amount: z.int() });
    const complete = modification({
      schema,
      layer: '7c',
      writes: ['pt'],
      reads: () => [],
      removesAbilities: false,
      apply(object, m) {
        if (object.power !== null) object.power += m.amount;
      },
      changesMatch: () => false,
      text: (m, words) => `${words.conj('gets', 'get')} +${m.amount}/+0`,
    });
    expect(complete.layer).toBe('7c');

    // @ts-expect-error: no layer
    modification({ schema, writes: ['pt'], reads: () => [], removesAbilities: false, apply() {}, changesMatch: () => false, text: () => '' });
    // @ts-expect-error: no writes
    modification({ schema, layer: '7c', reads: () => [], removesAbilities: false, apply() {}, changesMatch: () => false, text: () => '' });
    // @ts-expect-error: no apply
    modification({ schema, layer: '7c', writes: ['pt'], reads: () => [], removesAbilities: false, changesMatch: () => false, text: () => '' });
    // @ts-expect-error: no text
    modification({ schema, layer: '7c', writes: ['pt'], reads: () => [], removesAbilities: false, apply() {}, changesMatch: () => false });
    // @ts-expect-error: not a layer of CR 613.1
    modification({ schema, layer: '8', writes: ['pt'], reads: () => [], removesAbilities: false, apply() {}, changesMatch: () => false, text: () => '' });
  });
});
