/** The part of autocannon's API that bench/run.ts and bench/soak.ts use (the package ships no types). */
declare module 'autocannon' {
  type THistogram = { average: number; mean: number; p50: number; p90: number; p99: number; max: number; total: number };
  export type TAutocannonResult = {
    /** total: completed requests; sent: requests sent */
    requests: THistogram & { sent: number };
    latency: THistogram;
    throughput: THistogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    duration: number;
  };
  export type TAutocannonOptions = {
    url: string;
    connections?: number;
    duration?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    timeout?: number;
    /** requests per second across all connections (a fixed load instead of as fast as possible) */
    overallRate?: number;
    /** cycled through in order by each connection */
    requests?: Array<{ method?: string; path?: string; headers?: Record<string, string>; body?: string; setupRequest?: (req: { path: string }) => { path: string } }>;
  };
  function autocannon(opts: TAutocannonOptions): Promise<TAutocannonResult>;
  export default autocannon;
}
