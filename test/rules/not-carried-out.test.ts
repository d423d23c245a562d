// Abilities the engine does not carry out (SCENARIOS.md, "Answers"): an answer one could change
// is `unsupported` in its place, naming the permanent, card, ability and text, and the other
// answers are still given; an action one could change is UNSUPPORTED with the same fields.
// Where it provably cannot matter, the engine answers.

import { describe, expect, it } from 'vitest';
import { runScenario } from '../../rules';
import { board } from '../helpers/boards';

type Json = Record<string, unknown>;

const bear = { name: 'Grizzly Bears', manaCost: '{1}{G}', types: ['Creature'], subtypes: ['Bear'], power: 2, toughness: 2 };
const opaque = (fields: Json & { text: string }) => ({ kind: 'opaque', ...fields });

/** A creature whose one ability is an anthem the engine can't read (CR 613.4c would apply it). */
const anthem = {
  ...bear,
  name: 'Anthem Bearer',
  abilities: [opaque({ as: 'static', text: 'Other creatures you control get +1/+1 for each Aura attached to them.', reach: ['powerToughness'] })],
};
const selfPump = {
  ...bear,
  name: 'Lonely Bear',
  abilities: [opaque({ as: 'static', text: 'This creature gets +2/+2 as long as you control no other creatures.', reach: ['powerToughness'], self: true })],
};
const oddMana = {
  ...bear,
  name: 'Odd Druid',
  abilities: [opaque({ as: 'mana', text: '{T}: Add one mana of any color that a Gate you control could produce.', reach: ['mana'] })],
};
const lifeDoubler = {
  name: 'Life Doubler',
  manaCost: '{3}{W}',
  types: ['Enchantment'],
  abilities: [opaque({ as: 'replacement', text: 'If you would gain life, you gain twice that much life instead.', reach: ['life'] })],
};
const tapWatcher = {
  name: 'Tap Watcher',
  manaCost: '{2}{B}',
  types: ['Enchantment'],
  abilities: [opaque({ as: 'triggered', text: 'Whenever a player taps a land for mana, that player loses 1 life.', trigger: ['tappedForMana'], reach: ['life'] })],
};
const attackWatcher = {
  ...bear,
  name: 'Attack Watcher',
  abilities: [opaque({ as: 'triggered', text: 'Whenever this creature attacks, you gain 1 life.', trigger: 'unreported', reach: ['life'] })],
};
const elixir = { name: 'Healing Salve', manaCost: '{W}', types: ['Instant'], abilities: [{ kind: 'spell', effects: [{ type: 'gainLife', amount: 3 }] }] };

const forest = (id: string, controller = 'alice') => ({ id, card: 'Forest', controller });

