// The background work of rulings: an SQS work queue (with a dead-letter queue) drained by the
// worker function (functions/worker.ts), the nightly function (functions/nightly.ts) that an
// EventBridge Scheduler schedule runs every night at 03:00 UTC to hand every stored ruling out
// to the worker, and CloudWatch alarms on the dead-letter queues and on the functions' errors
// and throttles. A night that fails for good is never dropped: the schedule's dead letters and
// the nightly function's failed asynchronous invocations (its on-failure destination) both go
// to the nightly failure queue. The GraphQL function also sends to the queue
// (submitRulingBatch); the stack wires that up and adds the API's alarms (addAlarm).

import { Duration, TimeZone, Validations } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, Stats, TreatMissingData, type IMetric } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement, type IRole } from 'aws-cdk-lib/aws-iam';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import { ContextAttribute, Schedule, ScheduleExpression, ScheduleTargetInput } from 'aws-cdk-lib/aws-scheduler';
import { LambdaInvoke } from 'aws-cdk-lib/aws-scheduler-targets';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { FunctionWithLogGroup, grantTableData } from './function';

/** The worker's timeout; the queue's visibility timeout is six times this (AWS's advice for Lambda). */
const WORKER_TIMEOUT = Duration.seconds(60);
/** Messages per worker invocation, and how many worker invocations the queue drives at once. */
const WORKER_BATCH_SIZE = 10;
const WORKER_MAX_CONCURRENCY = 5;
/** The worker stops taking new work when less than this is left of its timeout (functions/worker.ts). */
export const WORKER_TIME_MARGIN = Duration.seconds(10);
/** A message that fails this many receives goes to the dead-letter queue. */
const MAX_RECEIVE_COUNT = 3;
/** How long SQS keeps work messages (the default, said), and dead letters (the most it allows). */
const WORK_RETENTION = Duration.days(4);
const DEAD_LETTER_RETENTION = Duration.days(14);
/** A dead letter older than this raises an alarm: someone must look before retention drops it. */
const DEAD_LETTER_MAX_AGE = Duration.days(2);
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
  /** Nights that failed for good: the schedule's dead letters and the nightly function's failed invocations. */
  readonly nightlyFailureQueue: Queue;
  readonly workerFunction: FunctionWithLogGroup;
  readonly nightlyFunction: FunctionWithLogGroup;
  readonly schedule: Schedule;
  /** Where every alarm of the stack sends its ALARM notifications. */
  readonly alarmTopic: Topic;
  readonly alarms: Alarm[] = [];

  constructor(scope: Construct, id: string, props: RulingsWorkProps) {
    super(scope, id);
    const { table } = props;

    const deadLetters = (queueId: string) => {
      const queue = new Queue(this, queueId, { encryption: QueueEncryption.SQS_MANAGED, enforceSSL: true, retentionPeriod: DEAD_LETTER_RETENTION });
      Validations.of(queue).acknowledge(
        { id: 'Serverless::Serverless-SQSRedrivePolicy', reason: 'A dead-letter queue itself: its messages wait for a person, with an alarm.' },
        { id: 'AwsSolutions::AwsSolutions-SQS3', reason: 'A dead-letter queue itself: its messages wait for a person, with an alarm.' },
      );
      return queue;
    };
    this.deadLetterQueue = deadLetters('DeadLetterQueue');
    this.nightlyFailureQueue = deadLetters('NightlyFailureQueue');
    this.queue = new Queue(this, 'WorkQueue', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: WORK_RETENTION,
      visibilityTimeout: Duration.seconds(6 * WORKER_TIMEOUT.toSeconds()),
      deadLetterQueue: { queue: this.deadLetterQueue, maxReceiveCount: MAX_RECEIVE_COUNT },
    });

    // The worker: batches of messages; a failed message is reported back on its own
    // (Powertools' processPartialResponse), so only it becomes visible again. It stops taking
    // work WORKER_TIME_MARGIN before its timeout and reports what it did not finish.
    this.workerFunction = new FunctionWithLogGroup(this, 'WorkerFunction', {
      entry: props.workerEntry ?? 'functions/worker.ts',
      handler: 'handler',
      description: 'Rulings worker: batch scenarios and nightly pages from the work queue',
      timeout: WORKER_TIMEOUT,
      environment: {
        TABLE_NAME: table.tableName,
        POWERTOOLS_SERVICE_NAME: 'rules-api',
        WORK_TIME_MARGIN_MS: String(WORKER_TIME_MARGIN.toMilliseconds()),
      },
    });
    grantTableData(table, this.workerFunction);
    Validations.of(this.workerFunction).acknowledge(
      { id: 'Serverless::Serverless-LambdaDLQ', reason: 'Driven by the work queue, whose redrive policy is the dead-letter queue.' },
      { id: 'Serverless::Serverless-LambdaEventSourceMappingDestination', reason: 'SQS event sources take no on-failure destination: the queue redrives to the dead-letter queue.' },
    );
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
      // The schedule invokes it asynchronously: Lambda retries a failed run (startNightly is
      // idempotent), then sends the invocation record to the nightly failure queue.
      retryAttempts: 2,
      onFailure: new SqsDestination(this.nightlyFailureQueue),
      environment: {
        TABLE_NAME: table.tableName,
        WORK_QUEUE_URL: this.queue.queueUrl,
        POWERTOOLS_SERVICE_NAME: 'rules-api',
      },
    });
    grantTableData(table, this.nightlyFunction);
    this.queue.grantSendMessages(this.nightlyFunction);
    Validations.of(this.nightlyFunction).acknowledge({
      id: 'Serverless::Serverless-LambdaDLQ',
      reason: 'Its failed invocations go to the on-failure destination (the nightly failure queue), which records more than a DLQ.',
    });

    // The schedule passes its scheduled time, so a retried invocation is still that night's run;
    // an invocation it cannot make goes to the nightly failure queue.
    this.schedule = new Schedule(this, 'NightlySchedule', {
      description: 'Re-evaluate every stored ruling (nightly drift report)',
      schedule: ScheduleExpression.cron({ ...NIGHTLY_SCHEDULE, timeZone: TimeZone.ETC_UTC }),
      target: new InvokeUnqualified(this.nightlyFunction, {
        input: ScheduleTargetInput.fromObject({ scheduledTime: ContextAttribute.scheduledTime }),
        retryAttempts: 3,
        maxEventAge: Duration.hours(2),
        deadLetterQueue: this.nightlyFailureQueue,
      }),
    });

    // Alarms: anything in the dead-letter queue, and any error of the three functions.
    this.alarmTopic = new Topic(this, 'AlarmTopic', { displayName: 'MTG rules API alarms', enforceSSL: true });
    if (props.alarmEmail) this.alarmTopic.addSubscription(new EmailSubscription(props.alarmEmail));

    const fiveMinutes = (statistic: string) => ({ period: Duration.minutes(5), statistic });
    this.addAlarm(
      'DeadLetterQueueAlarm',
      'Work messages failed three times and wait in the dead-letter queue',
      this.deadLetterQueue.metricApproximateNumberOfMessagesVisible(fiveMinutes(Stats.MAXIMUM)),
    );
    this.addAlarm(
      'NightlyFailureQueueAlarm',
      'A nightly run failed for good and waits in the nightly failure queue',
      this.nightlyFailureQueue.metricApproximateNumberOfMessagesVisible(fiveMinutes(Stats.MAXIMUM)),
    );
    for (const [id, queue] of [
      ['DeadLetterAgeAlarm', this.deadLetterQueue],
      ['NightlyFailureAgeAlarm', this.nightlyFailureQueue],
    ] as const) {
      this.addAlarm(
        id,
        `A dead letter has waited ${DEAD_LETTER_MAX_AGE.toHumanString()} (they are kept ${DEAD_LETTER_RETENTION.toHumanString()})`,
        queue.metricApproximateAgeOfOldestMessage(fiveMinutes(Stats.MAXIMUM)),
        {
          threshold: DEAD_LETTER_MAX_AGE.toSeconds(),
        },
      );
    }
    this.addFunctionAlarms('Worker', this.workerFunction, 'the rulings worker');
    this.addFunctionAlarms('Nightly', this.nightlyFunction, 'the nightly drift run');
  }

  /** Alarms on a function's errors and throttles (any in 5 minutes), on the same topic. */
  addFunctionAlarms(idPrefix: string, fn: IFunction, name: string): void {
    this.addAlarm(`${idPrefix}ErrorsAlarm`, `${name[0]!.toUpperCase()}${name.slice(1)} failed`, fn.metricErrors({ period: Duration.minutes(5), statistic: Stats.SUM }));
    this.addAlarm(`${idPrefix}ThrottlesAlarm`, `Invocations of ${name} were throttled`, fn.metricThrottles({ period: Duration.minutes(5), statistic: Stats.SUM }));
  }

  /** By default metric >= 1 in one period; no data (an idle function or queue) is not an alarm. */
  addAlarm(id: string, description: string, metric: IMetric, options: { threshold?: number; evaluationPeriods?: number } = {}): Alarm {
    const alarm = new Alarm(this, id, {
      alarmDescription: description,
      metric,
      threshold: options.threshold ?? 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      evaluationPeriods: options.evaluationPeriods ?? 1,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    alarm.addAlarmAction(new SnsAction(this.alarmTopic));
    this.alarms.push(alarm);
    return alarm;
  }
}

/**
 * The schedule's Lambda target, allowed to invoke the function itself only: LambdaInvoke's
 * grantInvoke would also allow every version and alias (`<arn>:*`), which the schedule never calls.
 */
class InvokeUnqualified extends LambdaInvoke {
  constructor(
    private readonly fn: IFunction,
    props: ConstructorParameters<typeof LambdaInvoke>[1],
  ) {
    super(fn, props);
  }

  protected override addTargetActionToRole(role: IRole): void {
    role.addToPrincipalPolicy(new PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: [this.fn.functionArn] }));
  }
}
