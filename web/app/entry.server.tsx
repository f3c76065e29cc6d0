/** React Router's Node entry, rendering each page whole (see readyOption). */
import { PassThrough } from "node:stream";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "react-router";
import { createReadableStreamFromReadable } from "@react-router/node";
import { ServerRouter } from "react-router";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import { ScriptMarkContext } from "./lib/script-mark";

export const streamTimeout = 5_000;

/**
 * A loader's, an action's or a render's error, in the server's log with the request's id (the
 * load context's `logError`) rather than on the console without it. Aborted requests are not errors.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  const { logError } = context as AppLoadContext;
  (logError ?? console.error)(error);
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === "HEAD") {
    responseHeaders.set("Content-Type", "text/html");
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // The server sends a page only once it is whole (it allows the page's inline scripts by hash,
    // and caches it), so every visitor gets the complete page, as bots do: no streamed fallbacks
    // swapped in by script.
    const readyOption: keyof RenderToPipeableStreamOptions = "onAllReady";

    // Abort after `streamTimeout`, leaving time to flush the rejected boundaries.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    // The app's inline scripts carry the server's mark for this render (lib/script-mark.ts), React's and React Router's own too.
    const mark = loadContext.scriptMark;
    const page = (
      <ScriptMarkContext.Provider value={mark}>
        <ServerRouter context={routerContext} url={request.url} nonce={mark} />
      </ScriptMarkContext.Provider>
    );
    const { pipe, abort } = renderToPipeableStream(page, {
      nonce: mark,
      // React outlines a finished Suspense boundary that comes after 12,800 bytes of page (its
      // content sent at the end, put in place by an inline script): a lazy part rendered on the
      // server (the review form at ?review=write) would show only its fallback without scripts.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      [readyOption]() {
        shellRendered = true;
        const body = new PassThrough({
          final(callback) {
            // Clear the timeout so the closure is not retained.
            clearTimeout(timeoutId);
            timeoutId = undefined;
            callback();
          },
        });
        const stream = createReadableStreamFromReadable(body);

        responseHeaders.set("Content-Type", "text/html");

        pipe(body);

        resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        // Errors inside the streamed shell are logged here; shell errors reject and are logged by
        // handleDocumentRequest.
        if (shellRendered) (loadContext.logError ?? console.error)(error);
      },
    });
  });
}
