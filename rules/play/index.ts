// play/: the actions that start things: activating abilities (CR 602), casting spells (601) and
// playing lands (305).

export { activate, activationVerdict } from './activation';
export { cast, play } from './cast';
export { ActivateAction } from './activation';
export { CastAction, PlayAction } from './cast';
