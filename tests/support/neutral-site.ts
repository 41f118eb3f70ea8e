/**
 * A loopback stand-in for the neutral website that "Exit this page" leads to (site.json quickExit.url), so
 * a test can follow the exit without a request ever leaving this machine. Every request a page makes to
 * another host is answered here: the neutral site's address by the stand-in (a small server on
 * 127.0.0.1), anything else refused and recorded, so a test can assert that nothing else was asked for.
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';

export const NEUTRAL_URL = (JSON.parse(readFileSync(join(process.cwd(), 'content', 'site.json'), 'utf8')) as { quickExit: { url: string } }).quickExit.url;
export const NEUTRAL_TITLE = 'Neutral stand-in';

export interface NeutralSite {
  /** Sends the context's requests for the neutral site to the stand-in, and refuses every other outside request. */
  route(context: BrowserContext): Promise<{ refused: string[] }>;
}

export function useNeutralSite(): NeutralSite {
  let server: Server | undefined;
  let standIn = '';
  beforeAll(async () => {
    server = createServer((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      response.end(`<!DOCTYPE html><html lang="en-AU"><head><title>${NEUTRAL_TITLE}</title></head><body><h1>${NEUTRAL_TITLE}</h1></body></html>`);
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    standIn = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
  });
  const neutralHost = new URL(NEUTRAL_URL).host;
  return {
    async route(context) {
      const refused: string[] = [];
      await context.route(
        (url) => url.hostname !== '127.0.0.1',
        async (route) => {
          const url = new URL(route.request().url());
          if (url.host !== neutralHost) {
            refused.push(url.href);
            return route.abort('blockedbyclient');
          }
          const body = await (await fetch(standIn)).text();
          return route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body });
        },
      );
      return { refused };
    },
  };
}
