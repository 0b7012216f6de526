import { readFileSync } from "node:fs";
import path from "node:path";
import { renderToReadableStream } from "react-dom/server.edge";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { noteUncaughtOutage } from "#server/database-outage";
import { NonceProvider } from "./nonce";
import { InlineStyleProvider, stylesheetHref } from "./site-style";

const stylesheets = new Map<string, string | null>();

/** The built stylesheet's text, read once; null where there is no build (development, in-process tests). */
function stylesheetIn(clientDir: string | undefined): string | null {
  if (!clientDir) return null;
  let css = stylesheets.get(clientDir);
  if (css === undefined) {
    try {
      css = readFileSync(path.join(clientDir, stylesheetHref), "utf8");
    } catch {
      css = null;
    }
    stylesheets.set(clientDir, css);
  }
  return css;
}

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]*)"(?: nonce="[^"]*")?\/>/g;
const ROUTE_IMPORT = /^import \* as (route\d+) from ("[^"]+");$/gm;

/**
 * The page is drawn before its scripts are fetched. React Router lists every
 * module of the page as a `modulepreload` link in the head and imports the
 * route modules statically in its module script, so on a slow phone
 * connection about 120 KB of scripts share the line with the HTML and the
 * hero image from the first byte, and the first paint waits behind them.
 * Here the links come out of the head, and the module script first waits for
 * the next frame (the first paint), then adds the same links (every module
 * fetched in parallel, as before) and imports the route modules. The page is
 * complete without scripts meanwhile: links and forms work as plain HTML.
 * When React Router's output does not have the expected shape the page is
 * left as it is. See docs/decisions/039-pages-that-do-not-move.md.
 */
export function contentBeforeScripts(html: string): string {
  const opening = /<script (?:nonce="[^"]*" )?type="module" async="">;\n/.exec(html);
  const start = opening ? opening.index : -1;
  const end = start === -1 ? -1 : html.indexOf("</script>", start);
  if (!opening || end === -1) return html;
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  const script = html.slice(start, end);
  const imports = [...script.matchAll(ROUTE_IMPORT)];
  if (preloads.length === 0 || imports.length === 0) return html;
  const deferred = [
    opening[0].trimEnd(),
    "await new Promise((go) => { requestAnimationFrame(() => setTimeout(go)); setTimeout(go, 100); });",
    `for (const href of ${JSON.stringify(preloads)}) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));`,
    `const [${imports.map((match) => match[1]).join(", ")}] = await Promise.all([${imports.map((match) => `import(${match[2]})`).join(", ")}]);`,
    script.slice(opening[0].length).replace(ROUTE_IMPORT, ""),
  ].join("\n");
  return html.slice(0, start).replace(MODULE_PRELOAD, "") + deferred + html.slice(end);
}

export const streamTimeout = 5_000;

/**
 * An error a loader or action did not catch. One that means the database is
 * unreachable is logged as a single line and its request answers 503 with
 * Retry-After (server/database-outage.ts); any other is logged whole, stack
 * included, as one JSON line of the request's logger, never printed raw: its
 * message may carry what a visitor typed (a path with a line break in it).
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  const wrapped = isRouteErrorResponse(error) ? (error as { error?: unknown }).error : undefined;
  const cause = wrapped ?? error;
  const { pathname } = new URL(request.url);
  const during = `${request.method} ${pathname}`;
  if (context && noteUncaughtOutage(context, context.logger, cause, during)) return;
  (context?.logger ?? console).error({ err: cause, during }, "page failed");
};

/**
 * React's Node build keeps each render in an AsyncLocalStorage, and the first
 * render switches on Node's async hooks for the rest of the process's life.
 * The web-streams build keeps no such storage in Node; the page is buffered
 * whole either way. See docs/decisions/042-render-without-async-hooks.md.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.cspNonce;
  const timeout = new AbortController();
  const timeoutId = setTimeout(() => timeout.abort(), streamTimeout + 1000);
  let shellRendered = false;
  try {
    const stream = await renderToReadableStream(
      <NonceProvider value={nonce}>
        <InlineStyleProvider value={stylesheetIn(loadContext.clientDir)}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </InlineStyleProvider>
      </NonceProvider>,
      {
        nonce,
        signal: timeout.signal,
        // Every visitor gets the whole document at once, every part in place.
        // A part sent later (a lazy component, or anything past React's
        // default 12.8 KB "progressive chunk") arrives hidden and only a
        // script reveals it, so a browser without JavaScript would never see
        // it: the home page's newsletter form, for one. Loaders have already
        // awaited their data, so waiting for all of it costs little.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) loadContext.logger.error({ err: error }, "page failed while rendering");
        },
      },
    );
    shellRendered = true;
    await stream.allReady;
    const html = await new Response(stream).text();
    responseHeaders.set("Content-Type", "text/html; charset=utf-8");
    return new Response(contentBeforeScripts(html), { headers: responseHeaders, status: responseStatusCode });
  } finally {
    clearTimeout(timeoutId);
  }
}
