// What every answer to a hostile request must be (spec point 3 and 8): never a 5xx, and the envelope
// {status, message, data, responseCode} with a message from the pt-BR catalogue. Answers without a
// body (HEAD, 204, 304) and the routes that serve pages rather than the API (the OpenAPI page and
// document, the legal documents' HTML) are held only to the first rule.
import { isCatalogueMessage } from './catalogue-messages.ts';

export interface Answer {
  method: string;
  url: string;
  statusCode: number;
  contentType: string | undefined;
  body: string;
}

const ENVELOPE_KEYS = ['data', 'message', 'responseCode', 'status'].join();
/** How many of the app's logged errors a failure report shows. */
const LOGGED_SHOWN = 10;

/** The problem with an answer, or undefined when it is right. */
export function answerProblem(answer: Answer, pageRoutes: readonly string[]): string | undefined {
  if (answer.statusCode >= 500)
    return `respondeu ${answer.statusCode}: ${answer.body.slice(0, 300)}`;
  if (answer.method === 'HEAD' || answer.statusCode === 204 || answer.statusCode === 304) return;
  const path = answer.url.split('?', 1)[0] ?? '';
  if (pageRoutes.some((prefix) => path.startsWith(prefix))) return;
  let envelope: Record<string, unknown>;
  try {
    envelope = JSON.parse(answer.body) as Record<string, unknown>;
  } catch {
    return `não respondeu JSON (${answer.contentType}): ${answer.body.slice(0, 200)}`;
  }
  if (Object.keys(envelope).sort().join() !== ENVELOPE_KEYS) {
    return `não é o envelope: ${answer.body.slice(0, 300)}`;
  }
  const expectedStatus = answer.statusCode < 400 ? 'success' : 'error';
  if (envelope.responseCode !== answer.statusCode || envelope.status !== expectedStatus) {
    return `envelope incoerente com o HTTP ${answer.statusCode}: ${answer.body.slice(0, 300)}`;
  }
  if (!isCatalogueMessage(envelope.message)) {
    return `mensagem fora do catálogo pt-BR: ${JSON.stringify(envelope.message)}`;
  }
  return undefined;
}

/**
 * The failures of a run, as a test's message: how many, how to replay them, each one, and the first
 * errors the app logged (what a 5xx's generic answer leaves out).
 */
export function failureReport(
  seed: number,
  failures: readonly string[],
  loggedErrors: readonly string[] = [],
): string {
  const logged = loggedErrors.length
    ? `\n\nErros no log do app:\n${loggedErrors.slice(0, LOGGED_SHOWN).join('\n')}`
    : '';
  return `${failures.length} resposta(s) erradas; repita com FUZZ_SEED=${seed}\n\n${failures.join('\n\n')}${logged}`;
}
