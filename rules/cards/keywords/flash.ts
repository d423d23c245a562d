// Flash (CR 702.8): its card may be cast any time its controller could cast an instant (702.8a, 307.1).

import { keyword } from './kind';

export const flash = keyword({
  keyword: 'flash',
  rule: '702.8',
  meaning: 'You may cast this card any time you could cast an instant.',
  behaviour: [{ kind: 'castAnyTimeInstant' }],
});
