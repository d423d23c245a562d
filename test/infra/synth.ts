// How the infra tests synthesize the stack: without esbuild bundling, without the built-in
// CloudFormation validation (a wasm engine, ~3 s; stack.test.ts runs it once on its own), and
// with the feature flags from cdk.json, so the template under test is the one `cdk synth` makes.

import { readFileSync } from 'node:fs';
import { Template } from 'aws-cdk-lib/assertions';
import { buildApp } from '../../infra/app';
import { fromRepoRoot } from '../../infra/function';

/** The feature flags (and other context) from cdk.json. */
export const cdkJsonContext: Record<string, unknown> = JSON.parse(readFileSync(fromRepoRoot('cdk.json'), 'utf8')).context;

/** Synthesizes the stack (no bundling, no validation) with extra context. */
export function synth(context: Record<string, unknown> = {}): Template {
  const { stack } = buildApp({
    skipBundling: true,
    appProps: { context: { ...cdkJsonContext, ...context }, builtinCloudFormationValidation: false },
  });
  return Template.fromStack(stack);
}

/** The logical id of the one resource of this type whose logical id starts with `prefix`. */
export function logicalIdOf(template: Template, type: string, prefix: string): string {
  const ids = Object.keys(template.findResources(type)).filter((id) => id.startsWith(prefix));
  if (ids.length !== 1) throw new Error(`expected one ${type} named ${prefix}*, found ${ids.length}`);
  return ids[0]!;
}

/** The logical ids of the three functions. */
export function functionLogicalIds(template: Template): { graphql: string; worker: string; nightly: string } {
  const fn = (prefix: string) => logicalIdOf(template, 'AWS::Lambda::Function', prefix);
  return { graphql: fn('GraphqlFunction'), worker: fn('RulingsWorkerFunction'), nightly: fn('RulingsNightlyFunction') };
}
