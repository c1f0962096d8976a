import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Text files the browser downloads; pictures and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest|ico)$/i;
/** Smaller files go out as they are (the server compresses nothing under 1 KB either). */
export const PRECOMPRESS_MIN_BYTES = 1024;

export interface PrecompressSummary {
  files: number;
  bytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

async function* filesUnder(folder: string): AsyncGenerator<string> {
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (entry.isFile()) yield full;
  }
}

/**
 * Writes `name.br` (brotli, best quality) and `name.gz` (gzip -9) beside every text file of at least
 * PRECOMPRESS_MIN_BYTES under `folder`, for the server to send as they are (@fastify/static's
 * `preCompressed`). Done once per build, so the best (slowest) settings cost nothing per request.
 * Source maps are left out: only developer tools fetch them.
 */
export async function precompressFolder(folder: string): Promise<PrecompressSummary> {
  const summary: PrecompressSummary = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
  for await (const file of filesUnder(folder)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const content = await readFile(file);
    if (content.length < PRECOMPRESS_MIN_BYTES) continue;
    const [br, gz] = await Promise.all([
      brotli(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
      gzipped(content, { level: 9 }),
    ]);
    // A file that does not shrink is served as it is.
    if (br.length < content.length) await writeFile(`${file}.br`, br);
    if (gz.length < content.length) await writeFile(`${file}.gz`, gz);
    summary.files += 1;
    summary.bytes += content.length;
    summary.brotliBytes += Math.min(br.length, content.length);
    summary.gzipBytes += Math.min(gz.length, content.length);
  }
  return summary;
}

/** Vite plugin: pre-compresses the browser build (never a server-side bundle) once it is written. */
export function precompress(): Plugin {
  let outDir = '';
  let serverBuild = false;
  return {
    name: 'fengshui:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      serverBuild = Boolean(config.build.ssr);
    },
    async closeBundle() {
      if (serverBuild || this.environment?.config.consumer === 'server') return;
      const summary = await precompressFolder(outDir);
      const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} kB`;
      this.environment?.logger.info(
        `pre-compressed ${summary.files} files: ${kb(summary.bytes)} -> brotli ${kb(summary.brotliBytes)}, gzip ${kb(summary.gzipBytes)}`,
      );
    },
  };
}
