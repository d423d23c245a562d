// Rulings, batches and drift reports (shared/spec/API.md, "Rulings and batches"). A ruling is
// a scenario with the result it must give, owned like boards; a batch evaluates up to 200
// scenarios in the background (functions/work.ts); the nightly job's drift reports name the
// rulings whose result changed, each caller seeing only its own.

import { GraphQLError } from 'graphql';
import { ResultDocument, RulesError, parseInput } from '../rules';
import type { StoredBatch, BatchResult } from '../store/batches';
import { driftCursor, InvalidDriftCursorError, type StoredDrift, type StoredDriftReport } from '../store/drift';
import { ItemTooLargeError } from '../store/limits';
import { InvalidRulingCursorError, rulingCursor, type StoredRuling } from '../store/rulings';
import { batchMessages, evaluateRuling } from '../functions/work';
import { builder } from './builder';
import { localId, principalOf } from './owner';
import { reporting, RulesProblem } from './errors';

const NAME_LIMIT = 200;
const PAGE_DEFAULT = 20;
const PAGE_LIMIT = 100;
/** Scenarios in one batch (API.md). */
export const BATCH_LIMIT = 200;

const pageSize = (first: number | null | undefined) => Math.min(PAGE_LIMIT, Math.max(1, first ?? PAGE_DEFAULT));
const badCursor = (message: string) => new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });

// ---------------------------------------------------------------------------------------------
// Rulings

export const RulingRef = builder.objectRef<StoredRuling>('Ruling');

const RulingEvaluationRef = builder.objectRef<NonNullable<StoredRuling['lastEvaluation']>>('RulingEvaluation').implement({
  fields: (t) => ({
    at: t.exposeString('at'),
    engineVersion: t.exposeString('engineVersion', { description: 'The package version with a hash of the card catalog.' }),
    matches: t.exposeBoolean('matches', { description: 'Whether the result matched the expected one: ok, the error code, the answers and the final board.' }),
    result: t.field({ type: 'JSON', resolve: (evaluation) => evaluation.result }),
  }),
});

builder.node(RulingRef, {
  authScopes: { read: true },
  id: { resolve: (ruling) => ruling.id },
  loadOne: (id, context) => (context.principal === null ? null : context.rulings.get(context.principal, id)),
  fields: (t) => ({
    name: t.exposeString('name'),
    scenario: t.field({ type: 'JSON', description: 'A scenario document of SCENARIOS.md.', resolve: (ruling) => ruling.scenario }),
    expected: t.field({ type: 'JSON', description: 'The result it must give; by default the result when it was saved.', resolve: (ruling) => ruling.expected }),
    lastEvaluation: t.field({ type: RulingEvaluationRef, nullable: true, resolve: (ruling) => ruling.lastEvaluation }),
  }),
});

builder.queryField('ruling', (t) =>
  t.field({
    type: RulingRef,
    nullable: true,
    authScopes: { read: true },
    description: "null when absent or not the caller's.",
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, context) => {
      const owner = principalOf(context);
      const local = localId(String(id), 'Ruling');
      return local === null ? null : context.rulings.get(owner, local);
    },
  }),
);

const RulingConnection = builder.connectionObject({ type: RulingRef, name: 'RulingConnection' });

builder.queryField('rulings', (t) =>
  t.field({
    type: RulingConnection,
    authScopes: { read: true },
    description: "The caller's rulings, newest first.",
    args: { first: t.arg.int(), after: t.arg.string() },
    resolve: async (_root, { first, after }, context) => {
      const owner = principalOf(context);
      try {
        const page = await context.rulings.list(owner, { first: pageSize(first), after: after ?? null });
        const edges = page.rulings.map((ruling) => ({ cursor: rulingCursor(ruling), node: ruling }));
        return {
          edges,
          pageInfo: { hasNextPage: page.hasNextPage, hasPreviousPage: Boolean(after), startCursor: edges[0]?.cursor ?? null, endCursor: edges.at(-1)?.cursor ?? null },
        };
      } catch (error) {
        if (error instanceof InvalidRulingCursorError) throw badCursor(error.message);
        throw error;
      }
    },
  }),
);

const SaveRulingInput = builder.inputType('SaveRulingInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    scenario: t.field({ type: 'JSON', required: true, description: 'A scenario document of SCENARIOS.md.' }),
    expected: t.field({ type: 'JSON', description: "A result document: the result it must give. By default the scenario's own `expected`, else the result it gives now." }),
  }),
});

const SaveRulingSuccess = builder.objectRef<{ ruling: StoredRuling }>('SaveRulingSuccess').implement({
  fields: (t) => ({ ruling: t.field({ type: RulingRef, resolve: (payload) => payload.ruling }) }),
});

const asProblem = (error: unknown): never => {
  if (error instanceof RulesError) throw RulesProblem.fromEngine({ code: error.code, message: error.message, ...error.details });
  if (error instanceof ItemTooLargeError) throw new RulesProblem('LIMIT_EXCEEDED', error.message);
  throw error;
};

