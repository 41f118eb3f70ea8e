/**
 * The form receiver alone, as production runs it (`npm start`, behind nginx, which serves the site itself):
 * POST /api/<form> is received; any other address is 404, with the site's security headers like every
 * answer. It reads the built site only for the forms' pages (their definitions, and the page re-shown with
 * errors); it imports nothing of the static or dev servers.
 */
import type { Server } from 'node:http';
import { createFormReceiver, readSecurityHeaders, type FormReceiver, type ReceiverOptions } from './form-receiver.ts';
import { DEFAULT_TIMEOUTS, listen, type Timeouts } from './http-server.ts';

export interface ReceiverServer {
  url: string;
  server: Server;
  receiver: FormReceiver;
  close(): Promise<void>;
}

export interface ReceiverServerOptions extends Omit<ReceiverOptions, 'securityHeaders'> {
  port?: number;
  host?: string;
  timeouts?: Timeouts;
}

/**
 * The receiver once its store is open, with the site's security headers for answers it makes itself. The
 * headers are read once, now, unless the caller read them already: a site whose `_headers` cannot be read is
 * not served, rather than answered without its security headers (P33).
 */
export async function openReceiver(options: Omit<ReceiverOptions, 'securityHeaders'> & { securityHeaders?: readonly [string, string][] | undefined }): Promise<{ receiver: FormReceiver; securityHeaders: readonly [string, string][] }> {
  const securityHeaders = options.securityHeaders ?? (await readSecurityHeaders(options.siteDir));
  const receiver = createFormReceiver({ ...options, securityHeaders });
  try {
    await receiver.ready;
  } catch (error) {
    await receiver.close();
    throw error;
  }
  return { receiver, securityHeaders };
}

export async function startReceiverServer({ port = 0, host = '127.0.0.1', timeouts = DEFAULT_TIMEOUTS, ...options }: ReceiverServerOptions): Promise<ReceiverServer> {
  const { receiver, securityHeaders } = await openReceiver(options);
  const listening = await listen(
    async (request, response) => {
      if (await receiver(request, response)) return;
      for (const [name, value] of securityHeaders) response.setHeader(name, value);
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' }).end('Not found: this server only receives the forms, under /api/.\n');
    },
    { port, host, timeouts, securityHeaders },
  );
  return {
    url: listening.url,
    server: listening.server,
    receiver,
    close: async () => {
      await listening.close();
      await receiver.close();
    },
  };
}
