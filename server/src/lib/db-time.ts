import { AsyncLocalStorage } from "node:async_hooks";

/**
 * How long the database took for one piece of work (a page's render), for its Server-Timing
 * header: the connections' queries add their time to the piece of work they run for, followed
 * through `await` by AsyncLocalStorage. Queries run for nothing measured cost nothing here.
 */
const measuring = new AsyncLocalStorage<{ ms: number }>();

/** Runs `work`, answering its result and the milliseconds its database queries took (overlapping queries add up). */
export async function withDatabaseTime<T>(work: () => Promise<T>): Promise<{ result: T; databaseMs: number }> {
  const spent = { ms: 0 };
  const result = await measuring.run(spent, work);
  return { result, databaseMs: spent.ms };
}

type Queryable = { query: (...args: never[]) => unknown; transaction?: (...args: never[]) => unknown };

/**
 * Makes `client.query` add its time to the work it runs for (node-postgres's pool and its clients,
 * PGlite and the transactions it hands out, whose `query` is their own). Only promise-returning
 * calls are timed; a callback call goes through as it is.
 */
export function timeQueries(client: Queryable): void {
  if (typeof client.transaction === "function") {
    const transaction = client.transaction.bind(client) as (callback: (tx: Queryable) => unknown, ...rest: unknown[]) => unknown;
    (client as unknown as { transaction: (...args: unknown[]) => unknown }).transaction = (callback: unknown, ...rest: unknown[]) =>
      transaction((tx) => {
        timeQueries(tx);
        return (callback as (tx: Queryable) => unknown)(tx);
      }, ...rest);
  }
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    const spent = measuring.getStore();
    // Taken before the call: PGlite does much of a query's work before it returns the promise.
    const started = performance.now();
    const answer = query(...args);
    if (!spent || !(answer instanceof Promise)) return answer;
    const add = () => {
      spent.ms += performance.now() - started;
    };
    answer.then(add, add);
    return answer;
  };
}