builder.mutationField('saveRuling', (t) =>
  t.field({
    type: SaveRulingSuccess,
    authScopes: { write: true },
    errors: { types: [RulesProblem], union: { name: 'SaveRulingResult' } },
    description: 'Stores a scenario with the result it must give. A scenario that cannot be read at all is INVALID_INPUT; one whose actions fail is a ruling like any other.',
    args: { input: t.arg({ type: SaveRulingInput, required: true }) },
    resolve: (_root, { input }, context) =>
      reporting(context, async () => {
        const owner = principalOf(context);
        const name = input.name.trim();
        if (name.length === 0 || name.length > NAME_LIMIT) throw new RulesProblem('INVALID_INPUT', `name: 1 to ${NAME_LIMIT} characters`, { path: ['name'] });
        if (input.scenario === null || typeof input.scenario !== 'object' || Array.isArray(input.scenario))
          throw new RulesProblem('INVALID_INPUT', 'scenario: expected a scenario object', { path: ['scenario'] });
        const { expected: own, ...scenario } = input.scenario as Record<string, unknown>;
        let expected: unknown;
        try {
          if (input.expected !== null && input.expected !== undefined) expected = parseInput(ResultDocument, input.expected, ['expected']);
          else if (own !== undefined) expected = parseInput(ResultDocument, own, ['scenario', 'expected']);
        } catch (error) {
          return asProblem(error);
        }
        const { result, evaluation } = evaluateRuling(scenario, expected ?? {}, new Date());
        // A scenario the engine cannot even read is not a ruling.
        if (!result.ok && result.board === undefined) {
          const { code, message, path, ...rest } = result.error;
          throw RulesProblem.fromEngine({ code, message, ...rest, ...(path ? { path: ['scenario', ...path] } : {}) });
        }
        const stored = expected ?? result;
        const lastEvaluation = expected === undefined ? { ...evaluation, matches: true } : evaluation;
        try {
          return { ruling: await context.rulings.create({ owner, name, scenario, expected: stored, lastEvaluation }) };
        } catch (error) {
          return asProblem(error);
        }
      }),
  }),
);

const DeleteRulingInput = builder.inputType('DeleteRulingInput', { fields: (t) => ({ rulingId: t.id({ required: true }) }) });
const DeleteRulingSuccess = builder.objectRef<{ rulingId: string }>('DeleteRulingSuccess').implement({ fields: (t) => ({ rulingId: t.exposeID('rulingId') }) });

builder.mutationField('deleteRuling', (t) =>
  t.field({
    type: DeleteRulingSuccess,
    authScopes: { write: true },
    errors: { types: [RulesProblem], union: { name: 'DeleteRulingResult' } },
    args: { input: t.arg({ type: DeleteRulingInput, required: true }) },
    resolve: (_root, { input }, context) =>
      reporting(context, async () => {
        const owner = principalOf(context);
        const id = localId(String(input.rulingId), 'Ruling');
        if (id === null || !(await context.rulings.delete(owner, id))) throw new RulesProblem('NOT_FOUND', 'no ruling with this id');
        return { rulingId: String(input.rulingId) };
      }),
  }),
);

// ---------------------------------------------------------------------------------------------
// Batches

const BatchStatusEnum = builder.enumType('BatchStatus', {
  values: { QUEUED: { description: 'No scenario evaluated yet.' }, RUNNING: {}, DONE: { description: 'Every scenario has its result.' } } as const,
});

const BatchResultRef = builder.objectRef<BatchResult>('BatchResult').implement({
  fields: (t) => ({
    index: t.exposeInt('index', { description: 'The scenario\'s position in the submitted list, from 0.' }),
    ok: t.exposeBoolean('ok'),
    result: t.field({ type: 'JSON', description: "The command line's output document for that scenario.", resolve: (r) => r.result }),
  }),
});

const BatchResultConnection = builder.connectionObject({ type: BatchResultRef, name: 'BatchResultConnection' });

export const RulingBatchRef = builder.objectRef<StoredBatch>('RulingBatch');

const indexCursor = (index: number) => Buffer.from(`index:${index}`).toString('base64url');
function indexOfCursor(cursor: string): number {
  const match = /^index:(\d{1,5})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match) throw badCursor('this cursor is not one this list gave out');
  return Number(match[1]);
}

builder.node(RulingBatchRef, {
  authScopes: { read: true },
  id: { resolve: (batch) => batch.id },
  loadOne: (id, context) => (context.principal === null ? null : context.batches.get(context.principal, id)),
  fields: (t) => ({
    status: t.field({ type: BatchStatusEnum, resolve: (batch) => batch.status }),
    total: t.exposeInt('total'),
    done: t.exposeInt('done'),
    failed: t.exposeInt('failed', { description: 'Scenarios whose result is ok: false.' }),
    results: t.field({
      type: BatchResultConnection,
      description: 'The results so far, in submission order. `first` defaults to 50, at most 200.',
      args: { first: t.arg.int(), after: t.arg.string() },
      complexity: { field: 1, multiplier: 10 },
      resolve: async (batch, { first, after }, context) => {
        const size = Math.min(BATCH_LIMIT, Math.max(1, first ?? 50));
        const page = await context.batches.results(batch.id, { first: size, after: after ? indexOfCursor(after) : null });
        const edges = page.results.map((result) => ({ cursor: indexCursor(result.index), node: result }));
        return {
          edges,
          pageInfo: { hasNextPage: page.hasNextPage, hasPreviousPage: Boolean(after), startCursor: edges[0]?.cursor ?? null, endCursor: edges.at(-1)?.cursor ?? null },
        };
      },
    }),
  }),
});

