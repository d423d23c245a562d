// Effects that forbid activating abilities (CR 602.5: "A player can't begin to activate an ability
// that's prohibited from being activated"), and the card name chosen as a permanent enters (CR
// 201.4, 614.12). Pithing Needle: "As this artifact enters, choose a card name." and "Activated
// abilities of sources with the chosen name can't be activated unless they're mana abilities."
// (605.1a); Null Rod: "Activated abilities of artifacts can't be activated." (mana abilities too,
// its ruling 2013-07-01); Karn, the Great Creator: "... of artifacts your opponents control ...".
// What a permanent could produce ignores them (106.7). Multiversal Passage: "This land is the
// chosen type." sets its land type (305.7) and so gives it that type's mana ability (305.6).

import { describe, expect, it } from 'vitest';
import { CardDefinition, rulesText, runScenario } from '../../rules';
import { ensureCards } from '../../pool';
import { compileCard } from '../../pool/compile';

type Json = Record<string, any>;

const turn = { number: 5, activePlayer: 'alice', step: 'precombatMain' };
const players = [{ id: 'alice' }, { id: 'bob' }];

function run(permanents: Json[], ask: Json[], actions: Json[] = []): Json {
  const scenario = { board: { turn, players, permanents }, actions, ask };
  ensureCards(scenario);
  return runScenario(scenario);
}

const needle = (cardName: string, controller = 'alice') => ({ id: 'needle', card: 'Pithing Needle', controller, chosen: { cardName } });
const sorcerer = { id: 'sorcerer', card: 'Prodigal Sorcerer', controller: 'bob' };
const elves = { id: 'elves', card: 'Llanowar Elves', controller: 'alice' };

describe('the lines compile and render back', () => {
  it.each([
    [
      { name: 'Pithing Needle', manaCost: '{1}', types: ['Artifact'] },
      ['As this artifact enters, choose a card name.', "Activated abilities of sources with the chosen name can't be activated unless they're mana abilities."],
    ],
    [
      { name: 'Phyrexian Revoker', manaCost: '{2}', types: ['Artifact', 'Creature'], subtypes: ['Phyrexian', 'Horror'], power: 2, toughness: 1 },
      ['As this creature enters, choose a nonland card name.', "Activated abilities of sources with the chosen name can't be activated."],
    ],
    [{ name: 'Null Rod', manaCost: '{2}', types: ['Artifact'] }, ["Activated abilities of artifacts can't be activated."]],
    [
      { name: 'Karn, the Great Creator', manaCost: '{4}', types: ['Planeswalker'], supertypes: ['Legendary'], subtypes: ['Karn'], loyalty: 5 },
      ["Activated abilities of artifacts your opponents control can't be activated."],
    ],
    [{ name: 'Multiversal Passage', types: ['Land'] }, ['This land is the chosen type.']],
    [
      { name: 'Petrified Hamlet', types: ['Land'] },
      [
        'When this land enters, choose a land card name.',
        "Activated abilities of sources with the chosen name can't be activated unless they're mana abilities.",
        'Lands with the chosen name have "{T}: Add {C}."',
        '{T}: Add {C}.',
      ],
    ],
  ])('%s', (printed, lines) => {
    const compiled = compileCard(lines, printed as any);
    expect(compiled.lines.every((line) => line.compiled)).toBe(true);
    expect(rulesText(CardDefinition.parse(compiled.card))).toEqual(lines);
  });
});

describe('Pithing Needle: the card name chosen as it enters (CR 201.4, 614.12)', () => {
  it('614.12a: cast without a card name, CHOICE_REQUIRED names cardName with no list of options', () => {
    const result = run([], [], [{ do: 'cast', card: 'Pithing Needle', controller: 'alice', id: 'needle' }]);
    expect(result).toMatchObject({ ok: false, error: { code: 'CHOICE_REQUIRED', choice: 'cardName' } });
    expect(result.error.options).toBeUndefined();
  });

  it('201.4: the name chosen is recorded in its `chosen`, as the card pool writes it', () => {
    const result = run([], [], [{ do: 'cast', card: 'Pithing Needle', controller: 'alice', id: 'needle', choices: { cardName: 'prodigal sorcerer' } }]);
    expect(result.ok).toBe(true);
    expect(result.board.permanents.find((p: Json) => p.id === 'needle').chosen).toEqual({ cardName: 'Prodigal Sorcerer' });
  });

  it('201.4: a name no card of the pool has is INVALID_INPUT at the choice', () => {
    expect(() => run([], [], [{ do: 'cast', card: 'Pithing Needle', controller: 'alice', id: 'needle', choices: { cardName: 'Not A Card Name' } }])).toThrow(/choices\.cardName/);
  });

  it('201.4a: Phyrexian Revoker ("a nonland card name") naming Forest is ILLEGAL_ACTION citing 201.4a; naming Llanowar Elves is fine', () => {
    const land = run([], [], [{ do: 'cast', card: 'Phyrexian Revoker', controller: 'alice', id: 'revoker', choices: { cardName: 'Forest' } }]);
    expect(land).toMatchObject({ ok: false, error: { code: 'ILLEGAL_ACTION', rule: '201.4a' } });
    const elf = run(
      [elves],
      [{ canActivate: { permanent: 'elves' } }],
      [{ do: 'cast', card: 'Phyrexian Revoker', controller: 'alice', id: 'revoker', choices: { cardName: 'Llanowar Elves' } }],
    );
    // Phyrexian Revoker has no mana-ability exception: Llanowar Elves' mana ability can't be activated (CR 602.5).
    expect(elf.answers[0]).toMatchObject({ legal: false, rule: '602.5' });
  });

  it('614.12: a choice given for a card without the ability is INVALID_INPUT', () => {
    const result = run([], [], [{ do: 'cast', card: 'Null Rod', controller: 'alice', id: 'rod', choices: { cardName: 'Sol Ring' } }]);
    expect(result).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT' } });
  });
});

