// Synthesizes the stack without esbuild bundling and checks the CloudFormation template:
// table derived from store/table.ts, Lambda defaults, HTTP API route/integration, IAM, logs,
// and the Cognito user pool behind the JWT authorizer (or an external issuer given as context).
// The rulings work (queue, worker, schedule, alarms) is checked in rulings.test.ts.

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Match, type Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../infra/app';
import { BUNDLE_TARGET, CARDS_DIR, cardsCommandHooks, FunctionWithLogGroup, RULES_TEXT_DIR, RUNTIME } from '../../infra/function';
import { TABLE } from '../../store/table';
import { cdkJsonContext, functionLogicalIds, logicalIdOf, synth } from './synth';

describe('RulesApiStack', () => {
  let template: Template;
  let tableLogicalId: string;

  beforeAll(() => {
    // The built-in CloudFormation validation (a wasm engine, ~3 s) gets its own test below.
    template = synth();
    const tables = template.findResources('AWS::DynamoDB::GlobalTable');
    expect(Object.keys(tables)).toHaveLength(1);
    tableLogicalId = Object.keys(tables)[0]!;
  });

  it('declares the table from TABLE: on-demand, PITR, TTL, keys, GSIs, retained', () => {
    const keyAttributes = [TABLE.partitionKey, TABLE.sortKey, ...TABLE.indexes.flatMap((index) => [index.partitionKey, index.sortKey])];
    template.hasResource('AWS::DynamoDB::GlobalTable', {
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
      Properties: {
        BillingMode: 'PAY_PER_REQUEST',
        KeySchema: [
          { AttributeName: TABLE.partitionKey, KeyType: 'HASH' },
          { AttributeName: TABLE.sortKey, KeyType: 'RANGE' },
        ],
        AttributeDefinitions: Match.arrayWith(keyAttributes.map((name) => ({ AttributeName: name, AttributeType: 'S' }))),
        TimeToLiveSpecification: { AttributeName: TABLE.ttlAttribute, Enabled: true },
        GlobalSecondaryIndexes: TABLE.indexes.map((index) => ({
          IndexName: index.name,
          KeySchema: [
            { AttributeName: index.partitionKey, KeyType: 'HASH' },
            { AttributeName: index.sortKey, KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'ALL' },
        })),
        Replicas: [
          Match.objectLike({
            PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
          }),
        ],
      },
    });
    const [table] = Object.values(template.findResources('AWS::DynamoDB::GlobalTable'));
    expect(table!.Properties.AttributeDefinitions).toHaveLength(new Set(keyAttributes).size);
  });

  it('has three Node 24 arm64 functions, traced by X-Ray, with the shared defaults and their own log groups', () => {
    template.resourceCountIs('AWS::Lambda::Function', 3);
    const functions = template.findResources('AWS::Lambda::Function');
    for (const fn of Object.values(functions)) {
      expect(fn.Properties).toEqual(
        expect.objectContaining({
          Runtime: 'nodejs24.x',
          Architectures: ['arm64'],
          TracingConfig: { Mode: 'Active' },
          MemorySize: 1024,
          Handler: 'index.handler',
          LoggingConfig: { LogGroup: { Ref: expect.any(String) } },
        }),
      );
      expect(fn.Properties.Environment.Variables.NODE_OPTIONS).toBe('--enable-source-maps');
      // Each function reads the card pool and the rules' text from its own copies beside the bundle (infra/function.ts).
      expect(fn.Properties.Environment.Variables.CARDS_DIR).toBe(CARDS_DIR);
      expect(fn.Properties.Environment.Variables.RULES_TEXT_DIR).toBe(RULES_TEXT_DIR);
    }
    const logGroups = Object.values(functions).map((fn) => fn.Properties.LoggingConfig.LogGroup.Ref);
    expect(new Set(logGroups).size).toBe(3);
  });

  it('wires the GraphQL function to the table and the work queue', () => {
    const { graphql } = functionLogicalIds(template);
    const [queueLogicalId] = Object.keys(template.findResources('AWS::SQS::Queue', { Properties: { RedrivePolicy: Match.anyValue() } }));
    expect(template.toJSON().Resources[graphql].Properties).toEqual(
      expect.objectContaining({
        Timeout: 10,
        Environment: {
          Variables: {
            TABLE_NAME: { Ref: tableLogicalId },
            WORK_QUEUE_URL: { Ref: queueLogicalId },
            POWERTOOLS_SERVICE_NAME: 'rules-api',
            POWERTOOLS_METRICS_NAMESPACE: 'RulesApi',
            NODE_OPTIONS: '--enable-source-maps',
            CARDS_DIR: '/var/task/cards',
            RULES_TEXT_DIR: '/var/task/comprehensive-rules',
            REQUIRE_SCOPES: 'true',
            FIRST_PARTY_CLIENT_IDS: { Ref: clientLogicalId('mobile-app') },
            REQUEST_BUDGET_BURST: String(cdkJsonContext.requestBudgetBurst),
            REQUEST_BUDGET_RATE: String(cdkJsonContext.requestBudgetRate),
          },
        },
      }),
    );
  });

  it("copies the shipped card pool and the shipped rules' text into every function's asset, where CARDS_DIR and RULES_TEXT_DIR point", () => {
    expect(CARDS_DIR).toBe('/var/task/cards');
    expect(RULES_TEXT_DIR).toBe('/var/task/comprehensive-rules');
    expect(cardsCommandHooks.afterBundling('/repo', '/asset')).toEqual([
      'cp -R "/repo/pool/shipped" "/asset/cards"',
      'cp -R "/repo/comprehensive-rules/shipped" "/asset/comprehensive-rules"',
    ]);
    expect([...cardsCommandHooks.beforeBundling('/repo', '/asset'), ...cardsCommandHooks.beforeInstall('/repo', '/asset')]).toEqual([]);
    // Every function of the stack is a FunctionWithLogGroup, which bundles with these hooks.
    const { stack } = buildApp({ skipBundling: true, appProps: { context: cdkJsonContext, builtinCloudFormationValidation: false } });
    const functions = stack.node.findAll().filter((construct) => construct instanceof FunctionWithLogGroup);
    expect(functions).toHaveLength(3);
  });

  it('bundles for the runtime it deploys on: esbuild targets node24', () => {
    expect(RUNTIME.name).toBe('nodejs24.x');
    expect(BUNDLE_TARGET).toBe('node24');
  });

  it('keeps the function logs and the access log for 30 days', () => {
    template.resourceCountIs('AWS::Logs::LogGroup', 4);
    template.allResourcesProperties('AWS::Logs::LogGroup', { RetentionInDays: 30 });
  });

  it('grants the DynamoDB actions the store sends on the table, and Query on each index by name, never index/*', () => {
    const tableArn = { 'Fn::GetAtt': [tableLogicalId, 'Arn'] };
    const statements = Object.values(template.findResources('AWS::IAM::Policy')).flatMap((policy) => policy.Properties.PolicyDocument.Statement as Array<Record<string, unknown>>);
    const onTable = statements.find((statement) => statement.Effect === 'Allow' && JSON.stringify(statement.Resource) === JSON.stringify(tableArn));
    expect(onTable).toBeDefined();
    expect([onTable!.Action].flat().sort()).toEqual([
      'dynamodb:BatchGetItem',
      'dynamodb:BatchWriteItem',
      'dynamodb:DeleteItem',
      'dynamodb:GetItem',
      'dynamodb:PutItem',
      'dynamodb:Query',
      'dynamodb:UpdateItem',
    ]);
    expect(JSON.stringify(statements)).not.toContain('/index/*');
  });

  it('grants every DynamoDB item command store/ sends in AWS (Scan and the table commands are local only)', () => {
    const LOCAL_ONLY = new Set(['Scan', 'CreateTable', 'DescribeTable']);
    const sent = new Set<string>();
    for (const name of readdirSync(new URL('../../store/', import.meta.url)))
      if (name.endsWith('.ts')) for (const [, command] of readFileSync(new URL(`../../store/${name}`, import.meta.url), 'utf8').matchAll(/new (\w+)Command\(/g)) sent.add(command!);
    const statements = Object.values(template.findResources('AWS::IAM::Policy')).flatMap((policy) => policy.Properties.PolicyDocument.Statement as Array<Record<string, unknown>>);
    const granted = new Set(statements.flatMap((statement) => [statement.Action].flat() as string[]));
    const action = (command: string) => (command === 'Query' ? 'dynamodb:Query' : `dynamodb:${command}Item`);
    const missing = [...sent].filter((command) => !LOCAL_ONLY.has(command) && !granted.has(action(command)));
    expect(missing).toEqual([]);
  });

  it('exposes POST and GET /graphql through an HTTP API with payload format 2.0', () => {
    template.resourceCountIs('AWS::ApiGatewayV2::Api', 1);
    template.hasResourceProperties('AWS::ApiGatewayV2::Api', {
      ProtocolType: 'HTTP',
      CorsConfiguration: Match.objectLike({
        AllowMethods: Match.arrayWith(['POST', 'GET', 'OPTIONS']),
        AllowHeaders: ['content-type', 'authorization'],
      }),
    });
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
    });
    template.hasResourceProperties('AWS::ApiGatewayV2::Route', { RouteKey: 'POST /graphql' });
    template.hasResourceProperties('AWS::ApiGatewayV2::Route', { RouteKey: 'GET /graphql' });
    template.hasResourceProperties('AWS::ApiGatewayV2::Route', { RouteKey: 'GET /schema.graphql' });
    template.hasResourceProperties('AWS::ApiGatewayV2::Route', { RouteKey: 'GET /persisted-operations.json' });
    template.resourceCountIs('AWS::ApiGatewayV2::Integration', 1);
    template.hasResourceProperties('AWS::ApiGatewayV2::Integration', {
      IntegrationType: 'AWS_PROXY',
      PayloadFormatVersion: '2.0',
    });
  });

  it('writes a JSON access log line per request: request id, principal, route, status, latency, authorizer and integration errors', () => {
    const [stage] = Object.values(template.findResources('AWS::ApiGatewayV2::Stage'));
    const settings = stage!.Properties.AccessLogSettings;
    expect(settings.DestinationArn).toEqual({ 'Fn::GetAtt': [logicalIdOf(template, 'AWS::Logs::LogGroup', 'AccessLogGroup'), 'Arn'] });
    expect(JSON.parse(settings.Format)).toEqual(
      expect.objectContaining({
        requestId: '$context.requestId',
        principal: '$context.authorizer.claims.sub',
        route: '$context.routeKey',
        status: '$context.status',
        latency: '$context.responseLatency',
        authorizerError: '$context.authorizer.error',
        integrationError: '$context.integrationErrorMessage',
      }),
    );
  });

  describe('throttling and fairness, from context (defaults in cdk.json)', () => {
    it('throttles every route of the stage, reserves the GraphQL function its concurrency and gives it the request budget', () => {
      const [stage] = Object.values(template.findResources('AWS::ApiGatewayV2::Stage'));
      expect(stage!.Properties.DefaultRouteSettings).toEqual({ ThrottlingRateLimit: cdkJsonContext.apiThrottleRateLimit, ThrottlingBurstLimit: cdkJsonContext.apiThrottleBurstLimit });
      const fn = template.findResources('AWS::Lambda::Function')[functionLogicalIds(template).graphql]!;
      expect(fn.Properties.ReservedConcurrentExecutions).toBe(cdkJsonContext.graphqlReservedConcurrency);
      expect(fn.Properties.Environment.Variables).toMatchObject({
        REQUEST_BUDGET_BURST: String(cdkJsonContext.requestBudgetBurst),
        REQUEST_BUDGET_RATE: String(cdkJsonContext.requestBudgetRate),
      });
    });

    it('takes other values given as context (strings, as -c gives them) and refuses what is not a positive number', () => {
      const other = synth({ apiThrottleRateLimit: '25', apiThrottleBurstLimit: '50', graphqlReservedConcurrency: '20', requestBudgetBurst: '4', requestBudgetRate: '0.5' });
      const [stage] = Object.values(other.findResources('AWS::ApiGatewayV2::Stage'));
      expect(stage!.Properties.DefaultRouteSettings).toEqual({ ThrottlingRateLimit: 25, ThrottlingBurstLimit: 50 });
      const fn = other.findResources('AWS::Lambda::Function')[functionLogicalIds(other).graphql]!;
      expect(fn.Properties.ReservedConcurrentExecutions).toBe(20);
      expect(fn.Properties.Environment.Variables).toMatchObject({ REQUEST_BUDGET_BURST: '4', REQUEST_BUDGET_RATE: '0.5' });
      expect(() => synth({ graphqlReservedConcurrency: '2.5' })).toThrow(/context graphqlReservedConcurrency: a positive integer/);
      expect(() => synth({ apiThrottleRateLimit: 0 })).toThrow(/context apiThrottleRateLimit: a positive number/);
    }, 90_000);
  });

  it('outputs the GraphQL URL, the table name, the queues, the alarm topic, the user pool, its clients and the token URL', () => {
    const outputs = template.findOutputs('*');
    expect(Object.keys(outputs).sort()).toEqual([
      'AlarmTopicArn',
      'DeadLetterQueueUrl',
      'GraphqlUrl',
      'MobileAppClientId',
      'NightlyFailureQueueUrl',
      'TableName',
      'TokenUrl',
      'ToolClientId',
      'TrustedClientId',
      'UserPoolId',
      'WorkQueueUrl',
    ]);
    expect(outputs.TableName!.Value).toEqual({ Ref: tableLogicalId });
    expect(JSON.stringify(outputs.GraphqlUrl!.Value)).toContain('graphql');
    expect(outputs.UserPoolId!.Value).toEqual({ Ref: userPoolLogicalId() });
    expect(outputs.MobileAppClientId!.Value).toEqual({ Ref: clientLogicalId('mobile-app') });
    expect(outputs.ToolClientId!.Value).toEqual({ Ref: clientLogicalId('third-party-tools') });
    expect(outputs.TrustedClientId!.Value).toEqual({ Ref: clientLogicalId('trusted-callers') });
    const [domainLogicalId] = Object.keys(template.findResources('AWS::Cognito::UserPoolDomain'));
    expect(outputs.TokenUrl!.Value).toEqual({
      'Fn::Join': ['', ['https://', { Ref: domainLogicalId }, '.auth.', { Ref: 'AWS::Region' }, '.amazoncognito.com/oauth2/token']],
    });
  });

  it('passes the built-in CloudFormation validation without warnings', () => {
    // Strict mode turns validation warnings into a synth error.
    const { app } = buildApp({
      skipBundling: true,
      appProps: { context: { ...cdkJsonContext, '@aws-cdk/core:strictCfnValidateErrors': true } },
    });
    const assembly = app.synth();
    const report = JSON.parse(readFileSync(join(assembly.directory, 'validation-report.json'), 'utf8'));
    expect(report.pluginReports).toEqual([]);
    // A second whole synth: ~10 s alone, over 20 s on a loaded 2-core machine.
  }, 90_000);

  describe('the Cognito user pool (the default token issuer)', () => {
    /** `rules/<scope>` as the template spells it: the resource server's Ref, then the scope. */
    const scopeRef = (scope: string) => ({
      'Fn::Join': ['', [{ Ref: resourceServerLogicalId() }, `/${scope}`]],
    });

    it('asks people for passwords of 12 characters or more with every class of character, and offers TOTP MFA without requiring it', () => {
      template.hasResourceProperties('AWS::Cognito::UserPool', {
        Policies: {
          PasswordPolicy: {
            MinimumLength: 12,
            RequireLowercase: true,
            RequireUppercase: true,
            RequireNumbers: true,
            RequireSymbols: true,
            TemporaryPasswordValidityDays: 3,
          },
        },
        MfaConfiguration: 'OPTIONAL',
        EnabledMfas: ['SOFTWARE_TOKEN_MFA'],
      });
      // The client-credentials clients still take tokens with their secret alone.
      for (const name of ['third-party-tools', 'trusted-callers']) expect(clientProperties(name)).toEqual(expect.objectContaining({ AllowedOAuthFlows: ['client_credentials'] }));
    });

    it('has a retained user pool: email sign-in and recovery, no self sign-up', () => {
      template.resourceCountIs('AWS::Cognito::UserPool', 1);
      template.hasResource('AWS::Cognito::UserPool', {
        DeletionPolicy: 'Retain',
        UpdateReplacePolicy: 'Retain',
        Properties: Match.objectLike({
          UsernameAttributes: ['email'],
          AutoVerifiedAttributes: ['email'],
          AdminCreateUserConfig: { AllowAdminCreateUserOnly: true },
          AccountRecoverySetting: { RecoveryMechanisms: [{ Name: 'verified_email', Priority: 1 }] },
        }),
      });
    });

    it('has the resource server `rules` with the read, write and trusted scopes', () => {
      template.resourceCountIs('AWS::Cognito::UserPoolResourceServer', 1);
      template.hasResourceProperties('AWS::Cognito::UserPoolResourceServer', {
        Identifier: 'rules',
        UserPoolId: { Ref: userPoolLogicalId() },
        Scopes: [Match.objectLike({ ScopeName: 'read' }), Match.objectLike({ ScopeName: 'write' }), Match.objectLike({ ScopeName: 'trusted' })],
      });
    });

    it('has a Cognito domain, by default mtg-rules-<account id>', () => {
      template.resourceCountIs('AWS::Cognito::UserPoolDomain', 1);
      template.hasResourceProperties('AWS::Cognito::UserPoolDomain', {
        Domain: { 'Fn::Join': ['', ['mtg-rules-', { Ref: 'AWS::AccountId' }]] },
        UserPoolId: { Ref: userPoolLogicalId() },
      });
    });

    it('has three app clients', () => {
      template.resourceCountIs('AWS::Cognito::UserPoolClient', 3);
    });

    it('gives the mobile apps a public client: code grant (PKCE), no secret, openid email rules/read rules/write', () => {
      expect(clientProperties('mobile-app')).toEqual(
        expect.objectContaining({
          GenerateSecret: false,
          AllowedOAuthFlows: ['code'],
          AllowedOAuthFlowsUserPoolClient: true,
          AllowedOAuthScopes: ['openid', 'email', scopeRef('read'), scopeRef('write')],
          CallbackURLs: ['myapp://callback'],
          LogoutURLs: ['myapp://signout'],
          ExplicitAuthFlows: ['ALLOW_REFRESH_TOKEN_AUTH'],
        }),
      );
    });

    it('gives third-party tools a client-credentials client with rules/read and rules/write', () => {
      expect(clientProperties('third-party-tools')).toEqual(
        expect.objectContaining({
          GenerateSecret: true,
          AllowedOAuthFlows: ['client_credentials'],
          AllowedOAuthFlowsUserPoolClient: true,
          AllowedOAuthScopes: [scopeRef('read'), scopeRef('write')],
        }),
      );
    });

    it('gives trusted callers (the batch job) a client-credentials client that also has rules/trusted', () => {
      expect(clientProperties('trusted-callers')).toEqual(
        expect.objectContaining({
          GenerateSecret: true,
          AllowedOAuthFlows: ['client_credentials'],
          AllowedOAuthFlowsUserPoolClient: true,
          AllowedOAuthScopes: [scopeRef('read'), scopeRef('write'), scopeRef('trusted')],
        }),
      );
    });

    it('checks JWTs issued by the pool for any of the three clients', () => {
      template.resourceCountIs('AWS::ApiGatewayV2::Authorizer', 1);
      template.hasResourceProperties('AWS::ApiGatewayV2::Authorizer', {
        AuthorizerType: 'JWT',
        IdentitySource: ['$request.header.Authorization'],
        JwtConfiguration: {
          Issuer: {
            'Fn::Join': ['', ['https://cognito-idp.', { Ref: 'AWS::Region' }, '.amazonaws.com/', { Ref: userPoolLogicalId() }]],
          },
          Audience: Match.arrayEquals(['mobile-app', 'third-party-tools', 'trusted-callers'].map((name) => ({ Ref: clientLogicalId(name) }))),
        },
      });
    });

    it('requires a JWT with one of the API scopes on every route', () => {
      const [authorizerLogicalId] = Object.keys(template.findResources('AWS::ApiGatewayV2::Authorizer'));
      const routes = Object.values(template.findResources('AWS::ApiGatewayV2::Route'));
      expect(routes.map((route) => route.Properties.RouteKey).sort()).toEqual(['GET /graphql', 'GET /persisted-operations.json', 'GET /schema.graphql', 'POST /graphql']);
      for (const route of routes) {
        expect(route.Properties).toEqual(
          expect.objectContaining({
            AuthorizationType: 'JWT',
            AuthorizerId: { Ref: authorizerLogicalId },
            AuthorizationScopes: ['rules/read', 'rules/write', 'rules/trusted'],
          }),
        );
      }
    });

    it('takes the domain prefix and the mobile callback URLs from context', () => {
      const custom = synth({
        authDomainPrefix: 'my-rules',
        authCallbackUrls: 'myapp://auth, https://app.example.com/callback',
        authLogoutUrls: 'myapp://bye',
      });
      custom.hasResourceProperties('AWS::Cognito::UserPoolDomain', { Domain: 'my-rules' });
      custom.hasResourceProperties('AWS::Cognito::UserPoolClient', {
        ClientName: 'mobile-app',
        CallbackURLs: ['myapp://auth', 'https://app.example.com/callback'],
        LogoutURLs: ['myapp://bye'],
      });
    });
  });

  describe('with an external issuer (jwtIssuer and jwtAudience context)', () => {
    let withIssuer: Template;

    beforeAll(() => {
      withIssuer = synth({ jwtIssuer: 'https://issuer.example.com/', jwtAudience: 'mobile-app,deck-tool' });
    });

    it('makes no user pool', () => {
      for (const type of ['AWS::Cognito::UserPool', 'AWS::Cognito::UserPoolClient', 'AWS::Cognito::UserPoolDomain', 'AWS::Cognito::UserPoolResourceServer']) {
        withIssuer.resourceCountIs(type, 0);
      }
      expect(Object.keys(withIssuer.findOutputs('*')).sort()).toEqual(['AlarmTopicArn', 'DeadLetterQueueUrl', 'GraphqlUrl', 'NightlyFailureQueueUrl', 'TableName', 'WorkQueueUrl']);
    });

    it('puts a JWT authorizer for that issuer and audience on every route, without scope requirements', () => {
      withIssuer.resourceCountIs('AWS::ApiGatewayV2::Authorizer', 1);
      withIssuer.hasResourceProperties('AWS::ApiGatewayV2::Authorizer', {
        AuthorizerType: 'JWT',
        IdentitySource: ['$request.header.Authorization'],
        JwtConfiguration: { Issuer: 'https://issuer.example.com/', Audience: ['mobile-app', 'deck-tool'] },
      });
      const routes = Object.values(withIssuer.findResources('AWS::ApiGatewayV2::Route'));
      expect(routes).toHaveLength(4);
      for (const route of routes) {
        expect(route.Properties.AuthorizationType).toBe('JWT');
        expect(route.Properties.AuthorizationScopes).toBeUndefined();
      }
    });

    it('tells the function that tokens carry no API scopes and no caller is a first-party app', () => {
      const { graphql } = functionLogicalIds(withIssuer);
      const variables = withIssuer.toJSON().Resources[graphql].Properties.Environment.Variables as Record<string, unknown>;
      expect(variables.WORK_QUEUE_URL).toBeDefined();
      expect(variables.REQUIRE_SCOPES).toBeUndefined();
      expect(variables.FIRST_PARTY_CLIENT_IDS).toBeUndefined();
    });

    it('refuses an issuer without an audience, and an audience without an issuer', () => {
      expect(() => synth({ jwtIssuer: 'https://issuer.example.com/' })).toThrow(/needs jwtAudience/);
      expect(() => synth({ jwtAudience: 'mobile-app' })).toThrow(/without jwtIssuer/);
    });
  });

  function onlyLogicalId(type: string): string {
    const ids = Object.keys(template.findResources(type));
    expect(ids).toHaveLength(1);
    return ids[0]!;
  }

  function userPoolLogicalId(): string {
    return onlyLogicalId('AWS::Cognito::UserPool');
  }

  function resourceServerLogicalId(): string {
    return onlyLogicalId('AWS::Cognito::UserPoolResourceServer');
  }

  function clientLogicalId(clientName: string): string {
    const ids = Object.keys(template.findResources('AWS::Cognito::UserPoolClient', { Properties: { ClientName: clientName } }));
    expect(ids).toHaveLength(1);
    return ids[0]!;
  }

  function clientProperties(clientName: string): Record<string, unknown> {
    return template.toJSON().Resources[clientLogicalId(clientName)].Properties;
  }
});
