// Rules text rendered back from a card definition, in current Oracle wording (the 2024
// self-reference template: "this creature", "this land"; CR 201.5), so that a definition can
// be checked against the Oracle text (the verify test) and shown to people. Every part of
// the format has one way to be worded; the few wordings the rules leave to the card ("All
// creatures" or "Creatures") are data in the format.

import { article, capitalize, COLOR_WORDS, list, numberWord, plural } from './words';
import { afterComma, aFilter, countPhrase, counterCount, filterPhrase, headNoun, manaSymbols, objectPhrase, sentences, setPhrase, triggeringNoun, type Context } from './phrasing';
import { kindOf as modificationKind, TEXT_ORDER, type Wording } from './modifications';
import type { Ability, CardDefinition, ContinuousEffect, CostPart, CounterReplacement, CreatedEffect, Effect, GrantedAbility, KeywordAbility, ManaReplacement, Modification, ObjectRef, PreventionEffect, RuleEffect, TargetSpec, TokenSpec, Trigger } from './format';
import type { z } from 'zod';
import { kindOf as costKind } from './costs';
import { kindOf as triggerKind } from './triggers';
import { kindOf as conditionKind } from './conditions';

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

/** "its controller adds" / "that player adds" / "add". */
function playerAdds(player: 'you' | 'triggeringPlayer' | 'triggeringController'): string {
  if (player === 'triggeringPlayer') return 'that player adds';
  if (player === 'triggeringController') return 'its controller adds';
  return 'add';
}

function tokenPhrase(token: z.infer<typeof TokenSpec>): string {
  const colors = token.colors.length === 0 ? 'colorless' : list(token.colors.map((color) => COLOR_WORDS[color]), 'and');
  const types = token.types.map((type) => type.toLowerCase()).join(' ');
  const withKeywords = token.keywords.length > 0 ? ` with ${list(token.keywords, 'and')}` : '';
  return `${token.power}/${token.toughness} ${colors} ${token.subtypes.join(' ')} ${types} token${withKeywords}`;
}

function effectClause(effect: Effect, ctx: Context): string {
  switch (effect.type) {
    case 'addMana':
      return `add ${manaSymbols(effect.mana)}${effect.forEach ? ` for ${countPhrase(effect.forEach, ctx)}` : ''}`;
    case 'addManaOfAnyColor':
      return `add ${numberWord(effect.amount)} mana of any color`;
    case 'addManaCouldProduce': {
      if (effect.from === 'sacrificed') {
        const sacrificed = ctx.cost?.find((part): part is Extract<CostPart, { type: 'sacrifice' }> => part.type === 'sacrifice');
        return `add one mana of any ${effect.kind} the sacrificed ${sacrificed ? headNoun(sacrificed.filter) : 'permanent'} could produce`;
      }
      return `add one mana of any ${effect.kind} that ${aFilter(effect.from)} could produce`;
    }
    case 'addManaProduced':
      return `${playerAdds(effect.player)} one mana of any type that ${triggeringNoun(ctx)} produced`;
    case 'addAdditionalMana':
      return `${playerAdds(effect.player)} an additional ${effect.mana === 'thatColor' ? 'one mana of that color' : manaSymbols(effect.mana)}`;
    case 'doubleMana':
      return 'double the amount of each type of unspent mana you have';
    case 'dealDamage':
      return `${objectPhrase('self', ctx, true)} deals ${effect.amount} damage to ${effect.to === 'you' ? 'you' : objectPhrase(effect.to, ctx, true, true)}`;
    case 'gainLife':
      return `you gain ${effect.amount} life`;
    case 'draw':
      return effect.amount === 1 ? 'draw a card' : `draw ${numberWord(effect.amount)} cards`;
    case 'untap':
      return `untap ${objectPhrase(effect.object, ctx, effect.object !== 'self', true)}`;
    case 'tapOrUntap':
      return `you may tap or untap ${objectPhrase(effect.object, ctx, true, true)}`;
    case 'putCounters':
      return `put ${counterCount(effect.amount, effect.counter)} on ${objectPhrase(effect.object, ctx, effect.object !== 'self', true)}`;
    case 'createToken': {
      const amount = effect.amount === 1 ? article(tokenPhrase(effect.token)) : `${numberWord(effect.amount)} ${tokenPhrase(effect.token)}s`;
      return `create ${amount}${effect.forEach ? ` for ${countPhrase(effect.forEach, ctx)}` : ''}`;
    }
    case 'exile':
      return `exile ${objectPhrase(effect.object, ctx, true, true)}`;
    case 'attach':
      return `attach ${objectPhrase('self', ctx, false)} to ${objectPhrase(effect.object, ctx, true, true)}`;
    case 'sacrifice':
      return `sacrifice ${objectPhrase(effect.object, ctx, false)}${effect.unless ? ` unless you ${uncapitalizedCost(effect.unless, ctx)}` : ''}`;
    case 'skipNextUntap':
      return `${objectPhrase(effect.object, ctx, true)} doesn't untap during its controller's next untap step`;
    case 'createEffect':
      return createdEffectClause(effect.effect, effect.duration, ctx);
    case 'opaque':
      return effect.text;
  }
}

