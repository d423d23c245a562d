// The worker function: takes work messages from the SQS queue (store/work.ts) and does them
// (app/work.ts). A message that fails is reported as a partial batch failure, so only it is
// retried; after three receives it goes to the dead-letter queue. Its configuration, logger
// and stores come from functions/lambda.ts.

import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { Context, SQSEvent, SQSRecord } from 'aws-lambda';
import { processMessage } from '../app';
import { WorkMessage } from '../store/work';
import { lambdaRuntime } from './lambda';

const { logger, stores } = lambdaRuntime({ queue: false });
const processor = new BatchProcessor(EventType.SQS);

async function handleRecord(record: SQSRecord): Promise<void> {
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
  await processMessage(message, stores);
  logger.info('work done', {
    messageId: record.messageId,
    kind: message.kind,
    ...(message.kind === 'batch' ? { batchId: message.batchId, scenarios: message.indexes.length } : { run: message.run, page: message.page, rulings: message.rulings.length }),
  });
}

export const handler = (event: SQSEvent, context: Context) => processPartialResponse(event, handleRecord, processor, { context });
