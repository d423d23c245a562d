// `canActivate`: whether a permanent's activated ability can be activated now, and if not,
// the rule that forbids it (CR 602.5, 606.3, 107.5, 302.6, 601.2h).

import { z } from 'zod';
import { Id } from '../../board';
import { invalid } from '../../core';
import { activationVerdict } from '../../play';
import { activatedAbilities } from '../../state';
import { question } from './kind';

export const canActivate = question({
  value: z.strictObject({ permanent: Id, ability: z.int().min(0).max(100).default(0) }),
  answer: z.union([z.strictObject({ legal: z.literal(true) }), z.strictObject({ legal: z.literal(false), reason: z.string(), rule: z.string().optional() })]),
  ask(view, { permanent: id, ability }, at) {
    const permanent = view.permanent(id) ?? invalid([...at, 'permanent'], `no permanent has id "${id}"`);
    return activationVerdict(view, permanent, activatedAbilities(view, permanent)[ability]);
  },
});
