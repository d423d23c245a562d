// Keeping a ruling: the scenario of the page (its starting board and actions) saved with
// `saveRuling`, its expected result the one it gives now; the caller's rulings with their last
// nightly evaluation, and the latest drift report.

import { useEffect, useState } from 'preact/hooks';
import { rulings as fetchRulings, saveRuling, type Rulings } from './api';

export function Keep(props: { scenario: () => unknown; defaultName: string; onLoad: (title: string, scenario: unknown) => void; busy: boolean }) {
  const [name, setName] = useState(props.defaultName);
  const [list, setList] = useState<Rulings | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const refresh = () => fetchRulings().then(setList, (error: Error) => setMessage(`Could not list the rulings: ${error.message}`));
  useEffect(() => void refresh(), []);
  useEffect(() => setName(props.defaultName), [props.defaultName]);
  const save = async () => {
    setMessage(null);
    try {
      const result = await saveRuling(name.trim(), props.scenario());
      if (result.__typename === 'SaveRulingSuccess') setMessage(`Saved “${result.ruling.name}”: its expected result is the one it gives now.`);
      else setMessage(`Not saved: ${result.code}: ${result.message}`);
      await refresh();
    } catch (error) {
      setMessage(`Not saved: ${(error as Error).message}`);
    }
  };
  const report = list?.driftReports.edges[0]?.node;
  return (
    <section class="panel keep" aria-labelledby="keep-title">
      <h2 id="keep-title">Keep it</h2>
      <form
        class="form"
        aria-label="Save as a ruling"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <label>
          Ruling name
          <input name="ruling-name" value={name} onInput={(event) => setName(event.currentTarget.value)} required />
        </label>
        <button type="submit" disabled={props.busy || !name.trim()}>
          Save as a ruling
        </button>
      </form>
      {message ? (
        <p role="status" class="status">
          {message}
        </p>
      ) : null}
      <h3>Your rulings</h3>
      {list === null ? (
        <p class="muted">…</p>
      ) : list.rulings.edges.length === 0 ? (
        <p class="muted">None saved yet.</p>
      ) : (
        <ul class="rulings">
          {list.rulings.edges.map(({ node }) => (
            <li key={node.id}>
              <button type="button" class="link" onClick={() => props.onLoad(node.name, node.scenario)}>
                {node.name}
              </button>{' '}
              <span class="muted">
                {node.lastEvaluation
                  ? `${node.lastEvaluation.matches ? 'still matches' : 'DRIFTED'} (checked ${node.lastEvaluation.at}, engine ${node.lastEvaluation.engineVersion})`
                  : 'not re-evaluated yet'}
              </span>
            </li>
          ))}
        </ul>
      )}
      <h3>Latest drift report</h3>
      {report ? (
        <p>
          {report.at}, engine {report.engineVersion}: {report.checked} rulings checked;{' '}
          {report.changed.length ? `yours that changed: ${report.changed.map((drift) => drift.ruling.name).join(', ')}` : 'none of yours changed'}.
        </p>
      ) : (
        <p class="muted">None yet: the nightly job writes one (npm run rulings:nightly).</p>
      )}
    </section>
  );
}
