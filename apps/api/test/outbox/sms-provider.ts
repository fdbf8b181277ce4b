// A small local HTTP server standing in for the SMS provider (POST JSON {to, message} with a bearer
// token, as the outbox's adapter sends it). Used by the outbox suites and by the browser journeys'
// global setup, which hands its URL to the API as SMS_API_URL.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedSms {
  authorization: string | undefined;
  body: unknown;
}

export interface FakeSmsProvider {
  url: string;
  received: ReceivedSms[];
  /** The status the next calls get (200 by default; 503 is an outage). */
  status: number;
  stop(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

/** `onSms` sees each message the provider accepts. */
export async function startSmsProvider(
  onSms?: (sms: ReceivedSms) => void,
): Promise<FakeSmsProvider> {
  const provider: FakeSmsProvider = {
    url: '',
    received: [],
    status: 200,
    stop: () => Promise.resolve(),
  };
  const server = createServer((request, response) => {
    void readBody(request).then((body) => {
      const sms = { authorization: request.headers.authorization, body };
      provider.received.push(sms);
      const accepted = provider.status < 300;
      if (accepted) onSms?.(sms);
      response.writeHead(provider.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ ok: accepted }));
    });
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  provider.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/sms`;
  provider.stop = () =>
    new Promise<void>((closed) =>
      server.close(() => {
        closed();
      }),
    );
  return provider;
}
