// The typed client (client/): its generated code is what `npm run client` makes from the
// published schema and the operations now, and it types applyActions' events and answers
// without `unknown` (also checked by tsc through the assertions below).

import { readFileSync } from 'node:fs';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { ApplyActionsMutation } from '../../client';
import { generatedFiles } from '../../client/generate';

type Success = Extract<ApplyActionsMutation['applyActions'], { __typename: 'ApplyActionsSuccess' }>;
type TypedEvent = Success['typedEvents'][number];
type TypedAnswer = Success['typedAnswers'][number];
/** True when T is `unknown` (or `any`). */
type IsUnknown<T> = unknown extends T ? true : false;

describe('the typed client', () => {
  it('is current: `npm run client` gives the committed files', async () => {
    const files = await generatedFiles();
    expect(files.map((file) => file.filename)).toEqual(['client/generated/graphql.ts']);
    for (const { filename, content } of files) expect(readFileSync(new URL(`../../${filename}`, import.meta.url), 'utf8'), `${filename} is stale: run npm run client`).toBe(content);
  }, 60_000);

  it('types the typed events and answers of applyActions, with no unknown', () => {
    expectTypeOf<IsUnknown<TypedEvent>>().toEqualTypeOf<false>();
    expectTypeOf<IsUnknown<TypedAnswer>>().toEqualTypeOf<false>();
    expectTypeOf<Extract<TypedEvent, { __typename: 'ManaAddedEvent' }>['mana']['G']>().toEqualTypeOf<number | null>();
    expectTypeOf<Extract<TypedAnswer, { __typename: 'CanPayAnswer' }>['payable']>().toEqualTypeOf<boolean>();
    expectTypeOf<Extract<TypedAnswer, { __typename: 'UnsupportedAnswer' }>['unsupported']['text']>().toEqualTypeOf<string>();
    // Every blocker of an unsupported answer and of an UNSUPPORTED error, each with its text and why.
    expectTypeOf<Extract<TypedAnswer, { __typename: 'UnsupportedAnswer' }>['unsupported']['blockers'][number]['reason']>().toEqualTypeOf<string>();
    type Refused = Extract<ApplyActionsMutation['applyActions'], { __typename: 'RulesError' }>;
    expectTypeOf<NonNullable<NonNullable<Refused['unsupported']>['blockers']>[number]['text']>().toEqualTypeOf<string>();
    // The generated result types of applyActions never say `unknown` (the JSON scalar is JsonValue).
    const generated = readFileSync(new URL('../../client/generated/graphql.ts', import.meta.url), 'utf8');
    const resultType = generated.slice(generated.indexOf('export type ApplyActionsMutation ='), generated.indexOf('export type BoardQueryVariables'));
    expect(resultType).toContain('ManaAddedEvent');
    expect(resultType).not.toMatch(/\bunknown\b|:\s*any\b/);
  });
});
