// The classifier of opaque lines (pool/compile/classify.ts): the kind of ability, the engine
// events that could make it trigger, its reach, its zones and whether it affects only itself.
// Its guesses lean wide (a reach too narrow is a wrong answer), so most cases check that the
// reach includes what the line touches.

import { describe, expect, it } from 'vitest';
import { GameEvent, OpaqueAbility, REACH } from '../../rules';
import { classify, compileLines, leadingKeyword, triggerEvents, type Classification, type PrintedCard } from '../../pool/compile';

const EVENT_TYPES = new Set<string>(GameEvent.options.map((option) => option.shape.type.value as string));

const creature = { types: ['Creature'] };
const instant = { types: ['Instant'] };
const sorcery = { types: ['Sorcery'] };
const land = { types: ['Land'] };
const artifact = { types: ['Artifact'] };
const enchantment = { types: ['Enchantment'] };

/** A line, its card's types, and what its classification must include. */
type Case = [string, { types: string[]; power?: number }, Partial<Classification> & { reachIncludes?: Classification['reach']; triggerIncludes?: string[] }];

const CASES: Case[] = [
  // Keywords (CR 702), by their name at the start of the line.
  ['Cycling {2}', creature, { as: 'keyword', zones: ['hand'], reachIncludes: ['zones'] }],
  ['Basic landcycling {1}{G}', creature, { as: 'keyword', zones: ['hand'] }],
  ['Flashback {2}{R}', instant, { as: 'keyword', zones: ['graveyard'], reachIncludes: ['costs', 'timing', 'zones'] }],
  ['Kicker {2}{R}', creature, { as: 'keyword', reachIncludes: ['costs'] }],
  // Ward triggers as its object becomes the target of an opponent's spell or ability (CR 702.21a).
  ['Ward {2}', creature, { as: 'keyword', reachIncludes: ['targets', 'stack'], trigger: ['becameTarget'] }],
  ['Ward—Pay 3 life.', creature, { as: 'keyword', reachIncludes: ['targets', 'life'] }],
  ['Prowess', creature, { as: 'keyword', reachIncludes: ['powerToughness'], triggerIncludes: ['cast'] }],
  // Crew is an activated ability (CR 702.122a): it takes its place among the Vehicle's activated abilities.
  ['Crew 3', artifact, { as: 'activated', reachIncludes: ['types', 'tapping', 'combat'] }],
  ['Devoid', creature, { as: 'keyword', reach: ['colors'] }],
  ['Changeling', creature, { as: 'keyword', reach: ['types'] }],
  ['Swampwalk', creature, { as: 'keyword', reach: ['combat'] }],
  ['Enchant player', enchantment, { as: 'keyword', reachIncludes: ['targets', 'zones'] }],
  ['Exalted', creature, { as: 'keyword', trigger: ['attackerDeclared'], reachIncludes: ['combat', 'powerToughness'] }],
  // Mana abilities (CR 605.1a): activated, adding mana, no target.
  ['{T}: Add {R} or {G}.', land, { as: 'mana', reachIncludes: ['mana', 'tapping'] }],
  ['{T}: Add one mana of the chosen color.', artifact, { as: 'mana', reachIncludes: ['mana'] }],
  ['{T}: Add {R}. This land deals 1 damage to you.', land, { as: 'mana', reachIncludes: ['mana', 'damage'] }],
  // Activated abilities (CR 602).
  ['{1}, Sacrifice this artifact: Draw a card.', artifact, { as: 'activated', reachIncludes: ['zones'] }],
  ['{B}: Regenerate this creature.', creature, { as: 'activated', self: true, reachIncludes: ['zones', 'damage'] }],
  ['{2}{B}: Return this card from your graveyard to your hand.', creature, { as: 'activated', zones: ['graveyard'], reachIncludes: ['zones'] }],
  ['{U}, Sacrifice an Island: Target land becomes an Island until end of turn.', creature, { as: 'activated', reachIncludes: ['types', 'zones'] }],
  ['+1: You get an emblem with "Creatures you control get +1/+1."', { types: ['Planeswalker'] }, { as: 'activated', reachIncludes: ['game', 'powerToughness'] }],
  // Triggered abilities (CR 603), with the engine's events.
  [
    'Whenever you cast an instant or sorcery spell, this creature gets +1/+1 until end of turn.',
    creature,
    { as: 'triggered', trigger: ['cast', 'putOnStack'], self: true, reachIncludes: ['powerToughness'] },
  ],
  ["When this creature dies, return it to its owner's hand.", creature, { as: 'triggered', triggerIncludes: ['leftBattlefield', 'putIntoGraveyard'], reachIncludes: ['zones'] }],
  ['At the beginning of your upkeep, you lose 1 life.', creature, { as: 'triggered', trigger: ['stepBegan'], reachIncludes: ['life'] }],
  ['At the beginning of combat on your turn, target creature gains haste until end of turn.', creature, { as: 'triggered', trigger: ['stepBegan'] }],
  // Declaring attackers and blockers are reported (attackerDeclared, blockerDeclared, becameBlocked; CR 508.1, 509.1).
  [
    'Whenever this creature blocks, it gets +1/+0 until end of turn.',
    creature,
    { as: 'triggered', trigger: ['becameBlocked', 'blockerDeclared'], self: true, reachIncludes: ['powerToughness', 'combat'] },
  ],
  ['Whenever this creature deals combat damage to a player, draw a card.', creature, { as: 'triggered', triggerIncludes: ['damageDealt'], reachIncludes: ['zones', 'damage'] }],
  ['Whenever you gain life, put a +1/+1 counter on this creature.', creature, { as: 'triggered', trigger: ['lifeGained'], reachIncludes: ['counters', 'powerToughness'] }],
  ['Landfall — Whenever a land you control enters, this creature gets +2/+2 until end of turn.', creature, { as: 'triggered', self: true, triggerIncludes: ['enteredBattlefield'] }],
  ['Whenever a creature you control attacks, it gets +1/+0 until end of turn.', creature, { as: 'triggered', trigger: ['attackerDeclared'] }],
  ['When this creature enters, if it was kicked, target player discards three cards.', creature, { as: 'triggered', triggerIncludes: ['enteredBattlefield'] }],
  ['Whenever this creature attacks, it connives.', creature, { as: 'triggered', trigger: ['attackerDeclared'] }],
  ['Whenever a creature you control becomes tapped, you gain 1 life.', creature, { as: 'triggered', triggerIncludes: ['tapped'], reachIncludes: ['life'] }],
  ['Whenever one or more +1/+1 counters are put on this creature, draw a card.', creature, { as: 'triggered', triggerIncludes: ['countersPut'] }],
  ['When you control no Islands, sacrifice this creature.', creature, { as: 'triggered', trigger: 'any' }],
  ['I — Create a 1/1 white Soldier creature token.', enchantment, { as: 'triggered', triggerIncludes: ['countersPut'], reachIncludes: ['counters', 'zones'] }],
  ["When you cast this spell, copy it for each time you've cast your commander from the command zone this game.", instant, { as: 'triggered', reachIncludes: ['copy', 'stack'] }],
  // Replacement effects (CR 614).
  ['This land enters tapped.', land, { as: 'replacement', self: true, enters: true, reachIncludes: ['tapping'] }],
  ['If this creature would die, exile it instead.', creature, { as: 'replacement', reachIncludes: ['zones'] }],
  ['As this creature enters, choose a creature type.', creature, { as: 'replacement', enters: true, affects: ['self'], reachIncludes: ['types'] }],
  ['Skip your draw step.', enchantment, { as: 'replacement', reachIncludes: ['turn', 'zones'] }],
  // Spells (CR 113.3a) and their static abilities.
  ['Counter target spell.', instant, { as: 'spell', reach: ['stack'] }],
  ['Destroy target creature.', instant, { as: 'spell', reachIncludes: ['zones'] }],
  ['Gain control of target creature.', sorcery, { as: 'spell', reachIncludes: ['control'] }],
  ['Take an extra turn after this one.', sorcery, { as: 'spell', reachIncludes: ['turn'] }],
  ["This spell can't be countered.", instant, { as: 'static', reachIncludes: ['stack'] }],
  ["This spell can't be countered.", creature, { as: 'static', zones: ['stack'] }],
  ['As an additional cost to cast this spell, sacrifice a creature.', instant, { as: 'static', reachIncludes: ['costs', 'zones'] }],
  // Static abilities (CR 604).
  ["This creature can't block.", creature, { as: 'static', self: true, reachIncludes: ['combat'] }],
  ['This creature gets +1/+1 as long as you control a Forest.', creature, { as: 'static', self: true, reachIncludes: ['powerToughness'] }],
  ['~ gets +1/+1 for each other creature you control.', creature, { as: 'static', self: true, reachIncludes: ['powerToughness'] }],
  ['Spells you cast cost {1} less to cast.', enchantment, { as: 'static', reachIncludes: ['costs'] }],
  ['You may cast spells as though they had flash.', enchantment, { as: 'static', reachIncludes: ['timing'] }],
  ['You control enchanted creature.', enchantment, { as: 'static', reachIncludes: ['control'] }],
  ["Enchanted creature doesn't untap during its controller's untap step.", enchantment, { as: 'static', reachIncludes: ['tapping'] }],
  ['All creatures are black.', enchantment, { as: 'static', reachIncludes: ['colors'] }],
  ['Each land is a Swamp in addition to its other land types.', enchantment, { as: 'static', reachIncludes: ['types'] }],
  ['Creatures your opponents control lose hexproof and indestructible.', enchantment, { as: 'static', reachIncludes: ['abilities'] }],
  ['You have hexproof.', enchantment, { as: 'static', reachIncludes: ['targets'] }],
  ["Players can't gain life.", enchantment, { as: 'static', reachIncludes: ['life'] }],
  ["You can't lose the game and your opponents can't win the game.", enchantment, { as: 'static', reachIncludes: ['game'] }],
  ['Creatures you control have "{T}: Add {G}."', enchantment, { as: 'static', reachIncludes: ['abilities', 'mana'] }],
  // Footprints read from the grammar (issue "Answers on real boards"): when a line acts and what it can act on.
  // A line about how its own object enters acts only as it enters (CR 614.1c, 614.12).
  ["As this land enters, you may pay 2 life. If you don't, it enters tapped.", land, { as: 'replacement', enters: true, affects: ['self'] }],
  ['This land enters tapped unless you control two or more other lands.', land, { as: 'replacement', self: true, enters: true, affects: ['self'] }],
  ['As this artifact enters, choose a card name.', artifact, { as: 'replacement', enters: true, affects: ['self'] }],
  ['You may have this creature enter as a copy of a creature you control.', creature, { as: 'replacement', enters: true, affects: ['self'] }],
  ['Sunburst', artifact, { as: 'keyword', enters: true, affects: ['self'] }],
  // A replacement effect acts as the event it modifies happens (CR 614.1).
  ['If you would draw a card while your library has no cards in it, you win the game instead.', creature, { as: 'replacement', replaces: ['drew', 'drewFromEmptyLibrary'] }],
  [
    'If one or more tokens would be created under your control, twice that many of those tokens are created instead.',
    enchantment,
    { as: 'replacement', triggerIncludes: [], replaces: ['enteredBattlefield', 'tokenCreated'] },
  ],
  [
    'Nonbasic lands your opponents control enter tapped.',
    creature,
    { as: 'static', replaces: ['enteredBattlefield', 'tokenCreated'], affects: [{ permanents: { controller: 'opponent', types: ['Land'] } }] },
  ],
  ["This artifact doesn't untap during your untap step.", artifact, { as: 'static', replaces: ['stepBegan'], affects: ['self'] }],
  // What a static ability acts on: its subject, and what its predicate names (CR 604, 613).
  [
    "Activated abilities of artifacts your opponents control can't be activated.",
    creature,
    { as: 'static', reach: ['mana', 'timing'], affects: [{ permanents: { controller: 'opponent', types: ['Artifact'] } }] },
  ],
  [
    "Activated abilities of sources with the chosen name can't be activated unless they're mana abilities.",
    artifact,
    { as: 'static', reach: ['timing'], affects: [{ permanents: {} }] },
  ],
  [
    'Delirium — As long as there are four or more card types among cards in your graveyard, this creature gets +2/+2, has flying, and attacks each combat if able.',
    creature,
    { as: 'static', reach: ['abilities', 'powerToughness', 'combat'], affects: ['self'] },
  ],
  [
    'Other Elf creatures you control get +1/+1.',
    creature,
    { as: 'static', reach: ['powerToughness'], affects: [{ permanents: { controller: 'you', other: true, types: ['Creature'], subtypes: ['Elf'] } }] },
  ],
  ["Equipped creature can't be blocked and has shroud.", artifact, { as: 'static', affects: ['attached'], reachIncludes: ['combat', 'abilities', 'targets'] }],
  ["Creatures with power less than this creature's power can't block it.", creature, { as: 'static', reach: ['combat'], affects: [{ permanents: { types: ['Creature'] } }, 'self'] }],
  [
    'Each opponent can cast spells only any time they could cast a sorcery.',
    creature,
    { as: 'static', affects: [{ spells: 'opponents' }, { cards: 'opponents' }], reachIncludes: ['timing'] },
  ],
  ['You have no maximum hand size.', artifact, { as: 'static', affects: [{ players: 'you' }] }],
  ['Noncreature spells you cast cost {1} less to cast.', enchantment, { as: 'static', reach: ['costs'], affects: [{ spells: 'you' }] }],
  [
    'You and Humans you control have hexproof.',
    enchantment,
    { as: 'static', affects: [{ players: 'you' }, { permanents: { controller: 'you', subtypes: ['Human'] } }], reachIncludes: ['targets'] },
  ],
  // Keywords of their own object; with a triggered one that triggers only on an attack, still its own (702.86 annihilator).
  ['Flying, protection from spells that are one or more colors, annihilator 6', creature, { as: 'keyword', affects: ['self'], reachIncludes: ['abilities', 'combat', 'zones'] }],
  // A condition after a predicate ends where the next predicate begins (Glaive of the Guildpact, Machinist's Arsenal).
  [
    'Equipped creature gets +1/+0 for each Gate you control and has vigilance and menace.',
    artifact,
    { as: 'static', affects: ['attached'], reachIncludes: ['powerToughness', 'abilities'] },
  ],
  [
    'Equipped creature gets +2/+2 for each artifact you control and is an Artificer in addition to its other types.',
    artifact,
    { as: 'static', affects: ['attached'], reachIncludes: ['powerToughness', 'types'] },
  ],
  // A station symbol (CR 721.2a): keywords are abilities of its own object; another ability acts on
  // what it says; a noncreature station card's printed power and toughness may make it a creature (721.2b).
  ['7+ | Flying', { types: ['Artifact'], power: 5 }, { as: 'static', self: true, affects: ['self'], reachIncludes: ['abilities', 'combat', 'types', 'powerToughness'] }],
  ['8+ | Flying, vigilance', creature, { as: 'static', self: true, affects: ['self'], reachIncludes: ['abilities', 'combat', 'tapping'] }],
  [
    '2+ | Other creatures you control get +1/+1.',
    { types: ['Artifact'], power: 3 },
    { as: 'static', affects: [{ permanents: { controller: 'you', other: true, types: ['Creature'] } }, 'self'], reachIncludes: ['powerToughness', 'types'] },
  ],
  // A die's result is part of the ability that rolls it (CR 706.2).
  ['10—19 | Create a 2/2 green Wolf creature token.', enchantment, { as: 'static', reachIncludes: ['zones'] }],
  // A subject not read here leaves the footprint at its widest.
  ['Whatever frobs the wibble gets +1/+1.', enchantment, { as: 'static' }],
];

