import { signConfirmationToken, signServiceRequestToken, signTrackingToken } from "../lib/signed-links.ts";
import { pino } from "pino";
import { describe, expect, it } from "vitest";
import { routesOf, testDatabaseKinds, useTestApp } from "../test/helper.ts";
import { loggableUrl } from "./request-log.ts";

const SECRET = "request-log-test-secret-0123456789";

/**
 * The request log names the route of a signed link, never its token (decision 036): a token opens an
 * order (and its tax invoice) or a service request, and logs are shipped, kept and read by more
 * people than the customer. The app's own logger is read here as it writes.
 */
describe.each(testDatabaseKinds)("the request log on %s", (kind) => {
  const lines: Array<Record<string, unknown>> = [];
  const logger = pino({ level: "info" }, { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) });
  const t = useTestApp(kind, { site: true, seed: true, logger, env: { TRACKING_SECRET: SECRET } });

  const order = signTrackingToken("UV-2026-000123", SECRET);
  const fresh = signTrackingToken("UV-2026-000124", SECRET, new Date(Date.now() + 3_600_000));
  const ticket = signServiceRequestToken("CMP-2026-000123", SECRET);
  const orderConfirmation = signConfirmationToken("order", "UV-2026-000123", SECRET, new Date());
  const paymentConfirmation = signConfirmationToken("payment", "RCPT-2026-000009", SECRET, new Date());
  const secrets = [order, fresh, ticket, orderConfirmation, paymentConfirmation];

  /** What the log says of one request: the URLs it logged, and every line as text. */
  let address = 0;
  async function logOf(method: "GET" | "POST", url: string) {
    lines.length = 0;
    const response = await t.app.inject({ method, url, remoteAddress: `203.0.113.${(address += 1)}`, ...(method === "POST" && { payload: {} }) });
    const mine = lines.filter((line) => line.reqId === response.headers["x-request-id"]);
    expect(mine.length, url).toBeGreaterThan(0);
    return { urls: mine.flatMap((line) => ((line.req as { url?: string } | undefined)?.url ? [(line.req as { url: string }).url] : [])), text: JSON.stringify(mine) };
  }

  function expectNoToken(text: string, url: string) {
    for (const token of secrets) {
      expect(text, url).not.toContain(token);
      // Not even the signature, which is what makes a token open anything.
      expect(text, url).not.toContain(token.split(".")[1]);
    }
  }

  it("logs a tracking link's route and not its token, for the API and the pages", async () => {
    const cases: Array<["GET" | "POST", string, string]> = [
      ["GET", `/api/v1/track-order/${order}`, "/api/v1/track-order/:token"],
      ["GET", `/api/v1/track-order/${fresh}/invoice`, "/api/v1/track-order/:token/invoice"],
      ["GET", `/api/v1/track-order/${order}/credit-notes/CN-2026-000001`, "/api/v1/track-order/:token/credit-notes/:number"],
      ["GET", `/track-order?token=${order}`, "/track-order?token=:token"],
      ["GET", `/track-order.data?token=${encodeURIComponent(fresh)}&_routes=routes%2Ftrack-order`, "/track-order.data?token=:token&_routes=routes%2Ftrack-order"],
      ["GET", `/api/v1/track-request/${ticket}`, "/api/v1/track-request/:token"],
      ["POST", `/api/v1/track-request/${ticket}/messages`, "/api/v1/track-request/:token/messages"],
      ["POST", `/api/v1/track-request/${ticket}/answer`, "/api/v1/track-request/:token/answer"],
      ["GET", `/api/v1/track-request/${ticket}/photos/7`, "/api/v1/track-request/:token/photos/:eventId"],
      ["GET", `/track-request/${ticket}`, "/track-request/:token"],
      ["GET", `/track-request/${ticket}.data`, "/track-request/:token.data"],
      ["GET", `/api/v1/order-confirmation/${orderConfirmation}`, "/api/v1/order-confirmation/:token"],
      ["GET", `/order-confirmation/${orderConfirmation}`, "/order-confirmation/:token"],
      ["GET", `/api/v1/payment-confirmation/${paymentConfirmation}`, "/api/v1/payment-confirmation/:token"],
      ["GET", `/payment-confirmation/${paymentConfirmation}`, "/payment-confirmation/:token"],
    ];
    for (const [method, url, route] of cases) {
      const { urls, text } = await logOf(method, url);
      expect(urls, url).toEqual([route]);
      expectNoToken(text, url);
    }
    // Everything else is logged as it came.
    expect((await logOf("GET", "/api/v1/getwarranty/UV-DEMO-ACTIVE")).urls).toEqual(["/api/v1/getwarranty/UV-DEMO-ACTIVE"]);
    expect((await logOf("GET", "/track-request")).urls).toEqual(["/track-request"]);
  });

  it("leaves the token of every route that takes one out of the log, a route added later included", async () => {
    const tokenRoutes = routesOf(t.app).filter((route) => route.url.includes(":token") && route.method !== "HEAD");
    expect(tokenRoutes.length).toBeGreaterThanOrEqual(10);
    for (const route of tokenRoutes) {
      const url = route.url.replace(":token", ticket).replace(/:\w+/g, "1");
      const { urls, text } = await logOf(route.method as "GET" | "POST", url);
      expect(urls, url).toEqual([route.url]);
      expectNoToken(text, url);
    }
  });
});

describe("a logged URL", () => {
  it("keeps the route of a link whose token is in the path or the query, and nothing of the token", () => {
    expect(loggableUrl("/track-request/abc.def?x=1")).toBe("/track-request/:token?x=1");
    expect(loggableUrl("/order-confirmation/abc.def.data?_routes=a")).toBe("/order-confirmation/:token.data?_routes=a");
    expect(loggableUrl("/track-order?ref=mail&token=abc.def&x=2")).toBe("/track-order?ref=mail&token=:token&x=2");
    expect(loggableUrl("/api/v1/track-order/abc.def/credit-notes/CN-1", "/api/v1/track-order/:token/credit-notes/:number")).toBe("/api/v1/track-order/:token/credit-notes/:number");
    expect(loggableUrl("/shop-online?category=inverters")).toBe("/shop-online?category=inverters");
    expect(loggableUrl("/track-order")).toBe("/track-order");
  });
});
