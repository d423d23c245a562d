// How the page words what the engine returns: actions, events, mana, type lines. Plain
// functions of the documents; the rules each event names are shown beside it (rules.tsx).

import type { ActionDoc, Characteristics, GameEvent } from './session';

const MANA_ORDER = ['W', 'U', 'B', 'R', 'G', 'C'] as const;

/** A mana object as symbols: `{ G: 2, C: 1 }` is `{G}{G}{C}`; nothing is `no mana`. */
export function manaText(mana: Partial<Record<string, number>> | null | undefined): string {
  const symbols = MANA_ORDER.flatMap((type) => Array.from({ length: mana?.[type] ?? 0 }, () => `{${type}}`));
  const any = mana?.any ?? 0;
  return [...symbols, ...Array.from({ length: any }, () => '{any}')].join('') || 'no mana';
}

/** A type line as printed: `Legendary Creature — Elf Druid` (CR 205). */
export function typeLineOf(c: Pick<Characteristics, 'supertypes' | 'types' | 'subtypes'>): string {
  const main = [...c.supertypes, ...c.types].join(' ');
  return c.subtypes.length ? `${main} — ${c.subtypes.join(' ')}` : main;
}

const STEP_NAMES: Record<string, string> = {
  untap: 'untap step',
  upkeep: 'upkeep',
  draw: 'draw step',
  precombatMain: 'precombat main phase',
  beginCombat: 'beginning of combat',
  declareAttackers: 'declare attackers step',
  declareBlockers: 'declare blockers step',
  combatDamage: 'combat damage step',
  endCombat: 'end of combat step',
  postcombatMain: 'postcombat main phase',
  end: 'end step',
  cleanup: 'cleanup step',
};
export const stepName = (step: string) => STEP_NAMES[step] ?? step;

/** Steps an `advance` may go to (SCENARIOS.md: any but untap and cleanup). */
export const ADVANCE_STEPS = Object.keys(STEP_NAMES).filter((step) => step !== 'untap' && step !== 'cleanup');

/** An action in a line: what the timeline and the prompts call it. */
export function actionText(action: ActionDoc, nameOf: (id: string) => string): string {
  const a = action;
  const str = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));
  switch (a.do) {
    case 'activate':
      return `activate ${nameOf(str(a.permanent))}'s ability ${typeof a.ability === 'number' ? a.ability : 0}`;
    case 'cast':
      return `${str(a.controller)} casts ${a.card === undefined ? `${nameOf(str(a.id))} from their ${str(a.from)}` : str(a.card)}${a.pay ? ', paying its cost' : ''}`;
    case 'play':
      return `${str(a.controller)} plays ${str(a.card)}`;
    case 'resolve':
      return 'resolve the top of the stack';
    case 'advance':
      return `advance to the ${stepName(str(a.to))}${a.player ? ` of ${str(a.player)}'s turn` : ''}`;
    case 'declareAttackers': {
      const attackers = (a.attackers as { id: string; attacking: string }[] | undefined) ?? [];
      return attackers.length ? `attack: ${attackers.map((x) => `${nameOf(x.id)} → ${nameOf(x.attacking)}`).join(', ')}` : 'declare no attackers';
    }
    case 'declareBlockers': {
      const blockers = (a.blockers as { id: string; blocking: string[] }[] | undefined) ?? [];
      return blockers.length ? `block: ${blockers.map((x) => `${nameOf(x.id)} blocks ${x.blocking.map(nameOf).join(', ')}`).join('; ')}` : 'declare no blockers';
    }
    default:
      return `${a.do} ${JSON.stringify(Object.fromEntries(Object.entries(a).filter(([key]) => key !== 'do')))}`;
  }
}

/** An event in a line, naming objects by name; the fields the summary leaves out are shown beside it. */
export function eventText(event: GameEvent, nameOf: (id: string) => string): string {
  const e = event as Record<string, unknown> & { type: string };
  const n = (key: string) => (typeof e[key] === 'string' ? nameOf(e[key]) : String(e[key]));
  switch (e.type) {
    case 'manaAdded':
      return `${n('player')} adds ${manaText(e.mana as Record<string, number>)} (from ${n('source')})`;
    case 'tappedForMana':
      return `${n('permanent')} is tapped for ${manaText(e.mana as Record<string, number>)}`;
    case 'tapped':
      return `${n('permanent')} becomes tapped`;
    case 'abilityActivated':
      return `${n('player')} activates ${n('permanent')}'s ability ${String(e.ability)}`;
    case 'stepBegan':
      return `turn ${String(e.turn)}: ${n('player')}'s ${stepName(String(e.step))} begins`;
    case 'damageDealt':
      return `${n('source')} deals ${String(e.amount)}${e.combat ? ' combat' : ''} damage to ${n('target')}`;
    case 'lifeLost':
      return `${n('player')} loses ${String(e.amount)} life`;
    case 'lifeGained':
      return `${n('player')} gains ${String(e.amount)} life`;
    case 'cast':
      return `${n('controller')} casts ${String(e.card)}`;
    case 'resolved':
      return `${n('object')} resolves`;
    case 'enteredBattlefield':
      return `${n('permanent')} enters the battlefield${e.tapped ? ' tapped' : ''}`;
    case 'attackerDeclared':
      return `${n('permanent')} attacks ${n('attacking')}`;
    case 'blockerDeclared':
      return `${n('permanent')} blocks ${(e.blocking as string[]).map(nameOf).join(', ')}`;
    case 'manaEmptied':
      return `${n('player')}'s unspent ${manaText(e.mana as Record<string, number>)} empties`;
    case 'drew':
      return `${n('player')} draws a card`;
    case 'manaSpent':
      return `${n('player')} spends ${manaText(e.mana as Record<string, number>)}`;
    default: {
      const fields = Object.entries(e).filter(([key]) => key !== 'type' && key !== 'rules');
      return `${e.type}${fields.length ? `: ${fields.map(([key, value]) => `${key} ${typeof value === 'string' ? nameOf(value) : JSON.stringify(value)}`).join(', ')}` : ''}`;
    }
  }
}
