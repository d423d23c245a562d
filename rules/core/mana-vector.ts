// An amount of mana as a vector (CR 106, mana): a count for each of the six types of mana
// (106.1b: W U B R G C) and, as its own symbol, `any`: mana of any of the five colors (106.1a),
// the color chosen as it is added (DESIGN.md, "Mana is counts per type, with 'one of any
// color' as its own symbol"). This is what availableMana and canPay compute with: many small
// vectors, added and compared, so each is a plain object of one shape, and every operation
// makes a new one.
//
// Amounts saturate at MANA_LIMIT instead of overflowing (DESIGN.md; a mana pool does the same,
// mana/production.ts): `vectorOf`, `addVectors`, `timesVector` and `plusOne` never make an
// amount above it. `vectorTotal` is exact (seven amounts below 2^31 sum well within a double's
// integers): it orders vectors, it is not an amount of mana.

import { MANA_LIMIT, type Mana } from './mana';

export interface ManaVector {
  readonly W: number;
  readonly U: number;
  readonly B: number;
  readonly R: number;
  readonly G: number;
  readonly C: number;
  /** Mana of any color, the color chosen as it is added. */
  readonly any: number;
}

/** The parts of a vector: the six types of mana (CR 106.1b) and `any`. */
export type ManaSlot = keyof ManaVector;
export const MANA_SLOTS: readonly ManaSlot[] = ['W', 'U', 'B', 'R', 'G', 'C', 'any'];

/** A vector, always made in this one order (one object shape for all). Amounts are taken as given. */
export function manaVector(W = 0, U = 0, B = 0, R = 0, G = 0, C = 0, any = 0): ManaVector {
  return { W, U, B, R, G, C, any };
}

/** No mana (never changed: every operation makes a new vector; not frozen, so it keeps the one shape). */
export const NO_MANA: ManaVector = manaVector();

const cap = (amount: number) => (amount > MANA_LIMIT ? MANA_LIMIT : amount);

/** An amount of mana (a count per type, a missing type 0) as a vector with no `any`, each amount saturated. */
export function vectorOf(mana: Mana): ManaVector {
  return manaVector(cap(mana.W ?? 0), cap(mana.U ?? 0), cap(mana.B ?? 0), cap(mana.R ?? 0), cap(mana.G ?? 0), cap(mana.C ?? 0), 0);
}

/** The sum of two vectors, each amount saturating at MANA_LIMIT. */
export function addVectors(a: ManaVector, b: ManaVector): ManaVector {
  return manaVector(cap(a.W + b.W), cap(a.U + b.U), cap(a.B + b.B), cap(a.R + b.R), cap(a.G + b.G), cap(a.C + b.C), cap(a.any + b.any));
}

/** `n` times a vector (`n` a count, at least 0), each amount saturating at MANA_LIMIT. */
export function timesVector(v: ManaVector, n: number): ManaVector {
  return manaVector(cap(v.W * n), cap(v.U * n), cap(v.B * n), cap(v.R * n), cap(v.G * n), cap(v.C * n), cap(v.any * n));
}

/** The vector with `amount` in one slot (taken as given), the same shape as `v`. */
export function withAmount(v: ManaVector, slot: ManaSlot, amount: number): ManaVector {
  const out: { -readonly [S in ManaSlot]: number } = { ...v };
  out[slot] = amount;
  return out;
}

/** The vector with one more mana in one slot, saturating at MANA_LIMIT. */
export const plusOne = (v: ManaVector, slot: ManaSlot): ManaVector => withAmount(v, slot, cap(v[slot] + 1));

/** The vector with one mana less in one slot (which has some). */
export const minusOne = (v: ManaVector, slot: ManaSlot): ManaVector => withAmount(v, slot, v[slot] - 1);

/** Whether `a` has at least as much as `b` in every slot (`any` compared as its own symbol). */
export function vectorCovers(a: ManaVector, b: ManaVector): boolean {
  return a.W >= b.W && a.U >= b.U && a.B >= b.B && a.R >= b.R && a.G >= b.G && a.C >= b.C && a.any >= b.any;
}

/** The exact sum of every slot (not saturated: it orders vectors, see the header). */
export function vectorTotal(v: ManaVector): number {
  return v.W + v.U + v.B + v.R + v.G + v.C + v.any;
}

export function vectorsEqual(a: ManaVector, b: ManaVector): boolean {
  return a.W === b.W && a.U === b.U && a.B === b.B && a.R === b.R && a.G === b.G && a.C === b.C && a.any === b.any;
}

/** A 32-bit hash of a vector's amounts: equal vectors have equal hashes. */
export function vectorHash(v: ManaVector): number {
  let h = Math.imul(v.W, 0x9e3779b1) >>> 0;
  h = Math.imul(h ^ v.U, 0x9e3779b1) >>> 0;
  h = Math.imul(h ^ v.B, 0x9e3779b1) >>> 0;
  h = Math.imul(h ^ v.R, 0x9e3779b1) >>> 0;
  h = Math.imul(h ^ v.G, 0x9e3779b1) >>> 0;
  h = Math.imul(h ^ v.C, 0x9e3779b1) >>> 0;
  return Math.imul(h ^ v.any, 0x9e3779b1) >>> 0;
}

/** The amounts as text, `W,U,B,R,G,C,any`: equal vectors, and only they, have the same key. */
export function vectorKey(v: ManaVector): string {
  return `${v.W},${v.U},${v.B},${v.R},${v.G},${v.C},${v.any}`;
}

/** The slots with some mana, by name in W U B R G C any order (the contract's form of an option). */
export function vectorRecord(v: ManaVector): Partial<Record<ManaSlot, number>> {
  const out: Partial<Record<ManaSlot, number>> = {};
  if (v.W > 0) out.W = v.W;
  if (v.U > 0) out.U = v.U;
  if (v.B > 0) out.B = v.B;
  if (v.R > 0) out.R = v.R;
  if (v.G > 0) out.G = v.G;
  if (v.C > 0) out.C = v.C;
  if (v.any > 0) out.any = v.any;
  return out;
}
