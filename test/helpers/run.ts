// Running a scenario on a two-player board (alice's precombat main phase by default) and reading
// its result, for the rules tests of effects that build boards from inline cards.

import { runScenario } from '../../rules';

type Json = Record<string, any>;

export const alice = (id: string, card: unknown, extra: Json = {}) => ({ id, card, controller: 'alice', ...extra });
export const bob = (id: string, card: unknown, extra: Json = {}) => ({ id, card, controller: 'bob', ...extra });
export const bear = { name: 'Test Bear', manaCost: '{1}{G}', types: ['Creature'], subtypes: ['Bear'], power: 2, toughness: 2 };
/** A 1/1 with "{T}: Add {G}." */
export const elf = {
  name: 'Test Elf',
  manaCost: '{G}',
  types: ['Creature'],
  subtypes: ['Elf'],
  power: 1,
  toughness: 1,
  abilities: [{ kind: 'activated', cost: [{ type: 'tap' }], effects: [{ type: 'addMana', mana: { G: 1 } }] }],
};
export const aliceMain = { number: 4, activePlayer: 'alice', step: 'precombatMain' };
export const bobMain = { number: 5, activePlayer: 'bob', step: 'precombatMain' };

export function run(permanents: Json[], actions: Json[], extra: Json = {}, ask: Json[] = []) {
  return runScenario({ board: { turn: aliceMain, players: [{ id: 'alice' }, { id: 'bob' }], permanents, ...extra }, actions, ask });
}

export function ok(result: ReturnType<typeof runScenario>) {
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return result;
}

export const permanent = (result: Json, id: string) => result.board.permanents.find((p: Json) => p.id === id);
export const player = (result: Json, id: string) => result.board.players.find((p: Json) => p.id === id);
/** The events of one type, in order. */
export const eventsOf = (result: Json, type: string): Json[] => result.events.filter((e: Json) => e.type === type);
