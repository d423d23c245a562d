// Typed fields of a stored board, mirroring shared/spec/SCENARIOS.md field by field: the
// turn, the players, the permanents with their derived characteristics (CR 613), what they
// could produce (106.7), whether an ability can be activated (602), whether a creature could
// attack or block (508.1, 509.1), a player's legal actions, and the mana a player could add (106, 605). Each question is answered by the application (app/questions.ts) on
// the engine's view of the stored board, derived once per board. The question fields are
// nullable (shared/spec/API.md): an answer the engine can't give (`unsupported`, SCENARIOS.md
// "Questions") is null with its UNSUPPORTED error at that field's path, and the rest of the
// board answers, as GraphQL's partial results intend.

import { ask as askApp, boardView } from '../app';
import { cardOf } from '../rules';
import type { AnswerTo, Board, BoardView, Permanent, Player, QuestionKey } from '../rules';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from './builder';
import { BoardPreviewRef, BoardRef, scopeOf } from './board';
import type { Context } from './context';
import { asGraphQLError } from './errors';
import { localId } from './owner';

/**
 * An object of a board with the global id of that board (a Board's or a BoardPreview's): the
 * objects a board names by local ids (SCENARIOS.md) get global ids built from it, unique across
 * boards, since normalized caches take `id` for the object's identity.
 */
interface OnBoard<T> {
  view: BoardView;
  item: T;
  scope: string;
}

type ZoneCard = Board['players'][number]['graveyard'][number];

/**
 * The stored boards of Permanents' or Players' global ids (the board's global id, a colon, the
 * local id), each if the caller owns it; null for anything else, a BoardPreview's objects among
 * them. Every board is read in one batch read and viewed once, however many of its objects.
 */
async function onStoredBoards(ids: string[], context: Context): Promise<({ view: BoardView; scope: string; local: string } | null)[]> {
  const named = ids.map((id) => {
    const at = id.indexOf(':');
    const scope = id.slice(0, at);
    return { scope, local: id.slice(at + 1), boardId: at < 0 ? null : localId(scope, 'Board') };
  });
  const boardIds = named.flatMap(({ boardId }) => (boardId === null ? [] : [boardId]));
  if (context.principal === null || boardIds.length === 0) return ids.map(() => null);
  const stored = await context.app.boards.getMany(context.principal, boardIds);
  const views = new Map<string, BoardView>();
  for (const board of stored) if (board) views.set(board.id, boardView(board));
  return named.map(({ scope, local, boardId }) => {
    const view = boardId === null ? undefined : views.get(boardId);
    return view ? { view, scope, local } : null;
  });
}

/** What every question field says of itself: it is null where the engine can't answer (SCENARIOS.md "Questions"; API.md). */
const QUESTION =
  "Null when the question has no answer, with its GraphQL error at this field's path: UNSUPPORTED when an ability the engine does not carry out could change it (extensions: that ability's permanent, card, ability, text, reason, and blockers, every ability that could), INVALID_INPUT or LIMIT_EXCEEDED.";

const LOCAL_ID = 'Its id within its board, as the board document (SCENARIOS.md), actions and questions name it; unique only within the board.';

const ManaRef = builder.objectRef<Record<string, number>>('Mana').implement({
  description: 'An amount of mana by type (CR 106.1b).',
  fields: (t) => Object.fromEntries(['W', 'U', 'B', 'R', 'G', 'C'].map((type) => [type, t.int({ resolve: (mana) => mana[type] ?? 0 })])),
});

const ManaOptionRef = builder.objectRef<AnswerTo<'availableMana'>['options'][number]>('ManaOption').implement({
  description: 'One largest collection of mana a player could add (availableMana); `any` is one mana of any color chosen as it is added.',
  fields: (t) => Object.fromEntries((['W', 'U', 'B', 'R', 'G', 'C', 'any'] as const).map((type) => [type, t.int({ resolve: (mana) => mana[type] ?? 0 })])),
});

const PlayerAmountRef = builder.objectRef<{ player: string; amount: number }>('PlayerAmount').implement({
  description: 'An amount for one player.',
  fields: (t) => ({ player: t.exposeString('player'), amount: t.exposeInt('amount') }),
});

