// "Becomes blue": layer 5. Its colors become exactly these (CR 105.3); none is colorless.

import * as z from 'zod';
import { Color } from '../pieces';
import { COLOR_WORDS, list } from '../words';
import { modification } from './kind';

export const setColors = modification({
  schema: z.strictObject({ type: z.literal('setColors'), colors: z.array(Color).max(5) }),
  layer: '5',
  writes: ['colors'],
  reads: () => [],
  removesAbilities: false,
  apply(object, m) {
    object.colors = m.colors;
  },
  changesMatch: (_m, filter) => filter.color !== undefined || filter.notColors !== undefined,
  text: (m, { conj, verb }) =>
    `${verb === 'created' ? conj('becomes', 'become') : conj('is', 'are')} ${
      m.colors.length === 0
        ? 'colorless'
        : list(
            m.colors.map((color) => COLOR_WORDS[color]),
            'and',
          )
    }`,
});
