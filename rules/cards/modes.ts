// Modal spells and abilities (CR 700.2): "Choose one —" and a bulleted list of modes. The
// controller chooses the modes as the spell is cast (700.2a, 601.2b); from then on it is as if it
// had only the chosen modes, in printed order, a mode chosen twice appearing twice (700.2d), and
// only their targets (700.2c, 601.2c). The chosen modes are the `modes` choice: 0-based indices of
// the modes in printed order.

import type { Effect } from './effects';
import type { Mode, ModeCount, Modes } from './format';
import type { TargetSpec } from './pieces';

/** How many modes may be chosen: at least `min`, at most `max` (CR 700.2). */
export function modeCount(modes: Modes): { min: number; max: number } {
  const counts: Record<ModeCount, { min: number; max: number }> = {
    one: { min: 1, max: 1 },
    two: { min: 2, max: 2 },
    three: { min: 3, max: 3 },
    oneOrBoth: { min: 1, max: 2 },
    oneOrMore: { min: 1, max: modes.list.length },
  };
  return counts[modes.choose];
}

/** The instruction before the modes: "Choose one —", "Choose three. You may choose the same mode more than once." (CR 700.2, 700.2d). */
export function chooseText(modes: Modes): string {
  const words: Record<ModeCount, string> = { one: 'one', two: 'two', three: 'three', oneOrBoth: 'one or both', oneOrMore: 'one or more' };
  return modes.sameModeMoreThanOnce ? `Choose ${words[modes.choose]}. You may choose the same mode more than once.` : `Choose ${words[modes.choose]} —`;
}

/** Renumbers the `{ "target": n }` references of effects by `offset` (targets of parts joined into one list, CR 601.2c). */
export function shiftTargets<T>(value: T, offset: number): T {
  if (offset === 0) return value;
  return JSON.parse(JSON.stringify(value), (_key, v: unknown) => {
    if (v !== null && typeof v === 'object' && !Array.isArray(v) && Object.keys(v).length === 1 && typeof (v as { target?: unknown }).target === 'number')
      return { target: (v as { target: number }).target + offset };
    return v;
  }) as T;
}

/**
 * The modes chosen, joined as one spell or ability does them (CR 700.2d, 608.2c): their effects in
 * printed order, their targets one list in that order, each effect's references renumbered.
 * `chosen` must be checked (checkModes) first.
 */
export function chosenModes(modes: Modes, chosen: readonly number[]): { targets: TargetSpec[]; effects: Effect[] } {
  const targets: TargetSpec[] = [];
  const effects: Effect[] = [];
  for (const index of [...chosen].sort((a, b) => a - b)) {
    const mode: Mode = modes.list[index]!;
    effects.push(...shiftTargets(mode.effects, targets.length));
    targets.push(...mode.targets);
  }
  return { targets, effects };
}

/** Why these modes can't be chosen (CR 700.2, 700.2d), or null: how many, which, and a mode chosen twice. */
export function modesRefusal(modes: Modes, chosen: readonly number[]): string | null {
  const { min, max } = modeCount(modes);
  const wanted = min === max ? `${min}` : `${min} to ${max}`;
  if (chosen.length < min || chosen.length > max) return `${wanted} mode(s) are chosen, not ${chosen.length} (CR 700.2)`;
  const missing = chosen.find((index) => index >= modes.list.length);
  if (missing !== undefined) return `it has ${modes.list.length} modes, numbered from 0: there is no mode ${missing} (CR 700.2)`;
  if (!modes.sameModeMoreThanOnce && new Set(chosen).size !== chosen.length) return 'a mode can be chosen only once (CR 700.2d)';
  return null;
}

/**
 * Every choice of modes the count allows (CR 700.2, 700.2d), each in printed order, among the
 * modes that `legal` says may be chosen (700.2a: not one whose targets can't be chosen).
 */
export function modeChoices(modes: Modes, legal: (index: number) => boolean): number[][] {
  const { min, max } = modeCount(modes);
  const indices = modes.list.map((_, index) => index).filter(legal);
  const out: number[][] = [];
  const extend = (prefix: number[], from: number) => {
    if (prefix.length >= min) out.push(prefix);
    if (prefix.length === max) return;
    for (let i = from; i < indices.length; i++) extend([...prefix, indices[i]!], modes.sameModeMoreThanOnce ? i : i + 1);
  };
  extend([], 0);
  return out.sort((a, b) => a.length - b.length);
}

/** Every effect an ability could have: its own, or each of its modes' (CR 700.2), for what does not depend on which are chosen. */
export function everyEffect(ability: { effects: readonly Effect[] } | { modes: Modes }): readonly Effect[] {
  return 'modes' in ability ? ability.modes.list.flatMap((mode) => mode.effects) : ability.effects;
}
