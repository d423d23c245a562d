// Casting a spell (CR 601) and playing a land (305): timing (307.1, 302.1, 117.1a with
// flash 702.8a; a land during a main phase of its controller's turn with the stack empty,
// one per turn, 305.2), targets (601.2c; an Aura's from its enchant ability, 303.4a), the
// mana cost with X (601.2f, 107.3a) paid from the pool when `pay` is true, then the stack.

import * as z from 'zod';
import { Choices, Count, enteringPermanent, freshId, gameOverReason, Hold, Id, nextTimestamp, Targets, type ActionContext, type Board } from '../board';
import { cardDefinition, CardRef, chosenModes, graveyardCast, hasBehaviour, cardRefName, type CardDefinition, type ModalSpellAbility, type SpellAbility } from '../cards';
import { compactMana, illegalAction, invalid, MANA_TYPES, parseManaCost, payManaCost, poolPhrase, unsupported, withX, type ManaSymbol, type Path } from '../core';
import { chooseModes, enteredWith, putOnStack, withWhatItEntersWith } from '../stack';
import { carriedSpellAbility, chooseTargets, payableSymbols, printedCharacteristics, viewOf, type BoardView } from '../state';
import { convoke } from './convoke';
import { additionalCosts, chosenAlternative, chosenKicked, kickerCost, lessGeneric, payCostParts, reducedMana, unusedCostChoices } from './spell-costs';

/**
 * The zone a card is cast from other than its controller's hand (CR 601.2a): `graveyard`, the
 * caster's own graveyard, with `id` the id of the entry, which the spell keeps; only a card with a
 * permission to be cast from there may be (601.3: flashback, 702.34a).
 */
export const CastFrom = z.enum(['graveyard']);

export const CastAction = z.strictObject({
  do: z.literal('cast'),
  /** The card cast; with `from`, read from the entry (a `card` given too must name the same card). */
  card: CardRef.optional(),
  /** Where the card is cast from other than a hand (CastFrom). */
  from: CastFrom.optional(),
  controller: Id,
  id: Id.optional(),
  x: Count.optional(),
  targets: Targets,
  choices: Choices.default({}),
  pay: z.boolean().default(false),
  hold: Hold,
});

export const PlayAction = z.strictObject({
  do: z.literal('play'),
  card: CardRef,
  controller: Id,
  id: Id.optional(),
  /** Choices made as it enters (`color`, CR 614.12). */
  choices: Choices.default({}),
});
export type CastAction = z.infer<typeof CastAction>;
export type PlayAction = z.infer<typeof PlayAction>;

const MAIN_PHASES = new Set(['precombatMain', 'postcombatMain']);

/** Sorcery timing: a main phase of the player's own turn, with an empty stack (CR 307.1). */
function atSorcerySpeed(board: Board, player: string): boolean {
  return board.turn.activePlayer === player && MAIN_PHASES.has(board.turn.step) && board.stack.length === 0;
}

function objectIdFor(board: Board, wanted: string | undefined, fallback: string, at: Path): string {
  if (wanted === undefined) return freshId(board, fallback);
  const taken =
    board.permanents.some((p) => p.id === wanted) ||
    board.stack.some((s) => s.id === wanted) ||
    board.players.some((p) => p.id === wanted || [...p.graveyard, ...p.exile].some((entry) => entry.id === wanted));
  if (taken) invalid([...at, 'id'], `id "${wanted}" is already used on the board`);
  return wanted;
}

function actor(board: Board, controller: string, at: Path): void {
  if (!board.players.some((p) => p.id === controller)) invalid([...at, 'controller'], `no player has id "${controller}"`);
  const over = gameOverReason(board, controller);
  if (over) throw illegalAction(over.reason, over.rule);
}

