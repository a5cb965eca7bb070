import { describe, expect, it } from "vitest";
import { CONTACT_LIMITS, ContactFormSchema } from "./schema";

const valid = {
  name: "Asha",
  email: "asha@example.com",
  subject: "A typo in the maths notes",
  message: "Week 3 notes, second example: the sign of the slope is wrong.",
};

function errorsOf(input: Record<string, unknown>) {
  const result = ContactFormSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join("."), issue.message]),
  );
}

describe("ContactFormSchema", () => {
  it("accepts a complete message", () => {
    expect(ContactFormSchema.parse(valid)).toEqual(valid);
  });

  it("trims every field", () => {
    expect(
      ContactFormSchema.parse({
        name: "  Asha ",
        email: " asha@example.com\n",
        subject: "\tHello  ",
        message: "  Hi there.  ",
      }),
    ).toEqual({ name: "Asha", email: "asha@example.com", subject: "Hello", message: "Hi there." });
  });

  it("requires all four fields", () => {
    expect(errorsOf({})).toEqual({
      name: "Please enter your name.",
      email: "Please enter your email address.",
      subject: "Please enter a subject.",
      message: "Please enter a message.",
    });
  });

  it("treats blank or whitespace-only fields as missing", () => {
    expect(errorsOf({ name: "", email: "   ", subject: " \n ", message: "" })).toEqual({
      name: "Please enter your name.",
      email: "Please enter your email address.",
      subject: "Please enter a subject.",
      message: "Please enter a message.",
    });
  });

  it.each(["asha", "asha@", "@example.com", "asha@example", "as ha@example.com"])(
    "refuses the email address %j",
    (email) => {
      expect(errorsOf({ ...valid, email })).toEqual({
        email: "Please enter a valid email address.",
      });
    },
  );

  it("refuses fields longer than their limits, and accepts them at the limit", () => {
    for (const field of ["name", "subject", "message"] as const) {
      const max = CONTACT_LIMITS[field];
      expect(ContactFormSchema.safeParse({ ...valid, [field]: "x".repeat(max) }).success).toBe(
        true,
      );
      expect(Object.keys(errorsOf({ ...valid, [field]: "x".repeat(max + 1) }))).toEqual([field]);
    }
    const longEmail = `${"a".repeat(CONTACT_LIMITS.email)}@example.com`;
    expect(Object.keys(errorsOf({ ...valid, email: longEmail }))).toEqual(["email"]);
  });

  it("refuses values that are not text", () => {
    expect(Object.keys(errorsOf({ ...valid, name: 42 }))).toEqual(["name"]);
  });
});
