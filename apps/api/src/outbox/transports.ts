// The providers behind the outbox (DESIGN decision 11): SMTP through nodemailer, SMS through an HTTP
// API (POST JSON {to, message} with a bearer token); push is notices/push/push-transport.ts. Each
// throws when the provider refuses or is away, and the outbox retries later.
import nodemailer from 'nodemailer';
import type { Selectable } from 'kysely';
import type { OutboxState, OutboxTable } from './tables.ts';

export type OutboxRow = Selectable<OutboxTable>;
export type DeliveredState = Exclude<OutboxState, 'pendente'>;

export interface Transport {
  /**
   * Delivers the message and says the state it ends in, or throws to have it retried later.
   * 'enviada': the provider took it. 'descartada': the address no longer exists (a push device its
   * service forgot), so there is nothing to retry. 'registrada': this part of the channel has no
   * provider (native push without FCM), so the transport logged it instead.
   */
  send(row: OutboxRow): Promise<DeliveredState>;
  close?(): void;
}

const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };
const SMS_TIMEOUT_MS = 15_000;

export function smtpTransport(smtpUrl: string, from: string): Transport {
  const mailer = nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS });
  return {
    async send(row) {
      await mailer.sendMail({
        from,
        to: row.destinatario,
        subject: row.assunto ?? '',
        text: row.texto,
        ...(row.html === null ? {} : { html: row.html }),
        ...(row.responder_para === null ? {} : { replyTo: row.responder_para }),
      });
      return 'enviada';
    },
    close: () => {
      mailer.close();
    },
  };
}

export function smsTransport(apiUrl: string, apiToken: string | undefined): Transport {
  return {
    async send(row) {
      const response = await fetch(apiUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(apiToken ? { authorization: `Bearer ${apiToken}` } : {}),
        },
        body: JSON.stringify({ to: row.destinatario, message: row.texto }),
        signal: AbortSignal.timeout(SMS_TIMEOUT_MS),
      });
      // The body is read either way so the connection is released.
      const answer = await response.text();
      if (!response.ok) {
        throw new Error(`SMS provider answered ${response.status}: ${answer.slice(0, 200)}`);
      }
      return 'enviada';
    },
  };
}
