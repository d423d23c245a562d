// `npm run rules:build [january.txt september-excerpt.txt]`: builds the shipped text of the
// Comprehensive Rules (CR), comprehensive-rules/shipped/rules.json, from two reference files
// (by default ../shared/reference/ from the repository root, or RULES_REFERENCE_DIR):
//
// - MagicCompRules-2026-01-16.txt, the whole CR of January 16, 2026, as Wizards publishes it:
//   UTF-8, one paragraph per line, blank lines between paragraphs. The title, the
//   introduction and the contents (a list of the chapter and section titles) come first; the
//   rules begin at the second line "1. Game Concepts" (the first is the contents'). A rule's
//   paragraph begins with its number: a chapter "1. Game Concepts", a section "106. Mana", a
//   rule "106.4. When an effect ..." (a dot after the number), a subrule "106.4a If any ..."
//   (no dot after the letter; the file has one "119.1d." and one "606.5" without a dot, read
//   alike). Lines that follow it before the next blank line ("Example: ...", and two indented
//   lines continuing 205.4c and 509.1b) belong to it, and so does an "Example:" line after a blank
//   line (one, in 701.67b). A line of spaces counts as blank. The
//   glossary follows the rules, from the second line "Glossary" to the second line "Credits":
//   a term on a line of its own, its definition on the next lines, a blank line between entries.
//
// - MagicCompRules-2026-09-25-excerpt.txt, paragraphs of the CR of September 25, 2026, which
//   GOVERN: a header (the lines before the first "#####" line) saying what they are and what
//   changed; then the paragraphs, in the same format, under navigation lines "##### ... #####"
//   that are not CR text (one, "##### Rule 704 (State-Based Actions) — complete #####", says
//   that every paragraph of rule 704 is given); then glossary entries under "##### Glossary
//   entries ... #####", up to "##### END OF EXCERPT #####".
//
// What the build does, in order:
// 1. Reads the January rules and glossary.
// 2. Renumbers as the September CR does: it inserted a new rule 722 ("Preparation Cards"), so
//    the January rules 722 and later (722-732) move up by one (722.1 -> 723.1, 732 -> 733),
//    and every cross-reference to them in a January text ("see rule 727", "rules 728.5a–c",
//    "in 725.2") moves with them.
// 3. Lays the September excerpt over it: each of its paragraphs replaces (or adds) the rule of
//    the same number; its glossary entries replace the January ones of the same term. A rule
//    the excerpt gives whole (a "— complete" or "— all subrules" section header) loses the
//    January subrules it no longer has.
// 4. The September rule 722 itself is in neither file: it is recorded with `text: null`
//    (lookups say "text not shipped"); its subrules, whose numbers are not known, are left out.
//
// Each rule records where its text comes from (`source`: the effective date of its file),
// whether it changed in September (`changed`: new, reworded, renumbered, or its
// cross-references renumbered) and, when renumbered, its January number (`was`). The output is
// deterministic (CR order, compact JSON, one rule per line) and committed; the header names the
// sources with their sha256. test/comprehensive-rules/shipped.test.ts rebuilds it and compares.

import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The effective dates of the two sources: a rule's `source` is one of them. */
export const JANUARY = '2026-01-16';
export const SEPTEMBER = '2026-09-25';
export type Source = typeof JANUARY | typeof SEPTEMBER;

export const JANUARY_FILE = 'MagicCompRules-2026-01-16.txt';
export const SEPTEMBER_FILE = 'MagicCompRules-2026-09-25-excerpt.txt';

/** Where the shipped file is written, and its name. */
export const SHIPPED_DIR = fileURLToPath(new URL('./shipped/', import.meta.url));
export const RULES_FILE = 'rules.json';

/** The repository root (this file is comprehensive-rules/build.ts). */
const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The folder of the two reference files: RULES_REFERENCE_DIR, else ../shared/reference beside the repository. */
export function referenceDir(): string {
  return resolve(process.env.RULES_REFERENCE_DIR ?? join(REPO_ROOT, '../shared/reference'));
}

/** The first January section the September CR renumbers (it inserted a new 722), and the last section that moves (chapter 7's end). */
const FIRST_MOVED = 722;
const LAST_MOVED = 799;

/** A rule of the shipped file. */
export interface ShippedRule {
  /** As the CR writes it, without a trailing dot: "1" (a chapter), "106" (a section), "106.4", "106.4a", "704.5aa". */
  number: string;
  /** The paragraph after the number, its "Example:" lines included (joined by "\n"), as the source writes it; a title for a chapter or section; null when no source has it. */
  text: string | null;
  source: Source;
  /** New in September, reworded, renumbered, or its cross-references renumbered: its text differs from January's. */
  changed: boolean;
  /** Its number in the January CR, when that was another. */
  was?: string;
}

