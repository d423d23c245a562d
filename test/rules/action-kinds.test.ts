// Action kinds (rules/scenario/actions/): each action of SCENARIOS.md says what it reads, the
// `choices` keys it takes and how it is performed, in one module. This file is type-checked by
// `npm run typecheck` (CI): the `@ts-expect-error` lines below fail the build if an action
// without a kind, or a kind leaving out one of its parts, ever compiles.

import { describe, expect, it } from 'vitest';
import { Action, ACTIONS, actionKind } from '../../rules';

describe('action kinds (SCENARIOS.md "Actions")', () => {
  it('every action of the contract has exactly one kind', () => {
    const kinds = Action.options.map((option) => option.shape.do.value);
    expect(Object.keys(ACTIONS).sort()).toEqual([...kinds].sort());
  });

  it('an action with `choices` lists those it takes; one without takes none', () => {
    expect(ACTIONS.cast.choices).toContain('kicked');
    expect(ACTIONS.play.choices).toContain('mode');
    expect(ACTIONS.advance.choices).toEqual(['keep', 'triggered', 'assign']);
    expect(ACTIONS.setLife.choices).toBeNull();
  });

  it('a kind that leaves out what it reads, its choices or its performance does not compile', () => {
    const complete = actionKind<'tap'>({ reads: ['tapping'], targets: () => false, choices: null, perform: (board) => board });
    expect(complete.reads).toEqual(['tapping']);
    // @ts-expect-error: no reads
    actionKind<'tap'>({ targets: () => false, choices: null, perform: (board) => board });
    // @ts-expect-error: no performance
    actionKind<'tap'>({ reads: [], targets: () => false, choices: null });
    // @ts-expect-error: an action with choices must list those it takes
    actionKind<'play'>({ reads: [], targets: () => false, choices: null, perform: (board) => board });
    // @ts-expect-error: a choice key the contract doesn't have
    actionKind<'play'>({ reads: [], targets: () => false, choices: ['colour'], perform: (board) => board });
  });

  it('a registry without a kind for every action does not compile', () => {
    const { tap: _tap, ...withoutTap } = ACTIONS;
    // @ts-expect-error: tap is missing
    const incomplete: typeof ACTIONS = withoutTap;
    expect(Object.keys(incomplete)).not.toContain('tap');
  });
});
