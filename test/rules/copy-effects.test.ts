// Copy effects (CR 707, 613.1a, 613.2): Clone, Phantasmal Image, Quicksilver Gargantuan and
// Cryptoplasm, through the public contract: the copy chosen as a permanent enters
// (`choices.copy`, `chosen.copy`), the copiable values it gets (707.2), and what lasts.

import { describe, expect, it } from 'vitest';
import { runScenario } from '../../rules';
import { alice, bear, bob, elf, eventsOf, ok, permanent, player, run } from '../helpers/run';

type Json = Record<string, any>;

const wallOfOmens = {
  name: 'Test Wall of Omens',
  manaCost: '{1}{W}',
  types: ['Creature'],
  subtypes: ['Wall'],
  power: 0,
  toughness: 4,
  abilities: [{ kind: 'triggered', trigger: { event: 'enters', object: 'self' }, effects: [{ type: 'draw', amount: 1 }] }],
};
const legend = { name: 'Test Legend', manaCost: '{2}{G}', supertypes: ['Legendary'], types: ['Creature'], subtypes: ['Elf'], power: 3, toughness: 3 };
/** A resolved "target creature gets +3/+3 until end of turn", as an `effects` entry. */
const giantGrowth = {
  name: 'Test Giant Growth',
  manaCost: '{G}',
  types: ['Instant'],
  abilities: [
    {
      kind: 'spell',
      targets: [{ kind: 'permanent', filter: { types: ['Creature'] } }],
      effects: [{ type: 'createEffect', duration: 'endOfTurn', effect: { type: 'continuous', affects: { target: 0 }, modifications: [{ type: 'modifyPT', power: 3, toughness: 3 }] } }],
    },
  ],
};

const cast = (card: string, copy?: string, extra: Json = {}) => ({ do: 'cast', card, controller: 'alice', id: 'copy', ...(copy ? { choices: { copy } } : {}), ...extra });
const characteristicsOf = (result: Json, index = 0) => result.answers[index];

