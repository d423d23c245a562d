// The README's example ("An example"), run as it is written: its two documents against the
// schema over a real store, each answer compared with the JSON the README shows (the board's id,
// shortened there, is the only thing that differs).

import { readFileSync } from 'node:fs';
import { execute, parse } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../schema/index';
import { testContext } from '../helpers/graphql';
import { startTestStore, type TestStore } from '../helpers/store';

const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
const example = readme.split('## An example')[1]!.split('\n## ')[0]!;
const blocks = (language: string) => [...example.matchAll(new RegExp('```' + language + '\\n([\\s\\S]*?)```', 'g'))].map((match) => match[1]!);
const [createDocument, applyDocument] = blocks('graphql');
const [createAnswer, applyAnswer] = blocks('json').map((text) => JSON.parse(text) as { data: Record<string, any> });
/** The board id as the README shortens it. */
const SHOWN_ID = 'Qm9hcmQ6ZjYx...';

let store: TestStore;
beforeAll(async () => {
  store = await startTestStore();
});
afterAll(async () => {
  await store?.close();
});

const run = async (document: string) => {
  const result = await execute({ schema, document: parse(document), contextValue: testContext('readme-example', store.stores) });
  expect(result.errors).toBeUndefined();
  return result.data as Record<string, any>;
};

describe("the README's example", () => {
  it('creates the board and taps its Forest, answering exactly what the README shows', async () => {
    expect(createDocument).toBeDefined();
    expect(applyDocument).toContain(SHOWN_ID);
    const created = await run(createDocument!);
    const id = created.createBoard.board.id as string;
    expect({ data: created }).toEqual({ data: { createBoard: { board: { ...createAnswer!.data.createBoard.board, id } } } });
    const applied = await run(applyDocument!.replace(SHOWN_ID, id));
    expect({ data: applied }).toEqual(applyAnswer);
  });
});
