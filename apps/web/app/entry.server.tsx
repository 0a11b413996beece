import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import { type EntryContext, ServerRouter } from "react-router";
import { PrerenderedBodies } from "~/components/page/prerendered-html";
import { prerenderedBody } from "~/prerender/page-bodies.server";

export const streamTimeout = 5_000;

/**
 * React Router's default Node entry (ssr: false, so it runs only at build
 * time and in `npm run dev`), with one addition: the render reads the long
 * bodies the loaders leave out of their data from PrerenderedBodies. Every
 * page is rendered whole before it is written (onAllReady), as for a crawler,
 * and written in order, with nothing left for a script to put in place.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <PrerenderedBodies.Provider value={prerenderedBody}>
        <ServerRouter context={routerContext} url={request.url} />
      </PrerenderedBodies.Provider>,
      {
        // Never outline a finished Suspense boundary (React does past 12.8 KB of document by
        // default): the lazy illustrations are then in place in the HTML, not in a hidden div
        // that React's inline $RC script moves after the first paint.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html");
          pipe(body);
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          // The whole page is rendered before onAllReady, so every error, in a Suspense boundary
          // too, arrives here first: log it, or the build would only say "500".
          status = 500;
          console.error(error);
        },
      },
    );
  });
}
