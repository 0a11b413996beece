import { useEffect } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteError } from "react-router";
import type { Route } from "./+types/root";
import { notFoundMeta, notFoundTitle } from "./site/seo";
import "./app.css";
import { TimedPrompts } from "~/features/prompts";
import { WebBanner } from "./components/blocks/web-banner";
import { AppLoader } from "./components/layout/app-loader";
import { NavigationProgress } from "./components/layout/navigation-progress";
import { NotFound } from "./components/layout/not-found";
import { Notifications } from "./components/layout/notifications";
import { SkipLink } from "./components/layout/skip-link";
import { themeScript } from "./features/theme";
import { Footer } from "./shell/footer/footer";
import { Header } from "./shell/header/header";

/**
 * Only used when a page fails and the root error boundary renders: a page
 * that turned out not to exist (a 404 from a loader) keeps the not-found
 * title and noindex. Every route's own meta replaces this one otherwise.
 */
export const meta: Route.MetaFunction = ({ error }) =>
  isRouteErrorResponse(error) && error.status === 404 ? notFoundMeta() : [];

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "manifest", href: "/site.webmanifest" },
  // The typeface's preload and @font-face are not here: the build writes them into every page with the file it cuts
  // to the pages' characters (scripts/typeface-subset.mjs, docs/design-system.md#typeface). The dev server, which
  // runs no build, gets the package's whole file from a stylesheet of its own; in a build this line is dropped.
  ...(import.meta.env.DEV ? [{ rel: "stylesheet", href: "/app/typeface-dev.css" }] : []),
];

/** The document around every page: header, footer and notification container (docs/product/pages-and-routes.md#every-page). */
export function Layout({ children }: { children: React.ReactNode }) {
  return (
    // The inline theme script sets data-theme before React hydrates, so the attribute differs from the markup.
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        {/* First in <head>: the page paints in the chosen theme (features/theme/theme-script.ts). */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant string of our own, hashed into the CSP */}
        <script dangerouslySetInnerHTML={{ __html: themeScript }} />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#c2410c" />
        <Meta />
        <Links />
      </head>
      <body>
        <AppLoader />
        <NavigationProgress />
        <SkipLink />
        <WebBanner />
        <Header />
        <main id="main-content" tabIndex={-1}>
          {children}
        </main>
        <Footer />
        <TimedPrompts />
        <Notifications />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  // The loader bar (docs/product/blocks.md#loader) hides itself once this runs.
  useEffect(() => {
    document.documentElement.dataset.mounted = "true";
  }, []);
  return <Outlet />;
}

/**
 * The app shell (__spa-fallback.html): what a path that was not prerendered
 * shows until the app starts a second later (see entry.client.tsx). The API
 * sends it only for an unknown path under a prefix route, always with a 404,
 * so before any script runs it is honestly the not-found page, with its title
 * and h1; the route then says what exactly is missing ("Video not found").
 * React hoists the <title> and <meta> into <head>.
 */
export function HydrateFallback() {
  return (
    <div data-spa-fallback className="min-h-[60vh]">
      <title>{notFoundTitle}</title>
      <meta name="robots" content="noindex" />
      <NotFound />
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return (
    <section className="container-page py-24 text-center">
      <h1 className="text-3xl font-bold">Something went wrong</h1>
      <p className="mt-4 text-slate-600">
        This page failed to load. Reload the page, or go back to the{" "}
        <a className="link" href="/">
          home page
        </a>
        .
      </p>
    </section>
  );
}
