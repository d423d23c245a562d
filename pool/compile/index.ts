// The Oracle compiler: each line of a card's Oracle text (CR 113.2c: one paragraph, one ability)
// becomes an ability of the card format (rules/cards/README.md). A line counts as compiled only
// when the format's own renderer (rules/cards/text.ts) gives back exactly the Oracle line,
// reminder text aside; any other line becomes an opaque ability (rules/cards/opaque.ts) that keeps
// its text and says what it can of itself (classify.ts), so the engine refuses honestly where it
// matters. The grammar is oracle.peggy, read by peggy (parser.ts).

import { Ability, CardDefinition, CREATURE_TYPES as CREATURE_TYPE_LIST, isCreatureType, isLandType, REACH, singularsOf, rulesText, type Reach } from '../../rules';
import type { AbilityInput, Affected, CardDefinitionInput } from '../../rules';

/** The creature types of CR 205.3m (rules/cards/subtypes.ts): a plural ("Zombies", "Elves") is read back only to one of them. */
const CREATURE_TYPES: ReadonlySet<string> = new Set(CREATURE_TYPE_LIST);
import { classify, LEVEL, wordsReach, type Classification } from './classify';
import { parseCosts, parseLine } from './parser';

export { classify, leadingKeyword, triggerEvents, wordsReach, type Classification } from './classify';

/** A card's printed characteristics in the card format, before its abilities. */
export type PrintedCard = Omit<CardDefinitionInput, 'abilities'> & { name: string };

/** What became of one Oracle line. */
export interface CompiledLine {
  /** The Oracle line as the data gives it. */
  text: string;
  /** The abilities it became: one, or several for a line of keywords ("Flying, vigilance"); an opaque one when it did not compile; none for a line of reminder text only. */
  abilities: AbilityInput[];
  /** True when every ability is structured and renders back to the line (a line of reminder text only has nothing to render). */
  compiled: boolean;
  /** The line's shape with numbers, names and types abstracted, for the coverage report. */
  shape: string;
}

/** The shape of a line: the card's name, numbers and mana symbols abstracted. */
export function lineShape(line: string, card: Pick<PrintedCard, 'name'>): string {
  return line
    .split(card.name)
    .join('CARDNAME')
    .replace(/\{[^}]+\}/g, '{M}')
    .replace(/\b\d+\b/g, 'N');
}

/** The reminder text removed (CR 207.2a), as the round trip compares. */
export function withoutReminder(line: string): string {
  return line.replace(/\s*\([^()]*\)/g, '').trim();
}

/** A subtype the rules know (CR 205.3): a creature type of 205.3m or a subtype of another card type. */
export function isKnownSubtype(word: string): boolean {
  return CREATURE_TYPES.has(word) || !isCreatureType(word);
}

const BASIC_LAND_TYPES = ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest'];

/** The names a card's rules text calls it by (CR 201.5): its name, and a legend's first name ("Urborg"). */
function namesOf(card: PrintedCard): string[] {
  const short = card.name.split(',')[0]!;
  return card.supertypes?.includes('Legendary') && short !== card.name ? [card.name, short] : [card.name];
}

/** The line with the card's names written "~" where they stand as words. */
export function withSelfName(line: string, card: PrintedCard): string {
  let text = line;
  for (const name of namesOf(card)) {
    let from = 0;
    for (let at = text.indexOf(name, from); at >= 0; at = text.indexOf(name, from)) {
      const before = text[at - 1];
      const after = text[at + name.length];
      if ((before === undefined || !/[A-Za-z0-9]/.test(before)) && (after === undefined || !/[A-Za-z0-9]/.test(after))) {
        text = `${text.slice(0, at)}~${text.slice(at + name.length)}`;
        from = at + 1;
      } else from = at + name.length;
    }
  }
  return text;
}

/** The reminder text a line ends with, when it is the line's only one: "Deathtouch (Any amount ...)". */
function trailingReminder(line: string, bare: string): string | undefined {
  const match = /^(.*\S) \(([^()]+)\)$/.exec(line);
  return match && match[1] === bare ? match[2] : undefined;
}

