// A permanent's characteristics after every continuous effect (the `characteristics` question,
// CR 613), with the layer-by-layer explanation: which effect applied, in which layer, and why
// in that order (timestamp, CR 613.7, or dependency, 613.8); and its card's rules text, each
// Oracle line the engine does not carry out marked as such.

import { useEffect, useState } from 'preact/hooks';
import { cardText, type CardText } from './api';
import { cardName } from './board';
import { typeLineOf } from './format';
import { RuleRef } from './rules';
import { blockersOf, type Blocker, type BoardDoc, type Characteristics, type Unsupported, type UnsupportedFields } from './session';

/** The rule that names each layer (CR 613.1, 613.4). */
const LAYER_RULES: Record<string, string> = {
  '1': '613.1a',
  '2': '613.1b',
  '3': '613.1c',
  '4': '613.1d',
  '5': '613.1e',
  '6': '613.1f',
  '7a': '613.4a',
  '7b': '613.4b',
  '7c': '613.4c',
  '7d': '613.4d',
};

const REASONS: Record<Characteristics['explain'][number]['reason'], string> = {
  timestamp: 'in timestamp order',
  dependency: 'after the effect it depends on',
  counters: 'counters are applied in this layer',
};

export function Details(props: { board: BoardDoc; id: string; answer: Characteristics | Unsupported | undefined; onClose: () => void; onSelect: (id: string) => void }) {
  const permanent = props.board.permanents.find((p) => p.id === props.id);
  const name = permanent ? cardName(permanent) : props.id;
  const [text, setText] = useState<CardText | null | 'loading'>('loading');
  useEffect(() => {
    setText('loading');
    if (!permanent || typeof permanent.card !== 'string') return setText(null);
    cardText(permanent.card).then(setText, () => setText(null));
  }, [permanent?.card]);
  const answer = props.answer;
  return (
    <section class="panel details" aria-labelledby="details-title">
      <h2 id="details-title">
        {name} <span class="card-id">{props.id}</span>
      </h2>
      <button type="button" class="close" onClick={props.onClose} aria-label="Close the characteristics">
        Close
      </button>
      {answer === undefined ? (
        <p class="muted">…</p>
      ) : 'unsupported' in answer ? (
        <UnsupportedNote u={answer.unsupported} subject={`${name} (${props.id})'s characteristics`} board={props.board} onSelect={props.onSelect} />
      ) : (
        <CharacteristicsTable c={answer} />
      )}
      {text !== 'loading' && text !== null ? (
        <>
          <h3>Rules text</h3>
          <ul class="rules-text">
            {text.rulesText.map((line, index) => (
              <li key={index}>{line}</li>
            ))}
          </ul>
          {text.opaqueLines.length ? (
            <div class="warn">
              <strong>UNSUPPORTED</strong>: the engine does not carry out{' '}
              {text.opaqueLines.map((line) => (
                <q key={line}>{line}</q>
              ))}
              ; an answer it could change is UNSUPPORTED, and an action that needs it stops with UNSUPPORTED.
            </div>
          ) : null}
        </>
      ) : null}
    </section>
  );
}

/**
 * An answer the engine cannot give, or an action it cannot carry out: every ability it does not
 * carry out that could change it (the `blockers`), each with its card, its permanent (a button
 * that opens its characteristics when `onSelect` is given and it is on the board), its Oracle
 * text and what it could change.
 */
export function UnsupportedNote(props: { u: UnsupportedFields; subject: string; board?: BoardDoc; onSelect?: (id: string) => void }) {
  const blockers = blockersOf(props.u);
  const { board, onSelect } = props;
  const opener = (id: string | null) => (id !== null && onSelect && board?.permanents.some((p) => p.id === id) ? () => onSelect(id) : null);
  return (
    <div class="warn unsupported">
      <p class="unsupported-lead">
        <strong>UNSUPPORTED</strong>: {blockers.length === 1 ? 'an ability' : `${blockers.length} abilities`} the engine does not carry out could change {props.subject}:
      </p>
      <ol class="blockers">
        {blockers.map((blocker, index) => (
          <BlockerItem key={index} blocker={blocker} open={opener(blocker.permanent)} />
        ))}
      </ol>
    </div>
  );
}

function BlockerItem({ blocker, open }: { blocker: Blocker; open: (() => void) | null }) {
  const { card, permanent, ability } = blocker;
  return (
    <li class="blocker" data-permanent={permanent ?? undefined}>
      <span class="blocker-source">
        {card}
        {permanent === null ? null : (
          <>
            {' ('}
            {open ? (
              <button type="button" class="link" onClick={open} aria-label={`${permanent}: open ${card}'s characteristics`}>
                {permanent}
              </button>
            ) : (
              permanent
            )}
            {')'}
          </>
        )}
        {ability === null ? '' : `, ability ${ability}`}
      </span>
      : <q class="blocker-text">{blocker.text}</q>
      <span class="blocker-reason">{blocker.reason}</span>
    </li>
  );
}

function CharacteristicsTable({ c }: { c: Characteristics }) {
  return (
    <>
      <dl class="characteristics">
        <dt>Name</dt>
        <dd>{c.name}</dd>
        <dt>Controller</dt>
        <dd>{c.controller}</dd>
        <dt>Type line</dt>
        <dd data-field="types">{typeLineOf(c)}</dd>
        <dt>Colors</dt>
        <dd>{c.colors.length ? c.colors.join(' ') : 'colorless'}</dd>
        <dt>Mana value</dt>
        <dd>{c.manaValue}</dd>
        <dt>Power/toughness</dt>
        <dd data-field="pt">{c.power === null ? 'none' : `${c.power}/${c.toughness}`}</dd>
        {c.loyalty !== null ? (
          <>
            <dt>Loyalty</dt>
            <dd>{c.loyalty}</dd>
          </>
        ) : null}
        {c.defense !== null ? (
          <>
            <dt>Defense</dt>
            <dd>{c.defense}</dd>
          </>
        ) : null}
        <dt>Keywords</dt>
        <dd>{c.keywords.length ? c.keywords.join(', ') : 'none'}</dd>
        <dt>Abilities</dt>
        <dd>{c.abilityCount}</dd>
      </dl>
      <h3>Why: the layers (CR 613)</h3>
      {c.explain.length === 0 ? (
        <p class="explain-none">
          No continuous effect applies to it now: these are its printed characteristics (and its counters). <RuleRef number="613.1" />
        </p>
      ) : (
        <ol class="explain">
          {c.explain.map((effect, index) => (
            <li key={index}>
              Layer {effect.layer}: {effect.source}, timestamp {effect.timestamp}, {REASONS[effect.reason]}
              {effect.detail ? ` (${effect.detail})` : ''}
              <div class="rules">
                {LAYER_RULES[effect.layer] ? <RuleRef number={LAYER_RULES[effect.layer]!} /> : null}
                <RuleRef number={effect.rule} />
              </div>
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
