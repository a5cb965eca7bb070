import { describe, expect, it } from "vitest";
import {
  CoursesSchema,
  OperatorFormSchema,
  OperatorSchema,
  SocialSchema,
  StudyMaterialsSchema,
  TestimonialsSchema,
  ToolsSchema,
} from "./schema";

describe("settings schemas", () => {
  it("accepts only http(s) addresses for links", () => {
    expect(SocialSchema.safeParse({ instagram: "https://instagram.com/hub" }).success).toBe(true);
    expect(SocialSchema.safeParse({ instagram: "http://instagram.com/hub" }).success).toBe(true);
    for (const bad of [
      "javascript:alert(1)",
      "data:text/html,x",
      "/relative",
      "ftp://x.org",
      "hub",
    ]) {
      expect(SocialSchema.safeParse({ instagram: bad }).success, bad).toBe(false);
    }
  });

  it("checks the operator's email and turns the address textarea into lines", () => {
    expect(OperatorSchema.safeParse({ email: "not an email" }).success).toBe(false);
    const parsed = OperatorFormSchema.parse({
      name: " Hub Trust ",
      address: "12 MG Road\r\n\n  Chennai 600001  \nIndia",
      email: "team@hub.org",
    });
    expect(parsed).toEqual({
      name: "Hub Trust",
      addressLines: ["12 MG Road", "Chennai 600001", "India"],
      email: "team@hub.org",
    });
    expect(OperatorFormSchema.safeParse({ address: "x\n".repeat(9) }).success).toBe(false);
  });

  it("requires a course card's spec fields and keeps the redirect optional", () => {
    const course = {
      title: "Statistics",
      description: "Weeks 1-12",
      level: "foundation",
      term: "term1",
      subject: "statistics",
      price: 299,
      duration: "12 weeks",
      students: 0,
      rating: 5,
      instructor: "Mentors",
    };
    expect(CoursesSchema.parse({ courses: [course] }).courses[0]).toMatchObject({
      isPopular: false,
    });
    expect(CoursesSchema.safeParse({ courses: [{ ...course, rating: 6 }] }).success).toBe(false);
    expect(CoursesSchema.safeParse({ courses: [{ ...course, level: "degree" }] }).success).toBe(
      false,
    );
    expect(
      CoursesSchema.safeParse({ courses: [{ ...course, redirectUrl: "javascript:x" }] }).success,
    ).toBe(false);
  });

  it("lets a study-material card wait for its address, but not take a bad one", () => {
    const section = { level: "foundation", title: "Term 1", cards: [{ title: "English 1" }] };
    expect(StudyMaterialsSchema.safeParse({ sections: [section] }).success).toBe(true);
    expect(
      StudyMaterialsSchema.safeParse({
        sections: [{ ...section, cards: [{ title: "x", url: "javascript:alert(1)" }] }],
      }).success,
    ).toBe(false);
  });

  it("needs an external tool's address to mark it available", () => {
    const result = ToolsSchema.safeParse({ "code-editor": { status: "available" } });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(["code-editor", "url"]);
    expect(
      ToolsSchema.safeParse({
        "code-editor": { status: "available", url: "https://code.hub.org" },
        "cgpa-calculator": { status: "hidden" },
      }).success,
    ).toBe(true);
    expect(ToolsSchema.safeParse({ "cgpa-calculator": { status: "broken" } }).success).toBe(false);
  });

  it("takes avatars as a path on this site or an https address only", () => {
    const item = { name: "A", role: "B", content: "C" };
    for (const avatarUrl of ["/images/a.svg", "https://img.hub.org/a.png"]) {
      expect(TestimonialsSchema.safeParse({ items: [{ ...item, avatarUrl }] }).success).toBe(true);
    }
    for (const avatarUrl of ["//evil.test/a.png", "javascript:x", "a.png"]) {
      expect(TestimonialsSchema.safeParse({ items: [{ ...item, avatarUrl }] }).success).toBe(false);
    }
  });
});