describe('Pithing Needle: "Activated abilities of sources with the chosen name can\'t be activated unless they\'re mana abilities" (CR 602.5, 605.1a)', () => {
  it("602.5: naming Prodigal Sorcerer, its ability can't be activated: canActivate false citing 602.5, legalActions lacks it", () => {
    const result = run([needle('Prodigal Sorcerer'), sorcerer], [{ canActivate: { permanent: 'sorcerer' } }, { legalActions: 'bob' }]);
    expect(result.answers[0]).toMatchObject({ legal: false, rule: '602.5' });
    expect(result.answers[1].actions ?? result.answers[1]).not.toContainEqual(expect.objectContaining({ do: 'activate', permanent: 'sorcerer' }));
    const without = run([sorcerer], [{ canActivate: { permanent: 'sorcerer' } }, { legalActions: 'bob' }]);
    expect(without.answers[0]).toEqual({ legal: true });
    expect(JSON.stringify(without.answers[1])).toContain('"permanent":"sorcerer"');
  });

  it('602.5: activating it is ILLEGAL_ACTION citing 602.5, and the board is unchanged', () => {
    const result = run([needle('Prodigal Sorcerer'), sorcerer], [], [{ do: 'activate', permanent: 'sorcerer', targets: ['alice'] }]);
    expect(result).toMatchObject({ ok: false, error: { code: 'ILLEGAL_ACTION', rule: '602.5', action: 0 } });
  });

  it('602.5: it names only sources with that name: another Prodigal Sorcerer is stopped, a Llanowar Elves is not', () => {
    const result = run(
      [needle('Prodigal Sorcerer'), { ...sorcerer, id: 'other', controller: 'alice' }, elves],
      [{ canActivate: { permanent: 'other' } }, { canActivate: { permanent: 'elves' } }],
    );
    expect(result.answers).toEqual([expect.objectContaining({ legal: false, rule: '602.5' }), { legal: true }]);
  });

  it('605.1a: naming Llanowar Elves, its mana ability can still be activated, and availableMana counts it', () => {
    const result = run([needle('Llanowar Elves'), elves], [{ canActivate: { permanent: 'elves' } }, { availableMana: 'alice' }], []);
    expect(result.answers[0]).toEqual({ legal: true });
    expect(result.answers[1]).toEqual({ options: [{ G: 1 }] });
    const tapped = run([needle('Llanowar Elves'), elves], [], [{ do: 'activate', permanent: 'elves' }]);
    expect(tapped.board.players[0].manaPool).toMatchObject({ G: 1 });
  });

  it("606.1, 605.1a: naming Gideon Blackblade, his loyalty abilities (activated abilities, never mana abilities) can't be activated", () => {
    const gideon = { id: 'gideon', card: 'Gideon Blackblade', controller: 'alice' };
    const result = run([needle('Gideon Blackblade', 'bob'), gideon], [{ canActivate: { permanent: 'gideon', ability: 0 } }, { canActivate: { permanent: 'gideon', ability: 1 } }]);
    expect(result.answers).toEqual([expect.objectContaining({ legal: false, rule: '602.5' }), expect.objectContaining({ legal: false, rule: '602.5' })]);
    expect(run([gideon], [{ canActivate: { permanent: 'gideon', ability: 0 } }]).answers[0]).toEqual({ legal: true });
  });

  it('614.12: a Pithing Needle with nothing chosen stops nothing', () => {
    const result = run([{ id: 'needle', card: 'Pithing Needle', controller: 'alice' }, sorcerer], [{ canActivate: { permanent: 'sorcerer' } }]);
    expect(result.answers[0]).toEqual({ legal: true });
  });
});

