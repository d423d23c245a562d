// Where a board comes from: an example scenario (examples/), a stored board, a scenario or
// board pasted as JSON, or an empty board built up by searching the card pool.

import { EXAMPLES } from 'explorer:examples';
import { useState } from 'preact/hooks';
import { searchCards, storedBoards, type CardHit, type StoredBoard } from './api';
import { parsePasted, type BoardDoc, type Loaded } from './session';

export function Loader(props: { busy: boolean; onLoad: (loaded: Loaded) => void; onError: (message: string) => void }) {
  const [example, setExample] = useState(EXAMPLES[0]?.file ?? '');
  const [pasted, setPasted] = useState('');
  const [stored, setStored] = useState<StoredBoard[] | null>(null);
  const loadExample = () => {
    const found = EXAMPLES.find((e) => e.file === example);
    if (!found) return;
    const scenario = found.scenario as { board: unknown; actions?: unknown[] };
    props.onLoad({ title: found.title, board: scenario.board, actions: scenario.actions ?? [] });
  };
  return (
    <section class="panel loader" aria-labelledby="loader-title">
      <h2 id="loader-title">Load a board</h2>
      <div class="row">
        <label>
          Example
          <select name="example" value={example} onChange={(event) => setExample(event.currentTarget.value)}>
            {EXAMPLES.map((e) => (
              <option key={e.file} value={e.file}>
                {e.title}
              </option>
            ))}
          </select>
        </label>
        <button type="button" disabled={props.busy} onClick={loadExample}>
          Load example
        </button>
        <button type="button" disabled={props.busy} onClick={() => props.onLoad({ title: 'new board', board: null, actions: [] })}>
          New empty board
        </button>
        <button type="button" disabled={props.busy} onClick={() => void storedBoards().then(setStored, (error: Error) => props.onError(error.message))}>
          Stored boards…
        </button>
      </div>
      {stored ? (
        stored.length === 0 ? (
          <p class="muted">No stored board: create one with createBoard.</p>
        ) : (
          <ul class="stored">
            {stored.map((board) => (
              <li key={board.id}>
                <button type="button" class="link" onClick={() => props.onLoad({ title: board.name ?? `board ${board.id}`, board: board.state, actions: [] })}>
                  {board.name ?? 'unnamed'} (version {board.version}, {board.updatedAt})
                </button>
              </li>
            ))}
          </ul>
        )
      ) : null}
      <details>
        <summary>Paste a scenario or a board (JSON)</summary>
        <textarea name="pasted" rows={8} value={pasted} onInput={(event) => setPasted(event.currentTarget.value)} aria-label="Scenario or board JSON" />
        <button
          type="button"
          disabled={props.busy || !pasted.trim()}
          onClick={() => {
            try {
              props.onLoad(parsePasted(pasted));
            } catch (error) {
              props.onError(`Not a scenario: ${(error as Error).message}`);
            }
          }}
        >
          Load pasted
        </button>
      </details>
    </section>
  );
}

/** Adding a card of the pool to the board: a search, then a button per player. */
export function AddCard(props: { board: BoardDoc; busy: boolean; onAdd: (card: string, controller: string) => void }) {
  const [search, setSearch] = useState('');
  const [hits, setHits] = useState<{ total: number; cards: CardHit[] } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <section class="panel add" aria-labelledby="add-title">
      <h2 id="add-title">Add a card</h2>
      <form
        class="form"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          setFailure(null);
          searchCards(search).then(setHits, (error: Error) => setFailure(error.message));
        }}
      >
        <label>
          Search the card pool
          <input name="search" value={search} onInput={(event) => setSearch(event.currentTarget.value)} placeholder='elves, t:planeswalker, o:"add {G}"' />
        </label>
        <button type="submit" disabled={!search.trim()}>
          Search
        </button>
      </form>
      {failure ? <p class="warn">{failure}</p> : null}
      {hits ? (
        <>
          <p class="muted">
            {hits.total} card{hits.total === 1 ? '' : 's'}
            {hits.total > hits.cards.length ? `, the first ${hits.cards.length}` : ''}
          </p>
          <ul class="hits">
            {hits.cards.map((card) => (
              <li key={card.name}>
                <span>
                  <strong>{card.name}</strong> {card.manaCost ?? ''} <span class="muted">{card.typeLine}</span>
                  {!card.playable ? <span class="badge warn">not playable</span> : !card.supported ? <span class="badge warn">partly supported</span> : null}
                </span>
                {card.playable
                  ? props.board.players.map((player) => (
                      <button key={player.id} type="button" disabled={props.busy} onClick={() => props.onAdd(card.name, player.id)}>
                        Add for {player.id}
                      </button>
                    ))
                  : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
