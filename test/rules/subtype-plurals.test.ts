// Subtypes in the plural as Oracle writes them ("Elves", "Allies", "Merfolk", "Sphinxes") and a
// subtype before a card type ("Elf creatures", CR 205.3, 109.2): lords read by the compiler, and
// what they affect.

import { describe, expect, it } from 'vitest';
import { runScenario } from '../../rules';
import { plural, singularsOf } from '../../rules';
import { compileCard, type PrintedCard } from '../../pool/compile';
import { ensureCards } from '../../pool';

type Json = Record<string, any>;

function ask(permanents: Json[], ids: string[]): Json[] {
  const scenario = {
    board: { turn: { number: 2, activePlayer: 'alice', step: 'precombatMain' }, players: [{ id: 'alice' }, { id: 'bob' }], permanents },
    ask: ids.map((id) => ({ characteristics: id })),
  };
  ensureCards(scenario);
  const result: Json = runScenario(scenario);
  if (!result.ok) throw new Error(result.error.message);
  return result.answers;
}

const elfKindred = { name: 'Test Elf Kindred', manaCost: '{G}', types: ['Kindred', 'Enchantment'], subtypes: ['Elf'], abilities: [] };

describe('plurals of subtypes (CR 205.3)', () => {
  it('words.ts writes them as Oracle does, and reads them back', () => {
    expect(['Elf', 'Ally', 'Merfolk', 'Sphinx', 'Goblin', 'Plains', 'Mouse'].map(plural)).toEqual(['Elves', 'Allies', 'Merfolk', 'Sphinxes', 'Goblins', 'Plains', 'Mice']);
    expect(singularsOf('Elves')).toContain('Elf');
    expect(singularsOf('Allies')).toContain('Ally');
    expect(singularsOf('Goblins')).toContain('Goblin');
  });

  it('Imperious Perfect: "Other Elves you control get +1/+1." affects the other Elves only', () => {
    const [perfect, elf, bear] = ask(
      [
        { id: 'perfect', card: 'Imperious Perfect', controller: 'alice' },
        { id: 'elf', card: 'Llanowar Elves', controller: 'alice' },
        { id: 'bear', card: 'Grizzly Bears', controller: 'alice' },
      ],
      ['perfect', 'elf', 'bear'],
    );
    expect([perfect!.power, elf!.power, bear!.power]).toEqual([2, 2, 2]);
  });

  it('Elvish Archdruid: "Other Elf creatures you control get +1/+1." needs both the subtype and the card type (109.2)', () => {
    const [elf, theirs, kindred] = ask(
      [
        { id: 'druid', card: 'Elvish Archdruid', controller: 'alice' },
        { id: 'elf', card: 'Llanowar Elves', controller: 'alice' },
        { id: 'kindred', card: elfKindred, controller: 'alice' },
        { id: 'theirs', card: 'Llanowar Elves', controller: 'bob' },
      ],
      ['elf', 'theirs', 'kindred'],
    );
    expect(elf!.power).toBe(2);
    expect(theirs!.power).toBe(1);
    // An Elf that is no creature gets nothing: it has no power (208.3).
    expect(kindred!.power).toBeNull();
  });

  it('the lines compile and render back', () => {
    const lord: PrintedCard = { name: 'Test Lord', manaCost: '{2}{U}', types: ['Creature'], subtypes: ['Merfolk'], power: 2, toughness: 2 };
    for (const line of ['Other Elves you control get +1/+1.', 'Other Elf creatures you control get +1/+1.', 'Other Merfolk you control get +1/+1.', 'Allies you control get +1/+1.'])
      expect(compileCard([line], lord).lines[0]!.compiled, line).toBe(true);
  });
});
