// What an upload may weigh and be, as the forms tell people before they send a file (the file's
// real type is checked on the server by `file-type.ts`). Kept apart so a page that only shows
// these does not load the type sniffing.

/** Largest upload, enforced while it streams. */
export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;
export const UPLOAD_HINT = "Max file size 50MB. Formats: PDF, DOC, PPT, XLS, JPG, PNG.";
export const UPLOAD_ACCEPT =
  ".pdf,.doc,.docx,.ppt,.pptx,.xls,.xlsx,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png";
export const TOO_LARGE = "The file is larger than 50MB. Choose a smaller file.";

/** A file size as people read it: '850 KB', '12.4 MB'. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
