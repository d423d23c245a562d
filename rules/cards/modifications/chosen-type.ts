// "Is the chosen type" and "is the chosen type in addition to its other types" (CR 205.1b,
// 614.12): layer 4, the subtype chosen as the effect's source entered. A creature type
// (Metallic Mimic, Conspiracy): "is the chosen type" makes the chosen type its only creature
// type (Conspiracy's ruling 2013-09-20: "Affected spells, cards, and creatures lose all of their
// other creature types"); a basic land type (Realmwright): "in addition" adds it to a land, with
// its mana ability (305.6). Setting a land type (305.7, which removes rules text), "Enchanted land
// is the chosen type.", is set-chosen-land-type.ts. Nothing chosen, nothing changes (the source
// entered without the choice, CR 614.12).

import type { LayerObject, Applying } from './kind';
import { isCreatureType, isLandType } from '../subtypes';

/** The subtype the source chose, and whether it is a creature type or a land type. */
function chosenSubtype({ chosen }: Applying): { subtype: string; land: boolean } | null {
  if (chosen.creatureType) return { subtype: chosen.creatureType, land: false };
  if (chosen.basicLandType) return { subtype: chosen.basicLandType, land: true };
  return null;
}

/** Makes the chosen subtype its only one of its kind (`replace`), or adds it (CR 205.1b). */
export function applyChosenType(object: LayerObject, applying: Applying, replace: boolean): void {
  const chosen = chosenSubtype(applying);
  if (!chosen || (replace && chosen.land)) return;
  const { subtype, land } = chosen;
  // Only a creature or kindred has creature types, only a land land types (CR 205.3d).
  if (land ? !object.types.includes('Land') : !object.types.includes('Creature') && !object.types.includes('Kindred')) return;
  const ofKind = land ? isLandType : isCreatureType;
  if (replace) object.subtypes = applying.remade(object.subtypes, (from) => [...from.filter((s) => !ofKind(s)), subtype]);
  else if (!object.subtypes.includes(subtype)) object.subtypes = applying.remade(object.subtypes, (from) => [...from, subtype]);
  if (land) object.landTypesChanged = true;
}
