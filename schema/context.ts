// What every resolver receives: who is calling and the stores it may use. The principal is
// taken by the server (functions/), never by the schema: the JWT `sub` claim in AWS, the
// `x-principal` header on the local server. null when the caller is not identified.

import type { BoardRepository } from '../store/boards';

export interface Context {
  principal: string | null;
  boards: BoardRepository;
}
