// Small builders for test boards, so each test states only what matters to its ruling. They
// build raw JSON, as a client sends it: the engine validates it.

type Json = Record<string, unknown>;

export const turn = { number: 3, activePlayer: 'alice', step: 'precombatMain' } as const;

export function board(permanents: Json[], extra: Json = {}): Json {
  return { turn, players: [{ id: 'alice' }, { id: 'bob' }], permanents, ...extra };
}

/**
 * An inline Aura, "Enchant land. Enchanted land is a 0/4 creature." by default: a land that is a
 * creature only while it is attached, so unattaching it makes a creature stop being one (CR 506.4).
 */
export function landAnimation(power = 0, toughness = 4): Json {
  return {
    name: `Test Animation ${power}/${toughness}`,
    manaCost: '{G}',
    types: ['Enchantment'],
    subtypes: ['Aura'],
    abilities: [
      { kind: 'keyword', keyword: 'enchant', what: { types: ['Land'] } },
      {
        kind: 'static',
        effects: [
          {
            type: 'continuous',
            affects: 'enchanted',
            modifications: [
              { type: 'addTypes', types: ['Creature'] },
              { type: 'setBasePT', power, toughness },
            ],
          },
        ],
      },
    ],
  };
}

/**
 * An inline artifact with one Oracle line the engine does not carry out (an opaque static
 * ability, rules/cards/opaque.ts) that could change every creature's power and toughness: an
 * answer about a creature's characteristics on its board is unsupported because of it.
 */
export function opaqueAnthem(name: string, text: string): Json {
  return {
    name,
    manaCost: '{2}',
    types: ['Artifact'],
    abilities: [{ kind: 'opaque', text, as: 'static', reach: ['powerToughness'], affects: [{ permanents: { types: ['Creature'] } }] }],
  };
}