describe('Clone (CR 707.2, 707.5)', () => {
  it('707.2: a Clone copying a creature has its name, types, power and toughness and abilities, and is summoning sick (302.6)', () => {
    const result = ok(run([alice('elf', elf)], [cast('Clone', 'elf')], {}, [{ characteristics: 'copy' }, { canActivate: { permanent: 'copy', ability: 0 } }]));
    expect(characteristicsOf(result)).toMatchObject({ name: 'Test Elf', types: ['Creature'], subtypes: ['Elf'], colors: ['G'], power: 1, toughness: 1, manaValue: 1, abilityCount: 1 });
    expect(characteristicsOf(result).explain).toEqual([expect.objectContaining({ source: 'copy (Clone)', layer: '1', reason: 'timestamp' })]);
    expect(result.answers[1]).toMatchObject({ legal: false, rule: '302.6' });
    expect(permanent(result, 'copy')).toMatchObject({ card: 'Clone', chosen: { copy: 'elf' }, summoningSick: true });
    expect(permanent(result, 'copy').copiedValues).toBeUndefined();
  });

  it('707.2: the copiable values are the printed ones: a +3/+3 until end of turn and Turn to Frog are not copied', () => {
    const result = ok(
      run(
        [alice('elf', elf), alice('bear', bear)],
        [
          { do: 'cast', card: giantGrowth, controller: 'bob', targets: ['elf'] },
          { do: 'cast', card: 'Turn to Frog', controller: 'bob', targets: ['bear'] },
          cast('Clone', 'elf'),
          { do: 'cast', card: 'Clone', controller: 'alice', id: 'copy2', choices: { copy: 'bear' } },
        ],
        {},
        [{ characteristics: 'elf' }, { characteristics: 'copy' }, { characteristics: 'bear' }, { characteristics: 'copy2' }],
      ),
    );
    expect(result.answers[0]).toMatchObject({ power: 4, toughness: 4 });
    expect(result.answers[1]).toMatchObject({ name: 'Test Elf', power: 1, toughness: 1, abilityCount: 1 });
    expect(result.answers[2]).toMatchObject({ subtypes: ['Frog'], power: 1, toughness: 1, colors: ['U'], abilityCount: 0 });
    expect(result.answers[3]).toMatchObject({ name: 'Test Bear', subtypes: ['Bear'], power: 2, toughness: 2, colors: ['G'] });
  });

  it('707.3: a Clone copying a Clone that copies a creature is that creature', () => {
    const result = ok(run([alice('elf', elf), alice('clone1', 'Clone', { chosen: { copy: 'elf' } })], [cast('Clone', 'clone1')], {}, [{ characteristics: 'copy' }]));
    expect(characteristicsOf(result)).toMatchObject({ name: 'Test Elf', power: 1, toughness: 1, subtypes: ['Elf'] });
  });

  it('613.8a: a copy effect applies after the copy effect of what it copies, even with an earlier timestamp', () => {
    const result = ok(
      run([alice('clone1', 'Clone', { chosen: { copy: 'clone2' } }), alice('clone2', 'Clone', { chosen: { copy: 'elf' } }), alice('elf', elf)], [], {}, [{ characteristics: 'clone1' }]),
    );
    expect(characteristicsOf(result)).toMatchObject({ name: 'Test Elf', power: 1 });
    expect(characteristicsOf(result).explain).toEqual([expect.objectContaining({ source: 'clone1 (Clone)', layer: '1', reason: 'dependency', rule: '613.8a' })]);
  });

  it('707.5: enters-the-battlefield triggered abilities of the copied creature trigger', () => {
    const result = ok(run([alice('wall', wallOfOmens)], [cast('Clone', 'wall')]));
    expect(player(result, 'alice').hand).toBe(1);
    expect(permanent(result, 'copy')).toMatchObject({ chosen: { copy: 'wall' } });
  });

  it('707.2, 107.3m, 614.1c: a Clone of a Walking Ballista with counters: X is 0, no counters are copied, it enters with none and dies (704.5f)', () => {
    const result = ok(run([alice('ballista', 'Walking Ballista', { x: 2, counters: { '+1/+1': 2 } })], [cast('Clone', 'ballista')]));
    expect(permanent(result, 'copy')).toBeUndefined();
    expect(player(result, 'alice').graveyard).toEqual([{ id: 'copy', card: 'Clone' }]);
    expect(eventsOf(result, 'enteredBattlefield').at(-1)).toMatchObject({ permanent: 'copy', counters: {} });
  });

  it("707.2, 306.5b, 704.5j: a Clone of Gideon Blackblade on its controller's turn (a creature then) is a Gideon that enters with its printed 4 loyalty, and meets the legend rule", () => {
    const result = ok(
      run(
        [bob('gid', 'Gideon Blackblade', { counters: { loyalty: 6 } })],
        [cast('Clone', 'gid', { controller: 'bob', choices: { copy: 'gid', keep: ['copy'] } })],
        { turn: { number: 5, activePlayer: 'bob', step: 'precombatMain' } },
        [{ characteristics: 'copy' }],
      ),
    );
    expect(player(result, 'bob').graveyard).toEqual([{ id: 'gid', card: 'Gideon Blackblade' }]);
    expect(eventsOf(result, 'enteredBattlefield').find((e) => e.permanent === 'copy')).toMatchObject({ counters: { loyalty: 4 } });
    expect(characteristicsOf(result)).toMatchObject({ name: 'Gideon Blackblade', types: ['Planeswalker', 'Creature'], loyalty: 4, power: 4, toughness: 4 });
  });

  it("707.5: on its opponent's turn Gideon Blackblade is no creature: Clone can't copy it", () => {
    const result = run([bob('gid', 'Gideon Blackblade')], [cast('Clone', 'gid')]);
    expect(result).toMatchObject({ ok: false, error: { code: 'ILLEGAL_ACTION', rule: '707.5' } });
  });

  it("704.5j: a Clone of its controller's Gideon Blackblade: two legendary permanents with one name, one is put into the graveyard", () => {
    const result = ok(run([alice('gid', 'Gideon Blackblade')], [cast('Clone', 'gid', { choices: { copy: 'gid', keep: ['gid'] } })]));
    expect(permanent(result, 'copy')).toBeUndefined();
    expect(player(result, 'alice').graveyard).toEqual([{ id: 'copy', card: 'Clone' }]);
  });

  it('704.5j: a Clone of a legendary creature meets the legend rule', () => {
    const result = run([alice('legend', legend)], [cast('Clone', 'legend')]);
    expect(result.ok ? result.board.permanents.length : -1).toBe(1);
  });

  it('a Clone entering with no choices.copy copies nothing: a 0/0 Shapeshifter that dies (704.5f)', () => {
    const result = ok(run([alice('elf', elf)], [cast('Clone')]));
    expect(permanent(result, 'copy')).toBeUndefined();
    expect(player(result, 'alice').graveyard).toEqual([{ id: 'copy', card: 'Clone' }]);
  });

  it('707.5: copying what is not a creature on the battlefield is ILLEGAL_ACTION', () => {
    expect(run([alice('forest', 'Forest')], [cast('Clone', 'forest')])).toMatchObject({ ok: false, error: { code: 'ILLEGAL_ACTION', rule: '707.5' } });
    expect(run([alice('elf', elf)], [cast('Clone', 'nothing')])).toMatchObject({ ok: false, error: { code: 'ILLEGAL_ACTION', rule: '707.5' } });
  });

  it('707.2b: once the original leaves the battlefield the Clone stays the copy: its values are recorded on the board', () => {
    const result = ok(run([alice('elf', elf)], [cast('Clone', 'elf'), { do: 'cast', card: 'Lightning Bolt', controller: 'bob', targets: ['elf'] }], {}, [{ characteristics: 'copy' }]));
    expect(permanent(result, 'elf')).toBeUndefined();
    expect(characteristicsOf(result)).toMatchObject({ name: 'Test Elf', power: 1, toughness: 1 });
    expect(permanent(result, 'copy').copiedValues).toMatchObject({ name: 'Test Elf', power: 1 });
    // The board it gives back answers the same.
    const again = ok(runScenario({ board: result.board, ask: [{ characteristics: 'copy' }] }));
    expect(again.answers[0]).toMatchObject({ name: 'Test Elf', power: 1 });
  });

  it('707.5, 707.9: a way of entering as a copy the engine does not carry out is UNSUPPORTED as the permanent enters', () => {
    const glasspool = {
      name: 'Test Glasspool Mimic',
      manaCost: '{2}{U}',
      types: ['Creature'],
      subtypes: ['Shapeshifter', 'Rogue'],
      power: 0,
      toughness: 0,
      abilities: [
        {
          kind: 'opaque',
          text: "You may have this creature enter as a copy of a creature you control, except it's a Shapeshifter Rogue in addition to its other types.",
          as: 'replacement',
          reach: ['copy', 'types'],
        },
      ],
    };
    const result = run([alice('elf', elf)], [{ do: 'cast', card: glasspool, controller: 'alice', id: 'copy', choices: { copy: 'elf' } }]);
    expect(result).toMatchObject({ ok: false, error: { code: 'UNSUPPORTED', permanent: 'copy', card: 'Test Glasspool Mimic', ability: 0 } });
  });

  it('707.2b: chosen.copy naming a permanent not on the battlefield, without copiedValues, is INVALID_INPUT', () => {
    const result = run([alice('copy', 'Clone', { chosen: { copy: 'gone' } })], []);
    expect(result).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT', path: ['board', 'permanents', 0, 'chosen', 'copy'] } });
  });
});

