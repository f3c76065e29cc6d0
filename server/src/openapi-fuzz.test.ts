import { createHmac } from "node:crypto";
import { indiaIsoDate } from "@urjavolt/contract/dates";
import { ErrorEnvelopeSchema } from "@urjavolt/contract/errors";
import fc from "fast-check";
import type { InjectOptions, RouteOptions } from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { products } from "./db/schema/catalogue.ts";
import { productRow } from "./test/factories.ts";
import { buildTestApp, signInAs } from "./test/helper.ts";

/**
 * A bounded fuzz of every operation of the API: no request, however hostile, may answer 5xx, and
 * every 4xx answers the error envelope (docs/api.md, Bad input). The operations are every route the app
 * registers under /api/v1 (seen as they are added, so routes left out of the public OpenAPI
 * document are fuzzed too), with the request schemas each declares; the document at /api/docs/json
 * must describe nothing the fuzz does not cover.
 *
 * Each operation gets, deterministically (seed below, or FUZZ_SEED to explore): its path ids
 * past 2^31, negative, fractional, non-numeric and control characters; each query and body field
 * of wrong types, empty, huge, with NUL and other control characters, numbers at and past 2^31,
 * negative and fractional; whole bodies that are null, arrays, scalars, malformed JSON, another
 * content type or a broken multipart form; unknown fields; and a few random JSON values from
 * fast-check per field. Staff routes run with a signed-in admin and CSRF token, and without.
 * A failure prints the operation and the exact request, so it can be sent again by hand.
 *
 * PGlite only: it is the same code on PostgreSQL, and the fuzz is about the code, not the driver.
 */

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_122);
const METHODS = new Set(["GET", "POST", "PUT", "PATCH", "DELETE"]);

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  default?: unknown;
};

type Operation = {
  method: string;
  url: string;
  admin: boolean;
  params: string[];
  query: Record<string, JsonSchema>;
  body: JsonSchema | undefined;
  multipart: boolean;
};

type Request = { method: string; url: string; headers: Record<string, string>; payload?: string | Buffer };

// ---- The app and its operations ----------------------------------------------------------------

const routes: RouteOptions[] = [];
const t = await buildTestApp("pglite", {
  seed: true,
  onRoute: (route) => void routes.push(route),
  // A product with stock enough for the largest order lines, so big totals reach the pricing code.
  setup: async (db) => {
    await db.insert(products).values(productRow({ id: 900_001, model: "UVT-FUZZ", pricePaise: 15_000_000, discountedPricePaise: 14_999_900, stock: 1_000_000 }));
  },
});
afterAll(() => t.close());

const FUZZ_PRODUCT_ID = 900_001;

function toJsonSchema(schema: unknown): JsonSchema | undefined {
  if (!(schema instanceof z.ZodType)) return undefined;
  return z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
}

