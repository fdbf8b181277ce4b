// The browser journeys' mailbox: the global setup starts an in-process SMTP server (the API tests'
// helpers/smtp-server.ts) and gives its URL to the API as SMTP_URL, so the app's outbox really sends;
// each received mail is written as JSON to a folder the test workers read (`inject('mailDir')`), e.g.
// to take a recovery code from the customer's e-mail.
import { inject } from 'vitest';
import { startTestSmtpServer, type ReceivedMail } from '../../../api/test/helpers/smtp-server.ts';
import { folderWriter, waitInFolder } from './message-folder.ts';

export interface Mailbox {
  smtpUrl: string;
  dir: string;
  stop(): Promise<void>;
}

/** Global setup: an SMTP server writing every mail into `dir`. */
export async function startMailbox(dir: string): Promise<Mailbox> {
  const server = await startTestSmtpServer({ onMail: folderWriter(dir) });
  return { smtpUrl: server.url, dir, stop: () => server.stop() };
}

/** The newest mail to `to` that passes `accept`, waiting for the app's outbox to send it. */
export function waitForMail(
  to: string,
  accept: (mail: ReceivedMail) => boolean = () => true,
  timeoutMs = 15_000,
): Promise<ReceivedMail> {
  return waitInFolder<ReceivedMail>(
    inject('mailDir'),
    (mail) => mail.to.includes(to.toLowerCase()) && accept(mail),
    timeoutMs,
    `mail to ${to}`,
  );
}
