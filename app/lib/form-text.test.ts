import { describe, expect, it } from "vitest";
import { ContactFormSchema } from "~/features/contact/schema";
import { clip, formText, oneLine, withoutControls, withoutNul } from "./form-text";
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

describe("control characters", () => {
  it("are dropped, tab and line breaks kept, Unicode line separators made line feeds", () => {
    expect(withoutControls("a\u0000b\u0007c\u000bd\u000ce\u001bf\u007fg\u0080h\u009fi")).toBe(
      "abcdefghi",
    );
    expect(withoutControls("tab\there\r\nnext\u0085nel\u2028ls\u2029ps")).toBe(
      "tab\there\r\nnext\nnel\nls\nps",
    );
    expect(withoutControls("परीक्षा é 😀 ＝")).toBe("परीक्षा é 😀 ＝");
  });
  it("and one line of text has no line breaks at all", () => {
    expect(oneLine("Quiz\r\n1\n2\u2028three\u000b")).toBe("Quiz 1 2 three");
  });
});
