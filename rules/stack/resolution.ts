// Resolving a spell or ability (CR 608): its targets are checked again (608.2b), then its
// effects happen in the order written (608.2c), with the choices its controller makes on
// resolution (608.2d). One-shot effects change the board; effects that last are written on
// the board as `effects` entries (611.2). Everything the board does not model answers
// UNSUPPORTED before anything changes.

import {
  cardOffTheStack,
  cardThatLeft,
  graveyardInstead,
  enteringPermanent,
  exile,
  freshId,
  idTaken,
  checkNamedCount,
  namedCardsChoice,
  namedCardsToGraveyard,
  nextTimestamp,
  recordCopiedValues,
  putIntoGraveyard,
  putOnTopOfLibrary,
  returnToHand,
  spellToGraveyard,
  exiledAsItLeavesStack,
  type ActionContext,
  type Board,
  type Choices,
  type EffectSource,
  type GameEvent,
  type Permanent,
  type StackObject,
} from '../board';
import type { z } from 'zod';
import {
  article,
  cantBeCountered,
  cardDefinition,
  cardFilterPhrase,
  cardNameWords,
  cardOf,
  cardRefName,
  effectKind,
  tokenName,
  textChangeRefusal,
  hasBehaviour,
  type Amount,
  type CardFilter,
  type ThatMuch,
  CardDefinition,
  everyEffect,
  PREDEFINED_TOKEN_CARDS,
  regenerationWithLastingEffect,
  delayedTriggerWithLastingEffect,
  LASTING_EFFECT_TYPES as LASTING,
  type PredefinedToken,
  type CardNameRestriction,
  type CostPart,
  type Count,
  type CreatedEffect,
  type Duration,
  type Effect,
  type Filter,
  type ObjectRef,
  type Players,
  type Resolution,
  type TargetSpec,
  type TokenSpec,
} from '../cards';
import {
  cardSource,
  counterEffectFor,
  countersToPut,
  createDelayedTrigger,
  dealDamage,
  permanentSource,
  regenerateInstead,
  regenerationShield,
  removeCounterInstead,
  type DamageSource,
} from '../game';
import { compactMana, illegalAction, MANA_TYPES, parseManaCost, payManaCost, poolPhrase, RulesError, unsupported, withX, countersOf, type ChoiceOption } from '../core';
import { abilitiesNow, controllerOf, graveyardCard as graveyardCardIn, isLegalTarget, matches, offBattlefieldCharacteristics, payableSymbols, viewOf, type Matchable } from '../state';
import { withWhatItEntersWith } from './entering';
import { chosenCardName } from './card-name';

export type ResolutionChoices = Omit<Choices, 'triggered'> & { sacrifice?: string[]; may?: boolean };

/** A spell or ability as it resolves. */
export interface Resolving {
  item: StackObject;
  card: CardDefinition;
  /** The source permanent on the battlefield, if any (an ability's source, or nothing for a spell). */
  source: Permanent | null;
  /** The source's id, on the battlefield or not; the spell's own id for a spell. */
  sourceId: string;
  ability: { targets: TargetSpec[]; effects: Effect[] };
  /** The choices of its controller: made as it was put on the stack, and on resolution (CR 608.2d). */
  choices: ResolutionChoices;
  /** Which targets are still legal, by position (CR 608.2b). */
  legal: boolean[];
  /** Where its choices are inside the action's `choices`: '' for a spell's or an activated ability's, `triggered.<source>.` for a triggered ability's. */
  choicePrefix: string;
}

/** Checks targets again as it resolves; false when every target is illegal, so it doesn't resolve (CR 608.2b). */
export function checkTargets(board: Board, resolving: Resolving): boolean {
  const view = viewOf(board);
  const specs = resolving.ability.targets;
  const from = damageSourceOf(board, resolving);
  resolving.legal = resolving.item.targets.map((id, index) =>
    isLegalTarget(view, specs[index]!, id, resolving.item.controller, resolving.source?.id ?? null, from, resolving.item.triggeredBy?.player),
  );
  return resolving.item.targets.length === 0 || resolving.legal.some(Boolean);
}

function targetOf(resolving: Resolving, ref: ObjectRef): string | null {
  if (ref === 'self') return resolving.source?.id ?? null;
  if (ref === 'enchanted' || ref === 'equipped') return resolving.source?.attachedTo ?? null;
  // What made it trigger: a permanent, or the spell or ability that targeted it (ward, CR 702.21a).
  if (ref === 'triggering') return resolving.item.triggeredBy?.permanent ?? resolving.item.triggeredBy?.object ?? null;
  // An illegal target isn't affected (CR 608.2b).
  return resolving.legal[ref.target] ? (resolving.item.targets[ref.target] ?? null) : null;
}

/** The spell, or the ability's source, as it is now or last existed: what deals its damage, and what protection looks at in it (CR 702.16b, 702.16e). */
function damageSourceOf(board: Board, resolving: Resolving): DamageSource {
  if (resolving.item.kind === 'spell') return cardSource(resolving.card, resolving.item.controller, resolving.item.id);
  const view = viewOf(board);
  const permanent = resolving.source ? view.permanent(resolving.source.id) : undefined;
  // A source that left uses its last known information (CR 702.2e, 702.15c).
  return permanent ? permanentSource(view, permanent) : cardSource(resolving.card, resolving.item.controller);
}

/** Does what the spell or ability says, effect by effect in the order written (CR 608.2c), each by its kind (cards/effects). */
export function performEffects(board: Board, resolving: Resolving, ctx: ActionContext): Board {
  const resolution = new Resolver(board, resolving, ctx);
  for (const effect of resolving.ability.effects) effectKind(effect).resolve(effect, resolution);
  return resolution.board;
}

/** The operations a resolving spell or ability has (cards/effects/kind.ts), on the board as it changes. */
class Resolver implements Resolution {
  readonly controller: string;
  readonly cardName: string;
  readonly choices: ResolutionChoices;

  constructor(
    public board: Board,
    private readonly resolving: Resolving,
    private readonly ctx: ActionContext,
  ) {
    this.controller = resolving.item.controller;
    this.cardName = resolving.card.name;
    this.choices = resolving.choices;
  }

  /** Kicked as it was cast (CR 702.33d): read from the spell on the stack, never from choices made as it resolves. */
  get kicked(): boolean {
    return this.resolving.item.kind === 'spell' && this.resolving.item.choices.kicked === true;
  }

  object(ref: ObjectRef): string | null {
    const id = targetOf(this.resolving, ref);
    return id !== null && this.exists(id) ? id : null;
  }

  exists(id: string): boolean {
    const view = viewOf(this.board);
    return view.permanent(id) !== undefined || view.player(id) !== undefined || this.board.stack.some((item) => item.id === id);
  }

