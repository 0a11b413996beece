import type { Database } from "../../db/client.js";

/** What the form routes share, built once by registerForms (index.ts). */
export type FormsOptions = { db: Database; salesInbox: string };
