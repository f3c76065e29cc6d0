import { Agent, type IncomingHttpHeaders, request as httpRequest } from "node:http";

export type Answer = { status: number; headers: IncomingHttpHeaders; text: string; json: <T = unknown>() => T };
export type Send = { json?: unknown; headers?: Record<string, string> };

/**
 * A customer of the cluster: its requests leave from a loopback address of its own (127.x.y.z; on
 * Linux the whole 127.0.0.0/8 is this machine), so nginx sees each customer at its own address and
 * the instances count rate limits per customer, as they would behind a real nginx. Requests sent
 * straight to an instance come from the same address, and keep-alive connections are reused.
 */
export class Customer {
  private readonly agent: Agent;
  private cookies = new Map<string, string>();

  constructor(readonly address: string) {
    this.agent = new Agent({ keepAlive: true, maxSockets: 16 });
  }

  /**
   * One request, sent again once when it went out on a kept-alive connection that the other end had
   * just closed, before any answer came: what a browser does (Chromium resends a request that met a
   * reused connection's close before any response header) and what Node documents for its agent
   * (`request.reusedSocket`). nginx closes its idle client connections when it reloads, and a request
   * sent at that moment was never read, so sending it again sends nothing twice.
   */
  async send(base: string, method: string, path: string, options: Send = {}): Promise<Answer> {
    try {
      return await this.sendOnce(base, method, path, options);
    } catch (error) {
      if (!(error instanceof ClosedBeforeAnswer)) throw error;
      return await this.sendOnce(base, method, path, options);
    }
  }

  private async sendOnce(base: string, method: string, path: string, options: Send): Promise<Answer> {
    const url = new URL(path, base);
    const body = options.json === undefined ? undefined : JSON.stringify(options.json);
    const headers: Record<string, string> = { accept: "application/json", ...options.headers };
    if (body !== undefined) headers["content-type"] = "application/json";
    if (this.cookies.size > 0 && headers.cookie === undefined) headers.cookie = this.cookieHeader();
    const answer = await new Promise<Answer>((resolve, reject) => {
      const outgoing = httpRequest(
        { host: url.hostname, port: url.port, path: url.pathname + url.search, method, headers, agent: this.agent, localAddress: this.address },
        (incoming) => {
          const chunks: Buffer[] = [];
          incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
          incoming.on("error", reject);
          incoming.on("end", () => {
            const text = Buffer.concat(chunks).toString("utf8");
            resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, text, json: <T>() => JSON.parse(text) as T });
          });
        },
      );
      outgoing.on("error", (error: NodeJS.ErrnoException) => {
        reject(outgoing.reusedSocket && error.code === "ECONNRESET" ? new ClosedBeforeAnswer(error) : error);
      });
      outgoing.end(body);
    });
    this.keepCookies(answer.headers["set-cookie"]);
    return answer;
  }

  get = (base: string, path: string, options?: Send) => this.send(base, "GET", path, options);
  post = (base: string, path: string, json: unknown, options?: Send) => this.send(base, "POST", path, { ...options, json });

  /** The Cookie header this customer sends now. */
  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  /** The cookies the site set, sent back on every later request to any instance, as a browser would. */
  private keepCookies(setCookie: string[] | undefined) {
    for (const line of setCookie ?? []) {
      const [pair = ""] = line.split(";");
      const at = pair.indexOf("=");
      if (at <= 0) continue;
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      if (value === "" || /max-age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  close() {
    this.agent.destroy();
  }
}

/** A kept-alive connection closed by the other end before any answer to the request sent on it. */
class ClosedBeforeAnswer extends Error {
  constructor(cause: Error) {
    super(`closed before an answer on a reused connection: ${cause.message}`, { cause });
  }
}

/** Hands out loopback addresses, a fresh second octet per run so two runs never share counters in Redis. */
export function customerAddresses(): () => string {
  const run = 2 + Math.floor(Math.random() * 250);
  let next = 0;
  return () => {
    next += 1;
    return `127.${run}.${Math.floor(next / 250) % 250}.${1 + (next % 250)}`;
  };
}

/** A contact form from `email`, as the site's form sends it. */
export const contact = (email: string) => ({ name: "Asha Rani", email, mobile: "9876543210", subject: "Dealership", message: "Do you have dealers in Rajpura?" });

/** A buyer's shipping details for create-order, from `email`. */
export const buyer = (email: string) => ({
  full_name: "Gurpreet Kaur",
  email,
  mobile: "9876501234",
  address: "House 7, Model Town",
  city: "Rajpura",
  state: "Punjab",
  pincode: "140401",
});
