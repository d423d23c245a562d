// CDK app entry (cdk.json runs it with tsx). One stack, 'MtgRulesApi'; environment-agnostic
// unless CDK_DEFAULT_ACCOUNT/REGION are set (the CLI sets them when it finds credentials).
// `cdk synth` checks it with cdk-nag's AwsSolutions and Serverless packs: a finding that is not
// acknowledged in the infra code, with its reason, fails the synthesis (test/infra/nag.test.ts).

import { App, Validations, type AppProps } from 'aws-cdk-lib';
import { AwsSolutionsChecks, ServerlessChecks } from 'cdk-nag';
import { fileURLToPath } from 'node:url';
import { RulesApiStack, type RulesApiStackProps } from './stack';

export interface BuildAppOptions {
  /** Skip esbuild bundling (unit tests): sets the 'aws:cdk:bundling-stacks' context to []. */
  readonly skipBundling?: boolean;
  /** Check the app with cdk-nag's AwsSolutions and Serverless packs when it is synthesized. */
  readonly nag?: boolean;
  readonly appProps?: AppProps;
  readonly stackProps?: RulesApiStackProps;
}

export function buildApp(options: BuildAppOptions = {}): { app: App; stack: RulesApiStack } {
  const { skipBundling = false, nag = false, appProps = {}, stackProps = {} } = options;
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
  if (nag) Validations.of(app).addPlugins(new AwsSolutionsChecks(app), new ServerlessChecks(app));
  return { app, stack };
}

// Synthesize only when run directly (tsx infra/app.ts), not when imported by tests.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  buildApp({ nag: true }).app.synth();
}
