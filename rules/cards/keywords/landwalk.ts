// Landwalk (CR 702.14): a creature with landwalk can't be blocked as long as the defending player
// controls at least one land with the specified quality (702.14c, 509.1b). One module for the
// eight landwalks: each is the same rule over its own lands (702.14a-b).

import type { Filter } from '../format';
import { keyword, type KeywordMeaning } from './kind';

/** The landwalks the card format names. */
export type Landwalk = 'plainswalk' | 'islandwalk' | 'swampwalk' | 'mountainwalk' | 'forestwalk' | 'nonbasic landwalk' | 'legendary landwalk' | 'snow landwalk';

/** The lands each landwalk names (CR 702.14c). */
export const LANDWALK: Record<Landwalk, Filter> = {
  plainswalk: { types: ['Land'], subtypes: ['Plains'] },
  islandwalk: { types: ['Land'], subtypes: ['Island'] },
  swampwalk: { types: ['Land'], subtypes: ['Swamp'] },
  mountainwalk: { types: ['Land'], subtypes: ['Mountain'] },
  forestwalk: { types: ['Land'], subtypes: ['Forest'] },
  'nonbasic landwalk': { types: ['Land'], notSupertypes: ['Basic'] },
  'legendary landwalk': { types: ['Land'], supertypes: ['Legendary'] },
  'snow landwalk': { types: ['Land'], supertypes: ['Snow'] },
};

function landwalk<K extends Landwalk>(walk: K): KeywordMeaning<K> {
  return keyword({
    keyword: walk,
    rule: '702.14',
    meaning: "A creature with landwalk can't be blocked as long as the defending player controls at least one land with the specified quality.",
    behaviour: [
      {
        kind: 'evasion',
        refusal: ({ attacker, blockerControls }) => {
          if (!attacker.keywords.includes(walk)) return null;
          const land = blockerControls(LANDWALK[walk]);
          return land === null ? null : { reason: `it has ${walk}, and the defending player controls ${land}`, rule: '702.14c' };
        },
      },
    ],
  });
}

export const LANDWALKS = {
  plainswalk: landwalk('plainswalk'),
  islandwalk: landwalk('islandwalk'),
  swampwalk: landwalk('swampwalk'),
  mountainwalk: landwalk('mountainwalk'),
  forestwalk: landwalk('forestwalk'),
  'nonbasic landwalk': landwalk('nonbasic landwalk'),
  'legendary landwalk': landwalk('legendary landwalk'),
  'snow landwalk': landwalk('snow landwalk'),
} satisfies { [K in Landwalk]: KeywordMeaning<K> };
