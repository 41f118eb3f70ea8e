/**
 * Answers made outside a request handler, with the site's security headers like every other answer:
 * Node's own answers to a request its parser refused (400 for a bad request line or no Host, 408 when the
 * headers took too long, 431 for headers too large, 413 for oversized chunk extensions), and the last-resort
 * 500 when a handler failed, and the 400 for an HTTP/1.1 request without Host (which Node would make itself).
 * Node's own answers carry no headers at all.
 */
import type { ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';

const STATUS: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large'],
  HPE_CHUNK_EXTENSIONS_OVERFLOW: [413, 'Payload Too Large'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout'],
};

/** The raw answer to a request Node's parser refused, as `server.on('clientError')` must write it. */
export function clientErrorAnswer(code: string | undefined, securityHeaders: readonly [string, string][]): string {
  const [status, reason] = STATUS[code ?? ''] ?? [400, 'Bad Request'];
  const body = `${reason}\n`;
  const headers = [...securityHeaders, ['Content-Type', 'text/plain; charset=utf-8'], ['Cache-Control', 'no-store'], ['Content-Length', String(Buffer.byteLength(body))], ['Connection', 'close']];
  return `HTTP/1.1 ${status} ${reason}\r\n${headers.map(([name, value]) => `${name}: ${value}\r\n`).join('')}\r\n${body}`;
}

/**
 * A `clientError` listener that answers as Node would (same statuses, nothing when the client is gone or
 * an answer has already begun), with the security headers.
 */
export function answerClientErrors(securityHeaders: () => readonly [string, string][]) {
  return (error: NodeJS.ErrnoException, socket: Duplex) => {
    const inFlight = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
    if (error.code !== 'ECONNRESET' && socket.writable && !inFlight?.headersSent) socket.write(clientErrorAnswer(error.code, securityHeaders()));
    socket.destroy(error.code === 'ECONNRESET' ? undefined : error);
  };
}

/** The last-resort 500: no header of a half-made answer is kept, the security headers are given. */
export function serverError(response: ServerResponse, securityHeaders: readonly [string, string][]): void {
  if (response.headersSent) {
    response.destroy();
    return;
  }
  for (const name of response.getHeaderNames()) response.removeHeader(name);
  const body = 'Server error\n';
  response.writeHead(500, [...securityHeaders, ['Content-Type', 'text/plain; charset=utf-8'], ['Cache-Control', 'no-store'], ['Content-Length', String(Buffer.byteLength(body))]].flat()).end(body);
}

/** 400 for an HTTP/1.1 request without a Host header (RFC 9112, section 3.2), as Node would answer it. */
export function missingHost(response: ServerResponse, securityHeaders: readonly [string, string][]): void {
  const body = 'Bad Request: no Host header\n';
  response.shouldKeepAlive = false;
  response.writeHead(400, [...securityHeaders, ['Content-Type', 'text/plain; charset=utf-8'], ['Cache-Control', 'no-store'], ['Content-Length', String(Buffer.byteLength(body))], ['Connection', 'close']].flat()).end(body);
}
