// The background work of rulings in the template (infra/rulings.ts): the SQS work queue and its
// dead-letter queue, the worker behind an SQS event source with partial batch failures, the
// nightly function and its EventBridge Scheduler schedule, who may do what, and the alarms.

import { Match, type Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { functionLogicalIds, logicalIdOf, synth } from './synth';

type Statement = { Effect: string; Action: string | string[]; Resource: unknown };

describe('rulings work', () => {
  let template: Template;
  let resources: Record<string, { Type: string; Properties: Record<string, any> }>;
  let fns: ReturnType<typeof functionLogicalIds>;
  let queue: string;
  let dlq: string;
  let table: string;
  let topic: string;

  beforeAll(() => {
    template = synth();
    resources = template.toJSON().Resources;
    fns = functionLogicalIds(template);
    queue = logicalIdOf(template, 'AWS::SQS::Queue', 'RulingsWorkQueue');
    dlq = logicalIdOf(template, 'AWS::SQS::Queue', 'RulingsDeadLetterQueue');
    table = logicalIdOf(template, 'AWS::DynamoDB::GlobalTable', 'Table');
    topic = logicalIdOf(template, 'AWS::SNS::Topic', 'RulingsAlarmTopic');
  });

  const arnOf = (logicalId: string) => ({ 'Fn::GetAtt': [logicalId, 'Arn'] });
  const roleOf = (fn: string) => resources[fn]!.Properties.Role['Fn::GetAtt'][0] as string;
  const variables = (fn: string) => resources[fn]!.Properties.Environment.Variables as Record<string, unknown>;
  const actions = (statement: Statement) => [statement.Action].flat();

  /** The Allow statements of the policies attached to each role, by role logical id. */
  function statementsByRole(): Map<string, Statement[]> {
    const byRole = new Map<string, Statement[]>();
    for (const policy of Object.values(template.findResources('AWS::IAM::Policy'))) {
      for (const role of policy.Properties.Roles as Array<{ Ref: string }>) {
        const statements = (policy.Properties.PolicyDocument.Statement as Statement[]).filter((s) => s.Effect === 'Allow');
        byRole.set(role.Ref, [...(byRole.get(role.Ref) ?? []), ...statements]);
      }
    }
    return byRole;
  }

  /** The roles with an Allow statement granting an action that matches `action`. */
  function rolesAllowed(action: RegExp): string[] {
    return [...statementsByRole()]
      .filter(([, statements]) => statements.some((s) => actions(s).some((a) => action.test(a))))
      .map(([role]) => role)
      .sort();
  }

  describe('the queues', () => {
    it('has the work queue and its dead-letter queue, both SQS-encrypted', () => {
      template.resourceCountIs('AWS::SQS::Queue', 2);
      template.allResourcesProperties('AWS::SQS::Queue', { SqsManagedSseEnabled: true });
    });

    it('sends a message to the dead-letter queue after three receives', () => {
      expect(resources[queue]!.Properties.RedrivePolicy).toEqual({ deadLetterTargetArn: arnOf(dlq), maxReceiveCount: 3 });
    });

    it('keeps dead letters 14 days', () => {
      expect(resources[dlq]!.Properties.MessageRetentionPeriod).toBe(14 * 24 * 3600);
      expect(resources[dlq]!.Properties.RedrivePolicy).toBeUndefined();
    });

    it('hides a received message for at least six times the worker timeout', () => {
      const workerTimeout = resources[fns.worker]!.Properties.Timeout as number;
      expect(resources[queue]!.Properties.VisibilityTimeout).toBeGreaterThanOrEqual(6 * workerTimeout);
    });

    it('refuses requests that are not over TLS, on both queues', () => {
      for (const id of [queue, dlq]) {
        template.hasResourceProperties('AWS::SQS::QueuePolicy', {
          Queues: [{ Ref: id }],
          PolicyDocument: {
            Statement: Match.arrayWith([
              Match.objectLike({
                Effect: 'Deny',
                Action: 'sqs:*',
                Condition: { Bool: { 'aws:SecureTransport': 'false' } },
                Resource: arnOf(id),
              }),
            ]),
          },
        });
      }
    });
  });

  describe('the worker', () => {
    it('runs functions/worker.ts for up to 60 s with the table name', () => {
      expect(resources[fns.worker]!.Properties.Timeout).toBe(60);
      expect(variables(fns.worker)).toEqual({
        TABLE_NAME: { Ref: table },
        POWERTOOLS_SERVICE_NAME: 'rules-api',
        NODE_OPTIONS: '--enable-source-maps',
        CARDS_DIR: '/var/task/cards',
      });
    });

    it('takes batches of 10 from the work queue, at most 5 at once, reporting partial batch failures', () => {
      template.resourceCountIs('AWS::Lambda::EventSourceMapping', 1);
      template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
        FunctionName: { Ref: fns.worker },
        EventSourceArn: arnOf(queue),
        BatchSize: 10,
        ScalingConfig: { MaximumConcurrency: 5 },
        FunctionResponseTypes: ['ReportBatchItemFailures'],
      });
    });
  });

  describe('the nightly run', () => {
    it('runs functions/nightly.ts for up to 15 minutes with the table name and the queue URL', () => {
      expect(resources[fns.nightly]!.Properties.Timeout).toBe(900);
      expect(variables(fns.nightly)).toEqual({
        TABLE_NAME: { Ref: table },
        WORK_QUEUE_URL: { Ref: queue },
        POWERTOOLS_SERVICE_NAME: 'rules-api',
        NODE_OPTIONS: '--enable-source-maps',
        CARDS_DIR: '/var/task/cards',
      });
    });

    it('is retried twice by Lambda when a run fails (the schedule invokes it asynchronously)', () => {
      template.resourceCountIs('AWS::Lambda::EventInvokeConfig', 1);
      template.hasResourceProperties('AWS::Lambda::EventInvokeConfig', {
        FunctionName: { Ref: fns.nightly },
        MaximumRetryAttempts: 2,
      });
    });

    it('is scheduled every night at 03:00 UTC, with its scheduled time as input and retries', () => {
      template.resourceCountIs('AWS::Scheduler::Schedule', 1);
      const [schedule] = Object.values(template.findResources('AWS::Scheduler::Schedule'));
      expect(schedule!.Properties).toEqual(
        expect.objectContaining({
          ScheduleExpression: 'cron(0 3 * * ? *)',
          ScheduleExpressionTimezone: 'Etc/UTC',
          State: 'ENABLED',
          FlexibleTimeWindow: { Mode: 'OFF' },
        }),
      );
      const target = schedule!.Properties.Target;
      expect(target.Arn).toEqual(arnOf(fns.nightly));
      expect(JSON.parse(target.Input)).toEqual({ scheduledTime: '<aws.scheduler.scheduled-time>' });
      expect(target.RetryPolicy.MaximumRetryAttempts).toBeGreaterThanOrEqual(1);
      expect(target.RetryPolicy.MaximumEventAgeInSeconds).toBeGreaterThanOrEqual(60);
    });

    it('invokes the function with a role that EventBridge Scheduler assumes and that may invoke only it', () => {
      const [schedule] = Object.values(template.findResources('AWS::Scheduler::Schedule'));
      const role = resources[schedule!.Properties.Target.RoleArn['Fn::GetAtt'][0]]!;
      expect(role.Properties.AssumeRolePolicyDocument.Statement).toEqual([
        expect.objectContaining({ Effect: 'Allow', Action: 'sts:AssumeRole', Principal: { Service: 'scheduler.amazonaws.com' } }),
      ]);
      expect(rolesAllowed(/^lambda:/)).toHaveLength(1);
      const [schedulerRole] = rolesAllowed(/^lambda:/);
      expect(statementsByRole().get(schedulerRole!)).toEqual([
        {
          Effect: 'Allow',
          Action: 'lambda:InvokeFunction',
          Resource: [arnOf(fns.nightly), { 'Fn::Join': ['', [arnOf(fns.nightly), ':*']] }],
        },
      ]);
    });
  });

  describe('IAM', () => {
    it('lets the three functions, and nothing else, read and write the table', () => {
      expect(rolesAllowed(/^dynamodb:/)).toEqual([fns.graphql, fns.worker, fns.nightly].map(roleOf).sort());
      for (const fn of [fns.graphql, fns.worker, fns.nightly]) {
        const onTable = statementsByRole()
          .get(roleOf(fn))!
          .find((s) => actions(s).some((a) => a.startsWith('dynamodb:')))!;
        expect(actions(onTable)).toEqual(expect.arrayContaining(['dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:BatchWriteItem']));
        expect(onTable.Resource).toEqual([arnOf(table), { 'Fn::Join': ['', [arnOf(table), '/index/*']] }]);
      }
    });

    it('lets only the GraphQL and nightly functions send to the work queue', () => {
      expect(rolesAllowed(/^sqs:SendMessage/)).toEqual([fns.graphql, fns.nightly].map(roleOf).sort());
      for (const fn of [fns.graphql, fns.nightly]) {
        const send = statementsByRole()
          .get(roleOf(fn))!
          .find((s) => actions(s).includes('sqs:SendMessage'))!;
        expect(send.Resource).toEqual(arnOf(queue));
        expect(actions(send)).not.toContain('sqs:ReceiveMessage');
      }
    });

    it('lets only the worker receive and delete work messages', () => {
      expect(rolesAllowed(/^sqs:(ReceiveMessage|DeleteMessage|ChangeMessageVisibility)$/)).toEqual([roleOf(fns.worker)]);
      const consume = statementsByRole()
        .get(roleOf(fns.worker))!
        .find((s) => actions(s).includes('sqs:ReceiveMessage'))!;
      expect(consume.Resource).toEqual(arnOf(queue));
      expect(actions(consume)).not.toContain('sqs:SendMessage');
    });

    it('gives no role any access to the dead-letter queue, and no role a wildcard resource', () => {
      for (const [, statements] of statementsByRole()) {
        for (const statement of statements) {
          expect(JSON.stringify(statement.Resource)).not.toContain(dlq);
          expect([statement.Resource].flat()).not.toContain('*');
        }
      }
    });
  });

  describe('alarms', () => {
    const onePeriodAtLeastOne = {
      Threshold: 1,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      EvaluationPeriods: 1,
      TreatMissingData: 'notBreaching',
    };

    it('has four alarms, all notifying the alarm topic', () => {
      template.resourceCountIs('AWS::CloudWatch::Alarm', 4);
      template.allResourcesProperties('AWS::CloudWatch::Alarm', { AlarmActions: [{ Ref: topic }] });
    });

    it('alarms when a message is in the dead-letter queue', () => {
      template.hasResourceProperties('AWS::CloudWatch::Alarm', {
        ...onePeriodAtLeastOne,
        Namespace: 'AWS/SQS',
        MetricName: 'ApproximateNumberOfMessagesVisible',
        Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [dlq, 'QueueName'] } }],
        Statistic: 'Maximum',
      });
    });

    it('alarms on any error of each function in 5 minutes', () => {
      for (const fn of [fns.graphql, fns.worker, fns.nightly]) {
        template.hasResourceProperties('AWS::CloudWatch::Alarm', {
          ...onePeriodAtLeastOne,
          Namespace: 'AWS/Lambda',
          MetricName: 'Errors',
          Dimensions: [{ Name: 'FunctionName', Value: { Ref: fn } }],
          Statistic: 'Sum',
          Period: 300,
        });
      }
    });

    it('has one alarm topic that takes only TLS publishes and, by default, no subscription', () => {
      template.resourceCountIs('AWS::SNS::Topic', 1);
      template.resourceCountIs('AWS::SNS::Subscription', 0);
      template.hasResourceProperties('AWS::SNS::TopicPolicy', {
        Topics: [{ Ref: topic }],
        PolicyDocument: {
          Statement: Match.arrayWith([Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } })]),
        },
      });
    });

    it('subscribes the alarmEmail context address to the topic', () => {
      const withEmail = synth({ alarmEmail: 'ops@example.com' });
      withEmail.resourceCountIs('AWS::SNS::Subscription', 1);
      withEmail.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: 'ops@example.com' });
    });
  });

  it('outputs the work queue URL, the dead-letter queue URL and the alarm topic', () => {
    const outputs = template.findOutputs('*');
    expect(outputs.WorkQueueUrl!.Value).toEqual({ Ref: queue });
    expect(outputs.DeadLetterQueueUrl!.Value).toEqual({ Ref: dlq });
    expect(outputs.AlarmTopicArn!.Value).toEqual({ Ref: topic });
  });
});
