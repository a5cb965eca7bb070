import { describe, expect, it } from "vitest";
import {
  COURSE_DURATION,
  COURSE_LIST_PRICE,
  COURSE_PRICE,
  foundationCourses,
} from "~/content/courses";
import {
  courseAction,
  discountPercent,
  formatRating,
  formatRupees,
  showsTakeUp,
} from "./course-card-state";

describe("courseAction", () => {
  it("is 'View Course' for an https or http redirectUrl", () => {
    expect(courseAction({ redirectUrl: "https://example.com/course" })).toEqual({
      kind: "view",
      href: "https://example.com/course",
    });
    expect(courseAction({ redirectUrl: "http://example.com/c" })).toEqual({
      kind: "view",
      href: "http://example.com/c",
    });
  });

  it("is 'Coming Soon' without a redirectUrl", () => {
    expect(courseAction({})).toEqual({ kind: "coming-soon" });
    expect(courseAction({ redirectUrl: undefined })).toEqual({ kind: "coming-soon" });
    expect(courseAction({ redirectUrl: "" })).toEqual({ kind: "coming-soon" });
    expect(courseAction({ redirectUrl: "   " })).toEqual({ kind: "coming-soon" });
  });

  it("treats relative, unparsable and non-web URLs as missing", () => {
    expect(courseAction({ redirectUrl: "/courses/x" })).toEqual({ kind: "coming-soon" });
    expect(courseAction({ redirectUrl: "not a url" })).toEqual({ kind: "coming-soon" });
    expect(courseAction({ redirectUrl: "javascript:alert(1)" })).toEqual({ kind: "coming-soon" });
    expect(courseAction({ redirectUrl: "mailto:a@b.c" })).toEqual({ kind: "coming-soon" });
  });
});

describe("formatRupees", () => {
  it("formats the price and the struck-through list price as the spec shows them", () => {
    expect(formatRupees(299)).toBe("₹299");
    expect(formatRupees(399, { paise: true })).toBe("₹399.00");
  });

  it("groups thousands the Indian way", () => {
    expect(formatRupees(150000)).toBe("₹1,50,000");
  });
});

describe("discountPercent", () => {
  it("gives the saving against the list price", () => {
    expect(discountPercent(299, 399)).toBe(25);
    expect(discountPercent(50, 100)).toBe(50);
  });

  it("is 0 when there is no saving", () => {
    expect(discountPercent(399, 399)).toBe(0);
    expect(discountPercent(499, 399)).toBe(0);
    expect(discountPercent(10, 0)).toBe(0);
  });
});

describe("showsTakeUp", () => {
  it("shows the student count and rating only once there are students", () => {
    expect(showsTakeUp({ students: 0 })).toBe(false);
    expect(showsTakeUp({ students: 1 })).toBe(true);
    expect(showsTakeUp({ students: 1200 })).toBe(true);
  });
});

describe("formatRating", () => {
  it("shows one decimal", () => {
    expect(formatRating(5)).toBe("5.0");
    expect(formatRating(4.5)).toBe("4.5");
  });
});

describe("the Foundation courses (spec §3, §9)", () => {
  it("are Computational Thinking, Statistics and Maths 1", () => {
    expect(foundationCourses.map((c) => c.title)).toEqual([
      "Computational Thinking",
      "Statistics",
      "Maths 1",
    ]);
  });

  it("each cost ₹299 against ₹399.00, run 12 weeks, with 0 students and rating 5", () => {
    expect(COURSE_PRICE).toBe(299);
    expect(COURSE_LIST_PRICE).toBe(399);
    for (const course of foundationCourses) {
      expect(course).toMatchObject({
        level: "foundation",
        price: 299,
        duration: COURSE_DURATION,
        students: 0,
        rating: 5,
      });
    }
    expect(COURSE_DURATION).toBe("12 weeks");
  });

  it("have no course address of their own: each shows 'Coming Soon' until an admin sets one", () => {
    // The addresses are site settings (/admin/settings/courses); the spec gives none.
    const kinds = foundationCourses.map((course) => courseAction(course).kind);
    expect(kinds).toEqual(["coming-soon", "coming-soon", "coming-soon"]);
  });

  it("are not marked popular: an admin marks a course so", () => {
    expect(foundationCourses.filter((course) => course.isPopular)).toEqual([]);
  });

  it("have unique ids", () => {
    const ids = foundationCourses.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
