// Keyword abilities (CR 702) and the simple static abilities of combat (506-509) in the card
// format: each renders as its Oracle line (capitalized alone on a line, lowercase after a comma,
// 113.2c), and the characteristics answer names it lowercase without its number (SCENARIOS.md).
// Those that act only in combat change no answer until combat exists; they are data for it.

import { describe, expect, it } from 'vitest';
import { CardDefinition, LANDWALK, rulesText, runScenario, triggeredAbility } from '../../rules';

type Json = Record<string, any>;
const creature = (abilities: Json[]) => CardDefinition.parse({ name: 'Test Creature', manaCost: '{2}', types: ['Creature'], power: 2, toughness: 2, abilities });
const kw = (keyword: string, extra: Json = {}) => ({ kind: 'keyword', keyword, ...extra });
const lines = (abilities: Json[]) => rulesText(creature(abilities));

describe('keywords without a parameter (CR 702)', () => {
  // Each as the Oracle text prints it alone on a line (checked against cards-2026.jsonl).
  const oracle: Record<string, string> = {
    fear: 'Fear', // 702.36
    intimidate: 'Intimidate', // 702.13
    shadow: 'Shadow', // 702.28
    horsemanship: 'Horsemanship', // 702.31
    skulk: 'Skulk', // 702.118
    swampwalk: 'Swampwalk', // 702.14
    islandwalk: 'Islandwalk',
    forestwalk: 'Forestwalk',
    mountainwalk: 'Mountainwalk',
    plainswalk: 'Plainswalk',
    'nonbasic landwalk': 'Nonbasic landwalk',
    'legendary landwalk': 'Legendary landwalk',
    'snow landwalk': 'Snow landwalk',
    flanking: 'Flanking', // 702.25
    exalted: 'Exalted', // 702.83
    'battle cry': 'Battle cry', // 702.91
    provoke: 'Provoke', // 702.39
    myriad: 'Myriad', // 702.116
    melee: 'Melee', // 702.121
    dethrone: 'Dethrone', // 702.105
    training: 'Training', // 702.149
    partner: 'Partner', // 702.124
    shroud: 'Shroud', // 702.18
    prowess: 'Prowess', // 702.108
  };
  for (const [keyword, line] of Object.entries(oracle))
    it(`"${line}" renders alone on its line, and the characteristics answer names it "${keyword}"`, () => {
      expect(lines([kw(keyword)])).toEqual([line]);
      const result = runScenario({
        board: {
          turn: { number: 1, activePlayer: 'alice', step: 'precombatMain' },
          players: [{ id: 'alice' }],
          permanents: [{ id: 'x', controller: 'alice', card: creature([kw(keyword)]) }],
        },
        ask: [{ characteristics: 'x' }],
      }) as Json;
      expect(result.answers[0].keywords).toEqual([keyword]);
    });

  it('113.2c: after a comma a keyword is lowercase: "Flying, fear", "Vigilance, prowess", "Islandwalk, swampwalk", "Battle cry, melee"', () => {
    expect(lines([kw('flying'), kw('fear', { sameLine: true })])).toEqual(['Flying, fear']);
    expect(lines([kw('vigilance'), kw('prowess', { sameLine: true })])).toEqual(['Vigilance, prowess']);
    expect(lines([kw('islandwalk'), kw('swampwalk', { sameLine: true })])).toEqual(['Islandwalk, swampwalk']);
    expect(lines([kw('flying'), kw('intimidate', { sameLine: true }), kw('trample', { sameLine: true })])).toEqual(['Flying, intimidate, trample']);
    expect(lines([kw('battle cry'), kw('melee', { sameLine: true })])).toEqual(['Battle cry, melee']);
  });

  it('702.14c: each landwalk names the lands the defending player must control, for combat to read', () => {
    expect(LANDWALK.swampwalk).toEqual({ types: ['Land'], subtypes: ['Swamp'] });
    expect(LANDWALK['nonbasic landwalk']).toEqual({ types: ['Land'], notSupertypes: ['Basic'] });
    expect(Object.keys(LANDWALK).every((keyword) => CardDefinition.safeParse({ name: 'x', types: ['Land'], abilities: [kw(keyword)] }).success)).toBe(true);
  });

  it('613.1f: an effect grants the keywords that are not triggered abilities: "Enchanted creature has shroud.", "Other creatures you control have exalted."', () => {
    const aura = CardDefinition.parse({
      name: 'Test Veil',
      types: ['Enchantment'],
      subtypes: ['Aura'],
      abilities: [
        kw('enchant', { what: { types: ['Creature'] } }),
        { kind: 'static', effects: [{ type: 'continuous', affects: 'enchanted', modifications: [{ type: 'addKeywords', keywords: ['shroud'] }] }] },
        {
          kind: 'static',
          effects: [{ type: 'continuous', affects: { all: { types: ['Creature'], controller: 'you', other: true } }, modifications: [{ type: 'addKeywords', keywords: ['exalted'] }] }],
        },
      ],
    });
    expect(rulesText(aura)).toEqual(['Enchant creature', 'Enchanted creature has shroud.', 'Other creatures you control have exalted.']);
  });

  it('prowess is not granted by an effect: a granted triggered ability has no printed place on its card to trigger from', () => {
    const grant = { kind: 'static', effects: [{ type: 'continuous', affects: 'self', modifications: [{ type: 'addKeywords', keywords: ['prowess'] }] }] };
    expect(CardDefinition.safeParse({ name: 'x', types: ['Enchantment'], abilities: [grant] }).success).toBe(false);
  });
});

