/**
 * The HTTP server every entry shares (npm start, npm run preview, npm run dev's server): on one address,
 * with timeouts against slow clients, the site's security headers on the answers Node makes itself, and a
 * last-resort 500 that never ends the process.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { answerClientErrors, missingHost, serverError } from './http-errors.ts';

export interface Timeouts {
  /** Time allowed for a request's headers (slow clients cannot hold connections open). */
  headersMs: number;
  /** Time allowed for a whole request, body included. */
  requestMs: number;
  /** An idle keep-alive connection is closed after this. */
  keepAliveMs: number;
}

/**
 * A whole request may take 10 minutes: a referral with three 10 MB documents from a slow connection needs
 * that long. A form without documents must arrive within BODY_DEADLINE_MS (form-receiver.ts).
 */
export const DEFAULT_TIMEOUTS: Timeouts = { headersMs: 10_000, requestMs: 600_000, keepAliveMs: 5_000 };

export interface Listening {
  server: Server;
  url: string;
  /** Stops taking connections and waits for those open to finish. */
  close(): Promise<void>;
}

/** Serves `handle` on host:port (0: a free port) until closed. */
export async function listen(
  handle: (request: IncomingMessage, response: ServerResponse) => Promise<void>,
  { port = 0, host = '127.0.0.1', timeouts = DEFAULT_TIMEOUTS, securityHeaders }: { port?: number; host?: string; timeouts?: Timeouts; securityHeaders: readonly [string, string][] },
): Promise<Listening> {
  const server = createServer(
    {
      headersTimeout: timeouts.headersMs,
      requestTimeout: timeouts.requestMs,
      keepAliveTimeout: timeouts.keepAliveMs,
      connectionsCheckingInterval: Math.min(1_000, timeouts.headersMs),
      // Node would answer an HTTP/1.1 request without Host itself, with no headers: it is answered below.
      requireHostHeader: false,
    },
    (request, response) => {
      if (request.httpVersion === '1.1' && !request.headers.host) {
        missingHost(response, securityHeaders);
        return;
      }
      handle(request, response).catch((error: unknown) => {
        console.error(error);
        serverError(response, securityHeaders);
      });
    },
  );
  // Node's parser answers a request it cannot read (400, 408, 431) itself: with our headers too.
  server.on('clientError', answerClientErrors(() => securityHeaders));
  // Running out of file descriptors makes accept() fail: say so and keep serving the connections we have.
  server.on('error', (error: NodeJS.ErrnoException) => {
    if (server.listening) console.error(`Server: ${error.code ?? ''} ${error.message}`);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port: actual } = server.address() as AddressInfo;
  return {
    server,
    url: `http://${host.includes(':') ? `[${host}]` : host}:${actual}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      }),
  };
}
