// The demo's sample files: one-page PDFs made at seed time with pdf-lib, a few KB each, that say
// plainly they are samples and name their subject and paper.
import { PDFDocument, rgb, StandardFonts } from "pdf-lib";

export interface SamplePdfText {
  /** The document's title (its first line and its metadata title). */
  title: string;
  /** Label: value lines under the title, e.g. ["Subject", "English (Foundation level)"]. */
  facts: [string, string][];
  /** Closing paragraph. */
  note: string;
}

// A fixed date keeps the bytes of a sample the same on every seed.
const SEEDED_AT = new Date(Date.UTC(2026, 0, 15));
const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;

/**
 * The standard fonts need no embedding (which keeps a file at a few KB) but only encode
 * Windows-1252: anything outside printable Latin-1 (a subject named in another script, say)
 * becomes "?" rather than failing the seed.
 */
function latin1(text: string): string {
  return text
    .replace(/[\u2013\u2014]/g, "-")
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[^\x20-\x7e\xa0-\xff]/g, "?");
}

export async function renderSamplePdf({ title, facts, note }: SamplePdfText): Promise<Uint8Array> {
  const pdf = await PDFDocument.create({ updateMetadata: false });
  pdf.setTitle(latin1(title));
  pdf.setSubject("Sample file of the demo content");
  pdf.setCreator("BS Degree Hub demo seed");
  pdf.setProducer("pdf-lib");
  pdf.setCreationDate(SEEDED_AT);
  pdf.setModificationDate(SEEDED_AT);

  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const page = pdf.addPage(A4);
  const width = A4[0] - 2 * MARGIN;
  let y = A4[1] - MARGIN;

  page.drawRectangle({
    x: MARGIN,
    y: y - 34,
    width,
    height: 34,
    color: rgb(0.99, 0.93, 0.75),
    borderColor: rgb(0.85, 0.6, 0.1),
    borderWidth: 1,
  });
  page.drawText("SAMPLE FILE OF THE DEMO - NOT A REAL DOCUMENT", {
    x: MARGIN + 12,
    y: y - 22,
    size: 12,
    font: bold,
    color: rgb(0.45, 0.28, 0),
  });
  y -= 34 + 40;

  for (const line of wrap(latin1(title), bold, 20, width)) {
    page.drawText(line, { x: MARGIN, y, size: 20, font: bold });
    y -= 26;
  }
  y -= 10;
  for (const [label, value] of facts) {
    page.drawText(`${latin1(label)}:`, { x: MARGIN, y, size: 11, font: bold });
    for (const line of wrap(latin1(value), regular, 11, width - 90)) {
      page.drawText(line, { x: MARGIN + 90, y, size: 11, font: regular });
      y -= 16;
    }
    y -= 4;
  }
  y -= 16;
  for (const line of wrap(latin1(note), regular, 11, width)) {
    page.drawText(line, { x: MARGIN, y, size: 11, font: regular, color: rgb(0.25, 0.25, 0.25) });
    y -= 16;
  }
  // Without object streams: about twice as fast to write, a few hundred bytes larger.
  return pdf.save({ useObjectStreams: false });
}

/** Greedy word wrap to `width` points. */
function wrap(
  text: string,
  font: { widthOfTextAtSize(text: string, size: number): number },
  size: number,
  width: number,
): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(next, size) > width) {
      lines.push(line);
      line = word;
    } else {
      line = next;
    }
  }
  if (line) lines.push(line);
  return lines;
}