describe('classify', () => {
  it.each(CASES)('%s (%j)', (line, card, expected) => {
    const { reachIncludes, triggerIncludes, ...exact } = expected;
    const result = classify(line, card);
    expect(result).toMatchObject(exact);
    if (!('self' in exact)) expect(result.self, 'not only its own object').toBeUndefined();
    if (!('enters' in exact)) expect(result.enters, 'not only as it enters').toBeUndefined();
    for (const part of reachIncludes ?? []) expect(result.reach, `reach includes ${part}`).toContain(part);
    for (const type of triggerIncludes ?? []) expect(result.trigger, `trigger includes ${type}`).toContain(type);
    expect(OpaqueAbility.safeParse({ kind: 'opaque', text: line, ...result }).success).toBe(true);
    if (Array.isArray(result.trigger)) for (const type of result.trigger) expect(EVENT_TYPES, `${type} is an engine event`).toContain(type);
  });

  it("reads whose objects a noun phrase names before a phrase about other objects: Auras attached to permanents you control are anyone's", () => {
    expect(classify('Auras attached to permanents you control have umbra armor.', creature).affects).toEqual([{ permanents: { subtypes: ['Aura'] } }]);
    expect(classify('Creatures you control blocking this creature get +1/+1.', creature).affects).toEqual([{ permanents: { controller: 'you', types: ['Creature'] } }]);
  });

  it("does not take a station ability for its own object's alone when it says otherwise (CR 721.2a)", () => {
    expect(classify('2+ | Other creatures you control get +1/+1.', creature)).toMatchObject({
      as: 'static',
      affects: [{ permanents: { controller: 'you', other: true, types: ['Creature'] } }],
    });
    expect(classify('2+ | Other creatures you control get +1/+1.', creature).self).toBeUndefined();
  });

  it('gives a line it recognizes nothing in the whole reach', () => {
    expect(classify('Ach, the frobnication.', enchantment).reach).toEqual([...REACH]);
  });

  it('makes a mode part of the ability that chooses it', () => {
    const header = classify('When this creature enters, choose one —', creature);
    const mode = classify('• Destroy target artifact.', creature, header);
    expect(mode).toMatchObject({ as: 'triggered', trigger: ['enteredBattlefield', 'tokenCreated'] });
    expect(mode.reach).toContain('zones');
    expect(classify('• Destroy target artifact.', instant, classify('Choose one —', instant)).as).toBe('spell');
  });
});

