// "At the beginning of [your / the] [upkeep / draw step / end step]" (CR 503, 504, 513):
// "your" is the step of its controller's turn.

import * as z from 'zod';
import { trigger } from './kind';

export const BeginningOfStep = z.strictObject({ event: z.literal('beginningOfStep'), step: z.enum(['upkeep', 'draw', 'end']), whose: z.enum(['your', 'each']) });

export const beginningOfStep = trigger({
  schema: BeginningOfStep,
  text(t) {
    const words = t.step === 'upkeep' ? 'upkeep' : `${t.step} step`;
    return `At the beginning of ${t.whose === 'your' ? 'your' : 'the'} ${words}`;
  },
  events: ['stepBegan'],
  looksBack: false,
  triggeredBy: (t, event, source) => (event.step === t.step && (t.whose !== 'your' || event.player === source.controller) ? {} : null),
  manaProduced: null,
});
