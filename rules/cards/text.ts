// Rules text rendered back from a card definition, in current Oracle wording (the 2024
// self-reference template: "this creature", "this land"; CR 201.5), so that a definition can
// be checked against the Oracle text (the verify test) and shown to people. Every part of
// the format has one way to be worded; the few wordings the rules leave to the card ("All
// creatures" or "Creatures") are data in the format.

import { article, capitalize, COLOR_WORDS, list, numberWord, plural, qualityText } from './words';
import { aFilter, afterComma, cardNameWords, counterCount, countPhrase, filterPhrase, headNoun, manaSymbols, objectPhrase, sentences, setPhrase, type Context } from './phrasing';
import { kindOf as modificationKind, TEXT_ORDER, type Wording } from './modifications';
import { kindOf as effectKind } from './effects';
import { activationConditionText, youControlText, type YouControl } from './you-control';
import { playerConditionText } from './player-condition';
import { RuleEffect as RuleEffectSchema } from './created-effects';
import type {
  Ability,
  Amount,
  AsEntersChoose,
  CardDefinition,
  ContinuousEffect,
  CostPart,
  CounterReplacement,
  CreatedEffect,
  Duration,
  Effect,
  Filter,
  GrantedAbility,
  KeywordAbility,
  ManaReplacement,
  Modes,
  Modification,
  ObjectRef,
  OffBattlefield,
  PreventionEffect,
  RuleEffect,
  SimpleKeyword,
  TargetSpec,
  Trigger,
} from './format';
import type { z } from 'zod';
import { kindOf as costKind } from './costs';
import { kindOf as triggerKind } from './triggers';
import { kindOf as conditionKind, ifClause } from './conditions';
import { additionalCostText } from './spell-costs/additional-cost';
import { alternativeCostText } from './spell-costs/alternative-cost';
import { costReductionText } from './spell-costs/cost-reduction';
import { spellsCostText } from './spell-costs/spells-cost';
import { spellCostKind } from './spell-costs';
import { chooseText } from './modes';

/** The type line as printed: `Basic Land — Forest`, `Legendary Creature — Elf Druid`. */
export function typeLine(card: Pick<CardDefinition, 'supertypes' | 'types' | 'subtypes'>): string {
  const left = [...card.supertypes, ...card.types].join(' ');
  return card.subtypes.length > 0 ? `${left} — ${card.subtypes.join(' ')}` : left;
}

/** A line without its parenthesized reminder text (CR 207.2a), as the verify test compares. */
export function withoutReminderText(line: string): string {
  return line.replace(/\s*\([^()]*\)/g, '').trim();
}

// ---------------------------------------------------------------------------------------
// Costs

/** A part of a cost, as its kind words it (costs/). */
function costText(part: CostPart, ctx: Context): string {
  return costKind(part).text(part, ctx);
}

// ---------------------------------------------------------------------------------------
// One-shot effects, each rendered as a clause that starts lowercase where it can.

/** An effect's clause, by its kind (effects/). */
function effectClause(effect: Effect, ctx: Context): string {
  return effectKind(effect).text(effect, ctx);
}

/** The clauses of an ability's effects: an effect marked `then` joins the clause before it ("draw a card, then discard a card"). */
function effectClauses(effects: readonly Effect[], ctx: Context): string[] {
  const clauses: string[] = [];
  for (const effect of effects) {
    const clause = effectClause(effect, ctx);
    if ('then' in effect && effect.then && clauses.length > 0) clauses[clauses.length - 1] += `, then ${clause}`;
    else clauses.push(clause);
  }
  return clauses;
}

// ---------------------------------------------------------------------------------------
// Continuous, rule, prevention and replacement effects

type Verb = 'static' | 'created';

function subjectOf(affects: z.infer<typeof ContinuousEffect>['affects'], ctx: Context): { text: string; many: boolean } {
  if (typeof affects === 'object' && 'all' in affects) return setPhrase(affects);
  return { text: objectPhrase(affects, ctx, true), many: false };
}

