// Keyword abilities as search finds them (`kw:`): the names of CR 702 (the January 2026 rules,
// 702.2 to 702.190) read off Oracle lines that are keyword lines. A line is a keyword line when
// every comma-separated part of it (reminder text aside, CR 207.2a) is a keyword: its name
// alone ("Flying"), with a number or X ("Bushido 1", 702.45), with a cost ("Ward {2}",
// "Cycling {2}"; an em dash before a cost in words, "Ward—Pay 3 life."), or, for the keywords
// whose name takes a word after it, with that ("Enchant creature", "Protection from red",
// "Affinity for artifacts"). Landwalk (702.14) and typecycling (702.29e) have one name per kind:
// "swampwalk", "basic landcycling".

import { wordsOf } from './words';

/** The keyword names of CR 702, lowercased ("Daybound and Nightbound" as its two words, 702.145). */
export const KEYWORDS: readonly string[] = [
  'deathtouch', 'defender', 'double strike', 'enchant', 'equip', 'first strike', 'flash', 'flying', 'haste', 'hexproof',
  'indestructible', 'intimidate', 'lifelink', 'protection', 'reach', 'shroud', 'trample', 'vigilance', 'ward', 'banding',
  'rampage', 'cumulative upkeep', 'flanking', 'phasing', 'buyback', 'shadow', 'cycling', 'echo', 'horsemanship', 'fading',
  'kicker', 'multikicker', 'flashback', 'madness', 'fear', 'morph', 'megamorph', 'amplify', 'provoke', 'storm', 'affinity',
  'entwine', 'modular', 'sunburst', 'bushido', 'soulshift', 'splice', 'offering', 'ninjutsu', 'commander ninjutsu', 'epic',
  'convoke', 'dredge', 'transmute', 'bloodthirst', 'haunt', 'replicate', 'forecast', 'graft', 'recover', 'ripple',
  'split second', 'suspend', 'vanishing', 'absorb', 'aura swap', 'delve', 'fortify', 'frenzy', 'gravestorm', 'poisonous',
  'transfigure', 'champion', 'changeling', 'evoke', 'hideaway', 'prowl', 'reinforce', 'conspire', 'persist', 'wither',
  'retrace', 'devour', 'exalted', 'unearth', 'cascade', 'annihilator', 'level up', 'rebound', 'umbra armor', 'totem armor',
  'infect', 'battle cry', 'living weapon', 'undying', 'miracle', 'soulbond', 'overload', 'scavenge', 'unleash', 'cipher',
  'evolve', 'extort', 'fuse', 'bestow', 'tribute', 'dethrone', 'hidden agenda', 'double agenda', 'outlast', 'prowess',
  'dash', 'exploit', 'menace', 'renown', 'awaken', 'devoid', 'ingest', 'myriad', 'surge', 'skulk', 'emerge', 'escalate',
  'melee', 'crew', 'fabricate', 'partner', 'undaunted', 'improvise', 'aftermath', 'embalm', 'eternalize', 'afflict',
  'ascend', 'assist', 'jump-start', 'mentor', 'afterlife', 'riot', 'spectacle', 'escape', 'companion', 'mutate', 'encore',
  'boast', 'foretell', 'demonstrate', 'daybound', 'nightbound', 'disturb', 'decayed', 'cleave', 'training', 'compleated',
  'reconfigure', 'blitz', 'casualty', 'enlist', 'read ahead', 'ravenous', 'squad', 'space sculptor', 'visit', 'prototype',
  'living metal', 'more than meets the eye', 'for mirrodin!', 'toxic', 'backup', 'bargain', 'craft', 'disguise', 'solved',
  'plot', 'saddle', 'spree', 'freerunning', 'gift', 'offspring', 'impending', 'exhaust', 'max speed',
  'start your engines!', 'harmonize', 'mobilize', 'job select', 'tiered', 'station', 'warp', 'mayhem', 'web-slinging',
  'firebending',
]; // prettier-ignore

/** Keywords a word or phrase follows in their name's place: "Enchant creature", "Protection from red", "Partner with Pako". */
const TAKES_WORDS = new Set(['enchant', 'equip', 'protection', 'hexproof', 'affinity', 'champion', 'splice', 'partner', 'offering', 'gift', 'craft', 'landwalk']);

/** Longest names first, so "first strike" wins over a shorter name it begins with. */
const BY_LENGTH = [...KEYWORDS].sort((a, b) => b.length - a.length);

/** What may follow a keyword's name: nothing, a number or X, a cost in mana symbols, or an em dash (\u2014) and a cost in words. */
const PARAMETER = /^(?:| (?:\d+|X)(?:\u2014.*)?| ?\{.*|\u2014.*)$/;

/** The keyword a part of a keyword line is ("Ward {2}" → "ward"), or null when the part is not one. */
function keywordOfPart(part: string): string | null {
  const lower = part.toLowerCase();
  const landwalk = /^([a-z]+(?: [a-z]+)?walk)$/.exec(lower);
  if (landwalk) return landwalk[1]!;
  const typecycling = /^((?:basic )?[a-z]+cycling)(?= |$)/.exec(lower);
  if (typecycling && PARAMETER.test(part.slice(typecycling[1]!.length))) return typecycling[1]!;
  for (const name of BY_LENGTH) {
    if (!lower.startsWith(name)) continue;
    const rest = part.slice(name.length);
    if (PARAMETER.test(rest) || (TAKES_WORDS.has(name) && /^ [^.]+$/.test(rest))) return name;
  }
  return null;
}

/** The keywords of an Oracle line: every part's, when the line is a keyword line; none otherwise. */
export function keywordsOfLine(line: string): string[] {
  const bare = line.replace(/\s*\([^()]*\)/g, '').trim();
  if (bare === '') return [];
  // An em dash starts a cost in words, commas and all ("Escape—{3}{B}{B}, Exile four other cards"): it stays with its part.
  const dash = bare.indexOf('—');
  const parts = (dash < 0 ? bare : bare.slice(0, dash)).split(/, |; /);
  if (dash >= 0) parts[parts.length - 1] += bare.slice(dash);
  const keywords = parts.map(keywordOfPart);
  return keywords.every((keyword) => keyword !== null) ? keywords : [];
}

/** A keyword as a query names it: its words, lowercased, without accents (`kw:"first strike"`, `kw:first-strike`). */
export const keywordKey = (keyword: string): string => wordsOf(keyword).join(' ');
