import { sql } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import type { Database } from "../db/client.ts";

/**
 * The versions of what the public pages show, per tag (decision 024): `catalogue` (every list of
 * products), `product:<id>` (one product's page: its price, stock, rating and reviews), `offers`
 * (the banner on every page), `slides`, `blog`, `stores`, `delivery`, `emi`, `orders-recent` (the
 * orders the shop's counter counts; the shop page shows `orders-recent:shown`, derived from it), and
 * `*` (everything). The database's triggers note every change in the
 * `content_changes` log, in the writing transaction, whoever writes (a service, another instance,
 * someone in psql), and notify the channel `content_changed` when it commits; each instance listens
 * and reads the log, so caches built from that content (the catalogue snapshot, the page cache)
 * see another instance's change as soon as it is committed. A write of this process reads the log
 * before it answers, so the very next request here sees it.
 */
export type ContentVersion = {
  /** How many changes to `tag` (or to everything) this process has seen since it started; `*`: to anything. */
  of(tag: string): number;
  /** The versions of `tags` together, one number per tag. */
  stamp(tags: readonly string[]): number[];
  /** Reads the changes committed so far. Resolves after a read that started after this call. */
  sync(): Promise<void>;
  /** sync, a failure reported (the safety poll reads the log again) rather than thrown. */
  catchUp(): Promise<void>;
  /**
   * A tag that moves only when what a page shows of `from` changes: after `from` moves, and on every
   * safety poll (for what changes with time alone, like a count over the last 7 days), `read` is
   * asked again, and `tag` moves when its answer differs. A failed read moves it (better a render
   * too many than a stale page). With `atMostEveryMs`, the read is no part of a pass (nobody waits
   * for it) and runs at most that often: for a figure a sale moves, such as the shop's weekly order
   * counter, which would otherwise be counted again after every payment by every instance.
   */
  derive(tag: string, from: string, read: () => Promise<string>, options?: { atMostEveryMs?: number }): void;
  /** The last value `read` gave for the derived `tag` (what the pages of its stamp show); undefined before its first read. */
  valueOf(tag: string): string | undefined;
  /**
   * `read` answered from memory while `tags` have not moved (decision 048), one read shared by the
   * callers that ask while it runs; a read that throws is not kept.
   */
  keep<T>(tags: readonly string[], read: () => Promise<T>): () => Promise<T>;
  /** Listens for the changes of other connections and instances, with a slow poll as a safety net. */
  start(): Promise<void>;
  stop(): Promise<void>;
};

/** The step the shop's counter shows (contract/src/orders-recent.ts), derived from `orders-recent`. */
export const RECENT_ORDERS_SHOWN_TAG = "orders-recent:shown";

/** How a service keeps a read until its tags move: `content.keep`, or reading every time where there is no content version. */
export type KeepReads = <T>(tags: readonly string[], read: () => Promise<T>) => () => Promise<T>;

/** Stops listening. */
export type StopListening = () => Promise<void>;

/**
 * How the connection reports the commits of others: `onNotify` for each notification, with the id of
 * the transaction that committed (migration 0031; empty from an older database), `onListening`
 * each time listening starts or starts again (notifications sent while not listening are lost, so
 * the log is read again then).
 */
export type ListenForChanges = (handlers: { onNotify(payload: string): void; onListening(): void }) => Promise<StopListening>;

/** The channel the triggers notify (migration 0015). */
export const CONTENT_CHANNEL = "content_changed";

/**
 * How often the log is read without a notification: the safety net for a notification the
 * listener missed while reconnecting, not the way changes normally arrive.
 */
export const SAFETY_POLL_MS = 30_000;

/**
 * How long the notifications of other connections are gathered before the log is read for them: on
 * a sale day others commit dozens of times a second, and one read serves all that arrive meanwhile.
 */
export const GATHER_NOTIFICATIONS_MS = 50;

/** How old a logged change may get before it is deleted: far longer than any transaction runs. */
const KEEP_CHANGES = "1 hour";
const PRUNE_EVERY_MS = 10 * 60_000;

type LogRow = { horizon: string; id: string | null; tag: string | null; tx: string | null };

