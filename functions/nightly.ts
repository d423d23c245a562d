// The nightly function, run by an EventBridge Scheduler schedule: hands every stored ruling
// out to the worker through the queue, a page per message, for the night's drift report.
// The schedule passes its scheduled time, so a retried invocation is the same night's run.

import { Logger } from '@aws-lambda-powertools/logger';
import { SQSClient } from '@aws-sdk/client-sqs';
import { startNightly } from '../app';
import { createDocumentClient } from '../store/client';
import { createStores } from '../store/stores';
import { sqsQueue } from './sqs-queue';

const logger = new Logger({ serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'rules-api' });
const tableName = process.env.TABLE_NAME;
const queueUrl = process.env.WORK_QUEUE_URL;
if (!tableName || !queueUrl) throw new Error('TABLE_NAME and WORK_QUEUE_URL must be set');
const stores = createStores({ client: createDocumentClient(process.env.DYNAMODB_ENDPOINT ? { endpoint: process.env.DYNAMODB_ENDPOINT } : {}), tableName });
const queue = sqsQueue(new SQSClient({}), queueUrl);

export async function handler(event: { scheduledTime?: string } | undefined): Promise<{ run: string; started: boolean; pages: number; rulings: number }> {
  const scheduled = event?.scheduledTime ? new Date(event.scheduledTime) : new Date();
  const at = Number.isNaN(scheduled.getTime()) ? new Date() : scheduled;
  const outcome = await startNightly({ stores, queue, at });
  logger.info('nightly run', { run: outcome.report.id, started: outcome.started, pages: outcome.pages, rulings: outcome.rulings, engineVersion: outcome.report.engineVersion });
  return { run: outcome.report.id, started: outcome.started, pages: outcome.pages, rulings: outcome.rulings };
}
