// Reads the admin post form: multipart when it carries a cover file, a plain form from the live
// preview. A cover is streamed to storage while it is checked (type by its first bytes, size),
// as submissions are.
import { detectCoverImageType } from "~/lib/file-type";
import { readForm } from "~/lib/form-body.server";
import { ADMIN_FORM } from "~/lib/request-bounds";
import type { FileStorage } from "~/lib/storage.server";
import { parseMultipart } from "~/lib/upload.server";
import { COVER_MAX_BYTES, COVER_TOO_LARGE, COVER_WRONG_TYPE } from "./cover.server";

/** Fields can be long (a post's Markdown); past this the request is refused, never cut short. */
const MAX_FIELD_BYTES = 1024 * 1024;

export async function readPostForm(request: Request, storage: FileStorage) {
  const type = request.headers.get("content-type") ?? "";
  if (!type.startsWith("multipart/form-data")) {
    return { formData: await readForm(request, ADMIN_FORM), upload: null, uploadError: null };
  }
  const parsed = await parseMultipart(request, storage, {
    maxFileBytes: COVER_MAX_BYTES,
    fileField: "cover",
    detect: detectCoverImageType,
    maxFieldBytes: MAX_FIELD_BYTES,
    bounds: ADMIN_FORM,
  });
  const formData = new FormData();
  for (const [name, value] of parsed.fields) formData.append(name, value);
  const uploadError = parsed.truncated.length
    ? "This post is too long to save. Shorten the content."
    : parsed.fileError
      ? parsed.fileError.status === 413
        ? COVER_TOO_LARGE
        : COVER_WRONG_TYPE
      : null;
  return { formData, upload: parsed.file, uploadError };
}
