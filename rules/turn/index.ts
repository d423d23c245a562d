// turn/: the turn structure behind `advance` (CR 500-514).

export { advance } from './turn';
export { AdvanceAction } from './turn';