/** The type an animated permanent keeps ("that's still a planeswalker"). */
function stillA(affects: z.infer<typeof ContinuousEffect>['affects'], ctx: Context): string {
  if (affects === 'self') return ctx.card.types.find((type) => type !== 'Creature')!.toLowerCase();
  if (typeof affects === 'object' && 'target' in affects) {
    const filter = ctx.targets[affects.target]?.filter;
    return (filter?.types?.[0] ?? 'permanent').toLowerCase();
  }
  return 'permanent';
}

/**
 * The predicate of a continuous effect ("gets +2/+0 and has trample"), conjugated for its
 * subject: each modification's own text, in the order of the kinds (modifications/), except
 * where English makes one noun phrase of several: "is a 4/4 Human Soldier creature with
 * indestructible that's still a planeswalker", "becomes a blue Frog with base power and
 * toughness 1/1".
 */
function predicates(effect: z.infer<typeof ContinuousEffect>, many: boolean, verb: Verb, ctx: Context): { text: string; parts: string[]; durationLast: boolean } {
  const mods = effect.modifications;
  const find = <T extends Modification['type']>(type: T) => mods.find((m): m is Extract<Modification, { type: T }> => m.type === type);
  const conj = (one: string, several: string) => (many ? several : one);
  const wording: Wording = { conj, verb, granted: (ability) => grantedText(ability, ctx) };
  const phrased = new Map<Modification, string>();
  const addTypes = find('addTypes');
  const basePT = find('setBasePT');
  const keywords = find('addKeywords');
  const colors = find('setColors');
  const creatureTypes = find('setCreatureTypes');
  if (addTypes && basePT && typeof basePT.power === 'number') {
    const withKeywords = keywords ? ` with ${list(keywords.keywords, 'and')}` : '';
    const noun = [`${basePT.power}/${basePT.toughness}`, ...addTypes.subtypes, ...addTypes.types.map((t) => t.toLowerCase())].join(' ');
    const be = verb === 'created' ? conj('becomes', 'become') : conj('is', 'are');
    phrased.set(addTypes, `${be} ${article(noun)}${withKeywords} that's still ${article(stillA(effect.affects, ctx))}`);
    phrased.set(basePT, '');
    if (keywords) phrased.set(keywords, '');
  } else if (!addTypes && creatureTypes) {
    // "Becomes a blue Frog with base power and toughness 1/1"; colors alone are the kind's own words ("becomes blue").
    const noun = [...(colors?.colors.map((c) => COLOR_WORDS[c]) ?? []), ...creatureTypes.subtypes].join(' ');
    const withPT = basePT ? ` with base power and toughness ${basePT.power}/${basePT.toughness}` : '';
    phrased.set(colors ?? creatureTypes, `${conj('becomes', 'become')} ${article(noun)}${withPT}`);
    if (colors) phrased.set(creatureTypes, '');
    if (basePT) phrased.set(basePT, '');
  }
  const parts = TEXT_ORDER.flatMap((type) => mods.filter((m) => m.type === type))
    .map((m) => phrased.get(m) ?? modificationKind(m).text(m, wording))
    .filter((part) => part !== '');
  return {
    text: list(parts, 'and'),
    parts,
    // "Gets +3/+3 and gains trample until end of turn", "becomes an Island until end of turn": Oracle words the duration last,
    // but first where the object loses all abilities or becomes a new kind of thing ("Until end of turn, target creature loses all abilities ...").
    durationLast: !mods.some((m) => m.type === 'loseAllAbilities' || m.type === 'addTypes'),
  };
}

