/** What the player is told when a part of the game's code could not be loaded (src/ui/common/LoadFailed.tsx). */
export const LOAD_FAILED_MESSAGE = 'Failed to load this part of the game. Please check your connection and reload.';
