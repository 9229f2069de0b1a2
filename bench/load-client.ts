/**
 * The load generator of `npm run bench`, in a process of its own (forked by `api.bench.ts`): its
 * HTTP parsing, its allocations and its garbage collections never run on the server's event loop
 * or in its heap, and Node flags given to the server (`--max-semi-space-size`) are not its own.
 * It answers each `LoadJob` message with a `LoadResult`.
 */
import autocannon from 'autocannon';

export type LoadJob = {
  base: string;
  connections: number;
  durationS: number;
  paths: string[];
  headers?: Record<string, string>;
};

/** What the bench reads of autocannon's result (latency in ms). */
export type LoadResult = {
  ok: number;
  durationS: number;
  notOk: number;
  total: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  /** The client's own CPU per request (ms) and how busy its event loop was (0–1): near 1, the
   * client, not the server, sets the pace and the latency. */
  clientCpuMs: number;
  clientBusy: number;
};

async function run(job: LoadJob): Promise<LoadResult> {
  const cpuBefore = process.cpuUsage();
  const busyBefore = performance.eventLoopUtilization();
  const result = await autocannon({
    url: job.base,
    connections: job.connections,
    duration: job.durationS,
    requests: job.paths.map((path) => ({
      method: 'GET',
      path,
      ...(job.headers && { headers: job.headers }),
    })),
  });
  const cpu = process.cpuUsage(cpuBefore);
  const busy = performance.eventLoopUtilization(busyBefore);
  return {
    clientCpuMs: (cpu.user + cpu.system) / 1000 / Math.max(1, result.requests.total),
    clientBusy: busy.utilization,
    ok: result['2xx'],
    durationS: result.duration,
    notOk: result.non2xx + result.errors + result.timeouts,
    total: result.requests.total,
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    max: result.latency.max,
  };
}

process.on('message', (job: LoadJob) => {
  run(job).then(
    (result) => process.send!({ result }),
    (error: unknown) => process.send!({ error: String(error) }),
  );
});
process.on('disconnect', () => process.exit(0));
