// Targets (CR 115): whether an id names a legal target for a target specification, checked
// as a spell or ability is put on the stack (601.2c, 602.2b) and again as it resolves
// (608.2b). "Any target" is a creature, player, planeswalker or battle (115.4).

import type { TargetSpec } from '../cards';
import { illegalAction, invalid, type Path } from '../core';
import { matches } from './filters';
import type { BoardView } from './view';

export function isLegalTarget(view: BoardView, spec: TargetSpec, id: string, controller: string, sourceId: string | null): boolean {
  const player = view.player(id);
  const permanent = view.permanent(id);
  if (player) return !player.lost && (spec.kind === 'any' || spec.kind === 'playerOrPlaneswalker');
  if (!permanent) return false;
  const c = view.characteristics(permanent);
  if (spec.kind === 'any') return c.types.includes('Creature') || c.types.includes('Planeswalker') || c.types.includes('Battle');
  if (spec.kind === 'playerOrPlaneswalker') return c.types.includes('Planeswalker');
  const source = sourceId ? (view.permanent(sourceId) ?? null) : null;
  if (spec.filter?.other && permanent.id === sourceId) return false;
  return matches(spec.filter ?? {}, view.matchable(permanent), { controller, source });
}

/** The targets chosen as a spell or ability is put on the stack: one per specification, "up to one" may be left out (CR 601.2c). */
export function chooseTargets(view: BoardView, specs: readonly TargetSpec[], chosen: readonly string[], controller: string, sourceId: string | null, at: Path): string[] {
  if (chosen.length > specs.length) invalid(at, `this has ${specs.length} target(s), not ${chosen.length}`);
  specs.forEach((spec, index) => {
    const id = chosen[index];
    if (id === undefined) {
      if (!spec.upToOne) throw illegalAction(`target ${index + 1} is missing: it must be chosen as this is put on the stack`, '601.2c');
      return;
    }
    if (!view.player(id) && !view.permanent(id)) invalid([...at, index], `no permanent or player has id "${id}"`);
    if (!isLegalTarget(view, spec, id, controller, sourceId)) throw illegalAction(`${id} is not a legal target for this (CR 115.1)`, '601.2c');
  });
  return [...chosen];
}