describe('Phantasmal Image (CR 707.9a-b, 603.2)', () => {
  it('707.9b: it is an Illusion in addition to the copied types, with the sacrifice trigger as a copiable value', () => {
    const result = ok(run([alice('bear', bear)], [cast('Phantasmal Image', 'bear')], {}, [{ characteristics: 'copy' }]));
    expect(characteristicsOf(result)).toMatchObject({ name: 'Test Bear', subtypes: ['Bear', 'Illusion'], power: 2, toughness: 2, abilityCount: 1 });
  });

  it('603.2, 115.1: when it becomes the target of a spell or ability, it is sacrificed', () => {
    const result = ok(run([alice('bear', bear)], [cast('Phantasmal Image', 'bear'), { do: 'cast', card: giantGrowth, controller: 'alice', targets: ['copy'] }]));
    expect(permanent(result, 'copy')).toBeUndefined();
    expect(player(result, 'alice').graveyard).toContainEqual({ id: 'copy', card: 'Phantasmal Image' });
  });

  it("603.2: it is sacrificed when it becomes the target of an opponent's activated ability too (before the ability resolves)", () => {
    const result = ok(
      run(
        [alice('bear', bear), bob('ballista', 'Walking Ballista', { x: 1, counters: { '+1/+1': 1 } })],
        [cast('Phantasmal Image', 'bear'), { do: 'activate', permanent: 'ballista', ability: 1, targets: ['copy'], costs: { removeCounters: { ballista: { '+1/+1': 1 } } } }],
      ),
    );
    expect(permanent(result, 'copy')).toBeUndefined();
    expect(eventsOf(result, 'becameTarget')).toEqual([expect.objectContaining({ permanent: 'copy', rules: ['115.1'] })]);
  });

  it('707.3: a Clone copying a Phantasmal Image is an Illusion with the trigger', () => {
    const result = ok(run([alice('bear', bear), alice('image', 'Phantasmal Image', { chosen: { copy: 'bear' } })], [cast('Clone', 'image')], {}, [{ characteristics: 'copy' }]));
    expect(characteristicsOf(result)).toMatchObject({ name: 'Test Bear', subtypes: ['Bear', 'Illusion'], abilityCount: 1 });
  });
});

