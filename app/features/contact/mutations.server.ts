import type { Database } from "~/lib/db.server";
import { contactMessages } from "~db/schema";
import { type GroupSuggestion, groupSuggestionMessage } from "./group-suggestion";
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

/**
 * Stores a community group suggestion in the same inbox, as a message whose subject says what it
 * is and whose link is the group's address (status `new`).
 */
export async function createGroupSuggestion(db: Database, input: GroupSuggestion) {
  const [row] = await db
    .insert(contactMessages)
    .values(groupSuggestionMessage(input))
    .returning({ id: contactMessages.id });
  if (!row) throw new Error("Inserting the group suggestion returned no row");
  return row;
}