function continuousClause(effect: z.infer<typeof ContinuousEffect>, verb: Verb, ctx: Context): { text: string; durationLast: boolean } {
  const control = controlClause(effect, verb, ctx);
  if (control !== null) return { text: control, durationLast: true };
  // A modification worded as a clause around its object's possessive ("switch target creature's power and toughness").
  const [only] = effect.modifications;
  const kind = only && effect.modifications.length === 1 ? modificationKind(only) : undefined;
  if (only && kind?.clause) {
    const subject = subjectOf(effect.affects, ctx);
    const whose = subject.text === 'it' ? 'its' : `${subject.text}'s`;
    const conj = (one: string, several: string) => (subject.many ? several : one);
    return { text: kind.clause(only, whose, { conj, verb, granted: (ability) => grantedText(ability, ctx) }), durationLast: true };
  }
  // A text change is worded as an instruction (CR 612): "change the text of target permanent by replacing ...".
  const [first, ...more] = effect.modifications;
  if (first?.type === 'changeText' && more.length === 0 && verb === 'created')
    return {
      text: `change the text of ${subjectOf(effect.affects, ctx).text} ${modificationKind(first).text(first, { conj: (one) => one, verb, granted: (ability) => grantedText(ability, ctx) })}`,
      durationLast: true,
    };
  const off = effect.offBattlefield;
  const everything = off !== undefined && isEvery(off.spells) && isEvery(off.cards) && typeof effect.affects === 'object' && 'all' in effect.affects && isEvery(effect.affects.all);
  const subject = everything ? { text: "all cards that aren't on the battlefield, spells, and permanents", many: true } : subjectOf(effect.affects, ctx);
  const predicate = predicates(effect, subject.many, verb, ctx);
  const sameFor = off && !everything ? `. The same is true for ${filterPhrase(off.spells, 'many', 'spell')} and ${cardsPhrase(off.cards)} that aren't on the battlefield` : '';
  return { text: `${subject.text} ${predicate.text}${sameFor}`, durationLast: predicate.durationLast };
}

const isEvery = (filter: object) => Object.keys(filter).length === 0;

/** Cards off the battlefield (created-effects.ts OffBattlefield): "creature cards you own", a card's controller there being its owner. */
function cardsPhrase(filter: z.infer<typeof OffBattlefield>['cards']): string {
  const { controller, ...rest } = filter;
  const head = isEvery(rest) ? 'cards' : `${filterPhrase(rest, 'one')} cards`;
  return controller === 'you' ? `${head} you own` : head;
}

/**
 * A control-changing effect (CR 613.1b) is worded with the player as its subject: "you control
 * enchanted creature", "gain control of target creature", "that source's controller gains control
 * of this creature", "exchange control of two target creatures". Null for any other effect.
 */
function controlClause(effect: z.infer<typeof ContinuousEffect>, verb: Verb, ctx: Context): string | null {
  const [m, ...others] = effect.modifications;
  const affects = effect.affects;
  if (!m || others.length > 0 || (typeof affects === 'object' && 'all' in affects)) return null;
  if (m.type === 'exchangeControl') {
    const target = typeof affects === 'object' ? ctx.targets[affects.target] : undefined;
    return `exchange control of two target ${plural(target?.filter ? headNoun(target.filter) : 'permanent')}`;
  }
  if (m.type !== 'gainControl') return null;
  // "Gains control of this creature": the object is named again rather than "it".
  const object = objectPhrase(affects, ctx, affects !== 'self', true);
  if (m.by === 'thatSourcesController') return `that source's controller gains control of ${object}`;
  return verb === 'static' ? `you control ${object}` : `gain control of ${object}`;
}

/** The types of rule effects (CR 613.11), from the format's union: each rendered by ruleClause. */
const RULE_EFFECT_TYPES: ReadonlySet<string> = new Set(RuleEffectSchema.options.map((option) => option.shape.type.value));

/** Whether an effect of a static ability or a created effect is a rule effect, which ruleClause renders. */
function isRuleEffect(effect: { type: string }): effect is z.infer<typeof RuleEffect> {
  return RULE_EFFECT_TYPES.has(effect.type);
}

