// The one DynamoDB table of the project (single-table design), defined once: the store
// creates it in dynalite from this, and infra/ declares it in CloudFormation from this.

export const TABLE = {
  /** Default physical name used locally (dynalite); in AWS the name comes from TABLE_NAME. */
  localName: 'rules',
  partitionKey: 'pk',
  sortKey: 'sk',
  /** Items that expire (batch results, idempotency records) carry this epoch-seconds attribute. */
  ttlAttribute: 'expiresAt',
  indexes: [
    /** By owner: gsi1pk = `OWNER#<principal>#<KIND>`, gsi1sk = creation time, newest first when read backwards. */
    { name: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
  ],
} as const;

/** Every key attribute is a string. */
export const KEY_ATTRIBUTES = [TABLE.partitionKey, TABLE.sortKey, ...TABLE.indexes.flatMap((index) => [index.partitionKey, index.sortKey])] as const;
