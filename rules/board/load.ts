// Loading a board: the shape (zod, BoardSchema), then what a schema can't see: every card
// known, every id unique and every reference to a player or object pointing at one that
// exists (INVALID_INPUT with the path, SCENARIOS.md). Also fills each planeswalker's
// missing loyalty with its printed loyalty (SCENARIOS.md; CR 306.5b), and each battle's missing
// defense with its printed defense (310.4b) and missing protector (310.8a, 310.11a).

import type { z } from 'zod';
import { cardDefinition, cardRefName, graveyardCast, modesRefusal, printedNumber, textChangeRefusal, type CardDefinition, type CardRef } from '../cards';
import { BoardSchema, completeBoard, type Board, type EffectSource } from './board';
import { abilityOfEntry } from './entries';
import { effectiveCard } from './copiable-values';
import { invalid, parseInput, type Path } from '../core';

export function loadBoard(value: unknown, base: Path = []): Board {
  return completeParsedBoard(parseInput(BoardSchema, value, base), base);
}

/** The checks after the shape, on a board the schema already parsed (and that nothing else holds). */
export function completeParsedBoard(parsed: z.infer<typeof BoardSchema>, base: Path = []): Board {
  const board = completeBoard(parsed);
  checkReferences(board, base);
  board.permanents.forEach((permanent, index) => {
    // A copy's loyalty and defense are those of what it copies (CR 707.2, 306.5b).
    const card = effectiveCard(board, permanent);
    if (card.types.includes('Planeswalker') && card.loyalty !== undefined && permanent.counters.loyalty === undefined)
      permanent.counters = { ...permanent.counters, loyalty: printedNumber(card.loyalty) };
    if (card.types.includes('Battle')) completeBattle(board, permanent, card, [...base, 'permanents', index]);
    else if (permanent.protector !== null) invalid([...base, 'permanents', index, 'protector'], 'only a battle has a protector (CR 310.8)');
  });
  return board;
}

/** A battle's defense counters (CR 310.4b) and protector (310.8a: for a Siege an opponent of its controller, 310.11a; otherwise its controller). */
function completeBattle(board: Board, permanent: Board['permanents'][number], card: CardDefinition, path: Path): void {
  if (permanent.counters.defense === undefined) {
    if (card.defense === undefined) invalid([...path, 'counters'], `the card data has no printed defense for ${card.name}: give its defense counters (CR 310.4)`);
    permanent.counters = { ...permanent.counters, defense: card.defense };
  }
  if (permanent.protector === null) {
    if (!card.subtypes.includes('Siege')) permanent.protector = permanent.controller;
    else {
      const opponents = board.players.filter((p) => p.id !== permanent.controller);
      if (opponents.length !== 1) invalid([...path, 'protector'], `name the protector of ${card.name}: one of its controller's opponents (CR 310.11a)`);
      permanent.protector = opponents[0]!.id;
    }
  } else if (!board.players.some((p) => p.id === permanent.protector)) invalid([...path, 'protector'], `no player has id "${permanent.protector}"`);
}