  players(players: Players): string[] {
    const inGame = this.board.players.filter((p) => !p.lost);
    if (players === 'you') return [this.controller];
    if (players === 'eachOpponent') return inGame.filter((p) => p.id !== this.controller).map((p) => p.id);
    if (players === 'eachPlayer') {
      // In turn order, starting with the active player (CR 101.4).
      const active = Math.max(
        0,
        inGame.findIndex((p) => p.id === this.board.turn.activePlayer),
      );
      return [...inGame.slice(active), ...inGame.slice(0, active)].map((p) => p.id);
    }
    const { triggeredBy } = this.resolving.item;
    let id: string | null | undefined;
    if (players === 'triggeringPlayer') id = triggeredBy?.player;
    else if (players === 'triggeringController') {
      const view = viewOf(this.board);
      const permanent = triggeredBy?.permanent ? view.permanent(triggeredBy.permanent) : undefined;
      id = permanent ? controllerOf(view, permanent) : undefined;
    } else id = this.object(players);
    return id && inGame.some((p) => p.id === id) ? [id] : [];
  }

  matching(filter: Filter): string[] {
    const view = viewOf(this.board);
    const effect = { controller: this.controller, source: this.resolving.source };
    return this.board.permanents.filter((p) => matches(filter, view.matchable(p), effect)).map((p) => p.id);
  }

  choosePermanent(filter: Filter): string | null {
    const candidates = this.matching(filter);
    const chosen = this.resolving.choices.permanent;
    const key = `${this.resolving.choicePrefix}permanent`;
    if (candidates.length === 0) return null;
    if (chosen === undefined && candidates.length > 1)
      throw new RulesError('CHOICE_REQUIRED', `choose the permanent ${this.cardName}'s effect acts on as it resolves (CR 608.2d)`, { choice: key, options: candidates });
    const id = chosen ?? candidates[0]!;
    if (!candidates.includes(id)) throw illegalAction(`${id} can't be chosen for ${this.cardName}'s effect: choose one of ${candidates.join(', ')} (CR 608.2d)`, '608.2d');
    this.ctx.events.push({ type: 'permanentChosen', player: this.controller, permanent: id, rules: ['608.2d'] });
    return id;
  }

  count(count: z.infer<typeof Count>): number {
    return countFor(this.board, this.resolving, count);
  }

  amount(amount: Amount | ThatMuch): number {
    if (typeof amount === 'number') return amount;
    // "That much": the amount of the event that made the ability trigger (CR 603.2).
    if ('thatMuch' in amount) return this.resolving.item.triggeredBy?.amount ?? 0;
    return 'x' in amount ? this.resolving.item.x : this.count(amount.count);
  }

  dealDamage(to: string, amount: number): void {
    this.board = dealDamage(this.board, damageSourceOf(this.board, this.resolving), to, amount, false, this.ctx.events);
  }

  gainLife(player: string, amount: number): void {
    const cantGain = viewOf(this.board)
      .activeEffects()
      .find(({ effect: e }) => e.type === 'cantGainLife');
    if (cantGain) {
      this.ctx.events.push({ type: 'lifeGainPrevented', player, amount, by: cantGain.label, rules: ['119.7'] });
      return;
    }
    this.ctx.events.push({ type: 'lifeGained', player, amount, rules: ['119.3'] });
    this.board = updatePlayer(this.board, player, (p) => ({ ...p, life: p.life + amount }));
  }

  loseLife(player: string, amount: number): void {
    if (amount <= 0 || !this.board.players.some((p) => p.id === player)) return;
    this.ctx.events.push({ type: 'lifeLost', player, amount, rules: ['119.3'] });
    this.board = updatePlayer(this.board, player, (p) => ({ ...p, life: p.life - amount }));
  }

  draw(player: string): void {
    this.board = draw(this.board, player, this.ctx);
  }

  mayShuffle(player: string): void {
    const choice = this.choices.shuffle;
    if (choice === undefined)
      this.choiceRequired(`choose whether ${player} shuffles their library as ${this.cardName} resolves (CR 701.24a, 608.2d)`, `${this.resolving.choicePrefix}shuffle`, [true, false]);
    if (choice) this.ctx.events.push({ type: 'libraryShuffled', player, rules: ['701.24a', '608.2d'] });
  }

  scry(player: string, amount: number): void {
    // Looking at and reordering the top cards of a library of unnamed cards changes nothing the board holds (CR 701.22a); scry 0 is no scry event (701.22b).
    if (amount <= 0 || !this.board.players.some((p) => p.id === player)) return;
    this.ctx.events.push({ type: 'scried', player, amount, rules: ['701.22a'] });
  }

  mill(player: string, amount: number): void {
    const library = this.board.players.find((p) => p.id === player)?.library ?? 0;
    // As many as possible (CR 701.17b); none milled, nothing happens.
    const count = Math.min(amount, library);
    if (count <= 0) return;
    const key = `${this.resolving.choicePrefix}milled.${player}`;
    const named = namedCardsChoice(this.resolving.choices.milled?.[player], key, `the ${count} card(s) ${player} mills from the top of their library`);
    checkNamedCount(named, { exactly: count }, `${player} mills ${count} (their library holds ${library})`, amount > library ? '701.17b' : '701.17a');
    const moved = namedCardsToGraveyard(this.board, player, 'library', named, key, 'milled', this.ctx.events);
    this.ctx.events.push({ type: 'milled', player, cards: moved.cards, rules: ['701.17a', ...(amount > library ? ['701.17b'] : [])] });
    this.board = moved.board;
  }

  surveil(player: string, amount: number): void {
    const library = this.board.players.find((p) => p.id === player)?.library ?? 0;
    const looked = Math.min(amount, library);
    const key = `${this.resolving.choicePrefix}surveil`;
    // With no card to look at there is nothing to choose; it still surveiled (CR 701.25d).
    const named =
      looked === 0 ? [] : namedCardsChoice(this.resolving.choices.surveil, key, `the cards ${player} puts into their graveyard of the top ${looked} of their library (none: [])`);
    checkNamedCount(named, { atMost: looked }, `${player} surveils ${amount} (their library holds ${library})`, '701.25a');
    const moved = namedCardsToGraveyard(this.board, player, 'library', named, key, 'surveilled', this.ctx.events);
    this.ctx.events.push({ type: 'surveilled', player, amount, cards: moved.cards, rules: ['701.25a'] });
    this.board = moved.board;
  }

  discard(player: string, amount: number): void {
    const hand = this.board.players.find((p) => p.id === player)?.hand ?? 0;
    const count = Math.min(amount, hand);
    if (count <= 0) return;
    const key = `${this.resolving.choicePrefix}discarded.${player}`;
    const named = namedCardsChoice(this.resolving.choices.discarded?.[player], key, `the ${count} card(s) ${player} discards`);
    checkNamedCount(named, { exactly: count }, `${player} discards ${count} (their hand holds ${hand})`, '701.9a');
    const moved = namedCardsToGraveyard(this.board, player, 'hand', named, key, 'discarded', this.ctx.events);
    this.ctx.events.push({ type: 'discarded', player, count, cards: moved.cards, rules: ['701.9a', '701.9b'] });
    this.board = moved.board;
  }

