// Regeneration (CR 701.19, 614.8): a resolved "Regenerate [permanent]" creates a regeneration
// shield, a replacement effect that, the next time that permanent would be destroyed this turn,
// instead removes all damage marked on it, taps it and removes it from combat (701.19a). It
// replaces destruction only: by an effect that says "destroy" and by the state-based actions for
// lethal damage and deathtouch damage (701.8b, 704.5g-h), not a sacrifice or toughness 0 or less
// (704.5f); "can't be regenerated" keeps shields from applying (701.19c). An unused shield ends
// in the cleanup step (514.2). The shield is an `effects` entry, so a stored board carries it.

import { describe, expect, it } from 'vitest';
import { runScenario } from '../../rules';
import { ensureCards } from '../../pool';
import { compileCard } from '../../pool/compile';
import { CardDefinition, notCarriedOut, rulesText } from '../../rules';

type Json = Record<string, any>;

const main = { number: 5, activePlayer: 'alice', step: 'precombatMain' };
const players = [{ id: 'alice', manaPool: { B: 2, G: 2 } }, { id: 'bob' }];

/** Runs a scenario on pool cards named on the board and in its actions. */
function scenario(permanents: Json[], actions: Json[], turn: Json = main, effects: Json[] = []): Json {
  const input = { board: { turn, players, permanents, effects }, actions };
  ensureCards(input);
  return runScenario(input);
}

function run(permanents: Json[], actions: Json[], turn: Json = main, effects: Json[] = []): Json {
  const result = scenario(permanents, actions, turn, effects);
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return result;
}

const permanent = (result: Json, id: string): Json | undefined => result.board.permanents.find((p: Json) => p.id === id);
const eventsOf = (result: Json, type: string): Json[] => result.events.filter((e: Json) => e.type === type);
const graveyard = (result: Json, player: string): string[] => result.board.players.find((p: Json) => p.id === player).graveyard.map((e: Json) => e.id);

const skeletons = (extra: Json = {}) => ({ id: 'skeletons', card: 'Drudge Skeletons', controller: 'alice', ...extra });
const regenerate = { do: 'activate', permanent: 'skeletons', ability: 0 };
/** Drudge Skeletons' shield, as the engine writes it after `regenerate` (activated as `skeletons/a1`, the first ability activated). */
const shieldOf = (result: Json): Json[] => result.board.effects.filter((e: Json) => e.targets[0] === 'skeletons');

