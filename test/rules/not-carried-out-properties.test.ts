// The property of issue "Every card" (item 3): on random boards of catalog cards, replace some
// abilities by opaque abilities of the same kind and reach (what the engine would know of a line
// it could not compile); every answer and every action outcome that changes must then be
// `unsupported` / UNSUPPORTED. And an opaque ability never makes an answer wrong silently.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { abilityText, catalogCard, catalogNames, REACH, runScenario, TRIGGERS, type AbilityInput, type CardDefinition, type Reach } from '../../rules';

type Json = Record<string, any>;
const turn = { number: 4, activePlayer: 'alice', step: 'precombatMain' };
const LAYERED: Reach[] = ['copy', 'control', 'text', 'types', 'colors', 'abilities', 'powerToughness'];

/** What a keyword acts on (CR 702), and that it is an ability the object has (613.1f). */
const KEYWORD_REACH: Record<string, Reach[]> = {
  deathtouch: ['damage', 'zones'],
  defender: ['combat'],
  'double strike': ['combat', 'damage'],
  'first strike': ['combat', 'damage'],
  flash: ['timing'],
  flying: ['combat'],
  haste: ['timing'],
  hexproof: ['targets'],
  indestructible: ['zones'],
  infect: ['damage', 'counters', 'life'],
  lifelink: ['damage', 'life'],
  menace: ['combat'],
  reach: ['combat'],
  trample: ['combat', 'damage'],
  vigilance: ['combat', 'tapping'],
  wither: ['damage', 'counters'],
  protection: ['damage', 'targets', 'combat', 'zones'],
  enchant: ['zones', 'targets'],
};

/** What a static effect acts on, from its type. */
function staticEffectReach(effect: Json): Reach[] {
  switch (effect.type) {
    case 'continuous':
      return LAYERED;
    case 'cantGainLife':
      return ['life'];
    case 'damageCantBePrevented':
    case 'prevent':
      return ['damage'];
    case 'cantAttackOrBlock':
      return ['combat'];
    case 'activateAsThoughHaste':
      return ['timing'];
    default:
      return [...REACH];
  }
}

function replacementReach(effect: Json): Reach[] {
  switch (effect.type) {
    case 'replaceMana':
      return ['mana'];
    case 'replaceCounters':
      return ['counters'];
    case 'entersWithCounters':
      return ['counters', 'zones'];
    case 'asEntersChoose':
      return ['zones', 'colors', 'mana'];
    default:
      return [...REACH];
  }
}

const addsMana = (ability: Json) => (ability.effects as Json[]).some((e) => String(e.type).startsWith('addMana') || e.type === 'doubleMana' || e.type === 'addAdditionalMana');

/** The opaque ability the compiler would make of an ability it could not compile: the same kind, reach, trigger events and text. */
function opaqueOf(ability: Json, card: CardDefinition): AbilityInput {
  const text = abilityText(ability as never, card);
  switch (ability.kind) {
    case 'keyword':
      return { kind: 'opaque', as: 'keyword', text, reach: [...new Set<Reach>(['abilities', ...(KEYWORD_REACH[ability.keyword] ?? REACH)])] };
    case 'activated':
      return { kind: 'opaque', as: addsMana(ability) && (ability.targets ?? []).length === 0 ? 'mana' : 'activated', text, reach: [...REACH] };
    case 'triggered': {
      const events = [...TRIGGERS[ability.trigger.event as keyof typeof TRIGGERS].events];
      return { kind: 'opaque', as: 'triggered', text, trigger: events.length > 0 ? events : 'unreported', reach: [...REACH] };
    }
    case 'static':
      return { kind: 'opaque', as: 'static', text, reach: [...new Set<Reach>(['abilities', ...(ability.effects as Json[]).flatMap(staticEffectReach)])] };
    case 'replacement':
      return { kind: 'opaque', as: 'replacement', text, reach: replacementReach(ability.effect) };
    default:
      return ability as AbilityInput;
  }
}

const PERMANENT_CARDS = catalogNames().filter((name) => {
  const card = catalogCard(name)!;
  return !card.types.includes('Instant') && !card.types.includes('Sorcery');
});

const arbPermanent = fc.record({
  card: fc.constantFrom(...PERMANENT_CARDS),
  controller: fc.constantFrom('alice', 'bob'),
  tapped: fc.boolean(),
  damage: fc.constantFrom(0, 0, 1, 3),
  // Which of its abilities become opaque: a bit per printed ability.
  opaque: fc.array(fc.boolean(), { minLength: 8, maxLength: 8 }),
});

