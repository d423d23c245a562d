// The kinds of modification a continuous effect can make (CR 613), one module each, and the
// registry the layer system and the text renderer use. A kind is one entry here: the union
// of the format is made from these schemas, and `MODIFICATIONS` must have a kind for every
// `type` of that union, so a kind without its layer, writes, apply or text does not compile.
// The order of the list is the order in which rules text words them ("loses all abilities
// and has base power and toughness 1/1").

import * as z from 'zod';
import { addAbilities } from './add-abilities';
import { addChosenColor } from './add-chosen-color';
import { addChosenType } from './add-chosen-type';
import { addKeywords } from './add-keywords';
import { addLandTypes } from './add-land-types';
import { addProtection } from './add-protection';
import { addTypes } from './add-types';
import { definePT } from './define-pt';
import { exchangeControl } from './exchange-control';
import { gainControl } from './gain-control';
import { changeText } from './change-text';
import type { ModificationKind } from './kind';
import { loseAllAbilities } from './lose-all-abilities';
import { modifyPT } from './modify-pt';
import { setBasePT } from './set-base-pt';
import { setChosenLandType } from './set-chosen-land-type';
import { setChosenType } from './set-chosen-type';
import { setColors } from './set-colors';
import { setCreatureTypes } from './set-creature-types';
import { setLandTypes } from './set-land-types';
import { switchPT } from './switch-pt';

export const Modification = z.discriminatedUnion('type', [
  gainControl.schema,
  exchangeControl.schema,
  changeText.schema,
  loseAllAbilities.schema,
  addTypes.schema,
  setBasePT.schema,
  setColors.schema,
  setCreatureTypes.schema,
  setChosenType.schema,
  addChosenType.schema,
  setLandTypes.schema,
  setChosenLandType.schema,
  addLandTypes.schema,
  addChosenColor.schema,
  modifyPT.schema,
  addKeywords.schema,
  addProtection.schema,
  addAbilities.schema,
  definePT.schema,
  switchPT.schema,
]);
export type Modification = z.infer<typeof Modification>;
export type ModificationType = Modification['type'];
/** The modification of one kind. */
export type ModificationOf<K extends ModificationType> = { [T in K]: Extract<Modification, { type: T }> }[K];

/** Every kind, by its `type`: one for each member of the union, or this does not compile. */
export const MODIFICATIONS: { [K in ModificationType]: ModificationKind<z.ZodType<ModificationOf<K>>> } = {
  gainControl,
  exchangeControl,
  changeText,
  loseAllAbilities,
  addTypes,
  setBasePT,
  setColors,
  setCreatureTypes,
  setChosenType,
  addChosenType,
  setLandTypes,
  setChosenLandType,
  addLandTypes,
  addChosenColor,
  modifyPT,
  addKeywords,
  addProtection,
  addAbilities,
  definePT,
  switchPT,
};

/** The kind of a modification. */
export function kindOf<K extends ModificationType>(m: ModificationOf<K>): ModificationKind<z.ZodType<ModificationOf<K>>> {
  return MODIFICATIONS[m.type];
}

/** Where each kind comes in rules text, by the order of the union. */
export const TEXT_ORDER: readonly ModificationType[] = Modification.options.map((option) => option.shape.type.value);

export { TextWords, textChangeRefusal, wordKind } from './change-text';
export { LAYERS, modification, type Applying, type Field, type Layer, type LayerObject, type ModificationKind, type Wording } from './kind';
