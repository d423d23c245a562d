// Ward (CR 702.21a): "Whenever this permanent becomes the target of a spell or ability an opponent
// controls, counter that spell or ability unless that player pays [cost]." A triggered ability of
// the keyword's cost, working where the keyword is printed; the spell or ability that targeted it
// is what made it trigger (`triggeredBy.object`), and its controller chooses to pay or not as
// the ward ability resolves (`choices.triggered.<permanent>.mode`, `pay` / `decline`, 118.12).

import type { KeywordAbility, TriggeredAbility } from '../format';
import { keyword } from './kind';

/** Ward's triggered ability, of the cost the keyword names. */
function wardAbility(ability: KeywordAbility): TriggeredAbility {
  const cost = 'cost' in ability ? ability.cost : '{0}';
  return {
    kind: 'triggered',
    trigger: { event: 'becomesTarget', object: 'self', by: 'opponent' },
    targets: [],
    effects: [{ type: 'counter', object: 'triggering', unless: cost }],
  };
}

export const ward = keyword({
  keyword: 'ward',
  rule: '702.21',
  meaning: 'Whenever this permanent becomes the target of a spell or ability an opponent controls, counter that spell or ability unless that player pays [cost].',
  behaviour: [{ kind: 'triggered', ability: wardAbility }],
});
