// A rule number with its text: `CR 106.4` opens to the text the project ships
// (comprehensive-rules/, the September 2026 rules), fetched with the API's `rules` query. The
// numbers the page shows are gathered and fetched together, once each.

import { useEffect, useState } from 'preact/hooks';
import { ruleTexts, type RuleText } from './api';

/** Each number asked for: its rule, or null when the shipped text has none. */
const known = new Map<string, RuleText | null>();
const wanted = new Set<string>();
const listeners = new Set<() => void>();
let flushing = false;

function want(number: string): void {
  if (known.has(number) || wanted.has(number)) return;
  wanted.add(number);
  if (flushing) return;
  flushing = true;
  // Every RuleRef drawn in this render asks before the request goes.
  setTimeout(() => void flush(), 0);
}

async function flush(): Promise<void> {
  const numbers = [...wanted];
  wanted.clear();
  flushing = false;
  try {
    const rules = await ruleTexts(numbers);
    const byNumber = new Map(rules.map((rule) => [rule.number, rule]));
    for (const number of numbers) known.set(number, byNumber.get(number) ?? null);
  } catch {
    // Left unknown: the next RuleRef drawn asks again.
  }
  for (const listener of listeners) listener();
}

/** A rule as a disclosure: its number, opening to its text. */
export function RuleRef({ number }: { number: string }) {
  const [, setTick] = useState(0);
  useEffect(() => {
    const redraw = () => setTick((tick) => tick + 1);
    listeners.add(redraw);
    want(number);
    return () => void listeners.delete(redraw);
  }, [number]);
  const rule = known.get(number);
  return (
    <details class="rule">
      <summary>CR {number}</summary>
      {rule === undefined ? (
        <p class="muted">Loading the rule…</p>
      ) : rule === null ? (
        <p class="muted">The Comprehensive Rules text the project ships has no rule {number}.</p>
      ) : (
        <p class="rule-text">
          {rule.text ?? 'The rule exists in the September 2026 rules, but its text is not in the references the project ships.'}
          {rule.changed ? <em class="changed"> (changed in the September 2026 rules{rule.previousNumber ? `: it was rule ${rule.previousNumber}` : ''})</em> : null}
        </p>
      )}
    </details>
  );
}

/** Several rules in a row. */
export function Rules({ numbers }: { numbers: readonly string[] }) {
  if (numbers.length === 0) return null;
  return (
    <div class="rules">
      {numbers.map((number) => (
        <RuleRef key={number} number={number} />
      ))}
    </div>
  );
}
