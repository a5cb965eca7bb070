import path from "node:path";
import { z } from "zod";
import { StartupError } from "./startup-error";
import type { S3StorageOptions } from "./storage.server";

// Empty strings (VAR= in .env) count as unset.
const optional = <T extends z.ZodTypeAny>(schema: T) =>
  z.preprocess((value) => (value === "" ? undefined : value), schema.optional());

const EnvSchema = z.object({
  NODE_ENV: optional(z.enum(["development", "production", "test"])).default("development"),
  PORT: optional(z.coerce.number().int().min(0).max(65535)).default(3000),
  HOST: optional(z.string()).default("0.0.0.0"),
  DATABASE_URL: optional(
    z.string().regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://"),
  ),
  /** Public origin for canonical URLs and links in mail, e.g. https://your-domain (no trailing slash). */
  SITE_URL: optional(z.url({ protocol: /^https?$/ }).transform((url) => url.replace(/\/+$/, ""))),
  DATA_DIR: optional(z.string()).default("data"),
  /** The embedded database's page cache (PostgreSQL's shared_buffers), e.g. 32MB or 128MB. */
  PGLITE_SHARED_BUFFERS: optional(
    z.string().regex(/^\d+(kB|MB|GB)$/, "must be a size such as 32MB (kB, MB or GB)"),
  ),
  DATABASE_POOL_SIZE: optional(z.coerce.number().int().min(1).max(100)).default(10),
  SEED_ON_EMPTY: optional(z.enum(["true", "false"])),
  /** smtp://user:pass@host:587 or smtps://…; unset: mail is written to DATA_DIR/outbox. */
  SMTP_URL: optional(z.string().regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")),
  MAIL_FROM: optional(z.string()).default("BS Degree Hub <no-reply@localhost>"),
  /** Mails sent per second at most, over all of this server's sending (0: no limit). */
  MAIL_RATE_PER_SECOND: optional(z.coerce.number().min(0).max(10_000)).default(20),
  /** Mails a worker claims at a time and sends over one SMTP connection before closing it. */
  MAIL_BATCH_SIZE: optional(z.coerce.number().int().min(1).max(1000)).default(50),
  /** How long claimed mails stay a worker's before another server may take them over. */
  MAIL_LEASE_SECONDS: optional(z.coerce.number().int().min(1).max(86_400)).default(120),
  /** How often an idle worker looks for mail queued by another app server. */
  MAIL_POLL_MS: optional(z.coerce.number().int().min(50).max(60_000)).default(1000),
  /** With ADMIN_PASSWORD: the admin created at start when none exists yet. */
  ADMIN_EMAIL: optional(z.email("must be an email address")),
  ADMIN_PASSWORD: optional(z.string().min(12, "must be at least 12 characters")),
  /** Per client address: submissions an hour, contact messages per 10 minutes, sign-ups an hour. */
  SUBMISSIONS_PER_HOUR: optional(z.coerce.number().int().min(1)).default(10),
  CONTACT_MESSAGES_PER_10_MIN: optional(z.coerce.number().int().min(1)).default(5),
  NEWSLETTER_SIGNUPS_PER_HOUR: optional(z.coerce.number().int().min(1)).default(10),
  /** Per client address: timed mocks started an hour. */
  MOCK_STARTS_PER_HOUR: optional(z.coerce.number().int().min(1)).default(20),
  /**
   * Per client address, for the work the page cache cannot answer (ADR 051): requests worked on
   * at once (0: no cap), requests waiting past those, requests started per second sustained
   * (0: no rate) and after a quiet while. Past them: 429 with Retry-After.
   */
  CLIENT_REQUESTS_AT_ONCE: optional(z.coerce.number().int().min(0).max(1000)).default(4),
  CLIENT_REQUESTS_QUEUED: optional(z.coerce.number().int().min(0).max(10_000)).default(32),
  CLIENT_REQUESTS_PER_SECOND: optional(z.coerce.number().min(0).max(100_000)).default(10),
  CLIENT_REQUEST_BURST: optional(z.coerce.number().int().min(1).max(100_000)).default(60),
  /** All four together: uploads go to this S3-compatible bucket instead of DATA_DIR/uploads. */
  S3_ENDPOINT: optional(
    z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" }),
  ),
  S3_BUCKET: optional(z.string()),
  S3_ACCESS_KEY_ID: optional(z.string()),
  S3_SECRET_ACCESS_KEY: optional(z.string()),
  S3_REGION: optional(z.string()).default("us-east-1"),
  S3_FORCE_PATH_STYLE: optional(z.enum(["true", "false"])).default("true"),
  /** Keep rendered public pages in memory (production only); `off` renders every request. */
  PAGE_CACHE: optional(z.enum(["on", "off"])).default("on"),
  /**
   * How long a cached page counts as fresh without a change it shows (time-dependent content).
   * 0 keeps nothing: every request renders, and simultaneous readers of a page share one render.
   */
  PAGE_CACHE_TTL_SECONDS: optional(z.coerce.number().int().min(0).max(86_400)).default(600),
  /** Unset: info, and silent under tests. */
  LOG_LEVEL: optional(z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"])),
  /** Production cookies carry Secure unless this is false (production over plain http). */
  COOKIE_SECURE: optional(z.enum(["true", "false"])).default("true"),
  /**
   * Signs the short-lived cookies the app reads back (the flashed toast). Unset: a random secret
   * for each start of each server. Several app servers: set the same value on each.
   */
  SESSION_SECRET: optional(z.string().min(32, "must be at least 32 characters")),
  /** Behind one reverse proxy: take the client's address from X-Forwarded-For. */
  TRUST_PROXY: optional(z.enum(["true", "false"])).default("false"),
});

/**
 * The few settings that modules read when they load, before start-up parses the whole
 * configuration (the logger's level, the cookies' Secure flag and signing secret, the server's
 * proxy trust and its own origin). Parsed by the same schema; a bad value falls back to the
 * default here, and start-up's parseEnv then stops with its message.
 */
export function moduleConfig(source: NodeJS.ProcessEnv = process.env) {
  // Each field on its own: one bad value does not reset the others.
  const field = <
    K extends
      | "NODE_ENV"
      | "LOG_LEVEL"
      | "COOKIE_SECURE"
      | "SESSION_SECRET"
      | "TRUST_PROXY"
      | "SITE_URL"
      | "CLIENT_REQUESTS_AT_ONCE"
      | "CLIENT_REQUESTS_QUEUED"
      | "CLIENT_REQUESTS_PER_SECOND"
      | "CLIENT_REQUEST_BURST",
  >(
    key: K,
  ) => {
    const schema = EnvSchema.shape[key];
    const parsed = schema.safeParse(source[key]);
    return (parsed.success ? parsed.data : schema.parse(undefined)) as z.infer<typeof schema>;
  };
  const env = {
    NODE_ENV: field("NODE_ENV"),
    LOG_LEVEL: field("LOG_LEVEL"),
    COOKIE_SECURE: field("COOKIE_SECURE"),
    SESSION_SECRET: field("SESSION_SECRET"),
    TRUST_PROXY: field("TRUST_PROXY"),
    SITE_URL: field("SITE_URL"),
  };
  return {
    production: env.NODE_ENV === "production",
    trustProxy: env.TRUST_PROXY === "true",
    /** SITE_URL's origin, when set. */
    siteOrigin: env.SITE_URL ? new URL(env.SITE_URL).origin : undefined,
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === "test" ? "silent" : "info"),
    secureCookies: env.NODE_ENV === "production" && env.COOKIE_SECURE !== "false",
    /** Null when unset (the cookies module then makes one up for this process). */
    sessionSecret: env.SESSION_SECRET ?? null,
    /** Each client address's share of the uncached work (server/fair-share.ts). */
    clientLimits: {
      concurrency: field("CLIENT_REQUESTS_AT_ONCE"),
      queue: field("CLIENT_REQUESTS_QUEUED"),
      ratePerSecond: field("CLIENT_REQUESTS_PER_SECOND"),
      burst: field("CLIENT_REQUEST_BURST"),
    },
  };
}

export type Env = z.infer<typeof EnvSchema> & {
  /** Fill an empty database with demo content at start-up. */
  seedOnEmpty: boolean;
  /** Where PGlite keeps its files when DATABASE_URL is unset. */
  pgliteDir: string;
  /** Where mail goes when SMTP_URL is unset. */
  outboxDir: string;
  /** Where uploaded files are kept when `s3` is null. */
  uploadsDir: string;
  /** The bucket for uploaded files, when S3_* is set. */
  s3: S3StorageOptions | null;
};

const S3_REQUIRED = [
  "S3_ENDPOINT",
  "S3_BUCKET",
  "S3_ACCESS_KEY_ID",
  "S3_SECRET_ACCESS_KEY",
] as const;

export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = EnvSchema.safeParse(source);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new StartupError(
      `Invalid configuration: ${issue?.path.join(".") ?? "environment"} ${issue?.message ?? "is invalid"}.`,
    );
  }
  const env = result.data;
  if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
    throw new StartupError(
      "Invalid configuration: set both ADMIN_EMAIL and ADMIN_PASSWORD, or neither.",
    );
  }
  const missingS3 = S3_REQUIRED.filter((name) => !env[name]);
  if (missingS3.length > 0 && missingS3.length < S3_REQUIRED.length) {
    throw new StartupError(
      `Invalid configuration: set all of S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or none of them (missing: ${missingS3.join(", ")}).`,
    );
  }
  return {
    ...env,
    // Demo content goes into the embedded database by default, never into a real server's
    // unless asked for.
    seedOnEmpty: env.SEED_ON_EMPTY ? env.SEED_ON_EMPTY === "true" : !env.DATABASE_URL,
    pgliteDir: path.join(env.DATA_DIR, "db"),
    outboxDir: path.join(env.DATA_DIR, "outbox"),
    uploadsDir: path.join(env.DATA_DIR, "uploads"),
    s3:
      env.S3_ENDPOINT && env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? {
            endpoint: env.S3_ENDPOINT,
            bucket: env.S3_BUCKET,
            accessKeyId: env.S3_ACCESS_KEY_ID,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY,
            region: env.S3_REGION,
            forcePathStyle: env.S3_FORCE_PATH_STYLE === "true",
          }
        : null,
  };
}
