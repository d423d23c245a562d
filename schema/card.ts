// The cards (shared/spec/API.md): the Card type, `card(name)` over the whole card pool
// (pool/, app/cards.ts), `cards(search, first, after)`, the search of the whole pool sorted by
// name (app/card-search.ts; README, "Searching cards"), and `cardFormat`, the JSON Schema of the card definition format
// (rules/cards/README.md) that clients write inline cards in.

import { cardRulesText, faceNames, findCard, shownDefinition, type CardPage, type CardView } from '../app';
import { connection } from './connection';
import { cardColors, cardFormatJsonSchema, keywordName, typeLine } from '../rules';
import { builder } from './builder';

const CardRef = builder.objectRef<CardView>('Card');

const numberOrNull = (value: number | string | null): number | null => (typeof value === 'number' ? value : null);
const stringOrNull = (value: number | string | null): string | null => (value === null ? null : String(value));

const CardRulingRef = builder.objectRef<{ date: string; text: string }>('CardRuling').implement({
  description: 'An official ruling on the card, as the card data gives it (rulings of January 2021 or earlier, in the wording of then).',
  fields: (t) => ({
    date: t.exposeString('date', { description: 'As the data writes it: month/day/year.' }),
    text: t.exposeString('text'),
  }),
});

const CardLineRef = builder.objectRef<{ text: string; compiled: boolean; shape: string }>('CardLine').implement({
  description: 'One line of the Oracle text (one ability, CR 113.2c) and what the compiler made of it.',
  fields: (t) => ({
    text: t.exposeString('text'),
    compiled: t.exposeBoolean('compiled', {
      description: 'True when the line became structured abilities that render back to it exactly; false: an opaque ability, which makes any answer it could change UNSUPPORTED.',
    }),
    shape: t.exposeString('shape', { description: "The line with the card's name, numbers and mana symbols abstracted." }),
  }),
});

/** The lines of a card's Oracle text with what became of each. */
const linesOf = (card: CardView) => {
  const pool = card.pool();
  return pool ? pool.oracle_text.map((text, index) => ({ text, compiled: pool.lines[index]?.compiled ?? false, shape: pool.lines[index]?.shape ?? '' })) : [];
};

