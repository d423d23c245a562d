// The footprints of opaque lines, written by hand (issue 30, item 5): a fixed sample of the pool's
// opaque lines, drawn with `sampleLines(320, 2026)` (pool/footprints.ts; one line, a Conspiracy
// draft-matters line that acts in no game, left out), each with the footprint read from its
// Oracle text and the Comprehensive Rules alone (test/pool/footprints.fixture.json: when it acts,
// where it works, what it can act on, which aspects it can change, and why, with the rules). The
// classifier (pool/compile/classify.ts, footprint.ts) must CONTAIN each one: the engine answers
// a question `unsupported` only where an ability's footprint meets what the question reads
// (rules/state/not-carried-out.ts), so a footprint narrower than the truth is a wrong answer.
//
// How the hand-written footprints read the lines (the fixture's conventions):
// - `trigger` (and `replaces`) lists the engine events (rules/board/events.ts) of which at least one
//   happens whenever the line's trigger event does: a death is always `leftBattlefield` (a token's
//   goes on to `ceasedToExist`, a card's to its graveyard), losing life is `damageDealt`,
//   `lifeLost`, `lifePaid` or `lifeSet`, and so on; `unreported` where the engine reports none.
// - `affects` names what the line's effect, its costs (sacrificing, tapping, discarding) and any
//   ability it grants act on; drawing acts on you and your cards, creating a token on you.
// - `reach` counts a cost's own payment: mana spent to activate (or paid "unless ..."), permanents
//   tapped or sacrificed, life paid; damage to a player reaches life (CR 120.3a), to a planeswalker
//   or battle counters (120.3c, 120.3h); a granted keyword reaches what the keyword does.

import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { Affected, GameEvent, notCarriedOut, OpaqueAbility, REACH, Reach, type Ability } from '../../rules';
import { compileCard, withoutReminder } from '../../pool/compile';
import { poolRecord } from '../../pool/load';
import { printedOf } from '../../pool/printed';
import type { PoolCard } from '../../pool/record';
import fixtureJson from './footprints.fixture.json';

// ---------------------------------------------------------------------------------------
// The fixture.

const { as: OpaqueKind, trigger: OptionalTrigger, zones: OptionalZones } = OpaqueAbility.shape;
const OpaqueTrigger = OptionalTrigger.unwrap();
const Zone = OptionalZones.unwrap().element;
/** What the engine reads of an ability it does not carry out (rules/cards/carried-out.ts). */
type NotCarriedOut = NonNullable<ReturnType<typeof notCarriedOut>>;

const Footprint = z.strictObject({
  as: OpaqueKind,
  trigger: OpaqueTrigger.optional(),
  replaces: OpaqueTrigger.optional(),
  enters: z.literal(true).optional(),
  zones: z.array(Zone).min(1).optional(),
  affects: z.array(Affected).min(1).optional(),
  reach: z.array(Reach).min(1),
  /** The only abilities it gives or takes away, where those are keywords (CR 702). */
  keywords: z.array(z.string().min(1)).min(1).optional(),
  /** A line of keywords with a trigger: what its other keywords change of its own object all the time (opaque.ts `selfReach`). */
  selfReach: z.array(Reach).min(1).optional(),
});
type Footprint = z.infer<typeof Footprint>;

const Entry = z.strictObject({ card: z.string().min(1), text: z.string().min(1), footprint: Footprint, why: z.string().regex(/\bCR \d{3}/) });
type Entry = z.infer<typeof Entry>;

const FIXTURE: Entry[] = z.array(Entry).parse(fixtureJson);

// ---------------------------------------------------------------------------------------
// Containment: whether a classifier's description (what the engine reads, carried-out.ts) contains a hand-written footprint.

/**
 * When a footprint acts, as the engine reads it (rules/state/not-carried-out.ts `couldChange`):
 * a spell only as it resolves (CR 608), an activated ability once activated (602.2), a mana
 * ability also whenever mana is asked for (605.1a, 605.3), a line about its own object's entering
 * only as that object enters (614.1c, 614.12), a triggered ability or an effect that modifies
 * events as those events happen (603.2, 614.1), and any other ability all the time (604.2).
 */
type When = { kind: 'spell' | 'activated' | 'mana' | 'enters' | 'always' } | { kind: 'events'; events: z.infer<typeof OpaqueTrigger> };

