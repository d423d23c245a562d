// The text of the Comprehensive Rules as shipped (comprehensive-rules/): what the September 2026
// excerpt changed, the rules 722 and later renumbered, examples kept with their rules, the
// lookups' number forms, and text for every rule number the engine cites.

import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compareNumbers, renumberReferences, septemberNumber } from '../../comprehensive-rules/build';
import { glossaryEntry, normaliseRuleNumber, ruleNumbers, rulesEffectiveDate, ruleText, rulesText } from '../../comprehensive-rules';

const text = (number: string) => ruleText(number)?.text ?? null;

describe('what the September 25, 2026 excerpt changed', () => {
  it('is the effective date of the text', () => {
    expect(rulesEffectiveDate()).toBe('2026-09-25');
  });

  it('605.1a has the September wording: a mana ability moves no card to or from a library', () => {
    const rule = ruleText('605.1a')!;
    expect(rule.text).toContain('and its cost and effect don’t move any card to or from a library.');
    expect(rule.text).toContain('Do not take into account replacement effects that may apply, other than self-replacement effects, when evaluating these criteria.');
    expect(rule).toMatchObject({ source: '2026-09-25', changed: true, previousNumber: null });
  });

  it('107.3e has the September wording ("uses the value of X used by the other object")', () => {
    expect(text('107.3e')).toMatch(/uses the value of X used by the other object\.$/);
    expect(text('107.3e')).not.toContain('chosen or defined for the other object');
    expect(ruleText('107.3e')).toMatchObject({ source: '2026-09-25', changed: true });
  });

  it('the LKI wording of 702.2e, 702.15c, 702.80b and 702.90d', () => {
    for (const number of ['702.2e', '702.15c', '702.80b', '702.90d']) {
      expect(text(number), number).toContain('If an object is no longer in the zone it’s expected to be in as an effect causes it to deal damage');
      expect(ruleText(number)!.changed, number).toBe(true);
    }
  });

  it('122.1j (hone counters) and 704.5aa are new; the battle state-based actions are restructured', () => {
    expect(text('122.1j')).toBe('A hone counter on an Equipment gives +1/+0 to any creature that Equipment is attached to.');
    expect(ruleText('122.1j')).toMatchObject({ source: '2026-09-25', changed: true });
    expect(text('704.5v')).toMatch(/^If a Siege battle has defense 0/);
    expect(text('704.5w')).toBe('If a non-Siege battle has defense 0, it’s put into its owner’s graveyard.');
    expect(text('704.5aa')).toMatch(/start your engines!/);
    expect(text('704.5ab')).toBeNull();
  });

  it('paragraphs the excerpt gives unchanged come from it, unchanged', () => {
    expect(text('106.4')).toMatch(/^When an effect instructs a player to add mana, that mana goes into a player’s mana pool\./);
    expect(ruleText('106.4')).toMatchObject({ number: '106.4', source: '2026-09-25', changed: false, previousNumber: null });
    expect(ruleText('106.12b')).toMatchObject({ source: '2026-09-25', changed: false });
  });

  it('rules the excerpt does not give are the January text', () => {
    expect(ruleText('100.1')).toMatchObject({ source: '2026-01-16', changed: false });
    expect(text('100.1')).toBe('These Magic rules apply to any Magic game with two or more players, including two-player games and multiplayer games.');
  });

  it('cross-references the excerpt renumbered: 122.1i names rule 728, Rad Counters', () => {
    expect(text('122.1i')).toContain('See rule 728, “Rad Counters.”');
    expect(ruleText('122.1i')!.changed).toBe(true);
  });
});

describe('rules 722 and later moved up by one (the September CR inserted 722, Preparation Cards)', () => {
  it('January 722 (Controlling Another Player) is 723, and 722.1 is 723.1', () => {
    expect(ruleText('723')).toEqual({ number: '723', text: 'Controlling Another Player', source: '2026-01-16', changed: true, previousNumber: '722' });
    expect(text('723.1')).toMatch(/^Some cards allow a player to control another player during that player’s next turn\./);
    expect(ruleText('723.1')!.previousNumber).toBe('722.1');
  });

  it('722 is the new rule, its text not shipped (in neither source); its subrules are not known', () => {
    expect(ruleText('722')).toEqual({ number: '722', text: null, source: '2026-09-25', changed: true, previousNumber: null });
    expect(ruleText('722.1')).toBeNull();
  });

  it('January 732 (Handling Illegal Actions) is 733, the last rule of chapter 7; nothing is 734', () => {
    expect(text('733')).toBe('Handling Illegal Actions');
    expect(ruleText('733.1')!.previousNumber).toBe('732.1');
    expect(ruleText('734')).toBeNull();
    expect(
      ruleNumbers()
        .filter((number) => /^7\d\d$/.test(number))
        .at(-1),
    ).toBe('733');
  });

  it('January texts refer to the moved rules by their new numbers', () => {
    expect(text('801.17')).toContain('(see rule 727)'); // Restarting the Game, January 726
    expect(text('801.17')).not.toContain('726');
    expect(ruleText('801.17')).toMatchObject({ source: '2026-01-16', changed: true, previousNumber: null });
    expect(text('702.145b')).toContain('rule 731, “Day and Night.”');
    expect(renumberReferences('See rules 728.5a–c, 721, “Station Cards,” and 732. In 725.2, 1,722 and 0.722.')).toBe(
      'See rules 729.5a–c, 721, “Station Cards,” and 733. In 726.2, 1,722 and 0.722.',
    );
    expect(['721.1', '722', '722.1', '732.2', '800.1'].map(septemberNumber)).toEqual(['721.1', '723', '723.1', '733.2', '800.1']);
  });
});

