// Mana abilities, "could produce", replacement effects on mana and "tapped for mana"
// triggers (CR 106, 605, 614, 616), card by card as the rulings read.

import { describe, expect, it } from 'vitest';
import { runScenario } from '../../rules';

type Json = Record<string, any>;
const alice = (id: string, card: unknown, extra: Json = {}) => ({ id, card, controller: 'alice', ...extra });
const bob = (id: string, card: unknown, extra: Json = {}) => ({ id, card, controller: 'bob', ...extra });
const turn = { number: 4, activePlayer: 'alice', step: 'precombatMain' };

function run(permanents: Json[], actions: Json[], ask: Json[] = [], extra: Json = {}) {
  return runScenario({ board: { turn, players: [{ id: 'alice' }, { id: 'bob' }], permanents, ...extra }, actions, ask });
}
function ok(result: ReturnType<typeof runScenario>): Json {
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return result;
}
const pool = (result: Json, id = 'alice') => Object.fromEntries(Object.entries(result.board.players.find((p: Json) => p.id === id).manaPool).filter(([, n]) => (n as number) > 0));
const tap = (permanent: string, extra: Json = {}) => ({ do: 'activate', permanent, ...extra });
const could = (...ids: string[]) => ids.map((id) => ({ couldProduce: id }));
const types = (result: Json) => result.answers.map((a: Json) => a.types);

describe('"could produce" (CR 106.7)', () => {
  it('106.7, Reflecting Pool ruling 2008-05-01: two Reflecting Pools alone produce nothing; activating one is legal and adds no mana (106.5)', () => {
    const result = ok(run([alice('p1', 'Reflecting Pool'), alice('p2', 'Reflecting Pool')], [tap('p1')], could('p1', 'p2')));
    expect(types(result)).toEqual([[], []]);
    expect(pool(result)).toEqual({});
    expect(result.events.find((e: Json) => e.type === 'noManaProduced')?.rules).toEqual(['106.5']);
  });

  it("106.7 example: with an opponent's Exotic Orchard and a Forest on the other side, everything in the loop could produce {G}", () => {
    const result = ok(
      run(
        [alice('pool', 'Reflecting Pool'), alice('orchard', 'Exotic Orchard'), bob('theirs', 'Exotic Orchard'), bob('forest', 'Forest')],
        [],
        could('pool', 'orchard', 'theirs', 'forest'),
      ),
    );
    expect(types(result)).toEqual([['G'], ['G'], ['G'], ['G']]);
  });

  it("Exotic Orchard ruling 2009-02-01: colors only — an opponent's Wastes gives it nothing; Reflecting Pool takes {C}", () => {
    const result = ok(run([alice('orchard', 'Exotic Orchard'), alice('pool', 'Reflecting Pool'), alice('wastes', 'Wastes'), bob('theirs', 'Wastes')], [], could('orchard', 'pool')));
    expect(types(result)).toEqual([[], ['C']]);
  });

  it('Reflecting Pool ruling 2004-10-04: with Contamination a Reflecting Pool could produce {B} only', () => {
    const result = ok(run([alice('pool', 'Reflecting Pool'), alice('forest', 'Forest'), alice('island', 'Island'), bob('contam', 'Contamination')], [], could('pool', 'forest')));
    expect(types(result)).toEqual([['B'], ['B']]);
  });

  it("Fellwar Stone ruling 2004-10-04: it works even if the opponent's lands are tapped; costs are ignored", () => {
    const result = ok(
      run([alice('stone', 'Fellwar Stone'), bob('m', 'Mountain', { tapped: true }), bob('i', 'Island', { tapped: true })], [tap('stone', { choices: { mana: 'U' } })], could('stone')),
    );
    expect(types(result)).toEqual([['U', 'R']]);
    expect(pool(result)).toEqual({ U: 1 });
  });

  it('Naga Vitalist: any type a land you control could produce, {C} included; Harvester Druid: colors only', () => {
    const result = ok(run([alice('naga', 'Naga Vitalist'), alice('druid', 'Harvester Druid'), alice('wastes', 'Wastes'), alice('forest', 'Forest')], [], could('naga', 'druid')));
    expect(types(result)).toEqual([['G', 'C'], ['G']]);
  });

  it("Naga Vitalist rulings 2017-04-18: it reads the effects of its lands' mana abilities, not their costs (a tapped City of Brass still counts), and abilities a land gains count (Chromatic Lantern)", () => {
    const tapped = ok(run([alice('naga', 'Naga Vitalist'), alice('city', 'City of Brass', { tapped: true })], [], could('naga')));
    expect(types(tapped)).toEqual([['W', 'U', 'B', 'R', 'G']]);
    const lantern = ok(run([alice('naga', 'Naga Vitalist'), alice('lantern', 'Chromatic Lantern'), alice('wastes', 'Wastes')], [], could('naga')));
    expect(types(lantern)).toEqual([['W', 'U', 'B', 'R', 'G', 'C']]);
  });

  it('Blood Moon makes a nonbasic land a Mountain that could produce only {R} (305.7); Urborg makes every land also {B}', () => {
    expect(types(ok(run([alice('pool', 'Reflecting Pool'), alice('forest', 'Forest'), bob('moon', 'Blood Moon')], [], could('pool'))))).toEqual([['R']]);
    expect(types(ok(run([alice('urborg', 'Urborg, Tomb of Yawgmoth'), alice('forest', 'Forest')], [], could('forest', 'urborg'))))).toEqual([['B', 'G'], ['B']]);
  });

  it('Squandered Resources ruling 2004-10-04: sacrificing a land that produces nothing gives no mana', () => {
    const cant = ok(run([alice('sq', 'Squandered Resources'), alice('pool', 'Reflecting Pool')], [tap('sq', { costs: { sacrifice: ['pool'] } })]));
    expect(pool(cant)).toEqual({});
    const can = ok(run([alice('sq', 'Squandered Resources'), alice('forest', 'Forest'), alice('island', 'Island')], [tap('sq', { costs: { sacrifice: ['island'] } })]));
    expect(pool(can)).toEqual({ U: 1 });
    expect(can.board.players[0].graveyard.map((c: Json) => c.id)).toEqual(['island']);
  });
});

