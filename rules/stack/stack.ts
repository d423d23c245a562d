// The stack (CR 405) and resolving its top object (608): an instant or sorcery does what
// it says and goes to its owner's graveyard (608.2n); a permanent spell becomes a permanent
// (608.3), an Aura attached to what it targeted (303.4f) and a planeswalker with its loyalty
// (306.5b); an ability does what it says. A spell or ability whose targets are all illegal
// doesn't resolve (608.2b).

import {
  cardThatLeft,
  effectiveCard,
  enteringPermanent,
  exiledAsItLeavesStack,
  nextTimestamp,
  spellToGraveyard,
  type ActionContext,
  type Board,
  type Choices,
  type StackObject,
} from '../board';
import { carriedSpellAbility, conditionsSee, isLegalTarget, printedActivatedAbility, printedCharacteristics, unsupportedError, viewOf } from '../state';
import {
  abilityText,
  cardDefinition,
  cardOf,
  chosenModes,
  conditionKind,
  modesRefusal,
  triggeredAbility,
  unsupportedEffect,
  type Ability,
  type CardDefinition,
  type Effect,
  type TargetSpec,
  type ModalSpellAbility,
  type ModalTriggeredAbility,
  type TriggeredAbility,
  type SpellAbility,
} from '../cards';
import { RulesError, unsupported, own } from '../core';
import { checkTargets, performEffects, type ResolutionChoices, type Resolving } from './resolution';
import { enteredWith, withWhatItEntersWith } from './entering';

export function putOnStack(board: Board, item: StackObject, ctx: ActionContext, rules: string[]): Board {
  ctx.events.push({ type: 'putOnStack', object: item.id, kind: item.kind, controller: item.controller, rules });
  // Each permanent it targets becomes the target of a spell or ability (CR 115.1, 603.2: "becomes the target" triggers).
  for (const target of new Set(item.targets))
    if (board.permanents.some((p) => p.id === target)) ctx.events.push({ type: 'becameTarget', permanent: target, by: item.id, rules: ['115.1'] });
  return { ...board, stack: [...board.stack, item] };
}

/** The choices for the object resolving: those made as it was put on the stack, then those made now (CR 608.2d). */
function choicesFor(item: StackObject, sourceId: string | null, now: Choices): ResolutionChoices {
  const { triggered, ...direct } = now;
  const { triggered: _stored, ...stored } = item.choices;
  return { ...stored, ...direct, ...(sourceId ? own(triggered, sourceId) : undefined) };
}

const isInstantOrSorcery = (card: CardDefinition) => card.types.includes('Instant') || card.types.includes('Sorcery');

/** Resolves the top object of the stack (CR 608.1). */
export function resolveTop(board: Board, choices: Choices, ctx: ActionContext): Board {
  const item = board.stack.at(-1);
  if (!item) throw new RulesError('ILLEGAL_ACTION', 'the stack is empty: nothing to resolve', { rule: '608.1' });
  const rest: Board = { ...board, stack: board.stack.slice(0, -1) };
  return item.kind === 'spell' ? resolveSpell(rest, item, choices, ctx) : resolveAbility(rest, item, choices, ctx);
}

/** A spell leaving the stack goes to its owner's graveyard as its card, or where its own replacement effect puts it instead (CR 608.2n, 715.4, 720.4, 614.1a). */
function toGraveyard(board: Board, item: StackObject, ctx: ActionContext): Board {
  return spellToGraveyard(board, item, ctx.events);
}

/**
 * Where an instant or sorcery goes as the final part of its resolution: its owner's graveyard
 * (CR 608.2n); cast as an Adventure, its controller exiles the card instead (715.3d); cast as an
 * Omen, its controller shuffles the card into its owner's library instead (720.3d), one more card
 * there (a count, SCENARIOS.md). Either is the card it is part of (715.4, 720.4). The stack names
 * the spell's controller, taken as its owner.
 */
function afterResolving(board: Board, item: StackObject, card: CardDefinition, ctx: ActionContext): Board {
  // Cast with flashback, its card is exiled instead of going anywhere else (CR 702.34a).
  const exiled = exiledAsItLeavesStack(board, item, ctx.events);
  if (exiled) return exiled;
  const part = card.alternativeOf;
  const owner = item.controller;
  if (part?.kind === 'adventure') {
    ctx.events.push({ type: 'exiledAsItResolved', object: item.id, card: part.card, player: owner, rules: ['715.3d', '608.2n'] });
    return { ...board, players: board.players.map((p) => (p.id === owner ? { ...p, exile: [...p.exile, { id: item.id, card: part.card }] } : p)) };
  }
  if (part?.kind === 'omen') {
    ctx.events.push({ type: 'shuffledIntoLibrary', object: item.id, card: part.card, player: owner, rules: ['720.3d', '701.24a'] });
    return { ...board, players: board.players.map((p) => (p.id === owner ? { ...p, library: p.library + 1 } : p)) };
  }
  ctx.events.push({ type: 'putIntoGraveyard', object: item.id, rules: ['608.2n'] });
  return toGraveyard(board, item, ctx);
}

