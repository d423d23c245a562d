// The local server's GraphiQL: yoga's own GraphiQL page with its code (scripts, styles, editor
// workers) inlined from the @graphql-yoga/render-graphiql package installed by `npm ci`, so the
// page works offline and loads nothing but itself and the API. It opens on the README's example
// ("An example") with the caller's header filled in. Only the local server imports this: the
// Lambda function serves no GraphiQL and bundles none of it.

import { renderGraphiQL } from '@graphql-yoga/render-graphiql';
import type { GraphiQLOptions } from 'graphql-yoga';

/** What a GraphQL server needs to serve GraphiQL: the page's options and the page itself. */
export interface GraphiQL {
  options: GraphiQLOptions;
  render: (options: GraphiQLOptions) => string;
}

/** The README's example: create a board with a Forest, then tap it and ask whether it can be tapped again. */
export const EXAMPLE_QUERY = `# The README's example. Run CreateBoard (the run
# button, or Ctrl-Enter with the cursor in it),
# put the id it returns in the variables below,
# then run TapForest: it taps the Forest for {G}
# and asks whether it could be activated again.

mutation CreateBoard {
  createBoard(input: { name: "kitchen table", state: {
    turn: { number: 2, activePlayer: "alice", step: "precombatMain" }
    players: [{ id: "alice" }, { id: "bob" }]
    permanents: [{ id: "forest", card: "Forest", controller: "alice" }]
  } }) {
    __typename
    ... on CreateBoardSuccess { board { id version } }
    ... on RulesError { code message path }
  }
}

mutation TapForest($boardId: ID!) {
  applyActions(input: {
    boardId: $boardId, expectedVersion: 1
    actions: [{ do: "activate", permanent: "forest" }]
    ask: [{ canActivate: { permanent: "forest" } }]
  }) {
    __typename
    ... on ApplyActionsSuccess { board { version } events answers }
    ... on RulesError { code message rule action }
    ... on ConflictError { currentVersion }
  }
}
`;

export const EXAMPLE_VARIABLES = JSON.stringify({ boardId: "the board's id CreateBoard returned" }, null, 2);

/** GraphiQL opening on the example, sending `headers` (the local caller's) with every request. */
export function offlineGraphiQL(headers: Record<string, string>): GraphiQL {
  const headerText = JSON.stringify(headers, null, 2);
  return {
    options: {
      title: 'MTG rules API',
      defaultQuery: EXAMPLE_QUERY,
      defaultTabs: [{ query: EXAMPLE_QUERY, variables: EXAMPLE_VARIABLES, headers: headerText }],
      headers: headerText,
      defaultHeaders: headerText,
    },
    render: once(renderGraphiQL),
  };
}

/** The page is 9 MB of text and its options are the same on every request: render it once per set of options. */
function once(render: (options: GraphiQLOptions) => string): (options: GraphiQLOptions) => string {
  let last: { key: string; page: string } | undefined;
  return (options) => {
    const key = JSON.stringify(options);
    if (last?.key !== key) last = { key, page: render(options) };
    return last.page;
  };
}
