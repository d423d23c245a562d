// Rules text rendered back from a card definition, in current Oracle wording, so that a
// definition can be checked against the Oracle text (the verify test) and shown to people.

import type { CardDefinition } from './format';

/** The type line as printed: `Basic Land — Forest`, `Legendary Creature — Elf Druid`. */
export function typeLine(card: Pick<CardDefinition, 'supertypes' | 'types' | 'subtypes'>): string {
  const left = [...card.supertypes, ...card.types].join(' ');
  return card.subtypes.length > 0 ? `${left} — ${card.subtypes.join(' ')}` : left;
}

/** The rules text, one paragraph per line (CR 113.2c), reminder text included. */
export function rulesText(card: CardDefinition): string[] {
  void card;
  return [];
}

/** A line without its parenthesized reminder text (CR 207.2a), as the verify test compares. */
export function withoutReminderText(line: string): string {
  return line.replace(/\s*\([^()]*\)/g, '').trim();
}
