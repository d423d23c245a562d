// The text of the Comprehensive Rules at run time (I/O at the edge): a rule's text by its number, and a glossary entry by its term,
// from the shipped file comprehensive-rules/shipped/rules.json (built by `npm run rules:build`,
// comprehensive-rules/build.ts, which says how), or from RULES_TEXT_DIR, where a bundled Lambda
// function finds its copy (infra/function.ts). Nothing is read when the module loads: the file
// (about 1.2 MB) is read once, synchronously, at the first lookup.
//
// The text is the September 25, 2026 CR's as far as the two sources give it: the September
// excerpt's paragraphs, otherwise the January 16, 2026 text renumbered as September numbers it.
// Rule 722 (Preparation Cards, new in September) is in neither source: its lookup gives a rule
// whose text is null ("text not shipped"); its subrules are not known and look up as null.
// This folder imports nothing of the project (test/architecture.test.ts).

import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The shipped file's name in its folder. */
export const RULES_FILE = 'rules.json';

/** What a rule's text says when no source has it. */
export const TEXT_NOT_SHIPPED = 'text not shipped';

/** A rule of the Comprehensive Rules (a chapter "1", a section "106", a rule "106.4", a subrule "106.4a"). */
export interface Rule {
  /** As the CR writes it, without a trailing dot. */
  number: string;
  /** Its paragraph after the number, its "Example:" lines included (joined by "\n"); a title for a chapter or section; null when its text is not shipped. */
  text: string | null;
  /** Where the text comes from: "2026-09-25" (the September excerpt, which governs) or "2026-01-16" (the January CR). */
  source: '2026-09-25' | '2026-01-16';
  /** New in September, reworded, renumbered, or its cross-references renumbered: the text differs from January's. */
  changed: boolean;
  /** Its number in the January 2026 CR, when that was another (722.1 there is 723.1 here); null otherwise. */
  previousNumber: string | null;
}

interface ShippedRule {
  number: string;
  text: string | null;
  source: Rule['source'];
  changed: boolean;
  was?: string;
}

/** An entry of the CR's glossary. */
export interface GlossaryEntry {
  term: string;
  /** Its definition's lines, joined by "\n". */
  text: string;
  source: Rule['source'];
  /** The text differs from January's (new, reworded, or its cross-references renumbered). */
  changed: boolean;
}

interface ShippedFile {
  header: { effective: string; sources: { file: string; effective: string; sha256: string }[] };
  rules: ShippedRule[];
  glossary: GlossaryEntry[];
}

/** The folder of the shipped file: RULES_TEXT_DIR, else comprehensive-rules/shipped/ beside this module. */
export function rulesTextDir(): string {
  const dir = process.env.RULES_TEXT_DIR;
  return dir ? resolve(dir) : fileURLToPath(new URL('./shipped/', import.meta.url));
}

interface Loaded {
  effective: string;
  byNumber: Map<string, Rule>;
  /** Glossary entries by their term in lower case. */
  byTerm: Map<string, GlossaryEntry>;
}

let loaded: Loaded | undefined;

function load(): Loaded {
  if (!loaded) {
    const file = JSON.parse(readFileSync(join(rulesTextDir(), RULES_FILE), 'utf8')) as ShippedFile;
    const byNumber = new Map<string, Rule>();
    for (const rule of file.rules) byNumber.set(rule.number, { number: rule.number, text: rule.text, source: rule.source, changed: rule.changed, previousNumber: rule.was ?? null });
    loaded = { effective: file.header.effective, byNumber, byTerm: new Map(file.glossary.map((entry) => [entry.term.toLowerCase(), entry])) };
  }
  return loaded;
}

/** The effective date of the shipped text ("2026-09-25"). */
export function rulesEffectiveDate(): string {
  return load().effective;
}

/**
 * A rule number as the CR writes it, from what a caller writes: spaces around it, a trailing
 * dot ("106.4.") and capital letters ("106.4A") tolerated; null for anything that is not a
 * chapter ("1"), section ("106"), rule ("106.4") or subrule ("106.4a", "704.5aa") number.
 */
export function normaliseRuleNumber(number: string): string | null {
  if (number.length > 20) return null;
  const match = /^(\d{1,3})(?:\.(\d{1,3})([a-z]{0,2}))?\.?$/.exec(number.trim().toLowerCase());
  if (!match || match[1]!.length === 2 || (match[1]!.length === 1 && match[2] !== undefined)) return null;
  return match[2] === undefined ? match[1]! : `${match[1]}.${match[2]}${match[3]}`;
}

/** The rule with this number; null when the CR (as shipped) has none. A rule whose text is not shipped has `text: null`. */
export function ruleText(number: string): Rule | null {
  const normal = normaliseRuleNumber(number);
  return normal === null ? null : (load().byNumber.get(normal) ?? null);
}

/** The rules with these numbers, in their order, each once; numbers the CR has no rule for are left out. */
export function rulesText(numbers: readonly string[]): Rule[] {
  const seen = new Set<string>();
  const found: Rule[] = [];
  for (const number of numbers) {
    const rule = ruleText(number);
    if (rule && !seen.has(rule.number)) {
      seen.add(rule.number);
      found.push(rule);
    }
  }
  return found;
}

/** Every rule number shipped, in CR order. */
export function ruleNumbers(): string[] {
  return [...load().byNumber.keys()];
}

/** The glossary entry for this term ("Mana Pool", ignoring case and spaces around it); null when the glossary has none. */
export function glossaryEntry(term: string): GlossaryEntry | null {
  return load().byTerm.get(term.trim().toLowerCase()) ?? null;
}
