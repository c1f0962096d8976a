import sharp from 'sharp';

// Test helpers of the admin catalogue: multipart bodies as a browser sends them, and small pictures.

export interface FilePart {
  field?: string;
  fileName: string;
  data: Buffer;
  type?: string;
}

/** A multipart body for `app.inject`: objects go as JSON text (docs/admin.md#api), files as parts. */
export async function multipartBody(
  fields: Record<string, string | number | boolean | object | null>,
  files: readonly FilePart[] = [],
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    form.append(name, typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value));
  }
  for (const file of files) {
    form.append(
      file.field ?? 'images',
      new Blob([new Uint8Array(file.data)], { type: file.type ?? 'image/jpeg' }),
      file.fileName,
    );
  }
  const request = new Request('http://shop.test/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

export function pngPicture(color = '#b3261e', width = 48, height = 36): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();
}

export function jpegPicture(color = '#c9a227'): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 40, channels: 3, background: color } })
    .jpeg()
    .toBuffer();
}