/**
 * "That land", "that player", "its controller" name what made a mana trigger trigger (CR
 * 106.12a), "that spell or ability" what targeted the permanent (702.21a); elsewhere the grammar's reading of them ("that creature" after "target creature")
 * would mean something else that renders the same, so only those triggers may use them. A
 * trigger that records the player it happened to and an amount (`dealsDamage`, `gainsLife`:
 * "that player", "that much", CR 603.2) may use "that player" ("that player discards a card"),
 * "target ... that player controls" and "that much".
 */
function triggeringMeansIt(ability: Ability): boolean {
  const json = JSON.stringify(ability);
  const recordsPlayerAndAmount = ability.kind === 'triggered' && (ability.trigger.event === 'dealsDamage' || ability.trigger.event === 'gainsLife');
  if (/"(controlledBy|thatMuch)"/.test(json) && !recordsPlayerAndAmount) return false;
  let rest = json.replace(/"controlledBy":"triggeringPlayer"/g, '');
  // "That player" of a trigger that records the player (the one dealt damage, the one who gained life) is that player.
  if (recordsPlayerAndAmount) rest = rest.replace(/"triggeringPlayer"/g, '');
  const refers = /"(triggering|triggeringPlayer|triggeringController)"/.test(rest);
  return !refers || (ability.kind === 'triggered' && (ability.trigger.event === 'tappedForMana' || ability.trigger.event === 'becomesTarget' || namesWhatEntered(ability)));
}

/**
 * "It" and "that creature" after "Whenever another creature you control enters" name the
 * permanent that entered (CR 603.2, 603.6a): the trigger records no player, so only
 * `triggering` may be used; only by one-shot effects, which find it as the ability resolves (an
 * effect with a duration doesn't follow it yet); and only without targets, after which "that
 * creature" could name the target.
 */
function namesWhatEntered(ability: Extract<Ability, { kind: 'triggered' }>): boolean {
  if ('modes' in ability) return false;
  if (ability.trigger.event !== 'enters' || ability.trigger.object === 'self' || ability.targets.length > 0) return false;
  if (/"(triggeringPlayer|triggeringController)"/.test(JSON.stringify(ability))) return false;
  return ability.effects.every((effect) => effect.type !== 'createEffect' || !JSON.stringify(effect).includes('"triggering"'));
}

/** The card as the renderer sees it: its printed characteristics and these abilities; null when the format refuses it. */
function cardWith(card: PrintedCard, abilities: AbilityInput[]): CardDefinition | null {
  const parsed = CardDefinition.safeParse({ ...card, abilities });
  return parsed.success ? parsed.data : null;
}

/** What the grammar needs of the card (oracle.peggy's options): whether it is an instant or a sorcery, and the subtypes it knows. */
const parseOptions = (card: PrintedCard) => ({
  spell: card.types.includes('Instant') || card.types.includes('Sorcery'),
  isSubtype: isKnownSubtype,
  isCreatureType: (word: string) => CREATURE_TYPES.has(word),
  isLandType,
  singularsOf,
});

/**
 * The abilities a line compiles to, or null: the grammar reads it, every ability is valid in the
 * format, and the renderer gives back exactly the line (`expected`, with its reminder text when
 * the abilities carry it), among the `context` abilities the rendering reads (an Aura's enchant).
 */
function compileText(text: string, expected: string, reminder: string | undefined, card: PrintedCard, context: AbilityInput[]): AbilityInput[] | null {
  const read = parseLine(withSelfName(text, card), parseOptions(card));
  if (!read || read.length === 0) return null;
  const abilities: AbilityInput[] = [];
  for (const candidate of read) {
    const valid = Ability.safeParse(candidate);
    if (!valid.success || valid.data.kind === 'opaque' || !triggeringMeansIt(valid.data)) return null;
    abilities.push(candidate as AbilityInput);
  }
  if (reminder !== undefined) abilities[abilities.length - 1] = { ...abilities.at(-1)!, reminderText: reminder };
  return rendersBack(card, context, abilities, expected) ? abilities : null;
}

/** The round trip: the abilities, among the `context` ones, render back to exactly the expected line. */
function rendersBack(card: PrintedCard, context: AbilityInput[], abilities: AbilityInput[], expected: string): boolean {
  const rendered = cardWith(card, [...context, ...abilities]);
  if (!rendered) return false;
  let lines: string[];
  try {
    lines = rulesText(rendered);
  } catch {
    return false;
  }
  // A modal ability renders as several lines (CR 700.2): the expected text joins them with "\n".
  const own = expected.split('\n').length;
  return lines.length === context.length + own && lines.slice(-own).join('\n') === expected;
}

