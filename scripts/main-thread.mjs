// `npm run main-thread -- <url> [loads]`: the main thread's long tasks while a page loads on a phone,
// measured by the thread time Chromium reports for each task, which other work on a shared machine
// does not stretch (Lighthouse's blocking time does; docs/decisions/007-delivering-bytes.md).
//
// Each task's thread time is multiplied by 4, Lighthouse's CPU slowdown; "blocking" is what the tasks
// over 50 ms hold beyond 50 ms, from the navigation's start and from the first paint. Prints the
// median over the loads, and with DETAIL=1 every load's long tasks and what they spent their time on.
// A measuring tool, not a test: it reads a shop that is already running (`npm start`). Requests of the
// page that fail are named first and the exit code is 1, since their work is missing from the figures.
import './check-node.mjs';
import { chromium } from 'playwright-core';

const SLOWDOWN = 4;
const LONG_TASK_MS = 50;
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

const [url, loadsArgument] = process.argv.slice(2);
if (!url) {
  console.error('usage: npm run main-thread -- <url> [loads]');
  process.exit(2);
}
const loads = Number(loadsArgument ?? 5);

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const slowed = (microseconds) => (SLOWDOWN * microseconds) / 1000;

/** The page's own renderer: the one that parsed its HTML (not the browser's own pages). */
function pageThread(events) {
  const origin = new URL(url).origin;
  const pid = events.find(
    (e) => e.name === 'ParseHTML' && String(e.args?.beginData?.url).startsWith(origin),
  )?.pid;
  return events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && e.pid === pid);
}

/** What a task spent its thread time on, its largest parts first. */
function partsOf(task, events) {
  const parts = new Map();
  for (const e of events) {
    if (e === task || e.ph !== 'X' || !e.tdur || e.tid !== task.tid || e.pid !== task.pid) continue;
    if (e.ts < task.ts || e.ts >= task.ts + task.dur) continue;
    parts.set(e.name, (parts.get(e.name) ?? 0) + e.tdur);
  }
  return [...parts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 4)
    .map(([name, tdur]) => `${name} ${Math.round(slowed(tdur))}`)
    .join(', ');
}

async function measureLoad(browser) {
  // Lighthouse's phone: 412 × 823 CSS pixels at 1.75.
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  // A page whose scripts are missing (a rebuild under a running server renames them) blocks nothing,
  // and would read as a perfect score: say so instead.
  const failed = new Map();
  page.on('response', (response) => {
    if (response.status() >= 400) failed.set(response.url(), response.status());
  });
  page.on('requestfailed', (request) => {
    if (!failed.has(request.url())) failed.set(request.url(), request.failure()?.errorText ?? 'failed');
  });
  await browser.startTracing(page, {
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'loading',
      'blink.user_timing',
    ],
  });
  await page.goto(url, { waitUntil: 'load' });
  // What the page does once loaded (hydration, lazy parts, the overlays) counts too.
  await page.waitForTimeout(4000);
  const { traceEvents: events } = JSON.parse((await browser.stopTracing()).toString());
  await context.close();

  const thread = pageThread(events);
  const onThread = (e) => thread && e.pid === thread.pid && e.tid === thread.tid;
  const start = events.find((e) => e.name === 'navigationStart' && onThread(e))?.ts ?? 0;
  const firstPaint = events.find((e) => e.name === 'firstContentfulPaint')?.ts ?? start;
  const long = events.filter(
    (e) => e.name === 'RunTask' && onThread(e) && e.ts >= start && slowed(e.tdur ?? 0) > LONG_TASK_MS,
  );
  const blocking = (tasks) => Math.round(tasks.reduce((sum, e) => sum + slowed(e.tdur) - LONG_TASK_MS, 0));
  return {
    failed: [...failed].map(([address, why]) => `${why} ${address}`),
    fromStart: blocking(long),
    afterPaint: blocking(long.filter((e) => e.ts >= firstPaint)),
    tasks: long.map(
      (e) =>
        `${Math.round(slowed(e.tdur))} ms at ${Math.round((e.ts - start) / 1000)} ms: ${partsOf(e, events)}`,
    ),
  };
}

const browser = await chromium.launch({
  executablePath: CHROME_PATH,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
const results = [];
try {
  for (let load = 0; load < loads; load += 1) results.push(await measureLoad(browser));
} finally {
  await browser.close();
}

const failures = [...new Set(results.flatMap((result) => result.failed))];
if (failures.length > 0) {
  console.error(
    `warning: ${failures.length} of the page's requests failed; the figures below miss their work:`,
  );
  for (const failure of failures.slice(0, 5)) console.error(`  ${failure}`);
  process.exitCode = 1;
}
console.log(`${url}, ${loads} loads, thread time × ${SLOWDOWN}`);
console.log(`  blocking from the start: median ${median(results.map((r) => r.fromStart))} ms`);
console.log(`  blocking after the first paint: median ${median(results.map((r) => r.afterPaint))} ms`);
if (process.env.DETAIL) {
  for (const [index, result] of results.entries()) {
    console.log(
      `  load ${index + 1}: ${result.fromStart} ms from the start, ${result.afterPaint} ms after the paint`,
    );
    for (const task of result.tasks) console.log(`    ${task}`);
  }
}
