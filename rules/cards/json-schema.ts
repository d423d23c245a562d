// The JSON Schema of the card definition format (format.ts), generated from the zod schema
// and published with the API (`cardFormat` in GraphQL, schema/card-format.schema.json).

import * as z from 'zod';
import { CardDefinition } from './format';
import * as format from './format';

/**
 * The format's exported parts (Filter, CostPart, Effect, ...) under their names, and every
 * schema's own metadata (`.describe()`, `.meta()`) as the global registry has it. (A registry
 * of zod's, not a subclass of `z.core.$ZodRegistry`: reaching zod's core through `z` bundles all
 * of zod, every locale included, bench/README.md, "Cold start".)
 */
function formatParts(): z.core.$ZodRegistry<z.core.GlobalMeta> {
  const parts = z.registry<z.core.GlobalMeta>();
  const own = parts.get.bind(parts);
  parts.get = <S extends z.core.$ZodType>(schema: S) => {
    const mine = own(schema);
    const global = z.globalRegistry.get(schema);
    return mine || global ? { ...global, ...mine } : undefined;
  };
  for (const [name, part] of Object.entries(format))
    if (part instanceof z.ZodType && part !== CardDefinition) parts.add(part, { ...z.globalRegistry.get(part), id: name.replace(/Schema$/, '') });
  return parts;
}

let generated: Record<string, unknown> | null = null;

/**
 * The JSON Schema of a card definition as clients write it (`io: 'input'`: defaulted fields
 * are optional), its named parts in `$defs`. Checks zod cannot express (refinements such as
 * "a creature card needs its printed power", mana cost syntax) are left out;
 * `unrepresentable: 'any'` keeps the generation from throwing when the format grows such a
 * part. `reused: 'ref'` puts any other part used in several places once in `$defs`: inlined,
 * the schema is over 20 times larger. Generated at the first call, not at import: it is a
 * large part of a cold start's work and only `cardFormat` asks for it (bench/README.md, "Cold start").
 */
export function cardFormatJsonSchema(): Record<string, unknown> {
  if (generated === null) {
    generated = inlineSingleUse(z.toJSONSchema(CardDefinition, { io: 'input', unrepresentable: 'any', reused: 'ref', metadata: formatParts() }));
  }
  return generated;
}

/**
 * Puts back in place the unnamed `$defs` (zod's `__schemaN`) that the schema uses once: zod
 * counts the fields of a refined object twice (the object and its refined copy), so without
 * this every top-level property would be a `$ref`.
 */
function inlineSingleUse(schema: Record<string, unknown>): Record<string, unknown> {
  const defs = (schema.$defs ?? {}) as Record<string, unknown>;
  const text = JSON.stringify(schema);
  const once = new Set(Object.keys(defs).filter((name) => name.startsWith('__schema') && text.split(`"#/$defs/${name}"`).length === 2));
  const inlined = new Set<string>();
  const walk = (node: unknown, inside: readonly string[]): unknown => {
    if (Array.isArray(node)) return node.map((item) => walk(item, inside));
    if (node === null || typeof node !== 'object') return node;
    const { $ref, ...rest } = node as Record<string, unknown>;
    const name = typeof $ref === 'string' && $ref.startsWith('#/$defs/') ? $ref.slice('#/$defs/'.length) : null;
    const walkedRest = Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, key === '$defs' ? value : walk(value, inside)]));
    if (name === null || !once.has(name) || inside.includes(name)) return $ref === undefined ? walkedRest : { $ref, ...walkedRest };
    inlined.add(name);
    return { ...(walk(defs[name], [...inside, name]) as object), ...walkedRest };
  };
  const result = walk(schema, []) as Record<string, unknown>;
  const kept = Object.fromEntries(
    Object.entries(defs)
      .filter(([name]) => !inlined.has(name))
      .map(([name, def]) => [name, walk(def, [name])]),
  );
  return Object.keys(kept).length > 0 ? { ...result, $defs: kept } : result;
}
