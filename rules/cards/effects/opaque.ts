// A part of an ability the format does not structure, kept as its Oracle text: allowed only in
// an ability marked unsupported, and never done quietly: resolving it is UNSUPPORTED.

import { unsupported } from '../../core';
import { OpaqueEffect } from '../pieces';
import { couldProduceNothing, effect, producesNoMana } from './kind';

export const opaque = effect({
  schema: OpaqueEffect,
  text: (e) => e.text,
  addsMana: false,
  unsupported: (e) => e.text,
  resolve(e, resolution) {
    throw unsupported(`${resolution.cardName}: ${e.text} is not modelled yet`);
  },
  produce: producesNoMana,
  couldProduce: couldProduceNothing,
  addAsTriggered(e) {
    throw unsupported(`${e.text} is not modelled yet`);
  },
});