  discardChosen(player: string, filter: CardFilter): void {
    const hand = this.board.players.find((p) => p.id === player)?.hand ?? 0;
    // An empty hand reveals nothing to choose (CR 701.20a).
    if (hand === 0) return;
    const key = `${this.resolving.choicePrefix}discarded.${player}`;
    const named = namedCardsChoice(
      this.resolving.choices.discarded?.[player],
      key,
      `the ${cardFilterPhrase(filter)} ${this.controller} chooses from ${player}'s revealed hand ([] when it holds none)`,
    );
    checkNamedCount(named, { atMost: 1 }, `${this.controller} chooses one card of ${player}'s hand`, '701.9b');
    for (const entry of named) {
      const card = cardDefinition(entry.card);
      if (!card) continue;
      const inHand = offBattlefieldCharacteristics(viewOf(this.board), { id: `${player}/hand`, zone: 'hand', card, controller: player, x: 0 });
      const matchable: Matchable = { ...inHand, permanent: enteringPermanent({ id: `${player}/hand`, card: entry.card, controller: player, timestamp: 0 }) };
      if (!matches(filter, matchable, { controller: this.controller, source: null }))
        throw illegalAction(`${card.name} is not a ${cardFilterPhrase(filter)}: only a card with that quality may be chosen (CR 701.9b)`, '701.9b');
    }
    this.ctx.events.push({ type: 'handRevealed', player, rules: ['701.20a'] });
    if (named.length === 0) return;
    const moved = namedCardsToGraveyard(this.board, player, 'hand', named, key, 'discarded', this.ctx.events);
    this.ctx.events.push({ type: 'discarded', player, count: moved.cards.length, cards: moved.cards, rules: ['701.9a', '701.9b'] });
    this.board = moved.board;
  }

  lookAtTop(player: string, amount: number, toHand: number): void {
    const library = this.board.players.find((p) => p.id === player)?.library ?? 0;
    const looked = Math.min(amount, library);
    const taken = Math.min(toHand, looked);
    this.ctx.events.push({ type: 'lookedAtLibrary', player, amount: looked, toHand: taken, rules: ['608.2c'] });
    if (taken > 0) this.board = updatePlayer(this.board, player, (p) => ({ ...p, library: p.library - taken, hand: p.hand + taken }));
  }

  putFromHandOnLibrary(player: string, amount: number): void {
    const hand = this.board.players.find((p) => p.id === player)?.hand ?? 0;
    const count = Math.min(amount, hand);
    if (count <= 0) return;
    this.ctx.events.push({ type: 'putOnLibrary', player, count, rules: ['608.2c'] });
    this.board = updatePlayer(this.board, player, (p) => ({ ...p, hand: p.hand - count, library: p.library + count }));
  }

  graveyardCard(ref: { target: number }): string | null {
    const id = targetOf(this.resolving, ref);
    return id !== null && graveyardCardIn(viewOf(this.board), id) !== null ? id : null;
  }

  sourceInGraveyard(): string | null {
    const id = this.resolving.sourceId;
    return this.resolving.source === null && graveyardCardIn(viewOf(this.board), id) !== null ? id : null;
  }

  cardToHand(card: string): void {
    const left = leaveGraveyard(this.board, card);
    if (!left) return;
    this.ctx.events.push({ type: 'cardMoved', object: card, card: left.card, player: left.owner, from: 'graveyard', to: 'hand', rules: ['400.7'] });
    this.board = updatePlayer(left.board, left.owner, (p) => ({ ...p, hand: p.hand + 1 }));
  }

  cardToExile(card: string): void {
    const left = leaveGraveyard(this.board, card);
    if (!left) return;
    this.ctx.events.push({ type: 'cardMoved', object: card, card: left.card, player: left.owner, from: 'graveyard', to: 'exile', rules: ['406.3', '400.7'] });
    this.board = updatePlayer(left.board, left.owner, (p) => ({ ...p, exile: [...p.exile, { id: card, card: left.card }] }));
  }

  cardOntoBattlefield(card: string, { tapped, underYourControl, withCounter }: { tapped: boolean; underYourControl: boolean; withCounter?: { counter: string; amount: number } }): void {
    const found = graveyardCardIn(viewOf(this.board), card);
    if (!found) return;
    const definition = cardOf(found.card);
    // An instant or sorcery card that would enter the battlefield stays in its zone (CR 400.4a).
    if (!PERMANENT_TYPES.some((type) => definition.types.includes(type))) return;
    // An Aura put onto the battlefield other than by resolving: its controller chooses what it enchants (CR 303.4f), which the engine doesn't model.
    if (definition.subtypes.includes('Aura')) throw unsupported(`${this.cardName}: putting an Aura onto the battlefield from a graveyard (CR 303.4f) is not carried out yet`);
    const left = leaveGraveyard(this.board, card)!;
    const controller = underYourControl ? this.controller : left.owner;
    this.ctx.events.push({ type: 'cardMoved', object: card, card: left.card, player: left.owner, from: 'graveyard', to: 'battlefield', rules: ['400.7'] });
    const entering = { ...enteringPermanent({ id: card, card: left.card, controller, timestamp: nextTimestamp(left.board) }), owner: left.owner };
    const entered = withWhatItEntersWith(left.board, entering, definition, this.resolving.choices, this.ctx, withCounter);
    const permanent = { ...entered.permanent, tapped: tapped || entered.tapped };
    const rules = ['400.7', ...(underYourControl ? ['110.2'] : []), ...(tapped ? ['110.5b'] : []), ...(entered.tapped ? ['614.1c'] : [])];
    const counters = Object.keys(entered.counters).length > 0 ? { counters: entered.counters } : {};
    this.ctx.events.push({ type: 'enteredBattlefield', permanent: card, ...counters, ...(permanent.tapped ? { tapped: true as const } : {}), rules });
    this.board = { ...entered.board, permanents: [...entered.board.permanents, permanent] };
  }

  searchLibraryOntoBattlefield(filter: CardFilter, tapped: boolean): string | null {
    const found = searchLibrary(this.board, this.resolving, filter, tapped, this.ctx);
    this.board = found.board;
    return found.permanent;
  }

  setTapped(permanent: string, tapped: boolean): void {
    // Only an untapped permanent can be tapped, only a tapped one untapped (CR 701.26a-b).
    const now = viewOf(this.board).permanent(permanent);
    if (now === undefined || now.tapped === tapped) return;
    // A stun counter's replacement effect: instead of untapping, one is removed (CR 122.1d).
    const stun = tapped ? null : counterEffectFor(now, 'untapped');
    if (stun) {
      this.board = removeCounterInstead(this.board, permanent, stun, this.ctx.events, ['608.2c']);
      return;
    }
    this.ctx.events.push(tapped ? { type: 'tapped', permanent, rules: ['608.2c'] } : { type: 'untapped', permanent, rules: ['608.2c'] });
    this.board = updatePermanent(this.board, permanent, (p) => ({ ...p, tapped }));
  }

  putCounters(permanent: string, counter: string, amount: number): void {
    const view = viewOf(this.board);
    const target = view.permanent(permanent);
    if (!target) return;
    const put = countersToPut(view, target, counter, amount, this.ctx);
    this.ctx.events.push({ type: 'countersPut', permanent, counter, amount: put, total: countersOf(target.counters, counter) + put, rules: ['122.6'] });
    this.board = updatePermanent(this.board, permanent, (p) => ({ ...p, counters: { ...p.counters, [counter]: countersOf(p.counters, counter) + put } }));
  }

