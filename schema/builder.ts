// The one Pothos schema builder, with its plugins: typed error results (errors), Relay nodes
// and global ids (relay), query complexity limits (complexity).

import SchemaBuilder from '@pothos/core';
import ComplexityPlugin from '@pothos/plugin-complexity';
import ErrorsPlugin from '@pothos/plugin-errors';
import RelayPlugin from '@pothos/plugin-relay';
import type { Context } from './context';

export const builder = new SchemaBuilder<{
  Context: Context;
  Scalars: { JSON: { Input: unknown; Output: unknown } };
  DefaultFieldNullability: false;
}>({
  plugins: [ErrorsPlugin, RelayPlugin, ComplexityPlugin],
  defaultFieldNullability: false,
  relay: {
    clientMutationId: 'omit',
    cursorType: 'String',
    // node(id) and nodes(ids) come with the API issue, with the other board operations.
    nodeQueryOptions: false,
    nodesQueryOptions: false,
  },
  complexity: {
    limit: { complexity: 500, depth: 10, breadth: 60 },
  },
  errors: {
    directResult: true,
  },
});

builder.queryType({});
builder.mutationType({});
