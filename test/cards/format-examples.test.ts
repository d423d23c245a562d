// The card format is public: clients send inline cards written in it (rules/cards/README.md).
// Every example the README gives, and every inline card of the example scenarios, still loads,
// and the format's older spellings load normalised to today's (`"amount": "X"` becomes
// `{ "x": true }`).

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CardDefinition, runScenario } from '../../rules';

const ROOT = join(__dirname, '../..');
const readme = readFileSync(join(ROOT, 'rules/cards/README.md'), 'utf8');
const blocks = [...readme.matchAll(/```json\n([\s\S]*?)```/g)].map((match) => JSON.parse(match[1]!) as Record<string, unknown>);

/** A card around an ability, so an ability example can be loaded as a card sends it. */
const cardWith = (ability: unknown) => ({ name: 'Example', manaCost: '{1}', types: ['Artifact'], abilities: [ability] });

describe("today's card format examples still load (rules/cards/README.md)", () => {
  it('the README has examples of cards, abilities and inline cards on a board', () => {
    expect(blocks.length).toBeGreaterThanOrEqual(5);
  });

  for (const [index, block] of blocks.entries())
    it(`README example ${index + 1} loads`, () => {
      const definition = 'name' in block ? block : 'kind' in block ? cardWith(block) : block.card;
      const parsed = CardDefinition.safeParse(definition);
      expect(parsed.error?.issues ?? []).toEqual([]);
    });

  it('every scenario of examples/ with an inline card runs as its expected result says', () => {
    const dir = join(ROOT, 'examples');
    const inline = readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as { board: { permanents?: { card: unknown }[] }; expected?: { ok: boolean } })
      .filter((scenario) => scenario.board.permanents?.some((permanent) => typeof permanent.card === 'object'));
    expect(inline.length).toBeGreaterThan(0);
    for (const scenario of inline) expect(runScenario(scenario).ok).toBe(scenario.expected?.ok ?? true);
  });

  it('an older spelling loads as today\'s: "amount": "X" of "enters with counters" is { "x": true }', () => {
    const parsed = CardDefinition.parse(cardWith({ kind: 'replacement', effect: { type: 'entersWithCounters', counter: '+1/+1', amount: 'X' } }));
    expect(parsed.abilities[0]).toMatchObject({ effect: { amount: { x: true } } });
  });
});
