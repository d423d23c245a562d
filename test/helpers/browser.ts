// The browser of the end-to-end suites: Debian's `chromium` (or CHROMIUM_PATH), driven by
// playwright-core, which downloads no browser; a page of it reaches the local server only.

import { existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import type { BrowserContext } from 'playwright-core';

/** Set to a Chromium binary to use instead of the `chromium` on PATH (Debian's), or to a missing path to simulate none. */
export const CHROMIUM_ENV = 'CHROMIUM_PATH';
const onPath = (name: string) => (process.env.PATH ?? '').split(delimiter).map((folder) => join(folder, name));

/** The Chromium to drive, or undefined when there is none (the suite is then skipped, saying so). */
export const chromiumPath = (process.env[CHROMIUM_ENV] ? [process.env[CHROMIUM_ENV]] : [...onPath('chromium'), ...onPath('chromium-browser')]).find((path) => existsSync(path));

export const noChromiumMessage = (suite: string) => `${suite} skipped: no Chromium found (install Debian's, apt-get install -y chromium, or set ${CHROMIUM_ENV})`;

export const isLocal = (url: string) => ['localhost', '127.0.0.1'].includes(new URL(url).hostname);

/** The network of the context is the local server's: anything else is refused before it leaves the browser. */
export async function onlyLocalNetwork(context: BrowserContext): Promise<void> {
  await context.route('**/*', (route) => (isLocal(route.request().url()) ? route.continue() : route.abort('internetdisconnected')));
}