/** What an activated ability whose effect isn't carried out says of itself (rules/cards/carried-out.ts). */
export const EFFECT_NOT_CARRIED_OUT = 'the engine does not carry out what this ability does yet';

/** "Activate only as a sorcery." (CR 602.5d): the one activation restriction a split line may have; the engine carries it out as the ability's timing. */
const SORCERY = ' Activate only as a sorcery.';

/**
 * A line "[Cost]: [Effect]" whose cost the grammar reads and whose effect it doesn't: an activated
 * ability with that cost and an opaque effect, marked unsupported, so that whether it can be
 * activated is answered from its cost and timing (CR 602.2, 602.5, 601.2h) and only resolving it
 * is UNSUPPORTED. Not for a line whose effect could add mana (a mana ability resolves at once,
 * 605.3b), names a target (its targets are chosen as it is activated, 601.2c), has another
 * restriction on activating it, or costs {X}; the renderer must give back the line.
 */
function splitActivated(text: string, expected: string, reminder: string | undefined, card: PrintedCard, context: AbilityInput[]): AbilityInput | null {
  const colon = text.indexOf(': ');
  if (colon <= 0 || text.slice(0, colon).includes('"')) return null;
  const costText = text.slice(0, colon);
  const effect = text.slice(colon + 2);
  if (/\badd\b|\btarget|\bactivate\b/i.test(effect.endsWith(SORCERY) ? effect.slice(0, -SORCERY.length) : effect) || /\{X\}/.test(costText)) return null;
  const cost = parseCosts(withSelfName(costText, card), parseOptions(card));
  if (!cost) return null;
  const loyalty = (cost as { type: string }[]).some((part) => part.type === 'loyalty');
  // "Activate only as a sorcery" is the ability's timing, which the renderer words after the effect.
  const sorcery = effect.endsWith(SORCERY) && !loyalty;
  const ability: AbilityInput = {
    kind: 'activated',
    cost: cost as never,
    effects: [{ type: 'opaque', text: sorcery ? effect.slice(0, -SORCERY.length) : effect }],
    ...(sorcery ? { timing: 'sorcery' as const } : {}),
    unsupported: EFFECT_NOT_CARRIED_OUT,
    ...(reminder !== undefined ? { reminderText: reminder } : {}),
  };
  if (!Ability.safeParse(ability).success) return null;
  return rendersBack(card, context, [ability], expected) ? ability : null;
}

/** An opaque ability for a line: its text, reminder text apart, and what it says of itself. */
function opaque(text: string, reminder: string | undefined, description: Classification): AbilityInput {
  const chapters = chapterSymbol(text);
  return { kind: 'opaque', text, ...description, ...(chapters ? { chapters } : {}), ...(reminder !== undefined ? { reminderText: reminder } : {}) };
}

/** The chapter numbers of a chapter ability's line ("II, III — ...", CR 714.2a, 714.2c), or null: an opaque one still counts toward its Saga's final chapter number (714.2d). */
function chapterSymbol(text: string): number[] | null {
  const symbol = /^((?:[IVX]+)(?:, [IVX]+)*) — /.exec(text)?.[1];
  if (symbol === undefined) return null;
  const numerals = symbol.split(', ').map((numeral) => ROMAN.indexOf(numeral));
  return numerals.every((n, i) => n > 0 && (i === 0 || n > numerals[i - 1]!)) ? numerals : null;
}

const ROMAN = ['', 'I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X'];

/**
 * Compiles a card's Oracle lines with its printed characteristics (as given: `selfReference`
 * decides whether "Blightsteel Colossus" or "this creature" renders; compileCard chooses it).
 * Each line compiles when its abilities render back to it exactly; otherwise it is one opaque
 * ability, classified.
 */
