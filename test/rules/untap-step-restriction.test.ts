// "This artifact doesn't untap during your untap step." / "Enchanted creature doesn't untap during
// its controller's untap step." (CR 502.3: the active player's permanents untap in the untap step,
// but effects can keep one or more of them from untapping). A rule effect of a static ability
// (604.1, 613.11): it stops only the untap step's turn-based action, never an effect that untaps
// the permanent ("{4}: Untap this artifact.").

import { describe, expect, it } from 'vitest';
import { CardDefinition, rulesText, runScenario } from '../../rules';
import { ensureCards } from '../../pool';
import { compileCard, type PrintedCard } from '../../pool/compile';

type Json = Record<string, any>;

const players = [{ id: 'alice' }, { id: 'bob' }];
const aliceMain = { number: 5, activePlayer: 'alice', step: 'precombatMain' };
const bobMain = { number: 4, activePlayer: 'bob', step: 'precombatMain' };

function run(board: Json, actions: Json[], ask: Json[] = []): Json {
  const scenario = { board: { players, ...board }, actions, ask };
  ensureCards(scenario);
  return runScenario(scenario);
}

function ok(result: Json): Json {
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return result;
}

const permanent = (result: Json, id: string): Json => result.board.permanents.find((p: Json) => p.id === id);

describe("doesn't untap during the untap step (CR 502.3)", () => {
  it("CR 502.3: a tapped Grim Monolith stays tapped through its controller's untap step; alice's other permanents untap", () => {
    const result = ok(
      run(
        {
          turn: bobMain,
          permanents: [
            { id: 'monolith', card: 'Grim Monolith', controller: 'alice', tapped: true },
            { id: 'wastes', card: 'Wastes', controller: 'alice', tapped: true },
          ],
        },
        [{ do: 'advance', to: 'upkeep', player: 'alice' }],
      ),
    );
    expect(result.board.turn).toMatchObject({ activePlayer: 'alice', step: 'upkeep' });
    expect(permanent(result, 'monolith').tapped).toBe(true);
    expect(permanent(result, 'wastes').tapped).toBe(false);
    expect(result.events).toContainEqual(expect.objectContaining({ type: 'doesntUntap', permanent: 'monolith', effect: 'monolith', rules: ['502.3'] }));
  });

  it('CR 502.3: only the untap step: "{4}: Untap this artifact." still untaps Grim Monolith', () => {
    const result = ok(
      run(
        {
          turn: aliceMain,
          permanents: [{ id: 'monolith', card: 'Grim Monolith', controller: 'alice', tapped: true }],
          players: [{ id: 'alice', manaPool: { C: 4 } }, { id: 'bob' }],
        },
        [{ do: 'activate', permanent: 'monolith', ability: 1 }],
      ),
    );
    expect(permanent(result, 'monolith').tapped).toBe(false);
  });

  it("CR 502.3: alice's Claustrophobia on bob's tapped Grizzly Bears keeps them tapped in bob's untap step; bob's other creature untaps", () => {
    const result = ok(
      run(
        {
          turn: aliceMain,
          permanents: [
            { id: 'bears', card: 'Grizzly Bears', controller: 'bob', tapped: true },
            { id: 'other', card: 'Grizzly Bears', controller: 'bob', tapped: true },
            { id: 'claustrophobia', card: 'Claustrophobia', controller: 'alice', attachedTo: 'bears' },
          ],
        },
        [{ do: 'advance', to: 'upkeep', player: 'bob' }],
      ),
    );
    expect(result.board.turn).toMatchObject({ activePlayer: 'bob', step: 'upkeep' });
    expect(permanent(result, 'bears').tapped).toBe(true);
    expect(permanent(result, 'other').tapped).toBe(false);
    expect(result.events).toContainEqual(expect.objectContaining({ type: 'doesntUntap', permanent: 'bears', effect: 'claustrophobia', rules: ['502.3'] }));
  });

  it("CR 502.3: only its controller's untap step matters: the enchanted Bears are not alice's, and alice's untap step leaves them alone", () => {
    const result = ok(
      run(
        {
          turn: bobMain,
          permanents: [
            { id: 'bears', card: 'Grizzly Bears', controller: 'bob', tapped: true },
            { id: 'claustrophobia', card: 'Claustrophobia', controller: 'alice', attachedTo: 'bears' },
          ],
        },
        [{ do: 'advance', to: 'upkeep', player: 'alice' }],
      ),
    );
    expect(permanent(result, 'bears').tapped).toBe(true);
    expect(result.events.filter((e: Json) => e.type === 'doesntUntap')).toEqual([]);
  });

  it('CR 502.3, 611.3a: once the Aura is gone, nothing keeps the Bears tapped: they untap in the untap step', () => {
    const result = ok(run({ turn: aliceMain, permanents: [{ id: 'bears', card: 'Grizzly Bears', controller: 'bob', tapped: true }] }, [{ do: 'advance', to: 'upkeep', player: 'bob' }]));
    expect(permanent(result, 'bears').tapped).toBe(false);
  });
});

describe('the lines compile and render back (CR 502.3)', () => {
  const artifact: PrintedCard = { name: 'Test Vault', manaCost: '{1}', types: ['Artifact'] };
  const aura: PrintedCard = { name: 'Test Aura', manaCost: '{U}', types: ['Enchantment'], subtypes: ['Aura'] };

  it.each([
    [artifact, "This artifact doesn't untap during your untap step.", 'self'],
    [aura, "Enchanted creature doesn't untap during its controller's untap step.", 'enchanted'],
    [aura, "Enchanted permanent doesn't untap during its controller's untap step.", 'enchanted'],
  ])('%#: %s', (card, line, affects) => {
    const lines = card === aura ? [line.includes('permanent') ? 'Enchant permanent' : 'Enchant creature', line] : [line];
    const { card: compiled } = compileCard(lines, card);
    const abilities = compiled.abilities ?? [];
    expect(abilities.some((a: Json) => a.kind === 'opaque')).toBe(false);
    expect(abilities.at(-1)).toMatchObject({ kind: 'static', effects: [{ type: 'doesntUntap', affects }] });
    expect(rulesText(CardDefinition.parse(compiled)).at(-1)).toBe(line);
  });

  it('502.3: the wording follows the object: "your untap step" names this permanent\'s controller, so "Enchanted creature doesn\'t untap during your untap step" stays opaque', () => {
    const { card: compiled } = compileCard(['Enchant creature', "Enchanted creature doesn't untap during your untap step."], aura);
    expect(compiled.abilities?.at(-1)).toMatchObject({ kind: 'opaque' });
  });
});