describe('Quicksilver Gargantuan (CR 707.9b)', () => {
  it('707.9b: a copy of the creature, except it is 7/7', () => {
    const result = ok(run([alice('elf', elf)], [cast('Quicksilver Gargantuan', 'elf')], {}, [{ characteristics: 'copy' }]));
    expect(characteristicsOf(result)).toMatchObject({ name: 'Test Elf', subtypes: ['Elf'], power: 7, toughness: 7, abilityCount: 1 });
  });

  it('copying nothing, it is a 7/7 Shapeshifter', () => {
    const result = ok(run([], [cast('Quicksilver Gargantuan')], {}, [{ characteristics: 'copy' }]));
    expect(characteristicsOf(result)).toMatchObject({ name: 'Quicksilver Gargantuan', power: 7, toughness: 7 });
  });
});

describe('Cryptoplasm (CR 707.4, 707.9a)', () => {
  const upkeep = (extra: Json = {}) => ({ turn: { number: 5, activePlayer: 'alice', step: 'untap' }, ...extra });
  const advance = (may: boolean, target = 'elf') => ({ do: 'advance', to: 'upkeep', choices: { triggered: { plasm: { targets: [target], may } } } });

  it('707.4, 707.9a: at the beginning of the upkeep it becomes a copy of another target creature, and keeps the ability', () => {
    const result = ok(run([alice('plasm', 'Cryptoplasm'), bob('elf', elf)], [advance(true)], upkeep(), [{ characteristics: 'plasm' }]));
    expect(characteristicsOf(result)).toMatchObject({ name: 'Test Elf', power: 1, toughness: 1, abilityCount: 2 });
    expect(characteristicsOf(result).explain).toEqual([expect.objectContaining({ source: `${result.board.effects[0]!.id} (Cryptoplasm)`, layer: '1', reason: 'timestamp' })]);
    expect(result.board.effects).toEqual([expect.objectContaining({ source: 'plasm', ability: 0, targets: ['elf'], duration: 'permanent' })]);
  });

  it('603.5: declining, it stays a Cryptoplasm', () => {
    const result = ok(run([alice('plasm', 'Cryptoplasm'), bob('elf', elf)], [advance(false)], upkeep(), [{ characteristics: 'plasm' }]));
    expect(characteristicsOf(result)).toMatchObject({ name: 'Cryptoplasm', power: 2 });
  });

  it('707.4: next upkeep it may copy another creature: it still has the ability', () => {
    const first = ok(run([alice('plasm', 'Cryptoplasm'), bob('elf', elf), bob('bear', bear)], [advance(true)], upkeep()));
    const board = { ...first.board, turn: { number: 7, activePlayer: 'alice', step: 'untap', landsPlayed: 0, damageStep: null } };
    const second = ok(runScenario({ board, actions: [advance(true, 'bear')], ask: [{ characteristics: 'plasm' }] }));
    expect(second.answers[0]).toMatchObject({ name: 'Test Bear', power: 2, abilityCount: 1 });
  });

  it('707.2b: a Clone that copied Cryptoplasm earlier stays what it copied when Cryptoplasm becomes something else', () => {
    const result = ok(
      run(
        [alice('plasm', 'Cryptoplasm'), alice('clone', 'Clone', { chosen: { copy: 'plasm' } }), bob('elf', elf)],
        [{ do: 'advance', to: 'upkeep', choices: { triggered: { plasm: { targets: ['elf'], may: true }, clone: { targets: ['elf'], may: false } } } }],
        upkeep(),
        [{ characteristics: 'clone' }, { characteristics: 'plasm' }],
      ),
    );
    expect(result.answers[1]).toMatchObject({ name: 'Test Elf' });
    expect(result.answers[0]).toMatchObject({ name: 'Cryptoplasm', power: 2, toughness: 2 });
    expect(permanent(result, 'clone').copiedValues).toMatchObject({ name: 'Cryptoplasm' });
  });
});
