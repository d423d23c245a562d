// "Whenever you cast a noncreature spell" (CR 601.2i, 603.2): a spell becomes cast once its
// costs are paid, and abilities that trigger on casting it trigger then, seeing the spell on the
// stack with its characteristics as it was cast. `whose`: the ability's controller cast it
// ("you"), an opponent of theirs ("an opponent"), or any player ("a player"); `spell`: a filter
// of the spell's characteristics ("noncreature": `notTypes`, "instant or sorcery": `anyOfTypes`,
// "blue": `color`, "with mana value 4 or greater": `manaValue`). Prowess (702.108a) is this
// trigger.

import * as z from 'zod';
import { filterPhrase } from '../phrasing';
import { Filter } from '../pieces';
import { article } from '../words';
import { trigger } from './kind';

export const CastSpell = z.strictObject({
  event: z.literal('castSpell'),
  whose: z.enum(['you', 'opponent', 'any']),
  spell: Filter.default({}),
});

const CASTS = { you: 'you cast', opponent: 'an opponent casts', any: 'a player casts' } as const;

export const castSpell = trigger({
  schema: CastSpell,
  text: (t) => `Whenever ${CASTS[t.whose]} ${article(filterPhrase(t.spell, 'one', 'spell'))}`,
  events: ['cast'],
  looksBack: false,
  triggeredBy(t, event, source) {
    const mine = event.controller === source.controller;
    if ((t.whose === 'you' && !mine) || (t.whose === 'opponent' && mine)) return null;
    return source.matchesSpell(t.spell, event.spell) ? { player: event.controller } : null;
  },
  manaProduced: null,
});