CardRef.implement({
  description:
    'A card of the card pool (every card of the card data, one face or half of a multi-part card at a time): its printed characteristics (CR 109.3, 200-series), its Oracle text and rulings, and its definition.',
  fields: (t) => ({
    name: t.string({ description: 'The printed name of this face or half (`Fire` of `Fire // Ice`).', resolve: (card) => card.printed.name }),
    manaCost: t.string({ nullable: true, description: 'Oracle notation such as {2}{G}{G}; null for no mana cost (CR 202.1).', resolve: (card) => card.printed.manaCost }),
    manaValue: t.int({ description: 'CR 202.3; X counts as 0.', resolve: (card) => card.printed.manaValue }),
    colors: t.stringList({
      description: 'W U B R G letters in that order, from the mana cost and the color indicator (CR 202.2, 204).',
      resolve: (card) =>
        cardColors({ ...(card.printed.manaCost ? { manaCost: card.printed.manaCost } : {}), ...(card.printed.colorIndicator ? { colorIndicator: card.printed.colorIndicator } : {}) }),
    }),
    colorIndicator: t.stringList({
      nullable: true,
      description: 'W U B R G letters of a color indicator (CR 204); null when the card has none.',
      resolve: (card) => card.printed.colorIndicator,
    }),
    supertypes: t.stringList({ resolve: (card) => card.printed.supertypes }),
    types: t.stringList({ resolve: (card) => card.printed.types }),
    subtypes: t.stringList({ resolve: (card) => card.printed.subtypes }),
    typeLine: t.string({ description: 'As printed: Basic Land — Forest, Creature — Elf Druid (CR 205).', resolve: (card) => typeLine(card.printed as Parameters<typeof typeLine>[0]) }),
    power: t.int({
      nullable: true,
      description: 'The printed power when it is a number; null for none or a star form (see printedPower).',
      resolve: (card) => numberOrNull(card.printed.power),
    }),
    toughness: t.int({
      nullable: true,
      description: 'The printed toughness when it is a number; null for none or a star form.',
      resolve: (card) => numberOrNull(card.printed.toughness),
    }),
    loyalty: t.int({ nullable: true, description: 'The printed loyalty when it is a number; null for none or a star form.', resolve: (card) => numberOrNull(card.printed.loyalty) }),
    printedPower: t.string({
      nullable: true,
      description: 'The printed power as printed, star forms included (`*`, `1+*`; CR 208.2a).',
      resolve: (card) => stringOrNull(card.printed.power),
    }),
    printedToughness: t.string({ nullable: true, description: 'The printed toughness as printed, star forms included.', resolve: (card) => stringOrNull(card.printed.toughness) }),
    printedLoyalty: t.string({ nullable: true, description: 'The printed loyalty as printed (`X` forms included).', resolve: (card) => stringOrNull(card.printed.loyalty) }),
    keywords: t.stringList({
      description: 'Keyword abilities (CR 702), lowercase, in printed order.',
      resolve: (card) => card.definition?.abilities.flatMap((ability) => (ability.kind === 'keyword' ? [keywordName(ability)] : [])) ?? [],
    }),
    rulesText: t.stringList({
      description: 'The rules text, one paragraph per line (CR 113.2c), reminder text included: rendered from the definition, or the Oracle text of a card that is not playable.',
      resolve: (card) => cardRulesText(card),
    }),
    definition: t.field({
      type: 'JSON',
      description:
        'The card definition document (rules/cards/README.md), usable inline wherever a board names a card; for a card that is not playable (see `playable`), only its printed characteristics, as the data gives them.',
      resolve: (card) => shownDefinition(card),
    }),
    cardName: t.string({
      description: "The whole card's name as players write it: `Fire // Ice` for a multi-part card, else the name.",
      resolve: (card) => card.pool()?.card_name ?? card.printed.name,
    }),
    layout: t.string({
      description: 'How the card is laid out: normal, transform, modal_dfc, flip, meld, split, aftermath, room, adventure, omen, prepare, planar, scheme or vanguard.',
      resolve: (card) => card.pool()?.layout ?? 'normal',
    }),
    faces: t.stringList({
      description: "The names of the whole card's faces or halves, front first; one name for a card of one face.",
      resolve: (card) => {
        const pool = card.pool();
        return pool ? faceNames(pool) : [card.printed.name];
      },
    }),
    oracleText: t.stringList({ description: 'The Oracle text as the card data gives it, one line per ability (CR 113.2c).', resolve: (card) => card.pool()?.oracle_text ?? [] }),
    rulings: t.field({ type: [CardRulingRef], description: 'Official rulings (for cards printed up to January 2021).', resolve: (card) => card.pool()?.rulings ?? [] }),
    lines: t.field({ type: [CardLineRef], description: 'Each Oracle line and whether it compiled.', resolve: (card) => linesOf(card) }),
    opaqueLines: t.stringList({
      description: 'The Oracle lines that did not compile: opaque abilities, which make any answer they could change UNSUPPORTED.',
      resolve: (card) => (card.pool()?.hand_written ? [] : linesOf(card).flatMap((line) => (line.compiled ? [] : [line.text]))),
    }),
    playable: t.boolean({
      description: 'Whether the engine can put the card in a game: its types are card types (CR 300.1) and its printed values numbers or star forms.',
      resolve: (card) => card.definition !== null,
    }),
    unplayableReason: t.string({
      nullable: true,
      description: 'Why the card is not playable; null when it is.',
      resolve: (card) => (card.definition ? null : (card.pool()?.reason ?? null)),
    }),
    supported: t.boolean({
      description: 'Whether the engine supports the card fully: playable, and every Oracle line compiled (or the definition written and checked by hand).',
      resolve: (card) => card.pool()?.supported ?? card.definition !== null,
    }),
    handWritten: t.boolean({
      description: "Whether the definition is the hand-checked catalog's (shared/spec/CATALOG.md) rather than compiled.",
      resolve: (card) => card.pool()?.hand_written === true,
    }),
    funny: t.boolean({ description: 'First printed in an Un-set or as a playtest card (not for tournament play).', resolve: (card) => card.pool()?.funny ?? false }),
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
    description:
      'The card of the card pool with this English name, matched exactly, then ignoring case and accents: a face or half by its own name (`Insectile Aberration`, `Fire`), a multi-part card by its whole name (`Fire // Ice`, giving its first face); null when there is none.',
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
    resolve: () => cardFormatJsonSchema(),
  }),
);