const byPlayer = (record: Readonly<Record<string, number>> | undefined) => Object.entries(record ?? {}).map(([player, amount]) => ({ player, amount }));

const ThisTurnRef = builder.objectRef<NonNullable<Board['turn']['thisTurn']>>('ThisTurn').implement({
  description: 'What happened this turn that abilities ask about ("if a creature died this turn", CR 603.4), kept by the engine from its events and emptied as a turn begins.',
  fields: (t) => ({
    creaturesDied: t.int({ description: 'Creatures that died (CR 700.4).', resolve: (r) => r.creaturesDied ?? 0 }),
    attacked: t.stringList({ description: 'The players who declared one or more attackers (CR 508.1).', resolve: (r) => r.attacked ?? [] }),
    lifeGained: t.field({ type: [PlayerAmountRef], description: 'The life each player gained (CR 119.3).', resolve: (r) => byPlayer(r.lifeGained) }),
    lifeLost: t.field({ type: [PlayerAmountRef], description: 'The life each player lost (CR 119.3).', resolve: (r) => byPlayer(r.lifeLost) }),
    leftBattlefield: t.stringList({ description: 'The players under whose control a permanent left the battlefield.', resolve: (r) => r.leftBattlefield ?? [] }),
  }),
});

const TurnRef = builder.objectRef<Board['turn']>('Turn').implement({
  fields: (t) => ({
    number: t.exposeInt('number'),
    activePlayer: t.exposeString('activePlayer'),
    step: t.exposeString('step'),
    landsPlayed: t.exposeInt('landsPlayed'),
    thisTurn: t.field({ type: ThisTurnRef, nullable: true, description: 'What happened this turn; null when nothing it records has.', resolve: (turn) => turn.thisTurn ?? null }),
    damageStep: t.int({
      nullable: true,
      description: 'In the combat damage step, when CR 510.4 makes two: 1 for the first-strike step, 2 for the other; null otherwise.',
      resolve: (turn) => turn.damageStep,
    }),
  }),
});

const ZoneCardRef = builder.objectRef<{ item: ZoneCard; scope: string; player: string; zone: 'graveyard' | 'exile' }>('ZoneCard').implement({
  description: 'A card in a graveyard or in exile.',
  fields: (t) => ({
    id: t.id({
      description: 'Global id: unique across boards (its board, player, zone and localId). Not a Node: refetch its board.',
      resolve: ({ item, scope, player, zone }) => encodeGlobalID('ZoneCard', JSON.stringify([scope, player, zone, item.id])),
    }),
    localId: t.string({ description: LOCAL_ID, resolve: ({ item }) => item.id }),
    name: t.string({ resolve: ({ item }) => cardOf(item.card).name }),
    card: t.field({ type: 'JSON', description: 'A catalog name or an inline card definition.', resolve: ({ item }) => item.card }),
  }),
});

const PlayerRef = builder.objectRef<{ item: Player; scope: string }>('Player');

builder.node(PlayerRef, {
  authScopes: { read: true },
  description: "A player of a board. Its global id is made from its board's and its localId: node(id) gives it as its stored board has it now (null for a BoardPreview's player).",
  id: { resolve: ({ item, scope }) => `${scope}:${item.id}` },
  loadMany: async (ids, context) =>
    (await onStoredBoards(ids, context)).map((on) => {
      const item = on?.view.board.players.find((player) => player.id === on.local);
      return on && item ? { item, scope: on.scope } : null;
    }),
  fields: (t) => ({
    localId: t.string({ description: LOCAL_ID, resolve: ({ item }) => item.id }),
    life: t.int({ resolve: ({ item }) => item.life }),
    poison: t.int({ resolve: ({ item }) => item.poison }),
    manaPool: t.field({ type: ManaRef, resolve: ({ item }) => item.manaPool }),
    library: t.int({ resolve: ({ item }) => item.library }),
    hand: t.int({ resolve: ({ item }) => item.hand }),
    graveyard: t.field({ type: [ZoneCardRef], resolve: ({ item, scope }) => item.graveyard.map((card) => ({ item: card, scope, player: item.id, zone: 'graveyard' as const })) }),
    exile: t.field({ type: [ZoneCardRef], resolve: ({ item, scope }) => item.exile.map((card) => ({ item: card, scope, player: item.id, zone: 'exile' as const })) }),
    lost: t.boolean({ resolve: ({ item }) => item.lost }),
  }),
});