function operationsOf(list: RouteOptions[]): Operation[] {
  const seen = new Set<string>();
  const operations: Operation[] = [];
  for (const route of list) {
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter((method) => METHODS.has(method));
    // The API's own not-found routes ("/api/v1/", "/api/v1/*") are no operation.
    if (!route.url.startsWith("/api/v1/") || route.url === "/api/v1/" || route.url.includes("*")) continue;
    for (const method of methods) {
      const key = `${method} ${route.url}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const schema = (route.schema ?? {}) as { body?: unknown; querystring?: unknown; consumes?: string[] };
      operations.push({
        method,
        url: route.url,
        admin: route.url.startsWith("/api/v1/admin/"),
        params: [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1]!),
        query: toJsonSchema(schema.querystring)?.properties ?? {},
        body: toJsonSchema(schema.body),
        multipart: schema.consumes?.includes("multipart/form-data") ?? false,
      });
    }
  }
  return operations.sort((a, b) => `${a.url} ${a.method}`.localeCompare(`${b.url} ${b.method}`));
}

const operations = operationsOf(routes);

// ---- Base values: a plausible request to mutate -------------------------------------------------

const today = indiaIsoDate();

/** A value that fits the field's name where the schema's type alone says too little. */
function byName(name: string): unknown {
  if (/e-?mail/i.test(name)) return "asha.rao@example.in";
  if (/pincode|pin_code/i.test(name)) return "140401";
  if (/mobile|phone/i.test(name)) return "9876543210";
  if (/date|^from$|^to$/i.test(name)) return today;
  if (/(^|_)at$|At$/.test(name)) return new Date().toISOString();
  if (/serial/i.test(name)) return "UV-DEMO-ACTIVE";
  if (/order_number/i.test(name)) return "UV-2026-000001";
  if (/password/i.test(name)) return "a long enough passphrase 42";
  if (/coupon_code|^code$/i.test(name)) return "FLAT1000";
  return undefined;
}

function sample(schema: JsonSchema | undefined, name = ""): unknown {
  if (!schema) return undefined;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum.find((value) => value !== "") ?? schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const choice = schema.anyOf ?? schema.oneOf;
  if (choice?.length) return sample(choice.find((option) => option.type !== "null") ?? choice[0], name);
  if (schema.allOf?.length) return Object.assign({}, ...schema.allOf.map((part) => sample(part, name)));
  const type = Array.isArray(schema.type) ? schema.type.find((kind) => kind !== "null") : schema.type;
  switch (type) {
    case "object":
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, value]) => [key, sample(value, key)]));
    case "array":
      return schema.items ? [sample(schema.items, name)] : [];
    case "integer":
    case "number":
      return schema.minimum !== undefined && schema.minimum > 1 ? schema.minimum : 1;
    case "boolean":
      return true;
    case "string": {
      const named = byName(name);
      if (named !== undefined) return named;
      if (schema.format === "date-time") return new Date().toISOString();
      if (schema.format === "email") return "asha.rao@example.in";
      return "Asha Rao".padEnd(schema.minLength ?? 0, "x");
    }
    default:
      return byName(name) ?? "Asha Rao";
  }
}

/** Bodies whose schema cannot show their shape (lines are checked by hand, for the spec's messages). */
const exampleBodies: Record<string, unknown> = {
  "POST /api/v1/placeOrderpayment/create-order": {
    full_name: "Asha Rao",
    email: "asha.rao@example.in",
    mobile: "9876543210",
    address: "House 12, Sector 43B",
    city: "Chandigarh",
    state: "Chandigarh",
    pincode: "160043",
    product_data: [{ product_id: FUZZ_PRODUCT_ID, product_name: "Test Inverter", quantity: 1, price: 149_999 }],
    coupon_code: null,
  },
  "POST /api/v1/validate-coupon": { coupon_code: "FLAT1000", subtotal: 149_999, product_data: [{ product_id: FUZZ_PRODUCT_ID, quantity: 1 }] },
  "POST /api/v1/payment/webhook": { event: "payment.captured", payload: { payment: { entity: { id: "pay_fuzz", order_id: "order_fuzz", status: "captured" } } } },
};

function baseBody(operation: Operation): unknown {
  return exampleBodies[`${operation.method} ${operation.url}`] ?? sample(operation.body);
}

// ---- Hostile values ------------------------------------------------------------------------------

const huge = "x".repeat(10_000);
/** Every field gets each of these in turn. */
const hostileValues: unknown[] = [
  null,
  true,
  0,
  -1,
  1.5,
  999,
  1000,
  2_147_483_647,
  2_147_483_648,
  -2_147_483_649,
  2 ** 53 + 2,
  1e308,
  "",
  "   ",
  huge,
  "Asha\u0000Rao",
  "\u0001\u001b[2J\u007f",
  "line\nbreak",
  "2147483648",
  "-1",
  "1e3",
  "\ud800",
  "<script>alert(1)</script>",
  "' OR 1=1 --",
  [],
  ["x"],
  {},
  { $ne: null },
];

/** Path ids and other path parameters. */
const hostileParams = ["2147483648", "99999999999999999999", "-1", "0", "1.5", "abc", "1e3", "%00", "a%0Ab", "%ZZ", "x".repeat(3000), "%E2%80%AE", "..%2F..%2Fetc"];
/** Query values, as text. */
const hostileQuery = ["", "%00", "%07", "2147483648", "-1", "1.5", "abc", "1e3", "x".repeat(3000), "%ZZ", "%E2%80%AE"];

/** A few random JSON values per field, the same ones every run for a seed. */
function randomValues(seed: number): unknown[] {
  return fc.sample(fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.string({ unit: "binary", maxLength: 40 }), fc.integer(), fc.double()), { seed, numRuns: 3 });
}

const BOUNDARY = "fuzzboundary";
/** Whole bodies that are not what the route takes. */
const hostileBodies: { contentType: string | undefined; payload: string | Buffer; label: string }[] = [
  { label: "JSON null", contentType: "application/json", payload: "null" },
  { label: "JSON array", contentType: "application/json", payload: "[]" },
  { label: "JSON string", contentType: "application/json", payload: '"x"' },
  { label: "JSON number", contentType: "application/json", payload: "2147483648" },
  { label: "JSON true", contentType: "application/json", payload: "true" },
  { label: "empty object", contentType: "application/json", payload: "{}" },
  { label: "empty body", contentType: "application/json", payload: "" },
  { label: "malformed JSON", contentType: "application/json", payload: '{"name":' },
  { label: "JSON with a NUL escape", contentType: "application/json", payload: '{"name":"Asha\\u0000Rao"}' },
  { label: "invalid UTF-8", contentType: "application/json", payload: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]) },
  { label: "deep nesting", contentType: "application/json", payload: `${"[".repeat(5000)}${"]".repeat(5000)}` },
  { label: "over the body limit", contentType: "application/json", payload: `{"name":"${"x".repeat(1_100_000)}"}` },
  { label: "plain text", contentType: "text/plain", payload: "x" },
  { label: "url-encoded form", contentType: "application/x-www-form-urlencoded", payload: "name=Asha%00Rao" },
  { label: "XML", contentType: "application/xml", payload: "<a/>" },
  { label: "no content type", contentType: undefined, payload: "x" },
  { label: "multipart: x", contentType: `multipart/form-data; boundary=${BOUNDARY}`, payload: "x" },
  { label: "multipart: no boundary", contentType: "multipart/form-data", payload: "x" },
  { label: "multipart: cut off", contentType: `multipart/form-data; boundary=${BOUNDARY}`, payload: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="name"\r\n\r\nAsha` },
  {
    label: "multipart: a file where text belongs",
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    payload: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="name"; filename="a.exe"\r\nContent-Type: application/octet-stream\r\n\r\nMZ\r\n--${BOUNDARY}--\r\n`,
  },
  {
    label: "multipart: a NUL in a field",
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    payload: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="name"\r\n\r\nAsha\u0000Rao\r\n--${BOUNDARY}--\r\n`,
  },
];

/** Replaces the value at a path (keys and array indexes) in a copy of `value`. */
function withValue(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>;
  copy[head!] = withValue((value as Record<string | number, unknown>)?.[head!], rest, replacement);
  return copy;
}

/** Every leaf path of a plausible body: the fields to mutate, nested ones included. */
function leafPaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return value.length === 0 ? [path] : [path, ...value.flatMap((item, index) => leafPaths(item, [...path, index]))];
  if (typeof value === "object" && value !== null) {
    const entries = Object.entries(value);
    return entries.length === 0 ? [path] : [...(path.length > 0 ? [path] : []), ...entries.flatMap(([key, item]) => leafPaths(item, [...path, key]))];
  }
  return [path];
}

