// The Card of a search result, until the pool's card lookup (pool/load.ts, `findPoolCard`)
// gives every card's record: a catalog card is the catalog's definition; any other card is a
// definition made from its search entry, with its printed characteristics (the front face's
// for a card of several faces) and each Oracle line an opaque ability that may reach
// anything (rules/cards/opaque.ts). To switch over: replace `cardOfEntry` by the lookup.

import type { SearchEntry } from '../pool/search';
import { CardDefinition, catalogCard, REACH, Supertype, withoutReminderText } from '../rules';

const isSupertype = (word: string) => Supertype.safeParse(word).success;
const printed = (value: string | undefined) => (value === undefined ? undefined : /^-?\d+$/.test(value) ? Number(value) : value);

/** The definition of the entry's card, or of its front face. */
export function cardOfEntry(entry: SearchEntry): CardDefinition {
  const catalog = catalogCard(entry.name);
  if (catalog) return catalog;
  const [left = '', subtypes] = entry.typeLine.split(' // ')[0]!.split(' — ');
  const words = left.split(' ').filter((word) => word !== '');
  const candidate = {
    name: entry.name,
    manaCost: entry.manaCost?.split(' // ')[0] || undefined,
    supertypes: words.filter(isSupertype),
    types: words.filter((word) => !isSupertype(word)),
    subtypes: subtypes ? subtypes.split(' ') : [],
    power: printed(entry.power[0]),
    toughness: printed(entry.toughness[0]),
    loyalty: printed(entry.loyalty[0]),
    abilities: entry.oracle
      .map(withoutReminderText)
      .filter((text) => text !== '')
      .map((text) => ({ kind: 'opaque' as const, text, as: 'static' as const, reach: [...REACH] })),
  };
  const parsed = CardDefinition.safeParse(candidate);
  // About 60 cards print what the card format cannot hold (Un-set halves and infinities,
  // "Host" and "Summon" types, Gleemax's cost): their Card still shows what they print.
  return parsed.success ? parsed.data : (candidate as unknown as CardDefinition);
}
