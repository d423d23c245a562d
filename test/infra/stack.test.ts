// Synthesizes the stack without esbuild bundling and checks the CloudFormation template:
// table derived from store/table.ts, Lambda defaults, HTTP API route/integration, IAM, logs.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../infra/app';
import { fromRepoRoot } from '../../infra/function';
import { TABLE } from '../../store/table';

/** The feature flags from cdk.json, so the template under test is the one `cdk synth` makes. */
const cdkJsonContext: Record<string, unknown> = JSON.parse(
  readFileSync(fromRepoRoot('cdk.json'), 'utf8'),
).context;

describe('RulesApiStack', () => {
  let template: Template;
  let tableLogicalId: string;

  beforeAll(() => {
    // The built-in CloudFormation validation (a wasm engine, ~3 s) gets its own test below.
    const { stack } = buildApp({
      skipBundling: true,
      appProps: { context: cdkJsonContext, builtinCloudFormationValidation: false },
    });
    template = Template.fromStack(stack);
    const tables = template.findResources('AWS::DynamoDB::GlobalTable');
    expect(Object.keys(tables)).toHaveLength(1);
    tableLogicalId = Object.keys(tables)[0]!;
  });

  it('declares the table from TABLE: on-demand, PITR, TTL, keys, GSIs, retained', () => {
    const keyAttributes = [
      TABLE.partitionKey,
      TABLE.sortKey,
      ...TABLE.indexes.flatMap((index) => [index.partitionKey, index.sortKey]),
    ];
    template.hasResource('AWS::DynamoDB::GlobalTable', {
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
      Properties: {
        BillingMode: 'PAY_PER_REQUEST',
        KeySchema: [
          { AttributeName: TABLE.partitionKey, KeyType: 'HASH' },
          { AttributeName: TABLE.sortKey, KeyType: 'RANGE' },
        ],
        AttributeDefinitions: Match.arrayWith(
          keyAttributes.map((name) => ({ AttributeName: name, AttributeType: 'S' })),
        ),
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

  it('has one Node 22 arm64 function wired to the table', () => {
    template.resourceCountIs('AWS::Lambda::Function', 1);
    template.hasResourceProperties('AWS::Lambda::Function', {
      Runtime: 'nodejs22.x',
      Architectures: ['arm64'],
      MemorySize: 1024,
      Timeout: 10,
      Handler: 'index.handler',
      Environment: {
        Variables: {
          TABLE_NAME: { Ref: tableLogicalId },
          POWERTOOLS_SERVICE_NAME: 'rules-api',
          NODE_OPTIONS: '--enable-source-maps',
        },
      },
      LoggingConfig: { LogGroup: { Ref: Match.anyValue() } },
    });
  });

  it('keeps the function logs for 30 days', () => {
    template.resourceCountIs('AWS::Logs::LogGroup', 1);
    template.hasResourceProperties('AWS::Logs::LogGroup', { RetentionInDays: 30 });
  });

  it('grants DynamoDB read/write on the table and its indexes', () => {
    const tableArn = { 'Fn::GetAtt': [tableLogicalId, 'Arn'] };
    const statements = Object.values(template.findResources('AWS::IAM::Policy')).flatMap(
      (policy) => policy.Properties.PolicyDocument.Statement as Array<Record<string, unknown>>,
    );
    const onTable = statements.find(
      (statement) =>
        statement.Effect === 'Allow' &&
        JSON.stringify(statement.Resource).includes(JSON.stringify(tableArn)),
    );
    expect(onTable).toBeDefined();
    expect(onTable!.Action).toEqual(
      expect.arrayContaining([
        'dynamodb:GetItem',
        'dynamodb:BatchGetItem',
        'dynamodb:Query',
        'dynamodb:PutItem',
        'dynamodb:UpdateItem',
        'dynamodb:DeleteItem',
        'dynamodb:BatchWriteItem',
        'dynamodb:ConditionCheckItem',
      ]),
    );
    expect(onTable!.Resource).toEqual(
      expect.arrayContaining([tableArn, { 'Fn::Join': ['', [tableArn, '/index/*']] }]),
    );
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
    template.resourceCountIs('AWS::ApiGatewayV2::Integration', 1);
    template.hasResourceProperties('AWS::ApiGatewayV2::Integration', {
      IntegrationType: 'AWS_PROXY',
      PayloadFormatVersion: '2.0',
    });
  });

  it('outputs the GraphQL URL and the table name', () => {
    const outputs = template.findOutputs('*');
    expect(Object.keys(outputs).sort()).toEqual(['GraphqlUrl', 'TableName']);
    expect(outputs.TableName!.Value).toEqual({ Ref: tableLogicalId });
    expect(JSON.stringify(outputs.GraphqlUrl!.Value)).toContain('graphql');
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
  });

  it('has no authorizer unless one is configured, so board operations then answer UNAUTHENTICATED', () => {
    template.resourceCountIs('AWS::ApiGatewayV2::Authorizer', 0);
  });

  it('puts a JWT authorizer on the routes when jwtIssuer and jwtAudience are given as context', () => {
    const { stack } = buildApp({
      skipBundling: true,
      appProps: {
        context: { ...cdkJsonContext, jwtIssuer: 'https://issuer.example.com/', jwtAudience: 'mobile-app,deck-tool' },
        builtinCloudFormationValidation: false,
      },
    });
    const withAuth = Template.fromStack(stack);
    withAuth.hasResourceProperties('AWS::ApiGatewayV2::Authorizer', {
      AuthorizerType: 'JWT',
      IdentitySource: ['$request.header.Authorization'],
      JwtConfiguration: { Issuer: 'https://issuer.example.com/', Audience: ['mobile-app', 'deck-tool'] },
    });
    withAuth.hasResourceProperties('AWS::ApiGatewayV2::Route', { RouteKey: 'POST /graphql', AuthorizationType: 'JWT' });
  });
});