export function createContentVersion(
  db: Database,
  options: { listen?: ListenForChanges; onError?: (message: string, error: unknown) => void } = {},
): ContentVersion {
  const versions = new Map<string, number>();
  /**
   * The oldest transaction that may still commit a change: every change of an older one has been
   * read. Changes at or after it are read again on each pass (`applied` keeps them counted once).
   */
  let horizon: string | null = null;
  const applied = new Map<string, bigint>();
  let pass: Promise<void> | undefined;
  let queued: Promise<void> | undefined;
  let stopListening: StopListening | undefined;
  let timer: NodeJS.Timeout | undefined;
  let lastPrune = Date.now();
  let stopped = false;

  let total = 0;
  type Derived = {
    tag: string;
    from: string;
    read: () => Promise<string>;
    seen: number;
    value: string | undefined;
    /** For a tag read apart from the passes: at most this often, when its last read started, and whether one is due. */
    every?: number;
    lastRead: number;
    due?: NodeJS.Timeout | Promise<void>;
  };
  const derived: Derived[] = [];
  const bump = (tag: string) => {
    versions.set(tag, (versions.get(tag) ?? 0) + 1);
    total += 1;
  };
  // `*` as a change is a change to everything; as what a page shows, it is shown every change.
  const of = (tag: string) => (tag === "*" ? total : (versions.get(tag) ?? 0) + (versions.get("*") ?? 0));

  async function readLog(): Promise<void> {
    // The snapshot's xmin: every transaction older than it has committed or rolled back, so its
    // changes are all visible now; a younger one may commit later with a smaller id than rows
    // already read (ids are taken at insert, not at commit), so those are read again next time.
    const result = await db.execute(sql`
      with h as (select pg_snapshot_xmin(pg_current_snapshot()) as horizon)
      select h.horizon::text as horizon, c.id::text as id, c.tag, c.tx::text as tx
      from h left join content_changes c on c.tx >= coalesce(${horizon}::xid8, h.horizon)
      order by c.id`);
    const rows = (result as unknown as { rows: LogRow[] }).rows;
    const next = rows[0]?.horizon;
    if (next === undefined) return;
    for (const row of rows) {
      if (row.id === null || row.tag === null || row.tx === null || applied.has(row.id)) continue;
      applied.set(row.id, BigInt(row.tx));
      bump(row.tag);
    }
    horizon = next;
    const oldest = BigInt(next);
    for (const [id, tx] of applied) if (tx < oldest) applied.delete(id);
    await readDerived(false);
  }

  async function readDerived(always: boolean): Promise<void> {
    for (const tag of derived) {
      if (!always && of(tag.from) === tag.seen && tag.value !== undefined) continue;
      if (tag.every === undefined) await readOne(tag);
      else readApart(tag);
    }
  }

  async function readOne(tag: Derived): Promise<void> {
    tag.seen = of(tag.from);
    tag.lastRead = Date.now();
    const value = await tag.read().catch(() => undefined);
    if (value === undefined || value !== tag.value) bump(tag.tag);
    tag.value = value;
  }

  /** Reads `tag` soon, apart from any pass: at once if its last read is old enough, else when it is; one read due at a time. */
  function readApart(tag: Derived): void {
    if (tag.due !== undefined || stopped) return;
    const run = () => {
      tag.due = readOne(tag)
        .catch((error: unknown) => options.onError?.("Could not read what the pages show", error))
        .finally(() => {
          tag.due = undefined;
          // Something moved it while it was being read: read it again, no sooner than allowed.
          if (of(tag.from) !== tag.seen) readApart(tag);
        });
    };
    const wait = tag.lastRead + tag.every! - Date.now();
    if (wait <= 0) run();
    else {
      tag.due = setTimeout(run, wait);
      tag.due.unref();
    }
  }

  function sync(): Promise<void> {
    if (!pass) {
      pass = readLog().finally(() => {
        pass = undefined;
      });
      return pass;
    }
    // A pass already under way may have read the log before the caller's commit: wait for the next.
    queued ??= pass
      .catch(() => {})
      .then(() => {
        queued = undefined;
        return sync();
      });
    return queued;
  }

  /**
   * Whether the changes of transaction `tx` (a notification's payload) have all been read: it is
   * older than the horizon of the last read (everything older had finished and was read), or its
   * changes were read. Another instance's commit is read; this process's own write, read back before
   * it answered, is not read a second time.
   */
  const alreadyRead = (tx: string): boolean => {
    if (!/^\d+$/.test(tx)) return false;
    const id = BigInt(tx);
    if (horizon !== null && id < BigInt(horizon)) return true;
    for (const read of applied.values()) if (read === id) return true;
    return false;
  };

  let gathering: NodeJS.Timeout | undefined;
  /** Reads the log once for the notifications that arrive within GATHER_NOTIFICATIONS_MS of this one. */
  const gather = () => {
    if (gathering !== undefined || stopped) return;
    gathering = setTimeout(() => {
      gathering = undefined;
      void syncQuietly();
    }, GATHER_NOTIFICATIONS_MS);
    gathering.unref();
  };

  const syncQuietly = () =>
    sync().catch((error: unknown) => options.onError?.("Could not read the changes to the public content", error));

  async function prune() {
    if (Date.now() - lastPrune < PRUNE_EVERY_MS) return;
    lastPrune = Date.now();
    await db.execute(sql`delete from content_changes where changed_at < now() - ${KEEP_CHANGES}::interval`);
  }

  return {
    of,
    stamp: (tags) => tags.map(of),
    sync,
    catchUp: syncQuietly,
    valueOf: (tag) => derived.find((entry) => entry.tag === tag)?.value,
    keep<T>(tags: readonly string[], read: () => Promise<T>) {
      const kept: KeptAnswers = new LRUCache({ max: 1 });
      return () => keptAnswer(kept, "", tags.map(of).join(","), read);
    },
    derive(tag, from, read, { atMostEveryMs } = {}) {
      derived.push({ tag, from, read, seen: -1, value: undefined, lastRead: 0, ...(atMostEveryMs !== undefined && { every: atMostEveryMs }) });
    },
    async start() {
      await sync();
      if (options.listen) stopListening = await options.listen({ onNotify: (tx) => alreadyRead(tx) || gather(), onListening: () => void syncQuietly() });
      timer = setInterval(() => {
        void syncQuietly().then(() =>
          readDerived(true).catch((error: unknown) => options.onError?.("Could not read what the pages show", error)),
        );
        void prune().catch((error: unknown) => options.onError?.("Could not delete old content changes", error));
      }, SAFETY_POLL_MS);
      timer.unref();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      clearTimeout(gathering);
      for (const tag of derived) {
        if (tag.due instanceof Promise) await tag.due;
        else clearTimeout(tag.due);
      }
      await stopListening?.();
      stopListening = undefined;
      await pass?.catch(() => {});
      await queued?.catch(() => {});
    },
  };
}