function ruleClause(effect: z.infer<typeof RuleEffect>, ctx: Context): string {
  switch (effect.type) {
    case 'cantGainLife':
      return "players can't gain life";
    case 'damageCantBePrevented': {
      const damage = effect.combat ? 'combat damage' : 'damage';
      return effect.by ? `${damage} that would be dealt by ${filterPhrase(effect.by, 'many')} can't be prevented` : `${damage} can't be prevented`;
    }
    case 'cantAttackOrBlock':
      return `${objectPhrase(effect.affects, ctx, true)} can't attack or block`;
    case 'cantAttack':
      return `${objectPhrase(effect.affects, ctx, true)} can't attack`;
    case 'cantBlock':
      return `${objectPhrase(effect.affects, ctx, true)} can't block`;
    case 'doesntUntap':
      return `${objectPhrase(effect.affects, ctx, true)} doesn't untap during ${effect.affects === 'self' ? 'your' : "its controller's"} untap step`;
    case 'cantBeBlocked':
      return `${objectPhrase(effect.affects, ctx, true)} can't be blocked`;
    case 'cantBeBlockedBy':
      return `${objectPhrase(effect.affects, ctx, true)} can't be blocked by ${filterPhrase(effect.by, 'many')}`;
    case 'attacksEachCombat':
      return `${objectPhrase(effect.affects, ctx, true)} attacks each combat if able`;
    case 'canBlockOnly':
      return `${objectPhrase(effect.affects, ctx, true)} can block only creatures with ${effect.withKeyword}`;
    case 'blocksAdditional':
      return `${objectPhrase(effect.affects, ctx, true)} can block ${effect.count === 'any' ? 'any number of creatures' : 'an additional creature each combat'}`;
    case 'spendAsAnyColor':
      return 'players may spend mana as though it were mana of any color';
    case 'cantActivate':
      return `activated abilities of ${sourcesPhrase(effect.of)} can't be activated${effect.unlessMana ? " unless they're mana abilities" : ''}`;
    case 'activateAsThoughHaste': {
      const those = plural(headNoun(effect.affects.all));
      return `you may activate abilities of ${filterPhrase(effect.affects.all, 'many')} as though those ${those} had haste`;
    }
  }
}

/** The objects whose activated abilities a `cantActivate` names: "artifacts your opponents control", or "sources" where no type is named ("sources with the chosen name"). */
function sourcesPhrase(of: Filter): string {
  const typed = of.types !== undefined || of.anyOfTypes !== undefined || of.subtypes !== undefined;
  return typed ? filterPhrase(of, 'many') : filterPhrase(of, 'many').replace(/\bpermanents\b/, 'sources');
}

function preventionClause(effect: z.infer<typeof PreventionEffect>, ctx: Context): string {
  const damage = effect.damage === 'combat' ? 'combat damage' : 'damage';
  const to = effect.to ? ` to ${objectPhrase(effect.to, ctx, true, true)}` : '';
  return `prevent all ${damage} that would be dealt${to}`;
}

function manaReplacementClause(effect: z.infer<typeof ManaReplacement>): string {
  const what = aFilter(effect.tapped);
  const condition = effect.by === 'you' ? `if you tap ${what} for mana` : effect.by === 'aPlayer' ? `if a player taps ${what} for mana` : `if ${what} is tapped for mana`;
  let result: string;
  if (effect.produce) result = `${manaSymbols(effect.produce)} instead of any other type and amount`;
  else if (effect.produceType) result = `${COLOR_WORDS[effect.produceType]} mana instead of any other type`;
  else result = `${effect.multiply === 2 ? 'twice' : `${numberWord(effect.multiply ?? 1)} times`} as much of that mana instead`;
  return `${condition}, it produces ${result}`;
}

function counterReplacementClause(effect: z.infer<typeof CounterReplacement>): string {
  return `if one or more ${effect.counter} counters would be put on ${aFilter(effect.on)}, that many plus ${numberWord(effect.add)} ${effect.counter} counters are put on it instead`;
}

