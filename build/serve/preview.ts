/**
 * npm run preview: serves dist/ on 127.0.0.1 (port from PORT, default 4321).
 */
import { createServer } from 'node:http';
import { resolve } from 'node:path';
import { createStaticHandler } from './static-files.ts';

const root = resolve(process.env.SITE_DIR ?? 'dist');
const port = Number(process.env.PORT ?? 4321);
const serveStatic = createStaticHandler(root);

const server = createServer((request, response) => {
  serveStatic(request, response).catch((error: unknown) => {
    console.error(error);
    if (!response.headersSent) response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
    response.end('Server error\n');
  });
});

server.listen(port, '127.0.0.1', () => {
  console.log(`Serving ${root} at http://127.0.0.1:${port}/`);
});