/** The card a `cast` names: its `card`, or the entry of the zone it is cast from (CR 601.2a). */
function castCard(board: Board, action: CastAction, at: Path): { ref: CardRef; entry: { owner: string; id: string } | null } {
  if (action.from === undefined) {
    if (action.card === undefined) return invalid([...at, 'card'], 'a cast names its card, or the zone entry it is cast from (`from` and `id`)');
    return { ref: action.card, entry: null };
  }
  if (action.id === undefined) return invalid([...at, 'id'], `a cast from a ${action.from} names the entry cast by its id`);
  const owner = board.players.find((p) => p.graveyard.some((entry) => entry.id === action.id));
  if (!owner) return invalid([...at, 'id'], `no card in a graveyard has id "${action.id}"`);
  const ref = owner.graveyard.find((entry) => entry.id === action.id)!.card;
  if (action.card !== undefined && cardRefName(action.card) !== cardRefName(ref))
    invalid([...at, 'card'], `the card with id "${action.id}" is ${cardRefName(ref)}, not ${cardRefName(action.card)}`);
  return { ref, entry: { owner: owner.id, id: action.id } };
}

/**
 * The permission a card is cast from a graveyard with (CR 601.3): a keyword of its own (flashback,
 * 702.34a) that lets its owner cast it from their graveyard, as the spell it would be (an instant
 * or sorcery for flashback). None: it can't be cast from there (ILLEGAL_ACTION).
 */
function graveyardPermission(card: CardDefinition, entry: { owner: string; id: string }, caster: string) {
  const permissions = card.abilities.flatMap((ability) => graveyardCast(ability) ?? []);
  if (permissions.length === 0) throw illegalAction(`${card.name} can't be cast from a graveyard: no rule or effect allows it (CR 601.3)`, '601.3');
  const permission = permissions[0]!;
  // "Cast this card from your graveyard": the graveyard of its owner, who casts it (702.34a).
  if (entry.owner !== caster)
    throw illegalAction(
      `${card.name} is in ${entry.owner}'s graveyard: its ${permission.ability.keyword} lets only its owner cast it from there (CR ${permission.rule})`,
      permission.rule,
    );
  if (permission.behaviour.instantOrSorcery && !card.types.includes('Instant') && !card.types.includes('Sorcery'))
    throw illegalAction(`${card.name} would be neither an instant nor a sorcery spell: ${permission.ability.keyword} doesn't let it be cast (CR ${permission.rule})`, permission.rule);
  // Two permissions to choose among (a ruling of Chainweb Aracnir: its caster chooses one) are not carried out.
  if (permissions.length > 1) throw unsupported(`${card.name} has more than one ability that lets it be cast from a graveyard: choosing which one applies is not carried out yet`);
  return { ...permission, costs: permission.behaviour.costs(permission.ability) };
}

