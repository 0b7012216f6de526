import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { contactMessages } from "#db/schema";
import { CONTACT_MESSAGES } from "#rules/contact-message";
import { withTestDatabase } from "#tests/setup/database";
import { testMailSettings } from "#tests/setup/mail-settings";
import { createContactMessage } from "./create-contact-message";

const database = withTestDatabase();

describe("creating a contact message", () => {
  it("stores the trimmed message unread with normal priority", async () => {
    const result = await createContactMessage({
      db: database.db(),
      mail: testMailSettings(),
      input: {
        name: " Zoë O’Brien ",
        email: "Zoe@Example.com",
        subject: " FAQ Question ",
        message: " Hello <b>there</b> & 'you' ",
      },
    });
    expect(result.ok).toBe(true);
    const [row] = await database
      .db()
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, result.ok ? result.id : ""));
    expect(row).toMatchObject({
      name: "Zoë O’Brien",
      email: "zoe@example.com",
      subject: "FAQ Question",
      message: "Hello <b>there</b> & 'you'",
      status: "unread",
      priority: "normal",
      adminNotes: "",
    });
  });

  it("stores nothing when a rule fails, and says which", async () => {
    const result = await createContactMessage({
      db: database.db(),
      mail: testMailSettings(),
      input: { name: "Ann", email: "ann@example.com", message: "short" },
    });
    expect(result).toEqual({
      ok: false,
      error: "invalid",
      errors: [{ field: "message", message: CONTACT_MESSAGES.messageTooShort }],
    });
    expect(await database.db().select().from(contactMessages)).toHaveLength(0);
  });
});
