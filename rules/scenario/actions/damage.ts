// `damage` (CR 120): one damage event from a permanent, a card in a graveyard or exile (last known
// information, 702.2e, 702.15c), or a spell or ability's card; it takes `keep` and the triggered
// abilities' choices.

import { gameOverReason } from '../../board';
import { cardDefinition, cardOf, cardRefName } from '../../cards';
import { illegalAction, invalid } from '../../core';
import { cardSource, dealDamage, permanentSource, type DamageSource } from '../../game';
import { viewOf } from '../../state';
import { actionKind, noTargets } from './kind';

export const damageAction = actionKind<'damage'>({
  reads: ['damage', 'life'],
  targets: noTargets,
  choices: ['keep', 'triggered'],
  perform(board, action, at, { ctx, settle }) {
    const view = viewOf(board);
    let source: DamageSource;
    if (typeof action.source === 'string') {
      const permanent = view.permanent(action.source);
      const elsewhere = board.players.flatMap((p) => [...p.graveyard, ...p.exile].map((entry) => ({ entry, owner: p.id }))).find(({ entry }) => entry.id === action.source);
      if (permanent) source = permanentSource(view, permanent);
      else if (elsewhere) source = cardSource(cardOf(elsewhere.entry.card), elsewhere.owner, elsewhere.entry.id);
      else return invalid([...at, 'source'], `no permanent, and no card in a graveyard or exile, has id "${action.source}"`);
    } else {
      const card = cardDefinition(action.source.card);
      if (!card) return invalid([...at, 'source', 'card'], `no card named "${cardRefName(action.source.card)}" in the catalog`);
      if (!view.player(action.source.controller)) return invalid([...at, 'source', 'controller'], `no player has id "${action.source.controller}"`);
      source = cardSource(card, action.source.controller);
    }
    if (!view.permanent(action.target) && !view.player(action.target)) return invalid([...at, 'target'], `no permanent or player has id "${action.target}"`);
    const over = gameOverReason(board, source.controller);
    if (over) throw illegalAction(over.reason, over.rule);
    return settle(dealDamage(board, source, action.target, action.amount, action.combat, ctx.events), { choices: action.choices });
  },
});