/** When a hand-written footprint acts: a keyword acting only as events happen (phasing, toxic) says so with `replaces`. */
function handWhen(f: Footprint): When {
  if (f.enters) return { kind: 'enters' };
  if (f.as === 'spell' || f.as === 'activated' || f.as === 'mana') return { kind: f.as };
  if (f.as === 'triggered') return { kind: 'events', events: f.trigger ?? 'any' };
  if (f.trigger) return { kind: 'events', events: f.trigger };
  if (f.replaces) return { kind: 'events', events: f.replaces };
  return { kind: 'always' };
}

/** When the classifier's description acts, exactly as the engine treats it (a keyword's `replaces` is not read: it acts all the time). */
function describedWhen(d: NotCarriedOut): When {
  if (d.enters) return { kind: 'enters' };
  if (d.as === 'spell' || d.as === 'activated' || d.as === 'mana') return { kind: d.as };
  if (d.as === 'triggered') return { kind: 'events', events: d.trigger ?? 'any' };
  if (d.as === 'keyword') return d.trigger ? { kind: 'events', events: d.trigger } : { kind: 'always' };
  return d.replaces ? { kind: 'events', events: d.replaces } : { kind: 'always' };
}

/**
 * Whether events E contain events H: `any` contains all; `unreported` only `unreported`; a list
 * a sublist of it, and `unreported` too (what the engine never reports never happens in a
 * question or an action, where a list at least acts on its events).
 */
function eventsContain(e: z.infer<typeof OpaqueTrigger>, h: z.infer<typeof OpaqueTrigger>): boolean {
  if (e === 'any') return true;
  if (e === 'unreported') return h === 'unreported';
  if (h === 'any') return false;
  if (h === 'unreported') return true;
  return h.every((event) => e.includes(event));
}

/**
 * Whether acting at `c` covers every moment of acting at `h`: all the time covers everything; a
 * spell resolving is covered by every kind; entering by entering, or by the events of entering; a
 * mana ability covers an activated one (it acts when activated and when mana is asked for).
 */
function whenContains(c: When, h: When): boolean {
  if (h.kind === 'spell' || c.kind === 'always') return true;
  switch (c.kind) {
    case 'spell':
      return false;
    case 'enters':
      return h.kind === 'enters';
    case 'activated':
      return h.kind === 'activated';
    case 'mana':
      return h.kind === 'mana' || h.kind === 'activated';
    case 'events':
      if (h.kind === 'enters') return c.events === 'any' || (Array.isArray(c.events) && c.events.includes('enteredBattlefield'));
      return h.kind === 'events' && eventsContain(c.events, h.events);
  }
}

type Filter = Extract<Affected, { permanents: unknown }>['permanents'];
type PrintedTypes = Pick<PoolCard, 'types' | 'subtypes' | 'supertypes'>;

const subset = (a: readonly unknown[] | undefined, b: readonly unknown[] | undefined) => (a ?? []).every((x) => (b ?? []).includes(x));
const meets = (a: readonly unknown[] | undefined, b: readonly unknown[]) => (a ?? []).some((x) => b.includes(x));
/** Filter fields read only as a whole: each must equal the narrower filter's. */
const OTHER_FIELDS = ['anyOfTypes', 'color', 'chosenType', 'tapped', 'name', 'power', 'toughness', 'manaValue'] as const;

/** Fc is looser than Fh: each constraint of Fc is implied by Fh. */
function looser(fc: Filter, fh: Filter): boolean {
  if (!subset(fc.types, fh.types)) return false;
  if (fc.subtypes && !(fh.subtypes && fh.subtypes.length > 0 && subset(fh.subtypes, fc.subtypes))) return false;
  if (fc.controller && fc.controller !== fh.controller) return false;
  if (fc.other && !fh.other) return false;
  for (const key of ['notTypes', 'notSubtypes', 'supertypes', 'notSupertypes', 'notColors'] as const) if (!subset(fc[key], fh[key])) return false;
  return OTHER_FIELDS.every((key) => fc[key] === undefined || JSON.stringify(fc[key]) === JSON.stringify(fh[key]));
}

