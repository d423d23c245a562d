// Looking cards up in the shipped pool by name (pool/load.ts), and a client's input meeting the
// engine (ensureCards): exact names, case and accents, faces and halves of multi-part cards and
// their whole names, an unknown name (INVALID_INPUT with the closest names), a card the engine
// can't play (UNSUPPORTED), and a board of 60 random playable cards.

import { seeded } from '../../pool/seeded';
import { describe, expect, it } from 'vitest';
import { RulesError, catalogCard, loadBoard, registerCards, runScenario } from '../../rules';
import { ensureCards, findPoolCard, poolNames, poolRecord, suggestNames } from '../../pool';
import { evaluate } from '../../app';

/** The RulesError a call throws. */
function thrown(run: () => unknown): RulesError {
  try {
    run();
  } catch (error) {
    if (error instanceof RulesError) return error;
    throw error;
  }
  throw new Error('expected a RulesError');
}

describe('findPoolCard', () => {
  it('finds a card by its exact name, then ignoring case and accents', () => {
    expect(findPoolCard('Lightning Bolt')).toMatchObject({ name: 'Lightning Bolt', whole: false, card: { name: 'Lightning Bolt', playable: true } });
    expect(findPoolCard('lightning BOLT')?.name).toBe('Lightning Bolt');
    expect(findPoolCard("Lim-Dûl's Vault")?.name).toBe("Lim-Dûl's Vault");
    expect(findPoolCard("Lim-Dul's Vault")?.name).toBe("Lim-Dûl's Vault");
    expect(findPoolCard("lim-dul's vault")?.card.definition?.name).toBe("Lim-Dûl's Vault");
    expect(findPoolCard('Sеance')).toBeNull(); // a Cyrillic е is not an e
    expect(findPoolCard('No Such Card Anywhere')).toBeNull();
    expect(findPoolCard('')).toBeNull();
  });

  it('finds a face of a double-faced card by its own name, and the card by its whole name as its front face', () => {
    const back = findPoolCard('Insectile Aberration');
    expect(back).toMatchObject({ whole: false, card: { name: 'Insectile Aberration', layout: 'transform', card_name: 'Delver of Secrets // Insectile Aberration' } });
    expect(back?.card.definition).toMatchObject({ name: 'Insectile Aberration', colorIndicator: ['U'], power: 3, toughness: 2 });
    expect(back?.card.definition?.manaCost).toBeUndefined();
    const whole = findPoolCard('delver of secrets // insectile aberration');
    expect(whole).toMatchObject({ name: 'Delver of Secrets // Insectile Aberration', whole: true, card: { name: 'Delver of Secrets' } });
  });

  it('finds a split half by its printed name and as the data writes it, and the whole split card', () => {
    const fire = findPoolCard('Fire');
    expect(fire).toMatchObject({ name: 'Fire', whole: false, card: { name: 'Fire (Fire/Ice)', layout: 'split', card_name: 'Fire // Ice' } });
    expect(fire?.card.definition).toMatchObject({ name: 'Fire', manaCost: '{1}{R}', types: ['Instant'] });
    // "Fire" is also a half of Start // Fire: the data's name reaches that one.
    expect(findPoolCard('Fire (Start/Fire)')?.card).toMatchObject({ card_name: 'Start // Fire', definition: { name: 'Fire' } });
    expect(findPoolCard('Ice')?.card.name).toBe('Ice (Fire/Ice)');
    expect(findPoolCard('Fire // Ice')).toMatchObject({ whole: true, card: { name: 'Fire (Fire/Ice)' } });
    // A card whose own name a half shares is that card.
    expect(findPoolCard('Bind')?.card).toMatchObject({ name: 'Bind', layout: 'normal' });
  });

  it('finds a multi-part card as decklists write it, with one slash (MTGO "Wear/Tear", "Fire / Ice")', () => {
    expect(findPoolCard('Wear/Tear')).toMatchObject({ name: 'Wear // Tear', whole: true, card: { name: 'Wear (Wear/Tear)' } });
    expect(findPoolCard('fire / ice')).toMatchObject({ name: 'Fire // Ice', whole: true });
    expect(findPoolCard('Breaking/Entering')).toMatchObject({ name: 'Breaking // Entering', whole: true });
    expect(findPoolCard('Lightning/Bolt')).toBeNull();
  });

  it('finds a name with a run of spaces or a set code after it, as some decklists write it ("Beast  Within", "Sol Ring [C19]")', () => {
    expect(findPoolCard('Beast  Within')).toMatchObject({ name: 'Beast Within' });
    expect(findPoolCard('Sol Ring [C19]')).toMatchObject({ name: 'Sol Ring' });
    expect(findPoolCard('Fire / Ice [MH2]')).toMatchObject({ name: 'Fire // Ice', whole: true });
    expect(findPoolCard('Sol Ring [notaset]')).toBeNull();
  });

  it('keeps the record of each data line, with its rulings and what became of each Oracle line', () => {
    const record = poolRecord('Lightning Bolt')!;
    expect(record).toMatchObject({ mana_cost: 'R', converted_mana_cost: 1, types: ['Instant'], oracle_text: ['Lightning Bolt deals 3 damage to any target.'], playable: true });
    expect(record.lines).toEqual([{ compiled: expect.any(Boolean), shape: 'CARDNAME deals N damage to any target.' }]);
    expect(poolRecord('Tarmogoyf')!.rulings).toContainEqual({ date: expect.any(String), text: expect.stringContaining('Tarmogoyf') });
    expect(poolRecord('Fire')).toBeNull(); // a data name, not a printed one
  });
});

