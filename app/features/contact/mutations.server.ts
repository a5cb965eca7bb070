import type { Database } from "~/lib/db.server";
import { contactMessages } from "~db/schema";
import type { ContactForm } from "./schema";

/** Stores a message from the Get in Touch form (status `new`, for the admin inbox). */
export async function createContactMessage(db: Database, input: ContactForm) {
  const [row] = await db
    .insert(contactMessages)
    .values({
      name: input.name,
      email: input.email,
      subject: input.subject,
      message: input.message,
    })
    .returning({ id: contactMessages.id });
  if (!row) throw new Error("Inserting the contact message returned no row");
  return row;
}