/** The card itself matches a filter for sure, by its printed types (a filter of what its own ability says of "you"). */
function selfMatches(filter: Filter, card: PrintedTypes): boolean {
  if (filter.other || (filter.controller && filter.controller !== 'you')) return false;
  if (!subset(filter.types, card.types) || meets(filter.notTypes, card.types)) return false;
  if (filter.subtypes && !meets(filter.subtypes, card.subtypes)) return false;
  if (meets(filter.notSubtypes, card.subtypes) || !subset(filter.supertypes, card.supertypes) || meets(filter.notSupertypes, card.supertypes)) return false;
  return OTHER_FIELDS.every((key) => filter[key] === undefined) && filter.notColors === undefined;
}

/** Whether what the classifier says a line acts on covers one thing the line acts on. */
function covers(described: readonly Affected[], item: Affected, card: PrintedTypes): boolean {
  if (item === 'self') return described.some((c) => c === 'self' || (typeof c === 'object' && 'permanents' in c && selfMatches(c.permanents, card)));
  if (item === 'attached') return described.some((c) => c === 'attached' || (typeof c === 'object' && 'permanents' in c && Object.keys(c.permanents).length === 0));
  if (item === 'game') return described.includes('game');
  if ('permanents' in item) return described.some((c) => typeof c === 'object' && 'permanents' in c && looser(c.permanents, item.permanents));
  const key = Object.keys(item)[0] as 'players' | 'spells' | 'cards';
  const scope = (item as Record<typeof key, string>)[key];
  const scopes = described.filter((c): c is Record<typeof key, 'you' | 'opponents' | 'each'> => typeof c === 'object' && key in c).map((c) => c[key]);
  return scopes.includes('each') || scopes.includes(scope as never) || (scope === 'each' && scopes.includes('you') && scopes.includes('opponents'));
}

/** Where a footprint works: absent, the battlefield, or the stack for a spell (CR 113.6). */
const zonesOf = (f: Footprint): readonly string[] => f.zones ?? (f.as === 'spell' ? ['stack'] : ['battlefield']);

/** A line of keywords with a trigger is two footprints: the part on its own object all the time, and the triggered part (opaque.ts `selfReach`). */
const ownPart = (d: NotCarriedOut, selfReach: readonly Reach[]): NotCarriedOut => ({
  ...d,
  as: 'static',
  trigger: null,
  replaces: null,
  reach: selfReach,
  affects: ['self'],
  selfReach: null,
});
const handOwnPart = (hand: Footprint, selfReach: Reach[]): Footprint => ({
  ...hand,
  as: 'static',
  trigger: undefined,
  replaces: undefined,
  reach: selfReach,
  affects: ['self'],
  selfReach: undefined,
});

/** Why the classifier's description does not contain the hand-written footprint: empty when it does. */
function notContained(d: NotCarriedOut, hand: Footprint, card: PrintedTypes): string[] {
  // Each part of the hand-written footprint must be contained by a part of the classifier's.
  if (hand.selfReach) return [...notContained(d, handOwnPart(hand, hand.selfReach), card), ...notContained(d, { ...hand, selfReach: undefined }, card)];
  if (d.selfReach !== null) {
    const triggered = notContained({ ...d, selfReach: null }, hand, card);
    return triggered.length === 0 || notContained(ownPart(d, d.selfReach), hand, card).length === 0 ? [] : triggered;
  }
  const out: string[] = [];
  const c = describedWhen(d);
  const h = handWhen(hand);
  if (!whenContains(c, h)) out.push(`it acts ${JSON.stringify(h)}, the classifier only ${JSON.stringify(c)}`);
  const reach = hand.reach.filter((aspect) => !d.reach.includes(aspect));
  if (reach.length > 0) out.push(`it reaches ${reach.join(', ')}, which the classifier leaves out`);
  // A classifier that says the line gives or takes away only some keywords: the line must change no other ability.
  if (d.keywords !== null && hand.reach.includes('abilities') && !(hand.keywords && hand.keywords.every((keyword) => d.keywords!.includes(keyword))))
    out.push(`it may change other abilities than the keywords ${d.keywords.join(', ')} the classifier names`);
  const zones = zonesOf(hand).filter((zone) => !d.zones.includes(zone as never));
  if (zones.length > 0) out.push(`it works in ${zones.join(', ')}, which the classifier leaves out`);
  if (d.affects !== null) {
    const missing = (hand.affects ?? ['anything' as never]).filter((item) => item === ('anything' as never) || !covers(d.affects!, item, card));
    if (missing.length > 0) out.push(`it acts on ${JSON.stringify(missing)}, not among the classifier's ${JSON.stringify(d.affects)}`);
  }
  return out;
}

