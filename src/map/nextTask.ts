/** Lets the browser handle input and paint before the next step of the map's setup: a task of its own. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
