// CDK app entry (cdk.json runs it with tsx). One stack, 'MtgRulesApi'; environment-agnostic
// unless CDK_DEFAULT_ACCOUNT/REGION are set (the CLI sets them when it finds credentials).

import { App, type AppProps } from 'aws-cdk-lib';
import { fileURLToPath } from 'node:url';
import { RulesApiStack, type RulesApiStackProps } from './stack';

export interface BuildAppOptions {
  /** Skip esbuild bundling (unit tests): sets the 'aws:cdk:bundling-stacks' context to []. */
  readonly skipBundling?: boolean;
  readonly appProps?: AppProps;
  readonly stackProps?: RulesApiStackProps;
}

export function buildApp(options: BuildAppOptions = {}): { app: App; stack: RulesApiStack } {
  const { skipBundling = false, appProps = {}, stackProps = {} } = options;
  const app = new App({
    ...appProps,
    context: {
      ...appProps.context,
      ...(skipBundling ? { 'aws:cdk:bundling-stacks': [] } : {}),
    },
  });
  const account = process.env.CDK_DEFAULT_ACCOUNT;
  const region = process.env.CDK_DEFAULT_REGION;
  const stack = new RulesApiStack(app, 'MtgRulesApi', {
    stackName: 'MtgRulesApi',
    description: 'MTG rules GraphQL API: DynamoDB table, Lambda functions, HTTP API, nightly rulings job',
    ...(account || region ? { env: { account, region } } : {}),
    ...stackProps,
  });
  return { app, stack };
}

// Synthesize only when run directly (tsx infra/app.ts), not when imported by tests.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  buildApp().app.synth();
}
