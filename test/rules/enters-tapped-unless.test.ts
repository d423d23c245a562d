// The lands that enter tapped only sometimes (CR 614.1c-d, 614.12): "As this land enters, you
// may pay 2 life. If you don't, it enters tapped." (the shock lands: a choice made before it
// enters, 614.12a, paying life only with a life total at least that high, 119.4), "This land
// enters tapped unless you control two or fewer other lands." and the other "unless you control
// ..." conditions, and "If you control two or more other lands, this land enters tapped.". The
// condition is checked on the board the land would enter, so the land itself is never counted;
// a permanent already on the battlefield is not affected, and a permanent entering as a copy of
// such a land has the ability as it enters (707.5, 614.12).

import { describe, expect, it } from 'vitest';
import { CardDefinition, rulesText, runScenario } from '../../rules';
import { ensureCards } from '../../pool';
import { compileCard, type PrintedCard } from '../../pool/compile';

type Json = Record<string, any>;

const turn = { number: 4, activePlayer: 'alice', step: 'precombatMain' };
const alice = (id: string, card: unknown, extra: Json = {}) => ({ id, card, controller: 'alice', ...extra });
const bob = (id: string, card: unknown, extra: Json = {}) => ({ id, card, controller: 'bob', ...extra });

function run(permanents: Json[], actions: Json[], players: Json[] = [{ id: 'alice' }, { id: 'bob' }]): Json {
  const scenario = { board: { turn, players, permanents }, actions };
  ensureCards(scenario);
  return runScenario(scenario);
}
function ok(result: Json): Json {
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return result;
}
const permanent = (result: Json, id: string) => result.board.permanents.find((p: Json) => p.id === id);
const life = (result: Json, player: string) => result.board.players.find((p: Json) => p.id === player).life;
const play = (card: unknown, id: string, choices: Json = {}) => ({ do: 'play', card, controller: 'alice', id, choices });
const lands = (n: number, card = 'Plains', owner = alice) => Array.from({ length: n }, (_, i) => owner(`${card.toLowerCase()}${i + 1}`, card));

describe('the lines compile and render back (CR 614.1c-d)', () => {
  const land: PrintedCard = { name: 'Test Land', supertypes: [], types: ['Land'], subtypes: [] };
  it.each([
    ["As this land enters, you may pay 2 life. If you don't, it enters tapped.", { type: 'entersTapped', unlessPaysLife: 2 }],
    ['This land enters tapped unless you control two or fewer other lands.', { type: 'entersTapped', unless: { youControl: { types: ['Land'], other: true }, atMost: 2 } }],
    ['This land enters tapped unless you control two or more other lands.', { type: 'entersTapped', unless: { youControl: { types: ['Land'], other: true }, atLeast: 2 } }],
    ['This land enters tapped unless you control a basic land.', { type: 'entersTapped', unless: { youControl: { types: ['Land'], supertypes: ['Basic'] } } }],
    ['This land enters tapped unless you control two or more basic lands.', { type: 'entersTapped', unless: { youControl: { types: ['Land'], supertypes: ['Basic'] }, atLeast: 2 } }],
    ['This land enters tapped unless you control a Plains or an Island.', { type: 'entersTapped', unless: { youControl: { subtypes: ['Plains', 'Island'] } } }],
    ['This land enters tapped unless you control a Mountain.', { type: 'entersTapped', unless: { youControl: { subtypes: ['Mountain'] } } }],
    ['This land enters tapped unless a player has 13 or less life.', { type: 'entersTapped', unless: { aPlayerLifeAtMost: 13 } }],
    ['This land enters tapped unless you have two or more opponents.', { type: 'entersTapped', unless: { opponentsAtLeast: 2 } }],
    ['If you control two or more other lands, this land enters tapped.', { type: 'entersTapped', if: { youControl: { types: ['Land'], other: true }, atLeast: 2 } }],
  ])('"%s"', (line, effect) => {
    const [compiled] = compileCard([line], land).lines;
    expect(compiled).toMatchObject({ compiled: true, abilities: [{ kind: 'replacement', effect }] });
    expect(rulesText(CardDefinition.parse({ ...land, abilities: compiled!.abilities }))).toEqual([line]);
  });

  it('"... unless you control a Mount or Vehicle." stays opaque (no filter for one article before subtypes joined by "or")', () => {
    const [compiled] = compileCard(['This land enters tapped unless you control a Mount or Vehicle.'], land).lines;
    expect(compiled).toMatchObject({ compiled: false });
  });
});