function createdEffectClause(effect: z.infer<typeof CreatedEffect>, duration: Duration, ctx: Context): string {
  let clause: string;
  let durationLast = false;
  if (isRuleEffect(effect)) clause = ruleClause(effect, ctx);
  else
    switch (effect.type) {
      case 'continuous':
        ({ text: clause, durationLast } = continuousClause(effect, 'created', ctx));
        break;
      case 'prevent':
        clause = preventionClause(effect, ctx);
        break;
      case 'replaceMana':
        clause = manaReplacementClause(effect);
        break;
    }
  if (duration === 'thisTurn') return `${clause} this turn`;
  if (duration === 'endOfTurn') return durationLast ? `${clause} until end of turn` : `until end of turn, ${clause}`;
  if (duration === 'untilYourNextTurn') return `until your next turn, ${clause}`;
  return clause;
}

// ---------------------------------------------------------------------------------------
// Abilities

/** The trigger condition, as its kind words it (triggers/). */
function triggerText(trigger: z.infer<typeof Trigger>, ctx: Context): string {
  return triggerKind(trigger).text(trigger, ctx);
}

function keywordText(ability: KeywordAbility): string {
  // A class level bar is worded as printed (CR 716.2a): "{1}{G}: Level 2".
  if (ability.keyword === 'class level') return `${ability.cost}: Level ${ability.level}`;
  if (ability.keyword === 'protection') return `protection from ${qualityText(ability.from)}`;
  if (ability.keyword === 'enchant') return `enchant ${filterPhrase(ability.what, 'one')}`;
  if (ability.keyword === 'affinity') return `affinity for ${filterPhrase(ability.for, 'many')}`;
  if (ability.keyword === 'flashback' || ability.keyword === 'escape') return dashCostText(ability);
  if ('cost' in ability) return `${ability.keyword} ${ability.cost}`;
  if ('n' in ability) return `${ability.keyword} ${ability.n}`;
  // Every keyword with a parameter is worded above: what is left is a keyword without one.
  const keyword: SimpleKeyword | 'changeling' | 'devoid' | 'prowess' | 'persist' | 'undying' | 'choose a Background' | 'jump-start' | 'retrace' = ability.keyword;
  return keyword;
}

/**
 * A keyword with a cost of mana and other parts: "Flashback {2}{U}"; with other parts, after a long
 * dash, each capitalized as the parts of an activation cost are and ending with a period:
 * "Flashback—{1}{U}, Pay 3 life.", "Flashback—Sacrifice a creature.", "Escape—{3}{B}, Exile five other
 * cards from your graveyard." (CR 702.34a, 702.138a; the renderer capitalizes the keyword).
 */
function dashCostText(ability: Extract<KeywordAbility, { keyword: 'flashback' | 'escape' }>): string {
  if (!ability.parts) return `${ability.keyword} ${ability.cost}`;
  const parts = ability.parts.map((part) => capitalize(spellCostKind(part).text(part as never)));
  return `${ability.keyword}—${[...(ability.cost ? [ability.cost] : []), ...parts].join(', ')}.`;
}

/** The keyword as the `characteristics` answer names it: lowercase, with its quality, without costs or numbers ("bushido", as an opaque "Bushido 1" is named). */
export function keywordName(ability: KeywordAbility): string {
  if ('cost' in ability || 'n' in ability || ability.keyword === 'flashback') return ability.keyword;
  if (ability.keyword === 'choose a Background') return 'choose a background';
  return keywordText(ability);
}

function activatedText(
  ability: { cost: CostPart[]; effects: Effect[]; targets?: TargetSpec[]; onlyIf?: YouControl; onlyIfLevel?: number | undefined; timing?: 'instant' | 'sorcery' },
  ctx: Context,
): string {
  const cost = ability.cost.map((part) => costText(part, ctx)).join(', ');
  // Restrictions on activating it (CR 602.5, 602.5d), after what it does; a class level's as 716.2a words it.
  const sorcery = ability.timing === 'sorcery';
  const level = ability.onlyIfLevel === undefined ? '' : ` Activate only if this Class is level ${ability.onlyIfLevel}${sorcery ? ' and only as a sorcery' : ''}.`;
  const restriction = `${ability.onlyIf ? ` ${activationConditionText(ability.onlyIf)}` : ''}${level}${sorcery && !level ? ' Activate only as a sorcery.' : ''}`;
  return `${cost}: ${sentences(effectClauses(ability.effects, ctx))}${restriction}`;
}

