// At most n tasks at once; the others wait their turn, first come first served.

/** A gate letting `n` async tasks run at once. */
export class TaskGate {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly n: number) {}

  /** Runs `task` once fewer than n others run; its result or its error. */
  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.n) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.running++;
    try {
      return await task();
    } finally {
      // The turn passes straight to the next waiter (running stays counted), or is given back.
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}
