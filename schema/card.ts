// The card catalog (shared/spec/API.md): the Card type, `card(name)`, `cards(search, first,
// after)` over the built-in catalog sorted by name (app/cards.ts), and `cardFormat`, the JSON
// Schema of the card definition format (rules/cards/README.md) that clients write inline
// cards in.

import { resolveArrayConnection } from '@pothos/plugin-relay';
import { findCard, searchCards } from '../app';
import { cardColors, cardFormatJsonSchema, cardManaValue, keywordName, rulesText, typeLine } from '../rules';
import type { CardDefinition } from '../rules';
import { builder } from './builder';

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
    // resolveArrayConnection gives totalCount, the length of the whole (searched) list.
    totalCount: t.int({ description: 'How many cards match, on every page.', resolve: (connection) => (connection as { totalCount?: number }).totalCount ?? 0 }),
  }),
});

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
      description: 'The catalog sorted by name; `search` keeps the cards whose name, type line or a rules text line contains it, ignoring case. `first` defaults to 20, at most 100.',
      args: { search: t.arg.string() },
      resolve: (_root, args) => resolveArrayConnection({ args, defaultSize: 20, maxSize: 100 }, searchCards(args.search)),
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
