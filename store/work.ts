// The background work of rulings (shared/spec/API.md, "Rulings and batches"): messages that
// fan out through a queue (SQS in AWS, in-process locally) to the worker. Each message is
// small and names its work exactly, so a retried message redoes the same work and the
// store's idempotent writes keep the results and counts exact.

import * as z from 'zod';

const Id = z.string().min(1).max(200);

export const WorkMessage = z.discriminatedUnion('kind', [
  /** Evaluate some scenarios of a batch. */
  z.strictObject({ kind: z.literal('batch'), batchId: Id, indexes: z.array(z.int().min(0).max(10_000)).min(1).max(200) }),
  /** Re-evaluate one page of stored rulings for a nightly run. */
  z.strictObject({
    kind: z.literal('nightly'),
    run: Id,
    page: z.int().min(0),
    rulings: z.array(z.strictObject({ owner: Id, id: Id })).max(200),
  }),
]);
export type WorkMessage = z.infer<typeof WorkMessage>;

/** Where work is sent: SQS in AWS, the same process locally. */
export interface WorkQueue {
  send(messages: WorkMessage[]): Promise<void>;
}
