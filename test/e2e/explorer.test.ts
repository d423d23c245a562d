// The ruling explorer in a browser (README, "The ruling explorer"): the local server's page at
// `/`, in headless Chromium (Debian's, driven by playwright-core) with every request beyond the
// server refused. Each test leaves a screenshot in .artifacts/explorer/ for the run's artifacts.
// Skipped, saying so, when no Chromium is installed (.ci/run installs it).

import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startLocalServer, type LocalServer } from '../../functions/local';
import { board as boardOf, opaqueAnthem } from '../helpers/boards';
import { chromiumPath, isLocal, noChromiumMessage, onlyLocalNetwork } from '../helpers/browser';

/** Where the screenshots go: one per test, named after it. */
export const ARTIFACTS = join(__dirname, '..', '..', '.artifacts', 'explorer');

const skipped = noChromiumMessage('Ruling explorer browser suite');

if (chromiumPath === undefined) {
  console.warn(skipped);
  describe('the ruling explorer in a browser', () => {
    it.skip(skipped, () => {});
  });
} else {
  describe('the ruling explorer, in a browser with no network but the local server', () => {
    let server: LocalServer;
    let browser: Browser;
    let context: BrowserContext;
    let page: Page;
    /** Requests the page attempted beyond the server, and any it made that failed. */
    let strays: string[];
    let failures: string[];
    let pageErrors: string[];

    beforeAll(async () => {
      mkdirSync(ARTIFACTS, { recursive: true });
      server = await startLocalServer({ port: 0, dynamoPort: 0, dataDir: null, log: false });
      browser = await chromium.launch({ executablePath: chromiumPath, headless: true });
    }, 60_000);

    afterAll(async () => {
      await browser?.close();
      await server?.close();
    });

    beforeEach(async () => {
      strays = [];
      failures = [];
      pageErrors = [];
      context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      await onlyLocalNetwork(context);
      page = await context.newPage();
      page.on('request', (request) => {
        if (!/^(data|blob):/.test(request.url()) && !isLocal(request.url())) strays.push(request.url());
      });
      page.on('response', (response) => {
        if (response.status() >= 400) failures.push(`${response.status()} ${response.url()}`);
      });
      page.on('pageerror', (error) => pageErrors.push(error.message));
      await page.goto(new URL('/', server.url).toString(), { waitUntil: 'load' });
      await page.getByRole('heading', { name: 'MTG ruling explorer' }).waitFor();
    });

    afterEach(async (test) => {
      const name = test.task.name
        .replace(/[^a-z0-9]+/gi, '-')
        .replace(/^-|-$/g, '')
        .slice(0, 80);
      await page.screenshot({ path: join(ARTIFACTS, `${name}.png`), fullPage: true });
      await context.close();
      // The page reached nothing but the server, which answered everything, and threw nothing.
      expect(strays).toEqual([]);
      expect(failures).toEqual([]);
      expect(pageErrors).toEqual([]);
    });

    const card = (id: string) => page.locator(`button.card[data-permanent="${id}"]`);
    const stat = (player: string, name: string) => page.locator(`.player[data-player="${player}"] [data-stat="${name}"]`);
    const details = () => page.locator('section.details');
    /** Waits for the page to be done asking the engine (a loaded scenario replays its actions one request each). */
    const settled = () => expect.poll(() => page.locator('.busy').count(), { timeout: 30_000 }).toBe(0);
    /** The text of rule `number` inside `scope`, opened as a reader would: a click on its number. */
    async function ruleText(scope: ReturnType<Page['locator']>, number: string): Promise<string> {
      const rule = scope.locator('details.rule', { has: page.locator('summary', { hasText: new RegExp(`^CR ${number.replace('.', '\\.')}$`) }) }).first();
      await rule.locator('summary').click();
      await expect.poll(() => rule.locator('.rule-text').count()).toBe(1);
      return rule.locator('.rule-text').innerText();
    }

    /** Loads a scenario as a reader pastes one: the JSON in the loader's text area. */
    async function paste(scenario: unknown) {
      await page.locator('.loader summary', { hasText: 'Paste a scenario or a board' }).click();
      await page.getByLabel('Scenario or board JSON').fill(JSON.stringify(scenario));
      await page.getByRole('button', { name: 'Load pasted' }).click();
    }
    /** The blockers an UNSUPPORTED note inside `scope` lists: each one's card and permanent, Oracle text and why. */
    const blockersIn = async (scope: ReturnType<Page['locator']>) =>
      Promise.all(
        (await scope.locator('li.blocker').all()).map(async (blocker) => ({
          source: await blocker.locator('.blocker-source').innerText(),
          text: await blocker.locator('.blocker-text').innerText(),
          reason: await blocker.locator('.blocker-reason').innerText(),
        })),
      );

    /** A new empty board with these cards of the pool, found with the page's search and added for a player. */
    async function buildBoard(cards: { search: string; name: string; player: string }[]) {
      await page.getByRole('button', { name: 'New empty board' }).click();
      await page.getByRole('heading', { name: "Turn 1: alice's precombat main phase" }).or(page.getByText("Turn 1: alice's precombat main phase")).waitFor();
      for (const { search, name, player } of cards) {
        await page.getByLabel('Search the card pool').fill(search);
        await page.getByRole('button', { name: 'Search', exact: true }).click();
        const hit = page.locator('.hits li').filter({ has: page.locator('strong', { hasText: new RegExp(`^${name}$`) }) });
        await hit.getByRole('button', { name: `Add for ${player}` }).click();
        await page.locator('.battlefield .card-name', { hasText: name }).waitFor();
      }
    }

    it('loads an example, and taps a land: the mana is in the pool and each event shows its rules with their text (CR 106.4, 605.3b)', async () => {
      await page.getByLabel('Example').selectOption('forest-adds-green.json');
      await page.getByRole('button', { name: 'Load example' }).click();
      // The example's own action is its first step; undo it to tap the Forest here.
      await page.locator('.step').first().waitFor();
      await settled();
      await page.getByRole('button', { name: /Undo everything/ }).click();
      await expect.poll(() => card('forest').getAttribute('class')).not.toContain('tapped');
      await expect.poll(() => stat('alice', 'mana').innerText()).toBe('no mana');

      await page.getByRole('button', { name: "Activate Forest's ability 0" }).click();
      await expect.poll(() => stat('alice', 'mana').innerText()).toBe('{G}');
      await expect.poll(() => card('forest').innerText()).toContain('tapped');
      const added = page.locator('.event[data-event="manaAdded"]');
      await expect.poll(() => added.innerText()).toContain('alice adds {G} (from Forest)');
      expect(await ruleText(added, '106.4')).toContain('When an effect instructs a player to add mana, that mana goes into a player’s mana pool.');
      expect(await ruleText(page.locator('.event[data-event="tapped"]'), '107.5')).toContain('tap symbol');
      // Tapped, the Forest's ability is no longer among what alice may do (CR 107.5).
      await expect.poll(() => page.locator('.player-actions[data-player="alice"]').innerText()).not.toContain('Activate Forest');
    }, 60_000);

    it("opens Gideon Blackblade's characteristics on each player's turn: a 4/4 creature on his controller's turn, by the layers, and only a planeswalker on the other's (CR 613, 611.3a)", async () => {
      await buildBoard([{ search: 'Gideon Blackblade', name: 'Gideon Blackblade', player: 'alice' }]);
      await card('gideon-blackblade').click();
      await expect.poll(() => details().locator('[data-field="types"]').innerText()).toBe('Legendary Planeswalker Creature — Gideon Human Soldier');
      expect(await details().locator('[data-field="pt"]').innerText()).toBe('4/4');
      const explain = details().locator('ol.explain');
      await expect.poll(() => explain.innerText()).toContain('Layer 4: gideon-blackblade (Gideon Blackblade), timestamp 1, in timestamp order');
      expect(await explain.innerText()).toContain('Layer 7b');
      expect(await ruleText(explain.locator('li').first(), '613.1d')).toContain('Layer 4: Type-changing effects are applied.');

      // bob's turn: the condition "as long as it's your turn" no longer holds.
      await page.getByRole('button', { name: 'Advance…' }).click();
      const advance = page.getByRole('form', { name: 'Advance' });
      await advance.locator('select[name="to"]').selectOption('precombatMain');
      await advance.locator('select[name="player"]').selectOption('bob');
      await advance.getByRole('button', { name: 'Advance', exact: true }).click();
      await expect.poll(() => page.locator('.turn').innerText()).toBe("Turn 2: bob's precombat main phase");
      // The open characteristics follow the board.
      await expect.poll(() => details().locator('[data-field="types"]').innerText()).toBe('Legendary Planeswalker — Gideon');
      expect(await details().locator('[data-field="pt"]').innerText()).toBe('none');
      expect(await details().locator('.explain-none').innerText()).toContain('No continuous effect applies to it now');
    }, 60_000);

    it('answers a CHOICE_REQUIRED prompt: Birds of Paradise asks for a color, offers the five, and adds the one chosen (CR 106.1a, 605.3b)', async () => {
      await buildBoard([{ search: 'Birds of Paradise', name: 'Birds of Paradise', player: 'alice' }]);
      await page.getByRole('button', { name: "Activate Birds of Paradise's ability 0" }).click();
      const prompt = page.getByRole('dialog', { name: 'A choice is needed' });
      await expect.poll(() => prompt.innerText()).toContain('choose the mana');
      expect(await prompt.locator('.options button').allInnerTexts()).toEqual(['W', 'U', 'B', 'R', 'G']);
      await prompt.getByRole('button', { name: 'G', exact: true }).click();
      await expect.poll(() => stat('alice', 'mana').innerText()).toBe('{G}');
      await expect(prompt.count()).resolves.toBe(0);
      expect(await page.locator('.step').first().innerText()).toContain("activate Birds of Paradise's ability 0");
    }, 60_000);

    it("saves the scenario as a ruling: it is listed with the caller's rulings, and loads back with its steps", async () => {
      await page.getByLabel('Example').selectOption('llanowar-elves-taps-for-green.json');
      await page.getByRole('button', { name: 'Load example' }).click();
      await page.locator('.step').first().waitFor();
      await settled();
      const steps = await page.locator('.step').count();
      await page.getByLabel('Ruling name').fill('Elves tap for G (explorer test)');
      await page.getByRole('button', { name: 'Save as a ruling' }).click();
      await expect.poll(() => page.locator('.keep [role="status"]').innerText()).toContain('Saved “Elves tap for G (explorer test)”');
      const listed = page.locator('.rulings li', { hasText: 'Elves tap for G (explorer test)' });
      await expect.poll(() => listed.innerText()).toContain('still matches');
      expect(await page.locator('.keep').innerText()).toContain('Latest drift report');

      await page.getByRole('button', { name: 'New empty board' }).click();
      await expect.poll(() => page.locator('.step').count()).toBe(0);
      await listed.getByRole('button').click();
      await expect.poll(() => page.locator('.step').count()).toBe(steps);
      expect(await page.locator('.step').first().innerText()).toContain("activate Llanowar Elves's ability 0");
    }, 60_000);

    it("shows UNSUPPORTED with the card and the ability that stops the engine: Ancient Ooze's characteristic-defining ability (CR 604.3)", async () => {
      await page.getByLabel('Example').selectOption('ancient-ooze-unsupported.json');
      await page.getByRole('button', { name: 'Load example' }).click();
      await expect.poll(() => card('ooze').innerText()).toContain('UNSUPPORTED');
      await card('ooze').click();
      const note = details().locator('.unsupported');
      await expect.poll(() => note.innerText()).toContain("UNSUPPORTED: an ability the engine does not carry out could change Ancient Ooze (ooze)'s characteristics:");
      expect(await note.locator('.blocker-source').innerText()).toBe('Ancient Ooze (ooze), ability 0');
      expect(await note.locator('q').innerText()).toBe("Ancient Ooze's power and toughness are each equal to the total mana value of other creatures you control.");
      expect(await note.locator('.blocker-reason').innerText()).toContain("it could change Ancient Ooze (ooze)'s types (layer 4), power and toughness (layer 7)");
      // What it cannot change is still answered: the Forest's characteristics.
      await expect.poll(() => card('forest').innerText()).toContain('Basic Land — Forest');
    }, 60_000);

    it('shows every blocker of an unsupported answer and of an UNSUPPORTED error: two lines the engine does not carry out that could change the bear, each with its card, permanent, text and why', async () => {
      const scenario = {
        title: 'Two anthems the engine does not carry out',
        board: boardOf([
          { id: 'bear', card: 'Grizzly Bears', controller: 'alice' },
          { id: 'banner', card: opaqueAnthem('Opaque Banner', 'Creatures you control get +1/+1.'), controller: 'alice' },
          { id: 'horn', card: opaqueAnthem('Opaque Horn', 'Creatures get -1/-0.'), controller: 'bob' },
        ]),
      };
      await paste(scenario);
      await expect.poll(() => card('bear').innerText()).toContain('UNSUPPORTED');
      // What they cannot change is still answered: the anthems' own characteristics.
      await expect.poll(() => card('banner').innerText()).toContain('Artifact');

      // By keyboard, as a reader would: the bear's details name both abilities, each with why.
      await card('bear').focus();
      await page.keyboard.press('Enter');
      const why = "the engine does not carry out this ability yet; it could change Grizzly Bears (bear)'s power and toughness (layer 7)";
      const expected = [
        { source: 'Opaque Banner (banner), ability 0', text: 'Creatures you control get +1/+1.', reason: why },
        { source: 'Opaque Horn (horn), ability 0', text: 'Creatures get -1/-0.', reason: why },
      ];
      const note = details().locator('.unsupported');
      await expect
        .poll(() => note.locator('.unsupported-lead').innerText())
        .toBe("UNSUPPORTED: 2 abilities the engine does not carry out could change Grizzly Bears (bear)'s characteristics:");
      expect(await blockersIn(note)).toEqual(expected);

      // A blocker's permanent opens its own characteristics.
      await note.getByRole('button', { name: "horn: open Opaque Horn's characteristics" }).click();
      await expect.poll(() => details().locator('h2').innerText()).toBe('Opaque Horn horn');
      expect(await details().locator('[data-field="types"]').innerText()).toBe('Artifact');
      await card('bear').click();
      await expect.poll(() => blockersIn(details())).toEqual(expected);

      // An action that needs the bear's power and toughness stops with UNSUPPORTED, naming both.
      await page.getByRole('button', { name: 'Advance…' }).click();
      const advance = page.getByRole('form', { name: 'Advance' });
      await advance.locator('select[name="to"]').selectOption('beginCombat');
      await advance.getByRole('button', { name: 'Advance', exact: true }).click();
      const problem = page.locator('section.problem');
      await expect.poll(() => problem.locator('h2').innerText()).toBe('UNSUPPORTED');
      expect(await problem.locator('.unsupported-lead').innerText()).toBe('UNSUPPORTED: 2 abilities the engine does not carry out could change this action:');
      expect(await blockersIn(problem)).toEqual(expected);
      expect(await page.locator('.step').count()).toBe(0);
    }, 60_000);

    it('lists every blocker where what a player may do is unsupported, under "Act", and still fits a phone-sized screen', async () => {
      const opaque = (name: string, text: string, reach: string) => ({
        name,
        manaCost: '{2}',
        types: ['Artifact'],
        abilities: [{ kind: 'opaque', text, as: 'static', reach: [reach] }],
      });
      await paste({
        title: 'A lock and a gate the engine does not carry out',
        board: boardOf([
          { id: 'forest', card: 'Forest', controller: 'alice' },
          { id: 'lock', card: opaque('Opaque Lock', "Players can't activate abilities of lands.", 'timing'), controller: 'bob' },
          { id: 'gate', card: opaque('Opaque Gate', 'Each player skips their combat phases.', 'turn'), controller: 'bob' },
        ]),
      });
      const alice = page.locator('.player-actions[data-player="alice"]');
      await expect.poll(() => alice.locator('.unsupported-lead').innerText()).toBe('UNSUPPORTED: 2 abilities the engine does not carry out could change what alice may do:');
      expect(await blockersIn(alice)).toEqual([
        {
          source: 'Opaque Lock (lock), ability 0',
          text: "Players can't activate abilities of lands.",
          reason: "the engine does not carry out this ability yet; it could change Forest (forest)'s timing and permission to act",
        },
        { source: 'Opaque Gate (gate), ability 0', text: 'Each player skips their combat phases.', reason: 'the engine does not carry out this ability yet; it could change the turn' },
      ]);
      expect(await alice.getByRole('button', { name: /^Activate/ }).count()).toBe(0);
      // A blocker's permanent, by keyboard: its characteristics open.
      await alice.getByRole('button', { name: "gate: open Opaque Gate's characteristics" }).focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => details().locator('h2').innerText()).toBe('Opaque Gate gate');

      await page.setViewportSize({ width: 390, height: 844 });
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    }, 60_000);

    it('declares attackers from what is legal: the combat declaration the step calls for (CR 508.1), the creature attacking and tapped', async () => {
      await buildBoard([{ search: 'Grizzly Bears', name: 'Grizzly Bears', player: 'alice' }]);
      await page.getByRole('button', { name: 'Advance…' }).click();
      const advance = page.getByRole('form', { name: 'Advance' });
      await advance.locator('select[name="to"]').selectOption('beginCombat');
      await advance.getByRole('button', { name: 'Advance', exact: true }).click();
      await page.getByRole('button', { name: 'Declare attackers…' }).click();
      const declare = page.getByRole('form', { name: 'Declare attackers' });
      await declare.getByLabel('Grizzly Bears (grizzly-bears)').selectOption('bob');
      await declare.getByRole('button', { name: 'Declare attackers', exact: true }).click();
      await expect.poll(() => card('grizzly-bears').innerText()).toContain('attacking bob');
      expect(await card('grizzly-bears').innerText()).toContain('tapped');
      expect(await page.locator('.step').last().innerText()).toContain('attack: Grizzly Bears → bob');

      // Adding a card now starts a new scenario from the board as it is, and says so.
      await page.getByLabel('Search the card pool').fill('!"Forest"');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await page.locator('.hits li').first().getByRole('button', { name: 'Add for alice' }).click();
      await expect.poll(() => page.locator('.notice').innerText()).toContain('started a new scenario');
      expect(await page.locator('.step').count()).toBe(0);
      expect(await card('grizzly-bears').innerText()).toContain('attacking bob');
    }, 60_000);

    it('is usable by keyboard alone: a card opens its characteristics with Enter, and an action runs with Space', async () => {
      await buildBoard([{ search: 'Llanowar Elves', name: 'Llanowar Elves', player: 'alice' }]);
      await card('llanowar-elves').focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => details().locator('[data-field="types"]').innerText()).toBe('Creature — Elf Druid');
      await page.getByRole('button', { name: "Activate Llanowar Elves's ability 0" }).focus();
      await page.keyboard.press('Space');
      await expect.poll(() => stat('alice', 'mana').innerText()).toBe('{G}');
    }, 60_000);

    it('fits a phone-sized screen: one column, nothing wider than the screen', async () => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.getByLabel('Example').selectOption('combat-whole-turn.json');
      await page.getByRole('button', { name: 'Load example' }).click();
      await page.locator('.step').first().waitFor();
      await settled();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    }, 60_000);
  });
}
