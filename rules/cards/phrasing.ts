// Phrasing shared by the rules text of every part of a card (CR 201.5: how a card refers to
// itself; 115: targets; 109.4: filters): objects named the first time and "it" after, filters
// as noun phrases, counts, mana symbols and sentences. Each kind renders its own words with
// these; text.ts assembles abilities and cards.

import type { z } from 'zod';
import { COLORS } from '../core';
import type { CardNameRestriction, CreatedEffect } from './created-effects';
import type { CardQuality } from './pieces';
import type { Ability, CardDefinition, Comparison, CostPart, Count, Duration, Filter, ManaAmount, ObjectRef, PermanentSet, Players, TargetSpec, Trigger } from './format';
import { article, capitalize, COLOR_WORDS, list, numberWord, plural } from './words';

type Mana = z.infer<typeof ManaAmount>;

/** What is being rendered, to choose between a name and a pronoun. */
export interface Context {
  card: CardDefinition;
  targets: TargetSpec[];
  trigger?: z.infer<typeof Trigger>;
  cost?: CostPart[];
  /** Objects already named in this ability: 'self' or a target index. */
  named: Set<string>;
  /** A cost's text ("Sacrifice a creature"), for an effect that names one. */
  costText(part: CostPart): string;
  /** The text of an effect a spell or ability creates, with its duration. */
  createdText(effect: z.infer<typeof CreatedEffect>, duration: Duration): string;
}

export function manaSymbols(mana: Mana): string {
  const colors = COLORS.filter((color) => (mana[color] ?? 0) > 0);
  return ['C' as const, ...printedColorOrder(colors)].map((type) => `{${type}}`.repeat(mana[type] ?? 0)).join('');
}

/**
 * Colors in the order Oracle text prints them (the color wheel W U B R G, 105.1, read from the
 * color that keeps them closest together): allied colors and shards clockwise from the first
 * ({G}{W}, {R}{G}{W}), enemy pairs and wedges from the color two steps before the other(s)
 * ({R}{W}, {W}{B}{G}), four colors from the one after the missing color; colorless first.
 */
function printedColorOrder(colors: readonly (typeof COLORS)[number][]): (typeof COLORS)[number][] {
  if (colors.length <= 1 || colors.length === 5) return [...colors];
  const at = colors.map((color) => COLORS.indexOf(color));
  const from = (start: number) => at.map((i) => (i - start + 5) % 5).sort((a, b) => a - b);
  const same = (a: number[], b: number[]) => a.length === b.length && a.every((x, i) => x === b[i]);
  // Consecutive on the wheel (allies, shards, four colors), else two steps apart (enemies, wedges).
  const shapes = [Array.from({ length: colors.length }, (_, i) => i), Array.from({ length: colors.length }, (_, i) => 2 * i)];
  for (const shape of shapes)
    for (const start of at) {
      const offsets = from(start);
      if (same(offsets, shape)) return offsets.map((offset) => COLORS[(start + offset) % 5]!);
    }
  return [...colors];
}

/** The head noun of a filter: its subtype ("Forest"), its card types ("creature", "artifact or enchantment"), or "permanent". */
export function headNoun(filter: Filter): string {
  // "Urza's Power-Plant": every one of the subtypes, written together (CR 205.3i).
  if (filter.allSubtypes) return filter.allSubtypes.join(' ');
  // "Elf creature": a subtype before the card types it has too.
  if (filter.subtypes?.length) return [filter.subtypes.join(' or '), ...(filter.types ?? []).map((type) => type.toLowerCase())].join(' ');
  const types = (filter.types ?? []).map((type) => type.toLowerCase());
  if (filter.anyOfTypes)
    types.push(
      list(
        filter.anyOfTypes.map((type) => type.toLowerCase()),
        'or',
      ),
    );
  return types.length > 0 ? types.join(' ') : 'permanent';
}

/** The head noun in the plural: "creatures", "artifacts and enchantments" (Oracle joins the plural of "artifact or enchantment" with "and"). */
function pluralHead(filter: Filter): string {
  if (filter.anyOfTypes && !filter.subtypes?.length) {
    const types = (filter.types ?? []).map((type) => `${type.toLowerCase()} `).join('');
    return list(
      filter.anyOfTypes.map((type) => `${types}${plural(type.toLowerCase())}`),
      'and',
    );
  }
  return plural(headNoun(filter));
}

