import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type RoundRobinProxy = {
  /** http://127.0.0.1:<port> — where clients send their requests. */
  base: string;
  /** For each request so far, in order of arrival: its path and the index of the instance that served it. */
  served: { path: string; upstream: number }[];
  /** The instance the next request goes to. */
  readonly next: number;
  /** Takes an instance out of the rotation (as a load balancer does before the instance stops). */
  remove(upstream: number): void;
  close(): Promise<void>;
};

/**
 * The smallest load balancer: each request goes to the next instance in turn, its body
 * and its answer streamed both ways (an SSE stream stays open through it), with the
 * X-Forwarded-For and X-Forwarded-Proto a real one adds. Instances are numbered in `upstreams`
 * order; tests read `served` to know which one answered what, and benches measure through it.
 */
export async function startRoundRobinProxy(upstreams: string[]): Promise<RoundRobinProxy> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const inRotation = upstreams.map((_, i) => i);
  let turn = 0;
  const served: RoundRobinProxy['served'] = [];
  const nextUpstream = () => inRotation[turn % inRotation.length]!;

  const server = http.createServer((req, res) => {
    const upstream = nextUpstream();
    turn += 1;
    served.push({ path: req.url ?? '/', upstream });
    const target = new URL(upstreams[upstream]!);
    const forwarded = req.headers['x-forwarded-for'];
    const out = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        agent,
        headers: {
          ...req.headers,
          'x-forwarded-for': [forwarded, req.socket.remoteAddress].filter(Boolean).join(', '),
          'x-forwarded-proto': 'http',
        },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
        // The client went away first (a closed stream): let the instance know.
        res.on('close', () => {
          if (!answer.complete) answer.destroy();
        });
      },
    );
    out.on('error', () => {
      if (res.headersSent) res.destroy();
      else res.writeHead(502).end();
    });
    req.pipe(out);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    served,
    get next() {
      return nextUpstream();
    },
    remove(upstream) {
      inRotation.splice(inRotation.indexOf(upstream), 1);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        agent.destroy();
        server.close(() => resolve());
      }),
  };
}