describe('mana abilities (CR 605)', () => {
  it('Birds of Paradise: one mana of the color chosen; without a choice, CHOICE_REQUIRED', () => {
    expect(run([alice('birds', 'Birds of Paradise')], [tap('birds')])).toMatchObject({
      ok: false,
      error: { code: 'CHOICE_REQUIRED', choice: 'mana', options: ['W', 'U', 'B', 'R', 'G'] },
    });
    expect(pool(ok(run([alice('birds', 'Birds of Paradise')], [tap('birds', { choices: { mana: 'R' } })])))).toEqual({ R: 1 });
  });

  it("Gaea's Cradle adds {G} for each creature you control", () => {
    expect(pool(ok(run([alice('cradle', "Gaea's Cradle"), alice('e1', 'Llanowar Elves'), alice('e2', 'Llanowar Elves'), bob('e3', 'Llanowar Elves')], [tap('cradle')])))).toEqual({
      G: 2,
    });
  });

  it("Gaea's Cradle with no creature adds nothing: no production event, so Mana Flare doesn't trigger and Mana Reflection doesn't apply (106.12a, 106.12b); it could produce nothing (106.7)", () => {
    const result = ok(
      run([alice('cradle', "Gaea's Cradle"), bob('flare', 'Mana Flare'), alice('refl', 'Mana Reflection'), bob('elf', 'Llanowar Elves')], [tap('cradle')], could('cradle')),
    );
    expect(pool(result)).toEqual({});
    expect(result.board.stack).toEqual([]);
    expect(result.events.find((e: Json) => e.type === 'noManaProduced')).toMatchObject({ source: 'cradle', rules: ['106.12a', '106.12b'] });
    expect(types(result)).toEqual([[]]);
  });

  it('Ancient Tomb adds {C}{C} and deals 2 damage to its controller, in one mana ability', () => {
    const result = ok(run([alice('tomb', 'Ancient Tomb')], [tap('tomb')]));
    expect(pool(result)).toEqual({ C: 2 });
    expect(result.board.players[0].life).toBe(18);
  });

  it('Mana Confluence: {T}, pay 1 life', () => {
    const result = ok(run([alice('conf', 'Mana Confluence')], [tap('conf', { choices: { mana: 'W' } })]));
    expect([pool(result), result.board.players[0].life]).toEqual([{ W: 1 }, 19]);
  });

  it('City of Brass: tapping it for mana triggers its damage', () => {
    const result = ok(run([alice('city', 'City of Brass')], [tap('city', { choices: { mana: 'B' } })]));
    expect([pool(result), result.board.players[0].life]).toEqual([{ B: 1 }, 19]);
  });

  it('Chromatic Lantern: lands you control have "{T}: Add one mana of any color"', () => {
    const result = ok(run([alice('lantern', 'Chromatic Lantern'), alice('wastes', 'Wastes')], [tap('wastes', { ability: 1, choices: { mana: 'G' } })], could('wastes')));
    expect(pool(result)).toEqual({ G: 1 });
    expect(types(result)).toEqual([['W', 'U', 'B', 'R', 'G', 'C']]);
  });

  it('Chromatic Lantern ruling 2018-10-05: lands you control keep their other abilities and land types', () => {
    const result = ok(run([alice('lantern', 'Chromatic Lantern'), alice('forest', 'Forest')], [tap('forest')], [{ characteristics: 'forest' }, { couldProduce: 'forest' }]));
    expect(pool(result)).toEqual({ G: 1 });
    expect(result.answers[0]).toMatchObject({ subtypes: ['Forest'], abilityCount: 2 });
    expect(result.answers[1].types).toEqual(['W', 'U', 'B', 'R', 'G']);
  });

  it('Doubling Cube doubles each type of unspent mana, after its {3} is paid (by default colorless first, then W U B R G)', () => {
    const players = { players: [{ id: 'alice', manaPool: { G: 4, U: 1 } }, { id: 'bob' }] };
    expect(pool(ok(run([alice('cube', 'Doubling Cube')], [tap('cube', { choices: { payment: { G: 3 } } })], [], players)))).toEqual({ G: 2, U: 2 });
    expect(pool(ok(run([alice('cube', 'Doubling Cube')], [tap('cube')], [], players)))).toEqual({ G: 4 });
  });

  it('Springleaf Drum taps another untapped creature you control, even a summoning-sick one (ruling 2014-02-01)', () => {
    const result = ok(run([alice('drum', 'Springleaf Drum'), alice('elves', 'Llanowar Elves', { summoningSick: true })], [tap('drum', { choices: { mana: 'U' } })]));
    expect(pool(result)).toEqual({ U: 1 });
    expect(result.board.permanents.find((p: Json) => p.id === 'elves').tapped).toBe(true);
  });
});