describe('keywords with a number (CR 702.45 bushido, 702.23 rampage, 702.130 afflict)', () => {
  it('render as "Bushido 2", "Rampage 1", "Afflict 3", and lowercase after a comma ("Double strike, bushido 2")', () => {
    expect(lines([kw('bushido', { n: 2 })])).toEqual(['Bushido 2']);
    expect(lines([kw('rampage', { n: 1 })])).toEqual(['Rampage 1']);
    expect(lines([kw('afflict', { n: 3 })])).toEqual(['Afflict 3']);
    expect(lines([kw('double strike'), kw('bushido', { n: 2, sameLine: true })])).toEqual(['Double strike, bushido 2']);
  });

  it('the characteristics answer names it without its number, as an opaque keyword line is named: "bushido"', () => {
    const result = runScenario({
      board: {
        turn: { number: 1, activePlayer: 'alice', step: 'precombatMain' },
        players: [{ id: 'alice' }],
        permanents: [{ id: 'x', controller: 'alice', card: creature([kw('bushido', { n: 2 })]) }],
      },
      ask: [{ characteristics: 'x' }],
    }) as Json;
    expect(result.answers[0].keywords).toEqual(['bushido']);
  });

  it('need their number, a whole number from 1', () => {
    for (const bad of [kw('bushido'), kw('bushido', { n: 0 }), kw('rampage', { n: 1.5 }), kw('flying', { n: 1 })])
      expect(CardDefinition.safeParse({ name: 'x', types: ['Creature'], power: 1, toughness: 1, abilities: [bad] }).success).toBe(false);
  });
});

describe('prowess means a triggered ability (CR 702.108a)', () => {
  it('its meaning renders as the rule words it: "Whenever you cast a noncreature spell, this creature gets +1/+1 until end of turn."', () => {
    const meaning = triggeredAbility(creature([kw('prowess')]).abilities[0]!);
    expect(meaning).not.toBeNull();
    expect(lines([meaning!])).toEqual(['Whenever you cast a noncreature spell, this creature gets +1/+1 until end of turn.']);
  });

  it('no other keyword is a triggered ability the engine carries out now', () => {
    const others = ['flying', 'exalted', 'battle cry', 'melee', 'flanking'].map((keyword) => triggeredAbility(creature([kw(keyword)]).abilities[0]!));
    expect(others).toEqual([null, null, null, null, null]);
  });
});

describe('castSpell triggers (CR 601.2i, 603.2)', () => {
  const trigger = (whose: string, spell?: Json) => ({ kind: 'triggered', trigger: { event: 'castSpell', whose, ...(spell ? { spell } : {}) }, effects: [{ type: 'draw', amount: 1 }] });
  it('render who casts and which spells', () => {
    expect(
      lines([
        trigger('you', { notTypes: ['Creature'] }),
        trigger('you', { anyOfTypes: ['Instant', 'Sorcery'] }),
        trigger('you'),
        trigger('opponent'),
        trigger('any'),
        trigger('you', { types: ['Creature'] }),
        trigger('any', { color: 'B' }),
        trigger('opponent', { notTypes: ['Creature'] }),
      ]),
    ).toEqual([
      'Whenever you cast a noncreature spell, draw a card.',
      'Whenever you cast an instant or sorcery spell, draw a card.',
      'Whenever you cast a spell, draw a card.',
      'Whenever an opponent casts a spell, draw a card.',
      'Whenever a player casts a spell, draw a card.',
      'Whenever you cast a creature spell, draw a card.',
      'Whenever a player casts a black spell, draw a card.',
      'Whenever an opponent casts a noncreature spell, draw a card.',
    ]);
  });
});