  createToken(token: z.infer<typeof TokenSpec>): void {
    this.board = createToken(this.board, this.resolving, token, this.ctx);
  }

  createPredefinedToken(token: PredefinedToken, tapped: boolean): void {
    // Its characteristics are the predefined ones (CR 111.10), written as a card.
    this.board = createTokenOf(this.board, this.resolving, CardDefinition.parse(PREDEFINED_TOKEN_CARDS[token]), this.ctx, ['111.2', '111.10'], tapped);
  }

  attachSourceTo(permanent: string): void {
    const view = viewOf(this.board);
    const source = this.resolving.source && view.permanent(this.resolving.source.id);
    // An Equipment that isn't on the battlefield, or a target that isn't, stays as it is (CR 701.3b).
    // (Its target with protection from it was illegal already, 702.16b, 608.2b.)
    if (!source || !view.permanent(permanent) || source.attachedTo === permanent) return;
    this.ctx.events.push({ type: 'attached', permanent: source.id, to: permanent, rules: ['701.3a', '613.7e'] });
    this.board = updatePermanent(this.board, source.id, (p) => ({ ...p, attachedTo: permanent, attachedAt: nextTimestamp(this.board) }));
  }

  exile(permanent: string): void {
    if (!viewOf(this.board).permanent(permanent)) return;
    this.ctx.events.push({ type: 'exiled', permanent, rules: ['406.2', '608.2c'] });
    this.board = exile(this.board, permanent, this.ctx.events);
  }

  exileReturnTransformed(): void {
    const source = this.resolving.source && viewOf(this.board).permanent(this.resolving.source.id);
    // A source no longer on the battlefield isn't exiled, and nothing returns (CR 400.7).
    if (!source) return;
    // Only a double-faced card can enter transformed: a token or a card without a back face stays in exile (CR 712.14a).
    const back = source.token ? undefined : cardOf(source.card).backFace?.name;
    this.exile(source.id);
    const owner = this.board.players.find((p) => p.id === source.owner);
    const exiled = owner?.exile.find((entry) => entry.id === source.id);
    if (back === undefined || !owner || !exiled) return;
    const definition = cardDefinition(back);
    if (!definition) throw unsupported(`${this.cardName}: the back face "${back}" of ${cardRefName(source.card)} is not in the card pool`);
    const board = updatePlayer(this.board, owner.id, (p) => ({ ...p, exile: p.exile.filter((entry) => entry !== exiled) }));
    this.ctx.events.push({ type: 'cardMoved', object: source.id, card: back, player: owner.id, from: 'exile', to: 'battlefield', rules: ['712.14a', '400.7'] });
    const entering = { ...enteringPermanent({ id: source.id, card: back, controller: this.controller, timestamp: nextTimestamp(board) }), owner: owner.id };
    const entered = withWhatItEntersWith(board, entering, definition, this.resolving.choices, this.ctx);
    const counters = Object.keys(entered.counters).length > 0 ? { counters: entered.counters } : {};
    this.ctx.events.push({
      type: 'enteredBattlefield',
      permanent: source.id,
      ...counters,
      ...(entered.tapped ? { tapped: true as const } : {}),
      rules: ['712.14a', '400.7', '110.2', ...(entered.tapped ? ['614.1c'] : [])],
    });
    this.board = { ...entered.board, permanents: [...entered.board.permanents, entered.permanent] };
  }

  destroy(permanents: readonly string[], { regenerable }: { regenerable: boolean }): void {
    const view = viewOf(this.board);
    const destroyed: string[] = [];
    for (const id of permanents) {
      const permanent = view.permanent(id);
      if (!permanent) continue;
      const shield = counterEffectFor(permanent, 'destroyed');
      // A regeneration shield (CR 701.19a, 614.8); "can't be regenerated" keeps it from applying (701.19c).
      const regeneration = regenerable ? regenerationShield(this.board, id) : undefined;
      if (hasBehaviour(view.characteristics(permanent).keywords, 'notDestroyed'))
        this.ctx.events.push({ type: 'notDestroyed', permanent: id, reason: 'it has indestructible', rules: ['702.12b'] });
      // Two replacement effects apply to one event: its controller chooses the order (CR 616.1), which the engine does not ask yet.
      else if (shield && regeneration)
        throw unsupported(`${id} has a shield counter and a regeneration shield: choosing which replacement effect applies (CR 616.1) is not carried out yet`);
      else if (regeneration) this.board = regenerateInstead(this.board, id, regeneration, this.ctx.events, ['701.8a', '608.2c']);
      // Its shield counters' replacement effect: instead, one is removed (CR 122.1c).
      else if (shield) {
        this.ctx.events.push({ type: 'notDestroyed', permanent: id, reason: `a ${shield.counter} counter was removed from it instead`, rules: [...shield.rules] });
        this.board = removeCounterInstead(this.board, id, shield, this.ctx.events);
      } else destroyed.push(id);
    }
    // Destroyed at once (CR 701.8a): each to its owner's graveyard; a token ceases to exist (111.7, 704.5d).
    for (const id of destroyed) {
      this.ctx.events.push({ type: 'destroyed', permanent: id, rules: ['701.8a', '608.2c'] });
      this.board = putIntoGraveyard(this.board, id, this.ctx.events, abilitiesNow(view, view.permanent(id)!));
    }
  }

  regenerate(permanents: readonly string[]): void {
    // A regeneration shield on each permanent still on the battlefield (CR 701.19a), written as an
    // `effects` entry naming it in `targets`, until used or the cleanup step (514.2). A spell's
    // entry names its card (no `ability`); an ability's names its source, or that source's card
    // once it has left the battlefield (sacrificed to pay the cost, 608.2h).
    const { item } = this.resolving;
    if (regenerationWithLastingEffect(this.resolving.ability.effects))
      throw unsupported(`${this.cardName}: a regeneration shield with another effect that lasts, in one ability, is not carried out yet`);
    const view = viewOf(this.board);
    permanents.forEach((permanent, index) => {
      if (!view.permanent(permanent)) return;
      const entryId = index === 0 ? `${item.id}/r` : `${item.id}/r${index + 1}`;
      if (this.board.effects.some((e) => e.id === entryId)) return;
      this.ctx.events.push({ type: 'effectCreated', effect: entryId, permanent, duration: 'endOfTurn', rules: ['701.19a', '614.8', '611.2'] });
      this.board = {
        ...this.board,
        effects: [
          ...this.board.effects,
          {
            id: entryId,
            source: item.kind === 'spell' ? { card: item.card! } : entrySource(this.board, item.source!),
            ...(item.kind === 'ability' ? { ability: item.ability! } : {}),
            controller: item.controller,
            targets: [permanent],
            choices: modesOfEntry(item),
            timestamp: nextTimestamp(this.board),
            duration: 'endOfTurn',
          },
        ],
      };
    });
  }

