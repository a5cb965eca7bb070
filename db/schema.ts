// The whole data model (DESIGN.md, "Data model"). Spec names are kept; additions are marked +.
// Enumerations are text columns with CHECK constraints: the same SQL on PGlite and PostgreSQL,
// and a new value is a one-line migration rather than an ALTER TYPE.
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  inet,
  integer,
  jsonb,
  numeric,
  primaryKey,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import {
  RESOURCE_CATEGORIES,
  RESOURCE_LEVELS,
  RESOURCE_TYPES,
  RESOURCE_EXAMS,
  SUBSCRIPTION_STATUSES,
  SUBMISSION_RESOURCE_TYPES,
  SUBMISSION_STATUSES,
  MESSAGE_STATUSES,
  SUBJECT_TERMS,
  SUBJECT_TRACKS,
  NEWSLETTER_ISSUE_KINDS,
  NEWSLETTER_ISSUE_STATUSES,
  MAIL_STATUSES,
  PRACTICE_EXAMS,
  QUESTION_KINDS,
  DIFFICULTIES,
  PRACTICE_STATUSES,
  PAPER_KINDS,
  CALENDAR_EVENT_KINDS,
  CALENDAR_EVENT_STATUSES,
} from "./enums";

// Screens import the lists from here or, without the tables, from ./enums.
export * from "./enums";

/** PostgreSQL's full-text document type. */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();
/**
 * + Written by the demo seed (app/features/admin/demo-seed.server.ts and the demo modules it
 * calls): the launch checklist counts these rows and one admin action removes them. An admin's own
 * rows are never marked, and an admin's edit of a demo row clears the mark (the row is the
 * operator's from then on).
 */
const demo = () => boolean("demo").notNull().default(false);

/** `column IN ('a', 'b')` for a CHECK constraint; values are our own constants, never input. */
function oneOf(column: string, values: readonly string[]) {
  return sql.raw(`"${column}" IN (${values.map((v) => `'${v}'`).join(", ")})`);
}

export const resources = pgTable(
  "resources",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    category: text("category", { enum: RESOURCE_CATEGORIES }).notNull(),
    level: text("level", { enum: RESOURCE_LEVELS }).notNull(),
    // Canonical hyphenated slug (computational-thinking); legacy rows may hold underscores.
    subject: text("subject").notNull(),
    resourceType: text("resource_type", { enum: RESOURCE_TYPES }).notNull(),
    fileUrl: text("file_url"),
    linkUrl: text("link_url"),
    // + a file of ours in the upload storage (issue 14); served at /files/:key. When set, it is
    // the resource's download and file_url/link_url are secondary.
    fileKey: text("file_key"),
    fileName: text("file_name"),
    fileType: text("file_type"),
    fileSize: integer("file_size"),
    resourceTag: text("resource_tag").notNull().default("general"),
    term: text("term").notNull().default("general"),
    // + which tab of the notes / PYQ pages the row belongs to
    exam: text("exam", { enum: RESOURCE_EXAMS }),
    createdAt: createdAt(),
    updatedAt: updatedAt(), // +
    demo: demo(), // +
  },
  (t) => [
    check("resources_category_check", oneOf("category", RESOURCE_CATEGORIES)),
    check("resources_level_check", oneOf("level", RESOURCE_LEVELS)),
    check("resources_resource_type_check", oneOf("resource_type", RESOURCE_TYPES)),
    check("resources_exam_check", sql`${t.exam} IS NULL OR ${oneOf("exam", RESOURCE_EXAMS)}`),
    index("resources_listing_idx").on(t.resourceType, t.level, t.subject, t.createdAt.desc()),
    index("resources_created_at_idx").on(t.createdAt, t.id), // see below
    // Admin list filters, each newest first with the id as tie-breaker (stable pages), and the
    // subjects screen's grouping. Ascending on purpose: drizzle writes `.desc()` as DESC NULLS
    // LAST, which `ORDER BY … DESC` (NULLS FIRST) cannot use; read backwards, ASC matches it.
    index("resources_type_created_at_idx").on(t.resourceType, t.createdAt, t.id),
    index("resources_level_created_at_idx").on(t.level, t.createdAt, t.id),
    index("resources_category_created_at_idx").on(t.category, t.createdAt, t.id),
    index("resources_level_subject_idx").on(t.level, t.subject),
    uniqueIndex("resources_file_key_key").on(t.fileKey),
    // The launch checklist counts demo rows on every dashboard view: only they are indexed.
    index("resources_demo_idx")
      .on(t.id)
      .where(sql`${t.demo}`),
  ],
);

