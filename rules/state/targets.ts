// Targets (CR 115): whether an id names a legal target for a target specification, checked
// as a spell or ability is put on the stack (601.2c, 602.2b) and again as it resolves
// (608.2b). "Any target" is a creature, player, planeswalker or battle (115.4); a spell is a
// target on the stack (115.1, 701.6), matched by its characteristics there. A permanent with
// shroud is no legal target at all (702.18a), one with hexproof none for its controller's
// opponents (702.11b), one with protection none for spells with the quality or abilities from a
// source with it (702.16b; the source's characteristics, protection.ts).

import { enteringPermanent, type Board, type Permanent, type StackObject } from '../board';
import { behavioursOf, cardColors, cardManaValue, cardOf, printedNumber, type CardRef, type TargetSpec } from '../cards';
import { offBattlefieldCharacteristics } from './off-battlefield';
import { illegalAction, invalid, type Path } from '../core';
import { matches, type Matchable } from './filters';
import { protectionFrom, type QualitySource } from './protection';
import { controllerOf, type BoardView } from './view';

/**
 * Whether `id` is a legal target for the spec, for a spell or ability `controller` controls;
 * `sourceId` is the ability's source permanent (for "another"), `from` the spell's or the
 * source's characteristics (for protection, CR 702.16b), `triggeringPlayer` the player who made a
 * triggered ability trigger (for "target planeswalker that player controls", 603.2).
 */
export function isLegalTarget(view: BoardView, spec: TargetSpec, id: string, controller: string, sourceId: string | null, from: QualitySource, triggeringPlayer?: string): boolean {
  if (spec.kind === 'card') return isTargetCard(view, spec, id, controller);
  const player = view.player(id);
  if (player) {
    if (player.lost) return false;
    if (spec.kind === 'opponent') return player.id !== controller;
    return spec.kind === 'any' || spec.kind === 'playerOrPlaneswalker' || spec.kind === 'player';
  }
  if (spec.kind === 'spell' || spec.kind === 'spellOrPermanent') {
    const spell = view.board.stack.find((item) => item.id === id && item.kind === 'spell');
    if (spell || spec.kind === 'spell') return spell !== undefined && id !== sourceId && matches(spec.filter ?? {}, spellMatchable(spell), { controller, source: null });
  }
  const permanent = view.permanent(id);
  if (!permanent || spec.kind === 'player' || spec.kind === 'opponent') return false;
  if (untargetable(view, permanent, controller, from)) return false;
  const c = view.characteristics(permanent);
  if (spec.kind === 'any') return c.types.includes('Creature') || c.types.includes('Planeswalker') || c.types.includes('Battle');
  if (spec.kind === 'playerOrPlaneswalker') return c.types.includes('Planeswalker');
  const source = sourceId ? (view.permanent(sourceId) ?? null) : null;
  if (spec.filter?.other && permanent.id === sourceId) return false;
  const matchable = view.matchable(permanent);
  if (spec.controlledBy === 'triggeringPlayer' && matchable.controller !== triggeringPlayer) return false;
  return matches(spec.filter ?? {}, matchable, { controller, source });
}

/** A card in a graveyard, with its owner (CR 404): the graveyard entry with this id. */
export function graveyardCard(view: BoardView, id: string): { owner: string; card: CardRef } | null {
  for (const player of view.board.players) {
    const entry = player.graveyard.find((e) => e.id === id);
    if (entry) return { owner: player.id, card: entry.card };
  }
  return null;
}

/**
 * Whether `id` names a card in the graveyard the spec says (the controller's, any, an
 * opponent's) with its quality, as the card is there (CR 115.1, 109.3, 604.3). Shroud, hexproof
 * and protection are abilities of permanents and players (702.11, 702.16, 702.18): a card in a
 * graveyard has none that stops it being targeted here.
 */
function isTargetCard(view: BoardView, spec: TargetSpec, id: string, controller: string): boolean {
  const found = graveyardCard(view, id);
  if (!found) return false;
  if (spec.graveyard === 'yours' && found.owner !== controller) return false;
  if (spec.graveyard === 'opponents' && found.owner === controller) return false;
  if (!spec.card) return true;
  const card = cardOf(found.card);
  const there = offBattlefieldCharacteristics(view, { id, zone: 'graveyard', card, controller: found.owner, x: 0 });
  const matchable: Matchable = { ...there, permanent: enteringPermanent({ id, card: found.card, controller: found.owner, timestamp: 0 }) };
  return matches(spec.card, matchable, { controller, source: null });
}