function grantedText(ability: GrantedAbility, ctx: Context): string {
  return activatedText(ability, { ...ctx, named: new Set(), targets: [] });
}

function staticText(ability: Extract<Ability, { kind: 'static' }>, ctx: Context): string {
  const { condition } = ability;
  const word = ability.abilityWord ? `${capitalize(ability.abilityWord)} — ` : '';
  const conditionText = () => (condition ? conditionKind(condition).text(condition, ctx) : '');
  // A condition before the effect names its words first ("As long as this creature has ... on it, it has flying"), after it last.
  const withCondition = (effect: StaticEffect, render: () => string): string => {
    if (!condition) return render();
    if (ability.conditionLast || effect.type === 'prevent') {
      const clause = render();
      return `${clause} ${conditionText()}`;
    }
    const before = conditionText();
    return `${before}, ${render()}`;
  };
  const joined = joinedPredicates(ability);
  if (joined) return `${word}${sentences([withCondition(joined.continuous, () => joinedClause(joined.continuous, joined.rules, ctx))])}`;
  const clauses = ability.effects.map((effect) => withCondition(effect, () => staticClause(effect, ctx)));
  return `${word}${sentences(clauses)}`;
}

type StaticEffect = Extract<Ability, { kind: 'static' }>['effects'][number];
type ObjectRuleEffect = Extract<z.infer<typeof RuleEffect>, { affects: ObjectRef }>;

/**
 * A conditional static ability whose one continuous effect on one object is followed by rule
 * effects on that object is one sentence, its predicates listed together: "this creature gets
 * +2/+2, has flying, and attacks each combat if able" (Dragon's Rage Channeler).
 */
function joinedPredicates(ability: Extract<Ability, { kind: 'static' }>): { continuous: z.infer<typeof ContinuousEffect>; rules: ObjectRuleEffect[] } | null {
  const [first, ...rest] = ability.effects;
  if (!ability.condition || rest.length === 0 || first?.type !== 'continuous' || typeof first.affects !== 'string') return null;
  const rules: ObjectRuleEffect[] = [];
  for (const effect of rest) {
    if (effect.type === 'continuous' || effect.type === 'prevent' || effect.type === 'opaque' || effect.type === 'cantBeCountered') return null;
    if (!('affects' in effect) || effect.affects !== first.affects) return null;
    rules.push(effect as ObjectRuleEffect);
  }
  return { continuous: first, rules };
}

function joinedClause(continuous: z.infer<typeof ContinuousEffect>, rules: readonly ObjectRuleEffect[], ctx: Context): string {
  const subject = subjectOf(continuous.affects, ctx);
  const { parts } = predicates(continuous, subject.many, 'static', ctx);
  // Each rule clause names the object again, as "it" now: its predicate is what follows.
  const more = rules.map((effect) => ruleClause(effect, ctx).replace(/^it /, ''));
  return `${subject.text} ${list([...parts, ...more], 'and')}`;
}

function staticClause(effect: StaticEffect, ctx: Context): string {
  if (isRuleEffect(effect)) return ruleClause(effect, ctx);
  switch (effect.type) {
    case 'continuous':
      return continuousClause(effect, 'static', ctx).text;
    case 'prevent':
      return preventionClause(effect, ctx);
    case 'opaque':
      return effect.text;
    case 'cantBeCountered':
      return "this spell can't be countered";
    case 'alternativeCost':
      return alternativeCostText(effect);
    case 'additionalCost':
      return additionalCostText(effect);
    case 'costReduction':
      return costReductionText(effect);
    case 'spellsCost':
      return spellsCostText(effect);
  }
}