function resolveSpell(board: Board, item: StackObject, choices: Choices, ctx: ActionContext): Board {
  const card = cardOf(item.card!);
  const resolvingChoices = choicesFor(item, null, choices);
  if (isInstantOrSorcery(card)) {
    const carried = carriedSpellAbility(card, item.id);
    if (!carried) throw unsupported(`${card.name} has no spell ability the engine knows`);
    const ability = 'modes' in carried ? asCast(carried, item, board) : carried;
    if (ability.unsupported) throw unsupported(`${card.name}: ${ability.unsupported}`);
    const missing = unsupportedEffect(ability.effects);
    if (missing) throw unsupported(`${card.name}: ${missing} is not modelled yet`);
    // The card an Adventure or Omen is part of, where it goes as it resolves (CR 715.3d, 720.3d), must be one the engine knows.
    if (card.alternativeOf && !cardDefinition(card.alternativeOf.card))
      throw unsupported(`${card.name} goes off the stack as "${card.alternativeOf.card}" (CR 715.4, 720.4), a card the engine doesn't know`);
    const resolving: Resolving = { item, card, source: null, sourceId: item.id, ability, choices: resolvingChoices, legal: [], choicePrefix: '' };
    if (!checkTargets(board, resolving)) {
      ctx.events.push({ type: 'countered', object: item.id, reason: 'all its targets are illegal', rules: ['608.2b'] });
      return toGraveyard(board, item, ctx);
    }
    ctx.events.push({ type: 'resolved', object: item.id, rules: ['608.2'] });
    return afterResolving(performEffects(board, resolving, ctx), item, card, ctx);
  }
  return enterBattlefield(board, item, card, resolvingChoices, ctx);
}

/** A modal spell as it was cast: only the modes chosen (CR 700.2a-d), which the spell on the stack names in `choices.modes`. */
function asCast(spell: ModalSpellAbility, item: StackObject, board: Board): SpellAbility {
  const path = ['board', 'stack', board.stack.length, 'choices', 'modes'];
  const chosen = item.choices.modes;
  if (chosen === undefined) throw new RulesError('INVALID_INPUT', `stack object ${item.id}: a modal spell on the stack names the modes chosen as it was cast (CR 700.2a)`, { path });
  const refusal = modesRefusal(spell.modes, chosen);
  if (refusal) throw new RulesError('INVALID_INPUT', `stack object ${item.id}: ${refusal}`, { path });
  return { kind: 'spell', ...chosenModes(spell.modes, chosen) };
}

/** A modal triggered ability as it was put on the stack: only the modes chosen then (CR 700.2b, 603.3c), which the stack object names in `choices.modes`. */
function asPutOnStack(ability: ModalTriggeredAbility, item: StackObject, board: Board): TriggeredAbility {
  const path = ['board', 'stack', board.stack.length, 'choices', 'modes'];
  const chosen = item.choices.modes;
  if (chosen === undefined)
    throw new RulesError('INVALID_INPUT', `stack object ${item.id}: a modal triggered ability on the stack names the modes chosen as it was put there (CR 700.2b, 603.3c)`, { path });
  const refusal = modesRefusal(ability.modes, chosen);
  if (refusal) throw new RulesError('INVALID_INPUT', `stack object ${item.id}: ${refusal}`, { path });
  const { modes, ...rest } = ability;
  return { ...rest, ...chosenModes(modes, chosen) };
}

/** A permanent spell resolving becomes a permanent (CR 608.3), with what it enters with (614.1c, 614.12). */
function enterBattlefield(board: Board, item: StackObject, card: CardDefinition, choices: ResolutionChoices, ctx: ActionContext): Board {
  const view = viewOf(board);
  let attachedTo: string | null = null;
  if (card.subtypes.includes('Aura')) {
    // An Aura spell targets what it will enchant (CR 303.4a); with that target illegal, it doesn't resolve (608.3b).
    const enchant = card.abilities.find((a) => a.kind === 'keyword' && a.keyword === 'enchant');
    const target = item.targets[0];
    const what = enchant && 'what' in enchant ? enchant.what : {};
    if (!target || !isLegalTarget(view, { kind: 'permanent', filter: what }, target, item.controller, null, printedCharacteristics(card))) {
      ctx.events.push({ type: 'countered', object: item.id, reason: 'its target is illegal', rules: ['608.3b'] });
      return toGraveyard(board, item, ctx);
    }
    attachedTo = target;
  }
  const timestamp = nextTimestamp(board);
  // Cast with escape, the permanent escaped (CR 702.138b).
  const becoming = enteringPermanent({ id: item.id, card: item.card!, controller: item.controller, timestamp, x: item.x, attachedTo });
  const entered = withWhatItEntersWith(board, item.castWith === 'escape' ? { ...becoming, escaped: true } : becoming, card, choices, ctx);
  const { permanent, counters } = entered;
  ctx.events.push({ type: 'resolved', object: item.id, rules: ['608.3'] });
  ctx.events.push({ type: 'enteredBattlefield', permanent: item.id, ...enteredWith(entered, ['608.3', ...(counters.loyalty ? ['306.5b'] : [])]) });
  return { ...entered.board, permanents: [...entered.board.permanents, permanent] };
}

