// An S3-compatible HTTP server in the test process, with exactly the calls the S3 storage adapter
// makes (no S3 service is reachable from tests). Path-style URLs (/bucket/key), one bucket, no
// signature checks, the smallest XML the AWS SDK accepts.
import crypto from "node:crypto";
import http from "node:http";

export type S3Call =
  | "PutObject"
  | "GetObject"
  | "HeadObject"
  | "DeleteObject"
  | "CreateMultipartUpload"
  | "UploadPart"
  | "CompleteMultipartUpload"
  | "AbortMultipartUpload";

interface MultipartUpload {
  key: string;
  parts: Map<number, Buffer>;
}

export async function startFakeS3(bucket = "uploads") {
  const objects = new Map<string, Buffer>();
  /** When each object was written (Last-Modified), whole seconds as HTTP dates carry. */
  const writtenAt = new Map<string, Date>();
  const store = (key: string, body: Buffer) => {
    objects.set(key, body);
    writtenAt.set(key, new Date(Math.floor(Date.now() / 1000) * 1000));
  };
  /** Multipart uploads created and neither completed nor aborted, by upload id. */
  const uploads = new Map<string, MultipartUpload>();
  const calls: S3Call[] = [];

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://fake-s3");
      const [, bucketName = "", ...rest] = url.pathname.split("/");
      const key = decodeURIComponent(rest.join("/"));
      const body = Buffer.concat(chunks);
      if (bucketName !== bucket || !key) {
        return sendError(res, 404, "NoSuchBucket");
      }
      const uploadId = url.searchParams.get("uploadId");
      const upload = uploadId ? uploads.get(uploadId) : undefined;
      if (uploadId && (!upload || upload.key !== key)) {
        return sendError(res, 404, "NoSuchUpload");
      }

      if (req.method === "POST" && url.searchParams.has("uploads")) {
        calls.push("CreateMultipartUpload");
        const id = crypto.randomUUID();
        uploads.set(id, { key, parts: new Map() });
        return sendXml(
          res,
          `<InitiateMultipartUploadResult><Bucket>${bucket}</Bucket><Key>${key}</Key><UploadId>${id}</UploadId></InitiateMultipartUploadResult>`,
        );
      }
      if (req.method === "PUT" && upload) {
        calls.push("UploadPart");
        upload.parts.set(Number(url.searchParams.get("partNumber")), body);
        return send(res, 200, { ETag: etagOf(body) });
      }
      if (req.method === "POST" && upload) {
        calls.push("CompleteMultipartUpload");
        // The parts named in the request, in its order (the SDK sorts them by number).
        const numbers = [...body.toString().matchAll(/<PartNumber>(\d+)<\/PartNumber>/g)].map(
          (match) => Number(match[1]),
        );
        if (numbers.some((n) => !upload.parts.has(n))) return sendError(res, 400, "InvalidPart");
        const object = Buffer.concat(numbers.map((n) => upload.parts.get(n)!));
        store(key, object);
        uploads.delete(uploadId!);
        return sendXml(
          res,
          `<CompleteMultipartUploadResult><Bucket>${bucket}</Bucket><Key>${key}</Key><ETag>${etagOf(object)}</ETag></CompleteMultipartUploadResult>`,
        );
      }
      if (req.method === "DELETE" && upload) {
        calls.push("AbortMultipartUpload");
        uploads.delete(uploadId!);
        return send(res, 204);
      }
      if (req.method === "PUT") {
        calls.push("PutObject");
        store(key, body);
        return send(res, 200, { ETag: etagOf(body) });
      }
      if (req.method === "GET" || req.method === "HEAD") {
        calls.push(req.method === "GET" ? "GetObject" : "HeadObject");
        const object = objects.get(key);
        // HEAD answers carry no body, so the SDK reads a 404 as NotFound from the status.
        if (!object)
          return req.method === "GET" ? sendError(res, 404, "NoSuchKey") : send(res, 404);
        const headers = {
          "Content-Type": "application/octet-stream",
          ETag: etagOf(object),
          "Last-Modified": (writtenAt.get(key) ?? new Date(0)).toUTCString(),
          "Accept-Ranges": "bytes",
        };
        // GetObject's Range: one `bytes=a-b` range, as the storage adapter sends it.
        const range = /^bytes=(\d+)-(\d+)$/.exec(req.headers.range ?? "");
        if (req.method === "GET" && range) {
          const start = Number(range[1]);
          const end = Math.min(Number(range[2]), object.length - 1);
          if (start > end) return sendError(res, 416, "InvalidRange");
          res.writeHead(206, {
            ...headers,
            "Content-Length": end - start + 1,
            "Content-Range": `bytes ${start}-${end}/${object.length}`,
          });
          return res.end(object.subarray(start, end + 1));
        }
        res.writeHead(200, { ...headers, "Content-Length": object.length });
        return res.end(req.method === "GET" ? object : undefined);
      }
      if (req.method === "DELETE") {
        calls.push("DeleteObject");
        objects.delete(key);
        writtenAt.delete(key);
        return send(res, 204);
      }
      sendError(res, 501, "NotImplemented");
    });
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    objects,
    uploads,
    calls,
    close: () =>
      new Promise<void>((resolve) => {
        // The SDK keeps connections alive; close them, or close() waits for them.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const etagOf = (body: Buffer) => `"${crypto.createHash("md5").update(body).digest("hex")}"`;

function send(res: http.ServerResponse, status: number, headers: Record<string, string> = {}) {
  res.writeHead(status, { "Content-Length": 0, ...headers });
  res.end();
}

function sendXml(res: http.ServerResponse, xml: string, status = 200) {
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n${xml}`;
  res.writeHead(status, {
    "Content-Type": "application/xml",
    "Content-Length": Buffer.byteLength(body),
  });
  res.end(body);
}

function sendError(res: http.ServerResponse, status: number, code: string) {
  sendXml(res, `<Error><Code>${code}</Code><Message>${code}</Message></Error>`, status);
}
