/**
 * A pass of work run every `intervalMs` in this process (the mail worker, the reconciler): one pass
 * at a time, a pass asked for during another waits for it, a failed pass is reported and the next
 * one tries again, and the timer never keeps the process alive.
 */
export type Periodic<Args extends unknown[], T> = {
  runOnce(...args: Args): Promise<T>;
  start(): void;
  /** Stops the timer and waits for a pass under way. */
  stop(): Promise<void>;
};

export function periodic<Args extends unknown[], T>(
  pass: (...args: Args) => Promise<T>,
  options: { intervalMs: number; failure: string; onError?: (message: string, error: unknown) => void },
): Periodic<Args, T> {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<T> | undefined;
  let stopped = true;

  function runOnce(...args: Args): Promise<T> {
    running ??= pass(...args).finally(() => {
      running = undefined;
    });
    return running;
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      (runOnce as () => Promise<T>)()
        .catch((error: unknown) => options.onError?.(options.failure, error))
        .finally(schedule);
    }, options.intervalMs);
    timer.unref();
  }

  return {
    runOnce,
    start() {
      if (!stopped) return;
      stopped = false;
      schedule();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running?.catch(() => {});
    },
  };
}
