import { periodic } from "../../lib/periodic.ts";

/**
 * The reconciler's loop in each server process (decision 015): every few seconds it releases holds
 * whose time has passed, asks the gateway about orders and payments left open, and sends or asks
 * about refunds. The work itself claims its rows (`FOR UPDATE SKIP LOCKED` with a lease), so any
 * number of instances run this loop side by side without working one order twice.
 */
export type ReconcilerOptions = {
  /**
   * One pass; answers whether it changed anything the public pages show. `stopping()` turns true
   * when the server is closing: the pass finishes the order in hand and leaves the rest, whose
   * leases run out for another instance to take (decision 025).
   */
  pass: (now: Date, stopping: () => boolean) => Promise<boolean>;
  /** Called when a pass changed public content (the page cache follows it). */
  onChange?: () => void;
  onError?: (message: string, error: unknown) => void;
  intervalMs?: number;
};

export type Reconciler = { start(): void; stop(): Promise<void>; runOnce(now?: Date): Promise<boolean> };

export function createReconciler(options: ReconcilerOptions): Reconciler {
  let stopping = false;
  const loop = periodic(
    async (now: Date = new Date()) => {
      const changed = await options.pass(now, () => stopping);
      if (changed) options.onChange?.();
      return changed;
    },
    { intervalMs: options.intervalMs ?? 5_000, failure: "A reconciler pass failed; the next one tries again", onError: options.onError },
  );
  return {
    runOnce: (now) => loop.runOnce(now),
    start() {
      stopping = false;
      loop.start();
    },
    async stop() {
      stopping = true;
      await loop.stop();
    },
  };
}
