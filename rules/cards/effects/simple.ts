// The one-shot effects an ability granted by an effect may have (every kind but `createEffect`,
// whose effects are built from the granted abilities themselves), as one union.

import * as z from 'zod';
import { addAdditionalMana } from './add-additional-mana';
import { addMana } from './add-mana';
import { addManaCouldProduce } from './add-mana-could-produce';
import { addManaOfAnyColor } from './add-mana-of-any-color';
import { addManaOfChosenColor } from './add-mana-of-chosen-color';
import { addManaOneOf } from './add-mana-one-of';
import { addManaProduced } from './add-mana-produced';
import { attach } from './attach';
import { chooseCardName } from './choose-card-name';
import { counter } from './counter';
import { createPredefinedToken } from './create-predefined-token';
import { createToken } from './create-token';
import { dealDamage } from './deal-damage';
import { destroy } from './destroy';
import { doubleMana } from './double-mana';
import { discard } from './discard';
import { draw } from './draw';
import { exile } from './exile';
import { exileReturnTransformed } from './exile-return-transformed';
import { gainLife } from './gain-life';
import { investigate } from './investigate';
import { lookAtTop } from './look-at-top';
import { lookAtTopCard } from './look-at-top-card';
import { lookAtCardInHand } from './look-at-card-in-hand';
import { loseLife } from './lose-life';
import { mill } from './mill';
import { opaque } from './opaque';
import { putFromHandOnLibrary } from './put-from-hand-on-library';
import { putOnLibrary } from './put-on-library';
import { putCounters } from './put-counters';
import { regenerate } from './regenerate';
import { returnToHand } from './return-to-hand';
import { returnFromGraveyard } from './return-from-graveyard';
import { exileFromGraveyard } from './exile-from-graveyard';
import { revealHandDiscard } from './reveal-hand-discard';
import { sacrifice } from './sacrifice';
import { scry } from './scry';
import { shuffle } from './shuffle';
import { searchLibrary } from './search-library';
import { skipNextUntap } from './skip-next-untap';
import { surveil } from './surveil';
import { tap } from './tap';
import { tapOrUntap } from './tap-or-untap';
import { untap } from './untap';

export const SIMPLE_KINDS = {
  addMana,
  addManaOfAnyColor,
  addManaOfChosenColor,
  addManaOneOf,
  addManaCouldProduce,
  addManaProduced,
  addAdditionalMana,
  doubleMana,
  dealDamage,
  gainLife,
  draw,
  discard,
  revealHandDiscard,
  lookAtTop,
  lookAtTopCard,
  lookAtCardInHand,
  mill,
  putFromHandOnLibrary,
  putOnLibrary,
  scry,
  shuffle,
  surveil,
  searchLibrary,
  chooseCardName,
  untap,
  tapOrUntap,
  putCounters,
  createToken,
  createPredefinedToken,
  investigate,
  attach,
  exile,
  exileReturnTransformed,
  sacrifice,
  skipNextUntap,
  destroy,
  regenerate,
  returnToHand,
  returnFromGraveyard,
  exileFromGraveyard,
  counter,
  loseLife,
  tap,
  opaque,
};

export const SimpleEffect = z.discriminatedUnion('type', [
  addMana.schema,
  addManaOfAnyColor.schema,
  addManaOfChosenColor.schema,
  addManaOneOf.schema,
  addManaCouldProduce.schema,
  addManaProduced.schema,
  addAdditionalMana.schema,
  doubleMana.schema,
  dealDamage.schema,
  gainLife.schema,
  draw.schema,
  discard.schema,
  revealHandDiscard.schema,
  lookAtTop.schema,
  lookAtTopCard.schema,
  lookAtCardInHand.schema,
  mill.schema,
  putFromHandOnLibrary.schema,
  putOnLibrary.schema,
  scry.schema,
  shuffle.schema,
  surveil.schema,
  searchLibrary.schema,
  chooseCardName.schema,
  untap.schema,
  tapOrUntap.schema,
  putCounters.schema,
  createToken.schema,
  createPredefinedToken.schema,
  investigate.schema,
  attach.schema,
  exile.schema,
  exileReturnTransformed.schema,
  sacrifice.schema,
  skipNextUntap.schema,
  destroy.schema,
  regenerate.schema,
  returnToHand.schema,
  returnFromGraveyard.schema,
  exileFromGraveyard.schema,
  counter.schema,
  loseLife.schema,
  tap.schema,
  opaque.schema,
]);
export type SimpleEffect = z.infer<typeof SimpleEffect>;