describe('a regeneration shield replaces destruction by an effect (CR 701.19a, 614.8)', () => {
  it('701.19a: "{B}: Regenerate this creature." creates a shield, an `effects` entry naming the creature, until end of turn', () => {
    const result = run([skeletons()], [regenerate]);
    expect(shieldOf(result)).toEqual([expect.objectContaining({ source: 'skeletons', ability: 0, controller: 'alice', targets: ['skeletons'], duration: 'endOfTurn' })]);
    expect(eventsOf(result, 'effectCreated')).toEqual([expect.objectContaining({ permanent: 'skeletons', rules: ['701.19a', '614.8', '611.2'] })]);
    // Activating it regenerates nothing yet (701.19c): the creature is untapped.
    expect(permanent(result, 'skeletons')).toMatchObject({ tapped: false });
  });

  it('701.19a: Murder on a shielded Drudge Skeletons: instead it regenerates, tapped, and the shield is used up', () => {
    const result = run([skeletons()], [regenerate, { do: 'cast', card: 'Murder', controller: 'alice', id: 'murder', targets: ['skeletons'] }]);
    expect(permanent(result, 'skeletons')).toMatchObject({ tapped: true, damage: 0 });
    expect(eventsOf(result, 'destroyed')).toEqual([]);
    expect(eventsOf(result, 'regenerated')).toEqual([expect.objectContaining({ permanent: 'skeletons', rules: ['701.19a', '614.8', '701.8a', '608.2c'] })]);
    expect(result.board.effects).toEqual([]);
  });

  it('701.19a: one shield replaces one destruction: a second Murder destroys Drudge Skeletons', () => {
    const result = run(
      [skeletons()],
      [
        regenerate,
        { do: 'cast', card: 'Murder', controller: 'alice', id: 'm1', targets: ['skeletons'] },
        { do: 'cast', card: 'Murder', controller: 'alice', id: 'm2', targets: ['skeletons'] },
      ],
    );
    expect(permanent(result, 'skeletons')).toBeUndefined();
    expect(graveyard(result, 'alice')).toContain('skeletons');
  });

  it('701.19a: two shields replace two destructions', () => {
    const result = run(
      [skeletons()],
      [
        regenerate,
        regenerate,
        { do: 'cast', card: 'Murder', controller: 'alice', id: 'm1', targets: ['skeletons'] },
        { do: 'cast', card: 'Murder', controller: 'alice', id: 'm2', targets: ['skeletons'] },
      ],
    );
    expect(permanent(result, 'skeletons')).toMatchObject({ tapped: true });
    expect(eventsOf(result, 'regenerated')).toHaveLength(2);
  });

  it('701.19a: Mending Touch ("Regenerate target creature.") shields a Grizzly Bears that Murder then fails to destroy', () => {
    const result = run(
      [{ id: 'bears', card: 'Grizzly Bears', controller: 'bob' }],
      [
        { do: 'cast', card: 'Mending Touch', controller: 'alice', id: 'touch', targets: ['bears'] },
        { do: 'cast', card: 'Murder', controller: 'alice', id: 'murder', targets: ['bears'] },
      ],
    );
    expect(permanent(result, 'bears')).toMatchObject({ tapped: true });
    expect(eventsOf(result, 'regenerated')).toEqual([expect.objectContaining({ permanent: 'bears', effect: 'touch/r' })]);
  });

  it('701.19c: Wrath of God ("They can\'t be regenerated.") destroys a shielded Drudge Skeletons', () => {
    const wrath = run([skeletons()], [regenerate, { do: 'cast', card: 'Wrath of God', controller: 'alice', id: 'wrath' }]);
    expect(permanent(wrath, 'skeletons')).toBeUndefined();
    expect(eventsOf(wrath, 'regenerated')).toEqual([]);
    expect(eventsOf(wrath, 'destroyed')).toEqual([expect.objectContaining({ permanent: 'skeletons' })]);
    // The shield ended with the creature (CR 400.7).
    expect(wrath.board.effects).toEqual([]);
  });

  it('701.19c: Terminate ("It can\'t be regenerated.") on a shielded River Boa: the shield doesn\'t apply, it is destroyed', () => {
    const result = run(
      [{ id: 'boa', card: 'River Boa', controller: 'alice' }],
      [
        { do: 'activate', permanent: 'boa', ability: 0 },
        { do: 'cast', card: 'Terminate', controller: 'alice', id: 'terminate', targets: ['boa'] },
      ],
    );
    expect(permanent(result, 'boa')).toBeUndefined();
    expect(eventsOf(result, 'regenerated')).toEqual([]);
  });
});

