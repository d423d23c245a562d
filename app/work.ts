// The work behind rulings, shared by the AWS worker and nightly functions, the local server
// and `npm run rulings:nightly`: evaluating a ruling against its expected result, a batch's
// scenarios, re-evaluating a page of stored rulings (drift), handing a night's rulings out
// page by page, and the night's job done in one process. The writes are idempotent
// (store/batches.ts, store/drift.ts), so a retried message or a second run the same night
// duplicates nothing; and a retried message evaluates nothing twice: a scenario whose result
// is stored and a ruling already evaluated in this run are taken as done. A worker short of
// time stops between two evaluations (`outOfTime`) and leaves the rest to the retry.

import { compareResults, ResultDocument } from '../rules';
import { engineVersion } from './engine-version';
import type { ScenarioResult } from '../rules';
import type { BatchRepository } from '../store/batches';
import type { DriftRepository, StoredDriftReport } from '../store/drift';
import { RULING_SHARDS, type RulingRepository } from '../store/rulings';
import type { WorkMessage, WorkQueue } from '../store/work';
import { runWithCards } from './cards';

export interface WorkStores {
  rulings: RulingRepository;
  batches: BatchRepository;
  drift: DriftRepository;
}

/** How many scenarios of a batch one message carries, and how many rulings a nightly page holds. */
export const BATCH_MESSAGE_SIZE = 10;
const NIGHTLY_PAGE_SIZE = 50;

/** A ruling's evaluation now: the result, and whether it matches the expected one (answers, error code, board). */
export function evaluateRuling(scenario: unknown, expected: unknown, at: Date, run?: string) {
  const result = runWithCards(scenario);
  // A stored expected result that is not a result document matches nothing.
  const document = ResultDocument.safeParse(expected);
  const matches = document.success && compareResults(document.data, result) === null;
  return { result, evaluation: { at: at.toISOString(), engineVersion: engineVersion(), matches, result, ...(run ? { run } : {}) } };
}

/** What a message's work came to: scenarios and rulings evaluated here, how many rulings changed, and whether all of it is done. */
export interface WorkDone {
  evaluated: number;
  changed: number;
  /** False when `outOfTime` stopped it: the message must be done again, and its retry skips what is done. */
  finished: boolean;
}

export interface WorkOptions {
  /** The time an evaluation is recorded at. */
  now?: () => Date;
  /** Asked before each scenario or ruling is evaluated: true stops the work there, unfinished. */
  outOfTime?: () => boolean;
}

/** Does the work a message names. Throws when the store fails; the message is then retried. */
export async function processMessage(message: WorkMessage, stores: WorkStores, options: WorkOptions = {}): Promise<WorkDone> {
  const now = options.now ?? (() => new Date());
  const outOfTime = options.outOfTime ?? (() => false);
  let evaluated = 0;
  if (message.kind === 'batch') {
    for (const index of message.indexes) {
      if (outOfTime()) return { evaluated, changed: 0, finished: false };
      const item = await stores.batches.item(message.batchId, index);
      if (!item) continue; // the batch expired
      if (item.done) {
        // Evaluated before (this message, retried): counted again, which counts it once.
        await stores.batches.complete(message.batchId, { index, ...item.done });
        continue;
      }
      const result: ScenarioResult = runWithCards(item.scenario);
      await stores.batches.complete(message.batchId, { index, ok: result.ok, result });
      evaluated += 1;
    }
    return { evaluated, changed: 0, finished: true };
  }
  let checked = 0;
  let changed = 0;
  for (const key of message.rulings) {
    if (outOfTime()) return { evaluated, changed, finished: false };
    const ruling = await stores.rulings.get(key.owner, key.id);
    if (!ruling) continue; // deleted since the page was handed out
    checked += 1;
    // Evaluated in this run already (this page, retried): its change, if any, was recorded first.
    if (ruling.lastEvaluation?.run === message.run) continue;
    const { result, evaluation } = evaluateRuling(ruling.scenario, ruling.expected, now(), message.run);
    if (!evaluation.matches) {
      await stores.drift.recordChange(message.run, { rulingId: ruling.id, owner: ruling.owner, expected: ruling.expected, actual: result });
      changed += 1;
    }
    await stores.rulings.recordEvaluation(ruling.owner, ruling.id, evaluation);
    evaluated += 1;
  }
  await stores.drift.countPage(message.run, message.page, checked);
  return { evaluated, changed, finished: true };
}

/** The messages that evaluate these scenarios of a batch. */
export function batchMessages(batchId: string, indexes: number[]): WorkMessage[] {
  const messages: WorkMessage[] = [];
  for (let start = 0; start < indexes.length; start += BATCH_MESSAGE_SIZE) messages.push({ kind: 'batch', batchId, indexes: indexes.slice(start, start + BATCH_MESSAGE_SIZE) });
  return messages;
}

