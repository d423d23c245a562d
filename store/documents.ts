// Documents the store keeps without looking inside (scenarios, results, expected results) are
// stored as JSON text: a DynamoDB number cannot hold every JSON number (past 2^53 the document
// client refuses it) and a map cannot nest deeper than 32 levels, but text keeps any document
// exactly as it was sent.

export const toDocument = (value: unknown): string => JSON.stringify(value ?? null);

/** The document back; a value stored as a map (by an older version) passes through. */
export const fromDocument = (stored: unknown): unknown => (typeof stored === 'string' ? JSON.parse(stored) : stored);
