/**
 * The version of what the public pages show: the catalogue (prices, stock, ratings), offers and
 * shop slides, blog posts, stores, deliverable pincodes, reviews and the shopper counter. Caches
 * built from that content (the catalogue snapshot, the page cache) are keyed on `current`, so a
 * write in this process is seen by the very next read. Another instance's writes reach this one's
 * caches when they next check the database (the catalogue, at most a second later) or expire (pages).
 */
export type ContentVersion = {
  readonly current: number;
  changed(): void;
};

export function createContentVersion(): ContentVersion {
  let current = 0;
  return {
    get current() {
      return current;
    },
    changed() {
      current += 1;
    },
  };
}

type AsyncMethodKeys<T> = { [K in keyof T]: T[K] extends (...args: never[]) => Promise<unknown> ? K : never }[keyof T];

/**
 * The service with `methods` wrapped so that each one that succeeds marks the content changed:
 * the list of what writes public content stays in one place (services.ts) and no write through
 * these methods can forget it. A method that throws changed nothing (its transaction rolled back).
 */
export function changesContent<T extends object, K extends AsyncMethodKeys<T>>(service: T, content: ContentVersion, methods: readonly K[]): T {
  const wrapped = { ...service };
  for (const name of methods) {
    const method = service[name] as (...args: unknown[]) => Promise<unknown>;
    (wrapped as Record<K, unknown>)[name] = async (...args: unknown[]) => {
      const result = await method.apply(service, args);
      content.changed();
      return result;
    };
  }
  return wrapped;
}
