import { describe, expect, it } from "vitest";
import { parseEnv } from "./env.server";
import { StartupError } from "./startup-error";

describe("parseEnv", () => {
  it("defaults to port 3000 and the embedded database in ./data/db, seeding demo content", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ PORT: 3000, DATA_DIR: "data", seedOnEmpty: true });
    expect(env.pgliteDir).toBe("data/db");
    expect(env.DATABASE_URL).toBeUndefined();
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
});
