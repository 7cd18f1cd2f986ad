/** The part of autocannon's API the bench uses (the package ships no types). */
declare module 'autocannon' {
  type Histogram = { average: number; p50: number; p90: number; p99: number; max: number };
  type Options = {
    url: string;
    method?: 'GET' | 'POST';
    headers?: Record<string, string>;
    body?: string;
    connections?: number;
    duration?: number;
    overallRate?: number;
    pipelining?: number;
  };
  type Result = {
    requests: Histogram & { total: number; sent: number };
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
    [key: `${number}xx`]: number;
  };
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
