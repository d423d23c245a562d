// The nightly function, run by an EventBridge Scheduler schedule: hands every stored ruling
// out to the worker through the queue, a page per message, for the night's drift report.
// The schedule passes its scheduled time, so a retried invocation is the same night's run.
// Its configuration, logger, stores and queue come from functions/lambda.ts.

import { startNightly } from '../app';
import { lambdaRuntime } from './lambda';

const { logger, stores, queue } = lambdaRuntime({ queue: true });

export async function handler(event: { scheduledTime?: string } | undefined): Promise<{ run: string; started: boolean; pages: number; rulings: number }> {
  const scheduled = event?.scheduledTime ? new Date(event.scheduledTime) : new Date();
  const at = Number.isNaN(scheduled.getTime()) ? new Date() : scheduled;
  const outcome = await startNightly({ stores, queue, at });
  logger.info('nightly run', { run: outcome.report.id, started: outcome.started, pages: outcome.pages, rulings: outcome.rulings, engineVersion: outcome.report.engineVersion });
  return { run: outcome.report.id, started: outcome.started, pages: outcome.pages, rulings: outcome.rulings };
}
