/** Lets the browser handle input and paint before the next step of a setup (the map's, the game session's
 *  load, the sounds'): a task of its own. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
