import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';

// Builders for the content tests: real files, and the multipart body a browser would send.

export interface UploadFile {
  filename: string;
  contentType: string;
  data: Buffer;
}

/** A multipart/form-data body and its content-type header, for `app.inject`. */
export function multipartBody(fields: Record<string, string>, files: Record<string, UploadFile> = {}) {
  const boundary = `----cms-test-${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const [name, file] of Object.entries(files)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="${name}"; filename="${file.filename}"\r\ncontent-type: ${file.contentType}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export async function pngFile(width = 64, height = 40): Promise<UploadFile> {
  const data = await sharp({ create: { width, height, channels: 3, background: '#B3261E' } })
    .png()
    .toBuffer();
  return { filename: 'cover.png', contentType: 'image/png', data };
}

export async function pdfFile(): Promise<UploadFile> {
  const pdf = await PDFDocument.create();
  pdf.addPage([595, 842]).drawText('Care guide');
  return { filename: 'guide.pdf', contentType: 'application/pdf', data: Buffer.from(await pdf.save()) };
}