/**
 * + The subjects of each level (issue 14): chosen from, never typed, on the resource forms.
 * `resources.subject` holds the slug; a resource's subject is found by (level, slug), where a
 * legacy underscored slug still matches its hyphenated row.
 */
export const subjects = pgTable(
  "subjects",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    level: text("level", { enum: RESOURCE_LEVELS }).notNull(),
    slug: text("slug").notNull(), // canonical hyphenated, e.g. computational-thinking
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    term: text("term", { enum: SUBJECT_TERMS }), // which term pill lists it; null: every term
    position: integer("position").notNull().default(0), // order within (level, term)
    // the subject's shared folder on a file host ('Open Google Drive' card of the notes page)
    folderUrl: text("folder_url"),
    // + the programme's course code (e.g. BSMA1001): practice questions are written per course
    code: text("code"),
    // + the course catalogue (ADR 046): `name` is the official name; the short name students
    // use ("Maths 1", "PDSA"); other spellings search understands ("m1", "maths-1")
    shortName: text("short_name").notNull().default(""),
    shorthand: text("shorthand")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    credits: integer("credits"), // null: not known
    // + a diploma course's diploma: 'programming' or 'data-science'; null elsewhere
    track: text("track", { enum: SUBJECT_TRACKS }),
    // + the course's id in the grading rules documents (app/features/grading), e.g. maths-1
    gradingId: text("grading_id"),
    // + where the official name, code and credits come from, shown on the course page
    source: text("source").notNull().default(""),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("subjects_level_slug_key").on(t.level, t.slug),
    uniqueIndex("subjects_code_key").on(t.code),
    uniqueIndex("subjects_grading_id_key").on(t.gradingId),
    check("subjects_level_check", oneOf("level", RESOURCE_LEVELS)),
    check("subjects_term_check", sql`${t.term} IS NULL OR ${oneOf("term", SUBJECT_TERMS)}`),
    check("subjects_slug_check", sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check("subjects_track_check", sql`${t.track} IS NULL OR ${oneOf("track", SUBJECT_TRACKS)}`),
    check("subjects_credits_check", sql`${t.credits} IS NULL OR ${t.credits} BETWEEN 1 AND 20`),
  ],
);

/**
 * + A course's former slugs (ADR 046): `/resources/{level}/{old}` answers 301 to the course, and
 * rows stored under an old slug (resources, submissions, imports) are found as the course's.
 */
export const subjectAliases = pgTable(
  "subject_aliases",
  {
    level: text("level", { enum: RESOURCE_LEVELS }).notNull(),
    slug: text("slug").notNull(),
    subjectId: uuid("subject_id")
      .notNull()
      .references(() => subjects.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.level, t.slug] }),
    index("subject_aliases_subject_idx").on(t.subjectId),
    check("subject_aliases_slug_check", sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
  ],
);