type AsyncMethodKeys<T> = { [K in keyof T]: T[K] extends (...args: never[]) => Promise<unknown> ? K : never }[keyof T];

/**
 * The service with `methods` wrapped so that each one that succeeds reads the change log before it
 * returns: what changed is the database triggers' business (decision 024), and this list only makes
 * this process see its own writes at once, rather than when the notification arrives a moment later.
 * A method that throws changed nothing (its transaction rolled back).
 */
export function changesContent<T extends object, K extends AsyncMethodKeys<T>>(service: T, content: ContentVersion, methods: readonly K[]): T {
  const wrapped = { ...service };
  for (const name of methods) {
    const method = service[name] as (...args: unknown[]) => Promise<unknown>;
    (wrapped as Record<K, unknown>)[name] = async (...args: unknown[]) => {
      const result = await method.apply(service, args);
      await content.catchUp();
      return result;
    };
  }
  return wrapped;
}

type KeptAnswers = LRUCache<string, { stamp: string; answer: Promise<unknown> }>;

/**
 * The answer kept under `key` while it was read at `stamp` (the versions of what it shows), else a
 * new read, kept and shared by whoever asks while it runs; a read that throws is dropped.
 */
function keptAnswer<T>(kept: KeptAnswers, key: string, stamp: string, read: () => Promise<T>): Promise<T> {
  const entry = kept.get(key);
  if (entry?.stamp === stamp) return entry.answer as Promise<T>;
  const answer = read();
  kept.set(key, { stamp, answer });
  answer.catch(() => {
    if (kept.get(key)?.answer === answer) kept.delete(key);
  });
  return answer;
}

/** How one read method of a service is kept: the tags its answer shows, and its arguments as a key. */
export type ContentRead<A extends unknown[]> = { tags: (...args: A) => readonly string[]; key: (...args: A) => string };

type ReadMethodKeys<T> = { [K in keyof T]: T[K] extends (...args: never[]) => Promise<unknown> ? K : never }[keyof T];

/**
 * The service with `reads` answered from memory while the tags they show have not moved (decision
 * 048): a product's reviews or a pincode's delivery answer are read from the database once per change
 * instead of once per request, and requests that ask while a read is under way share it. A read that
 * throws is not kept. At most `max` answers per method, the least recently used dropped first, so a
 * flood of distinct arguments costs memory it gives back.
 */
export function readsContent<T extends object>(
  service: T,
  content: ContentVersion,
  reads: { [K in ReadMethodKeys<T>]?: T[K] extends (...args: infer A) => Promise<unknown> ? ContentRead<A> : never },
  max = 1000,
): T {
  const wrapped = { ...service };
  for (const [name, read] of Object.entries(reads) as [string, ContentRead<unknown[]>][]) {
    const method = (service as Record<string, (...args: unknown[]) => Promise<unknown>>)[name]!;
    const kept: KeptAnswers = new LRUCache({ max });
    (wrapped as Record<string, unknown>)[name] = (...args: unknown[]) =>
      keptAnswer(kept, read.key(...args), content.stamp(read.tags(...args)).join(","), () => method.apply(service, args));
  }
  return wrapped;
}