// ---------------------------------------------------------------------------------------
// The abilities each line becomes, compiled again with the current compiler.

const compiled = new Map<string, { record: PoolCard; lines: { text: string; abilities: Ability[] }[] }>();

function compiledCard(name: string) {
  let found = compiled.get(name);
  if (!found) {
    const record = poolRecord(name);
    if (!record) throw new Error(`no pool record named "${name}"`);
    const { printed } = printedOf(record);
    const lines = compileCard(record.oracle_text, printed).lines.map((line) => ({ text: line.text, abilities: line.abilities as Ability[] }));
    found = { record, lines };
    compiled.set(name, found);
  }
  return found;
}

/** What the engine reads of the abilities a line became that it does not carry out. */
function describedLine(entry: Entry): { record: PoolCard; described: NotCarriedOut[]; found: boolean } {
  const { record, lines } = compiledCard(entry.card);
  const line = lines.find((l) => l.abilities.some((ability) => ability.kind === 'opaque' && ability.text === entry.text)) ?? lines.find((l) => withoutReminder(l.text) === entry.text);
  if (!line) return { record, described: [], found: false };
  const described = line.abilities.map((ability) => notCarriedOut(ability)).filter((d): d is NotCarriedOut => d !== null);
  return { record, described, found: true };
}

// ---------------------------------------------------------------------------------------

const EVENT_TYPES = new Set<string>(GameEvent.options.map((option) => option.shape.type.value as string));

describe('the hand-written footprints', () => {
  it('are at least 300 lines of the pool, each once, each with its reason', () => {
    expect(FIXTURE.length).toBeGreaterThanOrEqual(300);
    expect(new Set(FIXTURE.map((entry) => `${entry.card}\n${entry.text}`)).size).toBe(FIXTURE.length);
  });

  it('name only engine events and aspects of the reach, each once', () => {
    for (const { footprint } of FIXTURE) {
      for (const events of [footprint.trigger, footprint.replaces]) if (Array.isArray(events)) for (const type of events) expect(EVENT_TYPES, type).toContain(type);
      expect(new Set(footprint.reach).size).toBe(footprint.reach.length);
      expect(footprint.reach.every((aspect) => REACH.includes(aspect))).toBe(true);
    }
  });
});

describe('the classifier contains every hand-written footprint', () => {
  it.each(FIXTURE.map((entry) => [`${entry.card}: "${entry.text}" — ${entry.why}`, entry] as const))('%s', (_name, entry) => {
    const { record, described, found } = describedLine(entry);
    expect(found, 'the line is still one of the card').toBe(true);
    // A line the compiler now structures and the engine carries out needs no footprint.
    if (described.length === 0) return;
    expect(described, 'one ability not carried out per line').toHaveLength(1);
    const reasons = notContained(described[0]!, entry.footprint, record);
    expect(reasons, reasons.join('; ')).toEqual([]);
  });
});

