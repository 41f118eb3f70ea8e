/** The preview server: static files plus the form receiver, on loopback only. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createFormReceiver } from './form-receiver.ts';
import { createStaticHandler } from './static-files.ts';

export interface SiteServer {
  url: string;
  siteDir: string;
  submissionsFile: string;
  server: Server;
  close(): Promise<void>;
}

export async function startSiteServer({ siteDir, submissionsFile, port = 0 }: { siteDir: string; submissionsFile: string; port?: number }): Promise<SiteServer> {
  const serveStatic = createStaticHandler(siteDir);
  const receive = createFormReceiver({ siteDir, submissionsFile });
  const server = createServer((request, response) => {
    (async () => {
      if (await receive(request, response)) return;
      await serveStatic(request, response);
    })().catch((error: unknown) => {
      console.error(error);
      if (!response.headersSent) response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      response.end('Server error\n');
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const { port: actual } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${actual}`,
    siteDir,
    submissionsFile,
    server,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
