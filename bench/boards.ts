// Boards for benchmarks, built deterministically.

const CARDS = ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest', 'Wastes', 'Llanowar Elves'];

/** A two-player board with `count` permanents, mostly lands, alternating controllers. */
export function bigBoard(count: number) {
  return {
    turn: { number: 7, activePlayer: 'alice', step: 'precombatMain' },
    players: [{ id: 'alice', manaPool: { G: 1 } }, { id: 'bob', life: 13 }],
    permanents: Array.from({ length: count }, (_, i) => ({
      id: `p${i}`,
      card: CARDS[i % CARDS.length]!,
      controller: i % 2 === 0 ? 'alice' : 'bob',
      tapped: i % 5 === 0,
      ...(i % 11 === 0 ? { counters: { '+1/+1': 1 } } : {}),
    })),
  };
}
