/** Field rules the Configuration area's forms share (docs/platform-demo.md#configuration). */
import { z } from "zod";

export const lower = (value: string) => value.trim().toLowerCase();
export const hostPattern =
  /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i;
export const optionalEmail = (message: string) =>
  z
    .string()
    .trim()
    .refine((value) => value === "" || z.email().safeParse(value).success, message);
/** A checkbox sends "on" when ticked and nothing when not. */
export const checkbox = z
  .string()
  .optional()
  .transform((value) => value === "on");
export const wholeNumber = (min: number, max: number, message: string) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, message)
    .transform(Number)
    .pipe(z.number().int().min(min, message).max(max, message));
