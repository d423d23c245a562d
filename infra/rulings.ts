// The background work of rulings: an SQS work queue (with a dead-letter queue) drained by the
// worker function (functions/worker.ts), the nightly function (functions/nightly.ts) that an
// EventBridge Scheduler schedule runs every night at 03:00 UTC to hand every stored ruling out
// to the worker, and CloudWatch alarms on the dead-letter queue and on the functions' errors.
// The GraphQL function also sends to the queue (submitRulingBatch); the stack wires that up.

import { Duration, TimeZone } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, Stats, TreatMissingData, type IMetric } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import { ContextAttribute, Schedule, ScheduleExpression, ScheduleTargetInput } from 'aws-cdk-lib/aws-scheduler';
import { LambdaInvoke } from 'aws-cdk-lib/aws-scheduler-targets';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { FunctionWithLogGroup } from './function';

/** The worker's timeout; the queue's visibility timeout is six times this (AWS's advice for Lambda). */
const WORKER_TIMEOUT = Duration.seconds(60);
/** Messages per worker invocation, and how many worker invocations the queue drives at once. */
const WORKER_BATCH_SIZE = 10;
const WORKER_MAX_CONCURRENCY = 5;
/** A message that fails this many receives goes to the dead-letter queue. */
const MAX_RECEIVE_COUNT = 3;
/** Every night at 03:00 UTC. */
const NIGHTLY_SCHEDULE = { minute: '0', hour: '3' } as const;

export interface RulingsWorkProps {
  /** The single table: the worker and the nightly function read and write it. */
  readonly table: ITableV2;
  /** Override the entries (repo-relative or absolute); default functions/worker.ts and functions/nightly.ts. */
  readonly workerEntry?: string;
  readonly nightlyEntry?: string;
  /** Subscribe this address to the alarm topic (it must confirm the subscription by email). */
  readonly alarmEmail?: string;
}

export class RulingsWork extends Construct {
  readonly queue: Queue;
  readonly deadLetterQueue: Queue;
  readonly workerFunction: FunctionWithLogGroup;
  readonly nightlyFunction: FunctionWithLogGroup;
  readonly schedule: Schedule;
  /** Where every alarm of the stack sends its ALARM notifications. */
  readonly alarmTopic: Topic;
  readonly alarms: Alarm[] = [];

  constructor(scope: Construct, id: string, props: RulingsWorkProps) {
    super(scope, id);
    const { table } = props;

    this.deadLetterQueue = new Queue(this, 'DeadLetterQueue', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    this.queue = new Queue(this, 'WorkQueue', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      visibilityTimeout: Duration.seconds(6 * WORKER_TIMEOUT.toSeconds()),
      deadLetterQueue: { queue: this.deadLetterQueue, maxReceiveCount: MAX_RECEIVE_COUNT },
    });

    // The worker: batches of messages; a failed message is reported back on its own
    // (Powertools' processPartialResponse), so only it becomes visible again.
    this.workerFunction = new FunctionWithLogGroup(this, 'WorkerFunction', {
      entry: props.workerEntry ?? 'functions/worker.ts',
      handler: 'handler',
      description: 'Rulings worker: batch scenarios and nightly pages from the work queue',
      timeout: WORKER_TIMEOUT,
      environment: {
        TABLE_NAME: table.tableName,
        POWERTOOLS_SERVICE_NAME: 'rules-api',
      },
    });
    table.grantReadWriteData(this.workerFunction);
    this.workerFunction.addEventSource(
      new SqsEventSource(this.queue, {
        batchSize: WORKER_BATCH_SIZE,
        maxConcurrency: WORKER_MAX_CONCURRENCY,
        reportBatchItemFailures: true,
      }),
    );

    // The nightly function: pages through the stored rulings and sends a message per page.
    this.nightlyFunction = new FunctionWithLogGroup(this, 'NightlyFunction', {
      entry: props.nightlyEntry ?? 'functions/nightly.ts',
      handler: 'handler',
      description: 'Nightly drift run: hands every stored ruling out to the worker',
      timeout: Duration.minutes(15),
      // The schedule invokes it asynchronously: Lambda retries a failed run (startNightly is idempotent).
      retryAttempts: 2,
      environment: {
        TABLE_NAME: table.tableName,
        WORK_QUEUE_URL: this.queue.queueUrl,
        POWERTOOLS_SERVICE_NAME: 'rules-api',
      },
    });
    table.grantReadWriteData(this.nightlyFunction);
    this.queue.grantSendMessages(this.nightlyFunction);

    // The schedule passes its scheduled time, so a retried invocation is still that night's run.
    this.schedule = new Schedule(this, 'NightlySchedule', {
      description: 'Re-evaluate every stored ruling (nightly drift report)',
      schedule: ScheduleExpression.cron({ ...NIGHTLY_SCHEDULE, timeZone: TimeZone.ETC_UTC }),
      target: new LambdaInvoke(this.nightlyFunction, {
        input: ScheduleTargetInput.fromObject({ scheduledTime: ContextAttribute.scheduledTime }),
        retryAttempts: 3,
        maxEventAge: Duration.hours(2),
      }),
    });

    // Alarms: anything in the dead-letter queue, and any error of the three functions.
    this.alarmTopic = new Topic(this, 'AlarmTopic', { displayName: 'MTG rules API alarms', enforceSSL: true });
    if (props.alarmEmail) this.alarmTopic.addSubscription(new EmailSubscription(props.alarmEmail));

    this.addAlarm(
      'DeadLetterQueueAlarm',
      'Work messages failed three times and wait in the dead-letter queue',
      this.deadLetterQueue.metricApproximateNumberOfMessagesVisible({
        period: Duration.minutes(5),
        statistic: Stats.MAXIMUM,
      }),
    );
    this.addAlarm('WorkerErrorsAlarm', 'The rulings worker failed', this.workerFunction.metricErrors({ period: Duration.minutes(5), statistic: Stats.SUM }));
    this.addAlarm('NightlyErrorsAlarm', 'The nightly drift run failed', this.nightlyFunction.metricErrors({ period: Duration.minutes(5), statistic: Stats.SUM }));
  }

  /** An errors alarm for another function (the GraphQL function), on the same topic. */
  addFunctionErrorsAlarm(id: string, fn: IFunction, description: string): Alarm {
    return this.addAlarm(id, description, fn.metricErrors({ period: Duration.minutes(5), statistic: Stats.SUM }));
  }

  /** metric >= 1 in one 5-minute period; no data (an idle function or queue) is not an alarm. */
  private addAlarm(id: string, description: string, metric: IMetric): Alarm {
    const alarm = new Alarm(this, id, {
      alarmDescription: description,
      metric,
      threshold: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    alarm.addAlarmAction(new SnsAction(this.alarmTopic));
    this.alarms.push(alarm);
    return alarm;
  }
}