describe('a regeneration shield replaces destruction by state-based actions (CR 704.5g-h, 701.19a)', () => {
  it('704.5g: Lightning Bolt at a shielded River Boa: instead of being destroyed, its damage is removed and it is tapped', () => {
    const result = run(
      [{ id: 'boa', card: 'River Boa', controller: 'alice' }],
      [
        { do: 'activate', permanent: 'boa', ability: 0 },
        { do: 'cast', card: 'Lightning Bolt', controller: 'alice', id: 'bolt', targets: ['boa'] },
      ],
    );
    expect(permanent(result, 'boa')).toMatchObject({ damage: 0, tapped: true });
    expect(eventsOf(result, 'regenerated')).toEqual([expect.objectContaining({ permanent: 'boa', rules: ['701.19a', '614.8', '704.5g'] })]);
    expect(eventsOf(result, 'tapped')).toEqual([expect.objectContaining({ permanent: 'boa', rules: ['701.19a'] })]);
  });

  it('704.5g, 506.4: a shielded River Boa blocking a Hill Giant regenerates: damage removed, tapped, removed from combat; the Giant stays blocked', () => {
    const result = run(
      [
        { id: 'boa', card: 'River Boa', controller: 'alice' },
        { id: 'giant', card: 'Hill Giant', controller: 'bob' },
      ],
      [
        { do: 'activate', permanent: 'boa', ability: 0 },
        { do: 'declareAttackers', attackers: [{ id: 'giant', attacking: 'alice' }] },
        { do: 'declareBlockers', blockers: [{ id: 'boa', blocking: ['giant'] }] },
        { do: 'advance', to: 'combatDamage' },
      ],
      { ...main, activePlayer: 'bob', step: 'beginCombat' },
    );
    expect(permanent(result, 'boa')).toMatchObject({ damage: 0, tapped: true, blocking: [] });
    expect(permanent(result, 'giant')).toMatchObject({ damage: 2, attacking: 'alice', blocked: true });
    expect(eventsOf(result, 'removedFromCombat')).toEqual([{ type: 'removedFromCombat', permanent: 'boa', rules: ['701.19a', '506.4'] }]);
  });

  it('704.5h, 506.4: Typhoid Rats (deathtouch) attacks and a Hill Giant shielded by Mending Touch blocks: 1 damage destroys, so the Giant regenerates instead', () => {
    const result = run(
      [
        { id: 'giant', card: 'Hill Giant', controller: 'alice' },
        { id: 'rats', card: 'Typhoid Rats', controller: 'bob' },
      ],
      [
        { do: 'cast', card: 'Mending Touch', controller: 'alice', id: 'touch', targets: ['giant'] },
        { do: 'declareAttackers', attackers: [{ id: 'rats', attacking: 'alice' }] },
        { do: 'declareBlockers', blockers: [{ id: 'giant', blocking: ['rats'] }] },
        { do: 'advance', to: 'combatDamage' },
      ],
      { ...main, activePlayer: 'bob', step: 'beginCombat' },
    );
    expect(permanent(result, 'giant')).toMatchObject({ damage: 0, deathtouchDamage: false, tapped: true, blocking: [] });
    expect(eventsOf(result, 'regenerated')).toEqual([expect.objectContaining({ permanent: 'giant', rules: ['701.19a', '614.8', '704.5h'] })]);
    expect(permanent(result, 'rats')).toBeUndefined();
  });

  it('704.5h: deathtouch damage less than its toughness: a shielded Hill Giant dealt 1 by a deathtouch source regenerates', () => {
    const result = run(
      [
        { id: 'giant', card: 'Hill Giant', controller: 'alice' },
        { id: 'hawk', card: 'Vampire Nighthawk', controller: 'bob' },
      ],
      [
        { do: 'cast', card: 'Mending Touch', controller: 'alice', id: 'touch', targets: ['giant'] },
        { do: 'damage', source: 'hawk', target: 'giant', amount: 1 },
      ],
    );
    expect(permanent(result, 'giant')).toMatchObject({ damage: 0, deathtouchDamage: false, tapped: true });
    expect(eventsOf(result, 'regenerated')).toEqual([expect.objectContaining({ permanent: 'giant', rules: ['701.19a', '614.8', '704.5h'] })]);
  });

  it('704.5f: toughness 0 or less is no destruction: a shielded Drudge Skeletons with a -1/-1 counter goes to the graveyard', () => {
    const result = run([skeletons()], [regenerate, { do: 'addCounters', permanent: 'skeletons', counter: '-1/-1', amount: 1 }]);
    expect(permanent(result, 'skeletons')).toBeUndefined();
    expect(eventsOf(result, 'putIntoGraveyard')).toEqual([expect.objectContaining({ permanent: 'skeletons', rules: ['704.5f'] })]);
    expect(eventsOf(result, 'regenerated')).toEqual([]);
  });
});

describe('what a regeneration shield does not replace, and how long it lasts (CR 701.8b, 701.21, 514.2)', () => {
  const altar = {
    name: 'Test Altar',
    manaCost: '{1}',
    types: ['Artifact'],
    abilities: [{ kind: 'activated', cost: [{ type: 'sacrifice', filter: { types: ['Creature'] } }], effects: [{ type: 'gainLife', amount: 1 }] }],
  };

  it('701.8b: a sacrifice is no destruction: a shielded Drudge Skeletons sacrificed goes to the graveyard', () => {
    const result = run([skeletons(), { id: 'altar', card: altar, controller: 'alice' }], [regenerate, { do: 'activate', permanent: 'altar', costs: { sacrifice: ['skeletons'] } }]);
    expect(permanent(result, 'skeletons')).toBeUndefined();
    expect(graveyard(result, 'alice')).toContain('skeletons');
    expect(eventsOf(result, 'regenerated')).toEqual([]);
    expect(result.board.effects).toEqual([]);
  });

  it('514.2: an unused shield ends in the cleanup step: Murder next turn destroys Drudge Skeletons', () => {
    const during = run([skeletons()], [regenerate]);
    const next = run([skeletons()], [regenerate, { do: 'advance', to: 'upkeep', player: 'bob' }]);
    expect(shieldOf(during)).toHaveLength(1);
    expect(next.board.effects).toEqual([]);
    const murdered = runScenario({ board: next.board, actions: [{ do: 'cast', card: 'Murder', controller: 'bob', id: 'murder', targets: ['skeletons'] }] }) as Json;
    expect(murdered.ok).toBe(true);
    expect(permanent(murdered, 'skeletons')).toBeUndefined();
  });

  it('701.19a, 611.2: the stored board round-trips: the shield entry alone makes Murder regenerate the creature', () => {
    const stored = run([skeletons()], [regenerate]);
    const again = runScenario({ board: stored.board, actions: [{ do: 'cast', card: 'Murder', controller: 'bob', id: 'murder', targets: ['skeletons'] }] }) as Json;
    expect(again.ok).toBe(true);
    expect(permanent(again, 'skeletons')).toMatchObject({ tapped: true });
    expect(eventsOf(again, 'regenerated')).toHaveLength(1);
  });

  it('701.19a: a board may hold a shield written by hand; one naming more than one permanent is INVALID_INPUT', () => {
    const entry = { id: 'shield', source: 'skeletons', ability: 0, controller: 'alice', targets: ['skeletons'], timestamp: 5, duration: 'endOfTurn' };
    const held = run([skeletons()], [{ do: 'cast', card: 'Murder', controller: 'bob', id: 'murder', targets: ['skeletons'] }], main, [entry]);
    expect(eventsOf(held, 'regenerated')).toEqual([expect.objectContaining({ effect: 'shield' })]);
    const bad = scenario([skeletons(), { id: 'other', card: 'Grizzly Bears', controller: 'alice' }], [], main, [{ ...entry, targets: ['skeletons', 'other'] }]);
    expect(bad.ok).toBe(false);
    expect(bad.error.code).toBe('INVALID_INPUT');
  });
});

