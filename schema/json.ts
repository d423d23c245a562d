// The JSON scalar (shared/spec/API.md): a document of SCENARIOS.md, exactly as the command
// line reads and prints it.

import { valueFromASTUntyped } from 'graphql';
import { builder } from './builder';

builder.scalarType('JSON', {
  description: 'A JSON document of shared/spec/SCENARIOS.md (a board, actions, questions or a result).',
  serialize: (value) => value,
  parseValue: (value) => value,
  parseLiteral: (ast, variables) => valueFromASTUntyped(ast, variables ?? undefined),
});
