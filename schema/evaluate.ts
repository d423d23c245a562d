// Stateless evaluation (shared/spec/API.md): `evaluate(scenario)` runs a scenario document
// exactly as the `ruling` command does and stores nothing (app/evaluate.ts).

import { evaluate } from '../app';
import { questionKeysOf } from './answers';
import { builder } from './builder';

export const ScenarioResult = builder.objectRef<{ ok: boolean; result: unknown; questions?: string[] | null }>('ScenarioResult').implement({
  fields: (t) => ({
    ok: t.exposeBoolean('ok'),
    result: t.field({ type: 'JSON', description: "The command line's output document.", resolve: (r) => r.result }),
  }),
});

builder.queryField('evaluate', (t) =>
  t.field({
    type: ScenarioResult,
    description: 'Stateless: nothing is stored.',
    args: { scenario: t.arg({ type: 'JSON', required: true }) },
    resolve: (_root, { scenario }) => ({
      ...evaluate(scenario),
      questions: questionKeysOf(scenario !== null && typeof scenario === 'object' && 'ask' in scenario ? scenario.ask : null),
    }),
  }),
);
