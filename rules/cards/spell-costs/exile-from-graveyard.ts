// "Exile three other cards from your graveyard" as part of a cost to cast a spell (escape's, CR
// 702.138a, 118.9): cards of the caster's graveyard, named by their entries' ids in
// `choices.exileFromGraveyard`; where the graveyard holds exactly that many, the engine takes them
// all. The spell being cast is on the stack by then (601.2a), so it is never among them: "other"
// (`other: true`) is only wording. Each goes to its owner's exile with its id (406.3).

import * as z from 'zod';
import { numberWord } from '../words';
import { spellCost } from './kind';

const cards = (amount: number) => (amount === 1 ? 'a card' : `${numberWord(amount)} cards`);

export const exileFromGraveyard = spellCost({
  schema: z.strictObject({ type: z.literal('exileFromGraveyard'), amount: z.int().min(1).max(20), other: z.literal(true).optional() }),
  text: (part) => `exile ${!part.other ? cards(part.amount) : part.amount === 1 ? 'another card' : `${numberWord(part.amount)} other cards`} from your graveyard`,
  refusal(part, caster) {
    if (caster.graveyard.length < part.amount)
      return {
        reason: `exiling ${cards(part.amount)} from ${caster.player}'s graveyard needs as many there, which holds ${caster.graveyard.length} (the spell being cast is on the stack, CR 601.2a, 118.3)`,
        rule: '601.2h',
      };
    const named = caster.exiledFromGraveyard;
    if (named === undefined) return null;
    if (named.length !== part.amount || new Set(named).size !== named.length)
      return { reason: `name ${cards(part.amount)} of ${caster.player}'s graveyard to exile, each once, not ${named.length}`, rule: '601.2h' };
    const stranger = named.find((id) => !caster.graveyard.includes(id));
    if (stranger !== undefined) return { reason: `"${stranger}" is no card in ${caster.player}'s graveyard: it can't pay this cost`, rule: '601.2h' };
    return null;
  },
  missing: (part, caster) => (caster.exiledFromGraveyard === undefined && caster.graveyard.length > part.amount ? { choice: 'exileFromGraveyard' } : null),
  pay(part, caster) {
    for (const id of caster.exiledFromGraveyard ?? caster.graveyard.slice(0, part.amount)) caster.exileFromGraveyard(id, ['118.9', '406.3', '601.2h']);
  },
});