// ---- Requests ------------------------------------------------------------------------------------

function pathWith(operation: Operation, values: Record<string, string> = {}): string {
  return operation.url.replace(/:(\w+)/g, (_, name: string) => values[name] ?? "1");
}

function queryString(entries: [string, string][]): string {
  return entries.length === 0 ? "" : `?${entries.map(([key, value]) => `${encodeURIComponent(key)}=${value}`).join("&")}`;
}

function baseQuery(operation: Operation): [string, string][] {
  return Object.entries(operation.query).map(([key, schema]) => [key, encodeURIComponent(String(sample(schema, key) ?? "1"))]);
}

function* requestsOf(operation: Operation): Generator<Request> {
  const hasBody = operation.method !== "GET" && operation.method !== "DELETE";
  const body = hasBody ? baseBody(operation) : undefined;
  const json = (payload: unknown, url = pathWith(operation) + queryString(baseQuery(operation))): Request => ({
    method: operation.method,
    url,
    headers: { "content-type": "application/json" },
    payload: JSON.stringify(payload),
  });
  const plain = (url: string): Request => (hasBody ? json(body, url) : { method: operation.method, url, headers: {} });

  yield plain(pathWith(operation) + queryString(baseQuery(operation)));
  for (const name of operation.params) {
    for (const value of hostileParams) yield plain(pathWith(operation, { [name]: value }) + queryString(baseQuery(operation)));
  }
  const query = baseQuery(operation);
  for (const [index, [key]] of query.entries()) {
    for (const value of hostileQuery) {
      const entries = query.map((entry, at): [string, string] => (at === index ? [key, value] : entry));
      yield plain(pathWith(operation) + queryString(entries));
    }
    yield plain(pathWith(operation) + queryString([...query, [key, "2"], [key, "x"]]));
  }
  yield plain(pathWith(operation) + queryString([...query, ["unknown", "1"], ["a%00", "b"]]));
  if (!hasBody) return;

  for (const hostile of hostileBodies) {
    yield { method: operation.method, url: pathWith(operation), headers: hostile.contentType ? { "content-type": hostile.contentType } : {}, payload: hostile.payload };
  }
  if (operation.multipart && !exampleBodies[`${operation.method} ${operation.url}`]) return;
  if (typeof body === "object" && body !== null && !Array.isArray(body)) {
    yield json({ ...body, unknown_field: "x" });
    yield json([body]);
  }
  for (const [pathIndex, path] of leafPaths(body).entries()) {
    if (path.length === 0) continue;
    for (const value of [...hostileValues, ...randomValues(SEED + pathIndex)]) yield json(withValue(body, path, value));
    yield json(withValue(body, path, undefined));
  }
}

