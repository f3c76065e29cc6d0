import type { AppLoadContext } from "react-router";

/** Who is asking, for the codes' send limits (their network address) and the devices list (their browser). */
export const requesterOf = (request: Request, context: AppLoadContext) => ({
  address: context.clientAddress ?? "unknown",
  userAgent: request.headers.get("user-agent") ?? undefined,
});

/** The Set-Cookie headers of a step of signing in, for the redirect that follows it. */
export function cookieHeaders(cookies: readonly string[]): Headers {
  const headers = new Headers();
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  return headers;
}
