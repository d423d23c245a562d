// Rulings (shared/spec/API.md, "Rulings and batches"): a scenario with the result it must
// give, owned like boards. Saving one chooses the expected result (the `expected` given, else
// the scenario's own, else the result it gives now) and records its evaluation now; a
// scenario the engine cannot read at all is not a ruling.

import type { z } from 'zod';
import { ResultDocument, RulesError, parseInput } from '../rules';
import { ItemTooLargeError } from '../store/limits';
import { InvalidRulingCursorError, rulingCursor, type RulingRepository, type StoredRuling } from '../store/rulings';
import { EngineFailure, InvalidCursor, InvalidInput, LimitExceeded, NotFound } from './errors';
import { pageOf, pageSize, type Page } from './pages';
import { evaluateRuling } from './work';

export interface SaveRulingInput {
  name: string;
  /** A scenario document of SCENARIOS.md; its own `expected`, if any, is the default expected result. */
  scenario: unknown;
  /** A result document: the result the scenario must give. */
  expected?: unknown;
}

export interface Rulings {
  /** Throws InvalidInput, EngineFailure (the expected result or a scenario the engine cannot read), LimitExceeded. */
  save(owner: string, input: SaveRulingInput): Promise<StoredRuling>;
  /** null when absent or another principal's. */
  get(owner: string, id: string): Promise<StoredRuling | null>;
  /** Each id's ruling in the ids' order, null where `get` gives null: one batch read, not one read each. */
  getMany(owner: string, ids: string[]): Promise<(StoredRuling | null)[]>;
  /** The owner's rulings, newest first. Throws InvalidCursor. */
  list(owner: string, page: { first?: number | null; after?: string | null }): Promise<Page<StoredRuling>>;
  /** Throws NotFound; `id` null names no ruling. */
  delete(owner: string, id: string | null): Promise<void>;
}

const NAME_LIMIT = 200;

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

export function createRulings(deps: { rulings: RulingRepository; now: () => Date }): Rulings {
  const { rulings, now } = deps;
  return {
    async save(owner, input) {
      const name = input.name.trim();
      if (name.length === 0 || name.length > NAME_LIMIT) throw new InvalidInput(`name: 1 to ${NAME_LIMIT} characters`, ['name']);
      if (!isObject(input.scenario)) throw new InvalidInput('scenario: expected a scenario object', ['scenario']);
      const { expected: own, ...scenario } = input.scenario;
      let expected: z.infer<typeof ResultDocument> | undefined;
      try {
        if (input.expected !== null && input.expected !== undefined) expected = parseInput(ResultDocument, input.expected, ['expected']);
        else if (own !== undefined) expected = parseInput(ResultDocument, own, ['scenario', 'expected']);
      } catch (error) {
        if (error instanceof RulesError) throw EngineFailure.thrown(error);
        throw error;
      }
      const { result, evaluation } = evaluateRuling(scenario, expected ?? {}, now());
      // A scenario the engine cannot even read is not a ruling.
      if (!result.ok && result.board === undefined) {
        const { path, ...rest } = result.error;
        throw EngineFailure.of({ ...rest, ...(path ? { path: ['scenario', ...path] } : {}) });
      }
      // Without an expected result, the result now is the expected one, and it matches.
      const lastEvaluation = expected === undefined ? { ...evaluation, matches: true } : evaluation;
      try {
        return await rulings.create({ owner, name, scenario, expected: expected ?? result, lastEvaluation });
      } catch (error) {
        if (error instanceof ItemTooLargeError) throw new LimitExceeded(error.message);
        throw error;
      }
    },

    get: (owner, id) => rulings.get(owner, id),

    async getMany(owner, ids) {
      const found = await rulings.getMany(owner, ids);
      return ids.map((id) => found.get(id) ?? null);
    },

    async list(owner, { first, after }) {
      try {
        const page = await rulings.list(owner, { first: pageSize(first), after: after ?? null });
        return pageOf(page.rulings, rulingCursor, { hasNextPage: page.hasNextPage, hasPreviousPage: Boolean(after) });
      } catch (error) {
        if (error instanceof InvalidRulingCursorError) throw new InvalidCursor(error.message);
        throw error;
      }
    },

    async delete(owner, id) {
      if (id === null || !(await rulings.delete(owner, id))) throw new NotFound('ruling');
    },
  };
}
