// Counters whose own effect replaces or prevents an event (CR 122.1c-d): one or more of them on
// a permanent create a single effect that, instead of the event, removes one counter of that kind.
// A shield counter prevents the damage that would be dealt to its permanent (a prevention effect,
// 615) and stops its destruction as the result of an effect (a replacement effect, 614; a
// state-based action is no effect, so lethal damage already marked still destroys it, 704.5g); a
// stun counter stops its permanent from untapping (614), in the untap step, by an effect or to pay
// a {Q} cost. The registry is typed: each kind names its rule and, for each event it applies to,
// the kind of effect and the CR's words for it.

import type { Board, GameEvent, Permanent } from '../board';

/** The events a counter's own effect can apply to. */
export type CounterEvent = 'dealtDamage' | 'destroyed' | 'untapped';

/** The effect one or more counters of a kind create for an event: instead, one counter is removed. */
export interface CounterEffect {
  /** A prevention effect (CR 615) for damage, a replacement effect (614) otherwise. */
  kind: 'prevention' | 'replacement';
  /** The effect as the CR words it. */
  text: string;
  /** The rules that make it happen, for events. */
  rules: readonly string[];
}

export interface CounterMeaning {
  /** The counter's name, as a permanent's `counters` key. */
  counter: string;
  /** The rule that gives the counter its meaning. */
  rule: string;
  /** The effect it creates for each event it applies to. */
  effects: Partial<Record<CounterEvent, CounterEffect>>;
}

const SHIELD: CounterMeaning = {
  counter: 'shield',
  rule: '122.1c',
  effects: {
    dealtDamage: {
      kind: 'prevention',
      text: 'If damage would be dealt to this permanent, prevent that damage and remove a shield counter from it.',
      rules: ['122.1c', '615.1'],
    },
    destroyed: {
      kind: 'replacement',
      text: 'If this permanent would be destroyed as the result of an effect, instead remove a shield counter from it.',
      rules: ['122.1c', '614.1a'],
    },
  },
};

const STUN: CounterMeaning = {
  counter: 'stun',
  rule: '122.1d',
  effects: {
    untapped: {
      kind: 'replacement',
      text: 'If a permanent with a stun counter on it would become untapped, instead remove a stun counter from it.',
      rules: ['122.1d', '614.1a'],
    },
  },
};

/** Every counter kind whose own effect replaces or prevents an event, by name. */
export const COUNTER_MEANINGS = { shield: SHIELD, stun: STUN } as const satisfies Record<string, CounterMeaning>;

/** A counter's effect that applies to an event on a permanent, with the counter it removes. */
export interface AppliedCounterEffect extends CounterEffect {
  counter: string;
  /** Names the effect in events: the permanent and its counter. */
  label: string;
}

/**
 * The effect a counter on this permanent creates for the event, if one applies (CR 122.1c-d):
 * the permanent has one or more counters of that kind.
 */
export function counterEffectFor(permanent: Permanent, event: CounterEvent): AppliedCounterEffect | null {
  for (const meaning of Object.values(COUNTER_MEANINGS)) {
    const effect = meaning.effects[event];
    if (effect && (permanent.counters[meaning.counter] ?? 0) > 0) return { ...effect, counter: meaning.counter, label: `${permanent.id} (${meaning.counter} counter)` };
  }
  return null;
}

/** Removes one counter of the effect's kind from the permanent, as the effect does instead of the event (CR 122.1c-d). */
export function removeCounterInstead(board: Board, permanentId: string, effect: AppliedCounterEffect, events: GameEvent[], also: readonly string[] = []): Board {
  events.push({ type: 'countersRemoved', permanent: permanentId, counters: { [effect.counter]: 1 }, rules: [...effect.rules, ...also] });
  return {
    ...board,
    permanents: board.permanents.map((p) => {
      if (p.id !== permanentId) return p;
      const left = (p.counters[effect.counter] ?? 0) - 1;
      const counters = Object.fromEntries(Object.entries(p.counters).flatMap(([kind, n]) => (kind !== effect.counter ? [[kind, n]] : left > 0 ? [[kind, left]] : [])));
      return { ...p, counters };
    }),
  };
}
