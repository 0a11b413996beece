/**
 * The cloud providers (browser cloud, device farm, test lab) as their docs pages
 * name them (docs/platform-integrations.md).
 */
import type { Tool } from "./tools";

const REGIONS = ["EU", "US", "Asia Pacific"] as const;

export const cloudTools: readonly Tool[] = [
  {
    id: "cloud-browser-provider",
    name: "Cloud browser provider",
    category: "Cloud machines",
    summary: "Runs suites on hosted Chrome, Firefox, Edge and Safari, including sites inside your network.",
    docsPath: "/docs/configuration/cloud-browser-provider-integration",
    testLabel: "Test Connection",
    checks: [
      {
        text: "would sign in to the provider's {region} data center as {username} with the access key and list the browsers and operating systems your plan offers",
      },
      { when: "useTunnel", text: "would check that the tunnel {tunnelName} is running" },
    ],
    fields: [
      {
        name: "username",
        label: "Username",
        kind: "text",
        hint: "Your provider account's user name.",
        example: "northwind-qa",
      },
      {
        name: "accessKey",
        label: "Access key",
        kind: "secret",
        hint: "The provider's key for automated sessions; stored encrypted.",
      },
      {
        name: "region",
        label: "Region",
        kind: "select",
        options: REGIONS,
        hint: "The provider data center closest to your test environment.",
      },
      {
        name: "maxSessions",
        label: "Max sessions",
        kind: "whole-number",
        min: 1,
        max: 50,
        example: "4",
        hint: "The most sessions Ignitest opens at once; keep it at or below your provider plan.",
      },
      {
        name: "useTunnel",
        label: "Use tunnel",
        kind: "switch",
        hint: "Routes traffic through the provider's tunnel to reach internal sites.",
      },
      {
        name: "tunnelName",
        label: "Tunnel name",
        kind: "text",
        optional: true,
        hint: "The name of your running tunnel, when you use one.",
        example: "northwind-staging",
      },
    ],
  },
  {
    id: "device-farm",
    name: "Cloud device farm",
    category: "Cloud machines",
    summary: "Runs mobile scripts on real Android and iOS devices in the cloud.",
    docsPath: "/docs/configuration/device-farm-integration",
    testLabel: "Test Connection",
    checks: [
      {
        text: "would sign in to the device farm's {region} data center as {username} with the access key and list the device models and OS versions available to your account",
      },
    ],
    fields: [
      {
        name: "username",
        label: "Username",
        kind: "text",
        hint: "Your device farm account.",
        example: "northwind-mobile",
      },
      {
        name: "accessKey",
        label: "Access key",
        kind: "secret",
        hint: "The key for automated sessions; stored encrypted.",
      },
      {
        name: "region",
        label: "Region",
        kind: "select",
        options: REGIONS,
        hint: "The device farm's data center; closer means faster steps.",
      },
      {
        name: "maxDevices",
        label: "Max devices",
        kind: "whole-number",
        min: 1,
        max: 50,
        example: "3",
        hint: "The most devices Ignitest uses at once; keep it within your plan.",
      },
      {
        name: "deviceWait",
        label: "Device wait",
        kind: "whole-number",
        min: 1,
        max: 120,
        example: "10",
        hint: "How long a run waits for a busy device before the script is Skipped, in minutes.",
      },
    ],
  },
  {
    id: "cloud-test-lab",
    name: "Cloud test lab",
    category: "Cloud machines",
    summary: "Adds a pay-per-minute lab of browsers and devices, with a monthly minute budget.",
    docsPath: "/docs/configuration/cloud-test-lab-integration",
    testLabel: "Test Connection",
    checks: [
      {
        text: "would sign in to the lab's {region} data center with the API key and list the browsers and devices the lab offers",
      },
    ],
    fields: [
      {
        name: "apiKey",
        label: "API key",
        kind: "secret",
        hint: "The lab's key for automated sessions; stored encrypted.",
      },
      {
        name: "region",
        label: "Region",
        kind: "select",
        options: REGIONS,
        hint: "The lab's data center closest to your test environment.",
      },
      {
        name: "maxSessions",
        label: "Max sessions",
        kind: "whole-number",
        min: 1,
        max: 50,
        example: "4",
        hint: "The most browser sessions and devices Ignitest opens at once.",
      },
      {
        name: "monthlyBudget",
        label: "Monthly minute budget",
        kind: "whole-number",
        min: 1,
        max: 1_000_000,
        example: "3000",
        hint: "The lab minutes this project may use per calendar month.",
      },
      {
        name: "warnAt",
        label: "Warn at",
        kind: "select",
        options: ["50%", "80%", "90%"],
        defaultValue: "80%",
        hint: "Notifies Project Admins when this share of the budget is used.",
      },
      {
        name: "whenUsedUp",
        label: "When the budget is used up",
        kind: "select",
        options: ["Queue runs until next month", "Stop runs", "Continue and notify"],
      },
      {
        name: "idleTimeout",
        label: "Idle timeout",
        kind: "whole-number",
        min: 1,
        max: 60,
        example: "3",
        hint: "Closes a session that has had no step for this long, in minutes.",
      },
    ],
  },
];
