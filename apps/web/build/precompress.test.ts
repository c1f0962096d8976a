// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PRECOMPRESS_MIN_BYTES, precompressFolder } from './precompress.ts';

let dist: string;
beforeEach(() => {
  dist = mkdtempSync(path.join(tmpdir(), 'fs-precompress-'));
  mkdirSync(path.join(dist, 'assets'));
});
afterEach(() => rmSync(dist, { recursive: true, force: true }));

const script = 'export const greeting = "Mabuhay";\n'.repeat(200);

describe('pre-compressing the browser build', () => {
  it('writes a brotli and a gzip file beside each script and stylesheet, with the same content', async () => {
    writeFileSync(path.join(dist, 'assets/index-abc123.js'), script);
    writeFileSync(path.join(dist, 'assets/index-abc123.css'), '.card{color:red}\n'.repeat(100));
    const summary = await precompressFolder(dist);
    expect(summary.files).toBe(2);
    const file = path.join(dist, 'assets/index-abc123.js');
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(script);
    expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(script);
    expect(readFileSync(`${file}.br`).length).toBeLessThan(script.length / 10);
    expect(existsSync(path.join(dist, 'assets/index-abc123.css.br'))).toBe(true);
  });

  it('leaves small files, pictures and source maps alone', async () => {
    writeFileSync(path.join(dist, 'assets/tiny.js'), 'x'.repeat(PRECOMPRESS_MIN_BYTES - 1));
    writeFileSync(path.join(dist, 'assets/photo.webp'), Buffer.alloc(4096, 7));
    writeFileSync(path.join(dist, 'assets/index.js.map'), script);
    const summary = await precompressFolder(dist);
    expect(summary.files).toBe(0);
    for (const name of ['tiny.js', 'photo.webp', 'index.js.map']) {
      expect(existsSync(path.join(dist, 'assets', `${name}.br`))).toBe(false);
      expect(existsSync(path.join(dist, 'assets', `${name}.gz`))).toBe(false);
    }
  });
});
