// The characteristics of an object that isn't on the battlefield (CR 109.3): a spell on the
// stack, or a card in a graveyard or exile. What it has: its printed characteristics (a
// spell's mana value counts the X chosen for it, 202.3e), its characteristic-defining
// abilities, which function in every zone (604.3: changeling is part of the printed ones,
// characteristics.ts), and the continuous effects of permanents' static abilities that say they
// affect such objects (`offBattlefield`: "All cards that aren't on the battlefield, spells, and
// permanents are colorless", 604.1, 611.3a). Other static abilities of permanents affect only
// permanents (113.6), and a card's own abilities other than its characteristic-defining ones
// don't function there (113.6). Its controller: a spell's controller, a card's owner (the
// player whose graveyard or exile it is in; 108.4: a card off the stack has no controller, and
// effects worded "cards you own" look at its owner).

import { enteringPermanent, type Permanent } from '../board';
import {
  cardOf,
  LAYERS,
  modificationKind,
  printedNumber,
  type Ability,
  type CardRef,
  type Applying,
  type CardDefinition,
  type CardType,
  type Filter,
  type Layer,
  type LayerObject,
  type Modification,
} from '../cards';
import { manaValueOf, parseManaCost } from '../core';
import { keywordsOf, printedAtLevel, type Characteristics, type ExplainEntry } from './characteristics';
import { conditionHolds, conditionsSee } from './continuous-effects';
import { matches } from './filters';
import type { BoardView } from './view';
import { definingCount } from './defining-counts';

/** Where an object off the battlefield is. */
export type OffZone = 'stack' | 'graveyard' | 'exile' | 'library' | 'hand';

export interface OffBattlefieldObject {
  id: string;
  zone: OffZone;
  card: CardDefinition;
  /** A spell's controller; a card's owner (a card in a library or a hand: its owner). */
  controller: string;
  /** The X chosen for a spell (CR 107.3a); 0 elsewhere (107.3b). */
  x: number;
}

/** The spell on the stack, or the card in a graveyard or exile, with this id; none when no such object has it. */
export function offBattlefieldObject(view: BoardView, id: string): OffBattlefieldObject | null {
  const item = view.board.stack.find((s) => s.id === id && s.kind === 'spell' && s.card !== undefined);
  if (item) return { id, zone: 'stack', card: cardOf(item.card!), controller: item.controller, x: item.x };
  for (const player of view.board.players)
    for (const zone of ['graveyard', 'exile'] as const) {
      const entry = player[zone].find((e: { id: string; card: CardRef }) => e.id === id);
      if (entry) return { id, zone, card: cardOf(entry.card), controller: player.id, x: 0 };
    }
  return null;
}

/** An object off the battlefield while effects apply to it: the layer system's object (CR 613.1), and what filters match. */
class OffObject implements LayerObject {
  types: CardType[];
  subtypes: string[];
  supertypes: string[];
  colors: LayerObject['colors'][number][];
  controller: string;
  abilities: LayerObject['abilities'][number][];
  power: number | null;
  toughness: number | null;
  manaValue: number;
  rulesTextRemoved = false;
  landTypesChanged = false;
  lostAllAbilities = false;
  /** What filters look at as its status: it is untapped and no "other" source is it. */
  readonly permanent: Permanent;
  readonly name: string;

  constructor(object: OffBattlefieldObject) {
    const { card } = object;
    // A card off the battlefield has no level: level 1, without its class level bars' abilities (CR 716.2a, 716.2d).
    const printed = printedAtLevel(card, 1);
    this.name = printed.name;
    this.types = printed.types as CardType[];
    this.subtypes = printed.subtypes;
    this.supertypes = printed.supertypes;
    this.colors = printed.colors;
    this.controller = object.controller;
    this.abilities = printed.abilities;
    this.power = card.power === undefined ? null : printedNumber(card.power);
    this.toughness = card.toughness === undefined ? null : printedNumber(card.toughness);
    // On the stack, X is the value chosen for it (CR 202.3e); elsewhere 0 (107.3b). A back face up: its front face's (712.8c, 712.8e).
    this.manaValue = card.frontFace ? card.frontFace.manaValue : card.manaCost ? manaValueOf(parseManaCost(card.manaCost) ?? [], object.x) : 0;
    this.permanent = enteringPermanent({ id: object.id, card: card.name, controller: object.controller, timestamp: 0 });
  }
}

/** A continuous effect that applies to the object, with what it needs to apply. */
interface OffEffect {
  label: string;
  timestamp: number;
  modifications: Modification[];
  /** The filter it matches the object against, or null for the object's own characteristic-defining ability. */
  filter: Filter | null;
  source: Permanent | null;
  controller: string;
  chosen: Applying['chosen'];
}

/**
 * A characteristic-defining ability of the card (CR 604.3): a static ability of the card whose
 * effects define its own characteristics. Power and toughness set by such an ability apply in
 * layer 7a (613.4a), so a static ability whose continuous effects affect only the card itself
 * and act only in 7a is one; an ability the card format marks as characteristic-defining (for
 * colors or subtypes, 613.3) belongs here too, when the format has that mark.
 */
