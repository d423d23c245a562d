// `node(id)` and `nodes(ids)` (the Relay plugin's own are off, schema/builder.ts): an id that is
// not a global id, or names a type that is not a Node (a ZoneCard), is a GraphQL error
// BAD_USER_INPUT repeating at most 100 characters of it; in `nodes` that error is the one id's,
// at its index (null there), and the other ids are answered. Each Node type's loader decides
// the rest (another principal's board is null, as one that does not exist).

import { decodeGlobalID, resolveNodes } from '@pothos/plugin-relay';
import { GraphQLError, isInterfaceType, isObjectType, type GraphQLResolveInfo } from 'graphql';
import { builder, NODES_LIMIT } from './builder';
import { shown } from './errors';

/** No global id of this API is longer: anything longer is refused before it is decoded. */
const GLOBAL_ID_MAX = 1_000;

const badId = (message: string) => new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });

/** The type and local id a global id names, when it is one of a Node type; the error for it otherwise. */
function nodeIdOf(globalId: string, info: GraphQLResolveInfo): { typename: string; id: string } | GraphQLError {
  let decoded: { typename: string; id: string };
  try {
    if (globalId.length > GLOBAL_ID_MAX) throw new Error('too long');
    decoded = decodeGlobalID(globalId);
  } catch {
    return badId(`not a global id: ${shown(globalId)}`);
  }
  const nodeInterface = info.schema.getType('Node');
  const type = info.schema.getType(decoded.typename);
  if (!isObjectType(type) || !isInterfaceType(nodeInterface) || !info.schema.isSubType(nodeInterface, type))
    return badId(`not the id of a Node: ${shown(decoded.typename)} is no type node(id) loads (refetch the object that holds it)`);
  return decoded;
}

builder.queryField('node', (t) =>
  t.field({
    type: builder.nodeInterfaceRef(),
    nullable: true,
    description: "The object with this global id; null when there is none or it is not the caller's. An id that is not one of a Node is BAD_USER_INPUT.",
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, context, info) => {
      const nodeId = nodeIdOf(String(id), info);
      if (nodeId instanceof GraphQLError) throw nodeId;
      const [node] = await resolveNodes(builder, context, info, [nodeId]);
      return (await node) ?? null;
    },
  }),
);

builder.queryField('nodes', (t) =>
  t.field({
    type: [builder.nodeInterfaceRef()],
    nullable: { list: false, items: true },
    description: `The objects with these global ids, in their order (at most ${NODES_LIMIT}): null for an id that names nothing; an id that is not one of a Node is null with its own BAD_USER_INPUT error at its index.`,
    args: { ids: t.arg.idList({ required: true }) },
    // One item read per id (each Node type's in one batch read): as many as a page holds, and each counted in the query's cost.
    complexity: (args) => ({ field: 1, multiplier: Math.max(1, args.ids.length) }),
    resolve: async (_root, { ids }, context, info) => {
      if (ids.length > NODES_LIMIT) throw new GraphQLError(`nodes: at most ${NODES_LIMIT} ids, not ${ids.length} (README, "Limits")`, { extensions: { code: 'LIMIT_EXCEEDED' } });
      const nodeIds = ids.map((id) => nodeIdOf(String(id), info));
      const nodes = await resolveNodes(
        builder,
        context,
        info,
        nodeIds.map((nodeId) => (nodeId instanceof GraphQLError ? null : nodeId)),
      );
      // graphql-js answers an item that is an Error with null there and the error at the item's path.
      return nodeIds.map((nodeId, index) => (nodeId instanceof GraphQLError ? nodeId : nodes[index]));
    },
  }),
);
