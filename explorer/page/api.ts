// The API as the explorer calls it: the project's typed client (client/) on this server's
// /graphql, one function per operation the page uses.

import {
  BoardsDocument,
  CardTextDocument,
  createClient,
  EvaluateDocument,
  RuleTextsDocument,
  RulingsDocument,
  SaveRulingDocument,
  SearchCardsDocument,
  type CardTextQuery,
  type RuleTextsQuery,
  type RulingsQuery,
  type SaveRulingMutation,
  type SearchCardsQuery,
} from '../../client';
import type { BoardDoc, QuestionDoc, ScenarioResult } from './session';

const client = createClient({ url: new URL('/graphql', window.location.href).toString() });

/** Runs a scenario document with `evaluate`: nothing is stored. */
export async function evaluate(scenario: { board: unknown; actions?: unknown[]; ask?: QuestionDoc[] }): Promise<ScenarioResult> {
  const { evaluate } = await client.request(EvaluateDocument, { scenario: scenario as never });
  return evaluate.result as unknown as ScenarioResult;
}

export type CardHit = SearchCardsQuery['cards']['edges'][number]['node'];
export async function searchCards(search: string): Promise<{ total: number; cards: CardHit[] }> {
  const { cards } = await client.request(SearchCardsDocument, { search, first: 12 });
  return { total: cards.totalCount, cards: cards.edges.map((edge) => edge.node) };
}

export type CardText = NonNullable<CardTextQuery['card']>;
export async function cardText(name: string): Promise<CardText | null> {
  return (await client.request(CardTextDocument, { name })).card ?? null;
}

export interface StoredBoard {
  id: string;
  name: string | null;
  version: number;
  updatedAt: string;
  state: BoardDoc;
}
export async function storedBoards(): Promise<StoredBoard[]> {
  const { boards } = await client.request(BoardsDocument, { first: 20 });
  return boards.edges.map(({ node }) => ({ ...node, name: node.name ?? null, state: node.state as unknown as BoardDoc }));
}

export type SaveResult = SaveRulingMutation['saveRuling'];
export async function saveRuling(name: string, scenario: unknown): Promise<SaveResult> {
  return (await client.request(SaveRulingDocument, { input: { name, scenario: scenario as never } })).saveRuling;
}

export type Rulings = RulingsQuery;
export async function rulings(): Promise<Rulings> {
  return client.request(RulingsDocument, { first: 20 });
}

export type RuleText = RuleTextsQuery['rules'][number];
/** The text of these rules, at most RULES_PER_REQUEST numbers a request (the API's limit). */
export async function ruleTexts(numbers: string[]): Promise<RuleText[]> {
  const found: RuleText[] = [];
  for (let at = 0; at < numbers.length; at += RULES_PER_REQUEST) found.push(...(await client.request(RuleTextsDocument, { numbers: numbers.slice(at, at + RULES_PER_REQUEST) })).rules);
  return found;
}

/** The `rules` query takes at most 200 numbers (README, "Limits"). */
const RULES_PER_REQUEST = 200;
