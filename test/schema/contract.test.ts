// The schema as a contract: it extends the operations of shared/spec/API.md without breaking
// any, it never breaks what was released (schema/schema.released.graphql: fields are
// deprecated, never removed or retyped), and the persisted operations manifest the mobile
// apps ship is current and valid.

import { existsSync, readFileSync } from 'node:fs';
import { complexityFromQuery } from '@pothos/plugin-complexity';
import {
  buildSchema,
  findBreakingChanges,
  getNamedType,
  isInputObjectType,
  isIntrospectionType,
  isNonNullType,
  isSpecifiedScalarType,
  Kind,
  parse,
  printType,
  typeFromAST,
  validate,
  type GraphQLInputType,
  type OperationDefinitionNode,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { COMPLEXITY_LIMITS } from '../../schema/builder';
import { schema } from '../../schema/index';
import { buildManifest, operationId, type PersistedManifest } from '../../schema/persisted';
import { printedManifest } from '../../schema/print';

const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');

describe('shared/spec/API.md', () => {
  const contractBlock = read('../../schema/api-contract.graphql');
  // The spec elides the rest of a type's fields as `, ... }`: what it names is checked, the rest is the schema's.
  const contractSdl = contractBlock.replace(/,\s*\.\.\.\s*\}/g, ' }');

  it('every operation, field, argument and type it names is in the schema, with the same meaning of nullability', () => {
    // Types the contract only names (Card, connections) are taken as the schema defines them.
    const named = new Set(parse(contractSdl).definitions.flatMap((d) => ('name' in d && d.name ? [d.name.value] : [])));
    const others = Object.values(schema.getTypeMap()).filter((type) => !named.has(type.name) && !isSpecifiedScalarType(type) && !isIntrospectionType(type));
    const contract = buildSchema(`${contractSdl}\n${others.map(printType).join('\n')}`);
    expect(findBreakingChanges(contract, schema)).toEqual([]);
  });

  // The copy in schema/api-contract.graphql is what CI checks; beside the spec, it must be the spec's own block.
  const spec = new URL('../../../shared/spec/API.md', import.meta.url);
  it.skipIf(!existsSync(spec))('schema/api-contract.graphql is the first GraphQL block of shared/spec/API.md', () => {
    const block = readFileSync(spec, 'utf8').split('```graphql')[1]!.split('```')[0]!;
    expect(contractBlock.replace(/^(#.*\n)+/, '')).toBe(block.replace(/^\n/, ''));
  });
});

describe('schema/schema.released.graphql', () => {
  it('the schema breaks nothing that was released (findBreakingChanges is empty)', () => {
    const released = buildSchema(read('../../schema/schema.released.graphql'));
    expect(findBreakingChanges(released, schema)).toEqual([]);
  });

  it('the check sees a removed field', () => {
    const released = buildSchema(read('../../schema/schema.released.graphql'));
    const shrunk = buildSchema(read('../../schema/schema.graphql').replace(/^\s*updatedAt: String!\n/m, ''));
    expect(findBreakingChanges(released, shrunk).map((change) => change.type)).toContain('FIELD_REMOVED');
  });
});

describe('schema/persisted-operations.json', () => {
  const manifest = JSON.parse(read('../../schema/persisted-operations.json')) as PersistedManifest;

  it('is the manifest of schema/operations (run `npm run schema` when this fails)', () => {
    expect(`${JSON.stringify(manifest, null, 2)}\n`).toBe(printedManifest());
  });

  it('holds each operation under the sha256 of its text, valid against the schema', () => {
    expect(manifest.operations.length).toBeGreaterThan(0);
    for (const operation of manifest.operations) {
      expect(operation.id).toBe(operationId(operation.body));
      expect(validate(schema, parse(operation.body))).toEqual([]);
    }
  });

  it('every operation fits the default query budget with room to spare (an app is an untrusted caller)', () => {
    // Variables as large as clients may send them: pages of 100.
    const sample = (type: GraphQLInputType): unknown => {
      const named = getNamedType(type);
      if (isInputObjectType(named))
        return Object.fromEntries(
          Object.values(named.getFields())
            .filter((field) => isNonNullType(field.type))
            .map((field) => [field.name, sample(field.type)]),
        );
      return ({ ID: 'x', String: 'x', Int: 100, Boolean: true, JSON: {} } as Record<string, unknown>)[named.name];
    };
    for (const operation of manifest.operations) {
      const document = parse(operation.body);
      const definition = document.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)!;
      const variables = Object.fromEntries((definition.variableDefinitions ?? []).map((v) => [v.variable.name.value, sample(typeFromAST(schema, v.type as never) as GraphQLInputType)]));
      const cost = complexityFromQuery(document, { schema, ctx: {}, variables });
      expect(cost.complexity * 2, operation.name).toBeLessThanOrEqual(COMPLEXITY_LIMITS.default.complexity);
      expect(cost.breadth * 2, operation.name).toBeLessThanOrEqual(COMPLEXITY_LIMITS.default.breadth);
      expect(cost.depth, operation.name).toBeLessThanOrEqual(COMPLEXITY_LIMITS.default.depth);
    }
  });

  it('covers every board operation of API.md', () => {
    const names = buildManifest(schema).operations.map((operation) => operation.name);
    expect(names).toEqual(expect.arrayContaining(['Board', 'Boards', 'CreateBoard', 'ApplyActions', 'DeleteBoard', 'Evaluate', 'Card', 'Cards']));
  });
});
