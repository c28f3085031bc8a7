// The actions this instance replays for batches per second, over all runs: a token bucket holding one
// second's worth. A batch past it is refused (503, Retry-After; its client sends it again), so a flood
// of full batches from many addresses, each within its own limits, cannot take the whole event loop
// (docs/OPERATIONS.md, "Hostile load").

/** A bucket of `perSecond` actions a second, holding at most one second's worth; 0: no limit. */
export class ActionBudget {
  private tokens: number;
  private at: number;

  constructor(
    private readonly perSecond: number,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.tokens = perSecond;
    this.at = now();
  }

  /** Takes `n` actions' worth when there is room (a batch larger than the bucket needs it full); false otherwise. */
  take(n: number): boolean {
    if (this.perSecond <= 0) return true;
    const now = this.now();
    this.tokens = Math.min(this.perSecond, this.tokens + ((now - this.at) / 1000) * this.perSecond);
    this.at = now;
    if (this.tokens < Math.min(n, this.perSecond)) return false;
    this.tokens -= n;
    return true;
  }
}