describe('shock lands: "you may pay 2 life. If you don\'t, it enters tapped." (CR 614.12a, 119.4)', () => {
  it('614.12a: Hallowed Fountain played with no choice is CHOICE_REQUIRED at `mode`, with the options "pay" and "decline"', () => {
    const result = run([], [play('Hallowed Fountain', 'fountain')]);
    expect(result).toMatchObject({ ok: false, error: { code: 'CHOICE_REQUIRED', choice: 'mode', options: ['pay', 'decline'], action: 0 } });
  });

  it('119.4, 614.12a: paying 2 life, it enters untapped, and the life paid is an event before it enters', () => {
    const result = ok(run([], [play('Hallowed Fountain', 'fountain', { mode: 'pay' })]));
    expect(permanent(result, 'fountain')).toMatchObject({ tapped: false });
    expect(life(result, 'alice')).toBe(18);
    expect(result.events.map((e: Json) => e.type)).toEqual(['landPlayed', 'lifePaid', 'enteredBattlefield']);
    expect(result.events[1]).toEqual({ type: 'lifePaid', player: 'alice', amount: 2, rules: ['119.4', '614.12a'] });
    expect(result.events[2]).toEqual({ type: 'enteredBattlefield', permanent: 'fountain', rules: ['305.1'] });
  });

  it('614.1c: declining, it enters tapped and no life is paid', () => {
    const result = ok(run([], [play('Hallowed Fountain', 'fountain', { mode: 'decline' })]));
    expect(permanent(result, 'fountain')).toMatchObject({ tapped: true });
    expect(life(result, 'alice')).toBe(20);
    expect(result.events.map((e: Json) => e.type)).not.toContain('lifePaid');
    expect(result.events.at(-1)).toEqual({ type: 'enteredBattlefield', permanent: 'fountain', tapped: true, rules: ['305.1', '614.1c'] });
  });

  it("119.4: with 1 life alice can't pay 2 life: declining is her one option, so it enters tapped without a choice", () => {
    const result = ok(run([], [play('Hallowed Fountain', 'fountain')], [{ id: 'alice', life: 1 }, { id: 'bob' }]));
    expect(permanent(result, 'fountain')).toMatchObject({ tapped: true });
    expect(life(result, 'alice')).toBe(1);
  });

  it('119.4: with 1 life, choosing to pay 2 life is ILLEGAL_ACTION', () => {
    const result = run([], [play('Hallowed Fountain', 'fountain', { mode: 'pay' })], [{ id: 'alice', life: 1 }, { id: 'bob' }]);
    expect(result).toMatchObject({ ok: false, error: { code: 'ILLEGAL_ACTION', rule: '119.4', action: 0 } });
  });

  it('119.4, 704.5a: with exactly 2 life she may pay it; at 0 life she loses the game as state-based actions are checked', () => {
    const result = ok(run([], [play('Hallowed Fountain', 'fountain', { mode: 'pay' })], [{ id: 'alice', life: 2 }, { id: 'bob' }]));
    expect(permanent(result, 'fountain')).toMatchObject({ tapped: false });
    expect(result.board.players.find((p: Json) => p.id === 'alice')).toMatchObject({ life: 0, lost: true });
  });

  it('107.5: paid for, it can be tapped for mana at once; declined, it cannot', () => {
    const paid = ok(run([], [play('Hallowed Fountain', 'fountain', { mode: 'pay' }), { do: 'activate', permanent: 'fountain', ability: 0 }]));
    expect(paid.board.players[0].manaPool).toMatchObject({ W: 1 });
    const declined = run([], [play('Hallowed Fountain', 'fountain', { mode: 'decline' }), { do: 'activate', permanent: 'fountain', ability: 0 }]);
    expect(declined).toMatchObject({ ok: false, error: { code: 'ILLEGAL_ACTION', rule: '107.5', action: 1 } });
  });

  it('608.3, 614.12a: a permanent spell with it asks the same choice of its controller as it resolves', () => {
    const creature = {
      name: 'Test Shockling',
      manaCost: '{1}',
      types: ['Creature'],
      subtypes: ['Elemental'],
      power: 1,
      toughness: 1,
      abilities: [{ kind: 'replacement', effect: { type: 'entersTapped', unlessPaysLife: 2 } }],
    };
    const asked = run([], [{ do: 'cast', card: creature, controller: 'alice', id: 'shockling' }]);
    expect(asked).toMatchObject({ ok: false, error: { code: 'CHOICE_REQUIRED', choice: 'mode', options: ['pay', 'decline'] } });
    const paid = ok(run([], [{ do: 'cast', card: creature, controller: 'alice', id: 'shockling', choices: { mode: 'pay' } }]));
    expect(permanent(paid, 'shockling')).toMatchObject({ tapped: false });
    expect(life(paid, 'alice')).toBe(18);
  });
});