/**
 * The delayed triggered ability (CR 603.7) an ability or spell ability holds, as the ability that
 * goes on the stack when it triggers: it targets nothing and does the delayed trigger's effect.
 */
function delayedAbility(printed: Ability): { targets: TargetSpec[]; effects: Effect[]; unsupported?: string } | undefined {
  const delayed = 'effects' in printed ? printed.effects.find((effect) => effect.type === 'delayedTrigger') : undefined;
  return delayed && { targets: [], effects: [delayed.effect] };
}

function resolveAbility(board: Board, item: StackObject, choices: Choices, ctx: ActionContext): Board {
  const source = typeof item.source === 'string' ? (board.permanents.find((p) => p.id === item.source) ?? null) : null;
  // A source that left is read from its card: the one the ability carries (a token's, or a card
  // shuffled away, is in no named zone), else where it went (CR 603.10a, 608.2h).
  const ref = source ? effectiveCard(board, source) : typeof item.source === 'string' ? (item.card ?? cardThatLeft(board, item.source)) : item.source!.card;
  const card = ref ? cardDefinition(ref) : undefined;
  const printed = card?.abilities[item.ability!];
  if (!card || !printed) throw new RulesError('INVALID_INPUT', `stack object ${item.id}: its source has no ability ${item.ability}`, { path: ['board', 'stack'] });
  const triggered = item.delayed ? delayedAbility(printed) : triggeredAbility(printed);
  if (item.delayed && !triggered)
    throw new RulesError('INVALID_INPUT', `stack object ${item.id}: ability ${item.ability} of ${card.name} creates no delayed triggered ability (CR 603.7)`, {
      path: ['board', 'stack'],
    });
  const held = triggered ?? printedActivatedAbility(printed);
  const ability = held && 'modes' in held ? asPutOnStack(held, item, board) : held;
  if (!ability)
    throw new RulesError('INVALID_INPUT', `stack object ${item.id}: ability ${item.ability} of ${card.name} is not an activated or triggered ability`, { path: ['board', 'stack'] });
  const sourceId = typeof item.source === 'string' ? item.source : item.id;
  // What it does is not carried out: resolving it is UNSUPPORTED, naming it (SCENARIOS.md, "Questions").
  if ('unsupported' in ability && ability.unsupported)
    throw unsupportedError({ permanent: sourceId, card: card.name, ability: item.ability!, text: abilityText(printed, card), reason: ability.unsupported });
  const missing = unsupportedEffect(ability.effects);
  if (missing) throw unsupported(`${card.name}: ${missing} is not modelled yet`);
  ctx.triggeredChoicesTaken.add(sourceId);
  const resolving: Resolving = {
    item,
    card,
    source,
    sourceId,
    ability,
    choices: choicesFor(item, sourceId, choices),
    legal: [],
    choicePrefix: triggered ? `triggered.${sourceId}.` : '',
  };
  // An intervening "if" clause (CR 603.4): checked again as it resolves, with its source as it is now or as it last existed.
  const triggeredHeld: TriggeredAbility | ModalTriggeredAbility | null | undefined = item.delayed ? undefined : triggeredAbility(printed);
  const condition = triggeredHeld && !('modes' in triggeredHeld) ? triggeredHeld.condition : undefined;
  if (condition !== undefined) {
    const counters = source?.counters ?? item.lastKnown?.counters ?? {};
    if (!conditionKind(condition).holds(condition, viewOf(board).derive(conditionsSee), { id: sourceId, controller: item.controller, counters })) {
      ctx.events.push({ type: 'triggerRemoved', source: sourceId, ability: item.ability!, reason: 'its intervening "if" condition no longer holds', rules: ['603.4'] });
      return board;
    }
  }
  if (!checkTargets(board, resolving)) {
    ctx.events.push({ type: 'countered', object: item.id, reason: 'all its targets are illegal', rules: ['608.2b'] });
    return board;
  }
  // "You may" (CR 603.5): its controller chooses as it resolves; declining, it does nothing.
  if ('may' in ability && ability.may) {
    if (resolving.choices.may === undefined)
      throw new RulesError('CHOICE_REQUIRED', `choose whether ${card.name}'s triggered ability does what it says ("you may", CR 603.5)`, {
        choice: `triggered.${sourceId}.may`,
        options: [true, false],
      });
    if (!resolving.choices.may) {
      ctx.events.push({ type: 'resolved', object: item.id, rules: ['608.2', '603.5'] });
      return board;
    }
  }
  ctx.events.push({ type: 'resolved', object: item.id, rules: ['608.2'] });
  return performEffects(board, resolving, ctx);
}
