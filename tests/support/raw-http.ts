/** HTTP/1.1 over a plain socket, for requests fetch would refuse or tidy first (no Host, a bad request line, `//%`). */
import { connect } from 'node:net';

export interface RawResponse {
  status: number;
  /** Header names in lower case; a repeated header's values joined with ", ". */
  headers: Map<string, string>;
  /** The whole answer as received, for checks on framing. */
  text: string;
  body: string;
}

export function parseRawResponse(text: string): RawResponse {
  const end = text.indexOf('\r\n\r\n');
  const head = end === -1 ? text : text.slice(0, end);
  const headers = new Map<string, string>();
  for (const line of head.split('\r\n').slice(1)) {
    const colon = line.indexOf(':');
    if (colon < 1) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    headers.set(name, headers.has(name) ? `${headers.get(name)}, ${value}` : value);
  }
  return { status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(text)?.[1] ?? 0), headers, text, body: end === -1 ? '' : text.slice(end + 4) };
}

/** Sends `request` as it is and reads until the server closes the connection (or `timeoutMs`). */
export function rawRequest(url: string, request: string, { timeoutMs = 5_000, localAddress }: { timeoutMs?: number; localAddress?: string } = {}): Promise<RawResponse> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    let data = '';
    const socket = connect({ port: Number(port), host: hostname, ...(localAddress ? { localAddress } : {}) }, () => socket.write(request));
    const done = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve(parseRawResponse(data));
    };
    const timer = setTimeout(done, timeoutMs);
    socket.on('data', (chunk: Buffer) => (data += chunk.toString('latin1')));
    socket.on('end', done);
    socket.on('close', done);
    socket.on('error', done);
  });
}

/** A GET with `Connection: close`, so the answer ends when the server closes. */
export function rawGet(url: string, path: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  const extra = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  return rawRequest(url, `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n${extra}Connection: close\r\n\r\n`);
}
