import { useMemo } from "react";
import { useParams } from "react-router";
import { type AcademyVideo, findAcademyVideo } from "../catalogue";

/**
 * The lesson named by the route's `id` (docs/product/pages-and-routes.md#selected-video:
 * found again from the id in the route each time it changes). Deeper paths
 * select by their first segment, since the route is not exact-matched.
 */
export function useSelectedVideo(): { id: string | undefined; video: AcademyVideo | undefined } {
  const { id } = useParams();
  const video = useMemo(() => findAcademyVideo(id), [id]);
  return { id, video };
}