describe('suggestNames', () => {
  it('gives the closest names by edit distance, ignoring case and accents', () => {
    expect(suggestNames('Llanowar Elfs', 3)[0]).toBe('Llanowar Elves');
    expect(suggestNames('lightening bolt', 1)).toEqual(['Lightning Bolt']);
    expect(suggestNames("Lim-Dul's Vaul", 1)).toEqual(["Lim-Dûl's Vault"]);
    expect(suggestNames('emrakul', 5).every((name) => name.startsWith('Emrakul'))).toBe(true);
    expect(suggestNames('qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqq')).toEqual([]);
    expect(poolNames().length).toBeGreaterThan(33_000);
  });
});

describe('ensureCards', () => {
  it('registers the cards an input names, anywhere it has a `card` string, so the engine knows them', () => {
    // A card no other test of this project names (the test files share the engine's registry).
    expect(catalogCard('Scathe Zombies')).toBeUndefined();
    const scenario = {
      board: {
        turn: { number: 1, activePlayer: 'a', step: 'precombatMain' },
        players: [{ id: 'a', graveyard: [{ id: 'g', card: 'Lightning Bolt' }] }, { id: 'b' }],
        permanents: [
          { id: 'bears', card: 'scathe zombies', controller: 'a' },
          { id: 'delver', card: 'Delver of Secrets // Insectile Aberration', controller: 'b' },
        ],
      },
      ask: [{ characteristics: 'bears' }],
    };
    ensureCards(scenario);
    expect(catalogCard('Scathe Zombies')).toMatchObject({ name: 'Scathe Zombies', power: 2, toughness: 2 });
    expect(catalogCard('SCATHE ZOMBIES')?.name).toBe('Scathe Zombies');
    expect(catalogCard('Delver of Secrets // Insectile Aberration')?.name).toBe('Delver of Secrets');
    const result = runScenario(scenario);
    expect(result).toMatchObject({ ok: true, answers: [{ name: 'Scathe Zombies', power: 2, toughness: 2 }] });
  });

  it('is idempotent, and leaves the hand-written catalog as it is', () => {
    const forest = catalogCard('Forest');
    ensureCards({ card: 'Forest' });
    ensureCards({ card: 'Forest' });
    registerCards([{ ...forest!, abilities: [] }]);
    expect(catalogCard('Forest')).toBe(forest);
    ensureCards({ a: [{ card: 'Shock' }] });
    const shock = catalogCard('Shock');
    ensureCards({ b: { card: 'shock' } });
    expect(catalogCard('Shock')).toBe(shock);
  });

  it('refuses an unknown name with INVALID_INPUT, the path of the field and the closest names', () => {
    const error = thrown(() =>
      ensureCards(
        {
          permanents: [
            { id: 'x', card: 'Forest' },
            { id: 'y', card: 'Llanowar Elfs' },
          ],
        },
        ['state'],
      ),
    );
    expect(error.code).toBe('INVALID_INPUT');
    expect(error.details.path).toEqual(['state', 'permanents', 1, 'card']);
    expect(error.details.suggestions?.[0]).toBe('Llanowar Elves');
    expect(error.message).toBe(
      `state.permanents[1].card: no card named "Llanowar Elfs" in the card pool; did you mean ${error.details.suggestions!.map((name) => `"${name}"`).join(', ')}?`,
    );
  });

  it('refuses a card that is not playable (a plane) with UNSUPPORTED naming it and why', () => {
    const error = thrown(() => ensureCards({ permanents: [{ card: 'Academy at Tolaria West' }] }));
    expect(error.code).toBe('UNSUPPORTED');
    expect(error.message).toMatch(/^permanents\[0\]\.card: Academy at Tolaria West is not playable: a plane or phenomenon is played from the planar deck/);
    expect(thrown(() => ensureCards({ card: 'Little Girl' })).message).toMatch(/Little Girl is not playable: its mana cost \{HW\}/);
  });

  it('refuses a whole split card, which has both halves at once, naming its halves', () => {
    const error = thrown(() => ensureCards({ card: 'Fire // Ice' }));
    expect(error.code).toBe('UNSUPPORTED');
    expect(error.message).toMatch(/Fire \/\/ Ice: a split card has both halves' characteristics at once \(CR 709\.4\).*"Fire" or "Ice"/);
    expect(() => ensureCards({ card: 'Ice' })).not.toThrow();
    expect(catalogCard('Ice')).toMatchObject({ name: 'Ice', manaCost: '{1}{U}' });
  });

  it('makes an evaluated scenario with an unknown card an ok: false result with its path and suggestions', () => {
    const { ok, result } = evaluate({ board: { players: [{ id: 'a' }], permanents: [{ id: 'p', card: 'Sol Rng', controller: 'a' }] } });
    expect(ok).toBe(false);
    expect(result).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT', path: ['board', 'permanents', 0, 'card'], suggestions: expect.arrayContaining(['Sol Ring']) } });
    expect(evaluate({ board: { players: [{ id: 'a' }], permanents: [{ id: 'p', card: 'Tarmogoyf', controller: 'a' }] } }).ok).toBe(true);
  });

  it('gives every battle its printed defense from the card data (CR 310.4a): a battle on a board without defense counters has that many (310.4b)', () => {
    expect(poolRecord('Invasion of Alara')!.definition).toMatchObject({ types: ['Battle'], defense: 7 });
    expect(poolRecord('Invasion of Amonkhet')!.definition).toMatchObject({ defense: 4 });
    const board = { players: [{ id: 'a' }, { id: 'b' }], permanents: [{ id: 'siege', card: 'Invasion of Alara', controller: 'a' }] };
    const result = evaluate({ board, ask: [{ characteristics: 'siege' }] });
    expect(result).toMatchObject({ ok: true, result: { answers: [{ defense: 7 }] } });
    // The back face is no battle: it has no defense.
    expect(poolRecord('Awaken the Maelstrom')!.definition!.defense).toBeUndefined();
  });
});

const PERMANENT_TYPES = ['Artifact', 'Creature', 'Enchantment', 'Land', 'Planeswalker', 'Battle'];

describe('a board of 60 random playable cards', () => {
  it('loads: its cards are registered, the board parses and a scenario on it runs', () => {
    const random = seeded(14);
    const names = poolNames();
    const permanents: { id: string; card: string; controller: string; counters?: Record<string, number> }[] = [];
    const graveyard: { id: string; card: string }[] = [];
    while (permanents.length + graveyard.length < 60) {
      const [name] = names[Math.floor(random() * names.length)]!;
      const match = findPoolCard(name);
      if (!match?.card.playable || match.whole) continue;
      const types = match.card.definition!.types;
      const id = `c${permanents.length + graveyard.length}`;
      if (types.some((type) => PERMANENT_TYPES.includes(type))) permanents.push({ id, card: name, controller: random() < 0.5 ? 'a' : 'b' });
      else graveyard.push({ id, card: name });
    }
    const board = { turn: { number: 3, activePlayer: 'a', step: 'precombatMain' }, players: [{ id: 'a', graveyard }, { id: 'b' }], permanents };
    ensureCards(board, ['board']);
    expect(loadBoard(board, ['board']).permanents).toHaveLength(permanents.length);
    expect(runScenario({ board })).toMatchObject({ ok: true });
  });
});