function boardsOf(spec: { card: string; controller: string; tapped: boolean; damage: number; opaque: boolean[] }[]) {
  const plain: Json[] = [];
  const opaque: Json[] = [];
  let changed = false;
  spec.forEach((p, i) => {
    const card = catalogCard(p.card)!;
    const base: Json = { id: `p${i}`, controller: p.controller, tapped: p.tapped, ...(card.types.includes('Creature') && p.damage > 0 ? { damage: p.damage } : {}) };
    if (card.subtypes.includes('Aura')) return;
    plain.push({ ...base, card: p.card });
    const abilities = card.abilities.map((ability, at) =>
      p.opaque[at] && ability.kind !== 'opaque' && ability.kind !== 'spell' ? ((changed = true), opaqueOf(ability, card)) : ability,
    );
    opaque.push({ ...base, card: { ...card, abilities } });
  });
  return { plain, opaque, changed };
}

function questionsFor(permanents: Json[]): Json[] {
  const ask: Json[] = [{ availableMana: 'alice' }, { availableMana: 'bob' }, { canPay: { player: 'alice', cost: '{2}{G}' } }];
  for (const p of permanents)
    ask.push({ characteristics: p.id }, { couldProduce: p.id }, { canActivate: { permanent: p.id, ability: 0 } }, { canActivate: { permanent: p.id, ability: 1 } });
  return ask;
}

const run = (permanents: Json[], ask: Json[], actions: Json[] = []) => runScenario({ board: { turn, players: [{ id: 'alice' }, { id: 'bob' }], permanents }, actions, ask }) as Json;

describe('an opaque ability changes no answer silently (issue "Every card", item 3; SCENARIOS.md "Answers")', () => {
  it('on random boards, every answer that differs once abilities become opaque is unsupported', () => {
    fc.assert(
      fc.property(fc.array(arbPermanent, { minLength: 1, maxLength: 6 }), (spec) => {
        const { plain, opaque, changed } = boardsOf(spec);
        fc.pre(changed && plain.length > 0);
        const ask = questionsFor(plain);
        const before = run(plain, ask);
        fc.pre(before.ok);
        const after = run(opaque, ask);
        expect(after.ok).toBe(true);
        // The reason an effect applied where it did may name a dependency on an ability the engine can't read (CR 613.8); the order and the values are compared.
        const plainReason = (answer: Json) =>
          JSON.parse(JSON.stringify(answer, (key, value: unknown) => (key === 'reason' || key === 'detail' || key === 'rule' ? undefined : value))) as Json;
        ask.forEach((question, at) => {
          const a = plainReason(before.answers[at]);
          const b = plainReason(after.answers[at]);
          if (JSON.stringify(a) !== JSON.stringify(b) && !('unsupported' in a)) expect(b, JSON.stringify({ question, before: a, spec })).toMatchObject({ unsupported: {} });
        });
      }),
      { numRuns: 200, seed: 2026 },
    );
  });

  it('on random boards, an action whose outcome differs once abilities become opaque is UNSUPPORTED', () => {
    fc.assert(
      fc.property(fc.array(arbPermanent, { minLength: 1, maxLength: 5 }), fc.nat(4), fc.nat(1), (spec, who, ability) => {
        const { plain, opaque, changed } = boardsOf(spec);
        fc.pre(changed && plain.length > 0);
        const action = { do: 'activate', permanent: plain[who % plain.length]!.id, ability };
        const before = run(plain, [], [action]);
        const after = run(opaque, [], [action]);
        // Events name cards by their reference; the opaque board's are inline definitions of the same cards.
        const named = (events: Json[]) =>
          JSON.parse(JSON.stringify(events, (key, value: unknown) => (key === 'card' && typeof value === 'object' && value !== null ? (value as Json).name : value))) as Json[];
        const outcome = (r: Json) => (r.ok ? { ok: true, events: named(r.events), life: r.board.players.map((p: Json) => [p.life, p.manaPool]) } : { ok: false, code: r.error.code });
        // Where the engine can't carry out the action on the board as written, it claims nothing to compare.
        if (!before.ok && before.error.code === 'UNSUPPORTED') return;
        if (JSON.stringify(outcome(before)) !== JSON.stringify(outcome(after))) expect({ action, after: outcome(after) }).toMatchObject({ after: { ok: false, code: 'UNSUPPORTED' } });
      }),
      { numRuns: 200, seed: 2026 },
    );
  });
});
