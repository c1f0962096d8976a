import { writeFileSync } from 'node:fs';
import type { Measured } from './load.ts';
import type { LoopDelay } from './loop-delay.ts';

export interface Row extends Measured {
  name: string;
  /** What was measured, for the printed table. */
  label: string;
  /** Event-loop delay of the bench's own thread and of the server's main thread during the row. */
  loop?: { bench: LoopDelay; server: LoopDelay };
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
    })),
  };
  writeFileSync(file, `${JSON.stringify(json, null, 2)}\n`);
}
