import { type MockInstance, vi } from "vitest";

/** One call the page made to the API, as the fake received it. */
export type ApiCall = {
  method: string;
  /** The path after /api/v1/, without the query string: "payment/create-order". */
  path: string;
  query: URLSearchParams;
  /** The JSON body, parsed; undefined when there is none. */
  body: unknown;
  headers: Record<string, string>;
  credentials: RequestCredentials | undefined;
};

/**
 * What the fake answers: a JSON body with its status and headers (200 by default), a Response as it
 * is, or an Error, which the page sees as a network failure (the request never got an answer).
 */
export type ApiAnswer = { status?: number; body?: unknown; headers?: Record<string, string> } | Response | Error;
export type ApiHandler = (call: ApiCall) => ApiAnswer | Promise<ApiAnswer>;

/**
 * Routes keyed "METHOD path" or "path" (any method), where the path is the one after /api/v1/ and
 * may end in "*" to match everything below it: "POST payment/create-order", "GET ReviewData/*".
 */
export type ApiRoutes = Record<string, ApiHandler | ApiAnswer>;

export type FakeApi = {
  /** Every call, in order. */
  calls: ApiCall[];
  /** The calls to one route key's method and path. */
  callsTo(route: string): ApiCall[];
  fetch: MockInstance<typeof fetch>;
};

/**
 * The one stand-in for the API in the browser's tests: `fetch` answers from `routes`, anything else
 * is the API's own JSON 404, and every call is recorded. Undone by `vi.restoreAllMocks()`.
 */
export function fakeApi(routes: ApiRoutes): FakeApi {
  const calls: ApiCall[] = [];
  const spy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const call = toCall(input, init);
    calls.push(call);
    const route = Object.keys(routes).find((key) => matches(key, call));
    const handler = route === undefined ? { status: 404, body: { message: "Not found" } } : routes[route]!;
    const answer = typeof handler === "function" ? await handler(call) : handler;
    if (answer instanceof Error) throw answer;
    if (answer instanceof Response) return answer.clone();
    return json(answer.status ?? 200, answer.body, answer.headers);
  });
  return { calls, callsTo: (route) => calls.filter((call) => matches(route, call)), fetch: spy };
}

/** A JSON answer as the API sends it. */
export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { "content-type": "application/json", ...headers } });
}

function toCall(input: RequestInfo | URL, init: RequestInit | undefined): ApiCall {
  const url = new URL(input instanceof Request ? input.url : String(input), "http://localhost");
  const text = typeof init?.body === "string" ? init.body : undefined;
  let body: unknown = init?.body ?? undefined;
  if (text !== undefined) {
    try {
      body = JSON.parse(text) as unknown;
    } catch {
      body = text;
    }
  }
  return {
    method: (init?.method ?? "GET").toUpperCase(),
    path: url.pathname.replace(/^\/api\/v1\//, ""),
    query: url.searchParams,
    body,
    headers: Object.fromEntries(new Headers(init?.headers).entries()),
    credentials: init?.credentials,
  };
}

function matches(route: string, call: ApiCall): boolean {
  const [method, path] = route.includes(" ") ? (route.split(" ", 2) as [string, string]) : [undefined, route];
  if (method && method.toUpperCase() !== call.method) return false;
  return path.endsWith("*") ? call.path.startsWith(path.slice(0, -1)) : call.path === path;
}
