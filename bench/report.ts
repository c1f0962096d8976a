import { writeFileSync } from 'node:fs';
import type { LoopDelayAnswer } from '../apps/server/src/loop-delay-report.ts';
import type { Measured } from './load.ts';
import type { LoopDelay } from './loop-delay.ts';

export interface Row extends Measured {
  name: string;
  /** What was measured, for the printed table. */
  label: string;
  /** Event-loop delay of the bench's own thread and of the server's main thread during the row. */
  loop?: { bench: LoopDelay; server: LoopDelay };
  /** CPU time the server used during the row: its main thread's and the whole process's, in ms. */
  serverCpu?: {
    mainThread: number;
    process: number;
    seconds: number;
    /** The main thread's time ready to run but without a core (Linux only). */
    waitedForCoreMs: number | null;
    gc: LoopDelayAnswer['gc'];
  };
  /** CPU time of the bench's own process (its load threads included) during the row, in ms. */
  benchCpuMs?: number;
  /**
   * The load the server also answered, which `requests` does not count (the probe rows): what each
   * of its routes got through a second, and its errors.
   */
  beside?: { route: string; rps: number; errors: number }[];
}

export interface BenchReport {
  database: 'postgres' | 'pglite';
  products: number;
  connections: number;
  seconds: number;
  rows: Row[];
}

const vsCeiling = (row: Row, ceiling: number) => (ceiling > 0 ? row.rps / ceiling : 0);

/** The table as the README shows it: ratios to the ceiling row of the same run. */
export function printReport(report: BenchReport): void {
  const ceiling = report.rows.find((row) => row.name === 'ceiling')?.rps ?? 0;
  console.log(
    `\n${report.database}, ${report.products.toLocaleString()} products, ${report.connections} connections, ${report.seconds} s per row\n`,
  );
  console.log('| row | route | req/s | p50 ms | p95 ms | p99 ms | vs ceiling | errors |');
  console.log('|---|---|---:|---:|---:|---:|---:|---:|');
  for (const row of report.rows) {
    console.log(
      `| ${row.name} | ${row.label} | ${Math.round(row.rps).toLocaleString()} | ${row.p50} | ${row.p95} | ${row.p99} | ${(vsCeiling(row, ceiling) * 100).toFixed(1)}% | ${row.errors} |`,
    );
  }
  const looped = report.rows.filter((row) => row.loop);
  if (looped.length === 0) return;
  // A client-side latency includes the bench thread's own lag; the server's is the server's.
  console.log('\nEvent-loop delay during each row, ms (p50 / p99 / max):\n');
  console.log('| row | bench thread | server thread |');
  console.log('|---|---:|---:|');
  const delay = (d: LoopDelay) => `${d.p50} / ${d.p99} / ${d.max}`;
  for (const row of looped)
    console.log(`| ${row.name} | ${delay(row.loop!.bench)} | ${delay(row.loop!.server)} |`);
  printServerCpu(report.rows);
  printLoadBeside(report.rows);
}

/** What the load beside each probe row got through: a lighter load would flatter the probe. */
function printLoadBeside(rows: Row[]): void {
  const probes = rows.filter((row) => row.beside);
  if (probes.length === 0) return;
  console.log('\nThe load beside each probe row, answers a second (errors):\n');
  for (const row of probes) {
    const loads = row.beside!.map(
      (load) => `${load.route} ${Math.round(load.rps).toLocaleString()} (${load.errors})`,
    );
    console.log(`- ${row.name}: ${loads.join(', ')}`);
  }
}

/**
 * What each row cost the server in CPU time (its own work, without the waits a latency includes), and
 * why its main thread could be late: waiting for a core, or collecting garbage.
 */
function printServerCpu(rows: Row[]): void {
  const measured = rows.filter((row) => row.serverCpu);
  if (measured.length === 0) return;
  console.log(
    "\nCPU during each row, as a share of one core: the server's main thread, the time it was ready but waited for a core (Linux), its garbage-collection pauses (count, p99 / max ms), its other threads (PGlite's worker, libuv's pool, the collector's helpers), both per answer, and the bench's own process (its load threads included):\n",
  );
  console.log(
    '| row | main thread | waited for a core | GC pauses | other threads | main µs per answer | other µs per answer | bench process |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
  const percent = (share: number | null) => (share === null ? '–' : `${Math.round(share * 100)}%`);
  const perAnswer = (us: number | null) => (us === null ? '–' : us.toLocaleString());
  for (const row of measured) {
    const cpu = cpuShares(row)!;
    const gc = row.serverCpu!.gc;
    console.log(
      `| ${row.name} | ${percent(cpu.mainBusy)} | ${percent(cpu.mainWaitedForCore)} | ${gc.count}, ${gc.p99} / ${gc.max} | ${percent(cpu.othersBusy)} | ${perAnswer(cpu.mainUsPerAnswer)} | ${perAnswer(cpu.othersUsPerAnswer)} | ${percent(cpu.benchBusy)} |`,
    );
  }
}

/** A row's CPU as shares of one core (to 0.1%), and per answer (µs) where the row counted every answer. */
function cpuShares(row: Row) {
  if (!row.serverCpu) return null;
  const { mainThread, process, seconds, waitedForCoreMs } = row.serverCpu;
  const others = Math.max(0, process - mainThread);
  const counted = !row.beside && row.requests > 0;
  const share = (ms: number) => Math.round(ms / seconds) / 1000;
  return {
    mainBusy: share(mainThread),
    mainWaitedForCore: waitedForCoreMs === null ? null : share(waitedForCoreMs),
    othersBusy: share(others),
    mainUsPerAnswer: counted ? Math.round((mainThread * 1000) / row.requests) : null,
    othersUsPerAnswer: counted ? Math.round((others * 1000) / row.requests) : null,
    benchBusy: share(row.benchCpuMs ?? 0),
  };
}

/** BENCH_JSON: the same figures for tools. */
export function writeJsonReport(file: string, report: BenchReport): void {
  const ceiling = report.rows.find((row) => row.name === 'ceiling')?.rps ?? 0;
  const json = {
    database: report.database,
    products: report.products,
    connections: report.connections,
    rows: report.rows.map((row) => ({
      name: row.name,
      rps: Math.round(row.rps * 10) / 10,
      p50: row.p50,
      p95: row.p95,
      p99: row.p99,
      errors: row.errors,
      vsCeiling: Math.round(vsCeiling(row, ceiling) * 10_000) / 10_000,
      ...(row.loop ? { loopDelay: row.loop } : {}),
      ...(row.serverCpu ? { serverCpu: { ...cpuShares(row), gcPauses: row.serverCpu.gc } } : {}),
      ...(row.beside
        ? { besideLoad: row.beside.map((load) => ({ ...load, rps: Math.round(load.rps * 10) / 10 })) }
        : {}),
    })),
  };
  writeFileSync(file, `${JSON.stringify(json, null, 2)}\n`);
}
