// Known, deliberate differences between a catalog definition and the Oracle fixture
// (test/cards/oracle/oracle.json), in the spirit of the skip lists of XMage's
// VerifyCardDataTest. For each entry the verify test does not compare that field of that card;
// it asserts instead that the definition still gives exactly `actual` (and the fixture still
// gives `expected`, when recorded), and a separate test asserts that the plain comparison would
// still fail without the entry. So an entry cannot outlive the difference it excuses.

/** The fields the verify test compares, named as in its messages. */
export const VERIFIED_FIELDS = [
  'name',
  'manaCost',
  'manaValue',
  'colors',
  'colorIndicator',
  'supertypes',
  'types',
  'subtypes',
  'typeLine',
  'power',
  'toughness',
  'loyalty',
  'text',
] as const;
export type VerifiedField = (typeof VERIFIED_FIELDS)[number];

export interface AcceptedDifference {
  /** The card's exact English name. */
  card: string;
  field: VerifiedField;
  /** Why the difference is right, with the rule or source. */
  reason: string;
  /** The value the fixture gives for the field, as the test compares it. */
  expected?: unknown;
  /** The value the definition gives for the field, as the test compares it. */
  actual?: unknown;
}

export const ACCEPTED_DIFFERENCES: readonly AcceptedDifference[] = [
  {
    card: 'Wastes',
    field: 'text',
    reason:
      'Oracle prints "({T}: Add {C}.)" in parentheses, but it is a real ability: Wastes has no basic land type, so ' +
      'no intrinsic mana ability stands behind it (CR 305.6) and the definition writes it as an activated ability. ' +
      'Stripping reminder text leaves no Oracle line, while the definition renders the ability.',
    expected: [],
    actual: ['{T}: Add {C}.'],
  },
  {
    card: 'Act of Treason',
    field: 'text',
    reason:
      'Oracle names the target again as "that creature" in the second sentence and "it" in the third; the format ' +
      'renders every later mention of a target as "it". Both refer to the spell\'s one target (CR 115.1, 608.2b), ' +
      'so the meaning is the same.',
    expected: ['Gain control of target creature until end of turn. Untap that creature. It gains haste until end of turn.'],
    actual: ['Gain control of target creature until end of turn. Untap it. It gains haste until end of turn.'],
  },
];