describe('"This land enters tapped unless you control ..." (CR 614.1d, 614.12)', () => {
  it('614.12: Seachrome Coast with two other lands enters untapped', () => {
    const result = ok(run(lands(2), [play('Seachrome Coast', 'coast')]));
    expect(permanent(result, 'coast')).toMatchObject({ tapped: false });
  });

  it('614.12: Seachrome Coast with three other lands enters tapped', () => {
    const result = ok(run(lands(3), [play('Seachrome Coast', 'coast')]));
    expect(permanent(result, 'coast')).toMatchObject({ tapped: true });
    expect(result.events.at(-1)).toMatchObject({ type: 'enteredBattlefield', tapped: true, rules: ['305.1', '614.1c'] });
  });

  it("109.5: the lands an opponent controls don't count: Seachrome Coast with two lands of alice's and three of bob's enters untapped", () => {
    const result = ok(run([...lands(2), ...lands(3, 'Island', bob)], [play('Seachrome Coast', 'coast')]));
    expect(permanent(result, 'coast')).toMatchObject({ tapped: false });
  });

  it('614.12: Deserted Beach (a slow land) with one other land enters tapped, with two untapped', () => {
    expect(permanent(ok(run(lands(1), [play('Deserted Beach', 'beach')])), 'beach')).toMatchObject({ tapped: true });
    expect(permanent(ok(run(lands(2), [play('Deserted Beach', 'beach')])), 'beach')).toMatchObject({ tapped: false });
  });

  it('614.12: Glacial Fortress (a check land) with an Island enters untapped; with only a Forest, tapped', () => {
    expect(permanent(ok(run([alice('island', 'Island')], [play('Glacial Fortress', 'fortress')])), 'fortress')).toMatchObject({ tapped: false });
    expect(permanent(ok(run([alice('forest', 'Forest')], [play('Glacial Fortress', 'fortress')])), 'fortress')).toMatchObject({ tapped: true });
  });

  it('205.3i: a check land counts land types, not basic lands: Glacial Fortress with Hallowed Fountain (Plains Island) enters untapped', () => {
    const result = ok(run([alice('fountain', 'Hallowed Fountain')], [play('Glacial Fortress', 'fortress')]));
    expect(permanent(result, 'fortress')).toMatchObject({ tapped: false });
  });

  it("614.12: the abilities it would have on the battlefield count: under Blood Moon Glacial Fortress loses the ability before it applies and enters untapped (Blood Moon's ruling 2017-09-29)", () => {
    const result = ok(run([alice('forest', 'Forest'), bob('moon', 'Blood Moon')], [play('Glacial Fortress', 'fortress')]));
    expect(permanent(result, 'fortress')).toMatchObject({ tapped: false });
  });

  it('614.12: under Blood Moon Hallowed Fountain asks nothing and enters untapped', () => {
    const result = ok(run([bob('moon', 'Blood Moon')], [play('Hallowed Fountain', 'fountain')]));
    expect(permanent(result, 'fountain')).toMatchObject({ tapped: false });
    expect(life(result, 'alice')).toBe(20);
  });

  it('614.12: "If you control two or more other lands, this land enters tapped.": Cave of the Frost Dragon with one other land enters untapped, with two tapped', () => {
    expect(permanent(ok(run(lands(1), [play('Cave of the Frost Dragon', 'cave')])), 'cave')).toMatchObject({ tapped: false });
    expect(permanent(ok(run(lands(2), [play('Cave of the Frost Dragon', 'cave')])), 'cave')).toMatchObject({ tapped: true });
  });
});

