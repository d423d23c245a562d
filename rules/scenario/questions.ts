// Questions about a board (SCENARIOS.md, "Questions"), answered on the board after the
// actions, each from the board's derived view (characteristics, could produce, mana options).

import { activatedAbilities, type BoardView } from '../state';
import { availableMana, canPay, couldProduce, typesOf } from '../mana';
import { activationVerdict } from '../play';
import { invalid, type Path } from '../core';
import type { Answer, Question } from './schema';

export function answer(view: BoardView, question: Question, at: Path): Answer {
  const permanentAt = (id: string, path: Path) => view.permanent(id) ?? invalid(path, `no permanent has id "${id}"`);

  if ('characteristics' in question) {
    const c = view.characteristics(permanentAt(question.characteristics, [...at, 'characteristics']));
    return {
      name: c.name,
      types: c.types,
      subtypes: c.subtypes,
      supertypes: c.supertypes,
      colors: c.colors,
      power: c.power,
      toughness: c.toughness,
      loyalty: c.loyalty,
      manaValue: c.manaValue,
      keywords: c.keywords,
      abilityCount: c.abilityCount,
      explain: c.explain,
    };
  }
  if ('canActivate' in question) {
    const permanent = permanentAt(question.canActivate.permanent, [...at, 'canActivate', 'permanent']);
    const held = activatedAbilities(view, permanent)[question.canActivate.ability];
    return activationVerdict(view, permanent, held);
  }
  if ('couldProduce' in question) {
    const permanent = permanentAt(question.couldProduce, [...at, 'couldProduce']);
    return { types: typesOf(couldProduce(view, permanent)) };
  }
  if ('availableMana' in question) {
    if (!view.player(question.availableMana)) invalid([...at, 'availableMana'], `no player has id "${question.availableMana}"`);
    return availableMana(view, question.availableMana);
  }
  if (!view.player(question.canPay.player)) invalid([...at, 'canPay', 'player'], `no player has id "${question.canPay.player}"`);
  return { payable: canPay(view, question.canPay.player, question.canPay.cost) };
}