describe('abilities the engine does not carry out (SCENARIOS.md "Answers"; CR 113.3, 613, 603.2)', () => {
  it('613.4c: an anthem it cannot read makes the characteristics of a creature unsupported, naming it; couldProduce of a Forest is still answered', () => {
    const result = runScenario({
      board: board([{ id: 'anthem', card: anthem, controller: 'alice' }, { id: 'bear', card: bear, controller: 'alice' }, forest('forest')]),
      ask: [{ characteristics: 'bear' }, { couldProduce: 'forest' }],
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const named = {
      permanent: 'anthem',
      card: 'Anthem Bearer',
      ability: 0,
      text: anthem.abilities[0]!.text,
      reason: expect.stringContaining("Grizzly Bears (bear)'s power and toughness (layer 7)") as string,
    };
    expect(result.answers[0]).toEqual({ unsupported: { ...named, blockers: [named] } });
    expect(result.answers[1]).toEqual({ types: ['G'] });
  });

  it('a self-only static ability changes only its own object: the other creature is answered (CR 613.4c)', () => {
    const result = runScenario({
      board: board([
        { id: 'lonely', card: selfPump, controller: 'alice' },
        { id: 'bear', card: bear, controller: 'alice' },
      ]),
      ask: [{ characteristics: 'lonely' }, { characteristics: 'bear' }],
    });
    if (!result.ok) throw new Error(result.error.message);
    expect(result.answers[0]).toMatchObject({ unsupported: { permanent: 'lonely', ability: 0 } });
    expect(result.answers[1]).toMatchObject({ power: 2, toughness: 2 });
  });

  it('613.1f: an ability the permanent lost is not in play, so the answer is given', () => {
    const loseAll = {
      name: 'Muting Aura',
      manaCost: '{U}',
      types: ['Enchantment'],
      abilities: [{ kind: 'static', effects: [{ type: 'continuous', affects: { all: { types: ['Creature'] }, phrase: 'all' }, modifications: [{ type: 'loseAllAbilities' }] }] }],
    };
    const result = runScenario({
      board: board([
        { id: 'lonely', card: selfPump, controller: 'alice' },
        { id: 'mute', card: loseAll, controller: 'bob' },
      ]),
      ask: [{ characteristics: 'lonely' }],
    });
    if (!result.ok) throw new Error(result.error.message);
    expect(result.answers[0]).toMatchObject({ power: 2, toughness: 2, abilityCount: 0 });
  });

  it('605.1a: a mana ability it cannot read makes its controller\u2019s availableMana and canPay unsupported, not the other player\u2019s', () => {
    const result = runScenario({
      board: board([{ id: 'druid', card: oddMana, controller: 'alice' }, forest('forest'), forest('bobs', 'bob')]),
      ask: [{ availableMana: 'alice' }, { canPay: { player: 'alice', cost: '{G}' } }, { availableMana: 'bob' }, { canActivate: { permanent: 'druid', ability: 0 } }],
    });
    if (!result.ok) throw new Error(result.error.message);
    expect(result.answers[0]).toMatchObject({ unsupported: { permanent: 'druid', card: 'Odd Druid', ability: 0 } });
    expect(result.answers[1]).toMatchObject({ unsupported: { permanent: 'druid' } });
    expect(result.answers[2]).toEqual({ options: [{ G: 1 }] });
    expect(result.answers[3]).toMatchObject({ unsupported: { permanent: 'druid', ability: 0 } });
  });

  it('602.2: activating an ability it cannot read is UNSUPPORTED with the fields of the ability', () => {
    const result = runScenario({ board: board([{ id: 'druid', card: oddMana, controller: 'alice' }]), actions: [{ do: 'activate', permanent: 'druid', ability: 0 }] });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toMatchObject({ code: 'UNSUPPORTED', permanent: 'druid', card: 'Odd Druid', ability: 0, text: oddMana.abilities[0]!.text, action: 0 });
  });

  it('614.1a: a replacement of life gain it cannot read makes gaining life UNSUPPORTED; tapping a Forest is carried out', () => {
    const gain = runScenario({
      board: board([{ id: 'doubler', card: lifeDoubler, controller: 'alice' }], { stack: [{ id: 'salve', kind: 'spell', card: elixir, controller: 'alice' }] }),
      actions: [{ do: 'resolve' }],
    });
    expect(gain.ok).toBe(false);
    if (!gain.ok) expect(gain.error).toMatchObject({ code: 'UNSUPPORTED', permanent: 'doubler', card: 'Life Doubler', ability: 0 });
    const tap = runScenario({ board: board([{ id: 'doubler', card: lifeDoubler, controller: 'alice' }, forest('forest')]), actions: [{ do: 'activate', permanent: 'forest' }] });
    expect(tap.ok).toBe(true);
  });

  it('603.2: a triggered ability it cannot read makes the action whose events could trigger it UNSUPPORTED; one that triggers on attacking does not', () => {
    const tapped = runScenario({ board: board([{ id: 'watcher', card: tapWatcher, controller: 'bob' }, forest('forest')]), actions: [{ do: 'activate', permanent: 'forest' }] });
    expect(tapped.ok).toBe(false);
    if (!tapped.ok) expect(tapped.error).toMatchObject({ code: 'UNSUPPORTED', permanent: 'watcher', ability: 0 });
    const attacks = runScenario({ board: board([{ id: 'watcher', card: attackWatcher, controller: 'alice' }, forest('forest')]), actions: [{ do: 'activate', permanent: 'forest' }] });
    expect(attacks.ok).toBe(true);
  });

  it('113.6: an ability that works only from a graveyard is in play there, and not on the battlefield', () => {
    const grave = {
      ...bear,
      name: 'Grave Anthem',
      abilities: [opaque({ as: 'static', text: 'As long as this card is in your graveyard, creatures you control get +1/+1.', reach: ['powerToughness'], zones: ['graveyard'] })],
    };
    const inGraveyard = runScenario({
      board: { ...board([{ id: 'bear', card: bear, controller: 'alice' }]), players: [{ id: 'alice', graveyard: [{ id: 'g1', card: grave }] }, { id: 'bob' }] },
      ask: [{ characteristics: 'bear' }],
    });
    if (!inGraveyard.ok) throw new Error(inGraveyard.error.message);
    expect(inGraveyard.answers[0]).toMatchObject({ unsupported: { permanent: 'g1', card: 'Grave Anthem' } });
    const onBattlefield = runScenario({
      board: board([
        { id: 'bear', card: bear, controller: 'alice' },
        { id: 'anthem', card: grave, controller: 'alice' },
      ]),
      ask: [{ characteristics: 'bear' }],
    });
    if (!onBattlefield.ok) throw new Error(onBattlefield.error.message);
    expect(onBattlefield.answers[0]).toMatchObject({ power: 2 });
  });

  // Found by test/rules/footprint-properties.test.ts: behaviour inside these footprints changed answers the engine gave.
  const mindSway = {
    name: 'Mind Sway',
    manaCost: '{3}{U}',
    types: ['Enchantment'],
    subtypes: ['Aura'],
    abilities: [
      { kind: 'keyword', keyword: 'enchant', what: { types: ['Creature'] } },
      opaque({ as: 'static', text: 'You control enchanted creature.', reach: ['control'], affects: ['attached'] }),
    ],
  };

  it("613.1b: what a player could do with their permanents reads who controls every permanent: a control-changing line on the other player's creature makes it unsupported", () => {
    const result = runScenario({
      board: board([{ id: 'sway', card: mindSway, controller: 'alice', attachedTo: 'elf' }, { id: 'elf', card: 'Llanowar Elves', controller: 'bob' }, forest('forest')]),
      ask: [{ availableMana: 'alice' }, { canPay: { player: 'alice', cost: '{G}{G}' } }, { legalActions: 'alice' }, { couldProduce: 'forest' }],
    });
    if (!result.ok) throw new Error(result.error.message);
    for (const answer of result.answers.slice(0, 3)) expect(answer).toMatchObject({ unsupported: { permanent: 'sway', card: 'Mind Sway', ability: 1 } });
    expect(result.answers[3]).toEqual({ types: ['G'] });
  });

  it('702.111b: whether a creature could block a menace attacker along with another reads who controls every creature', () => {
    const menace = { ...bear, name: 'Menacing Bear', abilities: [{ kind: 'keyword', keyword: 'menace' }] };
    const result = runScenario({
      board: board([
        { id: 'menace', card: menace, controller: 'alice' },
        { id: 'other', card: bear, controller: 'alice' },
        { id: 'sway', card: mindSway, controller: 'bob', attachedTo: 'other' },
        { id: 'blocker', card: bear, controller: 'bob' },
      ]),
      ask: [{ canBlock: { permanent: 'blocker', attacker: 'menace' } }],
    });
    if (!result.ok) throw new Error(result.error.message);
    expect(result.answers[0]).toMatchObject({ unsupported: { permanent: 'sway', ability: 1 } });
  });

  it("506.2: whether a creature could attack a planeswalker reads who controls it, its controller's own too", () => {
    const fickle = {
      name: 'Fickle Walker',
      manaCost: '{2}{U}',
      types: ['Planeswalker'],
      loyalty: 3,
      abilities: [opaque({ as: 'static', text: 'An opponent controls this planeswalker.', reach: ['control'], affects: ['self'] })],
    };
    const result = runScenario({
      board: board([
        { id: 'bear', card: bear, controller: 'alice' },
        { id: 'walker', card: fickle, controller: 'alice' },
      ]),
      ask: [{ canAttack: { permanent: 'bear', attacking: 'walker' } }, { canAttack: { permanent: 'bear', attacking: 'bob' } }],
    });
    if (!result.ok) throw new Error(result.error.message);
    expect(result.answers[0]).toMatchObject({ unsupported: { permanent: 'walker', card: 'Fickle Walker' } });
    expect(result.answers[1]).toEqual({ legal: true });
  });

  it('107.1, 604.3: a mana ability that counts reads what it could count: Gaea\u2019s Cradle could produce nothing once its creature is the other player\u2019s', () => {
    const result = runScenario({
      board: board([
        { id: 'cradle', card: "Gaea's Cradle", controller: 'alice' },
        { id: 'elf', card: 'Llanowar Elves', controller: 'alice' },
        { id: 'sway', card: mindSway, controller: 'bob', attachedTo: 'elf' },
        forest('forest'),
      ]),
      ask: [{ couldProduce: 'cradle' }, { couldProduce: 'forest' }],
    });
    if (!result.ok) throw new Error(result.error.message);
    expect(result.answers[0]).toMatchObject({ unsupported: { permanent: 'sway', ability: 1 } });
    expect(result.answers[1]).toEqual({ types: ['G'] });
  });

  it('613.7, 613.8: an ability Humility removes in layer 6 may have applied there first and taken Humility\u2019s own away, so it is in play', () => {
    const silencer = {
      ...bear,
      name: 'Silencing Bear',
      abilities: [
        opaque({ as: 'static', text: 'Creatures you control lose all abilities.', reach: ['abilities'], affects: [{ permanents: { types: ['Creature'], controller: 'you' } }] }),
      ],
    };
    const result = runScenario({
      board: board([
        { id: 'silencer', card: silencer, controller: 'alice' },
        { id: 'humility', card: 'Humility', controller: 'alice' },
        { id: 'opalescence', card: 'Opalescence', controller: 'alice' },
      ]),
      ask: [{ characteristics: 'silencer' }],
    });
    if (!result.ok) throw new Error(result.error.message);
    // Humility is a creature (Opalescence) the silencer's controller controls: applied first by timestamp, the line takes Humility's abilities, and the bear stays 2/2.
    expect(result.answers[0]).toMatchObject({ unsupported: { permanent: 'silencer', card: 'Silencing Bear' } });
  });
});