  createDelayedTrigger(): void {
    // A delayed triggered ability (CR 603.7a), written as an `effects` entry of the ability that holds it, lasting until it
    // triggers (603.7b): a spell's names its card and the spell ability (its part of the card) holding it, 603.7d; an
    // ability's names that ability and its source, or that source's card once it has left the battlefield (603.7e, 608.2h).
    const { item, card } = this.resolving;
    const index = item.kind === 'spell' ? delayedSpellPart(card) : item.ability!;
    const holder = card.abilities[index];
    const effects = holder && 'effects' in holder ? holder.effects : [];
    if (delayedTriggerWithLastingEffect(effects) || (item.kind === 'spell' && index === card.abilities.findIndex((a) => a.kind === 'spell') && spellPartsWithLastingEffect(card)))
      throw unsupported(`${this.cardName}: a delayed triggered ability with another effect that lasts (CR 603.7, 611.2), in one ability, is not carried out yet`);
    const source = item.kind === 'spell' ? { card: item.card! } : entrySource(this.board, item.source!);
    const origin = { id: `${item.id}/d`, source, ability: index, controller: item.controller, rule: item.kind === 'spell' ? ('603.7d' as const) : ('603.7e' as const) };
    this.board = createDelayedTrigger(this.board, origin, this.ctx.events);
  }

  lookAtTopCard(player: string): void {
    const library = this.board.players.find((p) => p.id === player)?.library ?? 0;
    // Looking changes nothing a library of unnamed cards holds (SCENARIOS.md); an empty one shows nothing.
    this.ctx.events.push({ type: 'lookedAt', player: this.controller, of: player, zone: 'library', amount: Math.min(1, library), rules: ['608.2c'] });
  }

  lookAtRandomCardInHand(player: string): void {
    const hand = this.board.players.find((p) => p.id === player)?.hand ?? 0;
    // Which card is no one's to name (a hand is a count of unnamed cards) and looking changes nothing; an empty hand shows nothing.
    this.ctx.events.push({ type: 'lookedAt', player: this.controller, of: player, zone: 'hand', amount: Math.min(1, hand), rules: ['608.2c'] });
  }

  putOnTopOfLibrary(permanent: string): void {
    if (!this.board.permanents.some((p) => p.id === permanent)) return;
    this.board = putOnTopOfLibrary(this.board, permanent, this.ctx.events);
  }

  returnToHand(permanents: readonly string[]): void {
    for (const id of permanents) {
      const permanent = this.board.permanents.find((p) => p.id === id);
      if (!permanent) continue;
      this.ctx.events.push({ type: 'returnedToHand', permanent: id, player: permanent.owner, rules: ['400.7', '608.2c', ...(permanent.token ? ['111.8'] : [])] });
      this.board = returnToHand(this.board, id, this.ctx.events);
    }
  }

  counter(object: string, unless: string | undefined, exileInstead: boolean): void {
    const item = this.board.stack.find((s) => s.id === object);
    if (!item) return;
    if (item.kind === 'spell' && cantBeCountered(cardOf(item.card!))) {
      this.ctx.events.push({ type: 'notCountered', object, by: this.resolving.item.id, reason: "it can't be countered", rules: ['101.2', '113.6g'] });
      return;
    }
    if (unless !== undefined && this.paysToAvoidCounter(item, unless)) return;
    this.ctx.events.push({ type: 'countered', object, reason: `countered by ${this.cardName}`, rules: ['701.6a'] });
    const stack = this.board.stack.filter((s) => s.id !== object);
    // A countered spell goes to the graveyard, or where its own replacement effect puts it instead (CR 701.6a, 614.1a; the stack
    // names its controller, taken as its owner); an ability just leaves the stack.
    const left = { ...this.board, stack };
    if (item.kind !== 'spell') this.board = left;
    else if (exileInstead) this.board = exileCountered(left, item, this.cardName, this.ctx.events);
    else this.board = spellToGraveyard(left, item, this.ctx.events);
  }

  /**
   * "Unless its controller pays {3}" (CR 118.12): the countered spell's controller chooses on
   * resolution, in `choices.mode`: `pay` (from their mana pool, `choices.payment` naming the mana
   * when it matters, CR 601.2h) or `decline`.
   */
  private paysToAvoidCounter(item: StackObject, cost: string): boolean {
    const mode = this.choices.mode;
    if (mode !== 'pay' && mode !== 'decline')
      throw new RulesError('CHOICE_REQUIRED', `${item.controller} chooses whether to pay ${cost} for ${item.id}: "pay" or "decline" as this resolves (CR 118.12, 608.2d)`, {
        choice: `${this.resolving.choicePrefix}mode`,
        options: ['pay', 'decline'],
      });
    if (mode === 'decline') return false;
    const player = this.board.players.find((p) => p.id === item.controller)!;
    const spent = payManaCost(player.manaPool, payableSymbols(viewOf(this.board), withX(parseManaCost(cost)!, this.resolving.item.x)), this.choices.payment);
    if (!spent) throw illegalAction(`${item.controller} can't pay ${cost} from ${poolPhrase(player.manaPool)}`, '118.3');
    this.ctx.events.push({ type: 'manaSpent', player: player.id, mana: compactMana(spent), cost, rules: ['118.12', '601.2h'] });
    this.board = updatePlayer(this.board, player.id, (p) => ({ ...p, manaPool: Object.fromEntries(MANA_TYPES.map((t) => [t, p.manaPool[t] - spent[t]])) as typeof p.manaPool }));
    return true;
  }

  sacrifice(permanent: string, unless: CostPart | undefined): void {
    this.board = sacrifice(this.board, this.resolving, permanent, unless, this.ctx);
  }

  escaped(permanent: string): boolean {
    return this.board.permanents.find((p) => p.id === permanent)?.escaped === true;
  }

  createEffect(created: z.infer<typeof CreatedEffect>, duration: Duration): void {
    this.board = createEffect(this.board, this.resolving, created, duration, this.ctx);
  }

  becomeCopy(of: string): void {
    // A copy effect that lasts indefinitely (CR 707.4, 611.2), an `effects` entry naming what it copies; what already copied
    // its source keeps the values it copied (707.2b).
    const { item } = this.resolving;
    if (item.kind !== 'ability' || typeof item.source !== 'string') return;
    const id = `${item.id}/e`;
    const board = recordCopiedValues(this.board, [item.source]);
    this.ctx.events.push({ type: 'effectCreated', effect: id, duration: 'permanent', rules: ['707.4', '611.2', '613.2a'] });
    this.board = {
      ...board,
      effects: [
        ...board.effects,
        { id, source: item.source, ability: item.ability!, controller: item.controller, targets: [of], choices: {}, timestamp: nextTimestamp(board), duration: 'permanent' },
      ],
    };
  }

  becomeLevel(level: number): void {
    // The level is its source's, a designation of the permanent (CR 716.2a-b); gone from the battlefield, nothing gets it (400.7).
    const { item } = this.resolving;
    if (item.kind !== 'ability' || typeof item.source !== 'string') return;
    const source = viewOf(this.board).permanent(item.source);
    if (!source || source.classLevel === level) return;
    this.ctx.events.push({ type: 'levelBecame', permanent: source.id, level, rules: ['716.2a'] });
    this.board = updatePermanent(this.board, source.id, (p) => ({ ...p, classLevel: level }));
  }

