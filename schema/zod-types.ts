// GraphQL types made from the engine's zod schemas at schema-build time, so that the typed
// events and answers (schema/events.ts, schema/answers.ts) cannot drift from what the engine
// writes: strings, enums and string literals are String, integers Int, other numbers Float,
// booleans and boolean literals Boolean; an optional or nullable field is nullable; a list of
// those is a list; an object is an object type of its own (named after where it is first met,
// or as `names` says); a union of objects is one object type with every variant's fields (those
// not in every variant nullable); anything else (records, nested lists, mixed unions) is JSON.

import type { z } from 'zod';
import { builder } from './builder';

/** What a typed field holds: an object by field name, as the engine wrote it. */
export type Fields = Record<string, unknown>;

type Scalar = 'String' | 'Int' | 'Float' | 'Boolean' | 'JSON';
type ObjectType = ReturnType<typeof builder.objectRef<Fields>>;
type Named = Scalar | ObjectType;
/** A field's GraphQL type: a named type or a list of one, with its nullability. */
export interface FieldType {
  type: Named | [Named];
  nullable: boolean | { list: boolean; items: boolean };
}

interface Def {
  type: string;
  innerType?: z.ZodType;
  element?: z.ZodType;
  values?: unknown[];
  options?: z.ZodType[];
  format?: string;
}
const defOf = (schema: z.ZodType): Def => (schema as unknown as { def: Def }).def;
const shapeOf = (schema: z.ZodType): Record<string, z.ZodType> => (schema as unknown as { shape: Record<string, z.ZodType> }).shape;

const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** Object types already made, by the schema they were made from (a shared schema makes one type). */
const MADE = new WeakMap<object, ObjectType>();

export interface Naming {
  /** Type names by `<parent type>.<field>`, where the default `<parent type><Field>` reads badly. */
  names?: Record<string, string>;
  /** Type names of shared schemas, whatever field they are met in first. */
  shared?: ReadonlyMap<z.ZodType, string>;
}

function unwrap(schema: z.ZodType): { schema: z.ZodType; optional: boolean } {
  let optional = false;
  let current = schema;
  for (;;) {
    const def = defOf(current);
    if ((def.type === 'optional' || def.type === 'nullable' || def.type === 'default') && def.innerType) {
      optional = true;
      current = def.innerType;
    } else return { schema: current, optional };
  }
}

function scalarOf(schema: z.ZodType): Scalar | null {
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
    case 'enum':
      return 'String';
    case 'boolean':
      return 'Boolean';
    case 'number':
      return (schema as unknown as { isInt?: boolean }).isInt ? 'Int' : 'Float';
    case 'literal': {
      const kinds = new Set((def.values ?? []).map((value) => (typeof value === 'number' ? (Number.isInteger(value) ? 'Int' : 'Float') : typeof value)));
      if (kinds.size !== 1) return null;
      const [kind] = kinds;
      return kind === 'string' ? 'String' : kind === 'boolean' ? 'Boolean' : kind === 'Int' || kind === 'Float' ? kind : null;
    }
    default:
      return null;
  }
}

/** The object variants of a union of objects, or null when it is not one. */
function objectVariants(schema: z.ZodType): z.ZodType[] | null {
  const def = defOf(schema);
  if (def.type !== 'union' || !def.options) return null;
  return def.options.every((option) => defOf(option).type === 'object') ? def.options : null;
}

/** The type of a field holding values of this schema; `name` names an object type made for it. */
export function fieldType(schema: z.ZodType, name: string, naming: Naming = {}): FieldType {
  const { schema: inner, optional } = unwrap(schema);
  const def = defOf(inner);
  if (def.type === 'array' && def.element) {
    const { schema: element, optional: itemOptional } = unwrap(def.element);
    const named = namedType(element, name, naming);
    if (named !== 'JSON' && defOf(element).type !== 'array') return { type: [named], nullable: { list: optional, items: itemOptional } };
    return { type: 'JSON', nullable: optional };
  }
  return { type: namedType(inner, name, naming), nullable: optional };
}

function namedType(schema: z.ZodType, name: string, naming: Naming): Named {
  const scalar = scalarOf(schema);
  if (scalar) return scalar;
  const type = defOf(schema).type;
  if (type === 'object') return objectType(naming.shared?.get(schema) ?? name, [schema], naming);
  const variants = objectVariants(schema);
  if (variants) return objectType(naming.shared?.get(schema) ?? name, variants, naming, schema);
  return 'JSON';
}

/**
 * The object type of these object schemas (one, or a union's variants merged), made once per
 * `key` (by default the schema; another object for a type of its own made from a shared schema).
 * `skip` leaves out fields that an interface gives.
 */
export function objectType(
  name: string,
  variants: z.ZodType[],
  naming: Naming = {},
  key: object = variants[0]!,
  options: { skip?: readonly string[]; description?: string; interfaces?: unknown[] } = {},
): ObjectType {
  const made = MADE.get(key);
  if (made) return made;
  const ref = builder.objectRef<Fields>(name);
  MADE.set(key, ref);
  const keys = [...new Set(variants.flatMap((variant) => Object.keys(shapeOf(variant))))].filter((field) => !options.skip?.includes(field));
  const fields = keys.map((field) => {
    const childName = naming.names?.[`${name}.${field}`] ?? `${name}${capitalize(field)}`;
    const types = variants.map((variant) => {
      const child = shapeOf(variant)[field];
      return child === undefined ? null : fieldType(child, childName, naming);
    });
    const present = types.filter((type): type is FieldType => type !== null);
    const [first] = present;
    // Variants that disagree on a field's type give it as JSON.
    const same = present.every((type) => JSON.stringify(typeName(type.type)) === JSON.stringify(typeName(first!.type)));
    const everywhere = present.length === variants.length && present.every((type) => !isNullable(type));
    const base: FieldType = same ? first! : { type: 'JSON', nullable: true };
    const nullable = everywhere ? base.nullable : Array.isArray(base.type) ? { list: true, items: typeof base.nullable === 'object' ? base.nullable.items : false } : true;
    return [field, { type: base.type, nullable }] as const;
  });
  const description = options.description ?? (variants.length === 1 ? (variants[0] as { description?: string }).description : undefined);
  ref.implement({
    ...(description ? { description } : {}),
    ...(options.interfaces ? { interfaces: options.interfaces as never } : {}),
    fields: (t) =>
      Object.fromEntries(
        fields.map(([field, { type, nullable }]) => [
          field,
          t.field({
            type: type as 'JSON',
            nullable: nullable as true,
            resolve: (parent) => (parent[field] ?? null) as never,
          }),
        ]),
      ),
  });
  return ref;
}

/** Whether a field of this type may be null (for a list, the list itself). */
const isNullable = ({ nullable }: FieldType) => (typeof nullable === 'boolean' ? nullable : nullable.list);

function typeName(type: Named | [Named]): string | string[] {
  if (Array.isArray(type)) return [typeName(type[0]) as string];
  return typeof type === 'string' ? type : type.name;
}
