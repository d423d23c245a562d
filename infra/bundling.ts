// How esbuild bundles every Lambda function (infra/function.ts's NodejsFunction bundling), in a
// module without the CDK so that the cold-start benchmark (bench/cold-start.ts) bundles the
// function exactly the same way: an ESM bundle for Node 24 with the AWS SDK bundled in,
// minified, with a source map (positions only), `module` before `main`, and a `require` for the CommonJS
// dependencies.

/** The esbuild target matching the Lambda runtime (infra/function.ts checks the two agree). */
export const BUNDLE_TARGET = 'node24';

/** ESM bundles contain CJS dependencies that call require(); give them one. */
export const ESM_REQUIRE_BANNER = "import{createRequire}from'module';const require=createRequire(import.meta.url);";

/**
 * The bundling options every function shares (NodejsFunction's names). The source map maps
 * positions only (`sourcesContent: false`): Node reads and parses the whole map as the bundle
 * loads (`--enable-source-maps`), and the sources' text made it four times larger for nothing a
 * stack trace shows (bench/README.md, "Cold start").
 */
export const BUNDLING = { minify: true, sourceMap: true, sourcesContent: false, mainFields: ['module', 'main'], banner: ESM_REQUIRE_BANNER } as const;

/**
 * esbuild flags beyond NodejsFunction's options (its `esbuildArgs`). graphql-armor's max-tokens
 * imports `graphql/language/parser` without an extension, which resolves to graphql-js's
 * CommonJS build while everything else imports the ESM build: the alias keeps one graphql-js in
 * the bundle (44 kB less, and one Parser class, not two).
 */
export const ESBUILD_ARGS = { '--alias': ['graphql/language/parser=graphql/language/parser.mjs'] };

/** The esbuild command line NodejsFunction runs for these options (ESM, Node, nothing external), writing `outfile`. */
export function esbuildArgs(entry: string, outfile: string): string[] {
  return [
    '--bundle',
    entry,
    `--target=${BUNDLE_TARGET}`,
    '--platform=node',
    '--format=esm',
    `--outfile=${outfile}`,
    ...(BUNDLING.minify ? ['--minify'] : []),
    ...(BUNDLING.sourceMap ? ['--sourcemap'] : []),
    ...(BUNDLING.sourcesContent ? [] : ['--sources-content=false']),
    `--main-fields=${BUNDLING.mainFields.join(',')}`,
    `--banner:js=${BUNDLING.banner}`,
    ...ESBUILD_ARGS['--alias'].map((alias) => `--alias:${alias}`),
  ];
}