export function compileLines(lines: readonly string[], card: PrintedCard): CompiledLine[] {
  // An Aura's "Enchant creature" says what "enchanted creature" is: read it first.
  const context: AbilityInput[] = [];
  for (const text of lines) {
    const bare = withoutReminder(text);
    if (!bare.startsWith('Enchant ')) continue;
    const enchant = compileText(bare, bare, undefined, card, []);
    if (enchant) context.push(...enchant);
  }
  const modal = modalAbilities(lines, card, context);
  let header: Classification | undefined;
  let striated = false;
  const compiled = lines.map((text, index): CompiledLine => {
    const bare = withoutReminder(text);
    const shape = lineShape(bare, card);
    if (bare === '') return { text, abilities: reminderOnly(text, card), compiled: true, shape };
    // A modal ability is its instruction's line and the modes' lines under it (CR 700.2): one ability, on the first.
    const ofModal = modal.get(index);
    if (ofModal) return { text, abilities: ofModal, compiled: true, shape };
    const reminder = trailingReminder(text, bare);
    if (LEVEL.test(bare)) striated = true;
    else if (striated) return { text, abilities: [opaque(bare, reminder, inStriation(classify(withSelfName(bare, card), card)))], compiled: false, shape };
    const others = bare.startsWith('Enchant ') ? [] : context;
    const abilities = compileText(bare, reminder === undefined ? bare : text, reminder, card, others);
    if (abilities) return { text, abilities, compiled: true, shape };
    // The cost compiles and only the effect doesn't: an activated ability whose cost and timing the
    // engine carries out, and whose effect it doesn't (issue "Answers on real boards", item 2).
    const split = splitActivated(bare, reminder === undefined ? bare : text, reminder, card, others);
    if (split) {
      header = undefined;
      return { text, abilities: [split], compiled: false, shape };
    }
    const description = classify(withSelfName(bare, card), card, header);
    if (!MODE.test(bare)) header = description;
    return { text, abilities: [opaque(bare, reminder, description)], compiled: false, shape };
  });
  return withModesReach(compiled);
}

/**
 * The modal abilities among the lines (CR 700.2): a line and the bulleted lines right under it
 * ("Choose one —", "• Destroy target artifact.", ...), joined with "\n", compile as one ability
 * when they render back exactly; each is keyed by its first line's index, and its modes' lines by
 * theirs with no ability. Lines with reminder text are left to the opaque reading.
 */
function modalAbilities(lines: readonly string[], card: PrintedCard, context: AbilityInput[]): Map<number, AbilityInput[]> {
  const out = new Map<number, AbilityInput[]>();
  lines.forEach((text, index) => {
    if (MODE.test(text) || !MODE.test(lines[index + 1] ?? '')) return;
    let end = index + 1;
    while (end < lines.length && MODE.test(lines[end]!)) end += 1;
    const group = lines.slice(index, end);
    if (group.some((line) => withoutReminder(line) !== line)) return;
    const joined = group.join('\n');
    const abilities = compileText(joined, joined, undefined, card, context);
    if (!abilities) return;
    out.set(index, abilities);
    for (let under = index + 1; under < end; under += 1) out.set(under, []);
  });
  return out;
}

/**
 * A line under a leveler's striation ("LEVEL 4+", then "4/4", "Flying") is no ability of its own:
 * it is part of the striation's static ability, "As long as this creature has N or more level
 * counters on it, it has [abilities] and base power and toughness [P/T]" (CR 711.2a-b). It works
 * all the time on its own object (the abilities it gives it, its power and toughness), and what it
 * gives acts where it says; a keyword it gives acts on its object only.
 */
function inStriation(line: Classification): Classification {
  const { trigger: _trigger, replaces: _replaces, enters: _enters, selfReach: _selfReach, zones: _zones, self, affects, ...rest } = line;
  const own = line.as === 'keyword' || self === true;
  // It gives its object the abilities under it (a power and toughness box gives no ability).
  const reach = new Set<Reach>([...line.reach, ...(line.reach.length === 1 && line.reach[0] === 'powerToughness' ? [] : (['abilities'] as const))]);
  const on: Affected[] | undefined = own ? ['self'] : affects ? [...new Set<Affected>(['self', ...affects])] : undefined;
  return { ...rest, as: 'static', reach: REACH.filter((part) => reach.has(part)), ...(on ? { affects: on } : {}) };
}

/** A mode of a modal ability (CR 700.2): "• Destroy target artifact.", Spree's "+ {1} — ...". */
const MODE = /^(• |\+ )/;

/**
 * A line that chooses modes ("Choose one —", "When this creature enters, choose one —", Wild
 * Shape's "Choose one. Until end of turn, ... gains that ability.") does what its modes do: its
 * reach is its own words' and its modes' (CR 700.2). A leveler's striation ("LEVEL 4+") gives
 * the power and toughness and abilities under it (CR 711.2b): its reach is theirs too.
 */
