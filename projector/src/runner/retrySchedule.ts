/** When each failing projection is tried again: after `firstMs`, doubling with every failed attempt, at most `maxMs`. */
export class RetrySchedule {
  private readonly timers = new Map<string, NodeJS.Timeout>();

  constructor(
    private readonly delays: { readonly firstMs: number; readonly maxMs: number },
    private readonly onDue: (name: string) => void,
  ) {}

  /** The wait before the next try, after `attempts` failed ones (none: at once). */
  delayFor(attempts: number): number {
    return attempts <= 0 ? 0 : Math.min(this.delays.maxMs, this.delays.firstMs * 2 ** (attempts - 1));
  }

  schedule(name: string, attempts: number): void {
    clearTimeout(this.timers.get(name));
    const timer = setTimeout(() => {
      this.timers.delete(name);
      this.onDue(name);
    }, this.delayFor(attempts));
    timer.unref();
    this.timers.set(name, timer);
  }

  cancelAll(): void {
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }
}