describe('combat restrictions and requirements as rule effects (CR 508.1c-d, 509.1b-c)', () => {
  const rule = (type: string, affects: unknown = 'self', extra: Json = {}) => ({ kind: 'static', effects: [{ type, affects, ...extra }] });
  it('render as their Oracle lines', () => {
    expect(
      lines([
        rule('cantBlock'),
        rule('cantAttack'),
        rule('cantBeBlocked'),
        rule('attacksEachCombat'),
        rule('canBlockOnly', 'self', { withKeyword: 'flying' }),
        rule('cantAttackOrBlock'),
      ]),
    ).toEqual([
      "This creature can't block.",
      "This creature can't attack.",
      "This creature can't be blocked.",
      'This creature attacks each combat if able.',
      'This creature can block only creatures with flying.',
      "This creature can't attack or block.",
    ]);
  });

  it('on an Aura: "Enchanted creature can\'t attack.", "Enchanted creature attacks each combat if able.", "Enchanted creature can\'t attack or block."', () => {
    const aura = CardDefinition.parse({
      name: 'Test Curse',
      types: ['Enchantment'],
      subtypes: ['Aura'],
      abilities: [kw('enchant', { what: { types: ['Creature'] } }), rule('cantAttack', 'enchanted'), rule('attacksEachCombat', 'enchanted'), rule('cantAttackOrBlock', 'enchanted')],
    });
    expect(rulesText(aura).slice(1)).toEqual(["Enchanted creature can't attack.", 'Enchanted creature attacks each combat if able.', "Enchanted creature can't attack or block."]);
  });

  it('created for a duration: "Target creature can\'t block this turn."', () => {
    const card = CardDefinition.parse({
      name: 'Test Panic',
      types: ['Instant'],
      abilities: [
        {
          kind: 'spell',
          targets: [{ kind: 'permanent', filter: { types: ['Creature'] } }],
          effects: [{ type: 'createEffect', duration: 'thisTurn', effect: { type: 'cantBlock', affects: { target: 0 } } }],
        },
      ],
    });
    expect(rulesText(card)).toEqual(["Target creature can't block this turn."]);
  });
});

describe('cycling and typecycling (CR 702.29a, 702.29e)', () => {
  it('render as the Oracle prints them: "Cycling {2}", "Swampcycling {2}", "Basic landcycling {1}{G}"; the characteristics answer names them without their cost', () => {
    expect(lines([kw('cycling', { cost: '{2}' })])).toEqual(['Cycling {2}']);
    expect(lines([kw('swampcycling', { cost: '{2}' })])).toEqual(['Swampcycling {2}']);
    expect(lines([kw('basic landcycling', { cost: '{1}{G}' })])).toEqual(['Basic landcycling {1}{G}']);
    const result = runScenario({
      board: {
        turn: { number: 1, activePlayer: 'alice', step: 'precombatMain' },
        players: [{ id: 'alice' }],
        permanents: [{ id: 'x', controller: 'alice', card: creature([kw('cycling', { cost: '{2}' }), kw('islandcycling', { cost: '{2}' })]) }],
      },
      ask: [{ characteristics: 'x' }],
    }) as Json;
    expect(result.answers[0].keywords).toEqual(['cycling', 'islandcycling']);
  });

  it('need their cost', () => {
    expect(CardDefinition.safeParse({ name: 'x', types: ['Creature'], power: 1, toughness: 1, abilities: [kw('cycling')] }).success).toBe(false);
  });

  it('702.29a: cycling works only in a hand, so a permanent with it has no such activated ability: its ability 0 is "{T}: Add {G}."', () => {
    const card = creature([kw('cycling', { cost: '{2}' }), { kind: 'activated', cost: [{ type: 'tap' }], effects: [{ type: 'addMana', mana: { G: 1 } }] }]);
    const result = runScenario({
      board: {
        turn: { number: 2, activePlayer: 'alice', step: 'precombatMain' },
        players: [{ id: 'alice' }],
        permanents: [{ id: 'x', controller: 'alice', card }],
      },
      actions: [{ do: 'activate', permanent: 'x', ability: 0 }],
      ask: [{ canActivate: { permanent: 'x', ability: 1 } }],
    }) as Json;
    expect(result.ok, JSON.stringify(result.error)).toBe(true);
    expect(result.board.players[0].manaPool).toMatchObject({ G: 1 });
    expect(result.answers[0].legal).toBe(false);
  });
});

describe('morph and "Choose a Background": data only (CR 702.37a, 702.124k)', () => {
  it('render as the Oracle prints them: "Morph {3}{G}", "Choose a Background"; the characteristics answer names them "morph", "choose a background"', () => {
    expect(lines([kw('morph', { cost: '{3}{G}' })])).toEqual(['Morph {3}{G}']);
    expect(lines([kw('choose a Background')])).toEqual(['Choose a Background']);
    const result = runScenario({
      board: {
        turn: { number: 1, activePlayer: 'alice', step: 'precombatMain' },
        players: [{ id: 'alice' }],
        permanents: [{ id: 'x', controller: 'alice', card: creature([kw('morph', { cost: '{3}{G}' }), kw('choose a Background')]) }],
      },
      ask: [{ characteristics: 'x' }, { canActivate: { permanent: 'x' } }],
    }) as Json;
    expect(result.answers[0].keywords).toEqual(['morph', 'choose a background']);
    // A face-up permanent's morph is no activated ability (turning face up is a special action, 702.37e, of face-down permanents only).
    expect(result.answers[1].legal).toBe(false);
  });

  it('morph needs its cost', () => {
    expect(CardDefinition.safeParse({ name: 'x', types: ['Creature'], power: 1, toughness: 1, abilities: [kw('morph')] }).success).toBe(false);
  });
});