export function cast(board: Board, action: CastAction, at: Path, ctx: ActionContext): Board {
  const { ref, entry } = castCard(board, action, at);
  const card = cardDefinition(ref);
  if (!card) return invalid([...at, 'card'], `no card named "${cardRefName(ref)}" in the catalog`);
  // An Adventure or Omen names the card it is part of, which goes off the stack as it resolves (CR 715.3d, 720.3d).
  if (card.alternativeOf && !cardDefinition(card.alternativeOf.card))
    invalid(
      [...at, 'card', ...(typeof action.card === 'string' ? [] : ['alternativeOf', 'card'])],
      `no card named "${card.alternativeOf.card}", the card ${card.name} is part of (CR 715.4, 720.4)`,
    );
  actor(board, action.controller, at);
  if (card.types.includes('Land')) throw illegalAction(`${card.name} is a land: it is played, not cast`, '305.9');
  const permission = entry ? graveyardPermission(card, entry, action.controller) : null;
  const instantSpeed = card.types.includes('Instant') || card.abilities.some((a) => a.kind === 'keyword' && hasBehaviour([a.keyword], 'castAnyTimeInstant'));
  if (!instantSpeed && !atSorcerySpeed(board, action.controller))
    throw illegalAction(`${card.name} can be cast only in a main phase of its controller's turn, with an empty stack`, card.types.includes('Creature') ? '302.1' : '307.1');

  // The card moves from where it is to the stack first (CR 601.2a): out of its graveyard, it can't target itself there.
  if (entry) board = { ...board, players: board.players.map((p) => (p.id === entry.owner ? { ...p, graveyard: p.graveyard.filter((e) => e.id !== entry.id) } : p)) };
  const view = viewOf(board);
  const object = action.id ?? cardRefName(ref);
  // A modal spell's modes are chosen first (CR 601.2b, 700.2a), and only their targets are chosen (700.2c, 601.2c).
  const spell = carriedSpellAbility(card, object);
  const modes = spell && 'modes' in spell ? modesOf(view, spell, card, action) : undefined;
  const specs = targetSpecs(card, spell, modes);
  const targets = chooseTargets(view, specs, action.targets, action.controller, null, printedCharacteristics(card), [...at, 'targets']);
  const x = action.x ?? action.choices.x ?? 0;
  // An alternative cost without X leaves X nothing but 0 (CR 107.3b): a flashback cost has none.
  if (permission?.costs.alternative && x !== 0) throw illegalAction(`${card.name} cast with its ${permission.ability.keyword} cost, which has no X: X is 0 (CR 107.3b)`, '107.3b');
  const player = board.players.find((p) => p.id === action.controller)!;
  // An additional cost announced (CR 601.2b): kicker's mana is added to the cost paid (702.33a, 601.2f).
  const kicked = chosenKicked(card, action.choices, at);
  const kicker = kicked ? parseManaCost(kickerCost(card)!)! : [];
  const printed = card.manaCost ? withX(parseManaCost(card.manaCost)!, x) : [];
  // The total cost's mana (CR 601.2f): the mana cost or the alternative cost (which has none), plus additional costs, minus reductions.
  // Harmonize: the creature tapped takes its power off the generic mana (CR 702.180a-b).
  const harmonized = harmonizeCreature(view, permission?.costs.tapCreatureReduces === true, action, at);
  const totalMana = (base: ManaSymbol[], off = 0) => {
    const full = [...base, ...kicker];
    const reduced = lessGeneric(reducedMana(board, card, action.controller, full), off);
    return { symbols: payableSymbols(view, reduced), reduction: genericOf(full) - genericOf(reduced) };
  };
  const withManaCost = totalMana(printed);
  // Which cost is paid (CR 601.2b, 118.9): the mana cost or an alternative cost of its text; only one (118.9a).
  // Cast with a permission that names its cost (flashback, 702.34a), that cost, and no other alternative cost.
  const permitted = permission?.costs.alternative ?? null;
  if (permitted && action.choices.cost !== undefined)
    invalid(
      [...at, 'choices', 'cost'],
      `${card.name} cast with ${permission!.ability.keyword} is cast for its ${permission!.ability.keyword} cost: no other cost can be chosen (CR 118.9a, 601.2b)`,
    );
  const manaPayable = !action.pay || withManaCost.symbols.length === 0 || payManaCost(player.manaPool, withManaCost.symbols, action.choices.payment) !== null;
  const alternative = permitted ? { cost: [...permitted.parts] } : chosenAlternative(board, card, action.controller, action.choices, manaPayable);
  // The additional costs of its text are paid whichever cost is (CR 118.8, 118.9d), and those its permission adds.
  const additional = [...additionalCosts(card).flatMap((cost) => cost.cost), ...(permission?.costs.additional ?? [])];
  unusedCostChoices([...(alternative?.cost ?? []), ...additional], action.choices, at);
  const { symbols, reduction } = permitted ? totalMana(permitted.mana ? parseManaCost(permitted.mana)! : [], harmonized?.power ?? 0) : alternative ? totalMana([]) : withManaCost;
  let next = board;
  // The parts of an alternative cost other than mana (118.9) and of its additional costs (118.8), then the mana from the pool (601.2h: in any order).
  const parts = [...(alternative?.cost ?? []), ...additional];
  if (parts.length > 0) next = payCostParts(next, parts, action.controller, action.choices, at, ctx);
  // The creature tapped for harmonize is tapped as the total cost is paid (CR 702.180b).
  if (harmonized) {
    ctx.events.push({ type: 'tapped', permanent: harmonized.id, rules: ['702.180a', '702.180b', '601.2h'] });
    next = { ...next, permanents: next.permanents.map((p) => (p.id === harmonized.id ? { ...p, tapped: true } : p)) };
  }
  // Creatures tapped to convoke pay part of the total cost rather than mana (CR 702.51a, 601.2h).
  let toPay = symbols;
  if (action.choices.convoke !== undefined) {
    if (!card.abilities.some((a) => a.kind === 'keyword' && hasBehaviour([a.keyword], 'payWithCreatures')))
      invalid([...at, 'choices', 'convoke'], `${card.name} has no convoke: no creature can be tapped to pay for it (CR 702.51a)`);
    const pool = next.players.find((p) => p.id === action.controller)!.manaPool;
    const convoked = convoke(next, symbols, action.choices.convoke, action.controller, action.pay ? { pool, payment: action.choices.payment } : null, ctx);
    next = convoked.board;
    toPay = convoked.symbols;
  }
  if (action.pay && toPay.length > 0) {
    const pool = next.players.find((p) => p.id === action.controller)!.manaPool;
    const spent = payManaCost(pool, toPay, action.choices.payment);
    const base = permitted
      ? `its ${permission!.ability.keyword} cost ${permitted.mana ?? '{0}'} (CR ${permission!.rule})`
      : alternative
        ? 'its alternative cost'
        : (card.manaCost ?? '{0}');
    const convoked = action.choices.convoke?.length ? ` less what ${action.choices.convoke.join(', ')} paid by convoke (CR 702.51a)` : '';
    const cost = `${base}${kicked ? ` plus its kicker ${kickerCost(card)} (CR 702.33a)` : ''}${reduction > 0 ? ` less {${reduction}} (CR 601.2f)` : reduction < 0 ? ` plus {${-reduction}} (CR 601.2f)` : ''}${convoked}`;
    if (!spent) throw illegalAction(`${cost} with X=${x} can't be paid from ${poolPhrase(pool)}`, '601.2h');
    next = {
      ...next,
      players: next.players.map((p) =>
        p.id === action.controller ? { ...p, manaPool: Object.fromEntries(MANA_TYPES.map((t) => [t, p.manaPool[t] - spent[t]])) as typeof p.manaPool } : p,
      ),
    };
    const rules = [
      ...(permission ? [permission.rule, permitted ? '118.9' : '118.8'] : []),
      ...(kicked ? ['702.33a', '601.2f'] : []),
      ...(reduction > 0 ? ['601.2f', '118.7a'] : []),
      ...(action.choices.convoke?.length ? ['702.51a'] : []),
      '601.2h',
    ];
    ctx.events.push({
      type: 'manaSpent',
      player: action.controller,
      mana: compactMana(spent),
      cost: `${permitted ? (permitted.mana ?? '') : alternative ? '' : (card.manaCost ?? '')}${kicked ? kickerCost(card)! : ''}`,
      rules: [...new Set(rules)],
    });
  }
  // The spell keeps the id of the card it was in its graveyard (SCENARIOS.md), which has left it.
  const id = entry ? entry.id : objectIdFor(board, action.id, `${action.controller}/c`, at);
  // What paid the cost is not part of the spell (CR 601.2h); which cost was paid stays with it (118.9).
  const {
    triggered: _triggered,
    exileFromHand: _exiled,
    returnToHand: _returned,
    sacrifice: _sacrificed,
    discardFromHand: _discarded,
    exileFromGraveyard: _exiledFromGraveyard,
    harmonize: _harmonized,
    convoke: _convoked,
    modes: _modes,
    ...rest
  } = action.choices;
  // The modes chosen stay with the spell, in printed order (CR 700.2a, 700.2d).
  const choices = modes ? { ...rest, modes } : rest;
  ctx.events.push({
    type: 'cast',
    spell: id,
    card: card.name,
    controller: action.controller,
    x,
    ...(action.from ? { from: action.from } : {}),
    rules: ['601.2', ...(permission ? [permission.rule] : [])],
  });
  // Cast with a permission, the spell remembers it: flashback's cost was paid (CR 702.34a).
  const castWith = permission ? { castWith: permission.ability.keyword } : {};
  return putOnStack(next, { id, kind: 'spell', card: ref, controller: action.controller, targets, x, choices, ...castWith }, ctx, ['601.2a']);
}