describe('replacement effects on mana production (CR 106.12b, 614, 616.1)', () => {
  it('Mana Reflection doubles what a permanent you tap for mana produces; two of them give four times (ruling 2008-05-01)', () => {
    expect(pool(ok(run([alice('mr', 'Mana Reflection'), alice('forest', 'Forest')], [tap('forest')])))).toEqual({ G: 2 });
    expect(pool(ok(run([alice('mr1', 'Mana Reflection'), alice('mr2', 'Mana Reflection'), alice('ring', 'Sol Ring')], [tap('ring')])))).toEqual({ C: 8 });
  });

  it('Nyxbloom Ancient triples; with Mana Reflection it is six times in either order', () => {
    expect(pool(ok(run([alice('nyx', 'Nyxbloom Ancient'), alice('forest', 'Forest')], [tap('forest')])))).toEqual({ G: 3 });
    expect(pool(ok(run([alice('nyx', 'Nyxbloom Ancient'), alice('mr', 'Mana Reflection'), alice('forest', 'Forest')], [tap('forest')])))).toEqual({ G: 6 });
  });

  it("Nyxbloom Ancient rulings 2020-01-24: two of them give nine times; a triggered mana ability isn't tripled; a {Q} ability isn't tapping for mana", () => {
    expect(pool(ok(run([alice('n1', 'Nyxbloom Ancient'), alice('n2', 'Nyxbloom Ancient'), alice('forest', 'Forest')], [tap('forest')])))).toEqual({ G: 9 });
    expect(pool(ok(run([alice('nyx', 'Nyxbloom Ancient'), alice('heart', 'Heartbeat of Spring'), alice('forest', 'Forest')], [tap('forest')])))).toEqual({ G: 4 });
    const pili = ok(
      run([alice('nyx', 'Nyxbloom Ancient'), alice('pili', 'Pili-Pala', { tapped: true })], [tap('pili', { choices: { mana: 'G' } })], [], {
        players: [{ id: 'alice', manaPool: { C: 2 } }, { id: 'bob' }],
      }),
    );
    expect(pool(pili)).toEqual({ G: 1 });
  });

  it('Mana Reflection only affects permanents its controller taps', () => {
    expect(pool(ok(run([bob('mr', 'Mana Reflection'), alice('forest', 'Forest')], [tap('forest')])))).toEqual({ G: 1 });
  });

  it('Mana Reflection ruling 2008-05-01: Contamination then Mana Reflection gives {B}{B}; the other order {B}', () => {
    const permanents = [alice('contam', 'Contamination'), alice('mr', 'Mana Reflection'), alice('forest', 'Forest')];
    expect(pool(ok(run(permanents, [tap('forest', { replacementOrder: ['contam', 'mr'] })])))).toEqual({ B: 2 });
    expect(pool(ok(run(permanents, [tap('forest', { replacementOrder: ['mr', 'contam'] })])))).toEqual({ B: 1 });
  });

  it('616.1: without replacementOrder they apply in timestamp order of their sources', () => {
    expect(pool(ok(run([alice('contam', 'Contamination'), alice('mr', 'Mana Reflection'), alice('forest', 'Forest')], [tap('forest')])))).toEqual({ B: 2 });
    expect(pool(ok(run([alice('mr', 'Mana Reflection'), alice('contam', 'Contamination'), alice('forest', 'Forest')], [tap('forest')])))).toEqual({ B: 1 });
  });

  it('Contamination affects only lands: Sol Ring still makes {C}{C}', () => {
    expect(pool(ok(run([bob('contam', 'Contamination'), alice('ring', 'Sol Ring')], [tap('ring')])))).toEqual({ C: 2 });
  });

  it('Pale Moon ruling 2004-10-04: a nonbasic land makes colorless mana, the same amount; basic lands are untouched', () => {
    const moon = { id: 'moon', source: { card: 'Pale Moon' }, controller: 'bob', timestamp: 9, duration: 'endOfTurn' };
    expect(
      pool(
        ok(
          run([alice('tomb', 'Ancient Tomb'), alice('forest', 'Forest'), alice('city', 'City of Brass')], [tap('forest'), tap('city', { choices: { mana: 'R' } })], [], {
            effects: [moon],
          }),
        ),
      ),
    ).toEqual({
      G: 1,
      C: 1,
    });
  });

  it("Pili-Pala ruling 2008-05-01: untapping it for mana is not tapping it for mana; Mana Reflection doesn't double it", () => {
    const result = ok(
      run([alice('mr', 'Mana Reflection'), alice('pili', 'Pili-Pala', { tapped: true })], [tap('pili', { choices: { mana: 'G' } })], [], {
        players: [{ id: 'alice', manaPool: { C: 2 } }, { id: 'bob' }],
      }),
    );
    expect(pool(result)).toEqual({ G: 1 });
  });

  it('amounts saturate instead of overflowing, with an event saying so', () => {
    const nyx = Array.from({ length: 25 }, (_, i) => alice(`nyx${i}`, 'Nyxbloom Ancient'));
    const result = ok(run([...nyx, alice('forest', 'Forest')], [tap('forest')]));
    expect(pool(result)).toEqual({ G: 2147483647 });
    expect(result.events.some((e: Json) => e.type === 'manaCapped')).toBe(true);
  });

  it("saturated amounts in the questions: Birds of Paradise under 25 Nyxbloom Ancients adds that much of one color, so {W}{U} still can't be paid", () => {
    const nyx = Array.from({ length: 25 }, (_, i) => alice(`nyx${i}`, 'Nyxbloom Ancient'));
    const result = ok(
      run(
        [...nyx, alice('birds', 'Birds of Paradise')],
        [],
        [{ availableMana: 'alice' }, { canPay: { player: 'alice', cost: '{W}{U}' } }, { canPay: { player: 'alice', cost: '{W}{100}' } }],
      ),
    );
    expect(result.answers[0].options).toHaveLength(5);
    expect(result.answers[0].options).toContainEqual({ W: 2147483647 });
    expect(result.answers.slice(1)).toEqual([{ payable: false }, { payable: true }]);
  });
});

