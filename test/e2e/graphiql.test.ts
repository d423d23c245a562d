// End to end in a browser: the local server's GraphiQL, in headless Chromium (Debian's `chromium`,
// driven by playwright-core, which downloads no browser), with every request to anywhere but the
// server itself refused. Skipped, saying so, when no Chromium is installed (.ci/run installs it).

import { chromium, type Browser, type Locator, type Page, type Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PRINCIPAL, PRINCIPAL_HEADER, startLocalServer, type LocalServer } from '../../functions/local';
import { chromiumPath, isLocal, noChromiumMessage as skipped, onlyLocalNetwork } from '../helpers/browser';
import { BOARD } from '../helpers/graphql';

const noChromiumMessage = skipped('GraphiQL browser suite');

/** Set to a file to take a screenshot of the page once the example has run (to look at it). */
const SCREENSHOT_ENV = 'GRAPHIQL_SCREENSHOT';

/** The text an editor shows (Monaco draws spaces as no-break spaces). */
const shown = async (editor: Locator) => (await editor.innerText()).replace(/\u00a0/g, ' ');

describe('the GraphiQL page', () => {
  it('carries its own code: no script, style or icon is loaded from another host', async () => {
    const server = await startLocalServer({ port: 0, dynamoPort: 0, dataDir: null, log: false });
    try {
      const page = await (await fetch(server.url, { headers: { accept: 'text/html' } })).text();
      expect(page).toContain('YogaGraphiQL');
      expect(page.match(/<(script|link)\b[^>]*>/g)?.filter((tag) => /\b(src|href)=/.test(tag)) ?? []).toEqual([expect.stringMatching(/href="data:/)]);
    } finally {
      await server.close();
    }
  });
});

if (chromiumPath === undefined) {
  console.warn(noChromiumMessage);
  describe('GraphiQL in a browser', () => {
    it.skip(noChromiumMessage, () => {});
  });
} else {
  describe('GraphiQL in a browser, with no network but the local server', () => {
    let server: LocalServer;
    let browser: Browser;
    let page: Page;
    /** Every request the page attempted, and what became of it. */
    const requests = new Map<Request, { url: string; status?: number; failed?: string }>();

    beforeAll(async () => {
      server = await startLocalServer({ port: 0, dynamoPort: 0, dataDir: null, log: false });
      browser = await chromium.launch({ executablePath: chromiumPath, headless: true });
      const context = await browser.newContext();
      await onlyLocalNetwork(context);
      page = await context.newPage();
      page.on('request', (request) => {
        if (!/^(data|blob):/.test(request.url())) requests.set(request, { url: request.url() });
      });
      page.on('response', (response) => {
        const entry = requests.get(response.request());
        if (entry) entry.status = response.status();
      });
      page.on('requestfailed', (request) => {
        const entry = requests.get(request);
        if (entry) entry.failed = request.failure()?.errorText ?? 'failed';
      });
    }, 60_000);

    afterAll(async () => {
      await browser?.close();
      await server?.close();
    });

    it('loads from the server alone and opens on the README example, with the x-principal header filled in', async () => {
      await page.goto(server.url, { waitUntil: 'load' });
      const editor = page.locator('.graphiql-query-editor');
      await expect.poll(() => shown(editor), { timeout: 30_000 }).toContain('mutation CreateBoard');
      expect(await shown(editor)).toContain('mutation TapForest');

      await page.getByRole('button', { name: 'Headers' }).click();
      await expect.poll(() => shown(page.locator('.graphiql-editor-tool'))).toContain(`"${PRINCIPAL_HEADER}": "${DEFAULT_PRINCIPAL}"`);
    }, 60_000);

    let boardId: string | undefined;

    it('runs the example: CreateBoard answers with the new board, stored for the caller of the header', async () => {
      await page.locator('.graphiql-execute-button').click();
      await page.getByRole('menuitem', { name: 'CreateBoard' }).click();
      const response = page.locator('.graphiql-response');
      await expect.poll(() => shown(response), { timeout: 30_000 }).toContain('CreateBoardSuccess');

      // The result pane wraps long lines: its JSON read without its white space.
      const id = (boardId = /"id":"([^"]+)"/.exec((await shown(response)).replace(/\s+/g, ''))?.[1]);
      expect(id).toBeDefined();
      const read = await fetch(server.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [PRINCIPAL_HEADER]: DEFAULT_PRINCIPAL },
        body: JSON.stringify({ query: BOARD, variables: { id } }),
      });
      expect(((await read.json()) as { data: { board: { version: number } } }).data.board.version).toBe(1);
    }, 60_000);

    it("then TapForest, given that board's id, taps the Forest for {G} and answers that it can't be activated again", async () => {
      await page.getByRole('button', { name: 'Variables' }).click();
      await page.locator('.graphiql-editor-tool').click();
      await page.keyboard.press('Control+A');
      await page.keyboard.insertText(JSON.stringify({ boardId }));
      const answered = page.waitForResponse((response) => response.request().postData()?.includes('TapForest') ?? false);
      await page.locator('.graphiql-execute-button').click();
      await page.getByRole('menuitem', { name: 'TapForest' }).click();
      const response = page.locator('.graphiql-response');
      await expect.poll(() => shown(response), { timeout: 30_000 }).toContain('ApplyActionsSuccess');
      expect((await shown(response)).replace(/\s+/g, '')).toContain('"type":"manaAdded","player":"alice","mana":{"G":1}');
      // The answer is further down than the result pane shows without scrolling.
      const { data } = (await (await answered).json()) as { data: { applyActions: { answers: { legal: boolean; rule: string }[] } } };
      expect(data.applyActions.answers).toEqual([expect.objectContaining({ legal: false, rule: '107.5' })]);
      if (process.env[SCREENSHOT_ENV]) await page.screenshot({ path: process.env[SCREENSHOT_ENV] });
    }, 60_000);

    it('attempted no request beyond the server, and the server took every one: its POSTs are JSON from its own origin, as the x-principal header says', async () => {
      const attempted = [...requests.values()];
      expect(attempted.filter((r) => !isLocal(r.url)).map((r) => r.url)).toEqual([]);
      expect(attempted.filter((r) => r.failed !== undefined || r.status !== 200)).toEqual([]);
      const posts = [...requests.keys()].filter((request) => request.method() === 'POST');
      expect(posts.length).toBeGreaterThan(0);
      for (const post of posts) {
        expect(await post.allHeaders()).toMatchObject({
          'content-type': expect.stringMatching(/^application\/json/) as string,
          origin: new URL(server.url).origin,
          [PRINCIPAL_HEADER]: DEFAULT_PRINCIPAL,
        });
      }
    });
  });
}