describe('the containment check', () => {
  const card: PrintedTypes = { types: ['Creature'], subtypes: ['Elf'], supertypes: [] };
  const hand: Footprint = {
    as: 'static',
    affects: ['self', { permanents: { controller: 'you', other: true, types: ['Creature'], subtypes: ['Elf'] } }, { players: 'you' }],
    reach: ['powerToughness', 'abilities'],
  };
  const describedAs = (part: Partial<NotCarriedOut>): NotCarriedOut => ({
    as: 'static',
    trigger: null,
    reach: ['powerToughness', 'abilities'],
    zones: ['battlefield'],
    self: false,
    affects: null,
    replaces: null,
    enters: false,
    structured: false,
    keywords: null,
    selfReach: null,
    chapters: null,
    reason: '',
    ...part,
  });

  it('holds for the same footprint and for a wider one', () => {
    expect(notContained(describedAs({ affects: hand.affects! }), hand, card)).toEqual([]);
    expect(notContained(describedAs({ reach: REACH, zones: ['battlefield', 'graveyard'] }), hand, card)).toEqual([]);
    expect(notContained(describedAs({ affects: [{ permanents: { types: ['Creature'] } }, { players: 'each' }] }), hand, card)).toEqual([]);
  });

  it('catches a narrower reach, zone, time or scope', () => {
    expect(notContained(describedAs({ reach: ['powerToughness'] }), hand, card)).toHaveLength(1);
    expect(notContained(describedAs({ zones: ['graveyard'] }), hand, card)).toHaveLength(1);
    expect(notContained(describedAs({ as: 'triggered', trigger: ['stepBegan'] }), hand, card)).toHaveLength(1);
    expect(notContained(describedAs({ replaces: ['enteredBattlefield'] }), hand, card)).toHaveLength(1);
    expect(notContained(describedAs({ enters: true }), hand, card)).toHaveLength(1);
    expect(notContained(describedAs({ affects: ['self'] }), hand, card)).toHaveLength(1);
    expect(
      notContained(describedAs({ affects: ['self', { permanents: { controller: 'you', other: true, types: ['Creature'], subtypes: ['Goblin'] } }, { players: 'you' }] }), hand, card),
    ).toHaveLength(1);
    expect(
      notContained(describedAs({ affects: ['self', { permanents: { controller: 'you', other: true, types: ['Creature', 'Artifact'] } }, { players: 'you' }] }), hand, card),
    ).toHaveLength(1);
    expect(notContained(describedAs({ affects: ['self', { permanents: { controller: 'you', other: true } }, { players: 'opponents' }] }), hand, card)).toHaveLength(1);
  });

  it('reads "self" as a filter the card itself matches, never an "other" one', () => {
    expect(covers([{ permanents: { controller: 'you', types: ['Creature'] } }], 'self', card)).toBe(true);
    expect(covers([{ permanents: { controller: 'you', other: true, types: ['Creature'] } }], 'self', card)).toBe(false);
    expect(covers([{ permanents: { types: ['Artifact'] } }], 'self', card)).toBe(false);
    expect(covers([{ permanents: {} }], 'attached', card)).toBe(true);
    expect(covers([{ permanents: { types: ['Creature'] } }], 'attached', card)).toBe(false);
  });

  it('orders the times an ability acts', () => {
    const events = (list: string[]): When => ({ kind: 'events', events: list });
    expect(whenContains({ kind: 'always' }, { kind: 'enters' })).toBe(true);
    expect(whenContains({ kind: 'enters' }, { kind: 'always' })).toBe(false);
    expect(whenContains(events(['enteredBattlefield']), { kind: 'enters' })).toBe(true);
    expect(whenContains(events(['stepBegan']), { kind: 'enters' })).toBe(false);
    expect(whenContains(events(['a', 'b']), events(['a']))).toBe(true);
    expect(whenContains(events(['a']), events(['a', 'b']))).toBe(false);
    expect(whenContains({ kind: 'events', events: 'unreported' }, events(['a']))).toBe(false);
    expect(whenContains({ kind: 'events', events: 'any' }, events(['a']))).toBe(true);
    expect(whenContains({ kind: 'mana' }, { kind: 'activated' })).toBe(true);
    expect(whenContains({ kind: 'activated' }, { kind: 'mana' })).toBe(false);
    expect(whenContains({ kind: 'activated' }, { kind: 'spell' })).toBe(true);
    expect(whenContains({ kind: 'spell' }, { kind: 'activated' })).toBe(false);
  });

  it('catches, for every hand-written footprint, a classifier that left out one of its aspects', () => {
    for (const entry of FIXTURE) {
      const { footprint } = entry;
      const same = describedAs({
        as: footprint.as,
        trigger: footprint.trigger ?? (footprint.as === 'triggered' ? 'any' : null),
        replaces: footprint.replaces ?? null,
        enters: footprint.enters ?? false,
        zones: zonesOf(footprint) as never,
        reach: footprint.reach,
        affects: footprint.affects ?? null,
        selfReach: footprint.selfReach ?? null,
      });
      const types = compiledCard(entry.card).record;
      expect(notContained(same, footprint, types), entry.card).toEqual([]);
      expect(notContained({ ...same, reach: footprint.reach.slice(1) }, footprint, types), entry.card).not.toEqual([]);
      if (footprint.selfReach) expect(notContained({ ...same, selfReach: null }, footprint, types), entry.card).not.toEqual([]);
    }
  });
});
