// At most n tasks at once; the others wait their turn, first come first served. Each task begins on a
// turn of the event loop of its own: a finished task hands its place to the next waiter, and without
// that turn a queue of short tasks (stored runs of one replay slice, brought back at once after a
// restart) would run back to back while every other request waited for the whole queue.

/** Resolves on the event loop's next turn, after the timers and I/O due meanwhile. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A gate letting `n` async tasks run at once. */
export class TaskGate {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly n: number) {}

  /** Runs `task` once fewer than n others run, on a later turn of the event loop; its result or its error. */
  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.n) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.running++;
    try {
      await nextTurn();
      return await task();
    } finally {
      // The turn passes straight to the next waiter (running stays counted), or is given back.
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}
