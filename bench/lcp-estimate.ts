// `LCP_PARTS=1 npm run bench:web`: what Lighthouse's simulated First and Largest Contentful Paint are made of.
// Lighthouse (simulated throttling, its default) estimates both with Lantern: it keeps the requests and
// main-thread tasks of the unthrottled load that it judges the paint waited for, replays them on a
// slow-4G line and a 4× slower CPU, and averages an optimistic and a pessimistic replay. This prints
// both replays, each request and task with its simulated start and end, so a figure can be traced to
// the files behind it (bench/README.md, Record 014, React as a classic script).
import * as Lantern from '@paulirish/trace_engine/models/trace/lantern/lantern.js';

type Node = Lantern.Graph.Node;
type Estimate = (result: Lantern.Simulation.Result, ...rest: unknown[]) => Lantern.Simulation.Result;

/** Whether the replay opened a connection for this request or took one already open. */
function connection(node: Node): string {
  for (const timings of Lantern.Simulation.Simulator.allNodeTimings.values()) {
    const timing = timings.get(node);
    if (timing && 'connectionTiming' in timing) {
      const opened = timing.connectionTiming?.dnsResolutionTime !== undefined;
      return opened ? ', new connection' : ', open connection';
    }
  }
  return '';
}

function describe(node: Node): string {
  if (node.type === 'network') {
    const { url, priority, transferSize } = node.request;
    const name = new URL(url).pathname;
    return `${name.length > 52 ? `…${name.slice(-51)}` : name} (${priority}, ${(transferSize / 1000).toFixed(1)} KB${connection(node)})`;
  }
  return `main-thread task, ${(node.duration / 1000).toFixed(0)} ms unthrottled`;
}

/**
 * When the replay's scripts start and how long they take from the first one's start to the last one's
 * end. The start follows the main-thread work before it, which Lantern scales with the machine's speed;
 * the span depends on the line (bytes, connections, round trips, what else is downloading then), so it
 * compares two builds better than the estimate does on a machine whose speed moves between runs
 * (bench/README.md, Record 019).
 */
function scriptSpan(result: Lantern.Simulation.Result): string {
  const scripts = [...result.nodeTimings].filter(([node]) => node.type === 'network' && new URL(node.request.url).pathname.endsWith('.js'));
  if (scripts.length === 0) return '';
  const start = Math.min(...scripts.map(([, timing]) => timing.startTime));
  const end = Math.max(...scripts.map(([, timing]) => timing.endTime));
  return ` (${scripts.length} scripts from ${Math.round(start)} ms, over ${Math.round(end - start)} ms)`;
}

/**
 * From now on, `watch` sees every estimate `metric` makes in this process: the replay it was made from,
 * the estimate, and what Lantern passed beside the replay (which one it is).
 */
function watchEstimates(
  metric: typeof Lantern.Metrics.FirstContentfulPaint | typeof Lantern.Metrics.LargestContentfulPaint,
  watch: (result: Lantern.Simulation.Result, answer: Lantern.Simulation.Result, rest: unknown[]) => void,
): void {
  const estimate = metric.getEstimateFromSimulation.bind(metric) as Estimate;
  metric.getEstimateFromSimulation = ((result: Lantern.Simulation.Result, ...rest: unknown[]) => {
    const answer = estimate(result, ...rest);
    watch(result, answer, rest);
    return answer;
  }) as typeof metric.getEstimateFromSimulation;
}

/** From now on, every FCP and LCP estimate Lighthouse makes in this process is printed with its parts. */
export function printLcpEstimates(): void {
  const metrics = [
    ['FCP', Lantern.Metrics.FirstContentfulPaint],
    ['LCP', Lantern.Metrics.LargestContentfulPaint],
  ] as const;
  // Lighthouse asks for the same estimate from more than one audit: each is printed once.
  const printed = new Set<string>();
  for (const [label, metric] of metrics) {
    watchEstimates(metric, (result, answer, rest) => {
      // Lantern passes which replay this is beside the result.
      const kind = (rest[0] as { optimistic?: boolean } | undefined)?.optimistic ? 'optimistic' : 'pessimistic';
      const rows = [...result.nodeTimings]
        .sort(([, a], [, b]) => a.startTime - b.startTime)
        .map(([node, timing]) => `    ${String(Math.round(timing.startTime)).padStart(5)}–${String(Math.round(timing.endTime)).padEnd(5)} ${describe(node)}`);
      const text = [`  ${label}, ${kind} replay: ${Math.round(answer.timeInMs)} ms${scriptSpan(result)}`, ...rows].join('\n');
      if (!printed.has(text)) console.log(text);
      printed.add(text);
    });
  }
}

/**
 * Whether Lighthouse's LCP estimates counted a script's download as something the paint waited for.
 * Lantern drops a script from the estimate when it sees the script's evaluation begin after the paint
 * observed; it sees that only in a main-thread task it kept, and it prunes tasks shorter than 10 ms
 * (unthrottled) that start at most one request or timer. The app's code runs after the paint (decision
 * 014, "Started once the page is shown"), but on a page whose takeover waits for a chunk (a product,
 * the cart, the Arabic pages' words) its evaluation is a task of its own, and on a fast enough machine
 * a short one: the estimate then counts the code's download (bench/README.md, Record 029).
 */
export class ScriptInLcp {
  /** The script looked for: its path, as the page being measured names it. */
  script: string | undefined;
  private counted = false;

  /** From now on, every LCP estimate in this process is checked for `script`. */
  constructor() {
    watchEstimates(Lantern.Metrics.LargestContentfulPaint, (result) => {
      const found = [...result.nodeTimings.keys()].some((node) => node.type === 'network' && new URL(node.request.url).pathname === this.script);
      if (found) this.counted = true;
    });
  }

  /** Whether an estimate counted the script since the last call. */
  take(): boolean {
    const counted = this.counted;
    this.counted = false;
    return counted;
  }
}