function checkReferences(board: Board, base: Path): void {
  const seen = new Map<string, string>();
  const claim = (id: string, what: string, path: Path) => {
    const earlier = seen.get(id);
    if (earlier) invalid([...base, ...path], `id "${id}" is already used by ${earlier}`);
    seen.set(id, what);
  };
  const players = new Set(board.players.map((player) => player.id));
  const permanents = new Set(board.permanents.map((permanent) => permanent.id));
  const zoneIds = new Set(board.players.flatMap((p) => [...p.graveyard, ...p.exile].map((entry) => entry.id)));
  const player = (id: string, path: Path) => {
    if (!players.has(id)) invalid([...base, ...path], `no player has id "${id}"`);
  };
  const card = (ref: CardRef, path: Path) => {
    if (!cardDefinition(ref)) invalid([...base, ...path], `no card named "${cardRefName(ref)}" in the catalog`);
  };
  const source = (ref: EffectSource, path: Path) => {
    if (typeof ref === 'string') {
      if (!permanents.has(ref)) invalid([...base, ...path], `no permanent has id "${ref}"`);
    } else card(ref.card, [...path, 'card']);
  };

  board.players.forEach((p, i) => {
    claim(p.id, `player ${i}`, ['players', i, 'id']);
    for (const zone of ['graveyard', 'exile'] as const)
      p[zone].forEach((entry, j) => {
        claim(entry.id, `a card in ${p.id}'s ${zone}`, ['players', i, zone, j, 'id']);
        card(entry.card, ['players', i, zone, j, 'card']);
      });
  });
  player(board.turn.activePlayer, ['turn', 'activePlayer']);
  const thisTurn = board.turn.thisTurn ?? {};
  for (const part of ['attacked', 'leftBattlefield'] as const) thisTurn[part]?.forEach((id, i) => player(id, ['turn', 'thisTurn', part, i]));
  for (const part of ['lifeGained', 'lifeLost'] as const) for (const id of Object.keys(thisTurn[part] ?? {})) player(id, ['turn', 'thisTurn', part, id]);
  board.permanents.forEach((p, i) => {
    claim(p.id, `permanent ${i}`, ['permanents', i, 'id']);
    card(p.card, ['permanents', i, 'card']);
    player(p.controller, ['permanents', i, 'controller']);
    player(p.owner, ['permanents', i, 'owner']);
    if (p.attacking !== null && !players.has(p.attacking) && !permanents.has(p.attacking))
      invalid([...base, 'permanents', i, 'attacking'], `no player or permanent has id "${p.attacking}"`);
    p.blocking.forEach((id, j) => {
      if (!permanents.has(id)) invalid([...base, 'permanents', i, 'blocking', j], `no permanent has id "${id}"`);
    });
    // What it copies is read from the original on the battlefield, or from the values recorded once it left (CR 707.2b).
    if (p.chosen.copy !== undefined && !permanents.has(p.chosen.copy) && !p.copiedValues)
      invalid(
        [...base, 'permanents', i, 'chosen', 'copy'],
        `no permanent has id "${p.chosen.copy}": a permanent that entered as a copy of one no longer on the battlefield needs the values it copied in copiedValues (CR 707.2b)`,
      );
    if (p.attachedTo !== null) {
      if (!permanents.has(p.attachedTo)) invalid([...base, 'permanents', i, 'attachedTo'], `no permanent has id "${p.attachedTo}"`);
      if (p.attachedTo === p.id) invalid([...base, 'permanents', i, 'attachedTo'], 'a permanent cannot be attached to itself (CR 301.5c, 303.4d)');
    }
  });
  board.effects.forEach((e, i) => {
    claim(e.id, `effect ${i}`, ['effects', i, 'id']);
    source(e.source, ['effects', i, 'source']);
    player(e.controller, ['effects', i, 'controller']);
    checkEffectEntry(board, e, [...base, 'effects', i]);
  });
  board.stack.forEach((s, i) => {
    claim(s.id, `stack object ${i}`, ['stack', i, 'id']);
    player(s.controller, ['stack', i, 'controller']);
    if (s.card !== undefined) card(s.card, ['stack', i, 'card']);
    if (s.kind === 'spell') checkSpellModes(s, [...base, 'stack', i, 'choices', 'modes']);
    // A spell cast with a keyword's permission has that keyword (CR 601.3, 702.34a).
    if (s.castWith !== undefined && !cardDefinition(s.card!)?.abilities.some((a) => graveyardCast(a)?.ability.keyword === s.castWith))
      invalid([...base, 'stack', i, 'castWith'], `${cardRefName(s.card!)} has no ${s.castWith}: it can't have been cast with it (CR 601.3)`);
    // An ability's source may have left the battlefield: its id is then that of its card in a graveyard or exile.
    if (typeof s.source === 'string' && !permanents.has(s.source) && zoneIds.has(s.source)) return;
    if (s.source !== undefined) source(s.source, ['stack', i, 'source']);
  });
}

/** A modal spell on the stack names the modes it was cast with (CR 700.2a); any other spell names none. */
function checkSpellModes(spell: Board['stack'][number], path: Path): void {
  const definition = cardDefinition(spell.card!);
  const modal = definition?.abilities.find((ability) => ability.kind === 'spell' && 'modes' in ability);
  const chosen = spell.choices.modes;
  if (!modal || !('modes' in modal)) {
    if (chosen !== undefined) invalid(path, `${definition?.name ?? 'this spell'} is not modal: it has no modes to choose (CR 700.2)`);
    return;
  }
  if (chosen === undefined) invalid(path, `${definition!.name} is modal: a spell on the stack names the modes it was cast with (CR 700.2a)`);
  const refusal = modesRefusal(modal.modes, chosen);
  if (refusal) invalid(path, refusal);
}

