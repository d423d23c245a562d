// ESLint 9 flat config: typescript-eslint with type information over every TypeScript folder;
// style is Prettier's (eslint-config-prettier, last, turns off the rules it would fight).
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['cdk.out/', '.bench/', '.data/', '.explorer/', '.artifacts/', 'client/generated/'] },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // A switch over a union names every member, even when it has a default: a new member must not fall into the default unseen.
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: false, requireDefaultForNonUnion: false }],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      // As tsc's noUnusedParameters: `_name` marks a parameter kept for its position, and `{ field: _field, ...rest }` drops a field.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', ignoreRestSiblings: true }],
      // Off: `async` without `await` is how a method implements a Promise-returning interface, and it turns a throw into a rejection.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // The code the Lambda functions bundle. esbuild writes strings in ASCII but leaves regular
    // expression literals as written, and one character beyond Latin-1 anywhere in a bundle makes
    // Node decode the whole file as UTF-16 and hold it at twice the size (bench/README.md, "Cold
    // start"). The builds of the pool and of the rules' text are never bundled.
    files: ['app/**/*.ts', 'comprehensive-rules/**/*.ts', 'functions/**/*.ts', 'pool/**/*.ts', 'rules/**/*.ts', 'schema/**/*.ts', 'store/**/*.ts'],
    ignores: ['pool/compile/**', 'comprehensive-rules/build.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Literal[regex.pattern=/[^\\u0000-\\u00ff]/]',
          message:
            'Write a character beyond Latin-1 in a regular expression as \\uXXXX: esbuild leaves regular expressions as written, and one such character makes a whole bundle UTF-16 (bench/README.md, "Cold start").',
        },
      ],
    },
  },
  {
    files: ['test/**'],
    rules: {
      // Off in tests: they read GraphQL responses, events and results as untyped JSON, and `expect` checks their shape.
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  prettier,
);
