// The file types an upload (a student's submission, an admin's resource file) may carry,
// recognised by their first bytes (magic numbers), not by the name or the browser's claim: a
// renamed executable is refused. Safe for the browser.

export {
  formatFileSize,
  MAX_UPLOAD_BYTES,
  TOO_LARGE,
  UPLOAD_ACCEPT,
  UPLOAD_HINT,
} from "./upload-limits";

export const WRONG_TYPE =
  "This file type is not accepted. Upload a PDF, DOC, PPT, XLS, JPG or PNG file.";

export interface AllowedType {
  label: string;
  mime: string;
  extensions: string[];
}

const PDF: AllowedType = { label: "PDF", mime: "application/pdf", extensions: ["pdf"] };
const JPG: AllowedType = { label: "JPG", mime: "image/jpeg", extensions: ["jpg", "jpeg"] };
const PNG: AllowedType = { label: "PNG", mime: "image/png", extensions: ["png"] };
const LEGACY_OFFICE: Record<string, AllowedType> = {
  doc: { label: "DOC", mime: "application/msword", extensions: ["doc"] },
  xls: { label: "XLS", mime: "application/vnd.ms-excel", extensions: ["xls"] },
  ppt: { label: "PPT", mime: "application/vnd.ms-powerpoint", extensions: ["ppt"] },
};
const OOXML: Record<string, AllowedType> = {
  docx: {
    label: "DOCX",
    mime: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    extensions: ["docx"],
  },
  xlsx: {
    label: "XLSX",
    mime: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    extensions: ["xlsx"],
  },
  pptx: {
    label: "PPTX",
    mime: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
    extensions: ["pptx"],
  },
};

const WEBP: AllowedType = { label: "WebP", mime: "image/webp", extensions: ["webp"] };

/** Every type an upload may have. */
export const ALLOWED_TYPES: readonly AllowedType[] = [
  PDF,
  JPG,
  PNG,
  ...Object.values(LEGACY_OFFICE),
  ...Object.values(OOXML),
];

/** Bytes needed to decide. */
export const SNIFF_BYTES = 4096;

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  signature.every((b, i) => bytes[offset + i] === b);

export function extensionOf(filename: string): string {
  const match = /\.([a-z0-9]{1,8})$/i.exec(filename.trim());
  return match?.[1]?.toLowerCase() ?? "";
}

/**
 * The allowed type these first bytes and this file name make, or null. Office formats share
 * containers (OLE2 for .doc/.xls/.ppt, ZIP for .docx/.xlsx/.pptx), so the name picks among them.
 */
export function detectAllowedType(head: Uint8Array, filename: string): AllowedType | null {
  const ext = extensionOf(filename);
  if (startsWith(head, [0x25, 0x50, 0x44, 0x46, 0x2d])) return PDF; // %PDF-
  if (startsWith(head, [0xff, 0xd8, 0xff])) return JPG;
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return PNG;
  if (startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) {
    return LEGACY_OFFICE[ext] ?? null;
  }
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04])) {
    // An Office document is a ZIP whose entries include [Content_Types].xml and word/, xl/ or ppt/.
    const text = new TextDecoder("latin1").decode(head);
    const office =
      text.includes("[Content_Types].xml") || /(word|xl|ppt|_rels|docProps)\//.test(text);
    return office ? (OOXML[ext] ?? null) : null;
  }
  return null;
}

/** Cover images of blog posts: JPEG, PNG or WebP, by their first bytes alone. */
export function detectCoverImageType(head: Uint8Array): AllowedType | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return JPG;
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return PNG;
  // RIFF....WEBP
  if (startsWith(head, [0x52, 0x49, 0x46, 0x46]) && startsWith(head, [0x57, 0x45, 0x42, 0x50], 8)) {
    return WEBP;
  }
  return null;
}

/** Types a browser shows itself without running anything of the file's own (PDF, JPG, PNG). */
export function opensInBrowser(mime: string | null | undefined): boolean {
  return mime === PDF.mime || mime === JPG.mime || mime === PNG.mime;
}

/** 'PDF', 'DOCX', …: the short name of a stored type, or null for an unknown one. */
export function fileTypeLabel(mime: string | null | undefined): string | null {
  return ALLOWED_TYPES.find((t) => t.mime === mime)?.label ?? null;
}
