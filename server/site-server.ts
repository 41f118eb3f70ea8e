/** The preview server: static files plus the form receiver, on loopback only, with timeouts. */
import type { Server } from 'node:http';
import type { FormReceiver, ReceiverOptions } from './form-receiver.ts';
import { openReceiver } from './receiver-server.ts';
import { DEFAULT_TIMEOUTS, listen, type Timeouts } from './http-server.ts';
import { createStaticHandler } from './static-files.ts';

export { DEFAULT_TIMEOUTS, type Timeouts } from './http-server.ts';

export interface SiteServer {
  url: string;
  siteDir: string;
  submissionsFile: string;
  server: Server;
  receiver: FormReceiver;
  close(): Promise<void>;
}

export interface SiteServerOptions extends Omit<ReceiverOptions, 'siteDir' | 'submissionsFile'> {
  siteDir: string;
  submissionsFile: string;
  port?: number;
  host?: string;
  timeouts?: Timeouts;
}

export async function startSiteServer({ siteDir, submissionsFile, port = 0, host = '127.0.0.1', timeouts = DEFAULT_TIMEOUTS, ...receiverOptions }: SiteServerOptions): Promise<SiteServer> {
  const serveStatic = createStaticHandler(siteDir);
  const { receiver, securityHeaders } = await openReceiver({ siteDir, submissionsFile, ...receiverOptions });
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
