import { randomBytes } from "node:crypto";
import type { ServerResponse } from "node:http";
import type { FastifyHelmetOptions } from "@fastify/helmet";

const nonces = new WeakMap<object, string>();

/**
 * The CSP nonce of one response, made on first use. The Content-Security-Policy header and the
 * page (through the load context) read the same value, so React Router's inline hydration scripts
 * run and nothing injected does.
 */
export function cspNonce(response: ServerResponse): string {
  let nonce = nonces.get(response);
  if (!nonce) {
    nonce = randomBytes(16).toString("base64");
    nonces.set(response, nonce);
  }
  return nonce;
}

const nonceSource = (_request: unknown, response: unknown) => `'nonce-${cspNonce(response as ServerResponse)}'`;

/**
 * Helmet with a Content-Security-Policy the site really satisfies: scripts from this origin or
 * carrying the response's nonce, map tiles from OpenStreetMap, API calls to this origin; and for
 * the payment pages, Razorpay's checkout.js with the frames and calls it makes.
 * Style attributes (React's `style={...}`) are allowed; <style> elements need the nonce, except in
 * development, where Vite injects styles itself.
 */
export function helmetOptions({ development }: { development: boolean }): FastifyHelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        // Razorpay's checkout.js is loaded on demand by the checkout and payment pages.
        scriptSrc: ["'self'", nonceSource, "https://checkout.razorpay.com"],
        scriptSrcAttr: ["'none'"],
        styleSrc: development ? ["'self'", "'unsafe-inline'"] : ["'self'", nonceSource],
        styleSrcAttr: ["'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:", "https://*.tile.openstreetmap.org"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'", "https://api.razorpay.com", "https://lumberjack.razorpay.com"],
        // The Razorpay checkout widget runs in frames from these origins.
        frameSrc: ["https://api.razorpay.com", "https://checkout.razorpay.com"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        objectSrc: ["'none'"],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'", "blob:"],
      },
    },
    // Cross-origin map tiles are plain images; nothing here needs cross-origin isolation.
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  };
}
