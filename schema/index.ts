// The GraphQL schema: each file defines its types and root fields on the one builder.

import { builder } from './builder';
import './json';
import './errors';
import './node';
import './board';
import './game-state';
import './evaluate';
import './typed-results';
import './card';
import './rulings';
import './rules-text';

export const schema = builder.toSchema();
