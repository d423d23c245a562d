// stack/: the stack (CR 405), resolving spells and abilities (608), triggered abilities (603)
// and what happens whenever a player would receive priority (117.3, 704.3).

export { History, settle } from './priority';
export { draw } from './resolution';

export { putOnStack, resolveTop } from './stack';
export { enteredWith, withWhatItEntersWith } from './entering';
export { chooseModes } from './modes';
