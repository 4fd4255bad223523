/**
 * Work done in the background one item at a time, such as recompressing a cached response at a dense
 * level in the thread pool (the catalogue's responses, the rendered pages). At most `limit` items wait;
 * an item already waiting is not queued twice; an item whose work fails is dropped (a later request
 * queues it again).
 */
export class BackgroundQueue<T> {
  private readonly waiting: T[] = [];
  private running: Promise<void> | undefined;

  constructor(
    private readonly limit: number,
    private readonly same: (a: T, b: T) => boolean,
    private readonly work: (item: T) => Promise<void>,
  ) {}

  add(item: T): void {
    if (this.waiting.length >= this.limit || this.waiting.some((queued) => this.same(queued, item))) return;
    this.waiting.push(item);
    this.running ??= this.drain().finally(() => (this.running = undefined));
  }

  /** Resolves once every item queued has been worked on (tests, shutdown). */
  async settled(): Promise<void> {
    while (this.running) await this.running;
  }

  private async drain(): Promise<void> {
    for (let next = this.waiting.shift(); next !== undefined; next = this.waiting.shift()) {
      await this.work(next).catch(() => undefined);
    }
  }
}
