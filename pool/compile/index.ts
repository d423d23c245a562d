// The Oracle compiler: each line of a card's Oracle text (CR 113.2c: one paragraph, one ability)
// becomes an ability of the card format (rules/cards/README.md). A line counts as compiled only
// when the format's own renderer (rules/cards/text.ts) gives back exactly the Oracle line,
// reminder text aside; any other line becomes an opaque ability (rules/cards/opaque.ts) that keeps
// its text and says what it can of itself, so the engine refuses honestly where it matters.

import type { AbilityInput, CardDefinitionInput } from '../../rules';

/** A card's printed characteristics in the card format, before its abilities. */
export type PrintedCard = Omit<CardDefinitionInput, 'abilities'> & { name: string };

/** What became of one Oracle line. */
export interface CompiledLine {
  /** The Oracle line as the data gives it. */
  text: string;
  /** The abilities it became: one, or several for a line of keywords ("Flying, vigilance"); an opaque one when it did not compile. */
  abilities: AbilityInput[];
  /** True when every ability is structured and renders back to the line. */
  compiled: boolean;
  /** The line's shape with numbers, names and types abstracted, for the coverage report. */
  shape: string;
}

/** The shape of a line: the card's name, numbers and mana symbols abstracted. */
export function lineShape(line: string, card: Pick<PrintedCard, 'name'>): string {
  return line
    .split(card.name)
    .join('CARDNAME')
    .replace(/\{[^}]+\}/g, '{M}')
    .replace(/\b\d+\b/g, 'N');
}

/** The reminder text removed (CR 207.2a), as the round trip compares. */
export function withoutReminder(line: string): string {
  return line.replace(/\s*\([^()]*\)/g, '').trim();
}

/**
 * Compiles a card's Oracle lines. For now every line is opaque, with the most conservative
 * description (it may touch everything, trigger on anything); the grammar grows by frequency.
 */
export function compileLines(lines: readonly string[], card: PrintedCard): CompiledLine[] {
  return lines.map((text) => {
    const bare = withoutReminder(text);
    return {
      text,
      abilities:
        bare === ''
          ? []
          : [
              {
                kind: 'opaque',
                text: bare,
                as: 'static',
                reach: [
                  'copy',
                  'control',
                  'text',
                  'types',
                  'colors',
                  'abilities',
                  'powerToughness',
                  'mana',
                  'costs',
                  'timing',
                  'targets',
                  'damage',
                  'life',
                  'counters',
                  'zones',
                  'stack',
                  'tapping',
                  'combat',
                  'turn',
                  'game',
                ],
              },
            ],
      compiled: false,
      shape: lineShape(bare, card),
    };
  });
}