  skipNextUntap(permanent: string): void {
    // Recorded as an effect on the permanent, an `effects` entry naming it in `targets`, so a stored
    // board carries it; its controller's next untap step uses it up (CR 502.3, 611.2a). A spell's
    // entry names its card (SCENARIOS.md, effects: no `ability`); an ability's names its source, or
    // that source's card once it has left the battlefield (sacrificed to pay the cost, 608.2h).
    const { item } = this.resolving;
    if (!viewOf(this.board).permanent(permanent)) return;
    const entryId = `${item.id}/e`;
    if (this.board.effects.some((e) => e.id === entryId)) return;
    this.ctx.events.push({ type: 'effectCreated', effect: entryId, permanent, rules: ['502.3', '611.2'] });
    this.board = {
      ...this.board,
      effects: [
        ...this.board.effects,
        {
          id: entryId,
          source: item.kind === 'spell' ? { card: item.card! } : entrySource(this.board, item.source!),
          ...(item.kind === 'ability' ? { ability: item.ability! } : {}),
          controller: item.controller,
          targets: [permanent],
          choices: modesOfEntry(item),
          timestamp: nextTimestamp(this.board),
          duration: 'permanent',
        },
      ],
    };
  }

  chooseCardName(restriction: CardNameRestriction | undefined): void {
    const value = this.choices.cardName;
    if (value === undefined) this.choiceRequired(`choose ${article(cardNameWords(restriction))} for ${this.cardName} (CR 201.4, 608.2d)`, 'cardName');
    const name = chosenCardName(value, restriction, this.cardName);
    const source = this.resolving.source && viewOf(this.board).permanent(this.resolving.source.id) ? this.resolving.source.id : null;
    this.ctx.events.push({ type: 'cardNameChosen', player: this.controller, permanent: source, name, rules: ['201.4', '607.2'] });
    if (source !== null) this.board = updatePermanent(this.board, source, (p) => ({ ...p, chosen: { ...p.chosen, cardName: name } }));
  }

  choiceRequired(message: string, choice: string, options?: ChoiceOption[]): never {
    throw new RulesError('CHOICE_REQUIRED', message, options ? { choice, options } : { choice });
  }
}

/**
 * "If that spell is countered this way, exile it instead of putting it into its owner's
 * graveyard" (CR 614.1a): the countered spell's card goes to its owner's exile, as the card it is
 * off the stack (715.4, 720.4; the stack names its controller, taken as its owner). A card with
 * its own replacement effect for going to a graveyard would make its owner order the two (616.1),
 * which is not carried out.
 */
function exileCountered(board: Board, item: StackObject, by: string, events: GameEvent[]): Board {
  // Cast with flashback, it is exiled whichever replacement applies first (CR 702.34a, 616.1).
  const exiled = exiledAsItLeavesStack(board, item, events);
  if (exiled) return exiled;
  const card = cardOffTheStack(item.card!);
  if (graveyardInstead(cardOf(card).abilities) === 'library')
    throw unsupported(`${by}: ${cardRefName(card)} has its own replacement effect for where it goes (CR 616.1): ordering the two is not carried out yet`);
  events.push({ type: 'exiledInstead', object: item.id, card, player: item.controller, rules: ['614.1a', '701.6a'] });
  return { ...board, players: board.players.map((p) => (p.id === item.controller ? { ...p, exile: [...p.exile, { id: item.id, card }] } : p)) };
}

function updatePermanent(board: Board, id: string, change: (permanent: Permanent) => Permanent): Board {
  return { ...board, permanents: board.permanents.map((p) => (p.id === id ? change({ ...p }) : p)) };
}

/** A card taken out of its owner's graveyard (CR 400.7), or null when it isn't in one. */
function leaveGraveyard(board: Board, id: string): { board: Board; owner: string; card: Permanent['card'] } | null {
  const owner = board.players.find((p) => p.graveyard.some((entry) => entry.id === id));
  if (!owner) return null;
  const entry = owner.graveyard.find((e) => e.id === id)!;
  return { board: updatePlayer(board, owner.id, (p) => ({ ...p, graveyard: p.graveyard.filter((e) => e.id !== id) })), owner: owner.id, card: entry.card };
}

function updatePlayer(board: Board, id: string, change: (player: Board['players'][number]) => Board['players'][number]): Board {
  return { ...board, players: board.players.map((p) => (p.id === id ? change({ ...p }) : p)) };
}

/** Drawing a card (CR 121): one from the library to the hand; from an empty library, the player will lose (704.5b). */
export function draw(board: Board, playerId: string, ctx: ActionContext): Board {
  const player = board.players.find((p) => p.id === playerId)!;
  if (player.library === 0) {
    ctx.emptyDraws.push(playerId);
    ctx.events.push({ type: 'drewFromEmptyLibrary', player: playerId, rules: ['121.4', '704.5b'] });
    return board;
  }
  ctx.events.push({ type: 'drew', player: playerId, rules: ['121.1'] });
  return updatePlayer(board, playerId, (p) => ({ ...p, library: p.library - 1, hand: p.hand + 1 }));
}

/**
 * "Search your library for a Plains or Island card, put it onto the battlefield, then shuffle"
 * (CR 701.23a). The library is a count of unnamed cards (SCENARIOS.md), so the card found is the
 * one its controller names in the `search` choice (`{ card, id }`), or none (null): a search for a
 * card with a stated quality may find nothing (701.23b), and an empty library has no card to find.
 * The card named must have that quality as it is in the library (its printed characteristics,
 * its characteristic-defining abilities and the effects that reach cards there, 109.3, 604.3).
 * It leaves the library (one card fewer) and enters the battlefield under its controller's
 * control through what it enters with (614.1c, 614.12: a land that enters tapped does), tapped
 * where the effect says so (110.5b); a land put onto the battlefield is not played (305.4). Then
 * the library is shuffled (701.24a), which changes nothing a count holds.
 */