/** The webhook's signature is over the exact bytes: sign every body, so the fuzz reaches past the check. */
function signWebhook(request: Request, sequence: number): Request {
  if (!request.url.startsWith("/api/v1/payment/webhook") || request.payload === undefined) return request;
  const secret = t.config.payments.webhookSecret ?? "";
  return {
    ...request,
    headers: {
      ...request.headers,
      "x-razorpay-signature": createHmac("sha256", secret).update(request.payload).digest("hex"),
      "x-razorpay-event-id": `evt_fuzz_${sequence}`,
    },
  };
}

/** A request in a form that can be sent again by hand. */
function describeRequest(request: Request): string {
  const payload = request.payload === undefined ? "" : Buffer.isBuffer(request.payload) ? ` body(hex)=${request.payload.toString("hex")}` : ` body=${JSON.stringify(request.payload.length > 300 ? `${request.payload.slice(0, 300)}… (${request.payload.length} characters)` : request.payload)}`;
  return `${request.method} ${request.url.length > 300 ? `${request.url.slice(0, 300)}…` : request.url} headers=${JSON.stringify(request.headers)}${payload}`;
}

let sent = 0;
async function send(request: Request, auth: Record<string, string> | undefined): Promise<string | undefined> {
  sent += 1;
  const signed = signWebhook(request, sent);
  const options: InjectOptions = {
    method: signed.method as InjectOptions["method"],
    url: signed.url,
    headers: { ...signed.headers, ...auth },
    payload: signed.payload,
    // A new address per request: the forms' rate limits (20 a minute) must not hide what is behind them.
    remoteAddress: `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}`,
  };
  const response = await t.app.inject(options);
  const problem =
    response.statusCode >= 500
      ? `answered ${response.statusCode}`
      : response.statusCode >= 400 && !(/^application\/json/.test(String(response.headers["content-type"])) && ErrorEnvelopeSchema.safeParse(safeJson(response.body)).success)
        ? `answered ${response.statusCode} without the error envelope: ${response.body.slice(0, 200)}`
        : undefined;
  return problem && `${problem}\n    ${describeRequest({ ...signed, headers: { ...signed.headers, ...(auth && { cookie: "<admin session>", "x-csrf-token": "<its token>" }) } })}`;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

// ---- The tests -----------------------------------------------------------------------------------

describe("the OpenAPI fuzz", () => {
  it("covers every operation the OpenAPI document describes, staff ones included", async () => {
    const document = (await t.app.inject({ url: "/api/docs/json" })).json() as { paths: Record<string, Record<string, unknown>> };
    const fuzzed = new Set(operations.map((operation) => `${operation.method} ${operation.url.replace(/:(\w+)/g, "{$1}")}`));
    const documented = Object.entries(document.paths).flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`));
    expect(documented.filter((operation) => !fuzzed.has(operation))).toEqual([]);
    expect(operations.filter((operation) => operation.admin).length).toBeGreaterThan(40);
    expect(operations.length).toBeGreaterThan(80);
  });

  it.each(operations.map((operation) => [`${operation.method} ${operation.url}`, operation] as const))("%s answers no 5xx, and the envelope for every 4xx", async (_, operation) => {
    const failures: string[] = [];
    const before = sent;
    const admin = operation.admin ? await signInAs(t.app, "admin") : undefined;
    for (const request of requestsOf(operation)) {
      const problem = await send(request, admin?.headers);
      if (problem) failures.push(problem);
    }
    // Without a session a staff route answers 401 in the envelope, whatever it is sent.
    if (operation.admin) {
      for (const request of [...requestsOf(operation)].slice(0, 20)) {
        const problem = await send(request, undefined);
        if (problem) failures.push(problem);
      }
    }
    expect(sent - before).toBeGreaterThan(0);
    expect(failures, `${failures.length} of ${sent - before} requests to ${operation.method} ${operation.url} (seed ${SEED}):\n  ${failures.slice(0, 10).join("\n  ")}`).toEqual([]);
  });

  it("sent a bounded number of requests", () => {
    // The count is printed for the record (docs/api.md: about 10,000 requests, in seconds on 2 cores).
    console.log(`OpenAPI fuzz: ${sent} requests over ${operations.length} operations, seed ${SEED}`);
    expect(sent).toBeLessThan(30_000);
  });
});