describe('"tapped for mana" triggers (CR 106.12a, 605.1b, 605.4a)', () => {
  it('Mana Flare: whenever a player taps a land for mana, that player adds one mana of a type it produced', () => {
    expect(pool(ok(run([bob('flare', 'Mana Flare'), alice('forest', 'Forest')], [tap('forest')])))).toEqual({ G: 2 });
  });

  it("Mana Flare ruling 2007-09-16: one additional mana, however much the land produced (Ancient Tomb's {C}{C} gets one {C})", () => {
    const result = ok(run([bob('flare', 'Mana Flare'), alice('tomb', 'Ancient Tomb')], [tap('tomb')]));
    expect(pool(result)).toEqual({ C: 3 });
  });

  it('Mana Flare ruling 2004-10-04: only when the land is tapped for mana, not tapped by another effect; Pili-Pala triggers no Mana Flare', () => {
    const tapped = ok(
      run(
        [alice('flare', 'Mana Flare'), alice('fate', 'Fatestitcher'), bob('forest', 'Forest')],
        [{ do: 'activate', permanent: 'fate', targets: ['forest'], choices: { mode: 'tap' } }],
      ),
    );
    expect(pool(tapped, 'bob')).toEqual({});
    const pili = ok(
      run([alice('flare', 'Mana Flare'), alice('pili', 'Pili-Pala', { tapped: true })], [tap('pili', { choices: { mana: 'G' } })], [], {
        players: [{ id: 'alice', manaPool: { C: 2 } }, { id: 'bob' }],
      }),
    );
    expect(pool(pili)).toEqual({ G: 1 });
  });

  it('Contamination ruling 2004-10-04: with Contamination, Heartbeat of Spring adds {B} — the type the land produced', () => {
    expect(pool(ok(run([alice('contam', 'Contamination'), alice('heart', 'Heartbeat of Spring'), alice('forest', 'Forest')], [tap('forest')])))).toEqual({ B: 2 });
  });

  it("Mana Reflection ruling 2020-08-07: a triggered mana ability isn't doubled: Forest + Mana Reflection + Heartbeat of Spring gives {G}{G}{G}", () => {
    expect(pool(ok(run([alice('mr', 'Mana Reflection'), alice('heart', 'Heartbeat of Spring'), alice('forest', 'Forest')], [tap('forest')])))).toEqual({ G: 3 });
  });

  it('Heartbeat of Spring ruling 2020-08-07: from a land that made two types, its controller chooses one', () => {
    const dual = { name: 'Test Dual', types: ['Land'], abilities: [{ kind: 'activated', cost: [{ type: 'tap' }], effects: [{ type: 'addMana', mana: { W: 1, U: 1 } }] }] };
    expect(run([alice('heart', 'Heartbeat of Spring'), alice('dual', dual)], [tap('dual')])).toMatchObject({
      ok: false,
      error: { code: 'CHOICE_REQUIRED', choice: 'triggered.heart.mana' },
    });
    expect(pool(ok(run([alice('heart', 'Heartbeat of Spring'), alice('dual', dual)], [tap('dual', { choices: { triggered: { heart: { mana: 'U' } } } })])))).toEqual({ W: 1, U: 2 });
  });

  it("Vernal Bloom and Wild Growth: an additional {G} for the Forest's / enchanted land's controller", () => {
    expect(pool(ok(run([bob('bloom', 'Vernal Bloom'), alice('forest', 'Forest')], [tap('forest')])))).toEqual({ G: 2 });
    expect(pool(ok(run([alice('growth', 'Wild Growth', { attachedTo: 'wastes' }), alice('wastes', 'Wastes')], [tap('wastes')])))).toEqual({ C: 1, G: 1 });
  });

  it('Nissa, Who Shakes the World: whenever you tap a Forest for mana, an additional {G}', () => {
    expect(pool(ok(run([alice('nissa', 'Nissa, Who Shakes the World'), alice('forest', 'Forest')], [tap('forest')])))).toEqual({ G: 2 });
    expect(pool(ok(run([bob('nissa', 'Nissa, Who Shakes the World'), alice('forest', 'Forest')], [tap('forest')])))).toEqual({ G: 1 });
  });

  it("Gauntlet of Power: a basic land tapped for the chosen color gives one more; Caged Sun: a land's ability adding the chosen color gives one more", () => {
    expect(
      pool(ok(run([bob('gauntlet', 'Gauntlet of Power', { chosen: { color: 'G' } }), alice('forest', 'Forest'), alice('island', 'Island')], [tap('forest'), tap('island')]))),
    ).toEqual({ U: 1, G: 2 });
    expect(pool(ok(run([alice('sun', 'Caged Sun', { chosen: { color: 'U' } }), alice('island', 'Island'), alice('ring', 'Sol Ring')], [tap('island'), tap('ring')])))).toEqual({
      U: 2,
      C: 2,
    });
  });

  it("Vorinclex: your lands make an extra mana; an opponent's land tapped for mana doesn't untap in their next untap step", () => {
    expect(pool(ok(run([alice('vor', 'Vorinclex, Voice of Hunger'), alice('forest', 'Forest')], [tap('forest')])))).toEqual({ G: 2 });
    const theirs = ok(run([alice('vor', 'Vorinclex, Voice of Hunger'), bob('forest', 'Forest')], [tap('forest'), { do: 'advance', to: 'upkeep' }]));
    expect(theirs.board.turn.activePlayer).toBe('bob');
    expect(theirs.board.permanents.find((p: Json) => p.id === 'forest').tapped).toBe(true);
    expect(theirs.board.effects).toEqual([]);
    expect(theirs.events.find((e: Json) => e.type === 'doesntUntap')?.rules).toEqual(['502.3']);
  });

  it('Kinnan: a nonland permanent you tap for mana makes one more mana of a type it produced', () => {
    expect(pool(ok(run([alice('kinnan', 'Kinnan, Bonder Prodigy'), alice('ring', 'Sol Ring'), alice('forest', 'Forest')], [tap('ring'), tap('forest')])))).toEqual({ G: 1, C: 3 });
  });
});

