import type { FastifyBaseLogger, FastifyRequest } from "fastify";

/**
 * The request log names a signed link's route, never its token (decision 036). A token opens an
 * order and its tax invoice (name, address, GSTIN), a service request, or the receipt after paying,
 * to whoever holds it; logs are shipped, kept and read by more people than the customer. The same
 * rule is written for nginx's access log in deploy/nginx/http.conf.
 */

/** The pages and API paths whose next segment is a token: `/track-request/<token>`, `/api/v1/track-order/<token>/invoice`, `/order-confirmation/<token>.data`. */
const TOKEN_IN_PATH = /^((?:\/api\/v1)?\/(?:track-order|track-request|order-confirmation|payment-confirmation))\/[^/?#]+?(\.data)?(?=[/?#]|$)/;
/** The tracking page's `?token=` (and its `.data` twin's). */
const TOKEN_IN_QUERY = /([?&]token=)[^&#]*/g;

/**
 * The URL as the log keeps it: a route with a `:token` parameter is logged as its route
 * (`/api/v1/track-order/:token/invoice`), whatever route is added later; a page's token, in its
 * path or its query, becomes `:token`. Anything else is logged as it came.
 */
export function loggableUrl(url: string, route?: string): string {
  if (route?.includes(":token")) return route;
  return url.replace(TOKEN_IN_PATH, "$1/:token$2").replace(TOKEN_IN_QUERY, "$1:token");
}

/** Fastify's own request serializer (method, url, host, address), with the URL made loggable. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: loggableUrl(request.url, request.routeOptions?.url),
    version: request.headers?.["accept-version"],
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * The logger the app logs requests with: the one it was given, with the request serializer above,
 * so no logger handed to the app (main.ts's, a test's) can write a token.
 */
export function requestLogger(logger: FastifyBaseLogger): FastifyBaseLogger {
  return logger.child({}, { serializers: { req: serializeRequest } });
}