const ExplainRef = builder.objectRef<AnswerTo<'characteristics'>['explain'][number]>('AppliedEffect').implement({
  description: 'A continuous effect that applied to the object, in the order they applied (CR 613).',
  fields: (t) => ({
    source: t.exposeString('source'),
    layer: t.exposeString('layer'),
    timestamp: t.exposeInt('timestamp'),
    reason: t.exposeString('reason', { description: 'timestamp, dependency or counters' }),
    rule: t.exposeString('rule'),
    detail: t.string({ nullable: true, resolve: (entry) => entry.detail ?? null }),
  }),
});

const CharacteristicsRef = builder.objectRef<AnswerTo<'characteristics'>>('Characteristics').implement({
  description: 'The characteristics after every continuous effect (CR 613), as the characteristics question answers.',
  fields: (t) => ({
    name: t.string({ resolve: (c) => c.name }),
    controller: t.string({ description: 'Who controls it after control-changing effects (CR 613.1b, layer 2).', resolve: (c) => c.controller }),
    types: t.stringList({ resolve: (c) => c.types }),
    subtypes: t.stringList({ resolve: (c) => c.subtypes }),
    supertypes: t.stringList({ resolve: (c) => c.supertypes }),
    colors: t.stringList({ resolve: (c) => c.colors }),
    power: t.int({ nullable: true, resolve: (c) => c.power }),
    toughness: t.int({ nullable: true, resolve: (c) => c.toughness }),
    loyalty: t.int({ nullable: true, resolve: (c) => c.loyalty }),
    defense: t.int({ nullable: true, description: "A battle's defense counters (CR 310.4c); null for anything else.", resolve: (c) => c.defense }),
    manaValue: t.int({ resolve: (c) => c.manaValue }),
    keywords: t.stringList({ resolve: (c) => c.keywords }),
    abilityCount: t.int({ resolve: (c) => c.abilityCount }),
    explain: t.field({ type: [ExplainRef], resolve: (c) => c.explain }),
  }),
});

const ActivationRef = builder.objectRef<AnswerTo<'canActivate'>>('Activation').implement({
  description: 'Whether an ability can be activated now, and the rule that forbids it (canActivate).',
  fields: (t) => ({
    legal: t.exposeBoolean('legal'),
    reason: t.string({ nullable: true, resolve: (a) => (a.legal ? null : a.reason) }),
    rule: t.string({ nullable: true, resolve: (a) => (a.legal ? null : (a.rule ?? null)) }),
  }),
});

const CombatVerdictRef = builder.objectRef<AnswerTo<'canAttack'>>('CombatVerdict').implement({
  description: 'Whether some legal declaration of attackers or blockers would have the creature attacking or blocking as asked, and the rule that forbids it (canAttack, canBlock).',
  fields: (t) => ({
    legal: t.exposeBoolean('legal'),
    reason: t.string({ nullable: true, resolve: (a) => (a.legal ? null : a.reason) }),
    rule: t.string({ nullable: true, resolve: (a) => (a.legal ? null : a.rule) }),
  }),
});

const LegalActionRef = builder.objectRef<AnswerTo<'legalActions'>['actions'][number]>('LegalAction').implement({
  description: 'An action the player may take now, without its choices (legalActions).',
  fields: (t) => ({
    do: t.string({ resolve: (a) => a.do }),
    permanent: t.string({ nullable: true, resolve: (a) => ('permanent' in a ? a.permanent : null) }),
    ability: t.int({ nullable: true, resolve: (a) => ('ability' in a ? a.ability : null) }),
  }),
});