describe('availableMana and canPay (SCENARIOS.md; CR 106, 605)', () => {
  const options = (result: Json) => result.answers[0].options;
  const sorted = (list: Json[]) => [...list].map((o) => JSON.stringify(o)).sort();

  it("basic lands and a mana creature add up; tapped or summoning-sick sources don't count (107.5, 302.6)", () => {
    const result = ok(
      run(
        [
          alice('f1', 'Forest'),
          alice('f2', 'Forest'),
          alice('m', 'Mountain', { tapped: true }),
          alice('elves', 'Llanowar Elves'),
          alice('sick', 'Llanowar Elves', { summoningSick: true }),
        ],
        [],
        [{ availableMana: 'alice' }],
      ),
    );
    expect(options(result)).toEqual([{ G: 3 }]);
  });

  it('one mana of any color is `any`; a choice among fewer colors is split into one option per color', () => {
    const result = ok(run([alice('birds', 'Birds of Paradise'), alice('orchard', 'Exotic Orchard'), bob('i', 'Island'), bob('s', 'Swamp')], [], [{ availableMana: 'alice' }]));
    expect(sorted(options(result))).toEqual(
      sorted([
        { U: 1, any: 1 },
        { B: 1, any: 1 },
      ]),
    );
  });

  it('a land with two mana abilities gives one option per ability; dominated options are left out', () => {
    const dual = { name: 'Test Dual', types: ['Land'], subtypes: ['Forest', 'Island'] };
    const result = ok(run([alice('d', dual), alice('f', 'Forest')], [], [{ availableMana: 'alice' }]));
    expect(sorted(options(result))).toEqual(sorted([{ G: 2 }, { U: 1, G: 1 }]));
  });

  it('replacement effects and triggered mana abilities count: Forest + Mana Reflection + Heartbeat of Spring is {G}{G}{G}', () => {
    const result = ok(run([alice('mr', 'Mana Reflection'), alice('heart', 'Heartbeat of Spring'), alice('forest', 'Forest')], [], [{ availableMana: 'alice' }]));
    expect(options(result)).toEqual([{ G: 3 }]);
  });

  it('Pili-Pala counts only when mana of the same option pays its {2}', () => {
    const alone = ok(run([alice('pili', 'Pili-Pala', { tapped: true })], [], [{ availableMana: 'alice' }]));
    expect(options(alone)).toEqual([]);
    const paid = ok(run([alice('pili', 'Pili-Pala', { tapped: true }), alice('w1', 'Wastes'), alice('w2', 'Wastes')], [], [{ availableMana: 'alice' }]));
    expect(sorted(options(paid))).toEqual(sorted([{ C: 2 }, { any: 1 }]));
  });

  it('abilities whose cost sacrifices another permanent are left out', () => {
    expect(options(ok(run([alice('sq', 'Squandered Resources'), alice('f', 'Forest')], [], [{ availableMana: 'alice' }])))).toEqual([{ G: 1 }]);
  });

  it('nothing to add is an empty list', () => {
    expect(options(ok(run([alice('p1', 'Reflecting Pool')], [], [{ availableMana: 'alice' }])))).toEqual([]);
  });

  it('canPay: with the pool and what the player could add', () => {
    const result = ok(
      run(
        [alice('f', 'Forest'), alice('birds', 'Birds of Paradise')],
        [],
        [
          { canPay: { player: 'alice', cost: '{1}{G}{G}' } },
          { canPay: { player: 'alice', cost: '{G}{G}' } },
          { canPay: { player: 'alice', cost: '{C}' } },
          { canPay: { player: 'alice', cost: '{U}{G}' } },
        ],
        { players: [{ id: 'alice', manaPool: { R: 1 } }, { id: 'bob' }] },
      ),
    );
    expect(result.answers).toEqual([{ payable: true }, { payable: true }, { payable: false }, { payable: true }]);
  });

  it('a land with five abilities, one mana of each color, adds one mana of any color: sixty of them are one option, { any: 60 }', () => {
    const five = {
      name: 'Test Five',
      types: ['Land'],
      abilities: ['W', 'U', 'B', 'R', 'G'].map((c) => ({ kind: 'activated', cost: [{ type: 'tap' }], effects: [{ type: 'addMana', mana: { [c]: 1 } }] })),
    };
    const lands = Array.from({ length: 60 }, (_, i) => alice(`l${i}`, five));
    expect(options(ok(run(lands, [], [{ availableMana: 'alice' }])))).toEqual([{ any: 60 }]);
  });

  it('availableMana past 50,000 largest collections (or 1,000,000 made on the way) is LIMIT_EXCEEDED (README, "Limits"); canPay needs no more than its cost and answers on any board', () => {
    const four = (name: string, colors: string[]) => ({
      name,
      types: ['Land'],
      abilities: colors.map((c) => ({ kind: 'activated', cost: [{ type: 'tap' }], effects: [{ type: 'addMana', mana: { [c]: 1 } }] })),
    });
    const a = four('Test Four A', ['W', 'U', 'B', 'R']);
    const b = four('Test Four B', ['U', 'B', 'R', 'G']);
    const board = (n: number) => [...Array.from({ length: n }, (_, i) => alice(`a${i}`, a)), ...Array.from({ length: n }, (_, i) => alice(`b${i}`, b))];
    // Twelve of each: 17,745 collections, listed.
    expect(options(ok(run(board(12), [], [{ availableMana: 'alice' }])))).toHaveLength(17745);
    // Thirty of each: far more, refused before the work.
    expect(run(board(30), [], [{ availableMana: 'alice' }])).toMatchObject({ ok: false, error: { code: 'LIMIT_EXCEEDED' } });
    const pay = (cost: string) => ({ canPay: { player: 'alice', cost } });
    const answers = ok(run(board(30), [], [pay('{W}{W}{G}{G}{10}'), pay('{W}'.repeat(30) + '{G}'.repeat(30)), pay('{W}'.repeat(31))])).answers;
    expect(answers).toEqual([{ payable: true }, { payable: true }, { payable: false }]);
  });

  it('sixty mana sources stay fast and collapse to one option', () => {
    const lands = Array.from({ length: 60 }, (_, i) => alice(`l${i}`, ['Forest', 'Island', 'Mountain'][i % 3]));
    const result = ok(run(lands, [], [{ availableMana: 'alice' }]));
    expect(options(result)).toEqual([{ U: 20, R: 20, G: 20 }]);
  });

  const withPool = (manaPool: Json) => ({ players: [{ id: 'alice', manaPool }, { id: 'bob' }] });
  const pay = (cost: string) => ({ canPay: { player: 'alice', cost } });

  it("605.3a, 601.2g-h: mana in the pool pays a mana ability's mana cost — Pili-Pala tapped with {C}{C} in the pool: canActivate legal, activating adds {G}, canPay {G} true, availableMana { any: 1 }", () => {
    const board = [alice('pili', 'Pili-Pala', { tapped: true })];
    const asked = ok(run(board, [], [pay('{G}'), { canActivate: { permanent: 'pili' } }, { availableMana: 'alice' }, pay('{G}{C}')], withPool({ C: 2 })));
    expect(asked.answers).toEqual([{ payable: true }, { legal: true }, { options: [{ any: 1 }] }, { payable: false }]);
    // The default payment takes {C}{C} from the pool (601.2h).
    expect(pool(ok(run(board, [tap('pili', { choices: { mana: 'G' } })], [], withPool({ C: 2 }))))).toEqual({ G: 1 });
  });

  it("605.3a: Doubling Cube's {3} paid from the pool; it doubles the unspent mana left (pool included): {C}{C}{C}{G} in the pool can pay {G}{G}, not {G}{G}{G}", () => {
    const board = [alice('cube', 'Doubling Cube')];
    const asked = ok(run(board, [], [pay('{G}{G}'), pay('{G}{G}{G}'), { availableMana: 'alice' }], withPool({ C: 3, G: 1 })));
    expect(asked.answers[0]).toEqual({ payable: true });
    expect(asked.answers[1]).toEqual({ payable: false });
    // Pay {3} with {C}{C}{C} and the Cube adds {G}; or with {G}{C}{C} and it adds {C}.
    expect(sorted(asked.answers[2].options)).toEqual(sorted([{ G: 1 }, { C: 1 }]));
    expect(pool(ok(run(board, [tap('cube', { choices: { payment: { C: 3 } } })], [], withPool({ C: 3, G: 1 }))))).toEqual({ G: 2 });
  });

  it('106.4, 106.1a: Doubling Cube doubles the color mana of any color became — Birds of Paradise and the Cube with {C}{C}{C} in the pool pay {W}{W}, not {W}{U}', () => {
    const asked = ok(run([alice('birds', 'Birds of Paradise'), alice('cube', 'Doubling Cube')], [], [pay('{W}{W}'), pay('{W}{U}')], withPool({ C: 3 })));
    expect(asked.answers).toEqual([{ payable: true }, { payable: false }]);
  });

  it('601.2h, 605.3a: canActivate and activate take the pool as it is — Doubling Cube with three untapped Forests and an empty pool is not activatable until the Forests are tapped; canPay {3} says the player can pay', () => {
    const board = [alice('cube', 'Doubling Cube'), alice('f1', 'Forest'), alice('f2', 'Forest'), alice('f3', 'Forest')];
    expect(ok(run(board, [], [{ canActivate: { permanent: 'cube' } }, pay('{3}')])).answers).toEqual([{ legal: false, reason: expect.any(String), rule: '601.2h' }, { payable: true }]);
    expect(run(board, [tap('cube')])).toMatchObject({ ok: false, error: { code: 'ILLEGAL_ACTION', rule: '601.2h' } });
    expect(ok(run(board, [tap('f1'), tap('f2'), tap('f3')], [{ canActivate: { permanent: 'cube' } }])).answers).toEqual([{ legal: true }]);
  });

  it('616.1, Mana Reflection ruling 2008-05-01: the player orders Contamination and Mana Reflection — with Reflection older, availableMana is { B: 2 }, canPay {B}{B} is true, and replacementOrder gives {B}{B}', () => {
    const board = [alice('mr', 'Mana Reflection'), alice('contam', 'Contamination'), alice('forest', 'Forest')];
    expect(ok(run(board, [], [{ availableMana: 'alice' }, pay('{B}{B}'), pay('{B}{B}{B}')])).answers).toEqual([{ options: [{ B: 2 }] }, { payable: true }, { payable: false }]);
    expect(pool(ok(run(board, [tap('forest', { replacementOrder: ['contam', 'mr'] })])))).toEqual({ B: 2 });
  });

  it('616.1f: every order of three replacement effects counts — Mana Reflection, Contamination and Nyxbloom Ancient on a Forest give {B}, {B}{B}, {B}{B}{B} or six {B}', () => {
    const board = [alice('mr', 'Mana Reflection'), alice('contam', 'Contamination'), alice('nyx', 'Nyxbloom Ancient'), alice('forest', 'Forest')];
    expect(ok(run(board, [], [{ availableMana: 'alice' }, pay('{B}'.repeat(6)), pay('{B}'.repeat(7))])).answers).toEqual([
      { options: [{ B: 6 }] },
      { payable: true },
      { payable: false },
    ]);
    expect(pool(ok(run(board, [tap('forest', { replacementOrder: ['contam', 'nyx', 'mr'] })])))).toEqual({ B: 6 });
    expect(pool(ok(run(board, [tap('forest', { replacementOrder: ['nyx', 'contam', 'mr'] })])))).toEqual({ B: 2 });
  });

  it('616.1: Pale Moon and Contamination on a nonbasic land: {C} or {B}, whichever applies last; availableMana lists both', () => {
    const moon = { id: 'moon', source: { card: 'Pale Moon' }, controller: 'bob', timestamp: 9, duration: 'endOfTurn' };
    const board = [alice('contam', 'Contamination'), alice('city', 'City of Brass')];
    const asked = ok(run(board, [], [{ availableMana: 'alice' }, pay('{B}'), pay('{C}'), pay('{B}{C}')], { effects: [moon] }));
    expect(sorted(asked.answers[0].options)).toEqual(sorted([{ B: 1 }, { C: 1 }]));
    expect(asked.answers.slice(1)).toEqual([{ payable: true }, { payable: true }, { payable: false }]);
    expect(pool(ok(run(board, [tap('city', { choices: { mana: 'R' }, replacementOrder: ['moon', 'contam'] })], [], { effects: [moon] })))).toEqual({ B: 1 });
    expect(pool(ok(run(board, [tap('city', { choices: { mana: 'R' }, replacementOrder: ['contam', 'moon'] })], [], { effects: [moon] })))).toEqual({ C: 1 });
  });
});

