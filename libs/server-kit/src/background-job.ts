import { outsideRequest, type Logger } from './logger.js';

/** Work a service runs beside its HTTP server (outbox relay, mail delivery): started after migrating, stopped on close. */
export interface BackgroundJob {
  start(): void;
  /** Stops polling and waits for the run under way (it ends after its current round). */
  stop(): Promise<void>;
}

/**
 * Runs `round` every `intervalMs` and whenever poked, one run at a time. A round answers whether more work is
 * waiting (a full batch): the run then goes on at once. A poke during a run adds one more round to it, so work
 * committed meanwhile is not left for the next tick. A failing round is logged; the next tick tries again.
 */
export class PollingJob implements BackgroundJob {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  private interrupted = false;

  constructor(
    private readonly name: string,
    private readonly round: () => Promise<boolean>,
    private readonly logger: Logger,
    private readonly intervalMs: number,
  ) {}

  start(): void {
    this.stopped = false;
    const loop = () => {
      if (this.stopped) return;
      this.timer = setTimeout(() => void this.runNow().finally(loop), this.intervalMs);
    };
    loop();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.interrupted = true;
    try {
      await this.running;
    } finally {
      this.interrupted = false;
    }
  }

  /**
   * Asks for a run soon (after a commit that added work); ignored once stopped. The run serves every request's
   * work, so it does not log under the id of the request that happened to poke it.
   */
  poke(): void {
    if (!this.stopped) outsideRequest(() => void this.runNow());
  }

  /** Runs rounds until no more work is waiting (joins the run under way, if any). Works after `stop()` too (tests). */
  runNow(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      try {
        let more = true;
        while ((more || this.again) && !this.interrupted) {
          this.again = false;
          try {
            more = await this.round();
          } catch (err) {
            this.logger.error({ job: this.name, err }, 'background job round failed');
            more = false;
          }
        }
      } finally {
        this.running = null;
      }
    })();
    return this.running;
  }
}
