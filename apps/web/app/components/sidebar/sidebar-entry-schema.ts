import { z } from "zod";
import type { SidebarEntry } from "./sidebar-entry";

/**
 * Validates hand-written sidebar data (content/video-tutorials/sidebar.json)
 * at build time. Kept apart from sidebar-entry.ts so zod stays out of the
 * browser bundle.
 */
export const SidebarEntrySchema: z.ZodType<SidebarEntry> = z.lazy(() =>
  z
    .strictObject({
      label: z.string().trim().min(1).max(80),
      path: z
        .string()
        .refine(
          (path) => path.startsWith("/") || /^https?:\/\//.test(path) || /^\{practice-test-[1-9]\}$/.test(path),
          "must start with / or http(s)://, or be a practice test's token such as {practice-test-1}",
        )
        .optional(),
      submenu: z.array(SidebarEntrySchema).min(1).optional(),
    })
    .refine((entry) => entry.path !== undefined || entry.submenu !== undefined, "needs a path or a submenu"),
);

export const SidebarSchema = z.array(SidebarEntrySchema).min(1);
