// Views of a sealed run: the state as its hero may know it (rules reference, "Views of a sealed run").
export { viewOf } from './viewOf';
export { mirrorOf, SEALED_SEED } from './mirrorOf';
export { foresee } from './foresee';
export { unknownCell } from './viewDungeon';
export { viewChanges, applyViewChanges, type ViewChanges, type CellChange } from './viewChanges';
export type { GameView, KnownRoom, UnknownCell, ViewCell, ViewDungeon } from './types';