function replacementText(ability: Extract<Ability, { kind: 'replacement' }>, ctx: Context): string {
  const effect = ability.effect;
  switch (effect.type) {
    case 'replaceMana':
      return sentences([manaReplacementClause(effect)]);
    case 'replaceCounters':
      return sentences([counterReplacementClause(effect)]);
    case 'entersWithCounters':
      return sentences([`${objectPhrase('self', ctx, false)} ${effect.ifEscaped ? 'escapes' : 'enters'} with ${enteringCounters(effect.amount, effect.counter, ctx)}`]);
    case 'othersEnterWithCounters': {
      const counters = effect.amount === 1 ? `an additional ${effect.counter} counter` : `${numberWord(effect.amount)} additional ${effect.counter} counters`;
      return sentences([`each ${filterPhrase(effect.entering, 'one')} enters with ${counters} on it`]);
    }
    case 'entersTapped': {
      const self = objectPhrase('self', ctx, false);
      if (effect.unlessPaysLife !== undefined) return sentences([`as ${self} enters, you may pay ${effect.unlessPaysLife} life`, "if you don't, it enters tapped"]);
      if (effect.if) return sentences([`if ${youControlText(effect.if)}, ${self} enters tapped`]);
      const unless = effect.unless === undefined ? '' : ` unless ${'youControl' in effect.unless ? youControlText(effect.unless) : playerConditionText(effect.unless)}`;
      return sentences([`${self} enters tapped${unless}`]);
    }
    case 'asEntersChoose':
      return sentences([`as ${objectPhrase('self', ctx, false)} enters, choose ${article(choiceWords(effect))}`]);
    case 'entersAsCopy':
      return sentences([entersAsCopyClause(effect, ctx)]);
    case 'shuffleIntoLibraryInstead': {
      const self = objectPhrase('self', ctx, false);
      return sentences([`if ${self} would be put into a graveyard from anywhere, reveal ${self} and shuffle it into its owner's library instead`]);
    }
    case 'exileInsteadOfGraveyard':
      return sentences([`if ${objectPhrase('self', ctx, false)} would be put into a graveyard from anywhere, exile it instead`]);
    case 'opaque':
      return effect.text;
  }
}

/** What an "as enters" choice chooses (CR 614.12): "choose a creature type". */
const CHOICE_WORDS: Record<z.infer<typeof AsEntersChoose>['choice'], string> = {
  color: 'color',
  creatureType: 'creature type',
  basicLandType: 'basic land type',
  player: 'player',
  opponent: 'opponent',
  cardName: 'card name',
};

/** The words of an as-enters choice: "creature type", "card name", "nonland card name" (CR 201.4a). */
function choiceWords(effect: z.infer<typeof AsEntersChoose>): string {
  return effect.choice === 'cardName' ? cardNameWords(effect.cardName) : CHOICE_WORDS[effect.choice];
}

/** "you may have this creature enter as a copy of any creature on the battlefield, except it's an Illusion in addition to its other types and it has "..."" (CR 707.5, 707.9). */
function entersAsCopyClause(effect: Extract<Extract<Ability, { kind: 'replacement' }>['effect'], { type: 'entersAsCopy' }>, ctx: Context): string {
  const except: string[] = [];
  const { types, subtypes, power, toughness, abilities } = effect.except ?? {};
  if (types || subtypes) except.push(`it's ${article([...(subtypes ?? []), ...(types ?? []).map((t) => t.toLowerCase())].join(' '))} in addition to its other types`);
  if (power !== undefined && toughness !== undefined) except.push(`it's ${power}/${toughness}`);
  for (const ability of abilities ?? []) except.push(`it has "${abilityText(ability, ctx.card)}"`);
  const clause = `you may have ${objectPhrase('self', ctx, false)} enter as a copy of any ${filterPhrase(effect.of, 'one')} on the battlefield`;
  return except.length > 0 ? `${clause}, except ${except.join(' and ')}` : clause;
}

