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

describe('the Oracle compiler reads these wordings for every card that has them (CR 208.2a, 613.4d, 702.114a)', () => {
  const creature = (name: string) => ({ name, supertypes: [], types: ['Creature' as const], subtypes: [], power: '*', toughness: '*' });
  it.each([
    [
      'Crusader of Odric',
      "Crusader of Odric's power and toughness are each equal to the number of creatures you control.",
      { permanents: { types: ['Creature'], controller: 'you' } },
      0,
      0,
    ],
    ['Yavimaya Kavu', "Yavimaya Kavu's toughness is equal to the number of green creatures on the battlefield.", null, undefined, undefined],
    ['Aysen Crusader', "Aysen Crusader's power and toughness are each equal to 2 plus the number of Soldiers and Warriors you control.", null, undefined, undefined],
    ['Test Reaper', "Test Reaper's power and toughness are each equal to 1 plus the number of creature cards in your graveyard.", { cards: ['Creature'], in: 'yourGraveyard' }, 1, 1],
    [
      'Test Scholar',
      "Test Scholar's power is equal to the number of instant and sorcery cards in your graveyard.",
      { cards: ['Instant', 'Sorcery'], in: 'yourGraveyard' },
      0,
      undefined,
    ],
  ])('%s', (name, line, count, power, toughness) => {
    const [compiled] = compileCard([line], creature(name)).lines;
    if (count === null) {
      expect(compiled!.compiled).toBe(false);
      return;
    }
    expect(compiled!.compiled).toBe(true);
    expect(compiled!.abilities).toEqual([
      { kind: 'static', definesCharacteristics: true, effects: [{ type: 'continuous', affects: 'self', modifications: [{ type: 'definePT', count, power, toughness }] }] },
    ]);
  });

  it('"Devoid" is the keyword, and "Switch its power and toughness" a switch of the object named before', () => {
    const [devoid] = compileCard(['Devoid (This card has no color.)'], creature('Test Eldrazi')).lines;
    expect(devoid).toMatchObject({ compiled: true, abilities: [{ kind: 'keyword', keyword: 'devoid' }] });
    const [switching] = compileCard(["{1}{U}: Switch this creature's power and toughness until end of turn."], { ...creature('Test Shifter'), power: 1, toughness: 4 }).lines;
    expect(switching).toMatchObject({
      compiled: true,
      abilities: [{ kind: 'activated', effects: [{ type: 'createEffect', duration: 'endOfTurn', effect: { affects: 'self', modifications: [{ type: 'switchPT' }] } }] }],
    });
  });
});