const CounterRef = builder.objectRef<[string, number]>('Counter').implement({
  fields: (t) => ({ kind: t.string({ resolve: ([kind]) => kind }), amount: t.int({ resolve: ([, amount]) => amount }) }),
});

/** A question of SCENARIOS.md on the board; the engine's errors reach the client as GraphQL errors with their code. */
function ask<K extends QuestionKey>(view: BoardView, key: K, value: unknown): AnswerTo<K> {
  try {
    return askApp(view, key, value);
  } catch (error) {
    throw asGraphQLError(error);
  }
}

const PermanentRef = builder.objectRef<OnBoard<Permanent>>('Permanent');

builder.node(PermanentRef, {
  authScopes: { read: true },
  description:
    "A permanent of a board. Its global id is made from its board's and its localId, so normalized caches keep each board's permanents apart (a dry run's BoardPreview gives ids of its own); node(id) gives it as its stored board has it now (null for a BoardPreview's permanent).",
  id: { resolve: ({ item, scope }) => `${scope}:${item.id}` },
  loadMany: async (ids, context) =>
    (await onStoredBoards(ids, context)).map((on) => {
      const item = on?.view.permanent(on.local);
      return on && item ? { view: on.view, item, scope: on.scope } : null;
    }),
  fields: (t) => ({
    localId: t.string({ description: LOCAL_ID, resolve: ({ item }) => item.id }),
    name: t.string({ resolve: ({ item }) => cardOf(item.card).name }),
    card: t.field({ type: 'JSON', description: 'A catalog name or an inline card definition.', resolve: ({ item }) => item.card }),
    controller: t.string({ resolve: ({ item }) => item.controller }),
    owner: t.string({ resolve: ({ item }) => item.owner }),
    tapped: t.boolean({ resolve: ({ item }) => item.tapped }),
    summoningSick: t.boolean({ resolve: ({ item }) => item.summoningSick }),
    counters: t.field({ type: [CounterRef], resolve: ({ item }) => Object.entries(item.counters).filter(([, n]) => n !== 0) }),
    damage: t.int({ resolve: ({ item }) => item.damage }),
    attachedTo: t.string({ nullable: true, resolve: ({ item }) => item.attachedTo }),
    x: t.int({ resolve: ({ item }) => item.x }),
    token: t.boolean({ resolve: ({ item }) => item.token }),
    timestamp: t.int({ resolve: ({ item }) => item.timestamp }),
    attacking: t.string({ nullable: true, description: 'What it attacks: a player, planeswalker or battle id (CR 508.1b).', resolve: ({ item }) => item.attacking }),
    attackedLeftCombat: t.boolean({ description: 'What it attacks was removed from combat (CR 506.4c).', resolve: ({ item }) => item.attackedLeftCombat }),
    blocked: t.boolean({ description: 'An attacking creature that became blocked (CR 509.1h).', resolve: ({ item }) => item.blocked }),
    blocking: t.stringList({ description: 'The attackers it blocks (CR 509.1g).', resolve: ({ item }) => item.blocking }),
    hadFirstStrike: t.boolean({
      description: 'It had first strike or double strike as the first of two combat damage steps began (CR 510.4).',
      resolve: ({ item }) => item.hadFirstStrike,
    }),
    protector: t.string({ nullable: true, description: "A battle's protector (CR 310.8).", resolve: ({ item }) => item.protector }),
    classLevel: t.int({
      nullable: true,
      description: 'Its level (CR 716.2b), set as a class level bar resolves (716.2a); null when it has none, and it is treated as level 1 (716.2d).',
      resolve: ({ item }) => item.classLevel ?? null,
    }),
    escaped: t.boolean({
      description: 'It escaped (CR 702.138b): the spell that became it was cast from a graveyard with escape (702.138a).',
      resolve: ({ item }) => item.escaped ?? false,
    }),
    characteristics: t.field({ type: CharacteristicsRef, nullable: true, description: QUESTION, resolve: ({ view, item }) => ask(view, 'characteristics', item.id) }),
    couldProduce: t.stringList({
      nullable: true,
      description: `The types of mana it could produce (CR 106.7), in W U B R G C order. ${QUESTION}`,
      resolve: ({ view, item }) => ask(view, 'couldProduce', item.id).types,
    }),
    canActivate: t.field({
      type: ActivationRef,
      nullable: true,
      description: QUESTION,
      args: { ability: t.arg.int({ defaultValue: 0, description: '0-based index among its activated abilities (SCENARIOS.md).' }) },
      resolve: ({ view, item }, { ability }) => ask(view, 'canActivate', { permanent: item.id, ability: ability ?? 0 }),
    }),
    canAttack: t.field({
      type: CombatVerdictRef,
      nullable: true,
      description: `Whether it could attack, with the board as it is (SCENARIOS.md, canAttack). ${QUESTION}`,
      args: { attacking: t.arg.string({ description: 'A player, planeswalker or battle id; any of them when omitted.' }) },
      resolve: ({ view, item }, { attacking }) => ask(view, 'canAttack', { permanent: item.id, ...(attacking === null || attacking === undefined ? {} : { attacking }) }),
    }),
    canBlock: t.field({
      type: CombatVerdictRef,
      nullable: true,
      description: `Whether it could block that attacker, with the board as it is (SCENARIOS.md, canBlock). ${QUESTION}`,
      args: { attacker: t.arg.string({ required: true }) },
      resolve: ({ view, item }, { attacker }) => ask(view, 'canBlock', { permanent: item.id, attacker }),
    }),
  }),
});

