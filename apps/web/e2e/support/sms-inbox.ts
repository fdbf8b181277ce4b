// The browser journeys' SMS inbox: the global setup starts the local HTTP SMS provider of the API's
// outbox tests and gives its URL to the API as SMS_API_URL, so the app's outbox really sends through
// its HTTP adapter; each accepted SMS is written as JSON to a folder the test workers read
// (`inject('smsDir')`), e.g. to take a recovery code from the customer's phone.
import { inject } from 'vitest';
import { startSmsProvider } from '../../../api/test/outbox/sms-provider.ts';
import { folderWriter, waitInFolder } from './message-folder.ts';

export interface SmsInbox {
  smsApiUrl: string;
  dir: string;
  stop(): Promise<void>;
}

/** What the API posts to the provider: the phone's digits and the text. */
export interface ReceivedText {
  to: string;
  message: string;
}

/** Global setup: an SMS provider writing every accepted message into `dir`. */
export async function startSmsInbox(dir: string): Promise<SmsInbox> {
  const write = folderWriter(dir);
  const provider = await startSmsProvider((sms) => {
    write(sms.body);
  });
  return { smsApiUrl: provider.url, dir, stop: () => provider.stop() };
}

/** The newest SMS to the phone `celular` (11 digits), waiting for the app's outbox to send it. */
export function waitForSms(celular: string, timeoutMs = 15_000): Promise<ReceivedText> {
  return waitInFolder<ReceivedText>(
    inject('smsDir'),
    (sms) => sms.to === celular,
    timeoutMs,
    `SMS to ${celular}`,
  );
}