/** A spell's noun: "spell", "creature spell", "instant or sorcery spell" (CR 115.1, 701.6). */
function spellNoun(filter: Filter): string {
  const types = [
    ...(filter.types ?? []).map((type) => type.toLowerCase()),
    ...(filter.anyOfTypes
      ? [
          list(
            filter.anyOfTypes.map((type) => type.toLowerCase()),
            'or',
          ),
        ]
      : []),
  ];
  return [...types, 'spell'].join(' ');
}

/** A filter as a noun phrase without article: "untapped creature you control", "nonbasic lands"; of a spell, "noncreature spell". */
export function filterPhrase(filter: Filter, number: 'one' | 'many', object: 'permanent' | 'spell' = 'permanent'): string {
  const before: string[] = [];
  if (filter.other) before.push('other');
  if (filter.tapped === false) before.push('untapped');
  if (filter.tapped === true) before.push('tapped');
  if (filter.combat) before.push(filter.combat === 'attackingOrBlocking' ? 'attacking or blocking' : filter.combat);
  if (filter.nontoken) before.push('nontoken');
  for (const supertype of filter.supertypes ?? []) before.push(supertype.toLowerCase());
  for (const supertype of filter.notSupertypes ?? []) before.push(`non${supertype.toLowerCase()}`);
  for (const type of filter.notTypes ?? []) before.push(`non${type.toLowerCase()}`);
  for (const subtype of filter.notSubtypes ?? []) before.push(`non-${subtype}`);
  for (const color of filter.notColors ?? []) before.push(`non${COLOR_WORDS[color]}`);
  if (filter.color && filter.color !== 'chosen') before.push(COLOR_WORDS[filter.color]);
  const head = object === 'spell' ? (number === 'many' ? plural(spellNoun(filter)) : spellNoun(filter)) : number === 'many' ? pluralHead(filter) : headNoun(filter);
  const after: string[] = [];
  if (filter.controller === 'you') after.push('you control');
  if (filter.controller === 'opponent') after.push(number === 'many' ? 'your opponents control' : 'an opponent controls');
  if (filter.color === 'chosen') after.push('of the chosen color');
  if (filter.chosenType) after.push('of the chosen type');
  if (filter.chosenName) after.push('with the chosen name');
  if (filter.name) after.push(`named ${filter.name}`);
  const withs = (['power', 'toughness', 'manaValue'] as const).flatMap((field) => {
    const comparison = filter[field];
    return comparison ? [`${field === 'manaValue' ? 'mana value' : field} ${comparisonText(comparison)}`] : [];
  });
  if (withs.length > 0) after.push(`with ${list(withs, 'and')}`);
  return [...before, head, ...after].join(' ');
}

/** "2 or less", "3 or greater", "4" (a comparison as Oracle text words it). */
export function comparisonText(comparison: Comparison): string {
  if (comparison.atMost !== undefined) return `${comparison.atMost} or less`;
  if (comparison.atLeast !== undefined) return `${comparison.atLeast} or greater`;
  return `${comparison.equal}`;
}

/** "a land you control", "an untapped creature you control". */
export const aFilter = (filter: Filter) => article(filterPhrase(filter, 'one'));

export function setPhrase(set: z.infer<typeof PermanentSet>): { text: string; many: boolean } {
  if (set.phrase === 'each') return { text: `each ${filterPhrase(set.all, 'one')}`, many: false };
  if (set.phrase === 'all') return { text: `all ${filterPhrase(set.all, 'many')}`, many: true };
  return { text: filterPhrase(set.all, 'many'), many: true };
}