/** A glossary entry of the shipped file. */
export interface ShippedGlossaryEntry {
  term: string;
  text: string;
  source: Source;
  changed: boolean;
}

export interface ShippedSource {
  file: string;
  effective: Source;
  sha256: string;
}

/** The header of rules.json. */
export interface ShippedHeader {
  title: string;
  /** The September CR's date: the text is that CR's, as far as the sources give it. */
  effective: typeof SEPTEMBER;
  sources: ShippedSource[];
  /** How the two sources were combined, in a sentence each. */
  notes: string[];
  rules: number;
  glossary: number;
}

export interface ShippedRules {
  header: ShippedHeader;
  rules: ShippedRule[];
  glossary: ShippedGlossaryEntry[];
}

/** A paragraph's number and text. */
interface Paragraph {
  number: string;
  text: string;
}

// A paragraph's first line: chapter "1. Title", section "106. Title", rule "106.4. Text" or
// subrule "106.4a Text"; a stray dot after a subrule's letter, and a missing one after a rule's
// number, are read alike.
const CHAPTER = /^([1-9])\. (.+)$/;
const SECTION = /^([1-9]\d\d)\. (.+)$/;
const RULE = /^([1-9]\d\d\.\d+)\.? (.+)$/;
const SUBRULE = /^([1-9]\d\d\.\d+[a-z]+)\.? (.+)$/;

/** The number and the rest of a paragraph's first line; null for a line that begins no paragraph. */
function paragraphStart(line: string): Paragraph | null {
  const match = SUBRULE.exec(line) ?? RULE.exec(line) ?? SECTION.exec(line) ?? CHAPTER.exec(line);
  return match ? { number: match[1]!, text: match[2]! } : null;
}

/** Lines without their ends' spaces; a line of spaces is blank. */
const linesOf = (text: string) => text.split('\n').map((line) => line.trimEnd());

/** The paragraphs of rules text: each begins at a numbered line, later lines until a blank one (or the next numbered line) join it. */
function parseParagraphs(lines: readonly string[], origin: string): Paragraph[] {
  const paragraphs: Paragraph[] = [];
  let current: Paragraph | null = null;
  let afterBlank = true;
  for (const line of lines) {
    if (line === '') {
      afterBlank = true;
      continue;
    }
    const start = paragraphStart(line);
    if (start) {
      current = start;
      paragraphs.push(current);
    } else if (current && (!afterBlank || line.startsWith('Example: '))) {
      // A line that goes on the paragraph; an example is its rule's even after a blank line (one in 701.67b).
      current.text += `\n${line}`;
    } else {
      throw new Error(`${origin}: a line that belongs to no rule: ${line.slice(0, 80)}`);
    }
    afterBlank = false;
  }
  const seen = new Set<string>();
  for (const { number } of paragraphs) {
    if (seen.has(number)) throw new Error(`${origin}: rule ${number} twice`);
    seen.add(number);
  }
  return paragraphs;
}

/** Glossary entries: a term line, then its definition's lines, blank lines between entries. */
function parseGlossary(lines: readonly string[]): { term: string; text: string }[] {
  const entries: { term: string; text: string }[] = [];
  let block: string[] = [];
  const flush = () => {
    if (block.length > 0) entries.push({ term: block[0]!, text: block.slice(1).join('\n') });
    block = [];
  };
  for (const line of lines) {
    if (line === '') flush();
    else block.push(line);
  }
  flush();
  return entries;
}

/** The index of the nth line equal to `text` (n from 1). */
function nthLine(lines: readonly string[], text: string, n: number, origin: string): number {
  let seen = 0;
  for (let index = 0; index < lines.length; index += 1) if (lines[index] === text && ++seen === n) return index;
  throw new Error(`${origin}: no line "${text}" (number ${n})`);
}

/** The January CR: its rules (from the second "1. Game Concepts") and its glossary (the second "Glossary" to the second "Credits"). */
export function parseJanuary(text: string): { rules: Paragraph[]; glossary: { term: string; text: string }[] } {
  const lines = linesOf(text);
  const first = nthLine(lines, '1. Game Concepts', 2, JANUARY_FILE);
  const glossary = nthLine(lines, 'Glossary', 2, JANUARY_FILE);
  const credits = nthLine(lines, 'Credits', 2, JANUARY_FILE);
  return { rules: parseParagraphs(lines.slice(first, glossary), JANUARY_FILE), glossary: parseGlossary(lines.slice(glossary + 1, credits)) };
}

