import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteLoaderData,
} from "react-router";
import { type ReactNode, useEffect } from "react";
import { PageI18nProvider } from "./lib/i18n-provider";
import { htmlLang, splitLocale } from "@urjavolt/contract/locale";
import type { PromotionList } from "@urjavolt/contract/promotions";
import type { Route } from "./+types/root";
import { SiteShell } from "./components/site-shell";
import { ErrorContent, NotFoundContent, statusPageMeta } from "./components/status-page";
import { PUBLIC_PAGE_CACHE_CONTROL, pageMeta } from "./lib/meta";
import { zodBrowserConfigScript } from "./lib/zod-browser";
import { beforeHydrationScript, replayHeldTaps } from "./lib/before-hydration";
import { useScriptMark } from "./lib/script-mark";
import { metaI18n, useI18nFor } from "./lib/i18n";
import { fontFor } from "./lib/fonts";
import { messagesFor } from "./lib/catalogues.server";
import "./styles/theme.css";
import { isConsolePath } from "@urjavolt/contract/paths";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
];

/**
 * The page's language, from its URL alone (decision 056), with the messages of that language, and
 * the festival offers for the banner. Without offers (none active, or the service failing) the
 * page renders without the banner.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  const { locale } = splitLocale(pathname);
  // The site's public address (SITE_URL) for canonical and Open Graph URLs, JSON-LD and documents.
  const siteUrl = context.siteUrl;
  let promotions: PromotionList | null = null;
  try {
    promotions = await context.services.promotions.listActive();
  } catch (error) {
    // The banner is optional: the page goes out without it, and the reason goes to the server log.
    console.error("Could not load the festival offers; rendering without the banner.", error);
  }
  // The serialised catalogue loses its message tuples' types; they are what was compiled.
  // The page's own messages (those its routes' browser code shows), not the whole catalogue.
  return { promotions, siteUrl, locale, messages: messagesFor(locale, context.pageMessageIds?.(pathname)) as Record<string, string> };
}

/**
 * The root data is loaded with the document and again when a link leads to another page: its
 * messages are that page's (decision 056). A change of query alone (a filter, a sort) keeps them.
 */
export const shouldRevalidate = ({ currentUrl, nextUrl }: { currentUrl: URL; nextUrl: URL }) => currentUrl.pathname !== nextUrl.pathname;

/**
 * Public pages are the same for every visitor (the cart lives in the browser), so shared caches,
 * the server's own page cache among them, may keep one for ten seconds; browsers revalidate each
 * time (the ETag makes that a 304). Pages with someone's data in them say `private, no-store`.
 */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": PUBLIC_PAGE_CACHE_CONTROL });

/** Titles for the error boundary; the routes give their own. */
export const meta: Route.MetaFunction = (args) => {
  if (!args.error) return [];
  const i18n = metaI18n(args);
  const words = isRouteErrorResponse(args.error) && args.error.status === 404 ? statusPageMeta.notFound : statusPageMeta.error;
  return pageMeta(args, i18n._(words.title), i18n._(words.description));
};

export function Layout({ children }: { children: ReactNode }) {
  // The server's mark on each inline script the app writes: the page's policy allows exactly these (lib/script-mark.ts).
  const mark = useScriptMark();
  const locale = useRouteLoaderData<typeof loader>("root")?.locale ?? "en";
  const font = fontFor(locale);
  return (
    <html lang={htmlLang[locale]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b2545" />
        <script nonce={mark} dangerouslySetInnerHTML={{ __html: zodBrowserConfigScript }} />
        <script nonce={mark} dangerouslySetInnerHTML={{ __html: beforeHydrationScript }} />
        <Meta />
        <Links />
        {/* Hindi and Punjabi pages only: the English ones never fetch an Indic font (lib/fonts.ts). */}
        {font ? <link rel="preload" href={font.preload} as="font" type="font/woff2" crossOrigin="anonymous" /> : null}
        {font ? <style dangerouslySetInnerHTML={{ __html: font.css }} /> : null}
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={mark} />
        <Scripts nonce={mark} />
      </body>
    </html>
  );
}

/**
 * Marks the document once React has hydrated it (every child's effects have run by now), so
 * scripts and browser tests can tell server HTML from a working page; then the taps made before
 * the scripts arrived take effect (lib/before-hydration.ts). The error boundary does it too: taps
 * wait for this replay, so a page that never ran it would hold them for good, and a locale prefix
 * that is none (`/xx/about-us`) is a 404 thrown by the locale layout's loader.
 */
function useHydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
    void replayHeldTaps();
  }, []);
}

export default function App({ loaderData }: Route.ComponentProps) {
  useHydratedMark();
  const i18n = useI18nFor(loaderData);
  // The staff console brings its own frame: no public header, footer or offers banner.
  // It stays in English, but shared pieces it uses (links, formats) still ask for the page's locale.
  if (isConsolePath(useLocation().pathname)) {
    return (
      <PageI18nProvider i18n={i18n}>
        <Outlet />
      </PageI18nProvider>
    );
  }
  return (
    <PageI18nProvider i18n={i18n}>
      <SiteShell promotions={loaderData.promotions}>
        <Outlet />
      </SiteShell>
    </PageI18nProvider>
  );
}

/** Unexpected errors get a friendly page inside the usual header and footer. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  useHydratedMark();
  const root = useRouteLoaderData<typeof loader>("root");
  const i18n = useI18nFor(root);
  const promotions = root?.promotions;
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <PageI18nProvider i18n={i18n}>
        <SiteShell promotions={promotions}>
          <NotFoundContent />
        </SiteShell>
      </PageI18nProvider>
    );
  }
  return (
    <PageI18nProvider i18n={i18n}>
      <SiteShell promotions={promotions}>
        <ErrorContent>{import.meta.env.DEV && error instanceof Error ? <pre style={{ whiteSpace: "pre-wrap" }}>{error.stack}</pre> : null}</ErrorContent>
      </SiteShell>
    </PageI18nProvider>
  );
}
