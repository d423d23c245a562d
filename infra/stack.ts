// The whole deployment: the single DynamoDB table (derived from store/table.ts),
// the GraphQL Lambda, and an HTTP API ($default stage) routing /graphql to it.

import { CfnOutput, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { CorsHttpMethod, HttpApi, HttpMethod, PayloadFormatVersion } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpJwtAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { AttributeType, Billing, TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';
import { TABLE } from '../store/table';
import { FunctionWithLogGroup } from './function';

export interface RulesApiStackProps extends StackProps {
  /** Override the GraphQL handler entry (repo-relative or absolute); defaults to functions/graphql.ts. */
  readonly graphqlEntry?: string;
}

export class RulesApiStack extends Stack {
  readonly table: TableV2;
  readonly graphqlFunction: FunctionWithLogGroup;
  readonly api: HttpApi;

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
      },
    });
    this.table.grantReadWriteData(this.graphqlFunction);

    // The callers' identity: the `sub` claim of a JWT checked by the HTTP API
    // (`cdk deploy -c jwtIssuer=https://... -c jwtAudience=client-a,client-b`). Without one,
    // every caller is anonymous and board operations answer UNAUTHENTICATED.
    const issuer = this.node.tryGetContext('jwtIssuer') as string | undefined;
    const audience = String(this.node.tryGetContext('jwtAudience') ?? '').split(',').map((a) => a.trim()).filter(Boolean);
    const authorizer = issuer ? new HttpJwtAuthorizer('JwtAuthorizer', issuer, { jwtAudience: audience }) : undefined;

    this.api = new HttpApi(this, 'HttpApi', {
      corsPreflight: {
        allowMethods: [CorsHttpMethod.POST, CorsHttpMethod.GET, CorsHttpMethod.OPTIONS],
        allowHeaders: ['content-type', 'authorization'],
        allowOrigins: ['*'],
      },
    });
    const integration = new HttpLambdaIntegration('GraphqlIntegration', this.graphqlFunction, {
      payloadFormatVersion: PayloadFormatVersion.VERSION_2_0,
    });
    this.api.addRoutes({
      path: '/graphql',
      methods: [HttpMethod.POST, HttpMethod.GET],
      integration,
      ...(authorizer ? { authorizer } : {}),
    });

    new CfnOutput(this, 'GraphqlUrl', { value: `${this.api.url}graphql` });
    new CfnOutput(this, 'TableName', { value: this.table.tableName });
  }
}
