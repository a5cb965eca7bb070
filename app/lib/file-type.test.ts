import { describe, expect, it } from "vitest";
import { detectAllowedType } from "./file-type";

const bytes = (...values: number[]) => new Uint8Array([...values, ...new Array(32).fill(0)]);
const zip = (entry: string) =>
  new Uint8Array([
    0x50,
    0x4b,
    0x03,
    0x04,
    ...new Array(26).fill(0),
    ...new TextEncoder().encode(entry),
  ]);

describe("detectAllowedType", () => {
  it("recognises PDF, JPG and PNG by their first bytes", () => {
    expect(detectAllowedType(new TextEncoder().encode("%PDF-1.4 ..."), "a.pdf")?.label).toBe("PDF");
    expect(detectAllowedType(bytes(0xff, 0xd8, 0xff, 0xe0), "a.jpeg")?.label).toBe("JPG");
    expect(
      detectAllowedType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a), "a.png")?.label,
    ).toBe("PNG");
  });

  it("tells the Office formats apart by container and name", () => {
    const ole = bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1);
    expect(detectAllowedType(ole, "a.doc")?.label).toBe("DOC");
    expect(detectAllowedType(ole, "a.XLS")?.label).toBe("XLS");
    expect(detectAllowedType(ole, "a.ppt")?.label).toBe("PPT");
    expect(detectAllowedType(ole, "a.exe")).toBeNull();
    expect(detectAllowedType(zip("[Content_Types].xml"), "a.docx")?.label).toBe("DOCX");
    expect(detectAllowedType(zip("[Content_Types].xml"), "a.pptx")?.label).toBe("PPTX");
    expect(detectAllowedType(zip("word/document.xml"), "a.xlsx")?.label).toBe("XLSX");
  });

  it("refuses executables, scripts, plain zips and HTML whatever their name", () => {
    expect(detectAllowedType(bytes(0x4d, 0x5a), "notes.pdf")).toBeNull(); // Windows executable
    expect(detectAllowedType(bytes(0x7f, 0x45, 0x4c, 0x46), "notes.docx")).toBeNull(); // ELF
    expect(detectAllowedType(new TextEncoder().encode("#!/bin/sh\nrm -rf /"), "a.pdf")).toBeNull();
    expect(detectAllowedType(new TextEncoder().encode("<html><script>"), "a.png")).toBeNull();
    expect(detectAllowedType(zip("payload/evil.js"), "a.docx")).toBeNull();
    expect(detectAllowedType(zip("[Content_Types].xml"), "a.zip")).toBeNull();
  });
});
