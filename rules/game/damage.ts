// Damage (CR 120): one damage event from one source to one player or permanent, modified by
// prevention effects (615, protection 702.16e; "damage can't be prevented", 615.12), then processed into all
// of its results at once (120.3): life loss or poison counters for a player (120.3a-b),
// loyalty counters removed from a planeswalker (120.3c), damage marked or -1/-1 counters on
// a creature (120.3d-e), defense counters removed from a battle (120.3h), every applicable one for a permanent that is both; deathtouch
// (702.2b) and lifelink (702.15b, one life-gain event per damage event; 119.7). Damage a shield
// counter prevents (122.1c) is not dealt: nothing of it happens.

import type { Board, GameEvent, Permanent } from '../board';
import { hasBehaviour, type CardDefinition } from '../cards';
import { illegalAction, unsupported } from '../core';
import { counterEffectFor, removeCounterInstead, type AppliedCounterEffect } from './counter-meanings';
import { controllerOf, keywordsOf, matches, printedCharacteristics, protectionFrom, viewOf, type ActiveEffect, type BoardView, type QualitySource } from '../state';

/**
 * What the damage comes from: the characteristics that matter to damage (its keywords, and its
 * colors and types for protection, 702.16e), and who controls it. The source of a spell or an
 * ability too, for what its targets may be (702.16b).
 */
export interface DamageSource extends QualitySource {
  /** For events: a permanent's id, or a card's name. */
  label: string;
  controller: string;
  keywords: readonly string[];
}

/** A permanent on the battlefield, with its current characteristics. */
export function permanentSource(view: BoardView, permanent: Permanent): DamageSource {
  const { keywords, colors, types, subtypes } = view.characteristics(permanent);
  return { label: permanent.id, controller: controllerOf(view, permanent), keywords, colors, types, subtypes };
}

/**
 * A spell, or an object no longer where it was: its printed characteristics stand in for its
 * last known information (CR 702.2e, 702.15c, 702.80b).
 */
export function cardSource(card: CardDefinition, controller: string, label = card.name): DamageSource {
  const { abilities, colors, types, subtypes } = printedCharacteristics(card);
  return { label, controller, keywords: keywordsOf(abilities), colors, types, subtypes };
}

/**
 * One event in which damage is dealt at once, as combat damage is (CR 510.2): a shield counter's
 * prevention effect prevents all the damage its permanent would be dealt in it, one counter
 * removed (122.1c).
 */
export interface SimultaneousDamage {
  /** The permanents whose shield counters' effect prevented damage in this event, with that effect. */
  shielded: Map<string, AppliedCounterEffect>;
}

