// mana/: mana abilities (CR 605): what a permanent could produce (106.7), the mana production
// event with its replacement effects and triggered mana abilities (106.12), and the mana a
// player could add or pay with (availableMana, canPay).

export { availableMana, canPay } from './available-mana';
export { couldProduce, typesOf } from './could-produce';
export type { TypeMask } from './could-produce';
export { isTriggeredManaAbility, manaTriggers, resolveManaAbility } from './production';
