/**
 * The demo company's four projects (docs/platform-demo.md#projects), one of
 * each type, as the project-management docs name them, with their members'
 * project roles. state/seed.ts takes them from here.
 */
import type { DemoProject } from "../../model";

export function seedProjects(): DemoProject[] {
  return [
    {
      id: "p-web",
      number: 1001,
      name: "Northwind Web Regression",
      type: "web",
      description: "Regression tests for the Northwind Shop web store: search, cart, checkout, orders.",
      platforms: [],
      members: [
        { userId: "u-3", roleId: "project-admin" },
        { userId: "u-4", roleId: "test-engineer" },
        { userId: "u-5", roleId: "test-engineer" },
        { userId: "u-6", roleId: "viewer" },
      ],
      status: "Active",
      createdAt: "2026-02-09",
    },
    {
      id: "p-mobile",
      number: 1002,
      name: "Northwind Shop App",
      type: "mobile",
      description: "The Northwind Shop app on Android and iOS: browse, cart and checkout.",
      platforms: ["android", "ios"],
      members: [
        { userId: "u-3", roleId: "project-admin" },
        { userId: "u-5", roleId: "test-engineer" },
        { userId: "u-7", roleId: "release-runner" },
      ],
      status: "Active",
      createdAt: "2026-03-16",
    },
    {
      id: "p-tracking",
      number: 1003,
      name: "Northwind Order Tracking",
      type: "web-and-mobile",
      description: "Order on the web store, track the delivery in the Android app.",
      platforms: ["android"],
      members: [
        { userId: "u-2", roleId: "project-admin" },
        { userId: "u-4", roleId: "test-engineer" },
      ],
      status: "Active",
      createdAt: "2026-05-04",
    },
    {
      id: "p-api",
      number: 1004,
      name: "Northwind Public API",
      type: "web-service",
      description: "The public REST API at https://api.northwind.example/v1: products, orders and stock.",
      platforms: [],
      members: [
        { userId: "u-3", roleId: "project-admin" },
        { userId: "u-4", roleId: "test-engineer" },
        { userId: "u-6", roleId: "viewer" },
      ],
      status: "Active",
      createdAt: "2026-06-22",
    },
  ];
}