function withModesReach(lines: CompiledLine[]): CompiledLine[] {
  return lines.map((line, index) => {
    const ability = line.abilities[0];
    if (!line.compiled && ability?.kind === 'opaque' && LEVEL.test(ability.text)) {
      const under = lines.slice(index + 1);
      const end = under.findIndex((next) => LEVEL.test(withoutReminder(next.text)));
      const reach = new Set<Reach>([...ability.reach, ...(end < 0 ? under : under.slice(0, end)).flatMap((next) => wordsReach(withoutReminder(next.text)))]);
      return { ...line, abilities: [{ ...ability, reach: REACH.filter((part) => reach.has(part)) }] };
    }
    if (line.compiled || ability?.kind !== 'opaque' || MODE.test(ability.text) || !MODE.test(withoutReminder(lines[index + 1]?.text ?? ''))) return line;
    const modes: AbilityInput[] = [];
    for (const next of lines.slice(index + 1)) {
      const mode = next.abilities[0];
      if (!mode || !MODE.test(withoutReminder(next.text))) break;
      modes.push(mode);
    }
    if (modes.length === 0 || modes.some((mode) => mode.kind !== 'opaque')) return line;
    // Its own words' reach, or a keyword's (Spree: its costs, CR 702.172a), and its modes'.
    const own = ability.as === 'keyword' ? ability.reach : wordsReach(ability.text);
    const reach = new Set<Reach>([...own, ...modes.flatMap((mode) => (mode.kind === 'opaque' ? mode.reach : []))]);
    return { ...line, abilities: [{ ...ability, reach: REACH.filter((part) => reach.has(part)) }] };
  });
}

/**
 * A line of reminder text only (CR 207.2a): no ability, except on a land without a basic land
 * type, whose "({T}: Add {C}.)" is its real mana ability (Wastes; CR 305.6 gives the others theirs).
 */
function reminderOnly(text: string, card: PrintedCard): AbilityInput[] {
  const inner = /^\((.*)\)$/.exec(text.trim())?.[1];
  if (inner === undefined || !card.types.includes('Land') || card.subtypes?.some((subtype) => BASIC_LAND_TYPES.includes(subtype))) return [];
  return compileText(inner, inner, undefined, card, []) ?? [];
}

/** A card compiled: its definition in the card format and what became of each line. */
export interface CompiledCard {
  card: CardDefinitionInput;
  lines: CompiledLine[];
}

/**
 * Compiles a card: its lines (compileLines), how it refers to itself (`selfReference: 'name'`
 * when its rules text says its name where the template would say "this creature", `pronoun`
 * when it says "him" or "her"; each only when it compiles more lines, CR 201.5), and a line of
 * reminder text only kept as the card's `reminderText`.
 */
export function compileCard(lines: readonly string[], printed: PrintedCard): CompiledCard {
  let candidates: PrintedCard[] = [printed];
  if (printed.selfReference === undefined && lines.some((line) => withSelfName(line, printed) !== line))
    candidates = [...candidates, ...candidates.map((card): PrintedCard => ({ ...card, selfReference: 'name' }))];
  const pronoun = printed.pronoun === undefined ? /\b(him|her)\b/.exec(lines.join('\n'))?.[1] : undefined;
  if (pronoun === 'him' || pronoun === 'her') candidates = [...candidates, ...candidates.map((card): PrintedCard => ({ ...card, pronoun }))];
  const count = (result: CompiledLine[]) => result.filter((line) => line.compiled && line.abilities.length > 0).length;
  let card = printed;
  let compiled = compileLines(lines, printed);
  for (const candidate of candidates.slice(1)) {
    const other = compileLines(lines, candidate);
    if (count(other) > count(compiled)) {
      card = candidate;
      compiled = other;
    }
  }
  const reminder = compiled.find((line) => line.abilities.length === 0 && withoutReminder(line.text) === '');
  const reminderText = reminder ? /^\((.*)\)$/.exec(reminder.text.trim())?.[1] : undefined;
  return {
    card: { ...card, abilities: compiled.flatMap((line) => line.abilities), ...(reminderText !== undefined ? { reminderText } : {}) },
    lines: compiled,
  };
}
