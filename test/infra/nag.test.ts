// cdk-nag's AwsSolutions and Serverless rule packs on the synthesized stack (as `cdk synth`
// runs them, infra/app.ts): a finding, error or warning, that the infra code does not
// acknowledge with a reason fails the test, so a new resource either follows the packs or
// says beside it why it may not.

import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Queue } from 'aws-cdk-lib/aws-sqs';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../infra/app';
import type { RulesApiStack } from '../../infra/stack';
import { cdkJsonContext } from './synth';

interface ValidationReport {
  pluginReports: { pluginName: string; violations: { ruleName: string; severity: string; violatingConstructs: { constructPath: string }[] }[] }[];
}

const outdirs: string[] = [];
afterAll(() => {
  for (const dir of outdirs) rmSync(dir, { recursive: true, force: true });
});

/** Synthesizes the app with cdk-nag (no bundling); every unacknowledged finding as `rule @ construct`. */
function nagFindings(change?: (stack: RulesApiStack) => void): string[] {
  const outdir = mkdtempSync(join(tmpdir(), 'nag-'));
  outdirs.push(outdir);
  const { app, stack } = buildApp({ skipBundling: true, nag: true, appProps: { outdir, context: { ...cdkJsonContext }, builtinCloudFormationValidation: false } });
  change?.(stack);
  try {
    app.synth();
  } catch (error) {
    if ((error as Error).name !== 'ValidationFailed' && !String(error).includes('Validation failed')) throw error;
  }
  let report: ValidationReport;
  try {
    report = JSON.parse(readFileSync(join(outdir, 'validation-report.json'), 'utf8')) as ValidationReport;
  } catch {
    return []; // no report: nothing was found
  }
  return report.pluginReports.flatMap((plugin) =>
    plugin.violations.flatMap((violation) => violation.violatingConstructs.map((construct) => `${violation.ruleName} (${violation.severity}) @ ${construct.constructPath}`)),
  );
}

describe('cdk-nag (AwsSolutions and Serverless packs) on the stack', () => {
  it('finds nothing that is not acknowledged with a reason', () => {
    expect(nagFindings()).toEqual([]);
  }, 90_000);

  it('fails on a new finding: a queue without a dead-letter queue', () => {
    const findings = nagFindings((stack) => {
      new Queue(stack, 'Unreviewed', { enforceSSL: true });
    });
    expect(findings).toEqual(expect.arrayContaining([expect.stringMatching(/^AwsSolutions-SQS3 .* @ MtgRulesApi\/Unreviewed\//)]));
  }, 90_000);
});
