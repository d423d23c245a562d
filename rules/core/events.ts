// What happens, as the engine reports it (SCENARIOS.md, "Events"): every event names the rules
// that made it happen. An action collects its events as it goes, with who drew from an empty
// library (CR 704.5b) and how far triggered abilities have looked (603.2).

/** Something that happened, with the rules that made it happen. */
export interface GameEvent {
  type: string;
  rules: string[];
  [field: string]: unknown;
}

/** What an action collects as it goes: what happened, and who drew from an empty library (CR 704.5b). */
export interface ActionContext {
  events: GameEvent[];
  emptyDraws: string[];
  /** Events before this index were already looked at for triggered abilities (CR 603.2). */
  scanned: number;
}
