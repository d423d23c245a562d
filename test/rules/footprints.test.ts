// Footprints on real cards (issue "Answers on real boards"; SCENARIOS.md "Questions"): an ability
// the engine doesn't carry out blocks only the answers it could change. A line about how its own
// object enters acts only as it enters (CR 614.1c, 614.12); an activated ability only once
// activated (602.2); a static ability only on what its text reaches (604.1), read through the
// counts that could count its object (604.3). Every blocker is named, with why for this answer.

import { describe, expect, it } from 'vitest';
import { runScenario } from '../../rules';
import { ensureCards } from '../../pool';

type Json = Record<string, any>;

const turn = { number: 5, activePlayer: 'alice', step: 'precombatMain' };
const players = [{ id: 'alice' }, { id: 'bob' }];

/** Runs a scenario on pool cards named on the board. */
function run(permanents: Json[], ask: Json[], actions: Json[] = []): Json {
  const scenario = { board: { turn, players, permanents }, actions, ask };
  ensureCards(scenario);
  const result = runScenario(scenario) as Json;
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return result;
}

describe('a line about how its own object enters acts only as it enters (CR 614.1c, 614.12)', () => {
  it("Game Trail already on the battlefield: Island's canActivate and a creature's canAttack are answered", () => {
    const result = run(
      [
        { id: 'trail', card: 'Game Trail', controller: 'alice' },
        { id: 'island', card: 'Island', controller: 'alice' },
        { id: 'bears', card: 'Grizzly Bears', controller: 'alice' },
      ],
      [{ canActivate: { permanent: 'island' } }, { canAttack: { permanent: 'bears' } }, { canActivate: { permanent: 'trail', ability: 0 } }, { availableMana: 'alice' }],
    );
    expect(result.answers).toEqual([
      { legal: true },
      { legal: true },
      { legal: true },
      {
        options: expect.arrayContaining([
          { U: 1, R: 1 },
          { U: 1, G: 1 },
        ]),
      },
    ]);
  });

  it('Game Trail played: revealing a card from the hand as it enters is not carried out, so the play is UNSUPPORTED naming it (CR 614.12)', () => {
    const scenario = { board: { turn, players, permanents: [] }, actions: [{ do: 'play', card: 'Game Trail', controller: 'alice', id: 'trail' }] };
    ensureCards(scenario);
    const result = runScenario(scenario) as Json;
    expect(result).toMatchObject({ ok: false, error: { code: 'UNSUPPORTED', card: 'Game Trail', permanent: 'trail', ability: 0 } });
    expect(result.error.reason).toMatch(/as trail enters the battlefield \(CR 614\.1c, 614\.12\)/);
  });
});

describe('an activated ability the engine does not carry out acts only once activated (CR 602.2, 606.3)', () => {
  const gideon = (extra: Json = {}) => ({ id: 'gideon', card: 'Gideon, Ally of Zendikar', controller: 'alice', ...extra });

  it("Gideon, Ally of Zendikar: his +1 and 0 can be activated in alice's main phase with an empty stack; his emblem ability doesn't block them", () => {
    const result = run([gideon()], [{ canActivate: { permanent: 'gideon', ability: 0 } }, { canActivate: { permanent: 'gideon', ability: 1 } }, { legalActions: 'alice' }]);
    expect(result.answers[0]).toEqual({ legal: true });
    expect(result.answers[1]).toEqual({ legal: true });
    // Every activation of his can be listed: the emblem ability is structured, its effect marked not carried out.
    expect(result.answers[2].actions).toEqual(
      expect.arrayContaining([
        { do: 'activate', permanent: 'gideon', ability: 0 },
        { do: 'activate', permanent: 'gideon', ability: 1 },
      ]),
    );
  });

  it('after a loyalty ability of his was activated this turn, neither can be activated: 606.3', () => {
    const result = run([gideon({ loyaltyActivated: true })], [{ canActivate: { permanent: 'gideon', ability: 0 } }, { canActivate: { permanent: 'gideon', ability: 1 } }]);
    expect(result.answers).toEqual([
      { legal: false, reason: expect.any(String), rule: '606.3' },
      { legal: false, reason: expect.any(String), rule: '606.3' },
    ]);
  });

  it('activating his +1 after his 0 was activated this turn is illegal by 606.3, not UNSUPPORTED', () => {
    const scenario = {
      board: { turn, players, permanents: [gideon()] },
      actions: [
        { do: 'activate', permanent: 'gideon', ability: 1 },
        { do: 'activate', permanent: 'gideon', ability: 0 },
      ],
    };
    ensureCards(scenario);
    expect(runScenario(scenario)).toMatchObject({ ok: false, error: { code: 'ILLEGAL_ACTION', rule: '606.3', action: 1 } });
  });
});