export const blogPosts = pgTable(
  "blog_posts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    slug: text("slug").notNull(),
    excerpt: text("excerpt").notNull(),
    content: text("content").notNull(), // HTML, sanitized on write and on render
    category: text("category").notNull(),
    author: text("author").notNull(),
    tags: text("tags")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    imageUrl: text("image_url"),
    readTime: text("read_time").notNull().default("5 min"),
    // + false: read_time is computed from the text on every save; true: the admin set it.
    readTimeManual: boolean("read_time_manual").notNull().default(false),
    // + the Markdown the admin wrote (issue 14); `content` is its sanitized HTML. Null for posts
    // written as HTML (legacy and imported rows).
    markdown: text("markdown"),
    // + an uploaded cover: storage keys of its responsive variants, its size and alt text
    // (app/features/blog/cover.ts). `image_url` stays for external images.
    cover: jsonb("cover"),
    published: boolean("published").notNull().default(true),
    // + a published post is public from this time on (scheduled when in the future)
    publishAt: timestamp("publish_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(), // +
    // + full-text search over title, tags, excerpt and body (function in drizzle/0001_*.sql)
    search: tsvector("search").generatedAlwaysAs(
      sql`blog_post_search_document(title, excerpt, content, tags)`,
    ),
    // + each tag once in the form of its page's URL (tags.ts's tagSlug; function in
    // drizzle/0013_*.sql): tag pages and related posts compare tags by it, through its index.
    tagSlugs: text("tag_slugs")
      .array()
      .generatedAlwaysAs(sql`blog_tag_slugs(tags)`),
    demo: demo(), // +
  },
  (t) => [
    uniqueIndex("blog_posts_slug_key").on(t.slug),
    index("blog_posts_search_idx").using("gin", t.search).with({ fastupdate: false }),
    // The public lists: newest first by the date shown (a scheduled post's publish time).
    index("blog_posts_published_date_idx").on(
      t.published,
      sql`coalesce(${t.publishAt}, ${t.createdAt}) desc`,
    ),
    index("blog_posts_created_at_idx").on(t.createdAt, t.id), // the admin list
    index("blog_posts_tag_slugs_idx").using("gin", t.tagSlugs).with({ fastupdate: false }),
    // The next scheduled post (how long a page listing posts may be kept), and counting the
    // public posts from the index alone.
    index("blog_posts_published_publish_at_idx").on(t.published, t.publishAt),
    index("blog_posts_demo_idx")
      .on(t.id)
      .where(sql`${t.demo}`),
  ],
);

export const newsletterSubscriptions = pgTable(
  "newsletter_subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(), // stored lower-cased
    status: text("status", { enum: SUBSCRIPTION_STATUSES }).notNull().default("pending"), // +
    // + single-purpose tokens, only their SHA-256 hashes: one confirms, one unsubscribes
    confirmTokenHash: text("confirm_token_hash"),
    unsubscribeTokenHash: text("unsubscribe_token_hash").notNull(),
    createdAt: createdAt(), // +
    confirmationSentAt: timestamp("confirmation_sent_at", { withTimezone: true }), // +
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }), // +
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }), // +
    // + where the address was given (home, blog, import:<file>, …): the consent's source
    consentSource: text("consent_source"),
    // + the last mail delivered to this address (issue 17), for the admins' subscribers screen
    lastMailedAt: timestamp("last_mailed_at", { withTimezone: true }),
    // + permanent SMTP failures (5xx) in a row; at BOUNCE_LIMIT the address is marked bounced and
    // skipped by every later issue. A delivered mail resets the count.
    bounceCount: integer("bounce_count").notNull().default(0),
    bouncedAt: timestamp("bounced_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("newsletter_subscriptions_email_key").on(t.email),
    uniqueIndex("newsletter_subscriptions_confirm_token_hash_key").on(t.confirmTokenHash),
    uniqueIndex("newsletter_subscriptions_unsubscribe_token_hash_key").on(t.unsubscribeTokenHash),
    check("newsletter_subscriptions_email_lower_check", sql`${t.email} = lower(${t.email})`),
    check("newsletter_subscriptions_status_check", oneOf("status", SUBSCRIPTION_STATUSES)),
  ],
);

export const admins = pgTable(
  "admins",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(), // stored lower-cased
    passwordHash: text("password_hash").notNull(), // argon2id
    createdAt: createdAt(),
    lastLoginAt: timestamp("last_login_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("admins_email_key").on(t.email),
    check("admins_email_lower_check", sql`${t.email} = lower(${t.email})`),
  ],
);

