// Persisted operations: the operations the first-party mobile apps may send, by the sha256 of
// their text (schema/operations/*.graphql, one document per operation with the fragments it
// uses). The manifest, schema/persisted-operations.json, is in the format of Apollo's
// persisted query manifests; clients send `extensions.persistedQuery.sha256Hash`.

import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type GraphQLSchema, Kind, parse, print, separateOperations, validate } from 'graphql';

export interface PersistedOperation {
  id: string;
  name: string;
  type: 'query' | 'mutation' | 'subscription';
  body: string;
}

export interface PersistedManifest {
  format: 'apollo-persisted-query-manifest';
  version: 1;
  operations: PersistedOperation[];
}

const OPERATIONS_DIR = fileURLToPath(new URL('./operations/', import.meta.url));

export const operationId = (body: string) => createHash('sha256').update(body).digest('hex');

/** The manifest of the operations in `dir`, each validated against the schema. */
export function buildManifest(schema: GraphQLSchema, dir = OPERATIONS_DIR): PersistedManifest {
  const files = readdirSync(dir)
    .filter((file) => file.endsWith('.graphql'))
    .sort();
  const document = parse(files.map((file) => readFileSync(`${dir}/${file}`, 'utf8')).join('\n'));
  const errors = validate(schema, document);
  if (errors.length > 0) throw new Error(`the persisted operations do not validate: ${errors.map((error) => error.message).join('; ')}`);
  const operations = Object.entries(separateOperations(document))
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, single]) => {
      const body = print(single);
      const definition = single.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION);
      return { id: operationId(body), name, type: definition!.operation, body };
    });
  return { format: 'apollo-persisted-query-manifest', version: 1, operations };
}

/** The lookup a server uses: operation id to its text. */
export function manifestLookup(manifest: PersistedManifest): ReadonlyMap<string, string> {
  return new Map(manifest.operations.map((operation) => [operation.id, operation.body]));
}
