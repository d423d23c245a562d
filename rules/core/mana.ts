// Mana (CR 106) and mana symbols (CR 107.4): the six types, amounts of mana as counts per
// type, mana pools, and parsing of mana costs with their mana value (CR 202.3).

/** The six types of mana, in the order the contract writes them (CR 106.1b). */
export const MANA_TYPES = ['W', 'U', 'B', 'R', 'G', 'C'] as const;
export type ManaType = (typeof MANA_TYPES)[number];

/** The five colors (CR 105.1, 106.1a). Colorless is a type of mana, not a color. */
export const COLORS = ['W', 'U', 'B', 'R', 'G'] as const;
export type Color = (typeof COLORS)[number];

/** An amount of mana: a count per type; a missing key is 0. */
export type Mana = Partial<Record<ManaType, number>>;
/** A mana pool written out with all six types (the canonical form). */
export type ManaPool = Record<ManaType, number>;

/** Amounts saturate here instead of overflowing (DESIGN.md). */
export const MANA_LIMIT = 2_147_483_647;

export function saturatingAdd(a: number, b: number): number {
  return Math.min(MANA_LIMIT, a + b);
}

export function fullPool(mana: Mana = {}): ManaPool {
  return { W: mana.W ?? 0, U: mana.U ?? 0, B: mana.B ?? 0, R: mana.R ?? 0, G: mana.G ?? 0, C: mana.C ?? 0 };
}

export function addMana(a: Mana, b: Mana): ManaPool {
  const sum = fullPool(a);
  for (const type of MANA_TYPES) sum[type] = saturatingAdd(sum[type], b[type] ?? 0);
  return sum;
}

export function manaTotal(mana: Mana): number {
  return MANA_TYPES.reduce((total, type) => saturatingAdd(total, mana[type] ?? 0), 0);
}

/** Only the types with a positive amount, in W U B R G C order. */
export function compactMana(mana: Mana): Mana {
  const out: Mana = {};
  for (const type of MANA_TYPES) if ((mana[type] ?? 0) > 0) out[type] = mana[type];
  return out;
}

/** `{ G: 2, C: 1 }` → `{G}{G}{C}`, for messages. */
export function formatMana(mana: Mana): string {
  const text = MANA_TYPES.map((type) => `{${type}}`.repeat(Math.min(mana[type] ?? 0, 20))).join('');
  return text === '' ? 'no mana' : text;
}

/** A mana pool as the object of "paid from": "the pool {R}{G}", or "an empty mana pool" (CR 106.4). */
export function poolPhrase(pool: Mana): string {
  return manaTotal(pool) === 0 ? 'an empty mana pool' : `the pool ${formatMana(pool)}`;
}

// ---------------------------------------------------------------------------------------
// Mana symbols in costs (CR 107.4)

export type ManaSymbol =
  | { kind: 'generic'; amount: number } // {0} {1} {2} ... (107.4b)
  | { kind: 'variable'; name: 'X' | 'Y' | 'Z' } // {X} (107.3)
  | { kind: 'colored'; color: Color } // {W} ... {G} (107.4a)
  | { kind: 'colorless' } // {C} (107.4c)
  | { kind: 'hybrid'; colors: [Color, Color]; phyrexian: boolean } // {W/U}, {W/U/P} (107.4e, 107.4f)
  | { kind: 'monoHybrid'; alternative: 2 | 'C'; color: Color } // {2/W}, {C/W} (107.4e)
  | { kind: 'phyrexian'; color: Color } // {W/P} (107.4f)
  | { kind: 'snow' }; // {S} (107.4h)

const isColor = (text: string): text is Color => (COLORS as readonly string[]).includes(text);

function parseSymbol(body: string): ManaSymbol | null {
  if (/^(0|[1-9][0-9]{0,5})$/.test(body)) return { kind: 'generic', amount: Number(body) };
  if (body === 'X' || body === 'Y' || body === 'Z') return { kind: 'variable', name: body };
  if (body === 'C') return { kind: 'colorless' };
  if (body === 'S') return { kind: 'snow' };
  if (isColor(body)) return { kind: 'colored', color: body };
  const parts = body.split('/');
  if (parts.length === 2) {
    const [a, b] = parts as [string, string];
    if (isColor(a) && b === 'P') return { kind: 'phyrexian', color: a };
    if ((a === '2' || a === 'C') && isColor(b)) return { kind: 'monoHybrid', alternative: a === '2' ? 2 : 'C', color: b };
    if (isColor(a) && isColor(b) && a !== b) return { kind: 'hybrid', colors: [a, b], phyrexian: false };
  }
  if (parts.length === 3) {
    const [a, b, p] = parts as [string, string, string];
    if (isColor(a) && isColor(b) && a !== b && p === 'P') return { kind: 'hybrid', colors: [a, b], phyrexian: true };
  }
  return null;
}

/** Parses a mana cost such as `{2}{G}{G}` or `{X}{R/G}`; null when it is not one. */
export function parseManaCost(text: string): ManaSymbol[] | null {
  if (text.length > 200) return null;
  const symbols: ManaSymbol[] = [];
  let rest = text;
  while (rest.length > 0) {
    const match = /^\{([^{}]{1,7})\}/.exec(rest);
    if (!match) return null;
    const symbol = parseSymbol(match[1]!);
    if (!symbol) return null;
    symbols.push(symbol);
    rest = rest.slice(match[0].length);
  }
  return symbols;
}

/**
 * Mana value of a mana cost (CR 202.3): X counts as `x` (0 off the stack, 202.3e), a hybrid
 * symbol counts its largest component (202.3f), a Phyrexian symbol 1 (202.3g).
 */
export function manaValueOf(symbols: readonly ManaSymbol[], x = 0): number {
  let total = 0;
  for (const symbol of symbols) {
    switch (symbol.kind) {
      case 'generic':
        total += symbol.amount;
        break;
      case 'variable':
        total += x;
        break;
      case 'monoHybrid':
        total += symbol.alternative === 2 ? 2 : 1;
        break;
      case 'colored':
      case 'colorless':
      case 'hybrid':
      case 'phyrexian':
      case 'snow':
        total += 1;
        break;
    }
  }
  return total;
}

/** The colors of the mana symbols in a mana cost (CR 202.2, 202.2d). */
export function colorsOfManaCost(symbols: readonly ManaSymbol[]): Color[] {
  const found = new Set<Color>();
  for (const symbol of symbols) {
    if (symbol.kind === 'colored' || symbol.kind === 'phyrexian' || symbol.kind === 'monoHybrid') found.add(symbol.color);
    if (symbol.kind === 'hybrid') symbol.colors.forEach((color) => found.add(color));
  }
  return COLORS.filter((color) => found.has(color));
}
