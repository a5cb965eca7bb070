import { afterEach, describe, expect, it } from "vitest";
import { dataChanged, memoized, setChangeFeedFollowed } from "./data-memo.server";
import type { Database } from "./db.server";

const dbA = {} as Database;
const dbB = {} as Database;

/** A read that counts its calls and answers the current value of `source`. */
function counted(source: { value: number }) {
  let calls = 0;
  const read = memoized(async () => {
    calls += 1;
    return source.value;
  });
  return { read, calls: () => calls };
}

afterEach(() => setChangeFeedFollowed(false));

describe("data kept in memory while the change feed is followed", () => {
  it("reads the database every time while the feed is not followed", async () => {
    const source = { value: 1 };
    const { read, calls } = counted(source);
    expect(await read(dbA)).toBe(1);
    source.value = 2;
    expect(await read(dbA)).toBe(2);
    expect(calls()).toBe(2);
  });

  it("reads once per database while followed, and again after a change", async () => {
    setChangeFeedFollowed(true);
    const source = { value: 1 };
    const { read, calls } = counted(source);
    await read(dbA);
    source.value = 2;
    expect(await read(dbA)).toBe(1);
    expect(await read(dbB)).toBe(2);
    expect(calls()).toBe(2);
    dataChanged();
    expect(await read(dbA)).toBe(2);
    expect(calls()).toBe(3);
  });

  it("reads again once the feed is lost and back (a change may have been missed)", async () => {
    setChangeFeedFollowed(true);
    const source = { value: 1 };
    const { read } = counted(source);
    await read(dbA);
    source.value = 2;
    setChangeFeedFollowed(false);
    expect(await read(dbA)).toBe(2);
    source.value = 3;
    setChangeFeedFollowed(true);
    expect(await read(dbA)).toBe(3);
  });

  it("does not keep a failed read", async () => {
    setChangeFeedFollowed(true);
    let fail = true;
    const read = memoized(async () => {
      if (fail) throw new Error("database down");
      return "settings";
    });
    await expect(read(dbA)).rejects.toThrow("database down");
    fail = false;
    expect(await read(dbA)).toBe("settings");
  });
});
