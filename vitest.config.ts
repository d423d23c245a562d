import { configDefaults, defineConfig } from 'vitest/config';

// The engine project: pure tests (the engine, the cards, the card pool, the rules' text, the folders' imports,
// the schema's contract, the caller's claims), no DynamoDB, no server, no child process, no CDK synth:
// `npm run test:engine` runs them in seconds. Everything else is the integration project.
// `npm test` runs both.
const ENGINE = [
  'test/rules/**/*.test.ts',
  'test/cards/**/*.test.ts',
  'test/pool/**/*.test.ts',
  'test/comprehensive-rules/**/*.test.ts',
  'test/architecture.test.ts',
  'test/explorer/**/*.test.ts',
  'test/functions/caller.test.ts',
  'test/schema/cards.test.ts',
  'test/schema/contract.test.ts',
  'test/schema/rules-text.test.ts',
];

export default defineConfig({
  resolve: {
    // graphql 16 has no exports map: without this, code under test gets index.mjs while
    // Pothos and yoga get index.js, and graphql refuses types "from another realm".
    alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }],
  },
  test: {
    testTimeout: 20_000,
    hookTimeout: 30_000,
    env: {
      // Tests run on Node 20; the deployed functions run on Node 24 (infra/function.ts).
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    },
    // Each project extends this file (the alias, the timeouts, the environment above).
    projects: [
      {
        extends: true,
        test: {
          name: 'engine',
          include: ENGINE,
          // Pure tests share nothing but modules: one module graph per worker instead of one per file.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['test/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...ENGINE],
        },
      },
    ],
  },
});