/** A card's quality (CR 109.3): "basic land card", "Plains or Island card", "basic Forest, Plains, or Island card", "creature card with mana value 3 or less", "noncreature, nonland card"; "card" for any card. */
export function cardFilterPhrase(filter: CardQuality): string {
  const nots = filter.notTypes ? [filter.notTypes.map((t) => `non${t.toLowerCase()}`).join(', ')] : [];
  const before = [...nots, ...(filter.supertypes ?? []).map((s) => s.toLowerCase()), ...(filter.color ? [COLOR_WORDS[filter.color]] : [])];
  const head = filter.subtypes
    ? list([...filter.subtypes], 'or')
    : filter.anyOfTypes
      ? list(
          filter.anyOfTypes.map((t) => t.toLowerCase()),
          'or',
        )
      : (filter.types ?? []).map((t) => t.toLowerCase()).join(' ');
  const withs = filter.manaValue ? ` with mana value ${comparisonText(filter.manaValue)}` : '';
  return `${[...before, head, 'card'].filter((word) => word !== '').join(' ')}${withs}`;
}

/** Whose graveyard a targeted card is in. */
const GRAVEYARD_WORDS = { yours: 'your graveyard', any: 'a graveyard', opponents: "an opponent's graveyard" } as const;

export function targetPhrase(target: TargetSpec): string {
  if (target.kind === 'any') return 'any target';
  if (target.kind === 'playerOrPlaneswalker') return 'target player or planeswalker';
  if (target.kind === 'player') return 'target player';
  if (target.kind === 'opponent') return 'target opponent';
  if (target.kind === 'spellOrPermanent') return 'target spell or permanent';
  if (target.kind === 'card') return `${target.upToOne ? 'up to one ' : ''}target ${cardFilterPhrase(target.card ?? {})} from ${GRAVEYARD_WORDS[target.graveyard!]}`;
  const filter = target.filter ?? {};
  const { other, ...rest } = filter;
  const phrase = `target ${filterPhrase(rest, 'one', target.kind === 'spell' ? 'spell' : 'permanent')}${target.controlledBy === 'triggeringPlayer' ? ' that player controls' : ''}`;
  if (target.upToOne) return `up to one ${other ? 'other ' : ''}${phrase}`;
  return other ? `another ${phrase}` : phrase;
}

/** Subtypes a noncreature permanent's rules text calls it by (the 2024 templates): "this Equipment", "this Vehicle", "this Saga". */
const SELF_SUBTYPES = ['Equipment', 'Vehicle', 'Saga', 'Spacecraft', 'Class', 'Case', 'Planet'];

/** How the card refers to itself (CR 201.5): its name, the first part of a legend's name, or "this creature". */
export function selfName(card: CardDefinition): string {
  if (card.selfReference === 'name' || card.types.includes('Instant') || card.types.includes('Sorcery')) return card.name;
  if (card.supertypes.includes('Legendary')) return card.name.split(',')[0]!;
  if (card.subtypes.includes('Aura')) return 'this Aura';
  if (card.types.includes('Creature')) return 'this creature';
  // A noncreature permanent with one of these subtypes is called by it ("this Equipment", "this Saga").
  const named = SELF_SUBTYPES.find((subtype) => card.subtypes.includes(subtype));
  if (named) return `this ${named}`;
  for (const type of ['Land', 'Artifact', 'Enchantment', 'Planeswalker'] as const) if (card.types.includes(type)) return `this ${type.toLowerCase()}`;
  return card.name;
}

/**
 * The players an effect acts on, as the subject of its verb: "you", "each opponent", "target
 * player", "that player" (a target named before, or the player who made it trigger), "its
 * controller"; `you` says the verb takes its plain form ("you lose", "each opponent loses").
 */
export function playersPhrase(players: Players, ctx: Context): { text: string; you: boolean } {
  if (players === 'you') return { text: 'you', you: true };
  if (players === 'eachOpponent') return { text: 'each opponent', you: false };
  if (players === 'eachPlayer') return { text: 'each player', you: false };
  if (players === 'triggeringPlayer') return { text: 'that player', you: false };
  if (players === 'triggeringController') return { text: 'its controller', you: false };
  const key = keyOf(players);
  if (ctx.named.has(key)) return { text: 'that player', you: false };
  ctx.named.add(key);
  return { text: targetPhrase(ctx.targets[players.target]!), you: false };
}

/**
 * A clause whose subject is the players an effect acts on: without `players`, its controller,
 * worded without a subject ("draw a card"); else "target player draws a card", "you draw a card"
 * (the verb's plain form after "you").
 */
