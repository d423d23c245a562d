// A real store for tests: an in-memory dynalite on a free port with the table created.

import { createBoardRepository, type BoardRepository } from '../../store/boards';
import { createDocumentClient, ensureTable } from '../../store/client';
import { startDynalite } from '../../store/dynalite';
import { TABLE } from '../../store/table';

export interface TestStore {
  endpoint: string;
  boards: BoardRepository;
  close(): Promise<void>;
}

export async function startTestStore(): Promise<TestStore> {
  const dynamo = await startDynalite();
  const client = createDocumentClient({ endpoint: dynamo.endpoint });
  await ensureTable(client, TABLE.localName);
  return {
    endpoint: dynamo.endpoint,
    boards: createBoardRepository({ client, tableName: TABLE.localName }),
    async close() {
      client.destroy();
      await dynamo.close();
    },
  };
}
