/** The q-quantile (0..1) of already sorted numbers, nearest rank. */
export function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

export interface Timing {
  p50: number;
  p95: number;
  max: number;
}

/** Runs `task` `warmup` times untimed, then `runs` times; milliseconds. */
export async function timeRuns(task: (run: number) => Promise<unknown>, runs: number, warmup = 20): Promise<Timing> {
  for (let i = 0; i < warmup; i += 1) await task(i);
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = process.hrtime.bigint();
    await task(i);
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  times.sort((a, b) => a - b);
  return { p50: quantile(times, 0.5), p95: quantile(times, 0.95), max: times.at(-1)! };
}

/** A plain-text table with right-aligned columns after the first. */
export function formatTable(header: string[], rows: string[][]): string {
  const widths = header.map((cell, i) => Math.max(cell.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

export const ms = (value: number): string => (Number.isFinite(value) ? value.toFixed(2) : '–');