function characteristicDefining(ability: Ability): Modification[] {
  if (ability.kind !== 'static' || ability.condition !== undefined) return [];
  // Marked so by the card format (CR 604.3: it functions in every zone), or acting only on the card itself in 7a.
  const marked = ability.definesCharacteristics === true;
  const modifications: Modification[] = [];
  for (const effect of ability.effects) {
    if (effect.type !== 'continuous' || effect.affects !== 'self') return [];
    if (!marked && !effect.modifications.every((m) => modificationKind(m).layer === '7a')) return [];
    modifications.push(...effect.modifications);
  }
  return modifications;
}

/** The effects that apply to the object: its characteristic-defining abilities, then the permanents' abilities that reach it, in timestamp order. */
function effectsOn(view: BoardView, object: OffBattlefieldObject): OffEffect[] {
  const effects: OffEffect[] = [];
  for (const ability of object.card.abilities) {
    const modifications = characteristicDefining(ability);
    // A characteristic-defining ability applies before the other effects of its layer (CR 613.3, 613.4a).
    if (modifications.length > 0)
      effects.push({ label: `${object.id} (${object.card.name})`, timestamp: -Infinity, modifications, filter: null, source: null, controller: object.controller, chosen: {} });
  }
  const list: OffEffect[] = [];
  for (const c of view.allCharacteristics()) {
    const source = c.permanent;
    for (const { ability } of c.abilities) {
      // Abilities the permanent has now: one that Humility took away does nothing (CR 613.1f).
      if (ability.kind !== 'static' || !conditionHolds(ability.condition, source, c.controller, () => view.derive(conditionsSee))) continue;
      for (const effect of ability.effects) {
        if (effect.type !== 'continuous' || !effect.offBattlefield) continue;
        list.push({
          label: `${source.id} (${c.name})`,
          timestamp: source.attachedTo !== null ? source.attachedAt : source.timestamp,
          modifications: effect.modifications,
          filter: object.zone === 'stack' ? effect.offBattlefield.spells : effect.offBattlefield.cards,
          source,
          controller: c.controller,
          chosen: source.chosen,
        });
      }
    }
  }
  list.sort((a, b) => a.timestamp - b.timestamp);
  return [...effects, ...list];
}

/**
 * The object's characteristics: layer by layer (CR 613.1), each effect in timestamp order
 * (613.7), an effect's filter matched as it starts to apply and fixed from then on (613.6).
 * No dependency among these effects is looked for (613.8): of the effects the format lets reach
 * these objects (offBattlefield), none gives or takes away what another's filter reads in the
 * same layer (Conspiracy's creature type and Lattice's colors don't touch "creature cards").
 */
export function offBattlefieldCharacteristics(view: BoardView, object: OffBattlefieldObject): Characteristics {
  const o = new OffObject(object);
  const explain: ExplainEntry[] = [];
  const applies = new Map<OffEffect, boolean>();
  const effects = effectsOn(view, object);
  for (const layer of LAYERS)
    for (const effect of effects) {
      const mods = effect.modifications.filter((m) => modificationKind(m).layer === layer);
      if (mods.length === 0) continue;
      let applying = applies.get(effect);
      if (applying === undefined) applies.set(effect, (applying = effect.filter === null || matches(effect.filter, o, effect)));
      if (!applying) continue;
      const given: Applying = {
        choices: {},
        controller: effect.controller,
        chosen: effect.chosen,
        remade: (from, make) => make(from),
        // What a characteristic-defining ability counts is counted on the board as it is (CR 604.3).
        count: (count) => definingCount(count, { board: view.board, permanents: view.allCharacteristics() }, { controller: effect.controller, source: effect.source }),
      };
      for (const m of mods) modificationKind(m).apply(o, m, given);
      explain.push({ source: effect.label, layer, timestamp: Number.isFinite(effect.timestamp) ? effect.timestamp : 0, ...explainReason(effect, layer) });
    }
  const planeswalker = o.types.includes('Planeswalker');
  return {
    name: o.name,
    controller: o.controller,
    types: o.types,
    subtypes: o.subtypes,
    supertypes: o.supertypes,
    colors: o.colors,
    power: o.power,
    toughness: o.toughness,
    // A planeswalker card off the battlefield has its printed loyalty (CR 306.5b, 209.1).
    loyalty: planeswalker && object.card.loyalty !== undefined ? printedNumber(object.card.loyalty) : null,
    manaValue: o.manaValue,
    keywords: keywordsOf(o.abilities),
    abilities: o.abilities,
    abilityCount: o.abilities.length,
    lostAllAbilities: o.lostAllAbilities,
    explain,
  };
}

function explainReason(effect: OffEffect, layer: Layer): Pick<ExplainEntry, 'reason' | 'rule' | 'detail'> {
  if (effect.filter === null) return { reason: 'timestamp', rule: layer === '7a' ? '613.4a' : '613.3', detail: 'a characteristic-defining ability, applied first (604.3)' };
  return { reason: 'timestamp', rule: '613.7' };
}