describe('{T} and {Q} with summoning sickness (CR 107.5, 107.6, 302.6)', () => {
  it("302.6, 702.10c: Goblin Guide has haste, so a {T} mana ability granted to it works the turn it came under alice's control; a summoning-sick Llanowar Elves' doesn't", () => {
    // An inline enchantment: "Creatures you control have '{T}: Add one mana of any color.'"
    const rite = {
      name: 'Test Rite',
      types: ['Enchantment'],
      abilities: [
        {
          kind: 'static',
          effects: [
            {
              type: 'continuous',
              affects: { all: { types: ['Creature'], controller: 'you' } },
              modifications: [{ type: 'addAbilities', abilities: [{ kind: 'activated', cost: [{ type: 'tap' }], effects: [{ type: 'addManaOfAnyColor', amount: 1 }] }] }],
            },
          ],
        },
      ],
    };
    const board = [alice('rite', rite), alice('guide', 'Goblin Guide', { summoningSick: true }), alice('elves', 'Llanowar Elves', { summoningSick: true })];
    const hasty = ok(
      run(board, [tap('guide', { choices: { mana: 'R' } })], [{ characteristics: 'guide' }, { canActivate: { permanent: 'elves', ability: 1 } }, { availableMana: 'alice' }]),
    );
    expect(pool(hasty)).toEqual({ R: 1 });
    expect(hasty.answers[0]).toMatchObject({ keywords: ['haste'], abilityCount: 3 });
    expect(hasty.answers[1]).toMatchObject({ legal: false, rule: '302.6' });
    // The Guide is tapped now; the Elves can't tap: nothing more to add.
    expect(hasty.answers[2]).toEqual({ options: [] });
    expect(run(board, [tap('elves', { ability: 1, choices: { mana: 'G' } })])).toMatchObject({ ok: false, error: { code: 'ILLEGAL_ACTION', rule: '302.6' } });
  });

  it("302.6: Dryad Arbor, a land that is also a creature, can't tap for mana while summoning sick", () => {
    expect(run([alice('arbor', 'Dryad Arbor', { summoningSick: true })], [tap('arbor')])).toMatchObject({ ok: false, error: { code: 'ILLEGAL_ACTION', rule: '302.6' } });
  });

  it('Pili-Pala ruling 2008-05-01: its {Q} ability needs it tapped, and not summoning sick unless it has haste', () => {
    const players = { players: [{ id: 'alice', manaPool: { C: 2 } }, { id: 'bob' }] };
    expect(run([alice('pili', 'Pili-Pala')], [tap('pili', { choices: { mana: 'G' } })], [], players)).toMatchObject({ ok: false, error: { rule: '107.6' } });
    expect(run([alice('pili', 'Pili-Pala', { tapped: true, summoningSick: true })], [tap('pili', { choices: { mana: 'G' } })], [], players)).toMatchObject({
      ok: false,
      error: { rule: '302.6' },
    });
    const hasty = ok(
      run([alice('pili', 'Pili-Pala', { tapped: true, summoningSick: true }), bob('cross', 'Concordant Crossroads')], [tap('pili', { choices: { mana: 'G' } })], [], players),
    );
    expect(pool(hasty)).toEqual({ G: 1 });
  });

  it('canActivate names the rule: 107.5, 107.6, 302.6, 601.2h', () => {
    const result = ok(
      run(
        [alice('tapped', 'Forest', { tapped: true }), alice('pili', 'Pili-Pala'), alice('elves', 'Llanowar Elves', { summoningSick: true }), alice('cube', 'Doubling Cube')],
        [],
        [{ canActivate: { permanent: 'tapped' } }, { canActivate: { permanent: 'pili', ability: 0 } }, { canActivate: { permanent: 'elves' } }, { canActivate: { permanent: 'cube' } }],
      ),
    );
    expect(result.answers.map((a: Json) => a.rule)).toEqual(['107.5', '107.6', '302.6', '601.2h']);
  });
});

describe('the other cards of the mana groups', () => {
  it("Sylvok Explorer: any color an opponent's land could produce", () => {
    expect(pool(ok(run([alice('sylvok', 'Sylvok Explorer'), bob('m', 'Mountain')], [tap('sylvok')])))).toEqual({ R: 1 });
  });

  it("Zhur-Taa Ancient: like Mana Flare, for any player's land", () => {
    expect(pool(ok(run([bob('zhur', 'Zhur-Taa Ancient'), alice('island', 'Island')], [tap('island')])))).toEqual({ U: 2 });
  });

  it('Sol Ring adds {C}{C}; Llanowar Elves {G}; Wastes {C}', () => {
    expect(pool(ok(run([alice('ring', 'Sol Ring'), alice('elves', 'Llanowar Elves'), alice('wastes', 'Wastes')], [tap('ring'), tap('elves'), tap('wastes')])))).toEqual({ G: 1, C: 3 });
  });
});