/** "X +1/+1 counters on it", "two +1/+1 counters on it", "a +1/+1 counter on it for each other creature you control". */
function enteringCounters(amount: Amount, counter: string, ctx: Context): string {
  if (typeof amount === 'number') return `${counterCount(amount, counter)} on it`;
  if ('x' in amount) return `X ${counter} counters on it`;
  return `${counterCount(1, counter)} on it for ${countPhrase(amount.count, ctx)}`;
}

/** What the renderer knows as it writes one ability (or one mode of it): its card and its targets. */
function contextFor(card: CardDefinition, targets: Context['targets']): Context {
  const ctx: Context = {
    card,
    targets,
    named: new Set(),
    costText: (part) => costText(part, ctx),
    createdText: (effect, duration) => createdEffectClause(effect, duration, ctx),
  };
  return ctx;
}

/** A modal ability's instruction and its modes, one line each after a bullet (CR 700.2): "Choose one —\n• Draw a card.\n• ...". */
function modesText(modes: Modes, card: CardDefinition): string {
  return [chooseText(modes), ...modes.list.map((mode) => `• ${sentences(effectClauses(mode.effects, contextFor(card, mode.targets)))}`)].join('\n');
}

export function abilityText(ability: Ability, card: CardDefinition): string {
  const ctx = contextFor(card, 'targets' in ability ? ability.targets : []);
  let text: string;
  switch (ability.kind) {
    case 'keyword':
      text = capitalize(keywordText(ability));
      break;
    case 'activated':
      ctx.cost = ability.cost;
      text = activatedText(ability, ctx);
      break;
    case 'triggered':
      ctx.trigger = ability.trigger;
      // A chapter ability is its chapter symbols, then its effect as sentences (CR 714.2): "I, II — Create a ...".
      if (ability.trigger.event === 'chapter' && !('modes' in ability)) {
        text = `${triggerText(ability.trigger, ctx)} ${ability.may ? `You may ${afterComma(effectClauses(ability.effects, ctx))}` : sentences(effectClauses(ability.effects, ctx))}`;
        break;
      }
      text = `${ability.abilityWord ? `${capitalize(ability.abilityWord)} — ` : ''}${triggerText(ability.trigger, ctx)}, ${'condition' in ability && ability.condition ? `if ${ifClause(ability.condition, ctx)}, ` : ''}${
        // A modal triggered ability (CR 700.2): "When this creature enters, choose one —" and its modes, each on its own line.
        'modes' in ability ? modesText(ability.modes, card).replace(/^C/, 'c') : `${ability.may ? 'you may ' : ''}${afterComma(effectClauses(ability.effects, ctx))}`
      }`;
      break;
    case 'static':
      text = staticText(ability, ctx);
      break;
    case 'replacement':
      text = replacementText(ability, ctx);
      break;
    case 'spell':
      text = 'modes' in ability ? modesText(ability.modes, card) : sentences(effectClauses(ability.effects, ctx));
      break;
    case 'opaque':
      text = ability.text;
      break;
  }
  return ability.reminderText ? `${text} (${ability.reminderText})` : text;
}

/** The rules text, one paragraph per line (CR 113.2c), reminder text included; a modal ability's modes each on their own line, as Oracle text prints them (700.2). */
export function rulesText(card: CardDefinition): string[] {
  const lines: string[] = [];
  for (const ability of card.abilities) {
    const text = abilityText(ability, card);
    if (ability.kind === 'keyword' && 'sameLine' in ability && ability.sameLine && lines.length > 0) {
      lines[lines.length - 1] += `, ${text[0]!.toLowerCase()}${text.slice(1)}`;
    } else if (ability.kind === 'keyword' && 'andFrom' in ability && ability.andFrom && lines.length > 0) {
      // "Protection from black and from red" (CR 702.16g): "Protection from red" joined as "and from red".
      lines[lines.length - 1] += ` and ${text.slice('Protection '.length)}`;
    } else lines.push(...text.split('\n'));
  }
  if (card.reminderText) lines.push(`(${card.reminderText})`);
  return lines;
}
