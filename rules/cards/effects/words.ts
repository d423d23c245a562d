// Words the mana effects share.

import { MANA_TYPES, type ManaPool, type ManaType } from '../../core';

/** "its controller adds" / "that player adds" / "add". */
export function playerAdds(player: 'you' | 'triggeringPlayer' | 'triggeringController'): string {
  if (player === 'triggeringPlayer') return 'that player adds';
  if (player === 'triggeringController') return 'its controller adds';
  return 'add';
}

/** The types of mana in an amount, in W U B R G C order. */
export const typesProduced = (mana: ManaPool): ManaType[] => MANA_TYPES.filter((type) => mana[type] > 0);

/** The types of mana an amount written in the format has, in W U B R G C order. */
export const typesIn = (mana: Partial<Record<ManaType, number>>): ManaType[] => MANA_TYPES.filter((type) => (mana[type] ?? 0) > 0);
