// Scry (CR 701.22): "Scry 2.", "When this creature enters, scry 2.", "When this land enters,
// scry 1." The library is a count of unnamed cards, so looking at and reordering its top cards
// changes nothing the board holds: the scry resolves as a `scried` event (701.22a) and the
// library count stays as it is.

import { describe, expect, it } from 'vitest';
import { CardDefinition, rulesText } from '../../rules';
import { eventsOf, ok, player, run } from '../helpers/run';

const sorcery = { name: 'Test Foresight', manaCost: '{U}', types: ['Sorcery'], abilities: [{ kind: 'spell', effects: [{ type: 'scry', amount: 2 }] }] };
const seer = {
  name: 'Test Seer',
  manaCost: '{1}{U}',
  types: ['Creature'],
  power: 1,
  toughness: 1,
  abilities: [{ kind: 'triggered', trigger: { event: 'enters', object: 'self' }, effects: [{ type: 'scry', amount: 2 }] }],
};
const land = { name: 'Test Temple', types: ['Land'], abilities: [{ kind: 'triggered', trigger: { event: 'enters', object: 'self' }, effects: [{ type: 'scry', amount: 1 }] }] };

describe('scry (CR 701.22)', () => {
  it('renders as the Oracle prints it: "Scry 2.", "When this creature enters, scry 2.", "When this land enters, scry 1."', () => {
    expect(rulesText(CardDefinition.parse(sorcery))).toEqual(['Scry 2.']);
    expect(rulesText(CardDefinition.parse(seer))).toEqual(['When this creature enters, scry 2.']);
    expect(rulesText(CardDefinition.parse(land))).toEqual(['When this land enters, scry 1.']);
  });

  it('701.22a: its controller scries 2; the library count and hand stay as they are', () => {
    const result = ok(run([], [{ do: 'cast', card: sorcery, controller: 'alice' }]));
    expect(eventsOf(result, 'scried')).toEqual([{ type: 'scried', player: 'alice', amount: 2, rules: ['701.22a'] }]);
    expect(player(result, 'alice')).toMatchObject({ library: 40, hand: 0 });
  });

  it('701.22b: scry 0 is no scry: the format takes an amount from 1', () => {
    expect(CardDefinition.safeParse({ ...sorcery, abilities: [{ kind: 'spell', effects: [{ type: 'scry', amount: 0 }] }] }).success).toBe(false);
  });

  it('"When this land enters, scry 1.": playing the land triggers it, and it resolves as a scried event', () => {
    const result = ok(run([], [{ do: 'play', card: land, controller: 'alice' }]));
    expect(eventsOf(result, 'scried')).toEqual([{ type: 'scried', player: 'alice', amount: 1, rules: ['701.22a'] }]);
    expect(player(result, 'alice').library).toBe(40);
  });

  it("an enters trigger scries for the creature's controller", () => {
    const result = ok(run([], [{ do: 'cast', card: seer, controller: 'alice' }]));
    expect(eventsOf(result, 'scried')).toMatchObject([{ player: 'alice', amount: 2 }]);
  });
});
