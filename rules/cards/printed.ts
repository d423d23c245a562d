// A card's printed colors and mana value, derived from its definition, never written
// (rules/cards/README.md): colors from the mana cost and the color indicator (CR 202.2,
// 204), mana value from the mana cost (CR 202.3). The one place these derivations live.

import { COLORS, colorsOfManaCost, manaValueOf, parseManaCost, type Color } from '../core';
import type { CardDefinition } from './format';

/** The card's colors in W U B R G order: its mana cost's colors and its color indicator's (CR 202.2, 204). */
export function cardColors(card: Pick<CardDefinition, 'manaCost' | 'colorIndicator'>): Color[] {
  const fromCost = card.manaCost ? colorsOfManaCost(parseManaCost(card.manaCost) ?? []) : [];
  const all = new Set<Color>([...fromCost, ...(card.colorIndicator ?? [])]);
  return COLORS.filter((color) => all.has(color));
}

/** The card's mana value (CR 202.3); X counts as 0 anywhere but on the stack (202.3e); 0 without a mana cost (202.3a). */
export function cardManaValue(card: Pick<CardDefinition, 'manaCost' | 'frontFace'>): number {
  // A transforming double-faced card's back face, or a melded permanent: its front face's mana value, or its front faces' together (CR 712.8e, 712.8g).
  if (card.frontFace) return card.frontFace.manaValue;
  return card.manaCost ? manaValueOf(parseManaCost(card.manaCost) ?? [], 0) : 0;
}

/** A printed power, toughness or loyalty as a number: a star form counts its number part, the star 0 (CR 208.2a: the characteristic-defining ability that gives it is a separate ability). */
export function printedNumber(value: number | string): number {
  if (typeof value === 'number') return value;
  const match = /^(\d+)([+-])\*/.exec(value) ?? /^\*\+(\d+)$/.exec(value);
  return match ? Number(match[1]) : 0;
}
