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
  // Flashback works in the graveyard and, exiling the card as it leaves, on the stack (CR 702.34a).
  ['Flashback {2}{R}', instant, { as: 'keyword', zones: ['graveyard', 'stack'], reachIncludes: ['costs', 'timing', 'zones'] }],
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
  // Entering as a copy leaves a copy effect that lasts (CR 707.5): not only as it enters.
  ['You may have this creature enter as a copy of a creature you control.', creature, { as: 'replacement' }],
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
  // ... and what the triggered one acts on: the defending player's permanents (CR 702.86a).
  [
    'Flying, protection from spells that are one or more colors, annihilator 6',
    creature,
    { as: 'keyword', affects: ['self', { permanents: { controller: 'opponent' } }], reachIncludes: ['abilities', 'combat', 'zones'] },
  ],
  // Ward counters an opponent's spell or ability unless that player pays {3} (CR 702.21a).
  [
    'Flying, ward {3}',
    creature,
    {
      as: 'keyword',
      trigger: ['becameTarget'],
      affects: ['self', { spells: 'opponents' }, { players: 'opponents' }],
      reachIncludes: ['stack', 'mana'],
      selfReach: ['abilities', 'combat'],
    },
  ],
  // Giving only keywords (CR 702): what changes is only those abilities of the objects it reaches, so an answer that reads no such keyword can't change.
  [
    'Other creatures you control have "Ward—Pay 2 life."',
    creature,
    { as: 'static', keywords: ['ward'], affects: [{ permanents: { controller: 'you', other: true, types: ['Creature'] } }] },
  ],
  ['Creatures you control get +1/+1 and have trample.', enchantment, { as: 'static', reachIncludes: ['abilities', 'powerToughness', 'combat'], keywords: ['trample'] }],
  ['Creatures you control have "{T}: Add {G}."', enchantment, { as: 'static', reachIncludes: ['abilities', 'mana'] }],
  // A line of keywords some of which trigger: haste acts on its object all the time (selfReach, CR 604.2), ward only as it becomes a target (603.2, 702.21a).
  [
    'Ward {1}, haste',
    creature,
    {
      as: 'keyword',
      keywords: ['ward', 'haste'],
      trigger: ['becameTarget'],
      selfReach: ['abilities', 'costs', 'timing', 'combat'],
      affects: ['self', { spells: 'opponents' }, { players: 'opponents' }],
    },
  ],
  // Another land drop (CR 305.2) and playing lands from elsewhere.
  ['You may play an additional land on each of your turns.', enchantment, { as: 'static', affects: [{ players: 'you' }] }],
  ['You may play lands from your graveyard.', enchantment, { as: 'static', affects: [{ cards: 'you' }] }],
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
  // What a permanent card costs to cast works on the stack only (CR 113.6d): from the battlefield or a graveyard it acts on nothing.
  ['As an additional cost to cast this spell, exile six cards from your graveyard.', creature, { as: 'static', zones: ['stack'] }],
  // A die's result is part of the ability that rolls it (CR 706.2).
  ['10—19 | Create a 2/2 green Wolf creature token.', enchantment, { as: 'static', reachIncludes: ['zones'] }],
  // Defects the hand-written footprints exposed (test/pool/footprint-fixture.test.ts), each read right now.
  // Damage reaches life, loyalty and defense, and -1/-1 counters from wither and infect (CR 120.3).
  ['~ deals 4 damage to target player or planeswalker.', sorcery, { as: 'spell', reachIncludes: ['damage', 'life', 'counters'] }],
  ['Whenever this creature is dealt damage, it deals that much damage to target opponent.', creature, { as: 'triggered', reachIncludes: ['damage', 'life'] }],
  // Mana paid: an activated ability's cost (CR 602.2b), a payment an effect asks for, ward's.
  ['{2}, {T}: Draw a card, then discard a card.', artifact, { as: 'activated', reachIncludes: ['mana', 'tapping', 'zones'] }],
  [
    'Whenever you gain life, you may pay {2}. If you do, create a 4/4 green Fungus Beast creature token with trample.',
    enchantment,
    { as: 'triggered', reachIncludes: ['mana', 'zones'] },
  ],
  ['Ward {2}', creature, { as: 'keyword', trigger: ['becameTarget'], reachIncludes: ['mana', 'stack'] }],
  // "Unless their controller pays {1}" is a cost to block (CR 509.1c), paid by that player: no condition.
  [
    "As long as this creature is attacking, creatures can't block unless their controller pays {1} for each of those creatures.",
    creature,
    { as: 'static', affects: [{ permanents: { types: ['Creature'] } }, { players: 'each' }], reachIncludes: ['combat', 'costs', 'mana'] },
  ],
  // A loyalty ability's cost puts or removes loyalty counters (CR 606.4).
  ['+1: Draw a card, then discard a card.', { types: ['Planeswalker'] }, { as: 'activated', reachIncludes: ['counters', 'zones'] }],
  // Triggers on what the engine reports: a library shuffled (a card shuffled into it), a card discarded
  // to a graveyard, cards cast or put onto the battlefield from a graveyard, a permanent becoming a
  // target, life lost to an effect.
  ['Whenever an opponent shuffles their library, you may put a +1/+1 counter on this creature.', creature, { as: 'triggered', trigger: ['shuffledIntoLibrary'] }],
  ['Whenever one or more land cards are put into your graveyard from anywhere, you gain 2 life.', creature, { as: 'triggered', triggerIncludes: ['discarded', 'leftBattlefield'] }],
  ['Whenever one or more cards leave your graveyard, create a 3/2 red and white Spirit creature token.', creature, { as: 'triggered', triggerIncludes: ['cast', 'enteredBattlefield'] }],
  ['Whenever this creature becomes the target of a spell or ability an opponent controls, draw a card.', creature, { as: 'triggered', triggerIncludes: ['becameTarget'] }],
  ['Whenever an opponent loses life, you gain 1 life.', enchantment, { as: 'triggered', triggerIncludes: ['lifeLost', 'damageDealt', 'lifePaid'] }],
  // Keywords where they work and what they do (CR 702).
  ['Enchant player', enchantment, { as: 'keyword', zones: ['stack', 'battlefield'] }],
  ['Aftermath', sorcery, { as: 'keyword', zones: ['hand', 'graveyard', 'stack', 'exile', 'library'] }],
  ['Foretell {2}{B}{B}', instant, { as: 'keyword', zones: ['hand', 'exile', 'stack'], reachIncludes: ['mana', 'costs'] }],
  ['Sneak {W}{B}', creature, { as: 'keyword', zones: ['hand', 'stack'], reachIncludes: ['timing', 'tapping', 'combat'] }],
  ['Daybound', creature, { as: 'keyword', trigger: ['stepBegan', 'enteredBattlefield'], reachIncludes: ['game'] }],
  ['Suspend 2—{G}', creature, { as: 'keyword', reachIncludes: ['stack', 'abilities', 'combat', 'mana'] }],
  ['Mobilize 2', creature, { as: 'keyword', reachIncludes: ['tapping'] }],
  ['Bestow {1}{G}', creature, { as: 'keyword', zones: ['hand', 'stack', 'battlefield'], reachIncludes: ['abilities', 'targets'] }],
  ['Squad {2}', creature, { as: 'keyword', zones: ['hand', 'stack', 'battlefield'] }],
  // A keyword after a flavor word is that keyword (CR 207.2d).
  ['Murasame — Equip {5}', artifact, { as: 'activated', reachIncludes: ['mana', 'timing', 'zones'] }],
  // An instant's or sorcery's own abilities work while it is a spell (CR 113.6d-g); what it creates is what it does (603.7).
  ['As an additional cost to cast this spell, sacrifice a creature.', sorcery, { as: 'static', zones: ['stack'], reachIncludes: ['costs', 'zones'] }],
  ['This spell has flash as long as you control a Merfolk.', sorcery, { as: 'static', zones: ['stack', 'hand'], affects: ['self'], reachIncludes: ['timing'] }],
  ["This spell costs {3} less to cast if you've cast another spell this turn.", creature, { as: 'static', zones: ['stack'], affects: ['self'], reachIncludes: ['costs'] }],
  ["If X is 5 or more, this spell can't be countered and the damage can't be prevented.", sorcery, { as: 'static', zones: ['stack'], reachIncludes: ['stack', 'damage'] }],
  ["If four or more creatures are attacking, you may pay {1}{W} rather than pay this spell's mana cost.", instant, { as: 'static', zones: ['stack'], reachIncludes: ['costs'] }],
  ['When you next cast an instant or sorcery spell this turn, copy that spell.', instant, { as: 'spell', reachIncludes: ['copy', 'stack'] }],
  [
    "The next time a source of your choice would deal damage to you this turn, instead that source deals that much damage to you and ~ deals that much damage to that source's controller.",
    instant,
    { as: 'spell', reachIncludes: ['damage', 'life'] },
  ],
  // A characteristic-defining ability functions everywhere (CR 113.6a, 604.3).
  [
    "~'s power and toughness are each equal to the number of creatures on the battlefield.",
    creature,
    { as: 'static', self: true, zones: ['battlefield', 'stack', 'hand', 'graveyard', 'exile', 'library', 'command'], reachIncludes: ['powerToughness'] },
  ],
  // A permanent's permission to cast from a graveyard works on the battlefield.
  [
    'During each of your turns, you may play a land and cast a permanent spell of each permanent type from your graveyard.',
    creature,
    { as: 'static', zones: ['battlefield', 'graveyard'] },
  ],
  // What a static ability restricts or grants: the spells that can't target, what a keyword does, a land type's mana ability.
  ["Creatures can't be the targets of spells.", enchantment, { as: 'static', affects: [{ permanents: { types: ['Creature'] } }, { spells: 'each' }], reach: ['targets'] }],
  ['Other Elf creatures get +1/+1 and have forestwalk.', creature, { as: 'static', reachIncludes: ['powerToughness', 'abilities', 'combat'] }],
  ['Enchanted creature loses flying.', enchantment, { as: 'static', affects: ['attached'], reachIncludes: ['abilities', 'combat'] }],
  ['Lands you control are every basic land type in addition to their other types.', enchantment, { as: 'static', reachIncludes: ['types', 'abilities', 'mana'] }],
  // Keyword actions the line names without their words (CR 701).
  ['When this creature enters, earthbend 2.', creature, { as: 'triggered', reachIncludes: ['types', 'powerToughness', 'abilities', 'counters', 'combat', 'tapping', 'zones'] }],
  ['When ~ enters, airbend up to one other target creature or spell.', creature, { as: 'triggered', reachIncludes: ['zones', 'stack', 'costs', 'timing'] }],
  ['Whenever ~ deals combat damage to a player, convert it.', artifact, { as: 'triggered', reachIncludes: ['types', 'colors', 'abilities', 'powerToughness'] }],
  ['When this creature enters, support 3.', creature, { as: 'triggered', reachIncludes: ['counters', 'powerToughness'] }],
  ['Creatures you control gain lifelink until end of turn.', instant, { as: 'spell', reachIncludes: ['abilities', 'life'] }],
  ['Whenever this creature attacks, you may cast the exiled card without paying its mana cost.', creature, { as: 'triggered', reachIncludes: ['stack', 'costs', 'timing'] }],
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
    // A granted quoted ability that isn't only keywords may change any ability.
    if (line.includes('{T}: Add')) expect(result.keywords).toBeUndefined();
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
    const [choose, ...modes] = compileLines(['Choose one —', '• Destroy target creature with flying.', '• Test Charm deals 2 damage to any target.'], card);
    expect(choose!.abilities[0]).toMatchObject({ kind: 'opaque', as: 'spell', reach: ['damage', 'life', 'counters', 'zones', 'combat'] });
    expect(modes.map((mode) => mode.compiled)).toEqual([false, false]);
  });

  it('a line that chooses modes without a dash reaches what its modes reach too (Wild Shape)', () => {
    const [choose] = compileLines(['Choose one. Until end of turn, target creature you control gains that ability.', '• Hexproof.', '• Trample.'], card);
    expect((choose!.abilities[0] as { reach: string[] }).reach).toEqual(expect.arrayContaining(['abilities', 'targets', 'combat', 'damage']));
  });

  it("a leveler's striation gives its own power and toughness and the abilities under it (CR 711.2b)", () => {
    const knight: PrintedCard = { name: 'Test Knight', manaCost: '{1}{W}', types: ['Creature'], power: 2, toughness: 2 };
    const lines = compileLines(['Level up {3}', 'LEVEL 1-3', '2/3', 'Flying', 'LEVEL 4+', '4/4', 'Flying, vigilance'], knight);
    const [level, box] = [lines[4]!.abilities[0], lines[5]!.abilities[0]] as { reach: string[]; affects: unknown[]; as: string }[];
    expect(level).toMatchObject({ as: 'static', affects: ['self'] });
    expect(level!.reach).toEqual(expect.arrayContaining(['powerToughness', 'abilities', 'combat', 'tapping']));
    expect(box).toMatchObject({ as: 'static', affects: ['self'], reach: ['powerToughness'] });
  });

  it('classifies with the card name written as the card calls itself', () => {
    const bolt: PrintedCard = { name: 'Test Bolt', manaCost: '{R}', types: ['Instant'] };
    const [line] = compileLines(['Test Bolt deals 3 damage to each creature without flying.'], bolt);
    expect(line!.abilities[0]).toMatchObject({ kind: 'opaque', as: 'spell', text: 'Test Bolt deals 3 damage to each creature without flying.' });
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
