// Why: the steps taken so far, each action with the events it caused in order, each event with
// the rules that made it happen (their text a click away), and undo to any earlier step.

import { actionText, eventText } from './format';
import { Rules } from './rules';
import type { Session } from './session';

export function Timeline(props: { session: Session; nameOf: (id: string) => string; busy: boolean; onUndo: (steps: number) => void }) {
  const { session, nameOf, busy } = props;
  return (
    <section class="panel timeline" aria-labelledby="timeline-title">
      <h2 id="timeline-title">What happened</h2>
      {session.steps.length === 0 ? <p class="muted">No action yet: choose one under “Act”.</p> : null}
      <ol class="steps">
        {session.steps.map((step, index) => (
          <li key={index} class="step" data-step={index + 1}>
            <div class="step-head">
              <strong>
                {index + 1}. {actionText(step.action, nameOf)}
              </strong>
              {index + 1 < session.steps.length ? (
                <button type="button" disabled={busy} onClick={() => props.onUndo(index + 1)}>
                  Undo to here
                </button>
              ) : null}
            </div>
            {step.events.length === 0 ? <p class="muted">No event.</p> : null}
            <ol class="events">
              {step.events.map((event, n) => (
                <li key={n} class="event" data-event={event.type}>
                  <span class="event-text">{eventText(event, nameOf)}</span>
                  <Rules numbers={event.rules} />
                </li>
              ))}
            </ol>
          </li>
        ))}
      </ol>
      {session.steps.length ? (
        <button type="button" disabled={busy} onClick={() => props.onUndo(0)}>
          Undo everything: back to the starting board
        </button>
      ) : null}
    </section>
  );
}
