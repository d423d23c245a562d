// The board, drawn: the turn, each player (life, poison, mana pool, hand, library, graveyard
// and exile), the permanents each controls as cards (their characteristics after every
// effect, counters, tapped, attachments, combat), the stack, and the effects in play.

import { controllerOf, type BoardDoc, type BoardView, type Characteristics, type Unsupported } from './session';
import { manaText, stepName, typeLineOf } from './format';

type Permanent = BoardDoc['permanents'][number];

export function cardName(permanent: Permanent): string {
  return typeof permanent.card === 'string' ? permanent.card : ((permanent.card as { name?: string }).name ?? permanent.id);
}

const isUnsupported = (answer: Characteristics | Unsupported | undefined): answer is Unsupported => answer !== undefined && 'unsupported' in answer;

export function BoardPanel(props: { board: BoardDoc; view: BoardView | null; selected: string | null; onSelect: (id: string) => void }) {
  const { board, view } = props;
  return (
    <section class="panel board" aria-labelledby="board-title">
      <h2 id="board-title">Board</h2>
      <p class="turn">
        Turn {board.turn.number}: {board.turn.activePlayer}'s {stepName(board.turn.step)}
        {board.turn.damageStep ? ` (combat damage step ${board.turn.damageStep})` : ''}
      </p>
      {board.players.map((player) => (
        <div class="player" key={player.id} data-player={player.id}>
          <h3>
            {player.id}
            {player.id === board.turn.activePlayer ? <span class="badge">active</span> : null}
            {player.lost ? <span class="badge warn">lost</span> : null}
          </h3>
          <dl class="player-stats">
            <Stat name="Life" stat="life" value={String(player.life)} />
            <Stat name="Poison" stat="poison" value={String(player.poison)} />
            <Stat name="Mana pool" stat="mana" value={manaText(player.manaPool)} />
            <Stat name="Hand" stat="hand" value={String(player.hand)} />
            <Stat name="Library" stat="library" value={String(player.library)} />
            <Stat name="Graveyard" stat="graveyard" value={zoneText(player.graveyard)} />
            <Stat name="Exile" stat="exile" value={zoneText(player.exile)} />
          </dl>
          <ul class="battlefield" aria-label={`Permanents ${player.id} controls`}>
            {board.permanents
              .filter((permanent) => controllerOf(view, permanent) === player.id)
              .map((permanent) => (
                <li key={permanent.id}>
                  <PermanentCard
                    board={board}
                    permanent={permanent}
                    answer={view?.characteristics.get(permanent.id)}
                    selected={props.selected === permanent.id}
                    onSelect={props.onSelect}
                  />
                </li>
              ))}
          </ul>
        </div>
      ))}
      <h3>Stack</h3>
      {board.stack.length === 0 ? (
        <p class="muted">Empty.</p>
      ) : (
        <ol class="stack" aria-label="The stack, top first">
          {[...board.stack].reverse().map((item) => (
            <li key={item.id}>
              <strong>{item.id}</strong>:{' '}
              {item.kind === 'spell'
                ? `spell ${refName(item.card)}`
                : `ability ${String(item.ability)} of ${typeof item.source === 'string' ? item.source : refName(item.source?.card)}`}
              , controlled by {item.controller}
              {item.targets?.length ? `, targeting ${item.targets.map((t) => JSON.stringify(t)).join(', ')}` : ''}
            </li>
          ))}
        </ol>
      )}
      <h3>Effects</h3>
      {board.effects.length === 0 ? (
        <p class="muted">None.</p>
      ) : (
        <ul class="effects">
          {board.effects.map((effect) => (
            <li key={effect.id}>
              <strong>{effect.id}</strong>: from {typeof effect.source === 'string' ? effect.source : effect.source.card}
              {effect.ability !== undefined ? ` (ability ${effect.ability})` : ''}, {effect.controller}'s, {effect.duration}, timestamp {effect.timestamp}
              {effect.targets?.length ? `, on ${effect.targets.map((t) => JSON.stringify(t)).join(', ')}` : ''}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Stat({ name, stat, value }: { name: string; stat: string; value: string }) {
  return (
    <div>
      <dt>{name}</dt>
      <dd data-stat={stat}>{value}</dd>
    </div>
  );
}

/** A card as a board names it: its name, or an inline definition's name. */
const refName = (card: unknown): string => (typeof card === 'string' ? card : ((card as { name?: string } | undefined)?.name ?? 'a card'));

const zoneText = (cards: BoardDoc['players'][number]['graveyard']) => (cards.length ? cards.map((card) => refName(card.card)).join(', ') : 'empty');

function PermanentCard(props: { board: BoardDoc; permanent: Permanent; answer: Characteristics | Unsupported | undefined; selected: boolean; onSelect: (id: string) => void }) {
  const { permanent, answer, board } = props;
  const c = answer && !isUnsupported(answer) ? answer : null;
  const nameOf = (id: string) => {
    const other = board.permanents.find((p) => p.id === id);
    return other ? cardName(other) : id;
  };
  const counters = Object.entries(permanent.counters).filter(([kind]) => !(kind === 'loyalty' && c?.loyalty !== null));
  const status = [
    permanent.tapped ? 'tapped' : null,
    permanent.summoningSick ? 'summoning sick' : null,
    permanent.token ? 'token' : null,
    permanent.damage ? `${permanent.damage} damage` : null,
    permanent.attachedTo ? `attached to ${nameOf(permanent.attachedTo)}` : null,
    permanent.attacking ? `attacking ${nameOf(permanent.attacking)}` : null,
    permanent.blocked ? 'blocked' : null,
    permanent.blocking.length ? `blocking ${permanent.blocking.map(nameOf).join(', ')}` : null,
    c && c.controller !== permanent.controller ? `owned by ${permanent.owner}, put here by ${permanent.controller}` : null,
  ].filter((text): text is string => text !== null);
  return (
    <button
      type="button"
      class={`card${permanent.tapped ? ' tapped' : ''}${props.selected ? ' selected' : ''}`}
      aria-pressed={props.selected}
      data-permanent={permanent.id}
      onClick={() => props.onSelect(permanent.id)}
    >
      <span class="card-name">{c?.name ?? cardName(permanent)}</span>
      <span class="card-id">{permanent.id}</span>
      {c ? <span class="card-type">{typeLineOf(c)}</span> : null}
      {c && c.power !== null && c.toughness !== null ? (
        <span class="card-pt" data-stat="pt">
          {c.power}/{c.toughness}
        </span>
      ) : null}
      {c && c.loyalty !== null ? <span class="card-pt">Loyalty {c.loyalty}</span> : null}
      {c && c.defense !== null ? <span class="card-pt">Defense {c.defense}</span> : null}
      {counters.length ? <span class="card-counters">{counters.map(([kind, n]) => `${kind} ×${n}`).join(', ')}</span> : null}
      {status.length ? <span class="card-status">{status.join(' · ')}</span> : null}
      {answer && isUnsupported(answer) ? <span class="badge warn">UNSUPPORTED</span> : null}
    </button>
  );
}
