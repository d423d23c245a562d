// Keyword abilities (rules/cards/keywords/): one module per keyword of the card format, each with
// its rule (CR 702), what the rules say it means and at least one behaviour the engine reads, or
// what of it is not carried out yet. This file is type-checked by `npm run typecheck` (CI): the
// `@ts-expect-error` lines below fail the build if a keyword without a module, or a module
// without a behaviour, ever compiles.

import { describe, expect, it } from 'vitest';
import { CastWith, keyword, KeywordAbility, KEYWORDS, notCarriedOut } from '../../rules';

/** Every keyword name the card format's schema accepts. */
function formatKeywords(): string[] {
  return KeywordAbility.options.flatMap((option) => {
    const schema = option.shape.keyword;
    return 'options' in schema ? [...(schema.options as readonly string[])] : [schema.value];
  });
}

describe('keyword abilities (CR 702)', () => {
  it('every keyword the card format names has exactly one module, under its own name', () => {
    expect(Object.keys(KEYWORDS).sort()).toEqual([...new Set(formatKeywords())].sort());
    for (const [name, meaning] of Object.entries(KEYWORDS)) expect(meaning.keyword).toBe(name);
  });

  it('each module cites its rule of 702 and has a behaviour', () => {
    for (const meaning of Object.values(KEYWORDS)) {
      // A class level bar is the one keyword ability defined outside 702: in 716.2.
      expect(meaning.rule).toMatch(meaning.keyword === 'class level' ? /^716\.2$/ : /^702\.\d+$/);
      expect(meaning.meaning.length).toBeGreaterThan(10);
      expect(meaning.behaviour.length).toBeGreaterThan(0);
    }
  });

  it('a keyword whose module says it is not carried out makes its ability not carried out (exalted, 702.83a), and one carried out does not (flying, 702.9)', () => {
    expect(notCarriedOut({ kind: 'keyword', keyword: 'exalted' })).toMatchObject({ as: 'triggered', trigger: ['attackerDeclared'], structured: true });
    expect(notCarriedOut({ kind: 'keyword', keyword: 'flying' })).toBeNull();
    expect(notCarriedOut({ kind: 'keyword', keyword: 'unearth', cost: '{B}' })).toMatchObject({ as: 'activated', zones: ['graveyard'] });
  });

  it('each keyword a spell on the stack can name as cast with (CastWith) lets its card be cast from a graveyard (CR 601.3, 702.34a)', () => {
    for (const name of CastWith.options) expect(KEYWORDS[name].behaviour.some((b) => b.kind === 'castFromGraveyard')).toBe(true);
    const permitting = Object.values(KEYWORDS).filter((meaning) => meaning.behaviour.some((b) => b.kind === 'castFromGraveyard'));
    expect(permitting.map((meaning) => meaning.keyword).sort()).toEqual([...CastWith.options].sort());
  });

  it('a module without a behaviour, or with one the engine has no kind for, does not compile', () => {
    const complete = keyword({
      keyword: 'flying',
      rule: '702.9',
      meaning: "can't be blocked except by creatures with flying and/or reach",
      behaviour: [{ kind: 'evasion', refusal: () => null }],
    });
    expect(complete.behaviour).toHaveLength(1);
    // @ts-expect-error: no behaviour
    keyword({ keyword: 'flying', rule: '702.9', meaning: 'x', behaviour: [] });
    // @ts-expect-error: behaviour left out
    keyword({ keyword: 'flying', rule: '702.9', meaning: 'x' });
    // @ts-expect-error: a behaviour of no kind the engine reads
    keyword({ keyword: 'flying', rule: '702.9', meaning: 'x', behaviour: [{ kind: 'flies' }] });
    // @ts-expect-error: a keyword the card format doesn't name
    keyword({ keyword: 'toxic', rule: '702.164', meaning: 'x', behaviour: [{ kind: 'castAnyTimeInstant' }] });
  });

  it('a registry without a module for every keyword does not compile', () => {
    const { flying: _flying, ...withoutFlying } = KEYWORDS;
    // @ts-expect-error: flying is missing
    const incomplete: typeof KEYWORDS = withoutFlying;
    expect(Object.keys(incomplete)).not.toContain('flying');
  });
});