/**
 * Queues again every scenario of every batch not yet DONE: what the local server does as it
 * starts, since its queue lived in the memory of a process that may have died with work in it.
 * A scenario with its result stored is counted once and not evaluated again (processMessage).
 */
export async function resumeBatches(stores: WorkStores, queue: WorkQueue): Promise<number> {
  const unfinished = await stores.batches.unfinished();
  for (const batch of unfinished) {
    await queue.send(
      batchMessages(
        batch.id,
        Array.from({ length: batch.total }, (_, index) => index),
      ),
    );
  }
  return unfinished.length;
}

/** The night's run: one per UTC date, so a second run the same night is the same run. */
const nightlyRunOf = (at: Date) => `nightly-${at.toISOString().slice(0, 10)}`;

export interface NightlyStart {
  report: StoredDriftReport;
  /** False when the run had already handed its pages out: nothing was sent again. */
  started: boolean;
  pages: number;
  rulings: number;
}

/**
 * Hands every stored ruling out for re-evaluation, a page at a time: each shard of the
 * nightly index is read with Query and pagination (never a Scan), each page becomes one
 * message. A run that already handed its pages out does nothing again.
 */
export async function startNightly(options: {
  stores: WorkStores;
  queue: WorkQueue;
  at: Date;
  run?: string;
  pageSize?: number;
  onPage?: (pages: number, rulings: number) => void;
}): Promise<NightlyStart> {
  const { stores, queue, at } = options;
  const run = options.run ?? nightlyRunOf(at);
  const pageSize = options.pageSize ?? NIGHTLY_PAGE_SIZE;
  const { report } = await stores.drift.start({ run, at: at.toISOString(), engineVersion: engineVersion() });
  if (report.pages !== null) return { report, started: false, pages: report.pages, rulings: report.checked };
  // A run that crashed while handing out resumes where it stopped: the pages already sent keep
  // their numbers and contents, so their (possibly repeated) messages are counted once.
  let { pages, rulings, shard, after } = report.resume ?? { pages: 0, rulings: 0, shard: 0, after: null };
  for (; shard < RULING_SHARDS; shard += 1, after = null) {
    do {
      const page: Awaited<ReturnType<RulingRepository['listShard']>> = await stores.rulings.listShard(shard, { first: pageSize, after });
      if (page.rulings.length > 0) {
        await queue.send([{ kind: 'nightly', run, page: pages, rulings: page.rulings }]);
        pages += 1;
        rulings += page.rulings.length;
        options.onPage?.(pages, rulings);
      }
      after = page.next;
      await stores.drift.checkpoint(run, after === null ? { pages, rulings, shard: shard + 1, after: null } : { pages, rulings, shard, after });
    } while (after !== null);
  }
  await stores.drift.setPages(run, pages);
  return { report: (await stores.drift.get(run))!, started: true, pages, rulings };
}

/**
 * The queue of the local server and of tests: the same process does the work, in the
 * background, one message after another. `drain` waits until it is all done.
 */
export function inProcessQueue(
  stores: WorkStores,
  options: { onError?: (error: unknown, message: WorkMessage) => void; retries?: number } = {},
): WorkQueue & { drain(): Promise<void> } {
  let tail: Promise<void> = Promise.resolve();
  const retries = options.retries ?? 2;
  const attempt = async (message: WorkMessage) => {
    for (let tried = 0; ; tried += 1) {
      try {
        await processMessage(message, stores);
        return;
      } catch (error) {
        if (tried >= retries) {
          options.onError?.(error, message);
          return;
        }
      }
    }
  };
  return {
    async send(messages) {
      for (const message of messages) tail = tail.then(() => attempt(message));
    },
    async drain() {
      let seen: Promise<void>;
      do {
        seen = tail;
        await seen;
      } while (seen !== tail);
    },
  };
}

export interface NightlySummary {
  run: string;
  engineVersion: string;
  started: boolean;
  checked: number;
  changed: number;
  pages: number;
}

/** Runs the night's job with the work done here, page by page as it is handed out (`npm run rulings:nightly`). */
export async function runNightlyHere(stores: WorkStores, at: Date, onProgress?: (checked: number, total: number) => void): Promise<NightlySummary> {
  const total = await stores.rulings.count();
  let checked = 0;
  let changed = 0;
  const queue = {
    async send(messages: WorkMessage[]) {
      for (const message of messages) {
        const done = await processMessage(message, stores);
        checked += done.evaluated;
        changed += done.changed;
        onProgress?.(checked, Math.max(total, checked));
      }
    },
  };
  const outcome = await startNightly({ stores, queue, at });
  const report = outcome.report;
  if (!outcome.started) {
    const already = (await stores.drift.get(report.id)) ?? report;
    return { run: report.id, engineVersion: report.engineVersion, started: false, checked: already.checked, changed: 0, pages: already.pages ?? 0 };
  }
  return { run: report.id, engineVersion: report.engineVersion, started: true, checked, changed, pages: outcome.pages };
}
