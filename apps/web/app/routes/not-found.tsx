import { NotFound } from "~/components/layout/not-found";

/** The splat route: any path outside the route table (SPEC section 2). */
export function meta() {
  return [
    { title: "Page not found | Ignitest" },
    {
      name: "description",
      content: "The page you asked for does not exist. Find Ignitest products, docs and pricing from here.",
    },
    { name: "robots", content: "noindex" },
  ];
}

export const handle = { headerStyle: "position" };

export default function NotFoundRoute() {
  return <NotFound />;
}
