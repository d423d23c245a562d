// The footprint of an opaque line, read from its grammar (rules/cards/opaque.ts; issue "Answers on
// real boards"): *what* it can act on (the subject of each sentence and the objects its predicate
// names: its own object, what it is attached to, permanents matching a filter, players, spells,
// cards, the game), whether it acts only as its own object enters (CR 614.1c, 614.12), and for a
// replacement effect the events it modifies (614.1). Only what the grammar says for sure: a
// subject or a predicate not read here leaves the footprint at its widest (no `affects`), and a
// qualifier the filter can't hold is dropped, which only widens what the filter matches.

import { CREATURE_TYPES as CREATURE_TYPE_LIST, isLandType, type Affected, type OpaqueAbility, type Reach } from '../../rules';

type OpaqueKind = OpaqueAbility['as'];
type OpaqueTrigger = NonNullable<OpaqueAbility['trigger']>;
type Filter = Extract<Affected, { permanents: unknown }>['permanents'];
type Scope = 'you' | 'opponents' | 'each';

/** What the grammar says of a line beyond its kind and reach. */
export interface Footprint {
  affects?: Affected[];
  enters?: true;
  replaces?: OpaqueTrigger;
  /** The aspects it changes, as its predicates say; with `exact`, in place of what its words say, else added to them. */
  reach?: Reach[];
  /** Every sentence was read: `reach` is what the line changes. */
  exact?: true;
  /** The only abilities it gives or takes away are these keywords. */
  keywords?: string[];
}

const CREATURE_TYPES: ReadonlySet<string> = new Set(CREATURE_TYPE_LIST);

// ---------------------------------------------------------------------------------------
// Sentences: split at ". " outside quotes, conditions around them taken off.

/** The sentences of a line, quoted text kept whole, without their final period. */
export function sentencesOf(text: string): string[] {
  const out: string[] = [];
  let quoted = false;
  let start = 0;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (c === '"' || c === '“' || c === '”') quoted = !quoted;
    else if (!quoted && c === '.' && (i === text.length - 1 || text[i + 1] === ' ')) {
      out.push(text.slice(start, i).trim());
      start = i + 1;
    }
  }
  const rest = text.slice(start).trim();
  if (rest !== '') out.push(rest);
  return out.filter((sentence) => sentence !== '');
}

/** Quoted abilities replaced by a placeholder: what a granted ability says is its own (its objects act when it does). */
function withoutQuotes(sentence: string): string {
  return sentence.replace(/"[^"]*"|“[^”]*”/g, 'quoted');
}

