// Where uploaded files live (DESIGN.md D6), behind one small interface: a local folder by
// default (DATA_DIR/uploads). Keys are random; original names are metadata in the database only.
import { createReadStream, createWriteStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";

export interface FileStorage {
  /** Streams `body` to `key`; nothing is left behind when the stream fails. */
  put(key: string, body: Readable): Promise<void>;
  get(key: string): Promise<Readable>;
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  describe(): string;
}

const KEY_PATTERN = /^[a-z0-9][a-z0-9.-]{0,80}$/;

export function createLocalStorage(dir: string): FileStorage {
  const root = path.resolve(dir);
  const pathOf = (key: string) => {
    if (!KEY_PATTERN.test(key)) throw new Error(`invalid storage key: ${key}`);
    return path.join(root, key);
  };
  return {
    describe: () => root,
    async put(key, body) {
      await fs.mkdir(root, { recursive: true });
      const final = pathOf(key);
      // Written under a temporary name and renamed when complete, so a half-written file is
      // never visible under its key.
      const partial = `${final}.partial`;
      try {
        await pipeline(body, createWriteStream(partial, { flags: "wx" }));
        await fs.rename(partial, final);
      } catch (error) {
        await fs.rm(partial, { force: true });
        throw error;
      }
    },
    async get(key) {
      await fs.access(pathOf(key));
      return createReadStream(pathOf(key));
    },
    async delete(key) {
      await fs.rm(pathOf(key), { force: true });
    },
    async exists(key) {
      return fs.access(pathOf(key)).then(
        () => true,
        () => false,
      );
    },
  };
}