export const sessions = pgTable(
  "sessions",
  {
    // SHA-256 of the random session id; the id itself lives only in the browser's cookie.
    idHash: text("id_hash").primaryKey(),
    adminId: uuid("admin_id")
      .notNull()
      .references(() => admins.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    userAgent: text("user_agent"),
  },
  (t) => [
    index("sessions_admin_id_idx").on(t.adminId),
    index("sessions_expires_at_idx").on(t.expiresAt),
  ],
);

/**
 * + Browsers that signed in as an admin (ADR 040): the browser holds a random token in a
 * long-lived cookie, the database its SHA-256. A sign-in from such a browser is counted per
 * device, so strangers' failures cannot lock the owner out.
 */
export const trustedDevices = pgTable(
  "trusted_devices",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text("token_hash").notNull(),
    adminId: uuid("admin_id")
      .notNull()
      .references(() => admins.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex("trusted_devices_token_hash_key").on(t.tokenHash),
    index("trusted_devices_admin_id_idx").on(t.adminId, t.createdAt),
    index("trusted_devices_expires_at_idx").on(t.expiresAt),
  ],
);

export const loginAttempts = pgTable(
  "login_attempts",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    ip: inet("ip"),
    email: text("email").notNull(), // lower-cased as typed; may name no admin
    succeeded: boolean("succeeded").notNull(),
    createdAt: createdAt(),
    // + The trusted device the attempt came from (ADR 040); null for an untrusted client. No
    // foreign key: the attempt stays in the record after its device is removed.
    deviceId: bigint("device_id", { mode: "number" }),
  },
  (t) => [
    index("login_attempts_ip_idx").on(t.ip, t.createdAt),
    index("login_attempts_email_idx").on(t.email, t.createdAt),
    index("login_attempts_device_id_idx").on(t.deviceId, t.createdAt),
  ],
);

/** + Hits of per-address rate limits (submissions, contact messages), shared by all app servers. */
export const rateLimitHits = pgTable(
  "rate_limit_hits",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    bucket: text("bucket").notNull(),
    key: text("key").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("rate_limit_hits_bucket_key_idx").on(t.bucket, t.key, t.createdAt)],
);

export const submissions = pgTable(
  "submissions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    resourceType: text("resource_type", { enum: SUBMISSION_RESOURCE_TYPES }).notNull(),
    subject: text("subject").notNull(),
    level: text("level").notNull(),
    term: text("term").notNull(),
    description: text("description").notNull(),
    linkUrl: text("link_url"),
    authorName: text("author_name").notNull(),
    email: text("email").notNull(),
    consentAt: timestamp("consent_at", { withTimezone: true }).notNull(),
    // Stored file: a random storage key; the original name is metadata only.
    fileKey: text("file_key"),
    fileName: text("file_name"),
    fileType: text("file_type"),
    fileSize: integer("file_size"),
    status: text("status", { enum: SUBMISSION_STATUSES }).notNull().default("pending"),
    reviewedBy: uuid("reviewed_by").references(() => admins.id, { onDelete: "set null" }),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    reviewNote: text("review_note"),
    resourceId: uuid("resource_id").references(() => resources.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("submissions_resource_type_check", oneOf("resource_type", SUBMISSION_RESOURCE_TYPES)),
    check("submissions_status_check", oneOf("status", SUBMISSION_STATUSES)),
    index("submissions_status_created_at_idx").on(t.status, t.createdAt.desc()),
  ],
);

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    // Null only for a community group suggestion sent without a contact address (the Get in
    // Touch form requires one): no reply address is ever made up.
    email: text("email"),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    // + the address a message is about (a suggested community group's link), http(s) only
    linkUrl: text("link_url"),
    status: text("status", { enum: MESSAGE_STATUSES }).notNull().default("new"),
    createdAt: createdAt(),
    readAt: timestamp("read_at", { withTimezone: true }),
  },
  (t) => [
    check("contact_messages_status_check", oneOf("status", MESSAGE_STATUSES)),
    check(
      "contact_messages_link_url_check",
      sql`${t.linkUrl} IS NULL OR ${t.linkUrl} ~ '^https?://'`,
    ),
    index("contact_messages_status_created_at_idx").on(t.status, t.createdAt.desc()),
  ],
);

export const auditLog = pgTable(
  "audit_log",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    adminId: uuid("admin_id").references(() => admins.id, { onDelete: "set null" }),
    action: text("action").notNull(), // e.g. resource.create, blog_post.delete
    entity: text("entity").notNull(),
    entityId: text("entity_id"),
    details: jsonb("details"),
    createdAt: createdAt(),
  },
  (t) => [index("audit_log_created_at_idx").on(t.createdAt.desc())],
);

