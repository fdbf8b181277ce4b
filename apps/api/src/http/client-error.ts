// What a client gets when Node.js refuses its request before Fastify sees it: a URL or
// headers past the size limit (431), a request that never finished arriving (408), bytes that are not
// HTTP (400). Fastify's default answers these in English outside the envelope, and with a body even to
// a HEAD request, which breaks the client's parser; this one answers the pt-BR envelope.
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { apiMessages } from '@fidelidade/domain/messages';
import type { FastifyBaseLogger } from 'fastify';
import { failure } from './envelope.ts';

interface ClientError extends Error {
  code?: string;
  /** The bytes Node.js was parsing (a Buffer at run time, whatever the declared type). */
  rawPacket?: unknown;
}

function describeClientError(code: string | undefined): { status: number; message: string } {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT')
    return { status: 408, message: apiMessages.requestTimeout };
  if (code === 'HPE_HEADER_OVERFLOW') return { status: 431, message: apiMessages.headersTooLarge };
  return { status: 400, message: apiMessages.invalidRequest };
}

export function clientErrorHandler(
  this: { log: FastifyBaseLogger },
  error: ClientError,
  socket: Socket,
): void {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, message } = describeClientError(error.code);
  // What failed, not the error: its rawPacket holds the refused bytes, URL and headers (a token, a
  // rating hash) with them.
  this.log.trace({ code: error.code, reason: error.message }, 'client error');
  if (socket.writable) {
    const body = JSON.stringify(failure(message, status));
    // No body to a HEAD request, or the client reads it as the start of the next answer.
    const { rawPacket } = error;
    const head =
      Buffer.isBuffer(rawPacket) && rawPacket.subarray(0, 5).toString('latin1') === 'HEAD ';
    socket.write(
      [
        `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}`,
        'Content-Type: application/json; charset=utf-8',
        `Content-Length: ${Buffer.byteLength(body)}`,
        'Connection: close',
        '',
        head ? '' : body,
      ].join('\r\n'),
    );
  }
  socket.destroy(error);
}