describe('the glossary', () => {
  it("has the September excerpt's entries and the January ones, with their references renumbered", () => {
    expect(glossaryEntry('mana pool')).toEqual({
      term: 'Mana Pool',
      text: 'Where mana created by an effect is temporarily stored. See rule 106.4.',
      source: '2026-09-25',
      changed: false,
    });
    expect(glossaryEntry('Illegal Action')).toMatchObject({ source: '2026-01-16', changed: true, text: expect.stringContaining('See rule 733, “Handling Illegal Actions.”') });
    expect(glossaryEntry('Tapped for Mana')).toBeNull();
  });
});

describe('the text of a rule', () => {
  it('keeps its examples, one per line after the rule', () => {
    const lines = text('106.5')!.split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^Example: Meteor Crater has the ability/);
    // An example after a blank line is still its rule's (701.67b).
    expect(text('701.67b')).toMatch(/\nExample: Spirit Water Revival/);
    expect(
      text('800.4a')!
        .split('\n')
        .filter((line) => line.startsWith('Example: ')),
    ).toHaveLength(4);
  });

  it('chapters and sections are rules whose text is their title; curly quotes are kept', () => {
    expect(text('1')).toBe('Game Concepts');
    expect(text('106')).toBe('Mana');
    expect(text('106.12')).toBe(
      'To “tap [a permanent] for mana” is to activate a mana ability of that permanent that includes the {T} symbol in its activation cost. See rule 605, “Mana Abilities.”',
    );
  });

  it('is found by any common way of writing its number', () => {
    for (const written of ['106.4', '106.4.', ' 106.4 ']) expect(ruleText(written)?.number).toBe('106.4');
    expect(normaliseRuleNumber('702.19B')).toBe('702.19b');
    expect(normaliseRuleNumber('106.')).toBe('106');
    expect(normaliseRuleNumber('704.5aa')).toBe('704.5aa');
    for (const bad of ['', 'rule', '10', '1.1', '106.4a.b', '106,4', '1064', `106.${'1'.repeat(30)}`]) expect(normaliseRuleNumber(bad), bad).toBeNull();
    expect(ruleText('999.9')).toBeNull();
  });

  it('many at once: in their order, each once, unknown numbers left out', () => {
    expect(rulesText(['605.1a', 'nope', '106.4', '999', '106.4.', '702.19b']).map((rule) => rule.number)).toEqual(['605.1a', '106.4', '702.19b']);
  });

  it('every shipped rule is in CR order, each number once', () => {
    const numbers = ruleNumbers();
    expect(new Set(numbers).size).toBe(numbers.length);
    expect([...numbers].sort(compareNumbers)).toEqual(numbers);
    expect(numbers.indexOf('704.5z')).toBeLessThan(numbers.indexOf('704.5aa'));
    expect(numbers.indexOf('704.5aa')).toBeLessThan(numbers.indexOf('704.6'));
  });
});

const ROOT = resolve(__dirname, '../..');

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return filesUnder(path);
    return name.endsWith('.ts') ? [path] : [];
  });
}

describe('every rule the engine cites has shipped text', () => {
  // Each string literal of rules/ that is a rule number: the citations of events (`rules: [...]`),
  // errors and answers (`rule: '...'`), and the tables they are taken from.
  const cited = new Map<string, string>();
  for (const file of filesUnder(join(ROOT, 'rules')))
    for (const match of readFileSync(file, 'utf8').matchAll(/(['"`])(\d{3}(?:\.\d+[a-z]*)?)\1/g)) if (!cited.has(match[2]!)) cited.set(match[2]!, relative(ROOT, file));

  it('finds the citations', () => {
    expect(cited.size).toBeGreaterThan(100);
    for (const number of ['106.4', '605.1a', '704.5v', '704.5w', '502']) expect(cited.has(number), number).toBe(true);
  });

  it('each has its text', () => {
    expect([...cited].filter(([number]) => !text(number)).map(([number, file]) => `${number} (${file})`)).toEqual([]);
  });

  it('so does each rule a comment of rules/ names after "CR " (the first number of a list)', () => {
    const named = new Map<string, string>();
    for (const file of filesUnder(join(ROOT, 'rules')))
      for (const match of readFileSync(file, 'utf8').matchAll(/\bCR (\d{3}(?:\.\d+[a-z]*)?)\b/g)) if (!named.has(match[1]!)) named.set(match[1]!, relative(ROOT, file));
    expect(named.size).toBeGreaterThan(100);
    expect([...named].filter(([number]) => !text(number)).map(([number, file]) => `${number} (${file})`)).toEqual([]);
  });
});
