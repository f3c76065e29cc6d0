import type { AddressInfo } from "node:net";
import Fastify from "fastify";

/** What the fake gateway was sent: the path, the key header and the JSON body. */
export type GatewayRequest = { path: string; key: string | undefined; body: Record<string, unknown> };

/**
 * A local SMS and WhatsApp gateway on a free port, at the HTTP boundary (decision 030): it takes
 * `POST /sms` and `POST /whatsapp` with the key in `authorization: Bearer <key>` (401 otherwise),
 * keeps every request it takes, and answers 200 with a message id, or the next failures queued with
 * `failNext`. `env()` is the configuration that points the server at it.
 */
export async function startFakeTextGateway(apiKey = "fake-gateway-key-0001") {
  const app = Fastify();
  const received: GatewayRequest[] = [];
  const failures: number[] = [];
  let attempts = 0;

  app.post<{ Params: { channel: string }; Body: Record<string, unknown> }>("/:channel", async (request, reply) => {
    attempts += 1;
    const key = request.headers.authorization;
    if (key !== `Bearer ${apiKey}`) return reply.status(401).send({ status: "error", message: "Invalid API key" });
    const failure = failures.shift();
    if (failure !== undefined) return reply.status(failure).send({ status: "error", message: `Gateway busy (${failure})` });
    received.push({ path: request.url, key, body: request.body });
    return { status: "success", id: `msg-${received.length}` };
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

  return {
    received,
    /** Every request that reached the gateway, taken or not. */
    get attempts() {
      return attempts;
    },
    url,
    /** The next `count` requests answer `status` (503: the gateway is down for a while). */
    failNext(count: number, status = 503) {
      for (let i = 0; i < count; i += 1) failures.push(status);
    },
    /** The settings that send both channels through this gateway, each event under an ID of its own. */
    env(events: readonly string[]): Record<string, string> {
      return {
        SMS_API_URL: `${url}/sms`,
        SMS_API_KEY: apiKey,
        SMS_SENDER_ID: "URJAVT",
        SMS_DLT_ENTITY_ID: "1201160000000000001",
        SMS_DLT_TEMPLATE_IDS: events.map((event, index) => `${event}=12071600000000000${String(index + 10)}`).join(","),
        WHATSAPP_API_URL: `${url}/whatsapp`,
        WHATSAPP_API_KEY: apiKey,
        WHATSAPP_TEMPLATE_NAMES: events.map((event) => `${event}=${event.replace(/-/g, "_")}_v1`).join(","),
      };
    },
    close: () => app.close(),
  };
}

export type FakeTextGateway = Awaited<ReturnType<typeof startFakeTextGateway>>;
