// An ability an object has, and where it comes from: its card's rules text (CR 113), a basic
// land type (305.6), or an effect that grants it (613.1f).

import type { Ability } from './format';

export interface HeldAbility {
  ability: Ability;
  /** `intrinsic`: from a basic land type (CR 305.6); `printed`: the card's own text; `granted`: by an effect (CR 613.1f). */
  origin: 'intrinsic' | 'printed' | 'granted';
}