/** Conditions before what a sentence does, which read but change nothing: "As long as ..., ", "During your turn, ", "If ..., ". */
const HEAD = /^(as long as|during|while|if|except during|for as long as)\b[^,]*, (then )?/i;
/** Conditions after it. */
const TAIL =
  / (as long as|for each|unless|if(?! able)|where x is|during (?:your|each|their|its controller's|combat|each of your) turns?|while|only if|except during|for as long as|equal to|rather than)\b.*$/i;

/** Where another predicate of the same subject begins: ", and has", " and is" (as `predicates` splits them). */
const NEXT_PREDICATE =
  /,? and (?=(?:has|have|gains?|gets?|is|are|can't|can|attacks?|blocks?|must|loses?|costs?)\b)|, (?=(?:has|have|gains?|gets?|is|are|can't|can|attacks?|blocks?|must|loses?|costs?)\b)/;

/** A sentence without the conditions after what it does; a condition ends where another predicate begins ("gets +1/+0 for each Gate you control and has vigilance"). */
function withoutTail(s: string): string {
  const tail = TAIL.exec(s);
  if (!tail) return s;
  const next = NEXT_PREDICATE.exec(tail[0]);
  return s.slice(0, tail.index) + (next ? withoutTail(tail[0].slice(next.index)) : '');
}

function bare(sentence: string): string {
  let s = sentence.replace(/^[A-Z][A-Za-z'-]*( [A-Za-z'-]+){0,4} — /, '');
  for (let i = 0; i < 3 && HEAD.test(s); i += 1) s = s.replace(HEAD, '');
  return withoutTail(s).replace(/,$/, '').trim();
}

// ---------------------------------------------------------------------------------------
// Entering: a line about how its own object enters (CR 614.1c, 614.12).

const SELF = String.raw`(?:~|this (?:creature|land|artifact|enchantment|planeswalker|permanent|vehicle|equipment|aura|saga|spacecraft|battle|class|room|card|siege|token|object|spell))`;

// Not a copy, a face-down or a transformed entering: those leave a lasting effect on the object (a
// copy effect, CR 707.5; face-down characteristics, 708.2; its other face, 712.14), which the
// line keeps making; only what a board records (counters, tapped, a choice, 614.12) is done as it enters.
const LASTING = /\b(copy|copies|face down|face-down|transformed|prepared|as a \d|as an? [a-z]+ (creature|artifact|enchantment|land))\b/i;

const ENTERING = [
  new RegExp(String.raw`^as ${SELF} enters\b`, 'i'),
  new RegExp(String.raw`^(?:${SELF}|it) enters (?:tapped|untapped|with|attacking)\b`, 'i'),
  new RegExp(String.raw`^(?:if|unless) [^,]*, (?:${SELF}|it) enters (?:tapped|with)\b`, 'i'),
  /^(then )?(you may )?(pay|choose|reveal|put|exile|sacrifice|return|discard)\b/i,
  /^if you (don't|do|can't)\b/i,
  /^(then )?(it|this \w+) enters tapped\b/i,
];

/** Every sentence is about how this object enters: the line acts only as it enters. */
function entersOnly(sentences: readonly string[]): boolean {
  if (sentences.length === 0) return false;
  // The first sentence says it enters; the rest only what is chosen or paid as it does.
  const first = sentences[0]!.replace(/^[A-Z][A-Za-z'-]*( [A-Za-z'-]+){0,4} — /, '');
  if (!ENTERING.slice(0, 3).some((pattern) => pattern.test(first)) || sentences.some((sentence) => LASTING.test(sentence))) return false;
  return sentences.slice(1).every((sentence) => ENTERING.some((pattern) => pattern.test(sentence)) && !/\bwhenever\b|\bat the beginning\b|\bas long as\b/i.test(sentence));
}

// ---------------------------------------------------------------------------------------
// Noun phrases: who or what a sentence is about.

const TYPE_WORDS: Record<string, string> = {
  creature: 'Creature',
  creatures: 'Creature',
  artifact: 'Artifact',
  artifacts: 'Artifact',
  enchantment: 'Enchantment',
  enchantments: 'Enchantment',
  land: 'Land',
  lands: 'Land',
  planeswalker: 'Planeswalker',
  planeswalkers: 'Planeswalker',
  battle: 'Battle',
  battles: 'Battle',
};
const ANY_PERMANENT = new Set([
  'permanent',
  'permanents',
  'token',
  'tokens',
  'source',
  'sources',
  'object',
  'objects',
  'nontoken permanents',
  'nonland permanents',
  'nonland permanent',
]);

/** A subtype as a noun, singular or plural ("Elves", "Zombies", "Forests", "Equipment"). */
function subtypeOf(written: string): string | null {
  const word = written.charAt(0).toUpperCase() + written.slice(1);
  const forms = [word, word.replace(/ies$/, 'y'), word.replace(/ves$/, 'f'), word.replace(/es$/, ''), word.replace(/s$/, '')];
  if (word === 'Elves') return 'Elf';
  if (word === 'Dwarves') return 'Dwarf';
  for (const form of forms) if (/^[A-Z]/.test(form) && (CREATURE_TYPES.has(form) || isLandType(form) || ['Equipment', 'Aura', 'Vehicle', 'Saga'].includes(form))) return form;
  return null;
}

const ADJECTIVES =
  /^(other|another|each|all|every|the|a|an|target|nontoken|token|tapped|untapped|attacking|blocking|basic|nonbasic|legendary|nonlegendary|snow|white|blue|black|red|green|colorless|multicolored|monocolored|face-down|face-up|commander|non-?[a-z]+|[a-z]+-colored|modified|enchanted|equipped|outlaw)$/;

