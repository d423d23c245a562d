// The ruling explorer (README, "The ruling explorer"): a board drawn, the actions legal on it,
// each action run as a step with `evaluate`, the events of each step with their rules, a
// permanent's characteristics with the layers that made them, the engine's CHOICE_REQUIRED as
// a prompt, undo to any step (a replay of the actions up to it), and saving the scenario as a
// ruling. The page holds the session; the API holds every rule.

import { useRef, useState } from 'preact/hooks';
import { evaluate } from './api';
import { ActionsPanel } from './actions';
import { BoardPanel, cardName } from './board';
import { Details, UnsupportedNote } from './details';
import { actionText } from './format';
import { Keep } from './keep';
import { AddCard, Loader } from './loader';
import { RuleRef } from './rules';
import {
  choiceOptions,
  choiceValue,
  currentBoard,
  emptyBoard,
  questionsFor,
  scenarioOf,
  unsupportedOfError,
  viewFrom,
  withChoice,
  withPermanent,
  type ActionDoc,
  type BoardDoc,
  type BoardView,
  type ErrorDoc,
  type Loaded,
  type Session,
} from './session';
import { Timeline } from './timeline';

/** Questions per request: SCENARIOS.md allows 100 in one scenario. */
const QUESTIONS_PER_REQUEST = 100;

/** Why the last thing asked of the engine did not happen. */
interface Problem {
  error: ErrorDoc;
  action?: ActionDoc;
}

export function App() {
  const [session, setSessionState] = useState<Session | null>(null);
  const sessionRef = useRef<Session | null>(null);
  const [view, setView] = useState<BoardView | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [pending, setPending] = useState<{ action: ActionDoc; error: ErrorDoc } | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const setSession = (next: Session | null) => {
    sessionRef.current = next;
    setSessionState(next);
  };

  /** Runs work with the page marked busy; a failure of the request itself becomes the notice. */
  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setNotice(null);
    try {
      await work();
    } catch (error) {
      setNotice(`The API could not be reached or refused the request: ${(error as Error).message}`);
    } finally {
      setBusy(false);
    }
  };

  /** What the page shows of a board: its characteristics and legal actions, asked in as few requests as allowed. */
  const look = async (board: BoardDoc) => {
    const questions = questionsFor(board);
    const answers: unknown[] = [];
    for (let at = 0; at < questions.length || at === 0; at += QUESTIONS_PER_REQUEST) {
      const result = await evaluate({ board, ask: questions.slice(at, at + QUESTIONS_PER_REQUEST) });
      if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
      answers.push(...result.answers);
    }
    setView(viewFrom(board, answers));
  };

  /** One action on the current board; true when it happened. */
  const step = async (action: ActionDoc): Promise<boolean> => {
    const current = sessionRef.current;
    if (!current) return false;
    const result = await evaluate({ board: currentBoard(current), actions: [action] });
    if (result.ok) {
      setSession({ ...current, steps: [...current.steps, { action, events: result.events, board: result.board }] });
      setPending(null);
      setProblem(null);
      return true;
    }
    if (result.error.code === 'CHOICE_REQUIRED') setPending({ action, error: result.error });
    else setProblem({ error: result.error, action });
    return false;
  };

  const act = (action: ActionDoc) =>
    run(async () => {
      if (await step(action)) await look(currentBoard(sessionRef.current!));
    });

  /** A new session on this board (made canonical by the engine), replaying these actions as its first steps. */
  const start = ({ title, board, actions }: Loaded) =>
    run(async () => {
      setProblem(null);
      setPending(null);
      setSelected(null);
      const result = await evaluate({ board: board ?? emptyBoard() });
      if (!result.ok) {
        setProblem({ error: result.error });
        return;
      }
      setSession({ title, initial: result.board, steps: [] });
      for (const action of actions as ActionDoc[]) if (!(await step(action))) break;
      await look(currentBoard(sessionRef.current!));
    });

  /** Back to the board after `steps` steps: the actions up to it replayed from the starting board. */
  const undo = (steps: number) =>
    run(async () => {
      const current = sessionRef.current;
      if (!current) return;
      setPending(null);
      setProblem(null);
      if (steps === 0) {
        setSession({ ...current, steps: [] });
        await look(current.initial);
        return;
      }
      const result = await evaluate(scenarioOf(current, steps));
      if (!result.ok) {
        setProblem({ error: result.error });
        return;
      }
      const kept = current.steps.slice(0, steps);
      kept[steps - 1] = { ...kept[steps - 1]!, board: result.board };
      setSession({ ...current, steps: kept });
      await look(result.board);
    });

  const add = async (card: string, controller: string) => {
    const current = sessionRef.current;
    if (!current) return;
    const board = withPermanent(currentBoard(current), card, controller);
    await start({ title: current.title, board, actions: [] });
    if (current.steps.length) setNotice('Adding a card started a new scenario from the board as it was: its earlier steps are no longer undoable.');
  };

  const board = session ? currentBoard(session) : null;
  const nameOf = (id: string) => {
    const permanent = board?.permanents.find((p) => p.id === id) ?? session?.initial.permanents.find((p) => p.id === id);
    return permanent ? cardName(permanent) : id;
  };

  return (
    <div class="explorer">
      <header>
        <h1>MTG ruling explorer</h1>
        <p class="muted">
          A board, an action, and the rules that decide it. Every answer comes from the API (<a href="/graphql">GraphiQL</a>).
        </p>
      </header>
      {notice ? (
        <p class="notice" role="status">
          {notice}
        </p>
      ) : null}
      <div class="layout">
        <div class="column">
          <Loader busy={busy} onLoad={(loaded) => void start(loaded)} onError={setNotice} />
          {problem ? <ProblemNote problem={problem} nameOf={nameOf} board={board} onSelect={setSelected} onDismiss={() => setProblem(null)} /> : null}
          {pending ? (
            <ChoicePrompt
              pending={pending}
              nameOf={nameOf}
              busy={busy}
              onAnswer={(value) => void act(withChoice(pending.action, pending.error.choice ?? '', value))}
              onCancel={() => setPending(null)}
            />
          ) : null}
          {board ? (
            <BoardPanel board={board} view={view} selected={selected} onSelect={(id) => setSelected(id === selected ? null : id)} />
          ) : (
            <p class="muted">Load a board to begin.</p>
          )}
          {board && selected && board.permanents.some((p) => p.id === selected) ? (
            <Details board={board} id={selected} answer={view?.characteristics.get(selected)} onClose={() => setSelected(null)} onSelect={setSelected} />
          ) : null}
        </div>
        <div class="column">
          {board ? <ActionsPanel board={board} view={view} busy={busy} onAct={(action) => void act(action)} onSelect={setSelected} /> : null}
          {session ? <Timeline session={session} nameOf={nameOf} busy={busy} onUndo={(steps) => void undo(steps)} /> : null}
          {board ? <AddCard board={board} busy={busy} onAdd={(card, controller) => void add(card, controller)} /> : null}
          {session ? (
            <Keep
              busy={busy}
              defaultName={session.title}
              scenario={() => scenarioOf(sessionRef.current!)}
              onLoad={(title, scenario) => {
                const s = scenario as { board: unknown; actions?: unknown[] };
                void start({ title, board: s.board, actions: s.actions ?? [] });
              }}
            />
          ) : null}
        </div>
      </div>
      {busy ? (
        <p class="busy" role="status" aria-live="polite">
          Asking the engine…
        </p>
      ) : null}
    </div>
  );
}

