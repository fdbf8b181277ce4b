// Sends a generated request through Fastify's inject (the bulk of a run), or over a real socket
// (node:http) for the sample that must behave like the injected run: the same parser, limits and
// connection handling a client meets.
import { request as httpRequest } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { Answer } from './answer-check.ts';
import type { MaterializedRequest } from './malformed-requests.ts';

export function sendOverHttp(baseUrl: string, sent: MaterializedRequest): Promise<Answer> {
  // Like fetch, no body on GET or HEAD (the injected run sends those).
  const payload = ['GET', 'HEAD'].includes(sent.method) ? undefined : sent.payload;
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = { ...sent.headers };
    if (payload !== undefined) headers['content-length'] = Buffer.byteLength(payload);
    // A fresh connection each time: one the server closed after a refused body is never reused.
    const request = httpRequest(`${baseUrl}${sent.url}`, {
      method: sent.method,
      headers,
      agent: false,
    });
    request.on('error', reject);
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        resolve({
          method: sent.method,
          url: sent.url,
          statusCode: response.statusCode ?? 0,
          contentType: response.headers['content-type'],
          body: Buffer.concat(chunks).toString('utf8'),
        });
      });
    });
    request.end(payload);
  });
}

export async function sendByInject(
  app: FastifyInstance,
  sent: MaterializedRequest,
): Promise<Answer> {
  const response = await app.inject({
    method: sent.method as 'GET',
    url: sent.url,
    headers: sent.headers,
    ...(sent.payload === undefined ? {} : { payload: sent.payload }),
  });
  return {
    method: sent.method,
    url: sent.url,
    statusCode: response.statusCode,
    contentType: response.headers['content-type']?.toString(),
    body: response.body,
  };
}