describe('opaque lines of a card', () => {
  const card: PrintedCard = { name: 'Test Charm', manaCost: '{R}', types: ['Instant'] };

  it('a line that chooses modes reaches what its modes reach', () => {
    const [choose, ...modes] = compileLines(['Choose one —', '• Destroy target artifact.', '• Test Charm deals 2 damage to any target.'], card);
    expect(choose!.abilities[0]).toMatchObject({ kind: 'opaque', as: 'spell', reach: ['damage', 'zones'] });
    expect(modes.map((mode) => mode.compiled)).toEqual([false, false]);
  });

  it('classifies with the card name written as the card calls itself', () => {
    const bolt: PrintedCard = { name: 'Test Bolt', manaCost: '{R}', types: ['Instant'] };
    const [line] = compileLines(['Test Bolt deals 3 damage to each creature.'], bolt);
    expect(line!.abilities[0]).toMatchObject({ kind: 'opaque', as: 'spell', text: 'Test Bolt deals 3 damage to each creature.' });
    expect((line!.abilities[0] as { reach: string[] }).reach).toContain('damage');
  });
});

describe('leadingKeyword and triggerEvents', () => {
  it('tells a keyword from a word that starts like one', () => {
    expect(leadingKeyword('Flashback {2}{R}')).toBe('flashback');
    expect(leadingKeyword('Flash')).toBe('flash');
    expect(leadingKeyword('Equipped creature gets +1/+1.')).toBeNull();
    expect(leadingKeyword('Enchanted creature gets +1/+1.')).toBeNull();
    expect(leadingKeyword('Protection from red')).toBe('protection');
    expect(leadingKeyword('Plainscycling {2}')).toBe('typecycling');
    expect(leadingKeyword('Nonbasic landwalk')).toBe('landwalk');
  });

  it('reads a step beginning as a step, not an attack', () => {
    expect(triggerEvents('at the beginning of combat on your turn')).toEqual(['stepBegan']);
    expect(triggerEvents('whenever this creature attacks')).toEqual(['attackerDeclared']);
    expect(triggerEvents('whenever you flip a coin')).toBe('unreported');
    expect(triggerEvents('when you control no islands')).toBe('any');
  });
});