builder.queryField('rulingBatch', (t) =>
  t.field({
    type: RulingBatchRef,
    nullable: true,
    authScopes: { read: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, context) => {
      const owner = principalOf(context);
      const local = localId(String(id), 'RulingBatch');
      return local === null ? null : context.batches.get(owner, local);
    },
  }),
);

const SubmitRulingBatchInput = builder.inputType('SubmitRulingBatchInput', {
  fields: (t) => ({ scenarios: t.field({ type: ['JSON'], required: true, description: `Scenario documents, at most ${BATCH_LIMIT}.` }) }),
});
const SubmitRulingBatchSuccess = builder.objectRef<{ batch: StoredBatch }>('SubmitRulingBatchSuccess').implement({
  fields: (t) => ({ batch: t.field({ type: RulingBatchRef, resolve: (payload) => payload.batch }) }),
});

builder.mutationField('submitRulingBatch', (t) =>
  t.field({
    type: SubmitRulingBatchSuccess,
    authScopes: { write: true },
    errors: { types: [RulesProblem], union: { name: 'SubmitRulingBatchResult' } },
    description: 'Answers at once with the batch; its scenarios are evaluated in the background, each to its own result: a bad one never stops the others.',
    args: { input: t.arg({ type: SubmitRulingBatchInput, required: true }) },
    resolve: (_root, { input }, context) =>
      reporting(context, async () => {
        const owner = principalOf(context);
        if (input.scenarios.length === 0) throw new RulesProblem('INVALID_INPUT', 'scenarios: at least one', { path: ['scenarios'] });
        if (input.scenarios.length > BATCH_LIMIT) throw new RulesProblem('LIMIT_EXCEEDED', `scenarios: at most ${BATCH_LIMIT}`, { path: ['scenarios'] });
        const { batch, pending } = await context.batches.create({ owner, scenarios: input.scenarios });
        await context.queue.send(batchMessages(batch.id, pending));
        context.report.boardId = batch.id;
        return { batch };
      }),
  }),
);

// ---------------------------------------------------------------------------------------------
// Drift reports

export const DriftReportRef = builder.objectRef<StoredDriftReport>('DriftReport');

const RulingDriftRef = builder.objectRef<{ ruling: StoredRuling; drift: StoredDrift }>('RulingDrift').implement({
  fields: (t) => ({
    ruling: t.field({ type: RulingRef, resolve: (entry) => entry.ruling }),
    expected: t.field({ type: 'JSON', resolve: (entry) => entry.drift.expected }),
    actual: t.field({ type: 'JSON', resolve: (entry) => entry.drift.actual }),
  }),
});

builder.node(DriftReportRef, {
  authScopes: { read: true },
  id: { resolve: (report) => report.id },
  loadOne: (id, context) => context.drift.get(id),
  fields: (t) => ({
    at: t.exposeString('at'),
    engineVersion: t.exposeString('engineVersion'),
    checked: t.exposeInt('checked', { description: 'How many rulings the run has evaluated (all of the caller\'s and everyone else\'s).' }),
    changed: t.field({
      type: [RulingDriftRef],
      description: "The caller's rulings whose result no longer matches the expected one (rulings deleted since are left out).",
      resolve: async (report, _args, context) => {
        const owner = principalOf(context);
        const drifts = await context.drift.changes(report.id, owner);
        const entries = await Promise.all(drifts.map(async (drift) => ({ drift, ruling: await context.rulings.get(owner, drift.rulingId) })));
        return entries.filter((entry): entry is { drift: StoredDrift; ruling: StoredRuling } => entry.ruling !== null);
      },
    }),
  }),
});

const DriftReportConnection = builder.connectionObject({ type: DriftReportRef, name: 'DriftReportConnection' });

builder.queryField('driftReports', (t) =>
  t.field({
    type: DriftReportConnection,
    authScopes: { read: true },
    description: 'The nightly drift reports, newest first.',
    args: { first: t.arg.int(), after: t.arg.string() },
    resolve: async (_root, { first, after }, context) => {
      principalOf(context);
      try {
        const page = await context.drift.list({ first: pageSize(first), after: after ?? null });
        const edges = page.reports.map((report) => ({ cursor: driftCursor(report), node: report }));
        return {
          edges,
          pageInfo: { hasNextPage: page.hasNextPage, hasPreviousPage: Boolean(after), startCursor: edges[0]?.cursor ?? null, endCursor: edges.at(-1)?.cursor ?? null },
        };
      } catch (error) {
        if (error instanceof InvalidDriftCursorError) throw badCursor(error.message);
        throw error;
      }
    },
  }),
);
