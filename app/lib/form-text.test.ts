import { describe, expect, it } from "vitest";
import { ContactFormSchema } from "~/features/contact/schema";
import { clip, formText, withoutNul } from "./form-text";
import { likePattern } from "./like-pattern";

describe("NUL characters (PostgreSQL text cannot hold them)", () => {
  it("are dropped from form text before it is trimmed and checked", () => {
    expect(formText().trim().min(1).safeParse(" a\0b ").data).toBe("ab");
    expect(formText().trim().min(1).safeParse("\0\0").success).toBe(false);
    const parsed = ContactFormSchema.safeParse({
      name: "Ren\0",
      email: "ren@example.com",
      subject: "Hi\0",
      message: "\0Hello",
    });
    expect(parsed.data).toMatchObject({ name: "Ren", subject: "Hi", message: "Hello" });
  });

  it("are dropped from search terms", () => {
    expect(withoutNul("a\0b\0")).toBe("ab");
    expect(likePattern("50%\0")).toBe("%50\\%%");
  });
});

describe("clip", () => {
  it("never ends in half of a surrogate pair", () => {
    expect(clip("ab😀c", 3)).toBe("ab");
    expect(clip("ab😀c", 4)).toBe("ab😀");
    expect(clip("abc", 10)).toBe("abc");
  });
});
