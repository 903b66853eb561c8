/**
 * Runs tasks for the same key one after another in this process. Registrations for one session
 * all write the same roster stream: queued, they no longer collide with each other here, and the
 * stream's expected revision still settles collisions between processes.
 */
export class StreamQueue {
  private readonly tails = new Map<string, Promise<unknown>>();

  run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const result = previous.then(task, task);
    const tail = result.catch(() => undefined);
    this.tails.set(key, tail);
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return result;
  }
}