function uncapitalizedCost(part: CostPart, ctx: Context): string {
  const text = costText(part, ctx);
  return text[0]!.toLowerCase() + text.slice(1);
}

// ---------------------------------------------------------------------------------------
// Continuous, rule, prevention and replacement effects

type Verb = 'static' | 'created';

function subjectOf(affects: z.infer<typeof ContinuousEffect>['affects'], ctx: Context): { text: string; many: boolean } {
  if (typeof affects === 'object' && 'all' in affects) return setPhrase(affects);
  return { text: objectPhrase(affects as ObjectRef, ctx, true), many: false };
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
function predicates(effect: z.infer<typeof ContinuousEffect>, many: boolean, verb: Verb, ctx: Context): { text: string; keywordsOnly: boolean } {
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
  } else if (!addTypes && (colors || creatureTypes)) {
    const noun = [...(colors?.colors.map((c) => COLOR_WORDS[c]) ?? []), ...(creatureTypes?.subtypes ?? [])].join(' ');
    const withPT = basePT ? ` with base power and toughness ${basePT.power}/${basePT.toughness}` : '';
    phrased.set((colors ?? creatureTypes)!, `${conj('becomes', 'become')} ${article(noun)}${withPT}`);
    if (colors && creatureTypes) phrased.set(creatureTypes, '');
    if (basePT) phrased.set(basePT, '');
  }
  const parts = TEXT_ORDER.flatMap((type) => mods.filter((m) => m.type === type)).map((m) => phrased.get(m) ?? modificationKind(m).text(m, wording));
  return { text: list(parts.filter((part) => part !== ''), 'and'), keywordsOnly: mods.every((m) => m.type === 'addKeywords') };
}

function continuousClause(effect: z.infer<typeof ContinuousEffect>, verb: Verb, ctx: Context): { text: string; keywordsOnly: boolean } {
  const subject = subjectOf(effect.affects, ctx);
  const predicate = predicates(effect, subject.many, verb, ctx);
  return { text: `${subject.text} ${predicate.text}`, keywordsOnly: predicate.keywordsOnly };
}

function ruleClause(effect: z.infer<typeof RuleEffect>, ctx: Context): string {
  switch (effect.type) {
    case 'cantGainLife':
      return "players can't gain life";
    case 'damageCantBePrevented':
      return "damage can't be prevented";
    case 'cantAttackOrBlock':
      return `${objectPhrase(effect.affects, ctx, true)} can't attack or block`;
    case 'activateAsThoughHaste': {
      const those = plural(headNoun(effect.affects.all));
      return `you may activate abilities of ${filterPhrase(effect.affects.all, 'many')} as though those ${those} had haste`;
    }
  }
}

function preventionClause(effect: z.infer<typeof PreventionEffect>, ctx: Context): string {
  const damage = effect.damage === 'combat' ? 'combat damage' : 'damage';
  const to = effect.to ? ` to ${objectPhrase(effect.to, ctx, true, true)}` : '';
  return `prevent all ${damage} that would be dealt${to}`;
}

function manaReplacementClause(effect: z.infer<typeof ManaReplacement>): string {
  const what = aFilter(effect.tapped);
  const condition =
    effect.by === 'you' ? `if you tap ${what} for mana` : effect.by === 'aPlayer' ? `if a player taps ${what} for mana` : `if ${what} is tapped for mana`;
  let result: string;
  if (effect.produce) result = `${manaSymbols(effect.produce)} instead of any other type and amount`;
  else if (effect.produceType) result = `${COLOR_WORDS[effect.produceType]} mana instead of any other type`;
  else result = `${effect.multiply === 2 ? 'twice' : `${numberWord(effect.multiply ?? 1)} times`} as much of that mana instead`;
  return `${condition}, it produces ${result}`;
}

function counterReplacementClause(effect: z.infer<typeof CounterReplacement>): string {
  return `if one or more ${effect.counter} counters would be put on ${aFilter(effect.on)}, that many plus ${numberWord(effect.add)} ${effect.counter} counters are put on it instead`;
}