/** The September excerpt: its paragraphs, its glossary entries, and the rules it gives whole (its "— complete" / "— all subrules" headers). */
export function parseSeptember(text: string): { rules: Paragraph[]; glossary: { term: string; text: string }[]; whole: string[] } {
  const lines = linesOf(text);
  const body = lines.findIndex((line) => line.startsWith('#####'));
  const glossary = lines.findIndex((line) => /^##### Glossary\b/.test(line));
  const end = lines.findIndex((line) => line.startsWith('##### END OF EXCERPT'));
  if (body < 0 || glossary < body || end < glossary) throw new Error(`${SEPTEMBER_FILE}: not the expected sections (##### ... #####, Glossary, END OF EXCERPT)`);
  const whole: string[] = [];
  const ruleLines: string[] = [];
  for (const line of lines.slice(body, glossary)) {
    if (!line.startsWith('#####')) {
      ruleLines.push(line);
      continue;
    }
    // A navigation line, not CR text; "##### Rule 704 (...) — complete #####" gives rule 704 whole.
    ruleLines.push('');
    const complete = /^##### Rule (\d{3}(?:\.\d+)?) \(.*\) — (?:complete|all subrules) #####$/.exec(line);
    if (complete) whole.push(complete[1]!);
  }
  return { rules: parseParagraphs(ruleLines, SEPTEMBER_FILE), glossary: parseGlossary(lines.slice(glossary + 1, end).filter((line) => !line.startsWith('#####'))), whole };
}

/** A section's number moved as the September CR moved it: 722-799 up by one. */
const movedSection = (section: number) => (section >= FIRST_MOVED && section <= LAST_MOVED ? section + 1 : section);

/** A January rule number as the September CR numbers it ("722.1" -> "723.1"; "106.4" stays). */
export function septemberNumber(number: string): string {
  const match = /^(\d{3})(.*)$/.exec(number);
  return match ? `${movedSection(Number(match[1]))}${match[2]}` : number;
}

/**
 * A January text with its cross-references to the moved rules renumbered: a number 722-799
 * standing alone (not part of a longer number, a decimal or a thousands group), with whatever
 * subrule follows it ("rule 727", "rules 728.5a–c", "in 725.2"). In the January CR every such
 * number is a reference to a rule (checked when this was written).
 */
export function renumberReferences(text: string): string {
  return text.replace(/(?<![\d.])(?<!\d,)(7\d\d)(?!\d)(?!,\d)/g, (section) => String(movedSection(Number(section))));
}

/** Sorting key parts of a rule number: chapter before its sections, a section before its rules, subrule letters a..z, then aa, ab... */
function numberKey(number: string): [number, number, number, string] {
  const match = /^(\d{1,3})(?:\.(\d+)([a-z]*))?$/.exec(number);
  if (!match) throw new Error(`not a rule number: ${number}`);
  const head = Number(match[1]);
  if (match[1]!.length === 1) return [head * 100, -1, 0, ''];
  if (match[2] === undefined) return [head, 0, 0, ''];
  const letters = match[3]!;
  return [head, Number(match[2]), letters.length, letters];
}

/** CR order of two rule numbers. */
export function compareNumbers(a: string, b: string): number {
  const ka = numberKey(a);
  const kb = numberKey(b);
  for (let i = 0; i < 4; i += 1) {
    const x = ka[i]!;
    const y = kb[i]!;
    if (x !== y) return x < y ? -1 : 1;
  }
  return 0;
}

/** Whether `number` is `whole` or one of its subrules ("704.5v" is under "704" and "704.5"). */
const isUnder = (number: string, whole: string) =>
  number === whole || number.startsWith(`${whole}.`) || (whole.includes('.') && new RegExp(`^${whole.replace('.', '\\.')}[a-z]`).test(number));

/** The September CR's rule numbers whose text is in neither source, kept with `text: null`. */
export const NOT_SHIPPED = ['722'];

/** The shipped rules and glossary from the two sources' texts. */
export function combine(januaryText: string, septemberText: string): { rules: ShippedRule[]; glossary: ShippedGlossaryEntry[] } {
  const january = parseJanuary(januaryText);
  const september = parseSeptember(septemberText);

  const rules = new Map<string, ShippedRule>();
  const januaryText_ = new Map(january.rules.map((rule) => [rule.number, rule.text]));
  for (const { number, text } of january.rules) {
    const moved = septemberNumber(number);
    const renumbered = renumberReferences(text);
    rules.set(moved, { number: moved, text: renumbered, source: JANUARY, changed: moved !== number || renumbered !== text, ...(moved !== number ? { was: number } : {}) });
  }
  // A rule given whole by the excerpt keeps only the subrules the excerpt gives.
  const given = new Set(september.rules.map((rule) => rule.number));
  for (const whole of september.whole) for (const number of [...rules.keys()]) if (isUnder(number, whole) && !given.has(number)) rules.delete(number);
  for (const { number, text } of september.rules) {
    const previous = rules.get(number);
    const januaryNumber = previous?.was ?? (previous ? number : undefined);
    const before = januaryNumber === undefined ? undefined : januaryText_.get(januaryNumber);
    rules.set(number, { number, text, source: SEPTEMBER, changed: before !== text, ...(januaryNumber !== undefined && januaryNumber !== number ? { was: januaryNumber } : {}) });
  }
  for (const number of NOT_SHIPPED) if (!rules.has(number)) rules.set(number, { number, text: null, source: SEPTEMBER, changed: true });

  const glossary = new Map<string, ShippedGlossaryEntry>();
  for (const { term, text } of january.glossary) {
    const renumbered = renumberReferences(text);
    glossary.set(term, { term, text: renumbered, source: JANUARY, changed: renumbered !== text });
  }
  const januaryTerms = new Map(january.glossary.map((entry) => [entry.term, entry.text]));
  for (const { term, text } of september.glossary) glossary.set(term, { term, text, source: SEPTEMBER, changed: januaryTerms.get(term) !== text });
  // The January glossary's order (the CR's), then any term new in September in code-point order.
  const terms = [...januaryTerms.keys(), ...[...glossary.keys()].filter((term) => !januaryTerms.has(term)).sort()];

  return { rules: [...rules.values()].sort((a, b) => compareNumbers(a.number, b.number)), glossary: terms.map((term) => glossary.get(term)!) };
}

const sha256 = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex');

/** The bytes of rules.json from the two sources' bytes: compact JSON, one rule (and one glossary entry) per line, a newline at the end. */
export function buildRulesFile(january: Buffer, september: Buffer): string {
  const { rules, glossary } = combine(january.toString('utf8'), september.toString('utf8'));
  const header: ShippedHeader = {
    title: 'Magic: The Gathering Comprehensive Rules',
    effective: SEPTEMBER,
    sources: [
      { file: JANUARY_FILE, effective: JANUARY, sha256: sha256(january) },
      { file: SEPTEMBER_FILE, effective: SEPTEMBER, sha256: sha256(september) },
    ],
    notes: [
      'The September 25, 2026 excerpt governs: each of its paragraphs and glossary entries replaces the January one of the same number or term; a rule it gives whole (“— complete”) keeps only the subrules it gives.',
      'Every other rule is the January 16, 2026 text. The September CR inserted rule 722 (Preparation Cards): the January rules 722-732 are 723-733 here, with the cross-references to them in January texts moved alike (`was` is the January number).',
      `Rule ${NOT_SHIPPED.join(', ')} (new in September) has no text in either source: text null. Its subrules are not listed.`,
      '`changed`: the text differs from the January rule it replaces (new, reworded, renumbered, or its cross-references renumbered).',
    ],
    rules: rules.length,
    glossary: glossary.length,
  };
  const lines = (items: readonly unknown[]) => items.map((item) => JSON.stringify(item)).join(',\n');
  return `{"header":${JSON.stringify(header)},\n"rules":[\n${lines(rules)}\n],\n"glossary":[\n${lines(glossary)}\n]}\n`;
}

/** Builds rules.json from the reference files at these paths (the defaults: referenceDir()'s). */
export function buildFromFiles(januaryPath = join(referenceDir(), JANUARY_FILE), septemberPath = join(referenceDir(), SEPTEMBER_FILE)): string {
  for (const [path, expected] of [
    [januaryPath, JANUARY_FILE],
    [septemberPath, SEPTEMBER_FILE],
  ] as const)
    if (basename(path) !== expected) process.stderr.write(`note: ${path} is read as ${expected}\n`);
  return buildRulesFile(readFileSync(januaryPath), readFileSync(septemberPath));
}

function main(): void {
  const [januaryPath, septemberPath] = process.argv.slice(2);
  const text = buildFromFiles(...(januaryPath && septemberPath ? [resolve(januaryPath), resolve(septemberPath)] : []));
  mkdirSync(SHIPPED_DIR, { recursive: true });
  writeFileSync(join(SHIPPED_DIR, RULES_FILE), text);
  const { header, rules } = JSON.parse(text) as ShippedRules;
  const september = rules.filter((rule) => rule.source === SEPTEMBER).length;
  const changed = rules.filter((rule) => rule.changed).length;
  process.stdout.write(
    `${header.rules} rules (${september} from the September excerpt, ${changed} changed since January) and ${header.glossary} glossary entries, ` +
      `${(Buffer.byteLength(text) / 1e6).toFixed(2)} MB in comprehensive-rules/shipped/${RULES_FILE}\n`,
  );
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
