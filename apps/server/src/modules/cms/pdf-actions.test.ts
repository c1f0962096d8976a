import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import type { MediaStorage } from '../../integrations/storage/types.ts';
import { storeGuidePdf } from './content-media.ts';
import { namesScriptAction } from './pdf-actions.ts';

const stored: string[] = [];
const storage = {
  exists: async () => false,
  put: async (key: string) => {
    stored.push(key);
  },
} as unknown as MediaStorage;

/** A one-page PDF; `action` is put in the catalogue as its OpenAction. */
async function pdf(options: { action?: Record<string, string>; objectStreams?: boolean } = {}) {
  const document = await PDFDocument.create();
  document.addPage([200, 200]);
  if (options.action) {
    const action = document.context.obj({});
    for (const [key, value] of Object.entries(options.action))
      action.set(PDFName.of(key), key === 'JS' ? PDFString.of(value) : PDFName.of(value));
    document.catalog.set(PDFName.of('OpenAction'), document.context.register(action));
  }
  return Buffer.from(await document.save({ useObjectStreams: options.objectStreams ?? false }));
}

/** The PDF with its bytes' first `from` replaced by `to` (same length, so the xref offsets hold). */
const rewrite = (input: Buffer, from: string, to: string) => {
  expect(to.length).toBe(from.length);
  const at = input.indexOf(from);
  expect(at).toBeGreaterThan(0);
  return Buffer.concat([input.subarray(0, at), Buffer.from(to, 'latin1'), input.subarray(at + from.length)]);
};

const refusal = (input: Buffer) =>
  storeGuidePdf(storage, 'Care guide', input).then(
    () => null,
    (error: Error) => error.message,
  );

describe('script and launch actions in a guide PDF', () => {
  it('accepts a plain PDF', async () => {
    expect(await refusal(await pdf())).toBeNull();
    expect(stored).toHaveLength(1);
  });

  it('refuses /JavaScript and /Launch written plainly', async () => {
    expect(await refusal(await pdf({ action: { S: 'JavaScript', JS: 'app.alert(1)' } }))).toBe(
      'PDFs with scripts or actions are not accepted',
    );
    expect(await refusal(await pdf({ action: { S: 'Launch', F: 'calc' } }))).toBe(
      'PDFs with scripts or actions are not accepted',
    );
  });

  it('refuses the names written with #xx escapes, in either case of hex digit', async () => {
    // Same-length names are swapped in the saved file, so its cross-reference offsets still hold.
    const script = await pdf({ action: { S: 'SubmitFormXY', JS: 'app.alert(1)' } });
    expect(await refusal(rewrite(script, '/SubmitFormXY', '/J#61vaScript'))).toBe(
      'PDFs with scripts or actions are not accepted',
    );
    const launch = await pdf({ action: { S: 'Unknown1', F: 'calc' } });
    expect(await refusal(rewrite(launch, '/Unknown1', '/L#61unch'))).toBe(
      'PDFs with scripts or actions are not accepted',
    );
    const lowercase = await pdf({ action: { S: 'Unknown123', F: 'calc' } });
    expect(await refusal(rewrite(lowercase, '/Unknown123', '/#4caun#63h'))).toBe(
      'PDFs with scripts or actions are not accepted',
    );
    expect(namesScriptAction(Buffer.from('<< /S /#4aava#53cript >>'))).toBe(true);
    expect(namesScriptAction(Buffer.from('<< /S /L#61#75#6ech >>'))).toBe(true);
    expect(namesScriptAction(Buffer.from('<< /Type /Catalog /Pages 2 0 R /Title (JavaScript) >>'))).toBe(
      false,
    );
  });

  it('refuses an action packed in a compressed object stream', async () => {
    const packed = await pdf({ action: { S: 'JavaScript', JS: 'app.alert(1)' }, objectStreams: true });
    expect(packed.includes('/JavaScript')).toBe(false);
    expect(await refusal(packed)).toBe('PDFs with scripts or actions are not accepted');
  });
});
