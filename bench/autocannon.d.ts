/** The part of autocannon 9's programmatic API the benchmarks use (the package ships no types). */
declare module 'autocannon' {
  /** The raw request a `setupRequest` may change before it is sent. */
  interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
  }
  interface Options {
    url: string;
    headers?: Record<string, string>;
    connections?: number;
    /** Seconds. */
    duration?: number;
    /** Seconds a request may take before it counts as timed out (default 10). */
    timeout?: number;
    /** The sequence each connection loops over; `setupRequest` runs before every request of it. */
    requests?: { path?: string; setupRequest?: (request: Request) => Request }[];
  }
  interface Result {
    requests: { total: number; average: number; sent: number };
    latency: { p99: number };
    errors: number;
    timeouts: number;
    non2xx: number;
  }
  /** A running benchmark: await it for the result; 'response' fires on every answer (response time in ms). */
  interface Instance extends PromiseLike<Result> {
    on(
      event: 'response',
      listener: (client: unknown, statusCode: number, bytes: number, responseTime: number) => void,
    ): Instance;
  }
  export default function autocannon(options: Options): Instance;
}
