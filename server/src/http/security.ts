import { createHash } from "node:crypto";
import type { FastifyHelmetOptions } from "@fastify/helmet";

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

/** Helmet's headers, with the policy above for every response that is not a page (pages add their scripts' hashes). */
export function helmetOptions({ development }: { development: boolean }): FastifyHelmetOptions {
  return {
    contentSecurityPolicy: { useDefaults: false, directives: directives({ development }) },
    // Cross-origin map tiles are plain images; nothing here needs cross-origin isolation.
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  };
}

const INLINE_ELEMENT = /<(script|style)\b([^>]*)>([\s\S]*?)<\/\1>/gi;
const hashSource = (content: string) => `'sha256-${createHash("sha256").update(content, "utf8").digest("base64")}'`;

/**
 * A page's policy: the site's, plus the SHA-256 of each inline <script> and <style> the page
 * itself carries (React Router's hydration data and module script, the scroll restoration), so
 * exactly those run and nothing injected does. Hashes rather than a nonce: the same page can then
 * be cached and sent to many visitors, by this server or a CDN, without reusing a nonce.
 */
export function pagePolicy(html: string, { development }: { development: boolean }): string {
  const policy = directives({ development });
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const [, tag, attributes, content] of html.matchAll(INLINE_ELEMENT)) {
    if (/\bsrc\s*=/i.test(attributes!)) continue;
    (tag!.toLowerCase() === "script" ? scripts : styles).add(hashSource(content!));
  }
  policy["script-src"] = [...policy["script-src"]!, ...scripts];
  if (!development) policy["style-src"] = [...policy["style-src"]!, ...styles];
  return serialize(policy);
}
