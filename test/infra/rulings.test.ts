// The background work of rulings in the template (infra/rulings.ts): the SQS work queue and its
// dead-letter queue, the worker behind an SQS event source with partial batch failures, the
// nightly function and its EventBridge Scheduler schedule with the nightly failure queue behind
// both, who may do what, and the alarms.

import { Match, type Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { WORK_METRICS } from '../../functions/metrics';
import { TABLE } from '../../store/table';
import { functionLogicalIds, logicalIdOf, synth } from './synth';

type Statement = { Effect: string; Action: string | string[]; Resource: unknown };

describe('rulings work', () => {
  let template: Template;
  let resources: Record<string, { Type: string; Properties: Record<string, any> }>;
  let fns: ReturnType<typeof functionLogicalIds>;
  let queue: string;
  let dlq: string;
  let nightlyFailures: string;
  let table: string;
  let topic: string;

  beforeAll(() => {
    template = synth();
    resources = template.toJSON().Resources;
    fns = functionLogicalIds(template);
    queue = logicalIdOf(template, 'AWS::SQS::Queue', 'RulingsWorkQueue');
    dlq = logicalIdOf(template, 'AWS::SQS::Queue', 'RulingsDeadLetterQueue');
    nightlyFailures = logicalIdOf(template, 'AWS::SQS::Queue', 'RulingsNightlyFailureQueue');
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
    it('has the work queue, its dead-letter queue and the nightly failure queue, all SQS-encrypted', () => {
      template.resourceCountIs('AWS::SQS::Queue', 3);
      template.allResourcesProperties('AWS::SQS::Queue', { SqsManagedSseEnabled: true });
    });

    it('sends a message to the dead-letter queue after three receives', () => {
      expect(resources[queue]!.Properties.RedrivePolicy).toEqual({ deadLetterTargetArn: arnOf(dlq), maxReceiveCount: 3 });
    });

    it('keeps dead letters and failed nights 14 days, and work messages 4 days, each said explicitly', () => {
      for (const id of [dlq, nightlyFailures]) {
        expect(resources[id]!.Properties.MessageRetentionPeriod).toBe(14 * 24 * 3600);
        expect(resources[id]!.Properties.RedrivePolicy).toBeUndefined();
      }
      expect(resources[queue]!.Properties.MessageRetentionPeriod).toBe(4 * 24 * 3600);
    });

    it('hides a received message for at least six times the worker timeout', () => {
      const workerTimeout = resources[fns.worker]!.Properties.Timeout as number;
      expect(resources[queue]!.Properties.VisibilityTimeout).toBeGreaterThanOrEqual(6 * workerTimeout);
    });

    it('refuses requests that are not over TLS, on every queue', () => {
      for (const id of [queue, dlq, nightlyFailures]) {
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
    it('runs functions/worker.ts for up to 60 s with the table name, stopping 10 s before its timeout', () => {
      expect(resources[fns.worker]!.Properties.Timeout).toBe(60);
      expect(variables(fns.worker)).toEqual({
        TABLE_NAME: { Ref: table },
        POWERTOOLS_SERVICE_NAME: 'rules-api',
        WORK_TIME_MARGIN_MS: '10000',
        NODE_OPTIONS: '--enable-source-maps',
        CARDS_DIR: '/var/task/cards',
        RULES_TEXT_DIR: '/var/task/comprehensive-rules',
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
        RULES_TEXT_DIR: '/var/task/comprehensive-rules',
      });
    });

    it('is retried twice by Lambda when a run fails (the schedule invokes it asynchronously), then sent to the nightly failure queue', () => {
      template.resourceCountIs('AWS::Lambda::EventInvokeConfig', 1);
      template.hasResourceProperties('AWS::Lambda::EventInvokeConfig', {
        FunctionName: { Ref: fns.nightly },
        MaximumRetryAttempts: 2,
        DestinationConfig: { OnFailure: { Destination: arnOf(nightlyFailures) } },
      });
      const send = statementsByRole()
        .get(roleOf(fns.nightly))!
        .find((s) => JSON.stringify(s.Resource).includes(nightlyFailures))!;
      expect(actions(send)).toEqual(expect.arrayContaining(['sqs:SendMessage']));
      expect(actions(send)).not.toContain('sqs:ReceiveMessage');
    });

    it('sends an invocation the schedule could not make to the nightly failure queue', () => {
      const [schedule] = Object.values(template.findResources('AWS::Scheduler::Schedule'));
      expect(schedule!.Properties.Target.DeadLetterConfig).toEqual({ Arn: arnOf(nightlyFailures) });
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
        { Effect: 'Allow', Action: 'lambda:InvokeFunction', Resource: arnOf(fns.nightly) },
        { Effect: 'Allow', Action: 'sqs:SendMessage', Resource: arnOf(nightlyFailures) },
      ]);
    });
  });

  describe('IAM', () => {
    it('lets the three functions, and nothing else, read and write the table, and Query its indexes by name', () => {
      expect(rolesAllowed(/^dynamodb:/)).toEqual([fns.graphql, fns.worker, fns.nightly].map(roleOf).sort());
      for (const fn of [fns.graphql, fns.worker, fns.nightly]) {
        const onDynamodb = statementsByRole()
          .get(roleOf(fn))!
          .filter((s) => actions(s).some((a) => a.startsWith('dynamodb:')));
        expect(onDynamodb.map((s) => ({ actions: actions(s).sort(), resources: [s.Resource].flat() }))).toEqual([
          {
            actions: ['dynamodb:BatchGetItem', 'dynamodb:BatchWriteItem', 'dynamodb:DeleteItem', 'dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:Query', 'dynamodb:UpdateItem'],
            resources: [arnOf(table)],
          },
          { actions: ['dynamodb:Query'], resources: TABLE.indexes.map((index) => ({ 'Fn::Join': ['', [arnOf(table), `/index/${index.name}`]] })) },
        ]);
      }
    });

    it('lets only the GraphQL and nightly functions send to the work queue', () => {
      const sendsToWork = [...statementsByRole()].filter(([, statements]) =>
        statements.some((s) => actions(s).includes('sqs:SendMessage') && JSON.stringify([s.Resource].flat()).includes(JSON.stringify(arnOf(queue)))),
      );
      expect(sendsToWork.map(([role]) => role).sort()).toEqual([fns.graphql, fns.nightly].map(roleOf).sort());
      for (const fn of [fns.graphql, fns.nightly]) {
        const send = statementsByRole()
          .get(roleOf(fn))!
          .find((s) => actions(s).includes('sqs:SendMessage') && [s.Resource].flat().some((r) => JSON.stringify(r) === JSON.stringify(arnOf(queue))))!;
        expect(send).toBeDefined();
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

    it('gives no role any access to the dead-letter queue, and no role a wildcard resource but for X-Ray segments', () => {
      for (const [, statements] of statementsByRole()) {
        for (const statement of statements) {
          expect(JSON.stringify(statement.Resource)).not.toContain(dlq);
          if ([statement.Resource].flat().includes('*')) expect(statement).toEqual({ Effect: 'Allow', Action: ['xray:PutTelemetryRecords', 'xray:PutTraceSegments'], Resource: '*' });
          for (const resource of [statement.Resource].flat()) expect(JSON.stringify(resource)).not.toMatch(/[:/]\*/);
        }
      }
    });

    it('attaches no managed policy to any function role: each may write only to its own log group', () => {
      for (const fn of [fns.graphql, fns.worker, fns.nightly]) {
        expect(resources[roleOf(fn)]!.Properties.ManagedPolicyArns).toBeUndefined();
        const logging = statementsByRole()
          .get(roleOf(fn))!
          .filter((s) => actions(s).some((a) => a.startsWith('logs:')));
        expect(logging).toEqual([
          { Effect: 'Allow', Action: ['logs:CreateLogStream', 'logs:PutLogEvents'], Resource: arnOf(resources[fn]!.Properties.LoggingConfig.LogGroup.Ref as string) },
        ]);
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

    it('has twelve alarms, all notifying the alarm topic', () => {
      template.resourceCountIs('AWS::CloudWatch::Alarm', 12);
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

    it('alarms when a message is in the nightly failure queue', () => {
      template.hasResourceProperties('AWS::CloudWatch::Alarm', {
        ...onePeriodAtLeastOne,
        Namespace: 'AWS/SQS',
        MetricName: 'ApproximateNumberOfMessagesVisible',
        Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [nightlyFailures, 'QueueName'] } }],
        Statistic: 'Maximum',
      });
    });

    it('alarms when the oldest dead letter of either dead-letter queue is two days old', () => {
      for (const id of [dlq, nightlyFailures]) {
        template.hasResourceProperties('AWS::CloudWatch::Alarm', {
          ...onePeriodAtLeastOne,
          Threshold: 2 * 24 * 3600,
          Namespace: 'AWS/SQS',
          MetricName: 'ApproximateAgeOfOldestMessage',
          Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [id, 'QueueName'] } }],
          Statistic: 'Maximum',
        });
      }
    });

    it('alarms on any error and any throttle of each function in 5 minutes', () => {
      for (const fn of [fns.graphql, fns.worker, fns.nightly]) {
        for (const metric of ['Errors', 'Throttles']) {
          template.hasResourceProperties('AWS::CloudWatch::Alarm', {
            ...onePeriodAtLeastOne,
            Namespace: 'AWS/Lambda',
            MetricName: metric,
            Dimensions: [{ Name: 'FunctionName', Value: { Ref: fn } }],
            Statistic: 'Sum',
            Period: 300,
          });
        }
      }
    });

    it('alarms on five 5xx answers of the HTTP API in 5 minutes, and on a p99 latency over 3 s for 15 minutes', () => {
      const api = logicalIdOf(template, 'AWS::ApiGatewayV2::Api', 'HttpApi');
      template.hasResourceProperties('AWS::CloudWatch::Alarm', {
        ...onePeriodAtLeastOne,
        Threshold: 5,
        Namespace: 'AWS/ApiGateway',
        MetricName: '5xx',
        Dimensions: [{ Name: 'ApiId', Value: { Ref: api } }],
        Statistic: 'Sum',
        Period: 300,
      });
      template.hasResourceProperties('AWS::CloudWatch::Alarm', {
        ...onePeriodAtLeastOne,
        Threshold: 3000,
        EvaluationPeriods: 3,
        Namespace: 'AWS/ApiGateway',
        MetricName: 'Latency',
        Dimensions: [{ Name: 'ApiId', Value: { Ref: api } }],
        ExtendedStatistic: 'p99',
        Period: 300,
      });
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

  it('has one dashboard: requests, errors, latency, batches and the nightly drift counts', () => {
    template.resourceCountIs('AWS::CloudWatch::Dashboard', 1);
    const [dashboard] = Object.values(template.findResources('AWS::CloudWatch::Dashboard'));
    const body = JSON.stringify(dashboard!.Properties.DashboardBody);
    for (const title of ['Requests', 'Errors', 'Latency (ms)', 'Batches', 'Nightly drift']) expect(body).toContain(`\\"title\\":\\"${title}\\"`);
    for (const metric of Object.values(WORK_METRICS)) expect(body).toContain(`\\"RulesApi\\",\\"${metric}\\",\\"service\\",\\"rules-api\\"`);
  });

  it('outputs the work queue URL, the dead-letter queue URL, the nightly failure queue URL and the alarm topic', () => {
    const outputs = template.findOutputs('*');
    expect(outputs.WorkQueueUrl!.Value).toEqual({ Ref: queue });
    expect(outputs.DeadLetterQueueUrl!.Value).toEqual({ Ref: dlq });
    expect(outputs.NightlyFailureQueueUrl!.Value).toEqual({ Ref: nightlyFailures });
    expect(outputs.AlarmTopicArn!.Value).toEqual({ Ref: topic });
  });
});
