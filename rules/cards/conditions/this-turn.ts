// What happened this turn (the board's `turn.thisTurn`, kept by the engine from its events:
// rules/game/this-turn.ts), as conditions word it, mostly in intervening "if" clauses (CR 603.4):
// - `creatureDied`: "a creature died this turn" (morbid, an ability word, 207.2c; "dies", 700.4);
// - `youAttacked`: "you attacked this turn" (raid: the ability's controller declared one or more
//   attackers this turn, 508.1);
// - `youGainedLife`: "you gained life this turn", "you gained 3 or more life this turn" (119.3);
// - `anOpponentLostLife`: "an opponent lost life this turn" (119.3);
// - `permanentLeftYourControl`: "a permanent left the battlefield under your control this turn"
//   (revolt).
// None reads a characteristic, so none depends on another continuous effect (613.8a).

import * as z from 'zod';
import { condition, opponentsOf } from './kind';

const HAPPENED = {
  creatureDied: 'a creature died this turn',
  youAttacked: 'you attacked this turn',
  anOpponentLostLife: 'an opponent lost life this turn',
  permanentLeftYourControl: 'a permanent left the battlefield under your control this turn',
} as const;

export const thisTurn = condition({
  schema: z.union([
    z.strictObject({ type: z.literal('thisTurn'), happened: z.enum(['creatureDied', 'youAttacked', 'anOpponentLostLife', 'permanentLeftYourControl']) }),
    /** `atLeast` absent: any life at all. */
    z.strictObject({ type: z.literal('thisTurn'), happened: z.literal('youGainedLife'), atLeast: z.int().min(2).max(1000).optional() }),
  ]),
  holds(c, view, source) {
    const record = view.thisTurn;
    switch (c.happened) {
      case 'creatureDied':
        return (record.creaturesDied ?? 0) > 0;
      case 'youAttacked':
        return record.attacked?.includes(source.controller) === true;
      case 'youGainedLife':
        return (record.lifeGained?.[source.controller] ?? 0) >= ('atLeast' in c && c.atLeast !== undefined ? c.atLeast : 1);
      case 'anOpponentLostLife':
        return opponentsOf(view, source.controller).some((opponent) => (record.lifeLost?.[opponent.id] ?? 0) > 0);
      case 'permanentLeftYourControl':
        return record.leftBattlefield?.includes(source.controller) === true;
    }
  },
  reads: () => ({ thisTurn: true }),
  text: (c) =>
    `as long as ${c.happened === 'youGainedLife' ? `you gained ${'atLeast' in c && c.atLeast !== undefined ? `${c.atLeast} or more ` : ''}life this turn` : HAPPENED[c.happened]}`,
});
