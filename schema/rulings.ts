// Rulings, batches and drift reports (shared/spec/API.md, "Rulings and batches"), each field
// one call into the application (app/rulings.ts, app/batches.ts, app/drift.ts). A ruling is a
// scenario with the result it must give, owned like boards; a batch evaluates up to 200
// scenarios in the background; the nightly job's drift reports name the rulings whose result
// changed, each caller seeing only its own.

import { BATCH_LIMIT, RulesFailure, type DriftChange } from '../app';
import type { StoredBatch, BatchResult } from '../store/batches';
import type { StoredDriftReport } from '../store/drift';
import type { StoredRuling } from '../store/rulings';
import { builder } from './builder';
import { connection } from './connection';
import { reporting } from './errors';
import { localId, principalOf } from './owner';

// ---------------------------------------------------------------------------------------------
// Rulings

const RulingRef = builder.objectRef<StoredRuling>('Ruling');

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
  loadMany: (ids, context) => (context.principal === null ? ids.map(() => null) : context.app.rulings.getMany(context.principal, ids)),
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
      return local === null ? null : context.app.rulings.get(owner, local);
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
    resolve: (_root, { first, after }, context) => {
      const owner = principalOf(context);
      return connection(() => context.app.rulings.list(owner, { first, after }));
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

builder.mutationField('saveRuling', (t) =>
  t.field({
    type: SaveRulingSuccess,
    authScopes: { write: true },
    errors: { types: [RulesFailure], union: { name: 'SaveRulingResult' } },
    description: 'Stores a scenario with the result it must give. A scenario that cannot be read at all is INVALID_INPUT; one whose actions fail is a ruling like any other.',
    args: { input: t.arg({ type: SaveRulingInput, required: true }) },
    resolve: (_root, { input }, context) =>
      reporting(context, async () => ({ ruling: await context.app.rulings.save(principalOf(context), { name: input.name, scenario: input.scenario, expected: input.expected }) })),
  }),
);

const DeleteRulingInput = builder.inputType('DeleteRulingInput', { fields: (t) => ({ rulingId: t.id({ required: true }) }) });
const DeleteRulingSuccess = builder.objectRef<{ rulingId: string }>('DeleteRulingSuccess').implement({ fields: (t) => ({ rulingId: t.exposeID('rulingId') }) });

builder.mutationField('deleteRuling', (t) =>
  t.field({
    type: DeleteRulingSuccess,
    authScopes: { write: true },
    errors: { types: [RulesFailure], union: { name: 'DeleteRulingResult' } },
    args: { input: t.arg({ type: DeleteRulingInput, required: true }) },
    resolve: (_root, { input }, context) =>
      reporting(context, async () => {
        await context.app.rulings.delete(principalOf(context), localId(String(input.rulingId), 'Ruling'));
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
    index: t.exposeInt('index', { description: "The scenario's position in the submitted list, from 0." }),
    ok: t.exposeBoolean('ok'),
    result: t.field({ type: 'JSON', description: "The command line's output document for that scenario.", resolve: (r) => r.result }),
  }),
});

const BatchResultConnection = builder.connectionObject({ type: BatchResultRef, name: 'BatchResultConnection' });

const RulingBatchRef = builder.objectRef<StoredBatch>('RulingBatch');

builder.node(RulingBatchRef, {
  authScopes: { read: true },
  id: { resolve: (batch) => batch.id },
  loadMany: (ids, context) => (context.principal === null ? ids.map(() => null) : context.app.batches.getMany(context.principal, ids)),
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
      resolve: (batch, { first, after }, context) => connection(() => context.app.batches.results(batch, { first, after })),
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
      return local === null ? null : context.app.batches.get(owner, local);
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
    errors: { types: [RulesFailure], union: { name: 'SubmitRulingBatchResult' } },
    description: 'Answers at once with the batch; its scenarios are evaluated in the background, each to its own result: a bad one never stops the others.',
    args: { input: t.arg({ type: SubmitRulingBatchInput, required: true }) },
    resolve: (_root, { input }, context) =>
      reporting(context, async () => {
        const batch = await context.app.batches.submit(principalOf(context), input.scenarios);
        context.report.boardId = batch.id;
        return { batch };
      }),
  }),
);

// ---------------------------------------------------------------------------------------------
// Drift reports

const DriftReportRef = builder.objectRef<StoredDriftReport>('DriftReport');

const RulingDriftRef = builder.objectRef<DriftChange>('RulingDrift').implement({
  fields: (t) => ({
    ruling: t.field({ type: RulingRef, resolve: (entry) => entry.ruling }),
    expected: t.field({ type: 'JSON', resolve: (entry) => entry.drift.expected }),
    actual: t.field({ type: 'JSON', resolve: (entry) => entry.drift.actual }),
  }),
});

builder.node(DriftReportRef, {
  authScopes: { read: true },
  id: { resolve: (report) => report.id },
  loadMany: (ids, context) => context.app.drift.getMany(ids),
  fields: (t) => ({
    at: t.exposeString('at'),
    engineVersion: t.exposeString('engineVersion'),
    checked: t.exposeInt('checked', { description: "How many rulings the run has evaluated (all of the caller's and everyone else's)." }),
    changed: t.field({
      type: [RulingDriftRef],
      description: "The caller's rulings whose result no longer matches the expected one (rulings deleted since are left out).",
      resolve: (report, _args, context) => context.app.drift.changes(principalOf(context), report),
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
    resolve: (_root, { first, after }, context) => {
      principalOf(context);
      return connection(() => context.app.drift.list({ first, after }));
    },
  }),
);
