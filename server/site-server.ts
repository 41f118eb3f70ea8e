/** The preview server: static files plus the form receiver, on loopback only, with timeouts. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createFormReceiver, securityHeadersOf, type FormReceiver, type ReceiverOptions } from './form-receiver.ts';
import { answerClientErrors, missingHost, serverError } from './http-errors.ts';
import { createStaticHandler, readHostConfig } from './static-files.ts';

export interface SiteServer {
  url: string;
  siteDir: string;
  submissionsFile: string;
  server: Server;
  receiver: FormReceiver;
  close(): Promise<void>;
}

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

export interface SiteServerOptions extends Omit<ReceiverOptions, 'siteDir' | 'submissionsFile'> {
  siteDir: string;
  submissionsFile: string;
  port?: number;
  host?: string;
  timeouts?: Timeouts;
}

export async function startSiteServer({ siteDir, submissionsFile, port = 0, host = '127.0.0.1', timeouts = DEFAULT_TIMEOUTS, ...receiverOptions }: SiteServerOptions): Promise<SiteServer> {
  // _headers and _redirects are read once, now: a site whose security headers cannot be read is not served (P33).
  const config = await readHostConfig(siteDir);
  const securityHeaders = securityHeadersOf(config.headers);
  const serveStatic = createStaticHandler(siteDir, { config });
  const receiver = createFormReceiver({ siteDir, submissionsFile, securityHeaders, ...receiverOptions });
  try {
    await receiver.ready;
  } catch (error) {
    await receiver.close();
    throw error;
  }
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
      (async () => {
        if (await receiver(request, response)) return;
        await serveStatic(request, response);
      })().catch((error: unknown) => {
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
    url: `http://${host.includes(':') ? `[${host}]` : host}:${actual}`,
    siteDir,
    submissionsFile,
    server,
    receiver,
    close: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      });
      await receiver.close();
    },
  };
}
