// NodejsFunction defaults held in one place (after aws-powertools' FunctionWithLogGroup):
// Node 22 on arm64, ESM bundle with the AWS SDK bundled in, source maps, explicit log group,
// and the shipped card pool copied beside the bundle (CARDS_DIR).

import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { Architecture, Runtime } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat, type ICommandHooks, type NodejsFunctionProps } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';

/** Repo root (this file is infra/function.ts); __dirname does not exist in ESM. */
const REPO_ROOT = resolve(fileURLToPath(import.meta.url), '../..');

/** Absolute path of a file given relative to the repo root (absolute paths pass through). */
export function fromRepoRoot(path: string): string {
  return resolve(REPO_ROOT, path);
}

/** Where each function's asset holds its copy of the shipped card pool (pool/shipped/), and the variable telling pool/load.ts. */
export const CARDS_ASSET_DIR = 'cards';
export const CARDS_DIR = `/var/task/${CARDS_ASSET_DIR}`;

/**
 * The card pool is read at run time, one shard file at a time, not bundled: after esbuild
 * bundles a function, pool/shipped/ is copied into its asset (local bundling runs these in a
 * shell with the repository as `inputDir`).
 */
export const cardsCommandHooks: ICommandHooks = {
  beforeBundling: () => [],
  beforeInstall: () => [],
  afterBundling: (inputDir, outputDir) => [`cp -R "${inputDir}/pool/shipped" "${outputDir}/${CARDS_ASSET_DIR}"`],
};

/** ESM bundles contain CJS dependencies that call require(); give them one. */
const ESM_REQUIRE_BANNER = "import{createRequire}from'module';const require=createRequire(import.meta.url);";

export interface FunctionWithLogGroupProps extends Omit<NodejsFunctionProps, 'entry' | 'logGroup' | 'bundling'> {
  /** Entry file, relative to the repo root (e.g. 'functions/graphql.ts') or absolute. */
  readonly entry: string;
}

export class FunctionWithLogGroup extends NodejsFunction {
  constructor(scope: Construct, id: string, props: FunctionWithLogGroupProps) {
    const { entry, environment, ...rest } = props;
    const logGroup = new LogGroup(scope, `${id}LogGroup`, {
      retention: RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    super(scope, id, {
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      memorySize: 1024,
      timeout: Duration.seconds(10),
      ...rest,
      entry: fromRepoRoot(entry),
      projectRoot: REPO_ROOT,
      depsLockFilePath: fromRepoRoot('package-lock.json'),
      logGroup,
      environment: { NODE_OPTIONS: '--enable-source-maps', CARDS_DIR, ...environment },
      bundling: {
        format: OutputFormat.ESM,
        target: 'node22',
        minify: true,
        sourceMap: true,
        mainFields: ['module', 'main'],
        externalModules: [], // bundle the AWS SDK too: faster cold start, pinned version
        banner: ESM_REQUIRE_BANNER,
        metafile: false,
        forceDockerBundling: false,
        commandHooks: cardsCommandHooks,
      },
    });
  }
}