/**
 * The creature tapped for harmonize (`choices.harmonize`) and its power (CR 702.180a-b): an
 * untapped creature its caster controls, else ILLEGAL_ACTION; none named, none is tapped ("up to
 * one"). Named for a spell not cast with harmonize, the choice would be ignored (INVALID_INPUT).
 */
function harmonizeCreature(view: BoardView, offered: boolean, action: CastAction, at: Path): { id: string; power: number } | null {
  const id = action.choices.harmonize;
  if (id === undefined) return null;
  if (!offered) return invalid([...at, 'choices', 'harmonize'], 'this spell is not cast with harmonize: no creature is tapped for it (CR 702.180a)');
  const permanent = view.permanent(id);
  const c = permanent ? view.characteristics(permanent) : null;
  if (!permanent || !c || !c.types.includes('Creature') || c.controller !== action.controller)
    throw illegalAction(`${id} is not a creature its caster controls: only one can be tapped for harmonize (CR 702.180a)`, '702.180a');
  if (permanent.tapped) throw illegalAction(`${id} is tapped: only an untapped creature can be tapped for harmonize (CR 702.180a)`, '702.180a');
  return { id, power: Math.max(0, c.power ?? 0) };
}

/** The generic mana of a cost (CR 107.4b). */
function genericOf(symbols: readonly ManaSymbol[]): number {
  let n = 0;
  for (const symbol of symbols) if (symbol.kind === 'generic') n += symbol.amount;
  return n;
}

