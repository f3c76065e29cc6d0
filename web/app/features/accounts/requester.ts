import { ACCOUNT_SESSION_COOKIE, cookieValue } from "@urjavolt/contract/accounts";
import type { AppLoadContext } from "react-router";

/** The browser's session token, from its cookie. */
export const sessionTokenOf = (request: Request) => cookieValue(request.headers.get("cookie"), ACCOUNT_SESSION_COOKIE);

/** Who is asking: their network address (the codes' send limits), their browser (the devices list) and their session, if any. */
export const requesterOf = (request: Request, context: AppLoadContext) => ({
  address: context.clientAddress ?? "unknown",
  userAgent: request.headers.get("user-agent") ?? undefined,
  sessionToken: sessionTokenOf(request),
});

/** The Set-Cookie headers of a step of signing in, for the redirect that follows it. */
export function cookieHeaders(cookies: readonly string[]): Headers {
  const headers = new Headers();
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  return headers;
}
