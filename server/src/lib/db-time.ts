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

type Queryable = { query: (...args: never[]) => unknown };

/**
 * Makes `client.query` add its time to the work it runs for (node-postgres's client and pool
 * clients, PGlite). Only promise-returning calls are timed; a callback call goes through as it is.
 */
export function timeQueries(client: Queryable): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    const spent = measuring.getStore();
    const answer = query(...args);
    if (!spent || !(answer instanceof Promise)) return answer;
    const started = performance.now();
    const add = () => {
      spent.ms += performance.now() - started;
    };
    answer.then(add, add);
    return answer;
  };
}
