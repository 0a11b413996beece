// The purchase orders' state and dates, shared by both pages of the sample app (orders.js).
import { sessionState } from "../common/session-state.js";
import { seededOrders } from "./records.js";

const prefix = "playground.orders.";
export const base = "/playground/apps/orders";

export const { store, applyQueryFlags } = sessionState(prefix);

export const allOrders = () => [...seededOrders, ...store.get("created", [])];

const dateFormat = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "short", day: "numeric" });
/** "2026-12-01" → a local date (not UTC midnight, which is the day before west of Greenwich). */
export const parseDate = (value) => {
  const [year, month, day] = value.split("-").map(Number);
  return new Date(year, month - 1, day);
};
export const formatDate = (value) => dateFormat.format(parseDate(value));
export const isoDate = (date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;
