import type { ContactMessage, DemoRequest } from "@ignitest/contracts";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.js";
import { contactMessages, demoRequests } from "../../db/schema/index.js";

export type MailKind = "confirmation" | "notification";

/** Queries of the forms module; the route handlers never touch the tables directly. */
export function createFormsStore(db: Database) {
  return {
    /** Stores a demo request and answers its id; resolves only once the row is committed. */
    async insertDemoRequest(request: Omit<DemoRequest, "captcha">): Promise<{ id: string; createdAt: Date }> {
      const [row] = await db
        .insert(demoRequests)
        .values({
          name: request.name,
          email: request.email,
          company: request.company,
          phone: request.phone ?? null,
          role: request.role ?? null,
          teamSize: request.teamSize,
          products: request.products,
          preferredDate: request.preferredDate,
          preferredTime: request.preferredTime,
          timeZone: request.timeZone ?? null,
          message: request.message ?? null,
        })
        .returning({ id: demoRequests.id, createdAt: demoRequests.createdAt });
      if (!row) throw new Error("insert into demo_requests returned no row");
      return row;
    },

    async insertContactMessage(message: Omit<ContactMessage, "captcha">): Promise<{ id: string; createdAt: Date }> {
      const [row] = await db
        .insert(contactMessages)
        .values({
          name: message.name,
          email: message.email,
          company: message.company ?? null,
          topic: message.topic,
          message: message.message,
        })
        .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
      if (!row) throw new Error("insert into contact_messages returned no row");
      return row;
    },

    /** Records that a mail went out, so rows still waiting for one can be found and resent. */
    async markMailed(form: "demo" | "contact", id: string, kind: MailKind): Promise<void> {
      const table = form === "demo" ? demoRequests : contactMessages;
      const column = kind === "confirmation" ? "confirmationSentAt" : "notificationSentAt";
      await db
        .update(table)
        .set({ [column]: new Date() })
        .where(eq(table.id, id));
    },
  };
}

export type FormsStore = ReturnType<typeof createFormsStore>;