/** The modes a modal spell is cast with (CR 601.2b, 700.2a): chosen in `choices.modes`, or the one legal choice; none legal, it can't be cast. */
function modesOf(view: BoardView, spell: ModalSpellAbility, card: CardDefinition, action: CastAction): number[] {
  const who = { controller: action.controller, sourceId: null, from: printedCharacteristics(card), choice: 'modes', name: card.name };
  const modes = chooseModes(view, spell.modes, action.choices.modes, who);
  if (!modes) throw illegalAction(`${card.name}: none of its modes can be chosen, as each has a target with no legal choice (CR 700.2a)`, '700.2a');
  return modes;
}

/** What a spell targets: its spell ability's targets (a modal one's, those of the modes chosen, CR 700.2c), or for an Aura what it will enchant (CR 303.4a). */
function targetSpecs(card: CardDefinition, spell: SpellAbility | ModalSpellAbility | null, modes: readonly number[] | undefined) {
  if (spell && 'modes' in spell) return chosenModes(spell.modes, modes!).targets;
  if (spell && 'targets' in spell) return spell.targets;
  if (card.subtypes.includes('Aura')) {
    const enchant = card.abilities.find((a) => a.kind === 'keyword' && a.keyword === 'enchant');
    return [{ kind: 'permanent' as const, filter: enchant && 'what' in enchant ? enchant.what : {} }];
  }
  return [];
}

export function play(board: Board, action: PlayAction, at: Path, ctx: ActionContext): Board {
  const card = cardDefinition(action.card);
  if (!card) return invalid([...at, 'card'], `no card named "${cardRefName(action.card)}" in the catalog`);
  actor(board, action.controller, at);
  if (!card.types.includes('Land')) throw illegalAction(`${card.name} is not a land: it is cast, not played`, '305.1');
  if (!atSorcerySpeed(board, action.controller)) throw illegalAction("a land is played in a main phase of its controller's turn, with an empty stack", '305.1');
  if (board.turn.landsPlayed >= 1) throw illegalAction('a player can play only one land each turn', '305.2');
  const id = objectIdFor(board, action.id, `${action.controller}/l`, at);
  ctx.events.push({ type: 'landPlayed', permanent: id, player: action.controller, rules: ['305.1', '305.2'] });
  // A land enters with what its replacement effects give it, like any permanent (CR 614.1c, 614.12).
  const entered = withWhatItEntersWith(board, enteringPermanent({ id, card: action.card, controller: action.controller, timestamp: nextTimestamp(board) }), card, action.choices, ctx);
  const { permanent } = entered;
  const { counters, ...rest } = enteredWith(entered, ['305.1']);
  ctx.events.push({ type: 'enteredBattlefield', permanent: id, ...(Object.keys(counters).length > 0 ? { counters } : {}), ...rest });
  return {
    ...entered.board,
    turn: { ...board.turn, landsPlayed: board.turn.landsPlayed + 1 },
    permanents: [...entered.board.permanents, permanent],
  };
}
