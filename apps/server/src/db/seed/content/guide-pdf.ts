import { BUSINESS } from '@fengshui/shared/constants';
import { PDFDocument, type PDFFont, type PDFImage, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import type { SeedGuide } from './guide-types.ts';

// docs/content.md#product-guides: each guide opens as a PDF in a new tab. One or two A4 pages:
// a header in the guide's colours with its emblem, then the sections, and the shop's address below.

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 54;
const FOOTER = 48;
const BODY_SIZE = 10.5;
const LINE = 15;
const INK = rgb(0.16, 0.14, 0.12);
const MUTED = rgb(0.42, 0.38, 0.34);

function colour(hex: string) {
  const value = Number.parseInt(hex.slice(1), 16);
  return rgb(((value >> 16) & 255) / 255, ((value >> 8) & 255) / 255, (value & 255) / 255);
}

/** The standard fonts cover Latin-1 only; anything else would throw, so it becomes "?". */
function printable(text: string): string {
  return text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201C\u201D]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/[^\x20-\x7E\u00A0-\u00FF]/g, '?');
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of printable(text).split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) > width && line) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
  italic: PDFFont;
}

/** Writes down the page, opening a new one when the next block would not fit. */
class Writer {
  page: PDFPage;
  y: number;
  constructor(
    private readonly pdf: PDFDocument,
    private readonly fonts: Fonts,
    private readonly accent: ReturnType<typeof colour>,
    first: PDFPage,
    top: number,
  ) {
    this.page = first;
    this.y = top;
  }

  private ensure(height: number) {
    if (this.y - height >= MARGIN + FOOTER) return;
    this.page = this.pdf.addPage([A4.width, A4.height]);
    this.y = A4.height - MARGIN;
  }

  heading(text: string) {
    this.ensure(LINE * 3);
    this.y -= 8;
    this.page.drawText(printable(text).toUpperCase(), {
      x: MARGIN,
      y: this.y,
      size: 12,
      font: this.fonts.bold,
      color: this.accent,
    });
    this.y -= 6;
    this.page.drawRectangle({ x: MARGIN, y: this.y, width: 36, height: 2, color: colour('#C9A227') });
    this.y -= LINE + 2;
  }

  paragraph(text: string, font = this.fonts.regular, color = INK) {
    const width = A4.width - 2 * MARGIN;
    for (const line of wrap(text, font, BODY_SIZE, width)) {
      this.ensure(LINE);
      this.page.drawText(line, { x: MARGIN, y: this.y, size: BODY_SIZE, font, color });
      this.y -= LINE;
    }
    this.y -= 5;
  }

  bullet(text: string) {
    const indent = 16;
    const lines = wrap(text, this.fonts.regular, BODY_SIZE, A4.width - 2 * MARGIN - indent);
    this.ensure(LINE * Math.min(lines.length, 2));
    this.page.drawCircle({ x: MARGIN + 5, y: this.y + 3.5, size: 2.2, color: this.accent });
    for (const line of lines) {
      this.ensure(LINE);
      this.page.drawText(line, {
        x: MARGIN + indent,
        y: this.y,
        size: BODY_SIZE,
        font: this.fonts.regular,
        color: INK,
      });
      this.y -= LINE;
    }
    this.y -= 2;
  }
}

function drawHeader(page: PDFPage, guide: SeedGuide, fonts: Fonts, emblem: PDFImage): number {
  const bandHeight = 132;
  const top = A4.height - bandHeight;
  page.drawRectangle({
    x: 0,
    y: top,
    width: A4.width,
    height: bandHeight,
    color: colour(guide.palette.primary),
  });
  page.drawRectangle({ x: 0, y: top - 5, width: A4.width, height: 5, color: colour('#C9A227') });
  const emblemSize = 96;
  page.drawImage(emblem, {
    x: A4.width - MARGIN - emblemSize,
    y: top + (bandHeight - emblemSize) / 2,
    width: emblemSize,
    height: emblemSize,
  });
  const white = rgb(1, 1, 1);
  page.drawText(printable(BUSINESS.name).toUpperCase(), {
    x: MARGIN,
    y: A4.height - 36,
    size: 9,
    font: fonts.bold,
    color: white,
  });
  const titleWidth = A4.width - 2 * MARGIN - emblemSize - 16;
  const titleLines = wrap(guide.title, fonts.bold, 24, titleWidth);
  let y = A4.height - 68;
  for (const line of titleLines) {
    page.drawText(line, { x: MARGIN, y, size: 24, font: fonts.bold, color: white });
    y -= 28;
  }
  page.drawText(`Care and placement guide  |  ${printable(guide.category)}`, {
    x: MARGIN,
    y: Math.max(y + 4, top + 16),
    size: 10,
    font: fonts.regular,
    color: white,
  });
  return top - 32;
}

function drawFooters(pdf: PDFDocument, fonts: Fonts) {
  const pages = pdf.getPages();
  for (const [index, page] of pages.entries()) {
    page.drawLine({
      start: { x: MARGIN, y: MARGIN + 22 },
      end: { x: A4.width - MARGIN, y: MARGIN + 22 },
      thickness: 0.6,
      color: MUTED,
    });
    page.drawText(printable(`${BUSINESS.name}  |  ${BUSINESS.address}`), {
      x: MARGIN,
      y: MARGIN + 8,
      size: 8,
      font: fonts.regular,
      color: MUTED,
    });
    page.drawText(printable(`${BUSINESS.phone}  |  ${BUSINESS.email}  |  ${BUSINESS.hours}`), {
      x: MARGIN,
      y: MARGIN - 4,
      size: 8,
      font: fonts.regular,
      color: MUTED,
    });
    const label = `${index + 1} / ${pages.length}`;
    page.drawText(label, {
      x: A4.width - MARGIN - fonts.regular.widthOfTextAtSize(label, 8),
      y: MARGIN + 8,
      size: 8,
      font: fonts.regular,
      color: MUTED,
    });
  }
}

/** The guide as a PDF; `emblemPng` is the guide's emblem already rendered to PNG. */
export async function renderGuidePdf(guide: SeedGuide, emblemPng: Buffer): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${guide.title} - Care and placement guide`);
  pdf.setAuthor(BUSINESS.name);
  pdf.setSubject(guide.description);
  pdf.setCreator(`${BUSINESS.name} shop`);
  pdf.setLanguage('en-PH');
  const fonts: Fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
    italic: await pdf.embedFont(StandardFonts.HelveticaOblique),
  };
  const emblem = await pdf.embedPng(emblemPng);
  const first = pdf.addPage([A4.width, A4.height]);
  const writer = new Writer(
    pdf,
    fonts,
    colour(guide.palette.primary),
    first,
    drawHeader(first, guide, fonts, emblem),
  );
  writer.paragraph(guide.description, fonts.italic, MUTED);
  for (const section of guide.sections) {
    writer.heading(section.heading);
    for (const paragraph of section.paragraphs ?? []) writer.paragraph(paragraph);
    for (const bullet of section.bullets ?? []) writer.bullet(bullet);
  }
  writer.paragraph(
    'Feng shui is a tradition of intention and care, not a guarantee. Questions about your item? Our team is happy to help in the shop, by phone or through the contact page.',
    fonts.italic,
    MUTED,
  );
  drawFooters(pdf, fonts);
  return Buffer.from(await pdf.save());
}
