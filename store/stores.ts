// Every repository over one table, made together: what the functions and the local server use.

import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { createBatchRepository, type BatchRepository } from './batches';
import { createBoardRepository, type BoardRepository } from './boards';
import { createDriftRepository, type DriftRepository } from './drift';
import { createRulingRepository, type RulingRepository } from './rulings';

export interface Stores {
  boards: BoardRepository;
  rulings: RulingRepository;
  batches: BatchRepository;
  drift: DriftRepository;
}

export function createStores(options: { client: DynamoDBDocumentClient; tableName: string; now?: () => Date }): Stores {
  return {
    boards: createBoardRepository(options),
    rulings: createRulingRepository(options),
    batches: createBatchRepository(options),
    drift: createDriftRepository(options),
  };
}
