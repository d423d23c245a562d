// The cards (shared/spec/API.md): the Card type, `card(name)`, `cards(search, first, after)`,
// the search of the whole card pool sorted by name (app/cards.ts; README, "Searching cards"),
// and `cardFormat`, the JSON Schema of the card definition format (rules/cards/README.md) that
// clients write inline cards in.

import { findCard, type CardPage } from '../app';
import { cardColors, cardFormatJsonSchema, cardManaValue, keywordName, rulesText, typeLine } from '../rules';
import type { CardDefinition } from '../rules';
import { builder } from './builder';
import { connection } from './connection';

const CardRef = builder.objectRef<CardDefinition>('Card');

const numberOrNull = (value: number | string | undefined): number | null => (typeof value === 'number' ? value : null);
const stringOrNull = (value: number | string | undefined): string | null => (value === undefined ? null : String(value));

CardRef.implement({
  description: 'A card of the built-in catalog: its printed characteristics (CR 109.3, 200-series) and its definition.',
  fields: (t) => ({
    name: t.exposeString('name'),
    manaCost: t.string({ nullable: true, description: 'Oracle notation such as {2}{G}{G}; null for no mana cost (CR 202.1).', resolve: (card) => card.manaCost ?? null }),
    manaValue: t.int({ description: 'CR 202.3; X counts as 0.', resolve: (card) => cardManaValue(card) }),
    colors: t.stringList({ description: 'W U B R G letters in that order, from the mana cost and the color indicator (CR 202.2, 204).', resolve: (card) => cardColors(card) }),
    colorIndicator: t.stringList({
      nullable: true,
      description: 'W U B R G letters of a color indicator (CR 204); null when the card has none.',
      resolve: (card) => card.colorIndicator ?? null,
    }),
    supertypes: t.stringList({ resolve: (card) => card.supertypes }),
    types: t.stringList({ resolve: (card) => card.types }),
    subtypes: t.stringList({ resolve: (card) => card.subtypes }),
    typeLine: t.string({ description: 'As printed: Basic Land — Forest, Creature — Elf Druid (CR 205).', resolve: (card) => typeLine(card) }),
    power: t.int({
      nullable: true,
      description: 'The printed power when it is a number; null for none or a star form (see printedPower).',
      resolve: (card) => numberOrNull(card.power),
    }),
    toughness: t.int({ nullable: true, description: 'The printed toughness when it is a number; null for none or a star form.', resolve: (card) => numberOrNull(card.toughness) }),
    loyalty: t.int({ nullable: true, description: 'The printed loyalty when it is a number; null for none or a star form.', resolve: (card) => numberOrNull(card.loyalty) }),
    printedPower: t.string({ nullable: true, description: 'The printed power as printed, star forms included (`*`, `1+*`; CR 208.2a).', resolve: (card) => stringOrNull(card.power) }),
    printedToughness: t.string({ nullable: true, description: 'The printed toughness as printed, star forms included.', resolve: (card) => stringOrNull(card.toughness) }),
    printedLoyalty: t.string({ nullable: true, description: 'The printed loyalty as printed (`X` forms included).', resolve: (card) => stringOrNull(card.loyalty) }),
    keywords: t.stringList({
      description: 'Keyword abilities (CR 702), lowercase, in printed order.',
      resolve: (card) => card.abilities.flatMap((ability) => (ability.kind === 'keyword' ? [keywordName(ability)] : [])),
    }),
    rulesText: t.stringList({ description: 'The rules text, one paragraph per line (CR 113.2c), reminder text included.', resolve: (card) => rulesText(card) }),
    definition: t.field({
      type: 'JSON',
      description: 'The card definition document (rules/cards/README.md), usable inline wherever a board names a card.',
      resolve: (card) => card,
    }),
  }),
});

const CardConnection = builder.connectionObject({
  type: CardRef,
  name: 'CardConnection',
  fields: (t) => ({
    // The page's connection (schema/connection.ts) carries the search's totalCount.
    totalCount: t.int({ description: 'How many cards match, on every page.', resolve: (page) => (page as Partial<Pick<CardPage, 'totalCount'>>).totalCount ?? 0 }),
  }),
});

/** The query language, as the field's description gives it (README, "Searching cards", says the same at length). */
const SEARCH_SYNTAX = [
  'The cards of the whole pool sorted by name; `search` keeps those matching a query in the spirit of Scryfall\'s (README, "Searching cards"), ignoring case and accents.',
  'A bare word or "quoted phrase" matches the name (`!"Fire // Ice"` the exact name); `t:` (`type:`) the type line; `o:` (`oracle:`) the Oracle text, `~` standing for the card\'s name.',
  'A word matches a word it begins (`elv` finds Elves); a phrase matches consecutive words, its last word beginning one.',
  '`c:` (`color:`) W U B R G letters or color names: `c:rg` has at least red and green, `c=rg` exactly those, `c<=rg` no others, `c:c` colorless.',
  '`mv:` (`cmc:`), `pow:` (`power:`), `tou:` (`toughness:`), `loy:` (`loyalty:`) compare numbers with `:` or `=`, `!=`, `<`, `<=`, `>`, `>=` (star forms are no number).',
  '`kw:` (`keyword:`) a keyword ability (`kw:"first strike"`); `layout:` the card\'s layout (normal, split, transform, ...); `is:supported` the cards the engine carries out fully.',
  'Terms are joined by and; `or` between them, `-` negates a term or a group, parentheses group. A query that does not parse is an INVALID_INPUT error naming the position.',
  '`first` defaults to 20, at most 100.',
].join(' ');

builder.queryField('card', (t) =>
  t.field({
    type: CardRef,
    nullable: true,
    description: 'The catalog card with exactly this English name; null when there is none.',
    args: { name: t.arg.string({ required: true }) },
    resolve: (_root, { name }) => findCard(name),
  }),
);

builder.queryField('cards', (t) =>
  t.connection(
    {
      type: CardRef,
      description: SEARCH_SYNTAX,
      args: { search: t.arg.string() },
      resolve: (_root, { search, first, after }, context) => connection(async () => context.app.cards.search({ search, first, after })),
    },
    CardConnection,
  ),
);

builder.queryField('cardFormat', (t) =>
  t.field({
    type: 'JSON',
    description: 'The JSON Schema of the card definition format (rules/cards/README.md), as clients write it; refinements it cannot express are left out.',
    resolve: () => cardFormatJsonSchema,
  }),
);