// The same typed fields on a stored Board and on a dry run's BoardPreview.
for (const ref of [BoardRef, BoardPreviewRef])
  builder.objectFields(ref, (t) => ({
    turn: t.field({ type: TurnRef, resolve: (stored) => boardView(stored).board.turn }),
    players: t.field({ type: [PlayerRef], resolve: (stored) => boardView(stored).board.players.map((item) => ({ item, scope: scopeOf(stored) })) }),
    permanents: t.field({
      type: [PermanentRef],
      description: 'In timestamp order.',
      resolve: (stored) => {
        const view = boardView(stored);
        const scope = scopeOf(stored);
        return view.board.permanents.map((item) => ({ view, item, scope }));
      },
    }),
    permanent: t.field({
      type: PermanentRef,
      nullable: true,
      args: { id: t.arg.string({ required: true, description: 'Its localId.' }) },
      resolve: (stored, { id }) => {
        const view = boardView(stored);
        const item = view.permanent(id);
        return item ? { view, item, scope: scopeOf(stored) } : null;
      },
    }),
    effects: t.field({
      type: 'JSON',
      description: 'The continuous effects of resolved spells and abilities (SCENARIOS.md, effects).',
      resolve: (stored) => boardView(stored).board.effects,
    }),
    stack: t.field({ type: 'JSON', description: 'The stack, top last (SCENARIOS.md, stack).', resolve: (stored) => boardView(stored).board.stack }),
    availableMana: t.field({
      type: [ManaOptionRef],
      nullable: true,
      description: `Every distinct largest collection of mana the player could add now (SCENARIOS.md, availableMana). ${QUESTION}`,
      args: { player: t.arg.string({ required: true }) },
      complexity: 5,
      resolve: (stored, { player }) => ask(boardView(stored), 'availableMana', player).options,
    }),
    legalActions: t.field({
      type: [LegalActionRef],
      nullable: true,
      description: `What the player may do now, as actions without their choices (SCENARIOS.md, legalActions). ${QUESTION}`,
      args: { player: t.arg.string({ required: true }) },
      complexity: 5,
      resolve: (stored, { player }) => ask(boardView(stored), 'legalActions', player).actions,
    }),
    canPay: t.boolean({
      nullable: true,
      description: `Whether the cost can be paid with the pool and the mana abilities the player could activate now (SCENARIOS.md, canPay). ${QUESTION}`,
      args: { player: t.arg.string({ required: true }), cost: t.arg.string({ required: true }) },
      complexity: 5,
      resolve: (stored, { player, cost }) => ask(boardView(stored), 'canPay', { player, cost }).payable,
    }),
  }));
