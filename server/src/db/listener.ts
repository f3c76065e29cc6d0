import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";

/**
 * What a listener is told: `onNotify` for each notification on the channel, `onListening` each time
 * listening starts or starts again. Notifications sent while nobody listened are lost, so a caller
 * that must not miss a change reads its state again on `onListening`.
 */
export type ListenHandlers = { onNotify(payload: string): void; onListening(): void };
export type StopListening = () => Promise<void>;
export type Listen = (channel: string, handlers: ListenHandlers) => Promise<StopListening>;

/** PGlite is one process: its notifications are delivered to the listeners of the same client. */
export function pgliteListen(client: PGlite): Listen {
  return async (channel, handlers) => {
    const unlisten = await client.listen(channel, (payload) => handlers.onNotify(payload));
    handlers.onListening();
    return async () => {
      await unlisten().catch(() => {});
    };
  };
}

const FIRST_RETRY_MS = 500;
const LAST_RETRY_MS = 30_000;

/**
 * PostgreSQL: a connection of its own, outside the pool (a pooled connection is handed to other
 * queries and LISTEN belongs to the session), started again with backoff when it drops (a server
 * restart, a failover, a network cut) until stopped.
 */
export function postgresListen(url: string, onError?: (message: string, error: Error) => void): Listen {
  return async (channel, handlers) => {
    let stopped = false;
    let client: pg.Client | undefined;
    let timer: NodeJS.Timeout | undefined;
    let delay = FIRST_RETRY_MS;

    const retry = (failed: pg.Client) => {
      if (stopped || client !== failed) return;
      client = undefined;
      failed.removeAllListeners("notification");
      void failed.end().catch(() => {});
      timer = setTimeout(() => {
        timer = undefined;
        void connect();
      }, delay);
      timer.unref();
      delay = Math.min(delay * 2, LAST_RETRY_MS);
    };

    async function connect() {
      if (stopped) return;
      const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000, keepAlive: true });
      client = next;
      next.on("notification", (message) => {
        if (message.channel === channel) handlers.onNotify(message.payload ?? "");
      });
      next.on("error", (error) => {
        onError?.("The connection listening for content changes failed; listening again", error);
        retry(next);
      });
      next.on("end", () => retry(next));
      try {
        await next.connect();
        await next.query(`listen ${pg.escapeIdentifier(channel)}`);
      } catch (error) {
        if (client === next) onError?.("Could not listen for content changes; trying again", error as Error);
        retry(next);
        return;
      }
      delay = FIRST_RETRY_MS;
      if (!stopped) handlers.onListening();
    }

    await connect();
    return async () => {
      stopped = true;
      clearTimeout(timer);
      const last = client;
      client = undefined;
      await last?.end().catch(() => {});
    };
  };
}
