// The route table's expectations, one or more sample URLs per route id of app/routes.ts: what a
// visitor (no session, or a tampered, forged, idle or expired one) and a signed-in admin get for
// a GET and for a POST of an empty form. The access matrix (access-matrix.test.ts) checks the
// statuses; the browser suite (tests/e2e/security-server.spec.ts) requests the same URLs for
// headers and cross-origin refusals. A new route must get a row here.

/** The rows behind the access matrix's sample URLs. */
export const SAMPLES = {
  postSlug: "matrix-post",
  draftSlug: "matrix-draft",
  /** A tag of the sample post, and one only the draft has. */
  tag: "matrix",
  draftTag: "matrix-draft-only",
  approvedKey: "0b8e0c52-1a8b-4c4e-9a39-7a2c1f7e3b10.pdf",
  pendingKey: "5f0c1d2e-3b4a-4c5d-8e6f-7a8b9c0d1e2f.pdf",
  /** A resource's own file (an admin attached it). */
  resourceKey: "7d2e4f6a-8b0c-4d1e-9f2a-3b4c5d6e7f80.pdf",
  pendingSubmissionId: "3c9a1f4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b",
  coverKey: "cover-6d1e2f3a-4b5c-4d6e-8f7a-9b0c1d2e3f4a-480w.webp",
  /** A practice question's image (app/features/practice/images.ts). */
  practiceImageKey: "practice-2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d.png",
  unsubscribeToken: "matrix-unsubscribe-token-0123456789abcdefghijklmno",
  /** A draft newsletter issue; its subject is for admins' eyes only. */
  issueId: "9e4b2c1d-6f3a-4b5c-8d7e-1f2a3b4c5d6e",
  issueSubject: "Matrix issue, admins only",
  /** A course with a published mock ("test-mock"), and an attempt of it. */
  mockCourse: "matrix-course",
  attemptId: "matrixAttempt012345678",
  /** In the file waiting for review: only admins may ever receive it. */
  pendingFileText: "pending file, admins only",
} as const;

/** What one URL answers: to a document GET, to a POST of an empty form. */
export interface Outcome {
  get: number;
  post: number;
  /** Where a 3xx GET or POST goes (a prefix). */
  location?: string;
  /** A data-request POST, when it differs from the document POST (e.g. 400 then a loader's 302). */
  dataPost?: number;
}
export interface Sample {
  url: string;
  /** Every role but admin: anonymous, tampered, forged, idle and expired sessions. */
  visitor: Outcome;
  admin: Outcome;
}

export const LOGIN = "/admin/login?redirectTo=";
const same = (url: string, outcome: Outcome): Sample => ({ url, visitor: outcome, admin: outcome });
const page = (url: string, get = 200, post = 405) => same(url, { get, post });
/** An admin screen: visitors are sent to sign in (GET) or refused (POST, 401 with an action). */
const adminOnly = (url: string, admin: Outcome, visitorPost = 401): Sample => ({
  url,
  visitor: { get: 302, post: visitorPost, location: LOGIN },
  admin,
});

