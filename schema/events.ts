// Typed events (SCENARIOS.md, "A scenario and its result"): one object type per event type of
// the engine's `GameEvent` union (`manaAdded` is `ManaAddedEvent`), made from its zod schema
// (schema/zod-types.ts), each implementing the interface `GameEvent`. They sit beside the JSON
// `events` fields, resolved from the same events.

import type { z } from 'zod';
import { GameEvent, type EventType } from '../rules';
import { builder } from './builder';
import { objectType, type Fields } from './zod-types';

/** The GraphQL type name of an event type: `manaAdded` is `ManaAddedEvent`. */
export const eventTypeName = (type: string) => `${type.charAt(0).toUpperCase()}${type.slice(1)}Event`;

const variants = (GameEvent as unknown as { options: z.ZodType[] }).options;
const typeOf = (variant: z.ZodType) => (variant as unknown as { shape: { type: { value: EventType } } }).shape.type.value;

/** The event types of the engine's union, in its order. */
export const EVENT_TYPES: readonly EventType[] = variants.map(typeOf);

export const GameEventRef = builder.interfaceRef<Fields>('GameEvent').implement({
  description: 'Something that happened, as the engine reports it (SCENARIOS.md): its `type` and the rules that made it happen; each event type is an object type with its own fields.',
  fields: (t) => ({
    type: t.string({ resolve: (event) => event.type as string }),
    rules: t.stringList({ description: 'The rules that made it happen (CR numbers); empty for a direct edit.', resolve: (event) => event.rules as string[] }),
  }),
  resolveType: (event) => eventTypeName(event.type as string),
});

/** The shared schemas' type names: an amount of mana by type. */
const MANA_KEYS = ['W', 'U', 'B', 'R', 'G', 'C'];
const shared = new Map<z.ZodType, string>();
for (const variant of variants) {
  for (const field of Object.values((variant as unknown as { shape: Record<string, z.ZodType> }).shape)) {
    const shape = (field as unknown as { shape?: Record<string, unknown> }).shape;
    if (shape && Object.keys(shape).join() === MANA_KEYS.join()) shared.set(field, 'ManaAmount');
  }
}

for (const variant of variants) {
  objectType(eventTypeName(typeOf(variant)), [variant], { shared }, variant, { skip: ['type', 'rules'], interfaces: [GameEventRef] });
}

/** The events of a result as typed events (the list the JSON `events` field holds). */
export const typedEvents = (events: unknown): Fields[] => (Array.isArray(events) ? (events as Fields[]) : []);
