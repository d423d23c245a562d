// What a person on call watches: the API's alarms (5xx answers, p99 latency, the GraphQL
// function's errors and throttles; the rulings' own alarms are in infra/rulings.ts, on the same
// topic) and one CloudWatch dashboard: requests, errors, latency, the batches' work and the
// nightly drift counts. The custom metrics it reads are the functions' (functions/metrics.ts).

import { Duration, Stack } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { Dashboard, GraphWidget, Metric, Stats, type IMetric } from 'aws-cdk-lib/aws-cloudwatch';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import { METRICS_NAMESPACE, SERVICE_NAME, WORK_METRICS } from '../functions/metrics';
import type { RulingsWork } from './rulings';

/** 5xx answers in 5 minutes that raise the alarm (one may be a cold start timing out). */
const SERVER_ERRORS_THRESHOLD = 5;
/** The p99 latency that raises the alarm when it lasts three 5-minute periods; the function's timeout is 10 s. */
const P99_LATENCY_THRESHOLD = Duration.seconds(3);

export interface MonitoredResources {
  readonly api: HttpApi;
  readonly graphqlFunction: IFunction;
  readonly rulings: RulingsWork;
}

/** Adds the API's alarms to the rulings' alarm topic and makes the dashboard. */
export function monitor(scope: Construct, { api, graphqlFunction, rulings }: MonitoredResources): Dashboard {
  const period = Duration.minutes(5);
  rulings.addFunctionAlarms('Graphql', graphqlFunction, 'the GraphQL function');
  rulings.addAlarm('ApiServerErrorsAlarm', `The HTTP API answered ${SERVER_ERRORS_THRESHOLD} or more 5xx in 5 minutes`, api.metricServerError({ period, statistic: Stats.SUM }), {
    threshold: SERVER_ERRORS_THRESHOLD,
  });
  rulings.addAlarm(
    'ApiLatencyAlarm',
    `The HTTP API's p99 latency was over ${P99_LATENCY_THRESHOLD.toHumanString()} for 15 minutes`,
    api.metricLatency({ period, statistic: Stats.p(99) }),
    {
      threshold: P99_LATENCY_THRESHOLD.toMilliseconds(),
      evaluationPeriods: 3,
    },
  );

  const custom = (metricName: string, label: string): IMetric =>
    new Metric({ namespace: METRICS_NAMESPACE, metricName, dimensionsMap: { service: SERVICE_NAME }, statistic: Stats.SUM, period, label });
  const graph = (title: string, left: IMetric[], right: IMetric[] = []) => new GraphWidget({ title, left, right, width: 12, height: 6 });
  const { queue, deadLetterQueue, nightlyFailureQueue, workerFunction, nightlyFunction } = rulings;

  const dashboard = new Dashboard(scope, 'Dashboard', { dashboardName: `${Stack.of(scope).stackName}-operations`, defaultInterval: Duration.days(1) });
  dashboard.addWidgets(
    graph('Requests', [api.metricCount({ period, statistic: Stats.SUM, label: 'requests' })], [graphqlFunction.metricInvocations({ period, label: 'GraphQL invocations' })]),
    graph('Errors', [
      api.metricServerError({ period, statistic: Stats.SUM, label: '5xx' }),
      api.metricClientError({ period, statistic: Stats.SUM, label: '4xx' }),
      graphqlFunction.metricErrors({ period, label: 'GraphQL function errors' }),
      graphqlFunction.metricThrottles({ period, label: 'GraphQL throttles' }),
    ]),
    graph('Latency (ms)', [
      api.metricLatency({ period, statistic: Stats.p(50), label: 'p50' }),
      api.metricLatency({ period, statistic: Stats.p(99), label: 'p99' }),
      api.metricIntegrationLatency({ period, statistic: Stats.p(99), label: 'integration p99' }),
    ]),
    graph(
      'Batches',
      [
        queue.metricNumberOfMessagesSent({ period, label: 'messages sent' }),
        queue.metricNumberOfMessagesDeleted({ period, label: 'messages done' }),
        custom(WORK_METRICS.scenariosEvaluated, 'scenarios evaluated'),
        custom(WORK_METRICS.messagesUnfinished, 'messages handed back unfinished'),
      ],
      [
        queue.metricApproximateAgeOfOldestMessage({ period, label: 'oldest work message (s)' }),
        deadLetterQueue.metricApproximateNumberOfMessagesVisible({ period, label: 'dead letters' }),
        workerFunction.metricErrors({ period, label: 'worker errors' }),
      ],
    ),
    graph(
      'Nightly drift',
      [custom(WORK_METRICS.rulingsChecked, 'rulings checked'), custom(WORK_METRICS.rulingsChanged, 'rulings changed')],
      [nightlyFailureQueue.metricApproximateNumberOfMessagesVisible({ period, label: 'failed nights' }), nightlyFunction.metricErrors({ period, label: 'nightly errors' })],
    ),
  );
  return dashboard;
}
