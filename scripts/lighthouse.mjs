// `npm run lighthouse`: how the public pages fare on a phone. Builds the web app if needed, starts the
// shop on a fresh demo database (own temporary DATA_DIR, free port), runs Lighthouse's mobile preset
// (simulated slow 4G, 4x slower CPU) on Debian's Chromium, several runs per page, and prints the medians.
// A measuring tool, not a test: nothing fails on a figure.
//
//   LIGHTHOUSE_JSON=path   also write the table (and every run) as JSON
//   LIGHTHOUSE_RUNS=n      runs per page (default 3)
//   LIGHTHOUSE_URL=url     measure a shop that is already running instead of starting one
//   CHROME_PATH            the browser (default /usr/bin/chromium)
//   npm run lighthouse -- /shop /blog   only these paths
import './check-node.mjs';
import { writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildWebIfNeeded } from './build-if-needed.mjs';
import { startDemoServer } from './demo-server.mjs';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

const median = (values) => {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const score = (value) => String(Math.round(value));

async function getJson(baseUrl, path) {
  const response = await fetch(`${baseUrl}${path}`);
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return response.json();
}

/** The pages of the issue: home, shop, a category, a product and a blog post of the demo shop. */
async function pagesToMeasure(baseUrl) {
  const [bestSellers, blogs] = await Promise.all([
    getJson(baseUrl, '/api/products/best-sellers?limit=1'),
    getJson(baseUrl, '/api/cms/blogs?limit=1'),
  ]);
  const product = bestSellers.products[0];
  const post = blogs.blogs[0];
  const pages = [
    { name: 'home', path: '/' },
    { name: 'shop', path: '/shop' },
  ];
  if (product) pages.push({ name: 'category', path: `/category/${product.category_slug}` });
  if (product) pages.push({ name: 'product', path: `/product/${product.product_id}` });
  if (post) pages.push({ name: 'blog post', path: `/blog/${post.blogID}` });
  return pages;
}

/**
 * The JavaScript a page needs to run: its module entry scripts and the modules it preloads (in its
 * <head>, or listed for the loader of a server-rendered page), gzipped at level 9 (what the byte
 * budget counts).
 */
async function initialJsGzipped(url) {
  const html = await (await fetch(url)).text();
  const sources = new Set();
  for (const tag of html.match(/<script\b[^>]*>/g) ?? []) {
    const src = /\bsrc="([^"]+)"/.exec(tag)?.[1];
    if (src) sources.add(src);
  }
  for (const tag of html.match(/<link\b[^>]*>/g) ?? []) {
    if (!/\brel="modulepreload"/.test(tag)) continue;
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
    if (href) sources.add(href);
  }
  // A server-rendered page lists them for its loader, which asks for them after the first paint.
  const listed = /<script id="page-modules" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1];
  if (listed) {
    const { entry, modules } = JSON.parse(listed);
    for (const source of [entry, ...modules]) sources.add(source);
  }
  let bytes = 0;
  for (const source of sources) {
    const response = await fetch(new URL(source, url), { headers: { 'accept-encoding': 'identity' } });
    bytes += gzipSync(Buffer.from(await response.arrayBuffer()), { level: 9 }).length;
  }
  return { bytes, files: sources.size };
}

function figuresOf(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const score = (id) => Math.round((lhr.categories[id]?.score ?? Number.NaN) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: audit('first-contentful-paint'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    transferredBytes: audit('total-byte-weight'),
  };
}

/** What the page painted last and largest (an element's snippet), to know what LCP waits for. */
function lcpElementOf(lhr) {
  const items = lhr.audits['lcp-breakdown-insight']?.details?.items ?? [];
  return items.find((item) => item.type === 'node')?.snippet ?? null;
}

/** The audits below full marks in the non-performance categories, with what they point at. */
function failingAudits(lhr) {
  const failing = [];
  for (const id of ['accessibility', 'best-practices', 'seo']) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const result = lhr.audits[ref.id];
      if (ref.weight === 0 || !result || result.score === null || result.score >= 1) continue;
      const items = (result.details?.items ?? []).slice(0, 5).map((item) => {
        const node = item.node ?? item.subItems?.items?.[0]?.node;
        return (
          node?.snippet ??
          item.description ??
          item.source?.url ??
          item.url ??
          JSON.stringify(item).slice(0, 200)
        );
      });
      failing.push({ id: ref.id, title: result.title, items });
    }
  }
  return failing;
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const kilobytes = (bytes) => `${Math.round(bytes / 1024)} KB`;