function searchLibrary(board: Board, resolving: Resolving, filter: CardFilter, tapped: boolean, ctx: ActionContext): { board: Board; permanent: string | null } {
  const playerId = resolving.item.controller;
  const player = board.players.find((p) => p.id === playerId);
  if (!player || player.lost) return { board, permanent: null };
  const choice = resolving.choices.search;
  const key = `${resolving.choicePrefix}search`;
  const shuffled = (next: Board, permanent: string | null): { board: Board; permanent: string | null } => {
    ctx.events.push({ type: 'libraryShuffled', player: playerId, rules: ['701.24a'] });
    return { board: next, permanent };
  };
  // An empty library holds no card to find: the engine makes the one choice there is.
  if (player.library === 0) {
    if (choice) throw illegalAction(`${playerId}'s library is empty: there is no card to find (CR 701.23a)`, '701.23a');
    ctx.events.push({ type: 'librarySearched', player: playerId, rules: ['701.23a'] });
    return shuffled(board, null);
  }
  if (choice === undefined)
    throw new RulesError(
      'CHOICE_REQUIRED',
      `name the ${cardFilterPhrase(filter)} ${playerId} finds in their library as ${resolving.card.name}'s ability resolves, as { "card": NAME }, or null to find none (CR 701.23a-b); the library is a count of unnamed cards, so the engine can't list them`,
      { choice: key },
    );
  if (choice === null) {
    ctx.events.push({ type: 'librarySearched', player: playerId, rules: ['701.23a', '701.23b'] });
    return shuffled(board, null);
  }
  const card = cardDefinition(choice.card);
  if (!card) throw new RulesError('INVALID_INPUT', `${key}: no card named "${cardRefName(choice.card)}" in the catalog`, { path: ['choices', ...key.split('.'), 'card'] });
  const view = viewOf(board);
  const inLibrary = offBattlefieldCharacteristics(view, { id: choice.id ?? `${playerId}/library`, zone: 'library', card, controller: playerId, x: 0 });
  const matchable: Matchable = { ...inLibrary, permanent: enteringPermanent({ id: `${playerId}/library`, card: choice.card, controller: playerId, timestamp: 0 }) };
  if (!matches(filter, matchable, { controller: playerId, source: null }))
    throw illegalAction(`${card.name} is not a ${cardFilterPhrase(filter)}: the search finds only a card with that quality (CR 701.23a)`, '701.23a');
  const id = choice.id ?? freshId(board, `${playerId}/f`);
  if (idTaken(board, id)) throw new RulesError('INVALID_INPUT', `${key}: id "${id}" is already used on the board`, { path: ['choices', ...key.split('.'), 'id'] });
  const left = updatePlayer(board, playerId, (p) => ({ ...p, library: p.library - 1 }));
  // An instant or sorcery card that would enter the battlefield stays in its zone (CR 400.4a).
  if (!PERMANENT_TYPES.some((type) => card.types.includes(type))) {
    ctx.events.push({ type: 'librarySearched', player: playerId, card: choice.card, rules: ['701.23a', '400.4a'] });
    return shuffled(board, null);
  }
  // An Aura put onto the battlefield other than by resolving: its controller chooses what it enchants (CR 303.4f), which the engine doesn't model.
  if (card.subtypes.includes('Aura')) throw unsupported(`${resolving.card.name}: putting an Aura onto the battlefield from a library (CR 303.4f) is not carried out yet`);
  ctx.events.push({ type: 'librarySearched', player: playerId, card: choice.card, permanent: id, rules: ['701.23a'] });
  const entered = withWhatItEntersWith(left, enteringPermanent({ id, card: choice.card, controller: playerId, timestamp: nextTimestamp(left) }), card, resolving.choices, ctx);
  const permanent = { ...entered.permanent, tapped: tapped || entered.tapped };
  const rules = ['701.23a', ...(card.types.includes('Land') ? ['305.4'] : []), ...(tapped ? ['110.5b'] : []), ...(entered.tapped ? ['614.1c'] : [])];
  const counters = Object.keys(entered.counters).length > 0 ? { counters: entered.counters } : {};
  ctx.events.push({ type: 'enteredBattlefield', permanent: id, ...counters, ...(permanent.tapped ? { tapped: true as const } : {}), rules });
  return shuffled({ ...entered.board, permanents: [...entered.board.permanents, permanent] }, id);
}

const PERMANENT_TYPES = ['Artifact', 'Battle', 'Creature', 'Enchantment', 'Land', 'Planeswalker'] as const;

/** "For each +1/+1 counter on this creature": on it now, or as it last existed (CR 603.10a, 608.2h). */
function countFor(board: Board, resolving: Resolving, count: z.infer<typeof Count>): number {
  if ('counters' in count) {
    const now = board.permanents.find((p) => p.id === resolving.sourceId);
    return (now?.counters ?? resolving.item.lastKnown?.counters ?? {})[count.counters] ?? 0;
  }
  const view = viewOf(board);
  return board.permanents.filter((p) => matches(count.permanents, view.matchable(p), { controller: resolving.item.controller, source: resolving.source })).length;
}

/** Creates one token (CR 111.2), its id `<maker>/t<n>`. */
function createToken(board: Board, resolving: Resolving, token: z.infer<typeof TokenSpec>, ctx: ActionContext): Board {
  // The token's characteristics are defined by the effect that created it (CR 111.4), written as a card.
  const name = tokenName(token);
  const card: CardDefinition = {
    name,
    ...(token.colors.length > 0 ? { colorIndicator: token.colors } : {}),
    supertypes: [],
    types: token.types,
    subtypes: token.subtypes,
    power: token.power,
    toughness: token.toughness,
    abilities: token.keywords.map((keyword): CardDefinition['abilities'][number] => (keyword === 'prowess' ? { kind: 'keyword', keyword } : { kind: 'keyword', keyword })),
  };
  return createTokenOf(board, resolving, card, ctx, ['111.2', '111.4'], false);
}

/** Creates one token with this card as its definition (CR 111.2), tapped if the effect says so (110.5b). */
function createTokenOf(board: Board, resolving: Resolving, card: CardDefinition, ctx: ActionContext, rules: string[], tapped: boolean): Board {
  const maker = resolving.sourceId;
  const id = freshId(board, `${maker}/t`);
  const timestamp = nextTimestamp(board);
  ctx.events.push({ type: 'tokenCreated', permanent: id, name: card.name, rules });
  ctx.events.push({ type: 'enteredBattlefield', permanent: id, rules: ['111.2'] });
  return { ...board, permanents: [...board.permanents, { ...enteringPermanent({ id, card, controller: resolving.item.controller, timestamp, token: true }), tapped }] };
}

/** "Sacrifice [it]", unless its controller pays (CR 701.21, 118.12). */
function sacrifice(board: Board, resolving: Resolving, id: string, unless: CostPart | undefined, ctx: ActionContext): Board {
  if (!board.permanents.some((p) => p.id === id)) return board;
  if (unless) {
    const paid = payUnless(board, resolving, unless, ctx);
    if (paid) return paid;
  }
  ctx.events.push({ type: 'sacrificed', permanent: id, rules: ['701.21a'] });
  const view = viewOf(board);
  return putIntoGraveyard(board, id, ctx.events, abilitiesNow(view, view.permanent(id)!));
}

/**
 * "Unless you [cost]": the player chooses on resolution whether to pay (CR 118.12), named in
 * `choices.triggered.<source>.sacrifice` (an empty list declines). Returns the board after
 * paying, or null when the cost isn't paid.
 */
function payUnless(board: Board, resolving: Resolving, cost: CostPart, ctx: ActionContext): Board | null {
  if (cost.type !== 'sacrifice') throw unsupported(`${resolving.card.name}: an "unless you ${cost.type}" cost is not modelled yet`);
  const view = viewOf(board);
  const controller = resolving.item.controller;
  // A cost names what it sacrifices without targeting it (CR 115.10): shroud and hexproof don't matter.
  const candidates = board.permanents.filter((p) => controllerOf(view, p) === controller && matches(cost.filter, view.matchable(p), { controller, source: null }));
  if (candidates.length === 0) return null;
  const chosen = resolving.choices.sacrifice;
  const key = resolving.sourceId;
  if (chosen === undefined)
    throw new RulesError('CHOICE_REQUIRED', `choose a permanent to sacrifice for ${resolving.card.name}, or [] to decline (CR 118.12)`, {
      choice: `triggered.${key}.sacrifice`,
    });
  if (chosen.length === 0) return null;
  const victim = candidates.find((p) => p.id === chosen[0]);
  if (!victim || chosen.length > 1) throw new RulesError('ILLEGAL_ACTION', `choose one of ${candidates.map((p) => p.id).join(', ')} to sacrifice`, { rule: '118.12' });
  ctx.events.push({ type: 'sacrificed', permanent: victim.id, rules: ['118.12', '701.21a'] });
  return putIntoGraveyard(board, victim.id, ctx.events, abilitiesNow(view, victim));
}

