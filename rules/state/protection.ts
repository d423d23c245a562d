// Protection (CR 702.16): "protection from [quality]" on a permanent, after the layer system (a
// granted one counts, one an effect removed doesn't, 613.1f). A permanent with protection can't
// be the target of spells with the quality or of abilities from a source with it (702.16b),
// can't be enchanted by Auras with it (702.16c), equipped or fortified by Equipment or
// Fortifications with it (702.16d), and damage from sources with it is prevented (702.16e).
// Blocking (702.16f) is a restriction of combat (rules/combat/restrictions.ts). A quality is a color, being
// multicolored or monocolored (105.2a-b), a card type (702.16a: "creatures" are sources that are
// creatures), a creature type ("Demons"), or everything (702.16j). A colorless source has no color (105.2c), so protection
// from a color or from multicolored doesn't stop it.

import type { Permanent } from '../board';
import { keywordName, type KeywordAbility, type Quality } from '../cards';
import { COLORS, type Color } from '../core';
import type { BoardView } from './view';

/** What protection looks at in a source (CR 702.16a): its colors, card types and subtypes, as it is now, or as it last existed. */
export interface QualitySource {
  colors: readonly Color[];
  types: readonly string[];
  subtypes: readonly string[];
}

type Protection = Extract<KeywordAbility, { keyword: 'protection' }>;

/** Whether a source has the quality (CR 702.16a, 105.2a-b, 702.16j). */
export function hasQuality(source: QualitySource, quality: Quality): boolean {
  // A subtype: a permanent, or an object elsewhere, with it (702.16a).
  if (typeof quality === 'object') return source.subtypes.includes(quality.subtype);
  if (quality === 'everything') return true;
  if (quality === 'multicolored') return source.colors.length >= 2;
  if (quality === 'monocolored') return source.colors.length === 1;
  if (isColor(quality)) return source.colors.includes(quality);
  // A card type: a permanent, or an object elsewhere, of that type (702.16a).
  return source.types.includes(quality);
}

const isColor = (quality: Quality): quality is Color => typeof quality === 'string' && (COLORS as readonly string[]).includes(quality);

/** The protection abilities a permanent has now (CR 702.16, 613.1f). */
function protectionsOf(view: BoardView, permanent: Permanent): Protection[] {
  const out: Protection[] = [];
  for (const { ability } of view.characteristics(permanent).abilities) if (ability.kind === 'keyword' && ability.keyword === 'protection') out.push(ability);
  return out;
}

/**
 * The protection of the permanent that the source's quality meets, as the characteristics answer
 * names it ("protection from multicolored"); null when none does (702.16m: one is enough).
 */
export function protectionFrom(view: BoardView, permanent: Permanent, source: QualitySource): string | null {
  const protection = protectionsOf(view, permanent).find((p) => hasQuality(source, p.from));
  return protection ? keywordName(protection) : null;
}
