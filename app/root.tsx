import { type ReactNode, useEffect } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteError } from "react-router";
import { loadBusinessDetails } from "#app/lib/business.server";
import { businessData } from "#app/lib/business-data";
import { publicSiteSettingsOf } from "#core/site-settings/public-site-settings-of";
import { readPublicSiteSettings } from "#core/site-settings/read-public-site-settings";
import { isDatabaseUnavailable } from "#server/database-outage";
import type { Route } from "./+types/root";
import { useSmoothInPageLinks } from "./components/use-smooth-in-page-links";
import { useNonce } from "./nonce";
import { SiteStyle } from "./site-style";

export async function loader({ context }: Route.LoaderArgs) {
  const links = await readPublicSiteSettings({ db: context.db, settings: context.siteSettings }).catch((error) => {
    // During an outage the page's own reads report it, once per request, without a stack.
    if (isDatabaseUnavailable(error)) context.logger.debug("database unavailable; showing the settings last read");
    else context.logger.warn({ err: error }, "could not read the public site settings");
    return publicSiteSettingsOf(context.siteSettings);
  });
  return {
    links,
    siteUrl: context.config.siteUrl,
    /** The business as structured data; made here so the page's script carries only the result. */
    businessJsonLd: businessData(await loadBusinessDetails(context)),
    /** Newsletter signups are confirmed by email: the form then says to check the inbox. */
    newsletterConfirmation: context.config.mail.newsletterDoubleOptIn,
  };
}

const MARK_SCRIPTED = "document.documentElement.dataset.scripts=''";

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  return (
    // The head script adds data-scripts to <html> before React hydrates it.
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#12343b" />
        <link rel="icon" href="/favicon.ico" sizes="48x48" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        <link rel="manifest" href="/site.webmanifest" />
        {/* Marks the page as scripted before the body is drawn (the `scripted` CSS variant in app.css). */}
        <script
          nonce={nonce}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed line of our own, no outside text
          dangerouslySetInnerHTML={{ __html: MARK_SCRIPTED }}
        />
        <SiteStyle />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-paper text-ink antialiased">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  // Marks the document once React runs in the browser (tests wait for it).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  useSmoothInPageLinks();
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className="mx-auto max-w-xl px-6 py-24 text-center">
      <h1 className="font-display text-3xl font-bold">{notFound ? "Page not found" : "Something went wrong"}</h1>
      <p className="mt-4 text-ink-soft">
        {notFound ? "The page you were looking for is not here." : "Please try again in a moment."}
      </p>
      <a className="mt-8 inline-block font-semibold text-brand underline" href="/">
        Back to the home page
      </a>
    </main>
  );
}
