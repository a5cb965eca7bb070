import { describe, expect, it } from "vitest";
import { moduleConfig, parseEnv } from "./env.server";
import { StartupError } from "./startup-error";

describe("parseEnv", () => {
  it("defaults to port 3000 and the embedded database in ./data/db, seeding demo content", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ PORT: 3000, DATA_DIR: "data", seedOnEmpty: true });
    expect(env.pgliteDir).toBe("data/db");
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it("takes the embedded database's page cache as a size, and refuses anything else", () => {
    expect(parseEnv({}).PGLITE_SHARED_BUFFERS).toBeUndefined();
    expect(parseEnv({ PGLITE_SHARED_BUFFERS: "64MB" }).PGLITE_SHARED_BUFFERS).toBe("64MB");
    expect(() => parseEnv({ PGLITE_SHARED_BUFFERS: "64" })).toThrow(
      "Invalid configuration: PGLITE_SHARED_BUFFERS must be a size such as 32MB (kB, MB or GB).",
    );
  });

  it("treats empty values as unset", () => {
    expect(parseEnv({ DATABASE_URL: "", PORT: "" })).toMatchObject({ PORT: 3000 });
  });

  it("does not seed a real PostgreSQL server unless asked", () => {
    expect(parseEnv({ DATABASE_URL: "postgres://h/db" }).seedOnEmpty).toBe(false);
    expect(parseEnv({ DATABASE_URL: "postgres://h/db", SEED_ON_EMPTY: "true" }).seedOnEmpty).toBe(
      true,
    );
  });

  it("refuses a DATABASE_URL that is not a postgres URL with one clear sentence", () => {
    expect(() => parseEnv({ DATABASE_URL: "mysql://h/db" })).toThrow(StartupError);
    expect(() => parseEnv({ DATABASE_URL: "mysql://h/db" })).toThrow(
      "Invalid configuration: DATABASE_URL must start with postgres:// or postgresql://.",
    );
  });

  it("refuses a port out of range", () => {
    expect(() => parseEnv({ PORT: "70000" })).toThrow(/^Invalid configuration: PORT/);
  });

  const s3 = {
    S3_ENDPOINT: "https://s3.example.com",
    S3_BUCKET: "uploads",
    S3_ACCESS_KEY_ID: "key",
    S3_SECRET_ACCESS_KEY: "secret",
  };

  it("keeps uploads in DATA_DIR/uploads unless S3 is configured", () => {
    expect(parseEnv({ DATA_DIR: "/srv/data" })).toMatchObject({
      uploadsDir: "/srv/data/uploads",
      s3: null,
    });
  });

  it("stores uploads in the bucket when the four S3 variables are set", () => {
    expect(parseEnv(s3).s3).toEqual({
      endpoint: "https://s3.example.com",
      bucket: "uploads",
      accessKeyId: "key",
      secretAccessKey: "secret",
      region: "us-east-1",
      forcePathStyle: true,
    });
    expect(
      parseEnv({ ...s3, S3_REGION: "eu-central-1", S3_FORCE_PATH_STYLE: "false" }).s3,
    ).toMatchObject({ region: "eu-central-1", forcePathStyle: false });
  });

  it("refuses a partial S3 configuration with one clear sentence naming what is missing", () => {
    const partial = { ...s3, S3_BUCKET: "", S3_SECRET_ACCESS_KEY: undefined };
    expect(() => parseEnv(partial)).toThrow(StartupError);
    expect(() => parseEnv(partial)).toThrow(
      "Invalid configuration: set all of S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or none of them (missing: S3_BUCKET, S3_SECRET_ACCESS_KEY).",
    );
  });

  it("refuses an S3 endpoint that is not an http(s) URL", () => {
    expect(() => parseEnv({ ...s3, S3_ENDPOINT: "s3.example.com" })).toThrow(
      "Invalid configuration: S3_ENDPOINT must be an http:// or https:// URL.",
    );
    expect(() => parseEnv({ ...s3, S3_FORCE_PATH_STYLE: "yes" })).toThrow(
      /^Invalid configuration: S3_FORCE_PATH_STYLE/,
    );
  });
});

describe("moduleConfig: what modules read when they load", () => {
  it("production only when NODE_ENV says so", () => {
    expect(moduleConfig({ NODE_ENV: "production" }).production).toBe(true);
    expect(moduleConfig({}).production).toBe(false);
  });

  it("Secure cookies in production unless COOKIE_SECURE=false; never outside production", () => {
    expect(moduleConfig({ NODE_ENV: "production" }).secureCookies).toBe(true);
    expect(moduleConfig({ NODE_ENV: "production", COOKIE_SECURE: "false" }).secureCookies).toBe(
      false,
    );
    expect(moduleConfig({ NODE_ENV: "development" }).secureCookies).toBe(false);
  });

  it("LOG_LEVEL when set (empty counts as unset), else info, silent under tests", () => {
    expect(moduleConfig({ LOG_LEVEL: "warn" }).logLevel).toBe("warn");
    expect(moduleConfig({ LOG_LEVEL: "" }).logLevel).toBe("info");
    expect(moduleConfig({ NODE_ENV: "test" }).logLevel).toBe("silent");
  });

  it("the proxy trust and the site's own origin, for the server's cross-site check", () => {
    expect(moduleConfig({ TRUST_PROXY: "true" }).trustProxy).toBe(true);
    expect(moduleConfig({}).trustProxy).toBe(false);
    expect(moduleConfig({ SITE_URL: "https://hub.example.org/path/" }).siteOrigin).toBe(
      "https://hub.example.org",
    );
    expect(moduleConfig({ SITE_URL: "not a url" }).siteOrigin).toBeUndefined();
  });

  it("SESSION_SECRET when set and long enough, else null (a random one per process)", () => {
    const secret = "s".repeat(32);
    expect(moduleConfig({ SESSION_SECRET: secret }).sessionSecret).toBe(secret);
    expect(moduleConfig({ SESSION_SECRET: "" }).sessionSecret).toBeNull();
    expect(moduleConfig({ SESSION_SECRET: "short" }).sessionSecret).toBeNull();
    expect(() => parseEnv({ SESSION_SECRET: "short" })).toThrow(/SESSION_SECRET/);
  });

  it("a bad value falls back to its default alone; start-up's parseEnv names it", () => {
    expect(
      moduleConfig({
        NODE_ENV: "production",
        LOG_LEVEL: "loud",
        TRUST_PROXY: "yes",
        CLIENT_REQUESTS_PER_SECOND: "-1",
        CLIENT_REQUESTS_AT_ONCE: "2",
      }),
    ).toEqual({
      production: true,
      trustProxy: false,
      siteOrigin: undefined,
      logLevel: "info",
      secureCookies: true,
      sessionSecret: null,
      clientLimits: { concurrency: 2, queue: 32, ratePerSecond: 10, burst: 60 },
    });
    expect(() => parseEnv({ CLIENT_REQUESTS_PER_SECOND: "-1" })).toThrow(
      /CLIENT_REQUESTS_PER_SECOND/,
    );
    expect(() => parseEnv({ TRUST_PROXY: "yes" })).toThrow(/TRUST_PROXY/);
    expect(parseEnv({}).TRUST_PROXY).toBe("false");
  });
});
