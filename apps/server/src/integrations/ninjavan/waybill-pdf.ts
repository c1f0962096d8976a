import { toBuffer } from 'bwip-js/node';
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import type { CourierParty, WaybillDetails } from './types.ts';

// A 4 x 6 inch shipping label, the size courier printers take.
const WIDTH = 288;
const HEIGHT = 432;
const MARGIN = 14;
const INK = rgb(0.1, 0.1, 0.1);

/** The standard fonts only cover WinAnsi; ñ and é survive, anything else becomes "?". */
function printable(text: string): string {
  return text.replace(/[^\x20-\x7E\u00A0-\u00FF]/g, '?');
}

function fit(text: string, font: PDFFont, size: number, width: number): string {
  let line = printable(text);
  while (line.length > 1 && font.widthOfTextAtSize(line, size) > width) line = line.slice(0, -1);
  return line;
}

function partyLines(party: CourierParty): string[] {
  const { address } = party;
  return [
    party.name,
    party.phone,
    address.address1,
    address.address2,
    [address.city, address.state].filter(Boolean).join(', '),
    `${address.postcode} ${address.country}`,
  ].filter((line) => line.trim().length > 0);
}

function drawBlock(page: PDFPage, font: PDFFont, bold: PDFFont, title: string, lines: string[], top: number) {
  page.drawText(title, { x: MARGIN, y: top, size: 8, font: bold, color: INK });
  let y = top - 12;
  for (const [index, line] of lines.entries()) {
    const size = index === 0 ? 10 : 8.5;
    page.drawText(fit(line, index === 0 ? bold : font, size, WIDTH - 2 * MARGIN), {
      x: MARGIN,
      y,
      size,
      font: index === 0 ? bold : font,
      color: INK,
    });
    y -= size + 3;
  }
  return y;
}

/** The label the sandbox courier prints: tracking barcode, addresses, COD amount, contents. */
export async function renderWaybill({ trackingNumber, booking }: WaybillDetails): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Waybill ${trackingNumber}`);
  pdf.setCreator('Feng Shui Prosper shop');
  const page = pdf.addPage([WIDTH, HEIGHT]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);

  page.drawText('STANDARD PARCEL', { x: MARGIN, y: HEIGHT - 26, size: 12, font: bold, color: INK });
  page.drawText(fit(booking.orderCode, font, 9, 110), {
    x: WIDTH - MARGIN - font.widthOfTextAtSize(booking.orderCode, 9),
    y: HEIGHT - 25,
    size: 9,
    font,
  });
  const barcode = await toBuffer({
    bcid: 'code128',
    text: trackingNumber,
    scale: 2,
    height: 12,
    includetext: true,
    textxalign: 'center',
  });
  const image = await pdf.embedPng(barcode);
  const scaled = image.scaleToFit(WIDTH - 2 * MARGIN, 70);
  page.drawImage(image, { x: (WIDTH - scaled.width) / 2, y: HEIGHT - 40 - scaled.height, ...scaled });

  let y = HEIGHT - 130;
  page.drawLine({ start: { x: MARGIN, y: y + 10 }, end: { x: WIDTH - MARGIN, y: y + 10 }, thickness: 1 });
  y = drawBlock(page, font, bold, 'TO', partyLines(booking.to), y);
  page.drawLine({ start: { x: MARGIN, y: y + 4 }, end: { x: WIDTH - MARGIN, y: y + 4 }, thickness: 0.5 });
  y = drawBlock(page, font, bold, 'FROM', partyLines(booking.from), y - 10);
  page.drawLine({ start: { x: MARGIN, y: y + 4 }, end: { x: WIDTH - MARGIN, y: y + 4 }, thickness: 0.5 });

  const cod = booking.cashOnDelivery;
  const codText = cod === null ? 'PREPAID - collect nothing' : `COLLECT PHP ${cod.toFixed(2)}`;
  page.drawText(codText, { x: MARGIN, y: y - 14, size: 13, font: bold, color: INK });
  page.drawText(`Weight ${booking.weightKg.toFixed(1)} kg`, { x: MARGIN, y: y - 30, size: 8.5, font });
  y -= 46;
  page.drawText('CONTENTS', { x: MARGIN, y, size: 8, font: bold });
  for (const item of booking.items.slice(0, 6)) {
    y -= 11;
    page.drawText(fit(`${item.quantity} x ${item.description}`, font, 8, WIDTH - 2 * MARGIN), {
      x: MARGIN,
      y,
      size: 8,
      font,
    });
  }
  if (booking.items.length > 6) {
    y -= 11;
    page.drawText(`and ${booking.items.length - 6} more`, { x: MARGIN, y, size: 8, font });
  }
  return pdf.save();
}
