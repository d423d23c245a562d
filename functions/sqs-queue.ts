// The work queue in AWS: an SQS queue (WORK_QUEUE_URL), sent to in batches of ten messages.

import { SendMessageBatchCommand, type SQSClient } from '@aws-sdk/client-sqs';
import type { WorkMessage, WorkQueue } from '../store/work';

export function sqsQueue(client: SQSClient, queueUrl: string): WorkQueue {
  return {
    async send(messages: WorkMessage[]) {
      for (let start = 0; start < messages.length; start += 10) {
        let entries = messages.slice(start, start + 10).map((message, i) => ({ Id: String(start + i), MessageBody: JSON.stringify(message) }));
        for (let attempt = 0; entries.length > 0; attempt += 1) {
          const { Failed } = await client.send(new SendMessageBatchCommand({ QueueUrl: queueUrl, Entries: entries }));
          const failed = new Set((Failed ?? []).map((entry) => entry.Id));
          entries = entries.filter((entry) => failed.has(entry.Id));
          if (entries.length > 0 && attempt >= 4) throw new Error(`SQS refused ${entries.length} messages: ${(Failed ?? []).map((f) => f.Message).join('; ')}`);
          if (entries.length > 0) await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** attempt));
        }
      }
    },
  };
}