/**
 * An `effects` entry is an effect a resolved spell or ability created (CR 611.2): its ability
 * must create one, its targets fit the ability's, and a choice it needs must be made.
 */
function checkEffectEntry(board: Board, entry: Board['effects'][number], path: Path): void {
  const ref = typeof entry.source === 'string' ? board.permanents.find((p) => p.id === entry.source)!.card : entry.source.card;
  const card = cardDefinition(ref)!;
  const ability = abilityOfEntry(card, entry.ability, entry.choices);
  const where = entry.ability === undefined ? [...path, 'source'] : [...path, 'ability'];
  if (!ability) invalid(where, entry.ability === undefined ? `${card.name} has no spell ability` : `${card.name} has no ability ${entry.ability}`);
  // A modal spell's entry names the modes it was cast with (CR 700.2a): they say what it does.
  if ('modes' in ability) {
    const chosen = entry.choices.modes;
    invalid(
      [...path, 'choices', 'modes'],
      chosen === undefined ? `${card.name} is modal: its entry names the modes it was cast with (CR 700.2a)` : (modesRefusal(ability.modes, chosen) ?? ''),
    );
  }
  const created = 'effects' in ability ? ability.effects.flatMap((effect) => (effect.type === 'createEffect' ? [effect.effect] : [])) : [];
  const skipsUntap = 'effects' in ability && ability.effects.some((effect) => effect.type === 'skipNextUntap');
  // A copy effect (CR 707.4) names what it copies in `targets`.
  const copies = 'effects' in ability && ability.effects.some((effect) => effect.type === 'becomeCopy');
  // A regeneration shield (CR 701.19a) names the permanent it protects in `targets`.
  const shields = 'effects' in ability && ability.effects.some((effect) => effect.type === 'regenerate');
  // A delayed triggered ability waiting for its trigger event (CR 603.7a-b): its entry names the ability (a spell's part) holding it.
  const delayed = 'effects' in ability && ability.effects.some((effect) => effect.type === 'delayedTrigger');
  if (created.length === 0 && !skipsUntap && !copies && !shields && !delayed) invalid(where, `that ability of ${card.name} creates no continuous effect (CR 611.2)`);
  if (delayed && entry.ability === undefined)
    invalid([...path, 'ability'], `a delayed triggered ability names the ability of ${card.name} that holds it, a spell's by its index too (CR 603.7)`);
  if (delayed && entry.duration !== 'permanent') invalid([...path, 'duration'], 'a delayed triggered ability lasts until it triggers: permanent (CR 603.7b)');
  if (delayed && entry.targets.length > 0) invalid([...path, 'targets'], 'a delayed triggered ability here names no object (CR 603.7c)');
  if (shields && entry.targets.length !== 1) invalid([...path, 'targets'], 'a regeneration shield names the one permanent it protects (CR 701.19a)');
  if (shields && entry.duration !== 'endOfTurn') invalid([...path, 'duration'], 'a regeneration shield lasts until used or the end of the turn: endOfTurn (CR 701.19a, 514.2)');
  const targets = 'targets' in ability ? ability.targets : [];
  // A "doesn't untap" entry names the permanent it holds in `targets`.
  const allowed = skipsUntap || shields ? 1 : targets.length;
  if (entry.targets.length > allowed) invalid([...path, 'targets'], `that ability of ${card.name} has ${targets.length} target(s)`);
  for (const effect of created) {
    if (effect.type !== 'continuous') continue;
    for (const modification of effect.modifications)
      if (modification.type === 'addKeywords' && modification.choice && !modification.keywords.includes(entry.choices.mode as never))
        invalid([...path, 'choices', 'mode'], `choose one of ${modification.keywords.join(', ')}`);
      else if (modification.type === 'changeText') {
        // A text change's words (CR 612).
        const { from, to } = entry.choices;
        if (from === undefined || to === undefined) invalid([...path, 'choices', from === undefined ? 'from' : 'to'], 'a text-changing effect names the words it replaces (CR 612)');
        const refusal = textChangeRefusal(modification.words, from, to);
        if (refusal) invalid([...path, 'choices', 'to'], refusal);
      }
  }
}