/** How a noun phrase says whose objects they are: "you control", "your opponents control"; not the objects of a phrase after it ("Auras attached to permanents you control" are anyone's). */
function controlOf(phrase: string): { controller?: 'you' | 'opponent'; rest: string } {
  const np = phrase.replace(/ (attached to|blocking|blocked by) .*$/, '');
  const you = / (you control|you both own and control)\b/.exec(np);
  if (you) return { controller: 'you', rest: np.replace(you[0], ' ').trim() };
  const opponent = / (your opponents control|an opponent controls|each opponent controls|opponents control|you don't control|defending player controls)\b/.exec(np);
  if (opponent) return { controller: 'opponent', rest: np.replace(opponent[0], ' ').trim() };
  return { rest: np.replace(/ (you own|its owner controls|a player controls|that player controls)\b/, ' ').trim() };
}

/** The permanents a plural or "each" noun phrase names, as filters (one per type of "artifacts and creatures"); null when it isn't one. */
export function permanentsOf(phrase: string): Affected[] | null {
  const { controller, rest } = controlOf(phrase);
  // What follows the noun ("with flying", "with power 2 or less", "of the chosen type", "named ~") only narrows it.
  const head = rest.replace(/ (with|without|of|named|that|that's|who|which|in|on|attached|among|except|from|other than)\b.*$/, '').trim();
  const words = head.split(/ |, /).filter((word) => word !== '' && word !== 'and' && word !== 'or' && word !== 'and/or');
  const other = /\b(other|another)\b/.test(head) || undefined;
  const types: string[] = [];
  const subtypes: string[] = [];
  let nouns = 0;
  let any = false;
  for (const word of words) {
    const lower = word.toLowerCase();
    if (ADJECTIVES.test(lower)) continue;
    if (TYPE_WORDS[lower]) {
      types.push(TYPE_WORDS[lower]);
      nouns += 1;
    } else if (ANY_PERMANENT.has(lower)) {
      any = true;
      nouns += 1;
    } else {
      const subtype = subtypeOf(word);
      if (subtype === null) return null;
      subtypes.push(subtype);
      nouns += 1;
    }
  }
  if (nouns === 0) return null;
  const base: Filter = { ...(controller ? { controller } : {}), ...(other ? { other: true } : {}) };
  // "Elf creatures": an Elf that is a creature; "Elves and Goblins": either; "artifact creatures": both types.
  const joined = /\b(and|or|and\/or)\b|, /.test(head);
  if (any) return [{ permanents: base }];
  if (joined) {
    const out: Affected[] = types.map((type) => ({ permanents: { ...base, types: [type] as never } }));
    if (subtypes.length > 0) out.push({ permanents: { ...base, subtypes } });
    return out;
  }
  return [{ permanents: { ...base, ...(types.length > 0 ? { types: [...new Set(types)] as never } : {}), ...(subtypes.length > 0 ? { subtypes } : {}) } }];
}

/** Players a noun phrase names. */
function playersOf(phrase: string): Scope | null {
  if (/^(you|you each)$/.test(phrase)) return 'you';
  if (/^(each opponent|your opponents|opponents|an opponent|each of your opponents|defending player)$/.test(phrase)) return 'opponents';
  if (/^(each player|players|all players|a player|every player|each other player)$/.test(phrase)) return 'each';
  return null;
}

/** Spells a noun phrase names ("noncreature spells you cast", "spells your opponents cast", "the first spell you cast each turn"). */
function spellsOf(phrase: string): Scope | null {
  if (!/\bspells?\b/.test(phrase)) return null;
  if (/\byou (cast|control)\b/.test(phrase)) return 'you';
  if (/\b(your opponents|an opponent|each opponent|opponents) (cast|control)\b/.test(phrase)) return 'opponents';
  return 'each';
}

/** Context for "it": whether a singular pronoun is this object. */
interface Context {
  /** The card calls itself "he" or "she" (Gideon). */
  pronoun: boolean;
  /** What words say a line may touch (classify.ts): a granted keyword's or a type's own reach. */
  wordsReach: (text: string) => Reach[];
}

/** What a subject noun phrase names. */
function subjectOf(np: string, ctx: Context): Affected[] | null {
  const phrase = np.toLowerCase().trim();
  // "You and Humans you control": each part.
  const both = /^(you|each player|each opponent|your opponents) and (.+)$/.exec(np.trim());
  if (both) {
    const rest = subjectOf(both[2]!, ctx);
    const players = playersOf(both[1]!.toLowerCase());
    return rest && players ? [{ players }, ...rest] : null;
  }
  if (new RegExp(`^${SELF}$`, 'i').test(phrase) || (ctx.pronoun && /^(he|she)$/.test(phrase))) return ['self'];
  if (/^(equipped|enchanted|fortified) (creature|land|artifact|enchantment|permanent|planeswalker|battle)$/.test(phrase)) return ['attached'];
  if (/^enchanted player$/.test(phrase)) return [{ players: 'each' }];
  const players = playersOf(phrase);
  if (players) return [{ players }];
  if (/^(activated|triggered|mana|loyalty)? ?abilities of /.test(phrase)) return subjectOf(phrase.replace(/^(activated|triggered|mana|loyalty)? ?abilities of /, ''), ctx);
  const spells = spellsOf(phrase);
  if (spells) return [{ spells }];
  if (/\bcards?\b/.test(phrase)) return [{ cards: /\byour (graveyard|hand|library)\b|\byou own\b/.test(phrase) ? 'you' : 'each' }];
  return permanentsOf(np.trim());
}

// ---------------------------------------------------------------------------------------
// Predicates: what a sentence does to its subject, and the other objects it names.

const KEYWORD_LIST = String.raw`[a-z -]+(?:, [a-z -]+)*(?:,? (?:and|or) [a-z -]+)?`;
const PT = String.raw`[+-][\dx]+/[+-][\dx]+`;

/** A predicate that changes only its subject, with the aspects it changes (rules/cards/opaque.ts REACH). */
const SUBJECT_ONLY: readonly [string, readonly Reach[]][] = [
  [String.raw`gets? ${PT}`, ['powerToughness']],
  [String.raw`(?:has|have|gains?) (?:[a-z ,]*\b(?:hexproof|shroud|protection|ward)\b[a-z ,-]*)`, ['abilities', 'targets']],
  [String.raw`(?:has|have|gains?|loses?) (?:${KEYWORD_LIST}|all abilities|all (?:activated|triggered) abilities(?: of .*)?)`, ['abilities']],
  [String.raw`(?:has|have|gains?) quoted(?:,? and quoted)?`, ['abilities']],
  [String.raw`(?:has|have|gains?) (?:${KEYWORD_LIST}),? and quoted`, ['abilities']],
  [String.raw`(?:has|have) base power and toughness \d+/\d+`, ['powerToughness']],
  [String.raw`(?:has|have) (?:the|all) (?:activated )?abilities of .*`, ['abilities']],
  [String.raw`(?:is|are) goaded`, ['combat']],
  [String.raw`(?:is|are) (?:white|blue|black|red|green|colorless|all colors)`, ['colors']],
  [
    // What it is: types, colors, a power and toughness ("is a 3/4 Ninja creature"); not a copy of something or what a target or another object is (those name more than their subject).
    String.raw`(?:is|are) (?:also |still )?(?:a |an |the |every |all )?(?![a-z0-9/, -]*\b(?:copy|copies|target|control|controls|owner|owners|that|those)\b)[a-z0-9/, -]+?(?: in addition to (?:its|their) other (?:types|colors|creature types|card types|subtypes))?`,
    ['types', 'colors', 'powerToughness', 'abilities'],
  ],
  [String.raw`(?:isn't|aren't) (?:a |an )?(?![a-z -]*\b(?:copy|target)\b)[a-z -]+`, ['types']],
  [
    String.raw`(?:can't|cannot) (?:attack|block|attack or block|attack alone|block alone|transform|be enchanted|be equipped|be enchanted or equipped|phase out|crew vehicles)`,
    ['combat'],
  ],
  [String.raw`(?:can't|cannot) be (?:sacrificed|regenerated)`, ['zones']],
  [String.raw`(?:can't|cannot) be blocked(?: by more than one creature)?`, ['combat']],
  [String.raw`can block (?:an additional creature|any number of creatures)(?: each combat)?`, ['combat']],
  [String.raw`(?:attacks?|blocks?|attacks? or blocks?) each (?:combat|turn) if able`, ['combat']],
  [String.raw`must be blocked(?: each combat)? if able`, ['combat']],
  [String.raw`can attack as though (?:it|they) didn't have defender`, ['combat']],
  [String.raw`(?:can't|cannot) be (?:the )?targets? of .*`, ['targets']],
  [String.raw`(?:can't|cannot) be countered`, ['stack']],
  [String.raw`costs? (?:\{[^}]+\})+ (?:more|less) to (?:cast|activate)`, ['costs']],
  [String.raw`costs? (?:x|that much) (?:more|less) to (?:cast|activate)`, ['costs']],
  [String.raw`(?:can't|cannot) be activated`, ['timing']],
  [String.raw`assigns? combat damage equal to (?:its|their) toughness`, ['combat', 'damage']],
  [String.raw`(?:power|toughness|power and toughness) (?:is|are|are each) equal to .*`, ['powerToughness']],
];
const SUBJECT_ONLY_RES = SUBJECT_ONLY.map(([pattern, reach]) => [new RegExp(`^(?:${pattern})$`), reach] as const);

/** The aspects a predicate changes of its subject, or null when it isn't one read here. */
function predicateReach(part: string): readonly Reach[] | null {
  for (const [pattern, reach] of SUBJECT_ONLY_RES) if (pattern.test(part)) return reach;
  return null;
}

/** Predicates whose verb acts at a step, as it begins: no untapping (CR 502.3), untapping in others' untap steps. */
const UNTAP_STEP = /^(doesn't|don't|does not|do not) untap during .*untap steps?$|^untaps? during each other player's untap step$/;
/** Entering (CR 614.1c): "enter tapped", "enters with a +1/+1 counter on it". */
const ENTERS = /^(enters?|enter) (tapped|untapped|with .*|as .*|attacking)$/;

/** A chain of predicates, "gets +2/+2, has flying, and attacks each combat if able", split into parts. */
function predicates(predicate: string): string[] {
  const out: string[] = [];
  for (const part of predicate.split(
    /,? and (?=(?:has|have|gains?|gets?|is|are|can't|can|attacks?|blocks?|must|loses?|costs?)\b)|, (?=(?:has|have|gains?|gets?|is|are|can't|can|attacks?|blocks?|must|loses?|costs?)\b)/,
  ))
    out.push(part.trim());
  return out.filter((part) => part !== '');
}

/** What a predicate names besides its subject ("can't block it", "can't be blocked by creatures with power 2 or less", "can't attack you"), and the aspects it changes. */
function predicateObjects(part: string): { objects: Affected[]; reach: readonly Reach[] } | null {
  const out: Affected[] = [];
  let rest = part;
  // "Can't be the targets of spells": what it restricts is what those spells and abilities may target (CR 115.4).
  const targetedBy = /^(?:can't|cannot) be (?:the )?targets? of (.*)$/.exec(rest);
  if (targetedBy) out.push({ spells: spellsOf(`spells ${targetedBy[1]}`) ?? 'each' });
  const by = / (?:by|except by) (.*)$/.exec(rest);
  if (by && /^(?:can't|cannot) be blocked/.test(rest)) {
    out.push({ permanents: { types: ['Creature'] } });
    rest = rest.slice(0, by.index);
  }
  const blockWhat = /^(can't|cannot|can) block (only )?(.*)$/.exec(rest);
  if (blockWhat && blockWhat[3] !== '' && !/^(alone|an additional creature|any number of creatures)/.test(blockWhat[3]!)) {
    if (/^it$/.test(blockWhat[3]!)) out.push('self');
    else out.push({ permanents: { types: ['Creature'] } });
    rest = `${blockWhat[1]} block`;
  }
  const attackWhat = /^(can't|cannot) attack (.*)$/.exec(rest);
  if (attackWhat && !/^(alone|or block)/.test(attackWhat[2]!)) {
    if (/\byou\b/.test(attackWhat[2]!)) out.push({ players: 'you' });
    if (/\bplaneswalkers?\b|\bbattles?\b/.test(attackWhat[2]!)) out.push({ permanents: {} });
    if (!/^(you|you or planeswalkers you control|you or a planeswalker you control|you or permanents you control)$/.test(attackWhat[2]!)) return null;
    rest = `${attackWhat[1]} attack`;
  }
  const reach = predicateReach(rest);
  return reach === null ? null : { objects: out, reach };
}

/** What a player subject's predicate reaches (spells they cast, cards they play, or the players themselves), and the aspects it changes. */
function playerPredicate(scope: Scope, predicate: string): { affects: Affected[]; reach: Reach[] } | null {
  if (/^(can't|cannot|can|may) cast\b|^cast\b|^can cast spells only\b/.test(predicate))
    return { affects: [{ spells: scope }, { cards: scope }], reach: /without paying|rather than pay/.test(predicate) ? ['timing', 'costs', 'zones'] : ['timing', 'zones'] };
  // One more land drop (CR 305.2): how many lands the player may play, which only playing one reads.
  if (/^(may|can) play (an additional land|up to (one|two|three) additional lands|two lands)\b/.test(predicate))
    return { affects: [{ players: scope }], reach: ['timing', 'turn', 'zones'] };
  if (/^(may|can't|cannot|can) play\b/.test(predicate)) return { affects: [{ cards: scope }], reach: ['timing', 'zones'] };
  if (/^(may|can) look at\b/.test(predicate)) return { affects: [{ cards: scope }], reach: ['zones'] };
  if (/^(has|have) no maximum hand size$|^maximum hand size is\b/.test(predicate)) return { affects: [{ players: scope }], reach: ['zones'] };
  if (/^(can't|cannot) (draw|search)\b/.test(predicate)) return { affects: [{ players: scope }], reach: ['zones'] };
  if (/^(can't|cannot) (gain|lose|pay) life\b/.test(predicate)) return { affects: [{ players: scope }], reach: ['life', 'costs'] };
  if (/^(can't|cannot) (lose|win) the game\b/.test(predicate)) return { affects: [{ players: scope }], reach: ['game'] };
  if (/^may spend mana as though\b/.test(predicate)) return { affects: [{ players: scope }], reach: ['mana', 'costs'] };
  if (/^(has|have) (hexproof|shroud|protection from [a-z ]+)$/.test(predicate)) return { affects: [{ players: scope }], reach: ['targets', 'damage'] };
  if (/^may activate (her|his|its|~'s|this \w+'s) (loyalty )?abilities\b/.test(predicate)) return { affects: ['self'], reach: ['timing'] };
  return null;
}

// ---------------------------------------------------------------------------------------

/** A sentence's subject and predicate, split at its first verb. */
const VERB = /^(.*?) (gets?|has|have|gains?|loses?|is|are|isn't|aren't|can't|cannot|can|may|attacks?|blocks?|must|costs?|cost|enters?|enter|doesn't|don't|untaps?|assigns?)\b(.*)$/;

/** The footprint of a sentence of a static ability: what it acts on and the aspects it changes, and for a replacement of entering or untapping, when. */
interface SentenceFootprint {
  affects: Affected[];
  reach: Reach[];
  replaces?: string[];
  /** The keywords it gives or takes away, when those are the only abilities it changes; null when it may change others. */
  keywords?: string[] | null;
}

/** The keywords a predicate gives or takes away ("has flying and haste", "have \"Ward—Pay 2 life.\""), or null when it isn't only keywords. */
function grantedKeywords(part: string, quoted: readonly string[], keywordNames: (text: string) => string[] | null): string[] | null {
  const grant = /^(?:has|have|gains?|loses?) (.+)$/.exec(part);
  if (!grant) return null;
  const what = grant[1]!;
  if (/\bquoted\b/.test(what)) {
    if (quoted.length === 0) return null;
    const names: string[] = [];
    for (const text of quoted) {
      const found = keywordNames(text.replace(/^["“]|["”]$/g, '').replace(/\.$/, ''));
      if (found === null) return null;
      names.push(...found);
    }
    const rest = what.replace(/,? ?(and )?quoted/g, '').trim();
    if (rest === '') return names;
    const more = keywordNames(rest);
    return more === null ? null : [...names, ...more];
  }
  return keywordNames(what);
}

function staticSentence(sentence: string, ctx: Context, previous: SentenceFootprint | null, keywordNames: (text: string) => string[] | null): SentenceFootprint | null {
  const s = withoutQuotes(bare(sentence))
    .replace(/\.$/, '')
    .replace(/\b(he|she|it)['’]s\b/gi, '$1 is');
  const lower = s.charAt(0).toLowerCase() + s.slice(1);
  // "You control enchanted creature": a control-changing effect on what it is attached to (CR 613.1b).
  if (/^you control (enchanted|equipped) (creature|permanent|land|artifact|planeswalker)$/.test(lower)) return { affects: ['attached'], reach: ['control'] };
  // "~'s power and toughness are each equal to ...": a characteristic-defining ability of its own object (CR 604.3).
  const possessive = /^(.*?)(?:'s|’s) (power and toughness|power|toughness) (?:is|are|are each) equal to\b/.exec(lower);
  if (possessive) {
    const of = subjectOf(possessive[1]!, ctx);
    return of ? { affects: of, reach: ['powerToughness'] } : null;
  }
  // "The escape cost is equal to ...": what the sentence before gave, defined (anaphora, read through the sentence before).
  if (previous && /^(the|its|that|this) [a-z ]*cost is\b/.test(lower)) return { affects: previous.affects, reach: ['costs'] };
  // "Each spell that would cost less than three mana to cast costs three mana to cast" (CR 601.2f).
  if (/^(each|a|any) [a-z ]*spells? that would cost\b.* costs? .* to cast$/.test(lower)) return { affects: [{ spells: /\byou cast\b/.test(lower) ? 'you' : 'each' }], reach: ['costs'] };
  // "Artifacts and creatures entering don't cause abilities to trigger": as they enter (CR 603.2).
  const entering = /^(.*) entering (?:the battlefield )?(?:don't|doesn't) cause abilities to trigger$/.exec(lower);
  if (entering) return { affects: ['game'], reach: ['stack', 'zones'], replaces: ['enteredBattlefield', 'tokenCreated'] };
  if (/^untap (all permanents you control|this \w+|~) during each other player's untap step$/.test(lower))
    return { affects: /^untap all/.test(lower) ? [{ permanents: { controller: 'you' } }] : ['self'], reach: ['tapping'], replaces: ['stepBegan'] };
  const verb = VERB.exec(s.charAt(0).toLowerCase() === s.charAt(0) ? s : s.charAt(0).toLowerCase() + s.slice(1));
  if (!verb) return null;
  const np = verb[1]!;
  const predicate = `${verb[2]}${verb[3]}`.trim().toLowerCase();
  const subject = subjectOf(np, ctx);
  if (!subject) return null;
  const players = subject.find((a): a is { players: Scope } => typeof a === 'object' && 'players' in a);
  if (players && subject.length === 1) return playerPredicate(players.players, predicate);
  if (UNTAP_STEP.test(predicate)) return { affects: subject, reach: ['tapping'], replaces: ['stepBegan'] };
  if (ENTERS.test(predicate))
    return { affects: subject, reach: ['zones', 'tapping', 'counters', 'copy', 'types', 'powerToughness', 'abilities', 'control'], replaces: ['enteredBattlefield', 'tokenCreated'] };
  const affects = [...subject];
  const reach = new Set<Reach>();
  const quoted = sentence.match(/"[^"]*"|“[^”]*”/g) ?? [];
  let keywords: string[] | null = [];
  for (const part of predicates(predicate)) {
    const read = predicateObjects(part);
    if (read === null) return null;
    affects.push(...read.objects);
    for (const aspect of read.reach) reach.add(aspect);
    if (read.reach.includes('abilities') && keywords !== null) {
      const granted = grantedKeywords(part, quoted, keywordNames);
      keywords = granted === null ? null : [...keywords, ...granted];
    }
    // A keyword granted or lost does what the keyword does (flying: combat, CR 702.9b; flash: timing); a type gives its own abilities (a land type its mana ability, CR 305.6).
    if (/^(has|have|gains?|loses?|is|are)\b/.test(part)) for (const aspect of ctx.wordsReach(part)) reach.add(aspect);
  }
  // "Unless their controller pays {1}": a cost the player pays to do it (CR 118.12, 508.1d, 509.1c), no condition.
  const pays = /\bunless\b([^.]*\bpays?\b.*)$/i.exec(sentence);
  if (pays) {
    affects.push({ players: 'each' });
    reach.add('costs');
    for (const aspect of ctx.wordsReach(pays[1]!)) reach.add(aspect);
  }
  // An activation restriction reaches mana abilities unless it leaves them out (CR 605.1a).
  if (/\babilities\b/.test(lower) && /can't be activated|to activate/.test(lower) && !/unless they're mana abilities/.test(sentence.toLowerCase())) reach.add('mana');
  return { affects, reach: [...reach], keywords };
}

const uniqueAffects = (affects: readonly Affected[]): Affected[] => {
  const seen = new Set<string>();
  return affects.filter((a) => {
    const key = JSON.stringify(a);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
};

/** The events a replacement effect modifies: what its "would" clause names (CR 614.1a). */
function replacedEvents(text: string, triggerEvents: (condition: string) => OpaqueTrigger): OpaqueTrigger | null {
  const lower = text.toLowerCase();
  if (/^prevent\b|\bprevent (all|the next|that)\b/.test(lower)) return ['damageDealt', 'damagePrevented'];
  if (/^skip\b|\bskips?\b[^.]*\bstep\b/.test(lower)) return ['stepBegan'];
  // "Each Human creature you control enters with an additional +1/+1 counter on it" (CR 614.1c).
  if (/\benters? (with|tapped|untapped|as|attacking)\b/.test(lower) && !/\bwould\b/.test(lower)) return ['enteredBattlefield', 'tokenCreated'];
  const would = /(?:^|\bif |\bwhen )([^,]*\bwould [^,]*)/.exec(lower);
  if (!would) return null;
  const events = triggerEvents(would[1]!);
  return events === 'any' ? null : events;
}

/**
 * The footprint of an opaque line (`text` without its reminder text, the card's name written
 * "~", its ability word and chapter numbers removed), of a kind the classifier read.
 */
export function footprintOf(
  text: string,
  as: OpaqueKind,
  card: { pronoun?: boolean },
  triggerEvents: (condition: string) => OpaqueTrigger,
  wordsReach: (text: string) => Reach[],
  keywordNames: (text: string) => string[] | null,
): Footprint {
  const sentences = sentencesOf(text);
  const ctx: Context = { pronoun: card.pronoun === true, wordsReach };
  if ((as === 'replacement' || as === 'static') && entersOnly(sentences)) return { enters: true, affects: ['self'] };
  if (as === 'replacement') {
    const events = replacedEvents(text, triggerEvents);
    return events ? { replaces: events } : {};
  }
  if (as !== 'static') return {};
  const read: SentenceFootprint[] = [];
  for (const sentence of sentences) {
    const footprint = staticSentence(sentence, ctx, read.at(-1) ?? null, keywordNames);
    if (!footprint) return {};
    read.push(footprint);
  }
  // Every sentence acts only as something enters or as an untap step begins: the line acts only then.
  const onlyEvents = read.every((footprint) => footprint.replaces !== undefined);
  const reach = new Set<Reach>(read.flatMap((footprint) => footprint.reach));
  // A granted ability ("have \"{T}: Add {C}.\"") acts as what its own words say, once its object has it.
  // A granted keyword ("have \"Ward—Pay 2 life.\"") is an ability of the object it is granted to: its `abilities` (layer 6).
  for (const quoted of text.match(/"[^"]*"|“[^”]*”/g) ?? [])
    if (keywordNames(quoted.replace(/^["“]|["”]$/g, '').replace(/\.$/, '')) === null) for (const aspect of wordsReach(quoted)) reach.add(aspect);
  // The abilities it changes are only keywords when every sentence that changes abilities gives or takes away only keywords.
  const changing = read.filter((footprint) => footprint.reach.includes('abilities'));
  const keywords = changing.length > 0 && changing.every((footprint) => footprint.keywords) ? [...new Set(changing.flatMap((footprint) => footprint.keywords!))] : null;
  return {
    affects: uniqueAffects(read.flatMap((footprint) => footprint.affects)),
    reach: [...reach],
    exact: true,
    ...(keywords && keywords.length > 0 ? { keywords } : {}),
    ...(onlyEvents ? { replaces: [...new Set(read.flatMap((footprint) => footprint.replaces ?? []))].sort() } : {}),
  };
}