/** An action the engine refused, or could not carry out: its code, message, and rule, or every ability that stops it. */
function ProblemNote(props: { problem: Problem; nameOf: (id: string) => string; board: BoardDoc | null; onSelect: (id: string) => void; onDismiss: () => void }) {
  const { problem, nameOf, onSelect, onDismiss } = props;
  const { error, action } = problem;
  const unsupported = unsupportedOfError(error);
  // The permanents it names are on the current board when the action ran on it.
  const board = action ? (props.board ?? undefined) : undefined;
  return (
    <section class="panel problem" role="alert" aria-labelledby="problem-title">
      <h2 id="problem-title">{error.code}</h2>
      {action ? <p>{actionText(action, nameOf)}:</p> : null}
      <p>{error.message}</p>
      {unsupported ? <UnsupportedNote u={unsupported} subject={action ? 'this action' : 'what was asked'} board={board} onSelect={onSelect} /> : null}
      {error.path ? <p class="muted">At {error.path.join(' › ')}.</p> : null}
      {error.suggestions?.length ? <p class="muted">Did you mean {error.suggestions.join(', ')}?</p> : null}
      {error.rule ? <RuleRef number={error.rule} /> : null}
      <button type="button" onClick={onDismiss}>
        Dismiss
      </button>
    </section>
  );
}

/** CHOICE_REQUIRED as a question: the engine's options as buttons when it lists them, else a value to type. */
function ChoicePrompt(props: {
  pending: { action: ActionDoc; error: ErrorDoc };
  nameOf: (id: string) => string;
  busy: boolean;
  onAnswer: (value: unknown) => void;
  onCancel: () => void;
}) {
  const { action, error } = props.pending;
  const options = choiceOptions(error);
  const [text, setText] = useState('');
  return (
    <section class="panel prompt" role="dialog" aria-labelledby="prompt-title">
      <h2 id="prompt-title">A choice is needed</h2>
      <p>
        To {actionText(action, props.nameOf)}: {error.message}
      </p>
      <p class="muted">
        The choice <code>{error.choice}</code> goes in the action's <code>choices</code>.
      </p>
      {options.length ? (
        <ul class="buttons options">
          {options.map((option) => (
            <li key={JSON.stringify(option)}>
              <button type="button" disabled={props.busy} onClick={() => props.onAnswer(option)}>
                {typeof option === 'string' ? option : JSON.stringify(option)}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <form
        class="form"
        onSubmit={(event) => {
          event.preventDefault();
          props.onAnswer(choiceValue(text));
        }}
      >
        <label>
          {options.length ? 'Or type a value' : 'Your choice'}
          <input name="choice" value={text} onInput={(event) => setText(event.currentTarget.value)} autofocus />
        </label>
        <button type="submit" disabled={props.busy || !text.trim()}>
          Choose
        </button>
        <button type="button" onClick={props.onCancel}>
          Cancel
        </button>
      </form>
    </section>
  );
}
