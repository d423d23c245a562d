// Drift reports of the nightly job (shared/spec/API.md, "Rulings and batches"): one a night,
// listed newest first, each naming the rulings whose result no longer matches the expected
// one; a caller sees only its own rulings among them, and not the ones deleted since.

import { driftCursor, InvalidDriftCursorError, type DriftRepository, type StoredDrift, type StoredDriftReport } from '../store/drift';
import type { RulingRepository, StoredRuling } from '../store/rulings';
import { InvalidCursor } from './errors';
import { pageOf, pageSize, type Page } from './pages';

/** A ruling whose result changed, with what was expected and what the engine gives now. */
export interface DriftChange {
  ruling: StoredRuling;
  drift: StoredDrift;
}

export interface DriftReports {
  get(id: string): Promise<StoredDriftReport | null>;
  /** Each id's report in the ids' order, null for none: one batch read, not one read each. */
  getMany(ids: string[]): Promise<(StoredDriftReport | null)[]>;
  /** Every report, newest first. Throws InvalidCursor. */
  list(page: { first?: number | null; after?: string | null }): Promise<Page<StoredDriftReport>>;
  /** The owner's rulings the report found changed, as they are now. */
  changes(owner: string, report: StoredDriftReport): Promise<DriftChange[]>;
}

export function createDriftReports(deps: { drift: DriftRepository; rulings: RulingRepository }): DriftReports {
  const { drift, rulings } = deps;
  return {
    get: (id) => drift.get(id),

    async getMany(ids) {
      const found = await drift.getMany(ids);
      return ids.map((id) => found.get(id) ?? null);
    },

    async list({ first, after }) {
      try {
        const page = await drift.list({ first: pageSize(first), after: after ?? null });
        return pageOf(page.reports, driftCursor, { hasNextPage: page.hasNextPage, hasPreviousPage: Boolean(after) });
      } catch (error) {
        if (error instanceof InvalidDriftCursorError) throw new InvalidCursor(error.message);
        throw error;
      }
    },

    async changes(owner, report) {
      const drifts = await drift.changes(report.id, owner);
      // The rulings as they are now, in one batch read rather than one read each; a deleted one is left out.
      const now = await rulings.getMany(
        owner,
        drifts.map((change) => change.rulingId),
      );
      return drifts.flatMap((change) => {
        const ruling = now.get(change.rulingId);
        return ruling ? [{ drift: change, ruling }] : [];
      });
    },
  };
}