describe('"This land enters tapped unless" a condition on the players (CR 614.1d, 614.12)', () => {
  it('119.1: Abandoned Campground enters untapped when any player (bob) has 13 life, tapped when everyone has 14 or more', () => {
    const at = (life: number) => permanent(ok(run([], [play('Abandoned Campground', 'campground')], [{ id: 'alice' }, { id: 'bob', life }])), 'campground');
    expect(at(13)).toMatchObject({ tapped: false });
    expect(at(14)).toMatchObject({ tapped: true });
  });

  it('102.2: Bountiful Promenade enters tapped in a two-player game (one opponent)', () => {
    const result = ok(run([], [play('Bountiful Promenade', 'promenade')]));
    expect(permanent(result, 'promenade')).toMatchObject({ tapped: true });
  });

  it('102.3: Bountiful Promenade enters untapped with two opponents; a player who lost has left the game and is none (800.4)', () => {
    const three = [{ id: 'alice' }, { id: 'bob' }, { id: 'carol' }];
    expect(permanent(ok(run([], [play('Bountiful Promenade', 'promenade')], three)), 'promenade')).toMatchObject({ tapped: false });
    const left = [{ id: 'alice' }, { id: 'bob' }, { id: 'carol', lost: true }];
    expect(permanent(ok(run([], [play('Bountiful Promenade', 'promenade')], left)), 'promenade')).toMatchObject({ tapped: true });
  });
});

describe('only the entering permanent (CR 614.12)', () => {
  it('a `mode` given for playing a land without the choice would be ignored: INVALID_INPUT', () => {
    const result = run([], [play('Seachrome Coast', 'coast', { mode: 'pay' })]);
    expect(result).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT', path: ['actions', 0, 'choices', 'mode'] } });
  });

  it('a land already on the battlefield is as the board says: Seachrome Coast and Hallowed Fountain among four lands stay untapped as a Forest is played, which asks nothing', () => {
    const result = ok(run([...lands(2), alice('coast', 'Seachrome Coast'), alice('fountain', 'Hallowed Fountain')], [play('Forest', 'forest')]));
    expect(permanent(result, 'coast')).toMatchObject({ tapped: false });
    expect(permanent(result, 'fountain')).toMatchObject({ tapped: false });
    expect(permanent(result, 'forest')).toMatchObject({ tapped: false });
    expect(life(result, 'alice')).toBe(20);
  });

  // "You may have this land enter as a copy of any land on the battlefield." (CR 707.5): as a copy it has the copied land's abilities as it enters.
  const mirror = { name: 'Test Mirror Land', types: ['Land'], abilities: [{ kind: 'replacement', effect: { type: 'entersAsCopy', of: { types: ['Land'] } } }] };

  it('707.5, 614.12a: a land entering as a copy of Hallowed Fountain is asked whether to pay 2 life', () => {
    const asked = run([alice('fountain', 'Hallowed Fountain')], [play(mirror, 'mirror', { copy: 'fountain' })]);
    expect(asked).toMatchObject({ ok: false, error: { code: 'CHOICE_REQUIRED', choice: 'mode', options: ['pay', 'decline'] } });
    const declined = ok(run([alice('fountain', 'Hallowed Fountain')], [play(mirror, 'mirror', { copy: 'fountain', mode: 'decline' })]));
    expect(permanent(declined, 'mirror')).toMatchObject({ tapped: true });
    expect(permanent(declined, 'fountain')).toMatchObject({ tapped: false });
  });

  it('707.5, 614.12: a land entering as a copy of Seachrome Coast counts the other lands: with three others (the Coast among them) it enters tapped', () => {
    const result = ok(run([...lands(2), alice('coast', 'Seachrome Coast')], [play(mirror, 'mirror', { copy: 'coast' })]));
    expect(permanent(result, 'mirror')).toMatchObject({ tapped: true });
    expect(permanent(result, 'coast')).toMatchObject({ tapped: false });
  });

  it('a land entering as a copy of a Plains is not asked and enters untapped', () => {
    const result = ok(run([...lands(4)], [play(mirror, 'mirror', { copy: 'plains1' })]));
    expect(permanent(result, 'mirror')).toMatchObject({ tapped: false });
  });
});
