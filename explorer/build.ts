// The ruling explorer's build (README, "The ruling explorer"): esbuild bundles the page
// (explorer/page/, TypeScript with Preact) with the typed client and the example scenarios of
// examples/ into one script and one stylesheet, in memory. The local server builds it as it
// starts and serves it at `/` (explorer/serve.ts); `npm run explorer:build` writes the same
// files to .explorer/ to look at or host elsewhere. Nothing of it reaches a Lambda function.

import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';

const HERE = fileURLToPath(new URL('.', import.meta.url));
const ROOT = resolve(HERE, '..');

/** The built page: its HTML, script and stylesheet. */
export interface ExplorerAssets {
  html: string;
  script: string;
  style: string;
}

/** Where the page asks for its script and stylesheet (explorer/serve.ts answers them). */
export const ASSET_PATHS = { script: '/explorer/app.js', style: '/explorer/app.css' } as const;

/** An example scenario of examples/, as the page lists it. */
export interface ExampleFile {
  file: string;
  title: string;
  scenario: unknown;
}

/** The scenario files of examples/, sorted by file name, each with its title (or its file name). */
export function exampleFiles(dir = join(ROOT, 'examples')): ExampleFile[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((file) => {
      const scenario = JSON.parse(readFileSync(join(dir, file), 'utf8')) as { title?: unknown };
      return { file, title: typeof scenario.title === 'string' ? scenario.title : file.replace(/\.json$/, '').replace(/-/g, ' '), scenario };
    });
}

/** `import { EXAMPLES } from 'explorer:examples'` in the page: the example scenarios, read at build time. */
const examplesModule: Plugin = {
  name: 'explorer-examples',
  setup(on) {
    on.onResolve({ filter: /^explorer:examples$/ }, () => ({ path: 'examples', namespace: 'explorer' }));
    on.onLoad({ filter: /.*/, namespace: 'explorer' }, () => ({ contents: `export const EXAMPLES = ${JSON.stringify(exampleFiles())};`, loader: 'js' }));
  },
};

/** The page's HTML: a shell the script fills, usable (a message) without it. */
function page(): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>MTG ruling explorer</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="${ASSET_PATHS.style}">
</head>
<body>
<div id="app"><noscript>The ruling explorer needs JavaScript. The API itself is at <a href="/graphql">/graphql</a>.</noscript></div>
<script type="module" src="${ASSET_PATHS.script}"></script>
</body>
</html>
`;
}

/** Bundles the page: minified, for the browsers of the last few years, with no source outside the repository. */
export async function buildExplorer(): Promise<ExplorerAssets> {
  const result = await build({
    entryPoints: [join(HERE, 'page', 'main.tsx'), join(HERE, 'page', 'style.css')],
    bundle: true,
    write: false,
    outdir: '/explorer',
    format: 'esm',
    platform: 'browser',
    target: ['es2022'],
    minify: true,
    jsx: 'automatic',
    jsxImportSource: 'preact',
    tsconfig: join(HERE, 'page', 'tsconfig.json'),
    define: { 'process.env.NODE_ENV': '"production"' },
    // graphql's index.mjs, as the page's other code would get it.
    mainFields: ['module', 'main'],
    plugins: [examplesModule],
    logLevel: 'silent',
  });
  const output = (suffix: string) => {
    const file = result.outputFiles.find((candidate) => candidate.path.endsWith(suffix));
    if (!file) throw new Error(`the explorer's build wrote no ${suffix} file`);
    return file.text;
  };
  return { html: page(), script: output('.js'), style: output('.css') };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const out = join(ROOT, '.explorer');
  const assets = await buildExplorer();
  mkdirSync(join(out, 'explorer'), { recursive: true });
  writeFileSync(join(out, 'index.html'), assets.html);
  writeFileSync(join(out, ASSET_PATHS.script), assets.script);
  writeFileSync(join(out, ASSET_PATHS.style), assets.style);
  process.stdout.write(`wrote ${out}: index.html, ${ASSET_PATHS.script} (${Math.round(assets.script.length / 1024)} kB), ${ASSET_PATHS.style}\n`);
}
