// The whole deployment: the single DynamoDB table (derived from store/table.ts),
// the GraphQL Lambda, an HTTP API ($default stage, JSON access logs) routing /graphql to it
// behind a JWT authorizer, throttled (the stage's default route throttling, the function's
// reserved concurrency and each caller's request budget in it, all from context, defaults in
// cdk.json), the Cognito user pool issuing those JWTs (unless an external issuer
// is given), the background work of rulings (infra/rulings.ts): the SQS work queue and its
// worker, the nightly schedule, and the alarms and dashboard (infra/monitoring.ts).

import { CfnOutput, RemovalPolicy, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import { CfnStage, CorsHttpMethod, HttpApi, HttpMethod, PayloadFormatVersion } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpJwtAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { AttributeType, Billing, TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import type { Dashboard } from 'aws-cdk-lib/aws-cloudwatch';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { TABLE } from '../store/table';
import { fullScopeName, RulesApiAuth, type RulesApiAuthProps } from './auth';
import { FunctionWithLogGroup, grantTableData } from './function';
import { monitor } from './monitoring';
import { RulingsWork, type RulingsWorkProps } from './rulings';

export interface RulesApiStackProps extends StackProps {
  /** Override the GraphQL handler entry (repo-relative or absolute); defaults to functions/graphql.ts. */
  readonly graphqlEntry?: string;
  /** User pool settings (domain prefix, mobile callback URLs, ...); win over the context keys. */
  readonly auth?: RulesApiAuthProps;
  /** Worker/nightly entries and the alarm e-mail; `alarmEmail` defaults to the context key. */
  readonly rulings?: Omit<RulingsWorkProps, 'table'>;
}

export class RulesApiStack extends Stack {
  readonly table: TableV2;
  readonly graphqlFunction: FunctionWithLogGroup;
  readonly api: HttpApi;
  /** The HTTP API's access log: a JSON line per request (ACCESS_LOG_FORMAT). */
  readonly accessLogGroup: LogGroup;
  /** The Cognito user pool and its clients; undefined when an external `jwtIssuer` is given. */
  readonly auth?: RulesApiAuth;
  /** The work queue, its worker, the nightly schedule and the alarms. */
  readonly rulings: RulingsWork;
  readonly dashboard: Dashboard;

  constructor(scope: Construct, id: string, props: RulesApiStackProps = {}) {
    super(scope, id, props);

    const stringKey = (name: string) => ({ name, type: AttributeType.STRING });

    this.table = new TableV2(this, 'Table', {
      partitionKey: stringKey(TABLE.partitionKey),
      sortKey: stringKey(TABLE.sortKey),
      globalSecondaryIndexes: TABLE.indexes.map((index) => ({
        indexName: index.name,
        partitionKey: stringKey(index.partitionKey),
        sortKey: stringKey(index.sortKey),
      })),
      timeToLiveAttribute: TABLE.ttlAttribute,
      billing: Billing.onDemand(),
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      removalPolicy: RemovalPolicy.RETAIN,
    });

    this.graphqlFunction = new FunctionWithLogGroup(this, 'GraphqlFunction', {
      entry: props.graphqlEntry ?? 'functions/graphql.ts',
      handler: 'handler',
      environment: {
        TABLE_NAME: this.table.tableName,
        POWERTOOLS_SERVICE_NAME: 'rules-api',
        POWERTOOLS_METRICS_NAMESPACE: 'RulesApi',
        // Each caller's request budget in each instance (functions/request-budget.ts).
        REQUEST_BUDGET_BURST: String(contextNumber(this, 'requestBudgetBurst')),
        REQUEST_BUDGET_RATE: String(contextNumber(this, 'requestBudgetRate')),
      },
      // So that no caller can take the account's whole concurrency from the worker and the nightly job.
      reservedConcurrentExecutions: contextNumber(this, 'graphqlReservedConcurrency', { integer: true }),
    });
    grantTableData(this.table, this.graphqlFunction);

    // submitRulingBatch enqueues its scenarios for the worker; the nightly run enqueues pages.
    const alarmEmail = this.node.tryGetContext('alarmEmail') as string | undefined;
    this.rulings = new RulingsWork(this, 'Rulings', {
      table: this.table,
      ...(alarmEmail ? { alarmEmail } : {}),
      ...props.rulings,
    });
    this.graphqlFunction.addEnvironment('WORK_QUEUE_URL', this.rulings.queue.queueUrl);
    this.rulings.queue.grantSendMessages(this.graphqlFunction);
    Validations.of(this.graphqlFunction).acknowledge({
      id: 'Serverless::Serverless-LambdaDLQ',
      reason: 'Invoked synchronously by the HTTP API only: a failure is the HTTP answer, there is nothing to queue.',
    });

    // The callers' identity: the `sub` claim (and `scope`) of a JWT the HTTP API checks on every
    // route. By default the tokens come from a Cognito user pool made here (infra/auth.ts); with
    // `cdk deploy -c jwtIssuer=https://... -c jwtAudience=client-a,client-b` from that external
    // issuer instead, and no user pool is made.
    let auth: RulesApiAuth | undefined;
    let jwt = externalIssuer(this);
    if (!jwt) {
      auth = new RulesApiAuth(this, 'Auth', { ...authPropsFromContext(this), ...props.auth });
      jwt = { issuer: auth.issuerUrl, audience: auth.clientIds };
      // The Lambda checks the scopes per operation and holds the mobile apps to persisted operations (functions/caller.ts).
      this.graphqlFunction.addEnvironment('REQUIRE_SCOPES', 'true');
      this.graphqlFunction.addEnvironment('FIRST_PARTY_CLIENT_IDS', auth.mobileClient.userPoolClientId);
    }
    this.auth = auth;
    const authorizer = new HttpJwtAuthorizer('JwtAuthorizer', jwt.issuer, { jwtAudience: jwt.audience });

    this.api = new HttpApi(this, 'HttpApi', {
      corsPreflight: {
        allowMethods: [CorsHttpMethod.POST, CorsHttpMethod.GET, CorsHttpMethod.OPTIONS],
        allowHeaders: ['content-type', 'authorization'],
        allowOrigins: ['*'],
      },
      // Every route needs a valid token; CORS preflight (OPTIONS) is answered by API Gateway
      // before any authorizer runs. With the user pool, the token must also carry one of the
      // API's scopes, which admits access tokens only (ID tokens have no `scope` claim).
      defaultAuthorizer: authorizer,
      ...(auth ? { defaultAuthorizationScopes: (['read', 'write', 'trusted'] as const).map(fullScopeName) } : {}),
    });
    const integration = new HttpLambdaIntegration('GraphqlIntegration', this.graphqlFunction, {
      payloadFormatVersion: PayloadFormatVersion.VERSION_2_0,
    });
    this.api.addRoutes({
      path: '/graphql',
      methods: [HttpMethod.POST, HttpMethod.GET],
      integration,
    });
    // The published schema and the persisted operations' manifest (functions/published-schema.ts), behind the same authorizer.
    for (const path of ['/schema.graphql', '/persisted-operations.json']) this.api.addRoutes({ path, methods: [HttpMethod.GET], integration });

    // A JSON line per request, authorizer rejections included (API Gateway writes to the log
    // group through its service-linked role). HttpApi makes the $default stage without log settings.
    this.accessLogGroup = new LogGroup(this, 'AccessLogGroup', { retention: RetentionDays.ONE_MONTH, removalPolicy: RemovalPolicy.DESTROY });
    const stage = this.api.defaultStage!.node.defaultChild as CfnStage;
    stage.accessLogSettings = { destinationArn: this.accessLogGroup.logGroupArn, format: JSON.stringify(ACCESS_LOG_FORMAT) };
    // Every route's throttling (HTTP APIs have no usage plans: the function keeps each caller's budget).
    stage.defaultRouteSettings = {
      throttlingRateLimit: contextNumber(this, 'apiThrottleRateLimit'),
      throttlingBurstLimit: contextNumber(this, 'apiThrottleBurstLimit', { integer: true }),
    };

    // Alarms (on the rulings' alarm topic) and the dashboard.
    this.dashboard = monitor(this, { api: this.api, graphqlFunction: this.graphqlFunction, rulings: this.rulings });

    new CfnOutput(this, 'GraphqlUrl', { value: `${this.api.url}graphql` });
    new CfnOutput(this, 'TableName', { value: this.table.tableName });
    new CfnOutput(this, 'WorkQueueUrl', { value: this.rulings.queue.queueUrl, description: 'SQS queue of the rulings worker' });
    new CfnOutput(this, 'DeadLetterQueueUrl', {
      value: this.rulings.deadLetterQueue.queueUrl,
      description: 'Work messages that failed three times',
    });
    new CfnOutput(this, 'NightlyFailureQueueUrl', {
      value: this.rulings.nightlyFailureQueue.queueUrl,
      description: 'Nightly runs that failed for good: the schedule dead letters and the failed invocations',
    });
    new CfnOutput(this, 'AlarmTopicArn', {
      value: this.rulings.alarmTopic.topicArn,
      description: 'SNS topic of the alarms: subscribe to be notified',
    });
    if (auth) {
      const output = (id: string, value: string, description: string) => new CfnOutput(this, id, { value, description });
      output('UserPoolId', auth.userPool.userPoolId, 'Cognito user pool of the API callers');
      output('MobileAppClientId', auth.mobileClient.userPoolClientId, 'Public client: code grant + PKCE');
      output('ToolClientId', auth.toolClient.userPoolClientId, 'Client credentials: rules/read rules/write');
      output('TrustedClientId', auth.trustedClient.userPoolClientId, 'Client credentials: also rules/trusted');
      output('TokenUrl', auth.tokenUrl, 'OAuth 2.0 token endpoint');
    }
  }
}

/**
 * The fields of an access log line (HTTP API $context variables): who called which route, the
 * answer and its latency, and why an authorizer or the integration refused, when one did.
 */
export const ACCESS_LOG_FORMAT = {
  requestId: '$context.requestId',
  requestTime: '$context.requestTime',
  principal: '$context.authorizer.claims.sub',
  clientId: '$context.authorizer.claims.client_id',
  route: '$context.routeKey',
  status: '$context.status',
  latency: '$context.responseLatency',
  integrationLatency: '$context.integrationLatency',
  responseLength: '$context.responseLength',
  authorizerError: '$context.authorizer.error',
  integrationError: '$context.integrationErrorMessage',
  sourceIp: '$context.identity.sourceIp',
} as const;

/** Comma-separated context value as a list ('a, b' -> ['a', 'b']); undefined when absent. */
function contextList(scope: Construct, key: string): string[] | undefined {
  const value = scope.node.tryGetContext(key) as unknown;
  if (value === undefined || value === null || value === '') return undefined;
  const items: unknown[] = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [value];
  if (!items.every((item) => typeof item === 'string')) throw new Error(`context ${key}: a comma-separated string or a list of strings`);
  return items.map((item) => item.trim()).filter(Boolean);
}

/** A positive number of the context (`-c key=50` gives a string); cdk.json holds the defaults. */
function contextNumber(scope: Construct, key: string, options: { integer?: boolean } = {}): number {
  const value = scope.node.tryGetContext(key) as unknown;
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof number !== 'number' || !(number > 0) || !Number.isFinite(number) || (options.integer && !Number.isInteger(number)))
    throw new Error(`context ${key}: a positive ${options.integer ? 'integer' : 'number'} (cdk.json gives its default), not ${JSON.stringify(value)}`);
  return number;
}

/** `-c jwtIssuer=... -c jwtAudience=a,b`: an external token issuer instead of the user pool. */
function externalIssuer(scope: Construct): { issuer: string; audience: string[] } | undefined {
  const issuer = scope.node.tryGetContext('jwtIssuer') as string | undefined;
  const audience = contextList(scope, 'jwtAudience') ?? [];
  if (!issuer) {
    if (audience.length > 0) throw new Error('jwtAudience is given without jwtIssuer');
    return undefined;
  }
  // API Gateway requires an audience: a token passes when its `aud` or `client_id` is listed.
  if (audience.length === 0) throw new Error('jwtIssuer needs jwtAudience (comma-separated client ids)');
  return { issuer, audience };
}

/** `-c authDomainPrefix=... -c authCallbackUrls=a,b -c authLogoutUrls=a,b`. */
function authPropsFromContext(scope: Construct): RulesApiAuthProps {
  const domainPrefix = scope.node.tryGetContext('authDomainPrefix') as string | undefined;
  const callbackUrls = contextList(scope, 'authCallbackUrls');
  const logoutUrls = contextList(scope, 'authLogoutUrls');
  return {
    ...(domainPrefix ? { domainPrefix } : {}),
    ...(callbackUrls ? { callbackUrls } : {}),
    ...(logoutUrls ? { logoutUrls } : {}),
  };
}