/**
 * + Grading rules of a term added by an admin (issue 10): one JSON document per term, validated
 * by `termRulesSchema` before it is written. Merged with the built-in terms in code; a row whose
 * term is also built in replaces the built-in rules (docs/decisions/009-grading-terms-in-the-database.md).
 */
export const gradingTerms = pgTable(
  "grading_terms",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    term: text("term").notNull(), // YYYY-MM, the same as document.term
    document: jsonb("document").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    createdBy: uuid("created_by").references(() => admins.id, { onDelete: "set null" }),
  },
  (t) => [
    uniqueIndex("grading_terms_term_key").on(t.term),
    check("grading_terms_term_format_check", sql`${t.term} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
    check("grading_terms_document_term_check", sql`${t.document}->>'term' = ${t.term}`),
  ],
);

/**
 * + Site settings an operator edits in the admin area (issue 14, DESIGN.md D4): one JSON value per
 * key (operator details, social links, community groups, study materials, courses, tools), each
 * checked by its Zod schema in app/features/settings before it is written.
 */
export const siteSettings = pgTable("site_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: updatedAt(),
  updatedBy: uuid("updated_by").references(() => admins.id, { onDelete: "set null" }),
});

/** + Mail that could not be sent (issue 14: the dashboard shows them until dismissed). */
export const mailFailures = pgTable(
  "mail_failures",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind").notNull(), // e.g. newsletter-confirmation
    recipient: text("recipient").notNull(),
    subject: text("subject").notNull(),
    error: text("error").notNull(),
    createdAt: createdAt(),
    dismissedAt: timestamp("dismissed_at", { withTimezone: true }),
  },
  (t) => [index("mail_failures_dismissed_at_created_at_idx").on(t.dismissedAt, t.createdAt)],
);

/**
 * + A file uploaded on /admin/import (issue 14), kept between its dry run and Apply so the admin
 * never uploads it twice and nothing is lost on an error. Applied drafts keep their result (the
 * rows not applied, with why); drafts are deleted a week after upload.
 */
export const importDrafts = pgTable(
  "import_drafts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    adminId: uuid("admin_id").references(() => admins.id, { onDelete: "set null" }),
    fileName: text("file_name").notNull(),
    content: text("content").notNull(),
    // what the admin chose: { kind: "auto" | …, createSubjects: boolean }
    options: jsonb("options").notNull(),
    createdAt: createdAt(),
    appliedAt: timestamp("applied_at", { withTimezone: true }),
    result: jsonb("result"),
  },
  (t) => [index("import_drafts_created_at_idx").on(t.createdAt)],
);

/**
 * + An issue of the newsletter (issue 17): a published post mailed to subscribers, or a digest of
 * what is new. Its mail is rendered once, with a placeholder where each recipient's unsubscribe
 * token goes; `status` only moves draft -> sending -> sent, by conditional updates, so an issue is
 * never sent twice (a second click, two admins, a retry).
 */
export const newsletterIssues = pgTable(
  "newsletter_issues",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind", { enum: NEWSLETTER_ISSUE_KINDS }).notNull(),
    postId: uuid("post_id").references(() => blogPosts.id, { onDelete: "set null" }),
    subject: text("subject").notNull(),
    html: text("html").notNull(),
    text: text("text").notNull(),
    status: text("status", { enum: NEWSLETTER_ISSUE_STATUSES }).notNull().default("draft"),
    // a digest covers what became public from this time (the previous issue's start) to creation
    since: timestamp("since", { withTimezone: true }),
    recipientCount: integer("recipient_count"),
    createdBy: uuid("created_by").references(() => admins.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    startedAt: timestamp("started_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [
    index("newsletter_issues_created_at_idx").on(t.createdAt),
    check("newsletter_issues_kind_check", oneOf("kind", NEWSLETTER_ISSUE_KINDS)),
    check("newsletter_issues_status_check", oneOf("status", NEWSLETTER_ISSUE_STATUSES)),
  ],
);

/**
 * + Every outgoing mail (issue 17, ADR 029): a queue in the database, claimed by the app servers'
 * mail workers with FOR UPDATE SKIP LOCKED and a lease. One row per mail and recipient; an
 * issue's row holds no body (the issue has it) but the recipient's raw unsubscribe token until it
 * is sent. `message_id` is fixed here, so a mail resent after a crash keeps its Message-ID.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind").notNull(), // newsletter-confirmation, newsletter-issue, newsletter-test
    issueId: uuid("issue_id").references(() => newsletterIssues.id, { onDelete: "cascade" }),
    subscriptionId: uuid("subscription_id").references(() => newsletterSubscriptions.id, {
      onDelete: "set null",
    }),
    recipient: text("recipient").notNull(),
    subject: text("subject").notNull(),
    messageId: text("message_id").notNull(),
    // what the mail needs and must not outlive it: { html, text, headers } or { token }; emptied
    // once sent or failed
    payload: jsonb("payload").notNull().default({}),
    status: text("status", { enum: MAIL_STATUSES }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    claimedUntil: timestamp("claimed_until", { withTimezone: true }),
    claimToken: uuid("claim_token"),
    lastError: text("last_error"),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("mail_outbox_message_id_key").on(t.messageId),
    // one mail of an issue per subscriber, whatever clicks or retries happen
    uniqueIndex("mail_outbox_issue_id_subscription_id_key").on(t.issueId, t.subscriptionId),
    index("mail_outbox_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.status} IN ('pending', 'sending')`),
    index("mail_outbox_issue_id_status_idx").on(t.issueId, t.status),
    index("mail_outbox_subscription_id_idx").on(t.subscriptionId),
    check("mail_outbox_status_check", oneOf("status", MAIL_STATUSES)),
  ],
);

