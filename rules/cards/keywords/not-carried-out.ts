// What the combat keywords the engine does not carry out yet could change: each is a triggered
// ability that triggers as attackers (CR 508.1m) or blockers (509.1i) are declared and changes
// power and toughness, combat and the damage dealt.

export const ATTACK_TRIGGER = { kind: 'notCarriedOut', as: 'triggered', reach: ['combat', 'powerToughness', 'damage'], trigger: ['attackerDeclared'] } as const;
export const BLOCK_TRIGGER = { kind: 'notCarriedOut', as: 'triggered', reach: ['combat', 'powerToughness', 'damage'], trigger: ['blockerDeclared'] } as const;
