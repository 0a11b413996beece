import { data, isRouteErrorResponse } from "react-router";

/**
 * The client side of a build-time loader on a route with params (blog
 * articles and listings, docs pages, tutorials). The build prerenders every
 * URL that exists; any other URL under them (an unknown slug, tag or page) is
 * answered by the server with the not-found page and HTTP 404, and has no
 * .data file. Without this, the router would hydrate that page with
 * no data for the matched route and show the generic error screen; with it,
 * the missing data becomes a 404 and the root error boundary shows "Page not
 * found", as for any other unknown path.
 */
export async function loadPrerendered<T>(serverLoader: () => Promise<T>): Promise<T> {
  try {
    return await serverLoader();
  } catch (error) {
    if (isRouteErrorResponse(error)) throw error;
    console.info("No prerendered data for this path; showing the not-found page.", error);
    throw data("Not found", { status: 404 });
  }
}
