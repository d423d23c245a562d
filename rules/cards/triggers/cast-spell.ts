// "Whenever you cast a noncreature spell" (CR 601.2i, 603.2): a spell becomes cast once its
// costs are paid, and abilities that trigger on casting it trigger then, seeing the spell on the
// stack (its card types and colors as it was cast). `whose`: the ability's controller cast it
// ("you"), an opponent of theirs ("an opponent"), or any player ("a player"). Prowess (702.108a)
// is this trigger.

import { z } from 'zod';
import { CardType, Color } from '../pieces';
import { article, COLOR_WORDS, list } from '../words';
import { trigger } from './kind';

/** Which spells: of one of `types` ("an instant or sorcery spell"), of none of `notTypes` ("a noncreature spell"), of a color ("a blue spell"). */
export const SpellFilter = z.strictObject({
  /** Has one of these card types ("an instant or sorcery spell"). */
  types: z.array(CardType).min(1).max(5).optional(),
  /** Has none of these card types ("a noncreature spell"). */
  notTypes: z.array(CardType).min(1).max(5).optional(),
  color: Color.optional(),
});
export type SpellFilter = z.infer<typeof SpellFilter>;

export const CastSpell = z.strictObject({
  event: z.literal('castSpell'),
  whose: z.enum(['you', 'opponent', 'any']),
  spell: SpellFilter.default({}),
});

const CASTS = { you: 'you cast', opponent: 'an opponent casts', any: 'a player casts' } as const;

/** "a noncreature spell", "an instant or sorcery spell", "a blue spell", "a spell". */
function spellPhrase(filter: SpellFilter): string {
  const words = [
    ...(filter.color ? [COLOR_WORDS[filter.color]] : []),
    ...(filter.notTypes ?? []).map((type) => `non${type.toLowerCase()}`),
    ...(filter.types
      ? [
          list(
            filter.types.map((type) => type.toLowerCase()),
            'or',
          ),
        ]
      : []),
  ];
  return article([...words, 'spell'].join(' '));
}

export const castSpell = trigger({
  schema: CastSpell,
  text: (t) => `Whenever ${CASTS[t.whose]} ${spellPhrase(t.spell)}`,
  events: ['cast'],
  looksBack: false,
  triggeredBy(t, event, source) {
    if (t.whose === 'you' ? event.controller !== source.controller : t.whose === 'opponent' ? event.controller === source.controller : false) return null;
    const spell = source.spell(event.spell);
    if (!spell) return null;
    const { types, notTypes, color } = t.spell;
    if (types && !types.some((type) => spell.types.includes(type))) return null;
    if (notTypes?.some((type) => spell.types.includes(type))) return null;
    if (color && !spell.colors.includes(color)) return null;
    return { player: event.controller };
  },
  manaProduced: null,
});
