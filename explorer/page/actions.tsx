// Acting on the board: what each player may do now (the `legalActions` question: activations,
// the combat declaration the step calls for, advancing), resolving the top of the stack, and
// casting or playing a card named here. Each becomes an action document (SCENARIOS.md,
// "Actions") handed to the page, which runs it as the next step.

import { useState } from 'preact/hooks';
import { searchCards, type CardHit } from './api';
import { cardName } from './board';
import { UnsupportedNote } from './details';
import { ADVANCE_STEPS, stepName } from './format';
import { characteristicsOf, controllerOf, opponentsOf, type ActionDoc, type BoardDoc, type BoardView, type LegalAction } from './session';

interface Props {
  board: BoardDoc;
  view: BoardView | null;
  busy: boolean;
  onAct: (action: ActionDoc) => void;
  /** Opens a permanent's characteristics: one an unsupported answer names. */
  onSelect: (id: string) => void;
}

export function ActionsPanel({ board, view, busy, onAct, onSelect }: Props) {
  const nameOf = (id: string) => {
    const permanent = board.permanents.find((p) => p.id === id);
    return permanent ? cardName(permanent) : id;
  };
  const [form, setForm] = useState<{ kind: 'declareAttackers' | 'declareBlockers' | 'advance'; player: string } | null>(null);
  return (
    <section class="panel actions" aria-labelledby="actions-title">
      <h2 id="actions-title">Act</h2>
      {board.players.map((player) => {
        const legal = view?.legalActions.get(player.id);
        return (
          <div key={player.id} class="player-actions" data-player={player.id}>
            <h3>{player.id} may</h3>
            {legal === undefined ? (
              <p class="muted">…</p>
            ) : 'unsupported' in legal ? (
              <UnsupportedNote u={legal.unsupported} subject={`what ${player.id} may do`} board={board} onSelect={onSelect} />
            ) : legal.length === 0 ? (
              <p class="muted">Nothing now.</p>
            ) : (
              <ul class="buttons">
                {legal.map((action: LegalAction) => (
                  <li key={JSON.stringify(action)}>
                    <button
                      type="button"
                      disabled={busy}
                      onClick={() =>
                        action.do === 'activate' ? onAct({ do: 'activate', permanent: action.permanent, ability: action.ability ?? 0 }) : setForm({ kind: action.do, player: player.id })
                      }
                    >
                      {action.do === 'activate'
                        ? `Activate ${nameOf(action.permanent ?? '')}'s ability ${action.ability ?? 0}`
                        : action.do === 'advance'
                          ? 'Advance…'
                          : action.do === 'declareAttackers'
                            ? 'Declare attackers…'
                            : 'Declare blockers…'}
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </div>
        );
      })}
      {board.stack.length ? (
        <p>
          <button type="button" disabled={busy} onClick={() => onAct({ do: 'resolve' })}>
            Resolve the top of the stack
          </button>
        </p>
      ) : null}
      {form?.kind === 'advance' ? <AdvanceForm board={board} busy={busy} onAct={onAct} onClose={() => setForm(null)} /> : null}
      {form?.kind === 'declareAttackers' ? <AttackForm board={board} view={view} player={form.player} busy={busy} onAct={onAct} onClose={() => setForm(null)} /> : null}
      {form?.kind === 'declareBlockers' ? <BlockForm board={board} view={view} player={form.player} busy={busy} onAct={onAct} onClose={() => setForm(null)} /> : null}
      <CastForm board={board} busy={busy} onAct={onAct} />
    </section>
  );
}

function AdvanceForm({ board, busy, onAct, onClose }: { board: BoardDoc; busy: boolean; onAct: (a: ActionDoc) => void; onClose: () => void }) {
  const [to, setTo] = useState('precombatMain');
  const [player, setPlayer] = useState('');
  return (
    <form
      class="form"
      aria-label="Advance"
      onSubmit={(event) => {
        event.preventDefault();
        onAct(player ? { do: 'advance', to, player } : { do: 'advance', to });
        onClose();
      }}
    >
      <label>
        To the
        <select value={to} onChange={(event) => setTo(event.currentTarget.value)} name="to">
          {ADVANCE_STEPS.map((step) => (
            <option key={step} value={step}>
              {stepName(step)}
            </option>
          ))}
        </select>
      </label>
      <label>
        of
        <select value={player} onChange={(event) => setPlayer(event.currentTarget.value)} name="player">
          <option value="">the next time it comes</option>
          {board.players.map((p) => (
            <option key={p.id} value={p.id}>
              {p.id}'s turn
            </option>
          ))}
        </select>
      </label>
      <button type="submit" disabled={busy}>
        Advance
      </button>
      <button type="button" onClick={onClose}>
        Cancel
      </button>
    </form>
  );
}

const isCreature = (view: BoardView | null, id: string) => characteristicsOf(view, id)?.types.includes('Creature') ?? false;

interface FormProps {
  board: BoardDoc;
  view: BoardView | null;
  player: string;
  busy: boolean;
  onAct: (a: ActionDoc) => void;
  onClose: () => void;
}

/** A combat declaration (CR 508.1, 509.1): for each creature the player controls, one of the options or none. */
function DeclarationForm(
  props: FormProps & { title: string; none: string; options: { value: string; label: string }[]; action: (chosen: [creature: string, option: string][]) => ActionDoc },
) {
  const { board, view, player } = props;
  const creatures = board.permanents.filter((p) => controllerOf(view, p) === player && isCreature(view, p.id));
  const [choice, setChoice] = useState<Record<string, string>>({});
  return (
    <form
      class="form"
      aria-label={props.title}
      onSubmit={(event) => {
        event.preventDefault();
        props.onAct(props.action(Object.entries(choice).filter(([, option]) => option)));
        props.onClose();
      }}
    >
      {creatures.length === 0 ? <p class="muted">{player} controls no creature.</p> : null}
      {creatures.map((creature) => (
        <label key={creature.id}>
          {cardName(creature)} ({creature.id})
          <select value={choice[creature.id] ?? ''} onChange={(event) => setChoice({ ...choice, [creature.id]: event.currentTarget.value })}>
            <option value="">{props.none}</option>
            {props.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
      ))}
      <button type="submit" disabled={props.busy}>
        {props.title}
      </button>
      <button type="button" onClick={props.onClose}>
        Cancel
      </button>
    </form>
  );
}

function AttackForm(props: FormProps) {
  const { board, view, player } = props;
  // What an attacker may attack: an opponent, or a planeswalker or battle an opponent controls or protects (CR 508.1b).
  const attackable = [
    ...opponentsOf(board, player),
    ...board.permanents
      .filter((p) => {
        const c = characteristicsOf(view, p.id);
        return c !== null && (c.types.includes('Planeswalker') || c.types.includes('Battle')) && c.controller !== player;
      })
      .map((p) => p.id),
  ];
  return (
    <DeclarationForm
      {...props}
      title="Declare attackers"
      none="doesn't attack"
      options={attackable.map((target) => ({ value: target, label: `attacks ${target}` }))}
      action={(chosen) => ({ do: 'declareAttackers', attackers: chosen.map(([id, attacking]) => ({ id, attacking })) })}
    />
  );
}

function BlockForm(props: FormProps) {
  const attackers = props.board.permanents.filter((p) => p.attacking !== null);
  return (
    <DeclarationForm
      {...props}
      title="Declare blockers"
      none="doesn't block"
      options={attackers.map((attacker) => ({ value: attacker.id, label: `blocks ${cardName(attacker)} (${attacker.id})` }))}
      action={(chosen) => ({ do: 'declareBlockers', blockers: chosen.map(([id, attacker]) => ({ id, blocking: [attacker] })) })}
    />
  );
}

/** Cast a spell or play a land named here (SCENARIOS.md `cast`, `play`), with names from the card pool as you type. */
function CastForm({ board, busy, onAct }: { board: BoardDoc; busy: boolean; onAct: (a: ActionDoc) => void }) {
  const [card, setCard] = useState('');
  const [kind, setKind] = useState<'cast' | 'play'>('cast');
  const [controller, setController] = useState(board.turn.activePlayer);
  const [pay, setPay] = useState(false);
  const [hits, setHits] = useState<CardHit[]>([]);
  const suggest = (text: string) => {
    setCard(text);
    if (text.trim().length < 3) return setHits([]);
    searchCards(text.trim()).then(
      (found) => setHits(found.cards),
      () => setHits([]),
    );
  };
  return (
    <form
      class="form"
      aria-label="Cast or play a card"
      onSubmit={(event) => {
        event.preventDefault();
        if (!card.trim()) return;
        onAct(kind === 'cast' ? { do: 'cast', card: card.trim(), controller, pay } : { do: 'play', card: card.trim(), controller });
      }}
    >
      <h3>Cast or play a card</h3>
      <label>
        Card
        <input name="card" list="cast-names" value={card} autocomplete="off" onInput={(event) => suggest(event.currentTarget.value)} placeholder="Lightning Bolt" />
      </label>
      <datalist id="cast-names">
        {hits.map((hit) => (
          <option key={hit.name} value={hit.name}>
            {hit.typeLine}
          </option>
        ))}
      </datalist>
      <label>
        <select value={kind} onChange={(event) => setKind(event.currentTarget.value as 'cast' | 'play')} name="kind">
          <option value="cast">cast it (a spell)</option>
          <option value="play">play it (a land)</option>
        </select>
      </label>
      <label>
        by
        <select value={controller} onChange={(event) => setController(event.currentTarget.value)} name="controller">
          {board.players.map((p) => (
            <option key={p.id} value={p.id}>
              {p.id}
            </option>
          ))}
        </select>
      </label>
      {kind === 'cast' ? (
        <label class="check">
          <input type="checkbox" checked={pay} onChange={(event) => setPay(event.currentTarget.checked)} /> paying its cost from the mana pool
        </label>
      ) : null}
      <button type="submit" disabled={busy || !card.trim()}>
        {kind === 'cast' ? 'Cast' : 'Play'}
      </button>
    </form>
  );
}