function createdEffectClause(effect: z.infer<typeof CreatedEffect>, duration: 'endOfTurn' | 'thisTurn' | 'permanent', ctx: Context): string {
  let clause: string;
  let keywordsOnly = false;
  switch (effect.type) {
    case 'continuous':
      ({ text: clause, keywordsOnly } = continuousClause(effect, 'created', ctx));
      break;
    case 'prevent':
      clause = preventionClause(effect, ctx);
      break;
    case 'replaceMana':
      clause = manaReplacementClause(effect);
      break;
    default:
      clause = ruleClause(effect, ctx);
  }
  if (duration === 'thisTurn') return `${clause} this turn`;
  if (duration === 'endOfTurn') return keywordsOnly ? `${clause} until end of turn` : `until end of turn, ${clause}`;
  return clause;
}

// ---------------------------------------------------------------------------------------
// Abilities

/** The trigger condition, as its kind words it (triggers/). */
function triggerText(trigger: z.infer<typeof Trigger>, ctx: Context): string {
  return triggerKind(trigger).text(trigger, ctx);
}

function keywordText(ability: KeywordAbility): string {
  switch (ability.keyword) {
    case 'protection':
      return `protection from ${ability.from}`;
    case 'enchant':
      return `enchant ${headNoun(ability.what)}`;
    case 'equip':
      return `equip ${ability.cost}`;
    case 'unearth':
      return `unearth ${ability.cost}`;
    default:
      return ability.keyword;
  }
}

/** The keyword as the `characteristics` answer names it: lowercase, with its quality, without costs. */
export function keywordName(ability: KeywordAbility): string {
  if (ability.keyword === 'equip' || ability.keyword === 'unearth') return ability.keyword;
  return keywordText(ability);
}

function activatedText(ability: { cost: CostPart[]; effects: Effect[]; targets?: TargetSpec[] }, ctx: Context): string {
  const cost = ability.cost.map((part) => costText(part, ctx)).join(', ');
  return `${cost}: ${sentences(ability.effects.map((effect) => effectClause(effect, ctx)))}`;
}

function grantedText(ability: GrantedAbility, ctx: Context): string {
  return activatedText(ability, { ...ctx, named: new Set(), targets: [] });
}

function staticText(ability: Extract<Ability, { kind: 'static' }>, ctx: Context): string {
  const clauses = ability.effects.map((effect) => {
    switch (effect.type) {
      case 'continuous': {
        const clause = continuousClause(effect, 'static', ctx).text;
        return ability.condition ? `${conditionKind(ability.condition).text(ability.condition)}, ${clause}` : clause;
      }
      case 'prevent':
        return `${preventionClause(effect, ctx)}${ability.condition ? ` ${conditionKind(ability.condition).text(ability.condition)}` : ''}`;
      case 'opaque':
        return effect.text;
      default:
        return ruleClause(effect, ctx);
    }
  });
  return sentences(clauses);
}

function replacementText(ability: Extract<Ability, { kind: 'replacement' }>, ctx: Context): string {
  const effect = ability.effect;
  switch (effect.type) {
    case 'replaceMana':
      return sentences([manaReplacementClause(effect)]);
    case 'replaceCounters':
      return sentences([counterReplacementClause(effect)]);
    case 'entersWithCounters':
      return sentences([`${objectPhrase('self', ctx, false)} enters with ${effect.amount} ${effect.counter} counters on it`]);
    case 'asEntersChoose':
      return sentences([`as ${objectPhrase('self', ctx, false)} enters, choose a ${effect.choice}`]);
    case 'opaque':
      return effect.text;
  }
}

function abilityText(ability: Ability, card: CardDefinition): string {
  const ctx: Context = { card, targets: 'targets' in ability ? ability.targets : [], named: new Set() };
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
      text = `${triggerText(ability.trigger, ctx)}, ${afterComma(ability.effects.map((effect) => effectClause(effect, ctx)))}`;
      break;
    case 'static':
      text = staticText(ability, ctx);
      break;
    case 'replacement':
      text = replacementText(ability, ctx);
      break;
    case 'spell':
      text = sentences(ability.effects.map((effect) => effectClause(effect, ctx)));
      break;
  }
  return ability.reminderText ? `${text} (${ability.reminderText})` : text;
}

/** The rules text, one paragraph per line (CR 113.2c), reminder text included. */
export function rulesText(card: CardDefinition): string[] {
  const lines: string[] = [];
  for (const ability of card.abilities) {
    const text = abilityText(ability, card);
    if (ability.kind === 'keyword' && 'sameLine' in ability && ability.sameLine && lines.length > 0) {
      lines[lines.length - 1] += `, ${text[0]!.toLowerCase()}${text.slice(1)}`;
    } else lines.push(text);
  }
  if (card.reminderText) lines.push(`(${card.reminderText})`);
  return lines;
}
