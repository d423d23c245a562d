// Catalog groups beyond the 75 cards of the Oracle fixture (test/cards/oracle/oracle.json):
// each is checked against the Oracle data of the shipped card pool by its own test, so the
// verify test knows them as catalog cards outside its fixture.

/** rules/cards/catalog/characteristic-defining.ts (characteristic-defining-catalog.test.ts). */
export const CHARACTERISTIC_DEFINING = ['Tarmogoyf', 'Lhurgoyf', 'Nightmare', 'Maro', 'Master of Etherium', 'Twisted Image', 'Inside Out', 'About Face'];