/** Expected answers per route id (see listAppRoutes). Layout routes have no URL of their own. */
export const EXPECTED: Record<string, Sample[]> = {
  "routes/feeds/healthz": [page("/healthz")],
  "routes/feeds/readyz": [page("/readyz")],
  "routes/theme": [same("/theme", { get: 302, post: 400, location: "/" })],
  "routes/feeds/robots.txt": [page("/robots.txt")],
  "routes/feeds/sitemap.xml": [page("/sitemap.xml")],
  "routes/feeds/rss.xml": [page("/blog/rss.xml")],
  "routes/feeds/opensearch.xml": [page("/opensearch.xml")],
  "routes/api/grading-rules.json": [page("/api/grading-rules.json")],
  "routes/newsletter/subscribe": [same("/newsletter", { get: 302, post: 303, location: "/" })],
  // JSON endpoint of the submission form: no loader (400 to a GET), 400 for an empty form.
  "routes/public/resources/submit-upload": [page("/resources/submit/upload", 400, 400)],
  "routes/public/files": [
    page(`/files/${SAMPLES.approvedKey}`),
    page(`/files/${SAMPLES.resourceKey}`),
    // A file still waiting for review is never public, not even to an admin at this URL.
    page(`/files/${SAMPLES.pendingKey}`, 404),
    page("/files/no-such-file", 404),
  ],
  // Blog cover variants: public and immutable; only keys the cover processor makes.
  "routes/public/cover-image": [
    page(`/covers/${SAMPLES.coverKey}`),
    page("/covers/cover-00000000-0000-4000-8000-000000000000-480w.avif", 404),
    // Another file in the same storage is never served here.
    page(`/covers/${SAMPLES.approvedKey}`, 404),
    page(`/covers/${SAMPLES.pendingKey}`, 404),
  ],
  // Practice question images: public and immutable; only keys the image upload makes.
  "routes/public/practice-image": [
    page(`/practice-images/${SAMPLES.practiceImageKey}`),
    page("/practice-images/practice-00000000-0000-4000-8000-000000000000.png", 404),
    page(`/practice-images/${SAMPLES.approvedKey}`, 404),
    page(`/practice-images/${SAMPLES.coverKey}`, 404),
  ],
  "redirect-privacy": [same("/privacy", { get: 301, post: 405, location: "/privacy-policy" })],
  "redirect-shipping": [same("/shipping", { get: 301, post: 405, location: "/shipping-policy" })],
  "routes/admin/login": [
    {
      url: "/admin/login",
      visitor: { get: 200, post: 400 },
      // Signed in: the page sends the admin on to the dashboard, after the action's 400.
      admin: { get: 302, post: 302, location: "/admin/dashboard", dataPost: 400 },
    },
  ],
  "routes/admin/logout": [same("/admin/logout", { get: 302, post: 303, location: "/admin" })],
  "routes/admin/submission-file": [
    adminOnly(
      `/admin/submissions/${SAMPLES.pendingSubmissionId}/file`,
      { get: 200, post: 405 },
      405,
    ),
    adminOnly("/admin/submissions/not-a-uuid/file", { get: 404, post: 405 }, 405),
  ],
  "routes/admin/export-file": [
    adminOnly("/admin/export/all.json", { get: 200, post: 405 }, 405),
    adminOnly("/admin/export/resources.csv", { get: 200, post: 405 }, 405),
    adminOnly("/admin/export/practice-papers.csv", { get: 200, post: 405 }, 405),
    adminOnly("/admin/export/no-such-file.csv", { get: 404, post: 405 }, 405),
  ],
  // The mail of an issue, for the iframes of its admin page: admins only.
  "routes/admin/newsletter-preview": [
    adminOnly(`/admin/newsletter/${SAMPLES.issueId}/preview`, { get: 200, post: 405 }, 405),
    adminOnly(
      `/admin/newsletter/${SAMPLES.issueId}/preview?part=text`,
      { get: 200, post: 405 },
      405,
    ),
    adminOnly("/admin/newsletter/not-an-id/preview", { get: 404, post: 405 }, 405),
  ],
  "routes/admin/subscribers-csv": [
    adminOnly("/admin/subscribers.csv", { get: 200, post: 405 }, 405),
  ],
  // The dashboard's one action removes the demo content: an empty form names no action (400).
  "admin-index": [adminOnly("/admin", { get: 200, post: 400 })],
  "routes/admin/dashboard": [
    adminOnly("/admin/dashboard", { get: 200, post: 400 }),
    // The removal's confirmation (a dialog in the URL, ADR 008).
    adminOnly("/admin/dashboard?remove-demo=1", { get: 200, post: 400 }),
  ],
  "admin-resources": [adminOnly("/admin/resources", { get: 200, post: 400 })],
  "routes/admin/subjects": [adminOnly("/admin/subjects", { get: 200, post: 400 })],
  "routes/admin/blogs": [adminOnly("/admin/blogs", { get: 200, post: 400 })],
  // An empty form names no action: 400 with an error toast.
  "routes/admin/questions": [adminOnly("/admin/questions", { get: 200, post: 400 })],
  "routes/admin/papers": [adminOnly("/admin/papers", { get: 200, post: 400 })],
  "admin-lectures": [adminOnly("/admin/lectures", { get: 200, post: 400 })],
  "admin-notes": [adminOnly("/admin/notes", { get: 200, post: 400 })],
  "admin-pyqs": [adminOnly("/admin/pyqs", { get: 200, post: 400 })],
  // An empty form is an unknown decision: 400 with an error toast.
  "routes/admin/submissions": [
    adminOnly("/admin/submissions", { get: 200, post: 400 }),
    // The resource form filled in from a pending submission.
    adminOnly(`/admin/submissions?review=${SAMPLES.pendingSubmissionId}`, { get: 200, post: 400 }),
  ],
  "routes/admin/messages": [adminOnly("/admin/messages", { get: 200, post: 400 })],
  "routes/admin/mail-failures": [adminOnly("/admin/mail-failures", { get: 200, post: 400 })],
  "routes/admin/grading": [adminOnly("/admin/grading", { get: 200, post: 400 })],
  "routes/admin/calendar": [adminOnly("/admin/calendar", { get: 200, post: 400 })],
  // An empty form has no Save: 400, nothing stored.
  "routes/admin/settings": [
    adminOnly("/admin/settings", { get: 200, post: 400 }),
    adminOnly("/admin/settings/community", { get: 200, post: 400 }),
    adminOnly("/admin/settings/study-materials", { get: 200, post: 400 }),
    adminOnly("/admin/settings/search", { get: 200, post: 400 }),
    adminOnly("/admin/settings/no-such-section", { get: 404, post: 404 }),
  ],
  "routes/admin/subscribers": [adminOnly("/admin/subscribers", { get: 200, post: 405 }, 405)],
  // An empty form is no known intent: 400, nothing created or sent.
  "routes/admin/newsletter": [adminOnly("/admin/newsletter", { get: 200, post: 400 })],
  "routes/admin/newsletter-issue": [
    adminOnly(`/admin/newsletter/${SAMPLES.issueId}`, { get: 200, post: 400 }),
    adminOnly(`/admin/newsletter/${SAMPLES.issueId}?send=confirm`, { get: 200, post: 400 }),
    adminOnly("/admin/newsletter/not-an-id", { get: 404, post: 404 }),
  ],
  // An empty form is not a known intent: 400 with the form's message.
  "routes/admin/import": [adminOnly("/admin/import", { get: 200, post: 400 })],
  "routes/admin/export": [adminOnly("/admin/export", { get: 200, post: 405 }, 405)],
  "routes/admin/not-found": [adminOnly("/admin/no-such-screen", { get: 404, post: 405 }, 302)],
  "routes/public/home": [page("/")],
  "routes/public/resources/submit": [page("/resources/submit", 200, 400)],
  "routes/public/resources/index": [
    page("/resources"),
    page("/resources/diploma"),
    page("/resources/tools"),
    page("/resources/no-such-level", 404),
  ],
  "routes/public/resources/subject": [
    page("/resources/foundation/computational-thinking"),
    page("/resources/foundation/no-such-subject", 404),
  ],
  "routes/public/resources/lectures": [page("/resources/foundation/statistics/lectures")],
  "routes/public/resources/notes": [page("/resources/foundation/english/notes")],
  "routes/public/resources/pyqs": [
    page("/resources/foundation/mathematics/pyqs"),
    page("/resources/degree/mathematics/pyqs", 404),
  ],
  // A course's practice area, and one question: an empty answer is a 400 with its sentence.
  "routes/public/resources/practice": [
    page(`/resources/foundation/${SAMPLES.mockCourse}/practice`),
    page("/resources/foundation/no-such-subject/practice", 404),
  ],
  "routes/public/resources/practice-question": [
    page(`/resources/foundation/${SAMPLES.mockCourse}/practice/pick-one`, 200, 400),
    page(`/resources/foundation/${SAMPLES.mockCourse}/practice/no-such-question`, 404, 404),
  ],
  // A mock's intro: its button starts an attempt (303 to it).
  "routes/public/practice/mock-intro": [
    same(`/resources/foundation/${SAMPLES.mockCourse}/mocks/test-mock`, {
      get: 200,
      post: 303,
      location: "/mocks/",
    }),
    page(`/resources/foundation/${SAMPLES.mockCourse}/mocks/no-such-mock`, 404, 404),
  ],
  // An attempt: the first post submits it, later ones are sent back to its result.
  "routes/public/practice/mock-attempt": [
    same(`/mocks/${SAMPLES.attemptId}`, {
      get: 200,
      post: 303,
      location: `/mocks/${SAMPLES.attemptId}`,
    }),
    page("/mocks/AAAAAAAAAAAAAAAAAAAAAA", 404, 404),
    page("/mocks/not-an-attempt", 404, 404),
  ],
  "routes/public/calendar": [page("/calendar")],
  // The exam calendar's feeds: all, a level's, a course's; an unknown level or course is 404.
  "calendar-feed": [page("/calendar.ics")],
  "calendar-level-feed": [page("/calendar/foundation.ics"), page("/calendar/nowhere.ics", 404)],
  "calendar-course-feed": [
    page(`/calendar/foundation/${SAMPLES.mockCourse}.ics`),
    page("/calendar/foundation/no-such-course.ics", 404),
  ],
  "routes/public/blog/index": [page("/blog")],
  "routes/public/blog/post": [
    page(`/blog/${SAMPLES.postSlug}`),
    page(`/blog/${SAMPLES.draftSlug}`, 404),
    page("/blog/no-such-post", 404),
  ],
  // A tag's page: 404 when no public post has it (the draft's tag included).
  "routes/public/blog/tag": [
    page(`/blog/tag/${SAMPLES.tag}`),
    page(`/blog/tag/${SAMPLES.draftTag}`, 404),
    page("/blog/tag/no-such-tag", 404),
  ],
  // The cover drawn for a post without an image: public posts only.
  // A post's link-preview image (1200 × 630 JPEG): public posts only.
  "routes/public/blog/preview-image": [
    page(`/blog/${SAMPLES.postSlug}/preview.jpg`),
    page(`/blog/${SAMPLES.draftSlug}/preview.jpg`, 404),
    page("/blog/no-such-post/preview.jpg", 404),
  ],
  "routes/public/blog/cover-svg": [
    page(`/blog/${SAMPLES.postSlug}/cover.svg`),
    page(`/blog/${SAMPLES.draftSlug}/cover.svg`, 404),
    page("/blog/no-such-post/cover.svg", 404),
  ],
  // Opening the link only asks; the button posts (404 for a token that confirms nothing).
  "routes/newsletter/confirm": [page("/newsletter/confirm/no-such-token", 404, 404)],
  // One-click unsubscribe (RFC 8058) posts to the page itself.
  "routes/newsletter/unsubscribe": [
    page(`/newsletter/unsubscribe/${SAMPLES.unsubscribeToken}`, 200, 200),
    page("/newsletter/unsubscribe/no-such-token", 404, 404),
  ],
  "routes/public/study-materials": [page("/study-materials")],
  // The group suggestion form of a level without groups: 400 for an empty form.
  "routes/public/community": [page("/community", 200, 400)],
  "routes/public/courses": [page("/courses")],
  "routes/public/tools": [page("/tools")],
  "routes/public/tools/grade-predictor": [page("/tools/grade-predictor")],
  "routes/public/tools/cgpa-calculator": [page("/tools/cgpa-calculator")],
  // The site search: any query, filter or page answers 200 (unknown values are ignored).
  "routes/public/search": [
    page("/search"),
    page("/search?q=matrix"),
    page("/search?q=x&kind=nope&level=%27&page=-1"),
  ],
  "routes/public/about": [page("/about", 200, 400)],
  "routes/public/contact": [page("/contactus")],
  "policy-cancellation-refund": [page("/cancellation-refund")],
  "policy-privacy": [page("/privacy-policy")],
  "policy-terms": [page("/terms")],
  "policy-shipping": [page("/shipping-policy")],
  "policy-contact": [page("/contactus-policy")],
  "routes/public/not-found": [page("/no/such/page", 404)],
};