describe('Null Rod: "Activated abilities of artifacts can\'t be activated." (CR 602.5)', () => {
  const rod = { id: 'rod', card: 'Null Rod', controller: 'bob' };
  const solRing = { id: 'ring', card: 'Sol Ring', controller: 'alice' };

  it("602.5: Sol Ring's mana ability can't be activated (Null Rod's ruling 2013-07-01: mana abilities too), and availableMana has nothing from it", () => {
    const result = run([rod, solRing], [{ canActivate: { permanent: 'ring' } }, { availableMana: 'alice' }]);
    expect(result.answers[0]).toMatchObject({ legal: false, rule: '602.5' });
    expect(result.answers[1]).toEqual({ options: [] });
    expect(run([rod, solRing], [], [{ do: 'activate', permanent: 'ring' }])).toMatchObject({ ok: false, error: { code: 'ILLEGAL_ACTION', rule: '602.5' } });
  });

  it('106.7: what Sol Ring could produce ignores the prohibition: colorless', () => {
    expect(run([rod, solRing], [{ couldProduce: 'ring' }]).answers[0]).toEqual({ types: ['C'] });
  });

  it('602.5: a creature that is no artifact is not stopped: Llanowar Elves', () => {
    expect(run([rod, elves], [{ canActivate: { permanent: 'elves' } }]).answers[0]).toEqual({ legal: true });
  });
});

describe('Karn, the Great Creator: "Activated abilities of artifacts your opponents control can\'t be activated." (CR 602.5)', () => {
  it("602.5: only the opponents' artifacts are stopped: bob's Sol Ring can't, alice's can", () => {
    const result = run(
      [
        { id: 'karn', card: 'Karn, the Great Creator', controller: 'alice' },
        { id: 'mine', card: 'Sol Ring', controller: 'alice' },
        { id: 'theirs', card: 'Sol Ring', controller: 'bob' },
      ],
      [{ canActivate: { permanent: 'mine' } }, { canActivate: { permanent: 'theirs' } }, { availableMana: 'bob' }],
    );
    expect(result.answers[0]).toEqual({ legal: true });
    expect(result.answers[1]).toMatchObject({ legal: false, rule: '602.5' });
    expect(result.answers[2]).toEqual({ options: [] });
  });
});

describe('Multiversal Passage: "This land is the chosen type." (CR 305.7, 305.6)', () => {
  it('305.7: with Island chosen it is an Island with no rules-text abilities, and taps for {U} (305.6)', () => {
    const passage = { id: 'passage', card: 'Multiversal Passage', controller: 'alice', chosen: { basicLandType: 'Island' } };
    const result = run([passage], [{ characteristics: 'passage' }, { availableMana: 'alice' }]);
    expect(result.answers[0]).toMatchObject({ types: ['Land'], subtypes: ['Island'] });
    expect(result.answers[1]).toEqual({ options: [{ U: 1 }] });
    const tapped = run([passage], [], [{ do: 'activate', permanent: 'passage' }]);
    expect(tapped.board.players[0].manaPool).toMatchObject({ U: 1 });
  });

  it('614.12: with nothing chosen it has no land type and no mana ability', () => {
    const result = run([{ id: 'passage', card: 'Multiversal Passage', controller: 'alice' }], [{ characteristics: 'passage' }, { availableMana: 'alice' }]);
    expect(result.answers[0]).toMatchObject({ subtypes: [] });
    expect(result.answers[1]).toEqual({ options: [] });
  });
});

describe('Petrified Hamlet: "When this land enters, choose a land card name." (CR 201.4, 603, 607.2)', () => {
  const play = (choices: Json = {}) => ({ do: 'play', card: 'Petrified Hamlet', controller: 'alice', id: 'hamlet', choices });

  it('608.2d: its trigger resolving without a name is CHOICE_REQUIRED naming cardName', () => {
    expect(run([], [], [play()])).toMatchObject({ ok: false, error: { code: 'CHOICE_REQUIRED', choice: 'cardName' } });
  });

  it("201.4a: a name that is no land card's is ILLEGAL_ACTION citing 201.4a", () => {
    const result = run([], [], [play({ triggered: { hamlet: { cardName: 'Sol Ring' } } })]);
    expect(result).toMatchObject({ ok: false, error: { code: 'ILLEGAL_ACTION', rule: '201.4a' } });
  });

  it("607.2: naming Treetop Village, the name is recorded on Petrified Hamlet; Treetop Village's animating ability can't be activated, its mana ability can, and it has {T}: Add {C} too", () => {
    const village = { id: 'village', card: 'Treetop Village', controller: 'bob' };
    const result = run(
      [village],
      [{ canActivate: { permanent: 'village', ability: 1 } }, { canActivate: { permanent: 'village', ability: 0 } }, { characteristics: 'village' }],
      [play({ triggered: { hamlet: { cardName: 'Treetop Village' } } })],
    );
    expect(result.ok).toBe(true);
    expect(result.board.permanents.find((p: Json) => p.id === 'hamlet').chosen).toEqual({ cardName: 'Treetop Village' });
    expect(result.answers[0]).toMatchObject({ legal: false, rule: '602.5' });
    expect(result.answers[1]).toEqual({ legal: true });
    // Treetop Village's three abilities and {T}: Add {C} from Petrified Hamlet (layer 6, CR 613.1f).
    expect(result.answers[2]).toMatchObject({ abilityCount: 4, explain: [expect.objectContaining({ source: 'hamlet (Petrified Hamlet)', layer: '6' })] });
  });
});