export function playersClause(players: Players | undefined, ctx: Context, verb: string, rest: string): string {
  if (players === undefined) return `${verb} ${rest}`;
  const { text, you } = playersPhrase(players, ctx);
  return `${text} ${you ? verb : `${verb}s`} ${rest}`;
}

const keyOf = (ref: ObjectRef) => (typeof ref === 'string' ? ref : `target${ref.target}`);

/** An object the first time it is named, "it" after (`subject` capitalizes nothing: sentences do). */
export function objectPhrase(ref: ObjectRef, ctx: Context, pronounAllowed: boolean, objectCase = false): string {
  const key = keyOf(ref);
  if (pronounAllowed && ctx.named.has(key)) {
    if (ref === 'self' && objectCase && ctx.card.pronoun) return ctx.card.pronoun;
    return 'it';
  }
  ctx.named.add(key);
  if (ref === 'self') return selfName(ctx.card);
  if (ref === 'enchanted') return `enchanted ${enchantedNoun(ctx.card)}`;
  if (ref === 'equipped') return 'equipped creature';
  if (ref === 'triggering') return `that ${triggeringNoun(ctx)}`;
  return targetPhrase(ctx.targets[ref.target]!);
}

export function enchantedNoun(card: CardDefinition): string {
  const enchant = card.abilities.find((ability): ability is Extract<Ability, { keyword: 'enchant' }> => ability.kind === 'keyword' && ability.keyword === 'enchant');
  return enchant ? headNoun(enchant.what) : 'permanent';
}

export function triggeringNoun(ctx: Context): string {
  const trigger = ctx.trigger;
  if (trigger?.event === 'tappedForMana') return trigger.tapped === 'enchanted' ? enchantedNoun(ctx.card) : headNoun(trigger.tapped);
  if (trigger?.event === 'becomesTarget') return 'spell or ability';
  // "That creature": the permanent that entered or died, by the head noun of its filter.
  if ((trigger?.event === 'enters' || trigger?.event === 'dies') && typeof trigger.object === 'object') return headNoun(trigger.object);
  return 'permanent';
}

/** "a +1/+1 counter", "three +1/+1 counters". */
export function counterCount(amount: number, counter: string): string {
  return amount === 1 ? `${article(counter).split(' ')[0]} ${counter} counter` : `${numberWord(amount)} ${counter} counters`;
}

export function countPhrase(count: z.infer<typeof Count>, ctx: Context): string {
  if ('permanents' in count) return `each ${filterPhrase(count.permanents, 'one')}`;
  return `each ${count.counters} counter on ${objectPhrase(count.on, ctx, false)}`;
}

/** Clauses as sentences: each capitalized and ended with a period (opaque text carries its own). */
export function sentences(clauses: string[]): string {
  return clauses.map((clause) => (/[.!?"]$/.test(clause) ? capitalize(clause) : `${capitalize(clause)}.`)).join(' ');
}

/** After "Whenever ...," the first clause stays lowercase; later ones are sentences. */
export function afterComma(clauses: string[]): string {
  const [first, ...rest] = clauses;
  const head = /[.!?"]$/.test(first!) ? first! : `${first}.`;
  return rest.length > 0 ? `${head} ${sentences(rest)}` : head;
}

/** "the number of creatures you control", "the number of +1/+1 counters on it". */
export function numberOf(count: z.infer<typeof Count>, ctx: Context): string {
  if ('permanents' in count) return `the number of ${filterPhrase(count.permanents, 'many')}`;
  return `the number of ${count.counters} counters on ${objectPhrase(count.on, ctx, true, true)}`;
}

/** "card name", "nonland card name", "noncreature, nonland card name", "nonbasic land card name" (CR 201.4a). */
export function cardNameWords(of: CardNameRestriction | undefined): string {
  if (!of) return 'card name';
  const nots = (of.notTypes ?? []).map((type) => `non${type.toLowerCase()}`).join(', ');
  const words = [nots, ...(of.notSupertypes ?? []).map((supertype) => `non${supertype.toLowerCase()}`), ...(of.types ?? []).map((type) => type.toLowerCase())];
  return `${words.filter((word) => word !== '').join(' ')} card name`;
}
