// Properties of the layer system (CR 613) on random boards: the order effects apply in comes
// from timestamps and dependencies (613.7, 613.8), never from where permanents sit in the
// board's list, so the same permanents in any order have the same characteristics, with the
// same explanations. Objects alike share arrays inside the engine; this checks that sharing
// never leaks one object's change into another's.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runScenario } from '../../rules';

type Json = Record<string, any>;
const turn = { number: 4, activePlayer: 'alice', step: 'precombatMain' };

const CREATURES = ['Llanowar Elves', 'Typhoid Rats', 'Goblin Guide', 'Glistener Elf', 'Boggart Ram-Gang', 'Vampire Nighthawk', 'Birds of Paradise'];
const LANDS = ['Forest', 'Island', 'Reflecting Pool', 'City of Brass', 'Exotic Orchard', 'Dryad Arbor', 'Urborg, Tomb of Yawgmoth'];
const SOURCES = ['Humility', 'Opalescence', 'Blood Moon', 'Magus of the Moon', 'Concordant Crossroads', 'Chromatic Lantern', 'Dress Down'];
const COLORED = ['Caged Sun', 'Gauntlet of Power'];
const ATTACHED: Record<string, 'creature' | 'land'> = { Bonesplitter: 'creature', 'Loxodon Warhammer': 'creature', 'Spreading Seas': 'land' };

const permanentSpec = fc.oneof(
  fc.record({ kind: fc.constant('creature'), card: fc.constantFrom(...CREATURES) }),
  fc.record({ kind: fc.constant('land'), card: fc.constantFrom(...LANDS) }),
  fc.record({ kind: fc.constant('source'), card: fc.constantFrom(...SOURCES) }),
  fc.record({ kind: fc.constant('colored'), card: fc.constantFrom(...COLORED), color: fc.constantFrom('W', 'U', 'B', 'R', 'G') }),
  fc.record({ kind: fc.constant('attached'), card: fc.constantFrom(...Object.keys(ATTACHED)), pick: fc.nat() }),
);

/** A board of the specs with distinct timestamps (a permutation), attachments to a permanent of the right kind when there is one. */
function boardOf(specs: Json[], timestamps: number[]): Json[] {
  const permanents = specs.map((spec, i) => ({
    id: `p${i}`,
    card: spec.card,
    controller: i % 3 === 0 ? 'bob' : 'alice',
    timestamp: timestamps[i]! * 2,
    ...(spec.color ? { chosen: { color: spec.color } } : {}),
  })) as Json[];
  specs.forEach((spec, i) => {
    if (spec.kind !== 'attached') return;
    const hosts = specs.flatMap((other, j) => (other.kind === ATTACHED[spec.card] ? [j] : []));
    if (hosts.length > 0) Object.assign(permanents[i]!, { attachedTo: `p${hosts[spec.pick % hosts.length]}`, attachedAt: timestamps[i]! * 2 + 1 });
  });
  return permanents;
}

function characteristicsOf(permanents: Json[], ids: string[]): Json[] {
  const result = runScenario({ board: { turn, players: [{ id: 'alice' }, { id: 'bob' }], permanents }, actions: [], ask: ids.map((id) => ({ characteristics: id })) }) as Json;
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return result.answers;
}

describe('the layer system on random boards (CR 613)', () => {
  it('613.7, 613.8: the same permanents listed in another order have the same characteristics and explanations', () => {
    fc.assert(
      fc.property(
        fc
          .array(permanentSpec, { minLength: 1, maxLength: 16 })
          .chain((specs) =>
            fc.tuple(fc.constant(specs), fc.shuffledSubarray([...specs.keys()], { minLength: specs.length }), fc.shuffledSubarray([...specs.keys()], { minLength: specs.length })),
          ),
        ([specs, timestamps, order]) => {
          const permanents = boardOf(
            specs,
            timestamps.map((t) => t + 1),
          );
          const ids = permanents.map((p) => p.id as string);
          const listed = characteristicsOf(permanents, ids);
          const reordered = characteristicsOf(
            order.map((i) => permanents[i]!),
            ids,
          );
          expect(reordered).toEqual(listed);
        },
      ),
      { numRuns: 200 },
    );
  });
});