/** The index of the spell ability (the part of an instant or sorcery, one a line) that holds its delayed trigger (CR 603.7a). */
function delayedSpellPart(card: CardDefinition): number {
  const parts = card.abilities.flatMap((a, index) => (a.kind === 'spell' && everyEffect(a).some((e) => e.type === 'delayedTrigger') ? [index] : []));
  if (parts.length !== 1) throw unsupported(`${card.name}: a spell with ${parts.length} delayed triggered abilities (CR 603.7) is not carried out yet`);
  if ('modes' in card.abilities[parts[0]!]!) throw unsupported(`${card.name}: a delayed triggered ability in a mode of a modal spell (CR 603.7, 700.2) is not carried out yet`);
  return parts[0]!;
}

/** A spell part other than the one holding the delayed trigger makes an `effects` entry (CR 611.2), which reads the first part (no `ability`). */
function spellPartsWithLastingEffect(card: CardDefinition): boolean {
  return card.abilities.some((a) => a.kind === 'spell' && !everyEffect(a).some((e) => e.type === 'delayedTrigger') && everyEffect(a).some((e) => LASTING.has(e.type)));
}

/** The source an ability's effect names: its permanent, or once that has left the battlefield its card (CR 611.2a, 608.2h). */
function entrySource(board: Board, source: EffectSource): EffectSource {
  if (typeof source !== 'string' || board.permanents.some((p) => p.id === source)) return source;
  const card = cardThatLeft(board, source);
  return card === undefined ? source : { card };
}

function gainedBySourceController(created: z.infer<typeof CreatedEffect>): boolean {
  return created.type === 'continuous' && created.modifications.some((m) => m.type === 'gainControl' && m.by === 'thatSourcesController');
}

/**
 * The words a text-changing effect replaces (CR 612): `from` and `to`, of the kind its card
 * names ("one color word with another"), different words. Its target a spell: not carried out
 * (the stack reads a spell's printed text, and a permanent spell would carry the change onto
 * the battlefield).
 */
function textChangeWords(board: Board, resolving: Resolving, created: Extract<z.infer<typeof CreatedEffect>, { type: 'continuous' }>): Pick<Choices, 'from' | 'to'> {
  const change = created.modifications.find((m) => m.type === 'changeText');
  if (!change) return {};
  const { from, to } = resolving.choices;
  if (from === undefined) throw new RulesError('CHOICE_REQUIRED', 'choose the word the text change replaces (CR 612, 608.2d)', { choice: 'from' });
  if (to === undefined) throw new RulesError('CHOICE_REQUIRED', 'choose the word the text change replaces it with (CR 612, 608.2d)', { choice: 'to' });
  const refusal = textChangeRefusal(change.words, from, to);
  if (refusal) throw illegalAction(refusal, '612.2');
  const target = typeof created.affects === 'object' && 'target' in created.affects ? targetOf(resolving, created.affects) : null;
  if (target !== null && board.stack.some((item) => item.id === target))
    throw unsupported(`${resolving.card.name}: changing the text of a spell on the stack (CR 612) is not carried out yet`);
  return { from, to };
}

/** The modes a modal spell was cast with, which an `effects` entry of it keeps to say what it does (CR 700.2a, 611.2). */
function modesOfEntry(item: StackObject): { modes?: number[] } {
  return item.choices.modes !== undefined ? { modes: item.choices.modes } : {};
}

/** An effect with a duration, written as the board's `effects` entry for this spell or ability (CR 611.2). */
function createEffect(board: Board, resolving: Resolving, created: z.infer<typeof CreatedEffect>, duration: Duration, ctx: ActionContext): Board {
  const { item } = resolving;
  // An effect on a target that wasn't chosen ("up to one") or is no longer legal does nothing (CR 608.2b).
  if (created.type === 'continuous' && typeof created.affects === 'object' && 'target' in created.affects && targetOf(resolving, created.affects) === null) return board;
  // An effect that modifies a spell on the stack (Chaoslace on a creature spell) applies to it there, and to the permanent it becomes (CR 611.2a,
  // 613, 400.7a): the engine doesn't apply effects to spells yet, so it says so rather than do nothing.
  if (created.type === 'continuous' && typeof created.affects === 'object' && 'target' in created.affects) {
    const target = targetOf(resolving, created.affects);
    if (target !== null && board.stack.some((spell) => spell.id === target))
      throw unsupported(`${target} is a spell on the stack: continuous effects that modify a spell (CR 611.2a, 613; 400.7a for the permanent it becomes) are not carried out yet`);
  }
  // An exchange needs both of its objects: with one of them gone or illegal, nothing is exchanged (CR 701.12b, 608.2b).
  if (created.type === 'continuous' && created.modifications.some((m) => m.type === 'exchangeControl') && !resolving.legal.every(Boolean)) return board;
  // A keyword chosen as the effect begins (CR 608.2d), such as Gideon Blackblade's +1.
  if (created.type === 'continuous')
    for (const modification of created.modifications)
      if (modification.type === 'addKeywords' && modification.choice && !modification.keywords.includes(resolving.choices.mode as never))
        throw new RulesError('CHOICE_REQUIRED', `choose one of ${modification.keywords.join(', ')} as this resolves (CR 608.2d)`, {
          choice: 'mode',
          options: [...modification.keywords],
        });
  // A text change's words, chosen as it resolves (CR 612, 608.2d).
  const words = created.type === 'continuous' ? textChangeWords(board, resolving, created) : {};
  // One entry for all the effects this ability creates; they share its timestamp (CR 613.7b).
  const id = `${item.id}/e`;
  if (board.effects.some((e) => e.id === id)) return board;
  const timestamp = nextTimestamp(board);
  const entry = {
    id,
    source: item.kind === 'spell' ? { card: item.card! } : entrySource(board, item.source!),
    ...(item.kind === 'ability' ? { ability: item.ability! } : {}),
    controller: item.controller,
    targets: item.targets.filter((_, index) => resolving.legal[index]),
    choices: {
      ...modesOfEntry(item),
      ...(resolving.choices.mode !== undefined ? { mode: resolving.choices.mode } : {}),
      // "That source's controller gains control" names the player as the effect begins (CR 608.2h).
      ...(gainedBySourceController(created) && item.triggeredBy?.player !== undefined ? { player: item.triggeredBy.player } : {}),
      ...words,
    },
    timestamp,
    // "This turn" ends when "until end of turn" does (CR 514.2).
    duration: duration === 'thisTurn' ? ('endOfTurn' as const) : duration,
  };
  ctx.events.push({ type: 'effectCreated', effect: id, duration: entry.duration, rules: ['611.2', '613.7b'] });
  return { ...board, effects: [...board.effects, entry] };
}
