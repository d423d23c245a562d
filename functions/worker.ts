// The worker function: takes work messages from the SQS queue (store/work.ts) and does them
// (app/work.ts), one message after another. A message that fails is reported as a partial
// batch failure, so only it is retried; after three receives it goes to the dead-letter queue.
// It watches its remaining time: with less than its margin left (WORK_TIME_MARGIN_MS) it starts
// no new scenario or ruling and reports every message it has not finished as a failure, so SQS
// delivers them again and the redelivery skips what was done; the invocation never times out
// with a batch half done. It counts what it did (functions/metrics.ts). Its configuration,
// logger, metrics and stores come from functions/lambda.ts.

import { BatchProcessor, EventType, FullBatchFailureError, processPartialResponse } from '@aws-lambda-powertools/batch';
import { MetricUnit } from '@aws-lambda-powertools/metrics';
import type { Context, SQSEvent, SQSRecord } from 'aws-lambda';
import { processMessage } from '../app';
import { WorkMessage } from '../store/work';
import { lambdaRuntime } from './lambda';
import { WORK_METRICS } from './metrics';

const { logger, metrics, stores, config } = lambdaRuntime({ queue: false });
const processor = new BatchProcessor(EventType.SQS);

/** A message the worker stopped before it was done, for lack of time: SQS delivers it again. */
class Unfinished extends Error {
  override name = 'Unfinished';
}

async function handleRecord(record: SQSRecord, outOfTime: () => boolean): Promise<void> {
  let body: unknown;
  try {
    body = JSON.parse(record.body);
  } catch {
    body = undefined;
  }
  const parsed = WorkMessage.safeParse(body);
  if (!parsed.success) {
    // Retrying cannot fix a malformed message: say so and let it go.
    logger.error('malformed work message', { messageId: record.messageId, issues: parsed.error.issues.slice(0, 3) });
    return;
  }
  const message = parsed.data;
  const done = await processMessage(message, stores, { outOfTime });
  if (message.kind === 'batch') metrics.addMetric(WORK_METRICS.scenariosEvaluated, MetricUnit.Count, done.evaluated);
  else {
    metrics.addMetric(WORK_METRICS.rulingsChecked, MetricUnit.Count, done.evaluated);
    metrics.addMetric(WORK_METRICS.rulingsChanged, MetricUnit.Count, done.changed);
  }
  const what = message.kind === 'batch' ? { batchId: message.batchId, scenarios: message.indexes.length } : { run: message.run, page: message.page, rulings: message.rulings.length };
  if (!done.finished) {
    metrics.addMetric(WORK_METRICS.messagesUnfinished, MetricUnit.Count, 1);
    logger.warn('work unfinished: out of time, handed back to the queue', { messageId: record.messageId, kind: message.kind, ...what, evaluated: done.evaluated });
    throw new Unfinished(`message ${record.messageId}: out of time`);
  }
  logger.info('work done', { messageId: record.messageId, kind: message.kind, ...what, evaluated: done.evaluated });
}

export async function handler(event: SQSEvent, context: Context) {
  const outOfTime = () => context.getRemainingTimeInMillis() < config.workTimeMarginMs;
  try {
    // One message after another, so that the messages left when time runs out are untouched.
    return await processPartialResponse(event, (record: SQSRecord) => handleRecord(record, outOfTime), processor, { context, processInParallel: false });
  } catch (error) {
    // Every message failed: an error of the function (alarmed), unless all of them were only
    // unfinished, which is reported like any partial batch.
    if (error instanceof FullBatchFailureError && error.recordErrors.every((recordError) => recordError instanceof Unfinished)) {
      return { batchItemFailures: event.Records.map((record) => ({ itemIdentifier: record.messageId })) };
    }
    throw error;
  } finally {
    metrics.publishStoredMetrics();
  }
}
