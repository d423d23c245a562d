// A board's view (rules/state/view.ts): every permanent's characteristics after the layer system
// (CR 613), derived once per board. Asked one permanent at a time, in any order, by the object on
// the board or by another object with its id, it answers what the whole list holds for that
// permanent: the view's shortcut for walks in board order can't change an answer.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadBoard, viewOf, type Permanent } from '../../rules';
import { layeredBoard } from '../../bench/boards';

describe('a board view', () => {
  it('613.1: a permanent asked in any order, or by an equal copy, has the characteristics the whole list holds for it', () => {
    const input = layeredBoard(40, 12);
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat({ max: input.permanents.length - 1 }), fc.boolean()), { maxLength: 120 }), (asks) => {
        // A board made for each run, so each run starts with a fresh view.
        const board = loadBoard(structuredClone(input));
        const view = viewOf(board);
        const asked = asks.map(([at, copy]) => {
          const permanent: Permanent = copy ? { ...board.permanents[at]! } : board.permanents[at]!;
          return { at, characteristics: view.characteristics(permanent) };
        });
        const all = view.allCharacteristics();
        for (const { at, characteristics } of asked) {
          expect(characteristics).toBe(all[at]);
          expect(all[at]!.permanent).toBe(board.permanents[at]);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('a permanent that is not on the board has no characteristics there, and the next one asked still has its own', () => {
    const board = loadBoard(structuredClone(layeredBoard(10, 3)));
    const view = viewOf(board);
    const stranger = { ...board.permanents[0]!, id: 'not-on-this-board' };
    expect(view.characteristics(stranger)).toBeUndefined();
    expect(view.characteristics(board.permanents[1]!)).toBe(view.allCharacteristics()[1]);
    expect(view.characteristics(board.permanents[0]!)).toBe(view.allCharacteristics()[0]);
  });
});
