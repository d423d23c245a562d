// NodejsFunction defaults held in one place (after aws-powertools' FunctionWithLogGroup):
// Node 24 (the newest LTS Lambda offers) on arm64, X-Ray tracing active, ESM bundle for Node 24
// with the AWS SDK bundled in, source maps (infra/bundling.ts), an explicit log group and a role of its own that
// may write only to it (no managed policy), and the shipped card pool and Comprehensive Rules text
// copied beside the bundle (CARDS_DIR, RULES_TEXT_DIR). `grantTableData` gives a function the table's actions the store uses.

import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat, type ICommandHooks, type NodejsFunctionProps } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { TABLE } from '../store/table';
import { BUNDLE_TARGET, BUNDLING, ESBUILD_ARGS } from './bundling';

/** Repo root (this file is infra/function.ts); __dirname does not exist in ESM. */
const REPO_ROOT = resolve(fileURLToPath(import.meta.url), '../..');

/** Absolute path of a file given relative to the repo root (absolute paths pass through). */
export function fromRepoRoot(path: string): string {
  return resolve(REPO_ROOT, path);
}

/** Where each function's asset holds its copy of the shipped card pool (pool/shipped/), and the variable telling pool/load.ts. */
export const CARDS_ASSET_DIR = 'cards';
export const CARDS_DIR = `/var/task/${CARDS_ASSET_DIR}`;

/** Where each function's asset holds its copy of the shipped Comprehensive Rules text (comprehensive-rules/shipped/), and the variable telling comprehensive-rules/index.ts. */
export const RULES_TEXT_ASSET_DIR = 'comprehensive-rules';
export const RULES_TEXT_DIR = `/var/task/${RULES_TEXT_ASSET_DIR}`;

/**
 * The card pool is read at run time, one shard file at a time, and the rules' text at the first
 * lookup, not bundled: after esbuild bundles a function, pool/shipped/ and
 * comprehensive-rules/shipped/ are copied into its asset (local bundling runs these in a shell
 * with the repository as `inputDir`).
 */
export const cardsCommandHooks: ICommandHooks = {
  beforeBundling: () => [],
  beforeInstall: () => [],
  afterBundling: (inputDir, outputDir) => [
    `cp -R "${inputDir}/pool/shipped" "${outputDir}/${CARDS_ASSET_DIR}"`,
    `cp -R "${inputDir}/comprehensive-rules/shipped" "${outputDir}/${RULES_TEXT_ASSET_DIR}"`,
  ],
};

export interface FunctionWithLogGroupProps extends Omit<NodejsFunctionProps, 'entry' | 'logGroup' | 'bundling'> {
  /** Entry file, relative to the repo root (e.g. 'functions/graphql.ts') or absolute. */
  readonly entry: string;
}

/** The Lambda runtime (the newest Node LTS Lambda offers), and the esbuild target that matches it: nodejs24.x -> node24. */
export const RUNTIME = Runtime.NODEJS_24_X;
export { BUNDLE_TARGET };
if (RUNTIME.name.replace(/^nodejs(\d+)\.x$/, 'node$1') !== BUNDLE_TARGET) throw new Error(`infra/bundling.ts targets ${BUNDLE_TARGET}, the runtime is ${RUNTIME.name}`);

export class FunctionWithLogGroup extends NodejsFunction {
  constructor(scope: Construct, id: string, props: FunctionWithLogGroupProps) {
    const { entry, environment, ...rest } = props;
    const logGroup = new LogGroup(scope, `${id}LogGroup`, {
      retention: RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    // Instead of the managed AWSLambdaBasicExecutionRole (logs on every log group): its own log group only.
    const role = new Role(scope, `${id}Role`, { assumedBy: new ServicePrincipal('lambda.amazonaws.com') });
    logGroup.grantWrite(role);
    super(scope, id, {
      runtime: RUNTIME,
      architecture: Architecture.ARM_64,
      memorySize: 1024,
      timeout: Duration.seconds(10),
      tracing: Tracing.ACTIVE,
      ...rest,
      role,
      entry: fromRepoRoot(entry),
      projectRoot: REPO_ROOT,
      depsLockFilePath: fromRepoRoot('package-lock.json'),
      logGroup,
      environment: { NODE_OPTIONS: '--enable-source-maps', CARDS_DIR, RULES_TEXT_DIR, ...environment },
      bundling: {
        format: OutputFormat.ESM,
        target: BUNDLE_TARGET,
        ...BUNDLING,
        mainFields: [...BUNDLING.mainFields],
        esbuildArgs: ESBUILD_ARGS,
        externalModules: [], // bundle the AWS SDK too: faster cold start, pinned version
        metafile: false,
        forceDockerBundling: false,
        commandHooks: cardsCommandHooks,
      },
    });
    Validations.of(role).acknowledge({
      id: 'AwsSolutions::AwsSolutions-IAM5[Resource::*]',
      reason: 'X-Ray PutTraceSegments and PutTelemetryRecords take no resource: the trace segments of Tracing.ACTIVE.',
    });
  }
}

/** The table actions store/ sends (Get, Put, Update, Delete, Query, BatchGet, BatchWrite), on the table and on its indexes by name (Query). */
export function grantTableData(table: ITableV2, fn: FunctionWithLogGroup): void {
  fn.addToRolePolicy(
    new PolicyStatement({
      actions: ['dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:Query', 'dynamodb:BatchGetItem', 'dynamodb:BatchWriteItem'],
      resources: [table.tableArn],
    }),
  );
  fn.addToRolePolicy(new PolicyStatement({ actions: ['dynamodb:Query'], resources: TABLE.indexes.map((index) => `${table.tableArn}/index/${index.name}`) }));
}
