// The catalog group "Characteristic-defining abilities and switching power and toughness"
// (rules/cards/catalog/characteristic-defining.ts) checked against the Oracle data the shipped
// card pool carries, as verify.test.ts checks the 75 cards of the Oracle fixture: the printed
// characteristics, the rules text rendered back, and the definition the Oracle compiler makes
// of the Oracle text (the same wording compiles for every card that has it).

import { describe, expect, it } from 'vitest';
import { CardDefinition, catalogCard, rulesText, withoutReminderText } from '../../rules';
import { compileCard } from '../../pool/compile';
import { poolRecord } from '../../pool/load';
import { CHARACTERISTIC_DEFINING } from './catalog-groups';

describe('characteristic-defining catalog cards match their Oracle data (CR 604.3, 613.4d)', () => {
  it.each(CHARACTERISTIC_DEFINING)('%s', (name) => {
    const card = catalogCard(name)!;
    const record = poolRecord(name)!;
    expect(record, 'in the card pool').toBeTruthy();
    expect(rulesText(card).map(withoutReminderText)).toEqual(record.oracle_text.map(withoutReminderText));
    expect({
      types: card.types,
      subtypes: card.subtypes,
      power: card.power === undefined ? null : String(card.power),
      toughness: card.toughness === undefined ? null : String(card.toughness),
    }).toEqual({
      types: record.types,
      subtypes: record.subtypes,
      power: record.power,
      toughness: record.toughness,
    });
    const { abilities: _abilities, selfReference: _selfReference, ...printed } = card;
    const compiled = CardDefinition.parse(compileCard(record.oracle_text, printed).card);
    expect(compiled.abilities).toEqual(card.abilities);
    expect(compiled.selfReference).toBe(card.selfReference);
  });
});