export function dealDamage(board: Board, source: DamageSource, targetId: string, amount: number, combat: boolean, events: GameEvent[], simultaneous?: SimultaneousDamage): Board {
  // A source that would deal 0 damage deals no damage at all (CR 120.8).
  if (amount <= 0) return board;
  const view = viewOf(board);
  const targetPermanent = view.permanent(targetId);
  const targetPlayer = view.player(targetId);
  if (targetPermanent) {
    const { types } = view.characteristics(targetPermanent);
    if (!types.includes('Creature') && !types.includes('Planeswalker') && !types.includes('Battle'))
      throw illegalAction(`${targetId} is not a creature, planeswalker or battle, so it can't be dealt damage`, '120.1a');
  }

  // Prevention (CR 615): the target's protection from a quality the source has (702.16e),
  // shields that would apply, and its shield counters' prevention effect (122.1c); "can't be
  // prevented" keeps them from preventing (615.12). The affected permanent's controller orders
  // them (616.1): protection and the shields, which prevent all of it without being used up, come
  // before the shield counters, which lose one counter.
  const active = view.activeEffects();
  const protection = targetPermanent ? protectionFrom(view, targetPermanent, source) : null;
  const shieldCounter = targetPermanent ? counterEffectFor(targetPermanent, 'dealtDamage') : null;
  const prevented = simultaneous?.shielded.get(targetId);
  const shields: { label: string; rules: string[]; counter?: AppliedCounterEffect }[] = [
    ...(protection ? [{ label: `${targetId} (${protection})`, rules: ['702.16e', '615.1'] }] : []),
    ...active
      .filter(({ effect, resolveObject }) => effect.type === 'prevent' && (effect.damage === 'all' || combat) && (effect.to === undefined || resolveObject(effect.to) === targetId))
      .map(({ label }) => ({ label, rules: ['615.1', '615.6'] })),
    // In one event of simultaneous damage, the counter's effect that prevented some of it prevents the rest (510.2).
    ...(prevented
      ? [{ label: prevented.label, rules: [...prevented.rules, '510.2'] }]
      : shieldCounter
        ? [{ label: shieldCounter.label, rules: [...shieldCounter.rules], counter: shieldCounter }]
        : []),
  ];
  const unpreventable = active.find((entry) => cantBePrevented(view, entry, source, combat));
  if (shields.length > 0) {
    if (!unpreventable) {
      const shield = shields[0]!;
      events.push({ type: 'damagePrevented', source: source.label, target: targetId, amount, combat, by: shield.label, rules: shield.rules });
      if (!shield.counter) return board;
      simultaneous?.shielded.set(targetId, shield.counter);
      return removeCounterInstead(board, targetId, shield.counter, events);
    }
    events.push({ type: 'preventionIgnored', source: source.label, target: targetId, by: shields.map((s) => s.label), because: unpreventable.label, rules: ['615.12'] });
  }

  // What the damage does besides (CR 120.3): its source's keywords' damage behaviours (rules/cards/keywords/).
  const has = (result: 'deathtouch' | 'lifelink' | 'infect' | 'wither') => hasBehaviour(source.keywords, 'damage', (b) => b.result === result);
  const next: Board = {
    ...board,
    players: board.players.map((p) => (p.id === targetId || p.id === source.controller ? { ...p } : p)),
    permanents: board.permanents.map((p) => (p.id === targetId ? { ...p, counters: { ...p.counters } } : p)),
  };
  const rules = ['120.3'];
  if (targetPlayer) {
    const player = next.players.find((p) => p.id === targetId)!;
    if (has('infect')) {
      player.poison += amount;
      rules.push('120.3b', '702.90b');
    } else {
      player.life -= amount;
      rules.push('120.3a');
    }
  } else {
    const permanent = next.permanents.find((p) => p.id === targetId)!;
    const { types } = view.characteristics(targetPermanent!);
    if (types.includes('Planeswalker')) {
      const loyalty = permanent.counters.loyalty ?? 0;
      permanent.counters.loyalty = Math.max(0, loyalty - amount);
      rules.push('120.3c');
    }
    if (types.includes('Battle')) {
      const defense = permanent.counters.defense ?? 0;
      permanent.counters.defense = Math.max(0, defense - amount);
      rules.push('120.3h', '310.6');
      // A Siege's intrinsic "When the last defense counter is removed from this permanent, exile it,
      // then you may cast it transformed" (CR 310.11b) would trigger: casting it transformed is not modelled.
      if (defense > 0 && permanent.counters.defense === 0 && view.characteristics(targetPermanent!).subtypes.includes('Siege'))
        throw unsupported(`the last defense counter would be removed from ${targetId}, a Siege: exiling it and casting it transformed (CR 310.11b) is not modelled`);
    }
    if (types.includes('Creature')) {
      if (has('wither') || has('infect')) {
        permanent.counters['-1/-1'] = (permanent.counters['-1/-1'] ?? 0) + amount;
        rules.push('120.3d', ...(has('infect') ? ['702.90c'] : []), ...(has('wither') ? ['702.80a'] : []));
      } else {
        permanent.damage += amount;
        rules.push('120.3e');
      }
      if (has('deathtouch')) {
        permanent.deathtouchDamage = true;
        rules.push('702.2b');
      }
    }
  }
  events.push({ type: 'damageDealt', source: source.label, sourceController: source.controller, target: targetId, amount, combat, rules });

  if (has('lifelink')) {
    const cantGain = active.find(({ effect }) => effect.type === 'cantGainLife');
    if (cantGain) events.push({ type: 'lifeGainPrevented', player: source.controller, amount, by: cantGain.label, rules: ['119.7', '702.15b'] });
    else {
      const controller = next.players.find((p) => p.id === source.controller);
      if (controller) {
        controller.life += amount;
        events.push({ type: 'lifeGained', player: controller.id, amount, rules: ['702.15b', '120.3f'] });
      }
    }
  }
  return next;
}

/**
 * Whether an effect says this damage can't be prevented (CR 615.12): "damage can't be prevented"
 * applies to all damage; a scoped one only to combat damage (`combat`, 510.2) and to damage from
 * a source matching `by` ("creatures you control", said from the effect's controller, 109.4). A
 * source matches `by` as the permanent it is on the battlefield now; a spell, or a card no longer
 * on the battlefield, matches no such filter.
 */
function cantBePrevented(view: BoardView, { effect, controller, source: effectSource }: ActiveEffect, source: DamageSource, combat: boolean): boolean {
  if (effect.type !== 'damageCantBePrevented') return false;
  if (effect.combat && !combat) return false;
  if (!effect.by) return true;
  const permanent = view.permanent(source.label);
  return permanent !== undefined && matches(effect.by, view.matchable(permanent), { controller, source: effectSource });
}
