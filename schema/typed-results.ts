// The typed events and answers beside the JSON ones (shared/spec/API.md: "typed fields for
// everything in SCENARIOS.md"): `typedEvents` and `typedAnswers` on `applyActions`' success and
// on `evaluate`'s result, resolved from the same events and answers as `events` and `answers`.

import { AnswerRef, typedAnswers } from './answers';
import { ApplyActionsSuccess } from './board';
import { builder } from './builder';
import { ScenarioResult } from './evaluate';
import { GameEventRef, typedEvents } from './events';
import type { Fields } from './zod-types';

/** The events and answers of one result are few and already computed: each counts once, not as a list of 10. */
const complexity = { field: 1, multiplier: 1 };

builder.objectFields(ApplyActionsSuccess, (t) => ({
  typedEvents: t.field({
    type: [GameEventRef],
    complexity,
    description: 'The events of `events`, typed: each event type is an object type implementing `GameEvent`.',
    resolve: (payload) => typedEvents(payload.events),
  }),
  typedAnswers: t.field({
    type: [AnswerRef],
    complexity,
    description: 'The answers of `answers`, typed by the question each answers, in the same order; empty when nothing was asked.',
    resolve: (payload) => typedAnswers(payload.answers, payload.questions),
  }),
}));

const resultPart = (result: unknown, key: 'events' | 'answers'): unknown => (result !== null && typeof result === 'object' && key in result ? (result as Fields)[key] : undefined);

builder.objectFields(ScenarioResult, (t) => ({
  typedEvents: t.field({
    type: [GameEventRef],
    complexity,
    nullable: true,
    description: 'The events of `result`, typed; null when the result is an error (`ok` false).',
    resolve: (r) => (r.ok ? typedEvents(resultPart(r.result, 'events')) : null),
  }),
  typedAnswers: t.field({
    type: [AnswerRef],
    complexity,
    nullable: true,
    description: 'The answers of `result`, typed by the question each answers; null when the result is an error (`ok` false).',
    resolve: (r) => (r.ok ? typedAnswers(resultPart(r.result, 'answers'), r.questions ?? null) : null),
  }),
}));
