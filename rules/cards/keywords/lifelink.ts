// Lifelink (CR 702.15): damage it deals makes its controller gain that much life (702.15b, 120.3f;
// rules/game/damage.ts).

import { keyword } from './kind';

export const lifelink = keyword({
  keyword: 'lifelink',
  rule: '702.15',
  meaning: "Damage dealt by a source with lifelink causes that source's controller to gain that much life (in addition to any other results).",
  behaviour: [{ kind: 'damage', result: 'lifelink' }],
});
