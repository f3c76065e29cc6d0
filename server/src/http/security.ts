import { createHash, randomBytes } from "node:crypto";
import type { ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import helmet from "helmet";

type Directives = Record<string, string[]>;

/**
 * The Content-Security-Policy the site really satisfies: scripts from this origin, map tiles from
 * OpenStreetMap, API calls to this origin; and for the payment pages, Razorpay's checkout.js with
 * the frames and calls it makes. Style attributes (React's `style={...}`) are allowed; in
 * development Vite injects <style> elements, so inline styles are allowed there.
 */
function directives({ development }: { development: boolean }): Directives {
  return {
    "default-src": ["'self'"],
    "base-uri": ["'self'"],
    // Razorpay's checkout.js is loaded on demand by the checkout and payment pages.
    "script-src": ["'self'", "https://checkout.razorpay.com"],
    "script-src-attr": ["'none'"],
    "style-src": development ? ["'self'", "'unsafe-inline'"] : ["'self'"],
    "style-src-attr": ["'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:", "https://*.tile.openstreetmap.org"],
    "font-src": ["'self'", "data:"],
    "connect-src": ["'self'", "https://api.razorpay.com", "https://lumberjack.razorpay.com"],
    // The Razorpay checkout widget runs in frames from these origins.
    "frame-src": ["https://api.razorpay.com", "https://checkout.razorpay.com"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'self'"],
    "object-src": ["'none'"],
    "manifest-src": ["'self'"],
    "worker-src": ["'self'", "blob:"],
  };
}

const serialize = (policy: Directives) =>
  Object.entries(policy)
    .map(([name, sources]) => `${name} ${sources.join(" ")}`)
    .join(";");

/** What an API answer (JSON, a PDF, an image) may do if a browser ever opens it as a page: nothing. */
const API_POLICY = "default-src 'none';frame-ancestors 'none'";
/**
 * Headers that only mean something for a document a browser shows: API answers leave them out
 * (their policy's frame-ancestors 'none' already refuses framing), a few hundred bytes fewer on
 * every answer of the busiest routes.
 */
const DOCUMENT_ONLY = new Set(["origin-agent-cluster", "x-dns-prefetch-control", "x-download-options", "x-frame-options", "x-permitted-cross-domain-policies", "x-xss-protection"]);

/**
 * Which powerful browser features a page may use (Permissions-Policy). Nothing on the site uses a
 * camera, microphone, location (the store locator searches by pincode or city, and the maps draw
 * tiles, which needs no permission), sensors or devices, so they are denied to the page and to any
 * frame in it. `payment` stays with this origin and Razorpay's checkout frames (the frame-src
 * above), which may use the Payment Request API for cards and UPI. Features not named keep the
 * browser's default (this origin only), e.g. fullscreen, clipboard and Web Share for the product
 * card's share button, and Razorpay's one-time-password autofill when its frame asks for it.
 */
const PAGE_PERMISSIONS = [
  "accelerometer=()",
  "autoplay=(self)",
  "browsing-topics=()",
  "camera=()",
  "display-capture=()",
  "geolocation=()",
  "gyroscope=()",
  "hid=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  'payment=(self "https://api.razorpay.com" "https://checkout.razorpay.com")',
  "screen-wake-lock=()",
  "serial=()",
  "usb=()",
  "xr-spatial-tracking=()",
].join(", ");
/** An API answer opened as a page needs no feature at all, payment included. */
const API_PERMISSIONS = PAGE_PERMISSIONS.replace(/payment=\([^)]*\)/, "payment=()").replace("autoplay=(self)", "autoplay=()");

/**
 * Helmet's headers, worked out once: @fastify/helmet would build helmet's middleware again for
 * every request, and the same dozen headers do not need recomputing tens of thousands of times a
 * second. Pages replace the policy with one naming their inline scripts (pagePolicy); API answers
 * get the strict API_POLICY, shorter on every response of the busiest routes.
 */
export function securityHeaders({ development }: { development: boolean }): { site: [string, string][]; api: [string, string][] } {
  const site: [string, string][] = [];
  const recorder = { setHeader: (name: string, value: string) => site.push([name.toLowerCase(), String(value)]), removeHeader: () => {} };
  helmet({
    contentSecurityPolicy: { useDefaults: false, directives: directives({ development }) },
    // Cross-origin map tiles are plain images; nothing here needs cross-origin isolation.
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  })({} as never, recorder as unknown as ServerResponse, () => {});
  site.push(["permissions-policy", PAGE_PERMISSIONS]);
  const api = site
    .filter(([name]) => !DOCUMENT_ONLY.has(name))
    .map(([name, value]): [string, string] => [
      name,
      name === "content-security-policy" ? API_POLICY : name === "permissions-policy" ? API_PERMISSIONS : value,
    ]);
  return { site, api };
}

/** Sends the security headers on every response: the API's under /api/ (but its HTML docs), the site's elsewhere. */
export function registerSecurityHeaders(app: FastifyInstance, options: { development: boolean }) {
  const headers = securityHeaders(options);
  app.addHook("onRequest", (request, reply, done) => {
    const api = request.url.startsWith("/api/") && !request.url.startsWith("/api/docs");
    for (const [name, value] of api ? headers.api : headers.site) reply.header(name, value);
    done();
  });
}

const INLINE_ELEMENT = /<(script|style)\b([^>]*)>([\s\S]*?)<\/\1>/gi;
const hashSource = (content: string) => `'sha256-${createHash("sha256").update(content, "utf8").digest("base64")}'`;

/**
 * A new mark for one render (decision 025): the server's rendering puts it, as a `nonce`
 * attribute, on each inline script the app itself writes (React Router's hydration data and module
 * script, the scroll restoration, the tap holder and browser settings in root.tsx, React's own);
 * random per render, so no text a visitor stored (a review, a post) can carry it.
 */
export const newScriptMark = () => randomBytes(18).toString("base64url");

/**
 * A page's policy: the site's, plus the SHA-256 of each inline <script> the app wrote (those
 * carrying this render's `mark`) and of each inline <style>, so exactly the app's scripts run and
 * nothing injected does, even a script that reached the HTML raw. Hashes rather than a nonce: the
 * same page can then be cached and sent to many visitors, by this server or a CDN, without reusing
 * a nonce; `withoutScriptMark` takes the mark out before the page goes out. Without a mark
 * (development, where Vite adds scripts of its own) every inline script is allowed, as before.
 */
export function pagePolicy(html: string, { development, mark }: { development: boolean; mark?: string | undefined }): string {
  const policy = directives({ development });
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const marked = mark === undefined ? undefined : ` nonce="${mark}"`;
  for (const [, tag, attributes, content] of html.matchAll(INLINE_ELEMENT)) {
    if (/\bsrc\s*=/i.test(attributes!)) continue;
    if (tag!.toLowerCase() === "script") {
      if (marked === undefined || attributes!.includes(marked)) scripts.add(hashSource(content!));
    } else {
      styles.add(hashSource(content!));
    }
  }
  policy["script-src"] = [...policy["script-src"]!, ...scripts];
  if (!development) policy["style-src"] = [...policy["style-src"]!, ...styles];
  return serialize(policy);
}

/** The page as it goes out: this render's mark taken off the app's scripts (their hashes allow them). */
export const withoutScriptMark = (html: string, mark: string) => html.replaceAll(` nonce="${mark}"`, "");
