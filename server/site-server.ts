/** The preview server: static files plus the form receiver, on loopback only, with timeouts. */
import type { Server } from 'node:http';
import { securityHeadersOf, type FormReceiver, type ReceiverOptions } from './form-receiver.ts';
import { openReceiver } from './receiver-server.ts';
import { DEFAULT_TIMEOUTS, listen, type Timeouts } from './http-server.ts';
import { createStaticHandler, readHostConfig } from './static-files.ts';

export { DEFAULT_TIMEOUTS, type Timeouts } from './http-server.ts';

export interface SiteServer {
  url: string;
  siteDir: string;
  submissionsFile: string;
  server: Server;
  receiver: FormReceiver;
  close(): Promise<void>;
}

export interface SiteServerOptions extends Omit<ReceiverOptions, 'siteDir' | 'submissionsFile' | 'securityHeaders'> {
  siteDir: string;
  submissionsFile: string;
  port?: number;
  host?: string;
  timeouts?: Timeouts;
}

export async function startSiteServer({ siteDir, submissionsFile, port = 0, host = '127.0.0.1', timeouts = DEFAULT_TIMEOUTS, ...receiverOptions }: SiteServerOptions): Promise<SiteServer> {
  // _headers and _redirects are read once, now: a site whose security headers cannot be read is not served (P33).
  const config = await readHostConfig(siteDir);
  const serveStatic = createStaticHandler(siteDir, { config });
  const { receiver, securityHeaders } = await openReceiver({ ...receiverOptions, siteDir, submissionsFile, securityHeaders: securityHeadersOf(config.headers) });
  const listening = await listen(
    async (request, response) => {
      if (await receiver(request, response)) return;
      await serveStatic(request, response);
    },
    { port, host, timeouts, securityHeaders },
  );
  return {
    url: listening.url,
    siteDir,
    submissionsFile,
    server: listening.server,
    receiver,
    close: async () => {
      await listening.close();
      await receiver.close();
    },
  };
}
