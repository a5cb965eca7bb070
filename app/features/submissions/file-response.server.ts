import { Readable } from "node:stream";
import type { FileStorage } from "~/lib/storage.server";

/** A stored file as a download: always an attachment, never sniffed or rendered inline. */
export async function fileDownloadResponse(
  storage: FileStorage,
  file: { fileKey: string | null; fileName: string | null; fileType: string | null },
): Promise<Response> {
  if (!file.fileKey || !(await storage.exists(file.fileKey))) {
    return new Response("File not found\n", {
      status: 404,
      headers: { "Content-Type": "text/plain" },
    });
  }
  const stream = await storage.get(file.fileKey);
  const name = (file.fileName ?? file.fileKey).replace(/[^\w.\- ]+/g, "_").slice(0, 150);
  return new Response(Readable.toWeb(stream) as ReadableStream, {
    headers: {
      "Content-Type": file.fileType ?? "application/octet-stream",
      "Content-Disposition": `attachment; filename="${name}"; filename*=UTF-8''${encodeURIComponent(file.fileName ?? name)}`,
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-store",
    },
  });
}
