// Where uploaded files live (DESIGN.md D6), behind one small interface: a local folder by
// default (DATA_DIR/uploads), an S3-compatible bucket when S3_* is set. Keys are random; original
// names are metadata in the database only.
import { createReadStream, createWriteStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";

/** A stored file's size and when it was written. */
export interface StoredFileInfo {
  size: number;
  lastModified: Date;
}

/** Bytes `start` to `end` of a file, both included (as in an HTTP Range). */
export interface ByteRange {
  start: number;
  end: number;
}

export interface FileStorage {
  /** Streams `body` to `key`; nothing is left behind when the stream fails. */
  put(key: string, body: Readable): Promise<void>;
  /** The file as a stream, or only `range` of it; rejects when there is no such key. */
  get(key: string, range?: ByteRange): Promise<Readable>;
  /** Size and date of a stored file, or null when there is none. */
  stat(key: string): Promise<StoredFileInfo | null>;
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  describe(): string;
}

const KEY_PATTERN = /^[a-z0-9][a-z0-9.-]{0,80}$/;

/** Whether a string has the form of a storage key (random, lower-case, no path). */
export const isStorageKey = (key: string) => KEY_PATTERN.test(key);

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
    async get(key, range) {
      await fs.access(pathOf(key));
      return createReadStream(pathOf(key), range ? { start: range.start, end: range.end } : {});
    },
    async stat(key) {
      const stats = await fs.stat(pathOf(key)).catch((error: NodeJS.ErrnoException) => {
        if (error.code === "ENOENT") return null;
        throw error;
      });
      return stats?.isFile() ? { size: stats.size, lastModified: stats.mtime } : null;
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

export interface S3StorageOptions {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  /** Bucket in the path (endpoint/bucket/key), as MinIO and most self-hosted services need. */
  forcePathStyle: boolean;
}

export function createS3Storage(options: S3StorageOptions): FileStorage {
  const client = new S3Client({
    endpoint: options.endpoint,
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    credentials: {
      accessKeyId: options.accessKeyId,
      secretAccessKey: options.secretAccessKey,
    },
    // The SDK's default CRC32 checksums on every request are not understood by every
    // S3-compatible service; send them only where the S3 API requires them.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  const Bucket = options.bucket;
  const checked = (key: string) => {
    if (!KEY_PATTERN.test(key)) throw new Error(`invalid storage key: ${key}`);
    return key;
  };
  const endpoint = new URL(options.endpoint);
  const stat = async (key: string): Promise<StoredFileInfo | null> => {
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket, Key: checked(key) }));
      return { size: head.ContentLength ?? 0, lastModified: head.LastModified ?? new Date(0) };
    } catch (error) {
      if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) {
        return null;
      }
      throw error;
    }
  };
  return {
    describe: () =>
      `s3 bucket ${Bucket} at ${endpoint.origin}${endpoint.pathname.replace(/\/$/, "")}`,
    async put(key, body) {
      // The length is unknown while streaming: Upload sends one PutObject when the body ends
      // within the first 5 MB part, a multipart upload otherwise. When the body fails, Upload
      // rejects with the body's error and aborts the multipart upload, so no object and no
      // parts stay behind; a single PutObject is never sent for a body that did not end.
      const upload = new Upload({ client, params: { Bucket, Key: checked(key), Body: body } });
      try {
        await upload.done();
      } catch (error) {
        // Like pipeline() in the local adapter: a failed request also stops the body, so the
        // caller's upload parser is not left waiting on a stream nobody reads.
        body.destroy(error instanceof Error ? error : undefined);
        throw error;
      }
    },
    async get(key, range) {
      const { Body } = await client.send(
        new GetObjectCommand({
          Bucket,
          Key: checked(key),
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
      );
      // In Node the SDK's body is the http response stream.
      if (!(Body instanceof Readable)) throw new Error(`no body for storage key: ${key}`);
      return Body;
    },
    async delete(key) {
      // S3 answers 204 for a key that does not exist, so deleting twice is fine.
      await client.send(new DeleteObjectCommand({ Bucket, Key: checked(key) }));
    },
    async exists(key) {
      return (await stat(key)) !== null;
    },
    stat,
  };
}