function printTable(rows) {
  const header = [
    'page',
    'perf',
    'a11y',
    'best pr.',
    'SEO',
    'FCP',
    'LCP',
    'TBT',
    'CLS',
    'transferred',
    'initial JS gz',
  ];
  const lines = rows.map(({ page, median: m, initialJs }) => [
    `\`${page.path}\``,
    score(m.performance),
    score(m.accessibility),
    score(m.bestPractices),
    score(m.seo),
    seconds(m.fcpMs),
    seconds(m.lcpMs),
    `${Math.round(m.tbtMs)} ms`,
    m.cls.toFixed(3),
    kilobytes(m.transferredBytes),
    `${kilobytes(initialJs.bytes)} (${initialJs.files} files)`,
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => line[column].length)),
  );
  const format = (cells) => `| ${cells.map((cell, column) => cell.padEnd(widths[column])).join(' | ')} |`;
  console.log(format(header));
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  for (const line of lines) console.log(format(line));
}

/** Lighthouse's version, the browser's, and the host's speed as Lighthouse benchmarked it. */
const environment = { lighthouse: null, browser: null, benchmarkIndex: [] };

async function measure(baseUrl, pages) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  const rows = [];
  try {
    for (const page of pages) {
      const url = `${baseUrl}${page.path}`;
      const runs = [];
      const failing = new Map();
      const lcpElements = new Set();
      // A run Lighthouse itself could not record (NO_NAVSTART on a busy machine) is tried again, so
      // the median is of RUNS runs whenever possible.
      for (let attempt = 1; runs.length < RUNS && attempt <= RUNS * 2; attempt++) {
        const result = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: CATEGORIES,
        });
        const lhr = result?.lhr;
        if (!lhr || lhr.runtimeError) {
          console.error(`${page.path} attempt ${attempt}: ${lhr?.runtimeError?.message ?? 'no result'}`);
          continue;
        }
        runs.push(figuresOf(lhr));
        environment.lighthouse = lhr.lighthouseVersion;
        environment.browser = /Chrome\/[\d.]+/.exec(lhr.environment?.hostUserAgent ?? '')?.[0] ?? null;
        environment.benchmarkIndex.push(lhr.environment?.benchmarkIndex);
        for (const audit of failingAudits(lhr)) failing.set(audit.id, audit);
        const lcpElement = lcpElementOf(lhr);
        if (lcpElement) lcpElements.add(lcpElement);
        console.error(`${page.path} run ${runs.length}/${RUNS}: performance ${runs.at(-1).performance}`);
      }
      if (runs.length === 0) continue;
      const medianOf = Object.fromEntries(
        Object.keys(runs[0]).map((key) => [key, median(runs.map((figures) => figures[key]))]),
      );
      rows.push({
        page,
        url,
        median: medianOf,
        runs,
        failingAudits: [...failing.values()],
        lcpElements: [...lcpElements],
        initialJs: await initialJsGzipped(url),
      });
    }
  } finally {
    chrome.kill();
  }
  return rows;
}

const onlyPaths = process.argv.slice(2).filter((argument) => argument.startsWith('/'));
let server = null;
let baseUrl = process.env.LIGHTHOUSE_URL?.replace(/\/$/, '');
if (!baseUrl) {
  buildWebIfNeeded();
  console.error('Starting the shop on a fresh demo database…');
  server = await startDemoServer({ prefix: 'fs-lighthouse-', env: { ALLOW_SANDBOX: 'true' } });
  baseUrl = server.baseUrl;
}
try {
  const all = await pagesToMeasure(baseUrl);
  const pages =
    onlyPaths.length > 0
      ? onlyPaths.map((path) => all.find((page) => page.path === path) ?? { name: path, path })
      : all;
  const rows = await measure(baseUrl, pages);
  console.log(
    `\nLighthouse ${environment.lighthouse}, mobile preset (simulated slow 4G, 4x CPU), ${environment.browser}, ` +
      `host benchmark index ${Math.round(median(environment.benchmarkIndex))}: median of ${RUNS} run(s) per page\n`,
  );
  printTable(rows);
  console.log('');
  for (const row of rows) {
    const failing = row.failingAudits.map((audit) => audit.id).join(', ');
    if (failing) console.log(`${row.page.path} below full marks: ${failing}`);
    for (const element of row.lcpElements) console.log(`${row.page.path} LCP element: ${element}`);
  }
  if (process.env.LIGHTHOUSE_JSON) {
    writeFileSync(
      process.env.LIGHTHOUSE_JSON,
      `${JSON.stringify({ preset: 'mobile', runsPerPage: RUNS, measuredAt: new Date().toISOString(), environment, pages: rows }, null, 2)}\n`,
    );
    console.log(`\nWritten to ${process.env.LIGHTHOUSE_JSON}`);
  }
} finally {
  await server?.stop();
}
