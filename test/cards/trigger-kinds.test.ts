// Trigger kinds (rules/cards/triggers/): each says its text, the events it looks at (CR 603.2)
// and what makes it trigger, in one module. This file is type-checked by `npm run typecheck`
// (CI): the `@ts-expect-error` lines below fail the build if a kind that leaves out one of
// those ever compiles.

import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { GameEvent, trigger, Trigger, TRIGGERS } from '../../rules';

describe('trigger kinds (CR 603)', () => {
  it('every trigger of the card format has exactly one kind, looking at events the engine reports', () => {
    const kinds = Trigger.options.map((option) => option.shape.event.value);
    expect(Object.keys(TRIGGERS).sort()).toEqual([...kinds].sort());
    for (const kind of Object.values(TRIGGERS)) expect(Trigger.options as readonly unknown[]).toContain(kind.schema);
    const eventTypes = GameEvent.options.map((option) => option.shape.type.value as string);
    for (const kind of Object.values(TRIGGERS)) for (const type of kind.events) expect(eventTypes).toContain(type);
  });

  it('"attacks" triggers on a creature declared as an attacker (CR 508.1m, 508.3a)', () => {
    expect(TRIGGERS.attacks.events).toEqual(['attackerDeclared']);
  });

  it('only the triggers on mana production can be triggered mana abilities, and only "dies" looks back', () => {
    expect(
      Object.entries(TRIGGERS)
        .filter(([, kind]) => kind.manaProduced !== null)
        .map(([event]) => event)
        .sort(),
    ).toEqual(['manaAdded', 'tappedForMana']);
    expect(
      Object.entries(TRIGGERS)
        .filter(([, kind]) => kind.looksBack)
        .map(([event]) => event),
    ).toEqual(['dies']);
  });

  it('a kind that leaves out its text, the events it looks at or what triggers it does not compile', () => {
    const schema = z.strictObject({ event: z.literal('example'), step: z.enum(['upkeep']) });
    const complete = trigger({
      schema,
      text: (t) => `At the beginning of your ${t.step}`,
      events: ['stepBegan'],
      looksBack: false,
      triggeredBy: (t, event, source) => (event.step === t.step && event.player === source.controller ? {} : null),
      manaProduced: null,
    });
    expect(complete.events).toEqual(['stepBegan']);

    // @ts-expect-error: no text
    trigger({ schema, events: ['stepBegan'], looksBack: false, triggeredBy: () => null, manaProduced: null });
    // @ts-expect-error: not saying which events it looks at
    trigger({ schema, text: () => '', looksBack: false, triggeredBy: () => null, manaProduced: null });
    // @ts-expect-error: not saying what triggers it
    trigger({ schema, text: () => '', events: ['stepBegan'], looksBack: false, manaProduced: null });
    // @ts-expect-error: not saying whether it is a trigger on mana production
    trigger({ schema, text: () => '', events: ['stepBegan'], looksBack: false, triggeredBy: () => null });
    // @ts-expect-error: an event the engine does not report
    trigger({ schema, text: () => '', events: ['attacked'], looksBack: false, triggeredBy: () => null, manaProduced: null });
    // @ts-expect-error: reads a field its event doesn't have (a step began has no permanent)
    trigger({ schema, text: () => '', events: ['stepBegan'], looksBack: false, triggeredBy: (_t, event) => (event.permanent ? {} : null), manaProduced: null });
  });

  it('a registry without a kind for every trigger does not compile', () => {
    const { attacks: _attacks, ...withoutAttacks } = TRIGGERS;
    // @ts-expect-error: attacks is missing
    const incomplete: typeof TRIGGERS = withoutAttacks;
    expect(Object.keys(incomplete)).not.toContain('attacks');
  });
});
