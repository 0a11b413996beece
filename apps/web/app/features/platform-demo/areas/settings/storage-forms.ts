/**
 * The Result and Memory tabs' form rules (docs/platform-demo.md#configuration), each message written for
 * the field it is shown on. Facts: content/docs/configuration/result-configuration.md, memory-configuration.md.
 */
import { z } from "zod";
import { checkbox, wholeNumber } from "./form-parts";
import { reportKinds, retentionDays } from "./model";

export const resultFormSchema = z
  .object({
    keepSuiteResults: z.enum(["30", "90", "180", "365"], { error: "Choose 30, 90, 180 or 365 days" }),
    keepScreenshots: z.enum(retentionDays),
    keepVideos: z.enum(retentionDays),
    keepQuickRuns: z.enum(retentionDays),
    screenshotQuality: z.enum(["Low", "Medium", "High"]),
    consoleLog: z.enum(["Off", "On for failed scripts", "On for every script"]),
    networkLog: checkbox,
    countWarningAs: z.enum(["Passed", "Failed"]),
    countSkipped: checkbox,
    suiteResult: z.enum(["Any script fails", "More than a share fails"]),
    failShare: wholeNumber(1, 99, "Enter a share from 1 to 99 percent"),
    postCondition: z.enum(["Warning", "Failed"]),
    reportTemplate: z.string().min(1, "Choose a report template"),
    emailReport: z.enum(reportKinds),
    includePassed: checkbox,
  })
  .superRefine((values, context) => {
    const suite = Number(values.keepSuiteResults);
    for (const key of ["keepScreenshots", "keepVideos"] as const) {
      if (Number(values[key]) > suite)
        context.addIssue({
          code: "custom",
          path: [key],
          message: `Screenshots and videos go no later than their result: ${suite} days at most`,
        });
    }
  });

export const allocationFormSchema = z.object({
  allocation: z
    .string()
    .trim()
    .refine((value) => value === "" || /^\d+$/.test(value), "Enter whole gigabytes, or leave it empty for Shared")
    .transform((value) => (value === "" ? null : Number(value)))
    .refine(
      (value) => value === null || (value >= 1 && value <= 1000),
      "Enter 1 to 1000 GB, or leave it empty for Shared",
    ),
});

export const alertsFormSchema = z.object({
  warnAt: wholeNumber(50, 95, "Enter a share from 50 to 95 percent"),
  whenFull: z.enum(["Delete oldest results", "Stop saving screenshots and videos"]),
});

export const machineMemoryFormSchema = z
  .object({
    clientLimitMb: wholeNumber(512, 65536, "Enter 512 to 65536 MB"),
    perSessionMb: wholeNumber(256, 16384, "Enter 256 to 16384 MB"),
    whenLimit: z.enum(["Queue new sessions", "Fail the session"]),
    applyTo: z.enum(["All machines of this project", "Selected machines"]),
  })
  .superRefine((values, context) => {
    if (values.perSessionMb > values.clientLimitMb)
      context.addIssue({
        code: "custom",
        path: ["perSessionMb"],
        message: "A session cannot reserve more than the client memory limit",
      });
  });
