// The cards that joined the hand-checked catalog after the Oracle reference (oracle.md) was
// written: the layer issue's (shared/spec/CATALOG.md: "The cards the combat and layer issues name
// join them"). build.ts takes their Oracle data from the card pool's data file
// (shared/data/cards-2026.jsonl) into the same fixture.

export const JOINED_CARDS: readonly string[] = ['Control Magic', 'Mind Control', 'Act of Treason', 'Switcheroo', 'Crag Saurian'];