/**
 * + Unsubscribe tokens of mailed issues (issue 17): each issue's mail carries a fresh token per
 * recipient, stored here only as its SHA-256 hash, as the subscription's own token is.
 */
export const newsletterUnsubscribeTokens = pgTable(
  "newsletter_unsubscribe_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    subscriptionId: uuid("subscription_id")
      .notNull()
      .references(() => newsletterSubscriptions.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [index("newsletter_unsubscribe_tokens_subscription_id_idx").on(t.subscriptionId)],
);

export const SEARCH_SOURCES = ["resource", "blog_post", "subject", "site", "question"] as const;

/**
 * + The site search's one index (issue 18, ADR 032): a row per public thing a student may look
 * for. Resources, blog posts and subjects are kept here by triggers on their tables (the same
 * transaction as the admin's write); what lives in site settings and content (courses, tools,
 * community channels, study materials, the about page and policies) is written by the app in the
 * transaction that saves a setting, and at start-up. `search` is weighted: title (A), keywords
 * such as subject, level, kind and exam (B), description (B), body (C).
 */
export const searchDocuments = pgTable(
  "search_documents",
  {
    key: text("key").primaryKey(), // resource:<id>, post:<id>, subject:<id>, tool:<id>, page:about …
    source: text("source", { enum: SEARCH_SOURCES }).notNull(),
    // subject | notes | pyqs | lectures | assignments | books | post | course | tool | community
    // | study-material | page
    kind: text("kind").notNull(),
    title: text("title").notNull(),
    keywords: text("keywords").notNull().default(""),
    description: text("description").notNull().default(""),
    body: text("body").notNull().default(""),
    level: text("level"),
    subject: text("subject"), // canonical slug
    subjectName: text("subject_name"),
    term: text("term"),
    exam: text("exam"), // a resource's exam, as the pages name it ("Quiz 1", "End Term")
    url: text("url").notNull(),
    // a blog post is found from its publish time on (scheduled posts become public by time)
    visibleFrom: timestamp("visible_from", { withTimezone: true }),
    // newest first among equals (a post's date, a resource's creation)
    sortDate: timestamp("sort_date", { withTimezone: true }),
    search: tsvector("search").generatedAlwaysAs(
      sql`search_document_vector(title, keywords, description, body)`,
    ),
  },
  (t) => [
    index("search_documents_search_idx").using("gin", t.search).with({ fastupdate: false }),
    index("search_documents_title_trgm_idx")
      .using("gin", sql`${t.title} gin_trgm_ops`)
      .with({ fastupdate: false }),
    index("search_documents_kind_idx").on(t.kind),
    index("search_documents_level_idx").on(t.level),
    check("search_documents_source_check", oneOf("source", SEARCH_SOURCES)),
  ],
);

/** Marks: up to 999.99, read as a JS number. */
const marks = (name: string) => numeric(name, { precision: 5, scale: 2, mode: "number" });

/**
 * + Practice questions (DESIGN.md D10, ADR 043): Markdown with LaTeX for the stem, the options and
 * the worked solution, rendered on the server; `answer` is the key in the shape its kind needs
 * (app/features/practice/question-schema.ts) and never leaves the server before an answer does.
 */
export const practiceQuestions = pgTable(
  "practice_questions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    subjectId: uuid("subject_id")
      .notNull()
      .references(() => subjects.id, { onDelete: "restrict" }),
    slug: text("slug").notNull(),
    kind: text("kind", { enum: QUESTION_KINDS }).notNull(),
    exam: text("exam", { enum: PRACTICE_EXAMS }).notNull(),
    topic: text("topic").notNull(),
    difficulty: text("difficulty", { enum: DIFFICULTIES }).notNull(),
    marks: marks("marks").notNull().default(1),
    stem: text("stem").notNull(),
    options: jsonb("options").$type<string[]>().notNull().default([]),
    answer: jsonb("answer").notNull(),
    solution: text("solution").notNull(),
    source: text("source").notNull(),
    status: text("status", { enum: PRACTICE_STATUSES }).notNull().default("draft"),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    demo: demo(),
  },
  (t) => [
    uniqueIndex("practice_questions_subject_slug_key").on(t.subjectId, t.slug),
    index("practice_questions_subject_status_idx").on(t.subjectId, t.status, t.exam),
    check("practice_questions_kind_check", oneOf("kind", QUESTION_KINDS)),
    check("practice_questions_exam_check", oneOf("exam", PRACTICE_EXAMS)),
    check("practice_questions_difficulty_check", oneOf("difficulty", DIFFICULTIES)),
    check("practice_questions_status_check", oneOf("status", PRACTICE_STATUSES)),
    check("practice_questions_slug_check", sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check("practice_questions_marks_check", sql`${t.marks} > 0`),
  ],
);

/** + A paper: an ordered set of questions sat as a timed mock (a mock of ours, or a past paper). */
export const practicePapers = pgTable(
  "practice_papers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    subjectId: uuid("subject_id")
      .notNull()
      .references(() => subjects.id, { onDelete: "restrict" }),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    kind: text("kind", { enum: PAPER_KINDS }).notNull().default("mock"),
    exam: text("exam", { enum: PRACTICE_EXAMS }).notNull(),
    session: text("session").notNull().default(""), // e.g. "January 2024 FN"; empty for a mock
    description: text("description").notNull().default(""),
    timeLimitMinutes: integer("time_limit_minutes").notNull(),
    source: text("source").notNull(),
    status: text("status", { enum: PRACTICE_STATUSES }).notNull().default("draft"),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    demo: demo(),
  },
  (t) => [
    uniqueIndex("practice_papers_subject_slug_key").on(t.subjectId, t.slug),
    check("practice_papers_kind_check", oneOf("kind", PAPER_KINDS)),
    check("practice_papers_exam_check", oneOf("exam", PRACTICE_EXAMS)),
    check("practice_papers_status_check", oneOf("status", PRACTICE_STATUSES)),
    check("practice_papers_slug_check", sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check("practice_papers_time_limit_check", sql`${t.timeLimitMinutes} BETWEEN 1 AND 600`),
  ],
);

/** + The questions of a paper, in order; `marks` overrides the question's own when set. */
export const practicePaperQuestions = pgTable(
  "practice_paper_questions",
  {
    paperId: uuid("paper_id")
      .notNull()
      .references(() => practicePapers.id, { onDelete: "cascade" }),
    // a question on a paper cannot be deleted until it is taken off the paper
    questionId: uuid("question_id")
      .notNull()
      .references(() => practiceQuestions.id, { onDelete: "restrict" }),
    position: integer("position").notNull(),
    marks: marks("marks"),
  },
  (t) => [
    primaryKey({ columns: [t.paperId, t.questionId] }),
    index("practice_paper_questions_question_idx").on(t.questionId),
  ],
);

/**
 * + A mock sat by someone (no account, no personal data): `id` is an unguessable token that is the
 * attempt's URL. The server keeps the clock; `result` freezes what was marked (each question's
 * answer, key and marks) so a later edit of a question does not change a shared result. Swept
 * after the retention period set in the admin area.
 */
export const practiceAttempts = pgTable(
  "practice_attempts",
  {
    id: text("id").primaryKey(),
    paperId: uuid("paper_id")
      .notNull()
      .references(() => practicePapers.id, { onDelete: "cascade" }),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    deadlineAt: timestamp("deadline_at", { withTimezone: true }).notNull(),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    late: boolean("late").notNull().default(false),
    answers: jsonb("answers"),
    result: jsonb("result"),
    score: marks("score"),
    total: marks("total"),
  },
  (t) => [
    index("practice_attempts_started_at_idx").on(t.startedAt),
    index("practice_attempts_paper_idx").on(t.paperId),
  ],
);

/**
 * + The exam calendar (DESIGN.md D11): a term's dates kept by admins, shown on /calendar and
 * served as iCalendar feeds. `uid` is the event's iCalendar UID and never changes; `sequence` is
 * bumped on every change a calendar shows, so subscribed calendars take the new version. Times
 * are instants (entered and shown in India time); an all-day event runs from midnight IST of its
 * first day to midnight IST after its last (`ends_at` exclusive, as iCalendar's DTEND).
 * A course's events keep their course: the subject cannot be deleted while it has events
 * (RESTRICT), since turning them into events of the whole level would show them to everyone.
 */
export const calendarEvents = pgTable(
  "calendar_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    uid: text("uid").notNull(),
    kind: text("kind", { enum: CALENDAR_EVENT_KINDS }).notNull(),
    title: text("title").notNull(),
    level: text("level", { enum: RESOURCE_LEVELS }), // null: every level
    subjectId: uuid("subject_id").references(() => subjects.id, { onDelete: "restrict" }),
    term: text("term").notNull(), // YYYY-MM of the term's first month, as grading_terms.term
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    allDay: boolean("all_day").notNull().default(false),
    location: text("location").notNull().default(""),
    notes: text("notes").notNull().default(""),
    source: text("source").notNull(), // where the date comes from, shown with it
    status: text("status", { enum: CALENDAR_EVENT_STATUSES }).notNull().default("confirmed"),
    sequence: integer("sequence").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    demo: demo(),
  },
  (t) => [
    uniqueIndex("calendar_events_uid_key").on(t.uid),
    index("calendar_events_starts_at_idx").on(t.startsAt),
    index("calendar_events_term_idx").on(t.term, t.startsAt),
    index("calendar_events_subject_idx").on(t.subjectId),
    check("calendar_events_kind_check", oneOf("kind", CALENDAR_EVENT_KINDS)),
    check("calendar_events_status_check", oneOf("status", CALENDAR_EVENT_STATUSES)),
    check(
      "calendar_events_level_check",
      sql`${t.level} IS NULL OR ${oneOf("level", RESOURCE_LEVELS)}`,
    ),
    check("calendar_events_term_check", sql`${t.term} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
    check("calendar_events_ends_after_start_check", sql`${t.endsAt} > ${t.startsAt}`),
    // a course's event is also its level's
    check(
      "calendar_events_subject_level_check",
      sql`${t.subjectId} IS NULL OR ${t.level} IS NOT NULL`,
    ),
    check("calendar_events_sequence_check", sql`${t.sequence} >= 0`),
    check("calendar_events_uid_check", sql`length(${t.uid}) BETWEEN 1 AND 255`),
  ],
);