describe('what is not carried out yet (CR 701.19a)', () => {
  it('a regeneration shield and another effect that lasts in one ability ("... gets +2/+0 until end of turn. Regenerate it.") is UNSUPPORTED', () => {
    const spell = {
      name: 'Test Fury',
      manaCost: '{B}',
      types: ['Instant'],
      abilities: [
        {
          kind: 'spell',
          targets: [{ kind: 'permanent', filter: { types: ['Creature'] } }],
          effects: [
            { type: 'createEffect', duration: 'endOfTurn', effect: { type: 'continuous', affects: { target: 0 }, modifications: [{ type: 'modifyPT', power: 2, toughness: 0 }] } },
            { type: 'regenerate', object: { target: 0 } },
          ],
        },
      ],
    };
    expect(notCarriedOut(CardDefinition.parse(spell).abilities[0]!)).toMatchObject({ as: 'spell' });
    const result = scenario([skeletons()], [{ do: 'cast', card: spell, controller: 'alice', targets: ['skeletons'] }]);
    expect(result.error).toMatchObject({ code: 'UNSUPPORTED' });
  });
});

describe('the Oracle lines compile and render back (CR 701.19a, 701.19c)', () => {
  const creature = { name: 'Test Skeleton', manaCost: '{1}{B}', types: ['Creature'], subtypes: ['Skeleton'], power: 1, toughness: 1 } as const;
  const instant = { name: 'Test Spell', manaCost: '{1}{B}', types: ['Instant'] } as const;

  it.each([
    [creature, '{G}: Regenerate this creature.', { kind: 'activated', effects: [{ type: 'regenerate', object: 'self' }] }],
    [instant, 'Regenerate target creature.', { kind: 'spell', effects: [{ type: 'regenerate', object: { target: 0 } }] }],
    [instant, "Destroy target creature. It can't be regenerated.", { kind: 'spell', effects: [{ type: 'destroy', object: { target: 0 }, cantBeRegenerated: true }] }],
    [
      { ...instant, types: ['Sorcery'] },
      "Destroy all creatures. They can't be regenerated.",
      { kind: 'spell', effects: [expect.objectContaining({ type: 'destroy', cantBeRegenerated: true })] },
    ],
  ])('%#: "%s" compiles', (printed, line, expected) => {
    const { card } = compileCard([line], printed as never);
    expect(card.abilities).toEqual([expect.objectContaining(expected)]);
    expect(rulesText(CardDefinition.parse(card))).toEqual([line]);
  });

  it('"Regenerate enchanted creature." on an Aura compiles', () => {
    const aura = { name: 'Test Aura', manaCost: '{G}', types: ['Enchantment'], subtypes: ['Aura'] };
    const { card } = compileCard(['Enchant creature', '{G}: Regenerate enchanted creature.'], aura as never);
    expect(card.abilities?.[1]).toMatchObject({ kind: 'activated', effects: [{ type: 'regenerate', object: 'enchanted' }] });
  });
});
