// "Create a 1/1 colorless Thopter artifact creature token with flying", optionally "for
// each" of something (CR 111.2, 111.4: the effect defines the token's characteristics).

import * as z from 'zod';
import { Count, TokenSpec } from '../pieces';
import { countPhrase } from '../phrasing';
import { article, COLOR_WORDS, list, numberWord } from '../words';
import { couldProduceNothing, effect, notInTriggeredManaAbility, producesNoMana } from './kind';

/** "1/1 colorless Thopter artifact creature token with flying"; plural: "... tokens with flying". */
function tokenPhrase(token: z.infer<typeof TokenSpec>, many: boolean): string {
  const colors =
    token.colors.length === 0
      ? 'colorless'
      : list(
          token.colors.map((color) => COLOR_WORDS[color]),
          'and',
        );
  const types = token.types.map((type) => type.toLowerCase()).join(' ');
  const withKeywords = token.keywords.length > 0 ? ` with ${list(token.keywords, 'and')}` : '';
  return `${[`${token.power}/${token.toughness}`, colors, ...token.subtypes, types].join(' ')} token${many ? 's' : ''}${withKeywords}`;
}

export const createToken = effect({
  schema: z.strictObject({ type: z.literal('createToken'), token: TokenSpec, amount: z.int().min(1).max(100).default(1), forEach: Count.optional() }),
  text(e, ctx) {
    const amount = e.amount === 1 ? article(tokenPhrase(e.token, false)) : `${numberWord(e.amount)} ${tokenPhrase(e.token, true)}`;
    return `create ${amount}${e.forEach ? ` for ${countPhrase(e.forEach, ctx)}` : ''}`;
  },
  addsMana: false,
  unsupported: () => null,
  produce: producesNoMana,
  couldProduce: couldProduceNothing,
  addAsTriggered: notInTriggeredManaAbility('createToken'),
  resolve(e, resolution) {
    const amount = e.amount * (e.forEach ? resolution.count(e.forEach) : 1);
    for (let n = 0; n < amount; n += 1) resolution.createToken(e.token);
  },
});