describe('a static ability reaches what its text names (CR 604.1)', () => {
  it("Karn, the Great Creator stops the activated abilities of his controller's opponents' artifacts (CR 602.5, carried out): bob's artifact can't be activated, alice's own and bob's lands can", () => {
    const result = run(
      [
        { id: 'karn', card: 'Karn, the Great Creator', controller: 'alice' },
        { id: 'vault', card: 'Mind Stone', controller: 'bob' },
        { id: 'stone', card: 'Mind Stone', controller: 'alice' },
        { id: 'forest', card: 'Forest', controller: 'bob' },
      ],
      [{ canActivate: { permanent: 'vault' } }, { canActivate: { permanent: 'stone' } }, { canActivate: { permanent: 'forest' } }, { characteristics: 'vault' }],
    );
    expect(result.answers[0]).toMatchObject({ legal: false, rule: '602.5' });
    expect(result.answers.slice(1, 3)).toEqual([{ legal: true }, { legal: true }]);
    expect(result.answers[3]).toMatchObject({ name: 'Mind Stone', types: ['Artifact'] });
  });

  it("Kitesail Corsair's opaque flying while attacking changes only itself: Mountain's characteristics and a Goblin's attack are answered, its own are not", () => {
    const result = run(
      [
        { id: 'corsair', card: 'Kitesail Corsair', controller: 'alice' },
        { id: 'mountain', card: 'Mountain', controller: 'alice' },
        { id: 'goblin', card: 'Goblin Guide', controller: 'alice' },
      ],
      [{ characteristics: 'mountain' }, { canAttack: { permanent: 'goblin' } }, { characteristics: 'corsair' }, { canAttack: { permanent: 'corsair' } }],
    );
    expect(result.answers[0]).toMatchObject({ name: 'Mountain', types: ['Land'] });
    expect(result.answers[1]).toEqual({ legal: true });
    expect(result.answers[2].unsupported.reason).toMatch(/Kitesail Corsair \(corsair\)'s abilities \(layer 6\)/);
    expect(result.answers[3]).toMatchObject({ unsupported: { card: 'Kitesail Corsair' } });
  });

  it('Heliod, Sun-Crowned below five devotion is not a creature, which the engine does not carry out: Scion of the Wild, which counts the creatures alice controls, is unsupported (CR 604.3, 613.1d)', () => {
    const result = run(
      [
        { id: 'heliod', card: 'Heliod, Sun-Crowned', controller: 'alice' },
        { id: 'scion', card: 'Scion of the Wild', controller: 'alice' },
        { id: 'forest', card: 'Forest', controller: 'alice' },
      ],
      [{ characteristics: 'scion' }, { characteristics: 'forest' }],
    );
    expect(result.answers[0].unsupported).toMatchObject({ card: 'Heliod, Sun-Crowned', permanent: 'heliod' });
    expect(result.answers[0].unsupported.reason).toMatch(/types \(layer 4\)/);
    expect(result.answers[1]).toMatchObject({ name: 'Forest' });
  });

  it("613.1d, 613.1f: Humility removes Hypnotic Siren's bestow in layer 6, but bestow may have acted before it (a bestowed permanent stays an Aura, 702.103b): its characteristics are unsupported, naming bestow", () => {
    const result = run(
      [
        { id: 'siren', card: 'Hypnotic Siren', controller: 'alice' },
        { id: 'humility', card: 'Humility', controller: 'alice' },
      ],
      [{ characteristics: 'siren' }],
    );
    expect(result.answers[0].unsupported).toMatchObject({ card: 'Hypnotic Siren', permanent: 'siren' });
    expect(result.answers[0].unsupported.blockers).toEqual([expect.objectContaining({ ability: 0, text: expect.stringMatching(/^Bestow \{5\}\{U\}\{U\}/) })]);
  });

  it('every line that could change an answer is a blocker, each with why: two anthems the engine cannot read on a Grizzly Bears', () => {
    const anthem = (name: string) => ({
      name,
      manaCost: '{2}{W}',
      types: ['Enchantment'],
      abilities: [
        {
          kind: 'opaque',
          as: 'static',
          text: 'Creatures you control get +1/+1 for each Aura you control.',
          reach: ['powerToughness'],
          affects: [{ permanents: { types: ['Creature'], controller: 'you' } }],
        },
      ],
    });
    const result = run(
      [
        { id: 'one', card: anthem('First Anthem'), controller: 'alice' },
        { id: 'two', card: anthem('Second Anthem'), controller: 'alice' },
        { id: 'theirs', card: anthem('Their Anthem'), controller: 'bob' },
        { id: 'bears', card: 'Grizzly Bears', controller: 'alice' },
      ],
      [{ characteristics: 'bears' }],
    );
    const { unsupported } = result.answers[0];
    expect(unsupported.blockers.map((b: Json) => b.permanent)).toEqual(['one', 'two']);
    expect(unsupported.blockers[1].reason).toMatch(/Grizzly Bears \(bears\)'s power and toughness \(layer 7\)/);
    expect(unsupported).toMatchObject({ permanent: 'one', card: 'First Anthem' });
  });
});

describe('a line of keywords some of which trigger: the others act on their object all the time, the triggered ones as their events happen (CR 604.2, 603.2)', () => {
  const board = [
    { id: 'stallion', card: 'Colorstorm Stallion', controller: 'alice' },
    { id: 'bears', card: 'Grizzly Bears', controller: 'alice' },
    { id: 'mountain', card: 'Mountain', controller: 'bob' },
  ];

  it("Colorstorm Stallion's \"Ward {1}, haste\": bob's Mountain and mana and alice's other creature are answered; the Stallion's own attack is not (haste, 702.10)", () => {
    const result = run(board, [{ canActivate: { permanent: 'mountain' } }, { availableMana: 'bob' }, { canAttack: { permanent: 'bears' } }, { canAttack: { permanent: 'stallion' } }]);
    expect(result.answers.slice(0, 3)).toEqual([{ legal: true }, { options: [{ R: 1 }] }, { legal: true }]);
    expect(result.answers[3].unsupported).toMatchObject({ permanent: 'stallion', ability: 0 });
    expect(result.answers[3].unsupported.reason).toMatch(/Colorstorm Stallion \(stallion\)'s/);
  });

  it('bob casting Lightning Bolt at the Stallion would trigger its ward (702.21a): UNSUPPORTED, naming it with why', () => {
    const scenario = { board: { turn, players, permanents: board }, actions: [{ do: 'cast', card: 'Lightning Bolt', controller: 'bob', targets: ['stallion'] }] };
    ensureCards(scenario);
    const result = runScenario(scenario) as Json;
    expect(result).toMatchObject({ ok: false, error: { code: 'UNSUPPORTED', card: 'Colorstorm Stallion', permanent: 'stallion', ability: 0 } });
    expect(result.error.reason).toMatch(/would trigger on becameTarget \(CR 603\.2\)/);
  });
});

describe('a line whose cost compiles and whose effect does not: the cost is carried out (issue "Answers on real boards", item 2)', () => {
  // Myriad Landscape: "{2}, {T}, Sacrifice this land: Search your library for up to two basic land cards that share a land type, ..."
  const wastes = [
    { id: 'w1', card: 'Wastes', controller: 'alice' },
    { id: 'w2', card: 'Wastes', controller: 'alice' },
  ];
  const paid = [
    { do: 'activate', permanent: 'w1' },
    { do: 'activate', permanent: 'w2' },
  ];
  it('Myriad Landscape: whether its search can be activated is answered from its cost ({2}, {T}, sacrificing itself; CR 602.2, 601.2h)', () => {
    const result = run(
      [{ id: 'landscape', card: 'Myriad Landscape', controller: 'alice' }, { id: 'tapped', card: 'Myriad Landscape', controller: 'alice', tapped: true }, ...wastes],
      [{ canActivate: { permanent: 'landscape', ability: 1 } }, { canActivate: { permanent: 'tapped', ability: 1 } }, { legalActions: 'alice' }],
      paid,
    );
    expect(result.answers[0]).toEqual({ legal: true });
    expect(result.answers[1]).toMatchObject({ legal: false, rule: '107.5' });
    expect(result.answers[2].actions).toContainEqual({ do: 'activate', permanent: 'landscape', ability: 1 });
  });

  it('activating it pays its costs and puts it on the stack (CR 602.2); resolving it is UNSUPPORTED, naming the line', () => {
    const permanents = [{ id: 'landscape', card: 'Myriad Landscape', controller: 'alice' }, ...wastes];
    const held = run(permanents, [], [...paid, { do: 'activate', permanent: 'landscape', ability: 1, hold: true }]);
    expect(held.board.stack).toMatchObject([{ kind: 'ability', source: 'landscape', ability: 2, controller: 'alice' }]);
    expect(held.board.players[0]).toMatchObject({ id: 'alice', manaPool: { C: 0 }, graveyard: [{ id: 'landscape', card: 'Myriad Landscape' }] });
    const scenario = { board: { turn, players, permanents }, actions: [...paid, { do: 'activate', permanent: 'landscape', ability: 1 }] };
    ensureCards(scenario);
    expect(runScenario(scenario)).toMatchObject({
      ok: false,
      error: { code: 'UNSUPPORTED', card: 'Myriad Landscape', ability: 2, text: expect.stringContaining('Search your library') as string },
    });
  });

  it('Lotus Petal: "Sacrifice this artifact" is a cost the engine pays (CR 701.21a): it adds one mana of any color and goes to the graveyard; availableMana counts it, the permanent it sacrifices being its own (CR 605.3a)', () => {
    const result = run([{ id: 'petal', card: 'Lotus Petal', controller: 'alice' }], [{ availableMana: 'alice' }], [{ do: 'activate', permanent: 'petal', choices: { mana: 'B' } }]);
    expect(result.answers[0]).toEqual({ options: [] });
    expect(run([{ id: 'petal', card: 'Lotus Petal', controller: 'alice' }], [{ availableMana: 'alice' }]).answers[0]).toEqual({ options: [{ any: 1 }] });
    expect(result.board.players[0]).toMatchObject({ manaPool: { B: 1 }, graveyard: [{ id: 'petal', card: 'Lotus Petal' }] });
    expect(result.board.permanents).toEqual([]);
    expect(result.events).toContainEqual(expect.objectContaining({ type: 'sacrificed', permanent: 'petal', rules: ['701.21a', '601.2h'] }));
  });
});

describe('a line that gives only keywords changes only answers that read those keywords (CR 613.1f, 702)', () => {
  const giver = (keyword: string) => ({
    name: `${keyword} Banner`,
    manaCost: '{2}',
    types: ['Artifact'],
    abilities: [
      {
        kind: 'opaque',
        as: 'static',
        text: `Creatures you control have ${keyword} as long as you control an artifact.`,
        reach: ['abilities'],
        affects: [{ permanents: { types: ['Creature'], controller: 'you' } }],
        keywords: [keyword],
      },
    ],
  });
  const board = (keyword: string) => [
    { id: 'banner', card: giver(keyword), controller: 'alice' },
    { id: 'elf', card: 'Llanowar Elves', controller: 'alice', summoningSick: true },
  ];

  it("hexproof: the Elves' characteristics are unsupported, its {T} ability is answered (summoning sick, 302.6) and so is availableMana", () => {
    const result = run(board('hexproof'), [{ characteristics: 'elf' }, { canActivate: { permanent: 'elf' } }, { availableMana: 'alice' }, { canAttack: { permanent: 'elf' } }]);
    expect(result.answers[0]).toMatchObject({ unsupported: { permanent: 'banner' } });
    expect(result.answers[1]).toMatchObject({ legal: false, rule: '302.6' });
    expect(result.answers[2]).toEqual({ options: [] });
    expect(result.answers[3]).toMatchObject({ legal: false, rule: '302.6' });
  });

  it('haste: whether the summoning-sick Elves can pay {T} or attack depends on it (CR 302.6, 702.10), so both are unsupported', () => {
    const result = run(board('haste'), [{ canActivate: { permanent: 'elf' } }, { availableMana: 'alice' }, { canAttack: { permanent: 'elf' } }]);
    for (const answer of result.answers) expect(answer).toMatchObject({ unsupported: { permanent: 'banner' } });
  });
});

describe('what a condition or a trigger reads, and no more (CR 604.3, 611.3a, 603.2)', () => {
  it("611.3a: Indomitable Archangel's metalcraft counts artifacts (their types, who controls them): Bastion Protector's opaque +2/+2 and indestructible can't change that count, so alice's available mana is answered", () => {
    const result = run(
      [
        { id: 'angel', card: 'Indomitable Archangel', controller: 'alice' },
        { id: 'island', card: 'Island', controller: 'alice' },
        { id: 'protector', card: 'Bastion Protector', controller: 'bob' },
      ],
      [{ availableMana: 'alice' }],
    );
    expect(result.answers[0]).not.toHaveProperty('unsupported');
  });

  it("611.3a: beside Karametra, whose opaque line changes her types, the same count could change: UNSUPPORTED naming Karametra's line", () => {
    const result = run(
      [
        { id: 'angel', card: 'Indomitable Archangel', controller: 'alice' },
        { id: 'island', card: 'Island', controller: 'alice' },
        { id: 'karametra', card: 'Karametra, God of Harvests', controller: 'bob' },
      ],
      [{ availableMana: 'alice' }],
    );
    expect(result.answers[0].unsupported.blockers.map((b: Json) => b.card)).toContain('Karametra, God of Harvests');
  });

  it("602.2, 603.2: whether Golgari Rot Farm's ability may be activated doesn't read Karametra's triggered ability, so her opaque type line doesn't block it", () => {
    const result = run(
      [
        { id: 'farm', card: 'Golgari Rot Farm', controller: 'alice' },
        { id: 'karametra', card: 'Karametra, God of Harvests', controller: 'alice' },
      ],
      [{ canActivate: { permanent: 'farm', ability: 0 } }],
    );
    expect(result.answers[0]).toEqual({ legal: true });
  });
});
