// "Artifact spells you cast cost {1} less to cast.", "Noncreature spells cost {1} more to cast.",
// "Instant and sorcery spells you cast cost {1} less to cast." (CR 601.2f, 118.7, 118.8; 604.1: a
// static ability of a permanent, working while it is on the battlefield): as the total cost of a
// spell with that quality is determined, its generic mana goes up or down by that much (118.7a: a
// reduction takes off only generic mana, never below {0}; every increase is added before any
// reduction is applied, 601.2f). Whose spells: its controller's ("you cast"), their opponents'
// ("your opponents cast"), or anyone's. The spell's quality is read from its characteristics as
// it is cast (a spell's printed ones, 109.3).

import * as z from 'zod';
import { CardType, Color, Subtype } from '../pieces';
import { COLOR_WORDS, list } from '../words';

/** Which spells (CR 109.3): of a color, of none of these card types ("noncreature"), of a subtype, of one of these card types ("instant and sorcery"), or of these card types. */
export const SpellQuality = z.strictObject({
  color: Color.optional(),
  notTypes: z.array(CardType).min(1).max(2).optional(),
  subtype: Subtype.optional(),
  anyOfTypes: z.array(CardType).min(2).max(3).optional(),
  types: z.array(CardType).min(1).max(2).optional(),
});
export type SpellQuality = z.infer<typeof SpellQuality>;

export const SpellsCost = z.strictObject({
  type: z.literal('spellsCost'),
  spells: SpellQuality,
  /** Whose spells: the ability's controller's ("you cast"), their opponents' ("your opponents cast"), or anyone's (no words). */
  caster: z.enum(['you', 'opponents', 'anyone']),
  change: z.enum(['more', 'less']),
  /** Generic mana more or less. */
  generic: z.int().min(1).max(20),
});
export type SpellsCost = z.infer<typeof SpellsCost>;

const CASTER_WORDS = { you: ' you cast', opponents: ' your opponents cast', anyone: '' } as const;

/** "instant and sorcery spells", "noncreature spells", "blue spells", "Dragon spells". */
function spellsPhrase(q: SpellQuality): string {
  const words: string[] = [];
  if (q.color) words.push(COLOR_WORDS[q.color]);
  if (q.notTypes) words.push(q.notTypes.map((type) => `non${type.toLowerCase()}`).join(', '));
  if (q.subtype) words.push(q.subtype);
  if (q.anyOfTypes)
    words.push(
      list(
        q.anyOfTypes.map((type) => type.toLowerCase()),
        'and',
      ),
    );
  if (q.types) words.push(q.types.map((type) => type.toLowerCase()).join(' '));
  return [...words, 'spells'].join(' ');
}

/** "artifact spells you cast cost {1} less to cast" (the renderer capitalizes). */
export function spellsCostText(effect: SpellsCost): string {
  return `${spellsPhrase(effect.spells)}${CASTER_WORDS[effect.caster]} cost {${effect.generic}} ${effect.change} to cast`;
}

/** Whether a spell of these characteristics, cast by `caster`, has the quality, for an ability controlled by `controller`. */
export function spellsCostApplies(
  effect: SpellsCost,
  spell: { types: readonly string[]; subtypes: readonly string[]; colors: readonly string[] },
  caster: string,
  controller: string,
): boolean {
  if (effect.caster === 'you' && caster !== controller) return false;
  if (effect.caster === 'opponents' && caster === controller) return false;
  const q = effect.spells;
  if (q.color && !spell.colors.includes(q.color)) return false;
  if (q.notTypes?.some((type) => spell.types.includes(type))) return false;
  if (q.subtype && !spell.subtypes.includes(q.subtype)) return false;
  if (q.anyOfTypes && !q.anyOfTypes.some((type) => spell.types.includes(type))) return false;
  if (q.types && !q.types.every((type) => spell.types.includes(type))) return false;
  return true;
}
