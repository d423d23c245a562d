// turn/: the turn structure behind `advance` (CR 500-514), and the combat declarations that are
// its turn-based actions (508.1, 509.1).

export { advance, declareAttackersAction, declareBlockersAction } from './turn';
export { AdvanceAction, DeclareAttackersAction, DeclareBlockersAction } from './turn';