/** Every id a target could name: players, permanents, objects on the stack and cards in graveyards (CR 115.1). */
export function targetableIds(board: Board): string[] {
  return [
    ...board.players.map((p) => p.id),
    ...board.permanents.map((p) => p.id),
    ...board.stack.map((item) => item.id),
    ...board.players.flatMap((p) => p.graveyard.map((entry) => entry.id)),
  ];
}

/** Whether some player, permanent, object on the stack or card in a graveyard is a legal target for the spec (CR 115.1; a mode with a target that has none can't be chosen, 700.2a). */
export function hasLegalTarget(view: BoardView, spec: TargetSpec, controller: string, sourceId: string | null, from: QualitySource): boolean {
  const board = view.board;
  return targetableIds(board).some((id) => isLegalTarget(view, spec, id, controller, sourceId, from));
}

/** A spell on the stack as a filter sees it: its controller and the characteristics its card prints (CR 109.3, 112.1); no continuous effect changes a spell here. */
export function spellMatchable(spell: StackObject): Matchable {
  const card = cardOf(spell.card!);
  const pt = (value: typeof card.power) => (value === undefined ? null : printedNumber(value));
  return {
    permanent: enteringPermanent({ id: spell.id, card: spell.card!, controller: spell.controller, timestamp: 0 }),
    controller: spell.controller,
    name: card.name,
    types: card.types,
    subtypes: card.subtypes,
    supertypes: card.supertypes,
    colors: cardColors(card),
    power: pt(card.power),
    toughness: pt(card.toughness),
    manaValue: cardManaValue(card),
  };
}

/**
 * Why no spell or ability `controller` controls, from a source like `from`, can target the
 * permanent, whatever it is looking for: shroud (CR 702.18a: no spell or ability, its
 * controller's included), hexproof (702.11b: none an opponent of its controller controls) or
 * protection (702.16b: none with the quality, whoever controls it). Null when none stops it.
 */
function untargetable(view: BoardView, permanent: Permanent, controller: string, from: QualitySource): { reason: string; rule: string } | null {
  const { keywords } = view.characteristics(permanent);
  for (const { keyword, rule, behaviour } of behavioursOf(keywords, 'untargetable')) {
    if (behaviour.by === 'anyone') return { reason: `${permanent.id} has ${keyword}: it can't be the target of spells or abilities`, rule: `${rule}a` };
    if (controllerOf(view, permanent) !== controller)
      return { reason: `${permanent.id} has ${keyword}: it can't be the target of spells or abilities its controller's opponents control`, rule: `${rule}b` };
  }
  const protection = protectionFrom(view, permanent, from);
  if (protection) return { reason: `${permanent.id} has ${protection}: it can't be the target of spells or abilities from a source with that quality`, rule: '702.16b' };
  return null;
}

/** The targets chosen as a spell or ability is put on the stack: one per specification, "up to one" may be left out (CR 601.2c). */
export function chooseTargets(
  view: BoardView,
  specs: readonly TargetSpec[],
  chosen: readonly string[],
  controller: string,
  sourceId: string | null,
  from: QualitySource,
  at: Path,
  triggeringPlayer?: string,
): string[] {
  if (chosen.length > specs.length) invalid(at, `this has ${specs.length} target(s), not ${chosen.length}`);
  specs.forEach((spec, index) => {
    const id = chosen[index];
    if (id === undefined) {
      if (!spec.upToOne) throw illegalAction(`target ${index + 1} is missing: it must be chosen as this is put on the stack`, '601.2c');
      return;
    }
    if (!view.player(id) && !view.permanent(id) && !view.board.stack.some((item) => item.id === id) && !graveyardCard(view, id))
      invalid([...at, index], `no permanent, player, object on the stack or card in a graveyard has id "${id}"`);
    const permanent = view.permanent(id);
    const refusal = permanent ? untargetable(view, permanent, controller, from) : null;
    if (refusal) throw illegalAction(refusal.reason, refusal.rule);
    if (!isLegalTarget(view, spec, id, controller, sourceId, from, triggeringPlayer)) throw illegalAction(`${id} is not a legal target for this (CR 115.1)`, '601.2c');
  });
  return [...chosen];
}
