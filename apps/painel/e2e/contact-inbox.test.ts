// The contact inbox: a customer sends "Fale conosco" with their session (through the customers' API,
// as the app does); a support agent finds it under "Mensagens", takes it ("Atribuir a mim"), replies
// by keyboard and hands it to a colleague. The reply reaches the customer at the in-process SMTP
// server, with the support address to answer to, and the support address gets its copy; the message
// shows as answered, with the colleague, in the inbox and on the customer's page, which leads back to
// it.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEFAULT_API_PREFIX, DEFAULT_PAINEL_API_PREFIX } from '@fidelidade/domain/api-prefixes';
import { baseUrl } from '@fidelidade/test-kit/browser';
import { encryptedClient } from '../../api/test/helpers/encrypted-client.ts';
import { contato } from '../../../packages/domain/test/support/factories.ts';
import { waitForMail } from '../../web/e2e/support/mailbox.ts';
import {
  CONSOLE_WIDTHS,
  expectScreenFits,
  operator,
  useConsoleJourney,
} from './support/console-page.ts';
import { registerCustomer } from './support/customers.ts';

/** SUPPORT_EMAIL as the journeys' server runs it (its default). */
const SUPPORT = 'atendimento@example.com';

const replyToOf = (raw: string) => /^Reply-To:\s*(.+)$/im.exec(raw)?.[1]?.trim();

async function sendContactMessage(nome: string, assunto: string) {
  const { usuario } = await registerCustomer(nome);
  const answer = await encryptedClient(`${baseUrl()}${DEFAULT_API_PREFIX}`).request(
    'POST',
    '/fale_conosco',
    {
      jwt: usuario.jwt,
      body: contato({
        nome,
        email: usuario.email,
        assunto,
        mensagem: 'Meu cashback não apareceu.',
      }),
    },
  );
  expect(answer.envelope.status, answer.envelope.message).toBe('success');
  return usuario;
}

/** A message's answer (`GET mensagens-contato/<id>`), held until the returned function is called. */
async function holdMessageAnswer(page: Page): Promise<() => Promise<void>> {
  const message = (url: URL) =>
    url.pathname.startsWith(`${DEFAULT_PAINEL_API_PREFIX}/mensagens-contato/`) &&
    !url.pathname.endsWith('/responsaveis');
  let released: () => void = () => undefined;
  const release = new Promise<void>((resolve) => {
    released = resolve;
  });
  const held: Promise<void>[] = [];
  await page.route(message, (route) => {
    const answered = release.then(() => route.continue());
    held.push(answered);
    return answered;
  });
  return async () => {
    released();
    // Each held call goes on before the route is removed: removing it first would hand the calls on
    // itself, and their own continue would then fail.
    await Promise.all(held);
    await page.unroute(message);
  };
}

async function expectState(page: Page, estado: string) {
  await page.getByRole('main').getByText(estado, { exact: true }).first().waitFor();
}

describe.each(CONSOLE_WIDTHS)('support: the contact inbox (%s)', (label, size) => {
  const { session, who, enrolled } = useConsoleJourney('mensagens', size);

  it('takes a message, replies by e-mail, hands it on and shows it answered', async () => {
    const { page } = session;
    // An administrator handles the inbox too.
    const colleague = operator(size.width === 1280 ? 'registro-1280' : 'registro-768').nome;
    const assunto = `Cashback da compra de ontem ${label}`;
    const nome = size.width === 1280 ? 'Ana Mensagem Larga' : 'Bruno Mensagem Estreita';
    const usuario = await sendContactMessage(nome, assunto);
    const texto = `Olá! O cashback aparece depois da carência de 30 dias (${label}).`;

    await enrolled();
    await page.getByRole('menuitem', { name: 'Mensagens' }).waitFor();
    await page.goto('/painel/mensagens-contato');
    const link = page.getByRole('link', { name: `Abrir a mensagem ${assunto}` });
    await link.waitFor();
    await expectScreenFits(page);
    // The message's own answer held back: while it loads, the console's spinners are progress bars
    // with a name, as a screen reader announces them.
    const release = await holdMessageAnswer(page);
    await link.click();
    await page.getByRole('progressbar', { name: 'Carregando' }).first().waitFor();
    await expectScreenFits(page);
    await release();

    await page.getByText('Meu cashback não apareceu.').waitFor();
    await page.getByRole('heading', { level: 1, name: `Mensagem: ${assunto}` }).waitFor();
    await page.getByRole('link', { name: 'Abrir a página do cliente' }).waitFor();
    await expectState(page, 'Nova');
    await expectScreenFits(page);
    await page.getByRole('button', { name: 'Atribuir a mim' }).click();
    await page.getByText(`Responsável: ${who().nome}`).waitFor();
    await expectState(page, 'Em atendimento');

    const field = page.getByRole('textbox', { name: 'Resposta' });
    await field.fill(texto);
    await field.press('Tab');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('Enviar resposta');
    await page.keyboard.press('Enter');
    await page.getByRole('listitem').filter({ hasText: texto }).waitFor();
    await expectState(page, 'Respondida');
    await expect.poll(() => field.inputValue()).toBe('');
    // The form is below the fold; the app bar, with the page's heading, stays while scrolled.
    await page.evaluate(() => {
      window.scrollTo(0, document.documentElement.scrollHeight);
    });
    await page.mouse.wheel(0, 400);
    const heading = page.getByRole('heading', { level: 1, name: `Mensagem: ${assunto}` });
    await expect.poll(() => heading.isVisible()).toBe(true);
    await expectScreenFits(page);

    await page.getByRole('combobox', { name: 'Atribuir a' }).click();
    await page.getByRole('option', { name: colleague }).click();
    await page.getByRole('button', { name: 'Salvar responsável' }).click();
    await page.getByText(`Responsável: ${colleague}`).waitFor();
    await expectState(page, 'Respondida');
    await expectScreenFits(page);

    const toCustomer = await waitForMail(usuario.email, (mail) => mail.subject.includes(assunto));
    expect(toCustomer.subject).toBe(`Re: ${assunto}`);
    expect(replyToOf(toCustomer.raw)).toContain(SUPPORT);
    expect(toCustomer.text).toContain(texto);
    const copy = await waitForMail(
      SUPPORT,
      (mail) => mail.subject === `Resposta enviada: ${assunto}`,
    );
    expect(copy.text).toContain(texto);
    expect(replyToOf(copy.raw)).toContain(usuario.email);

    await page.goto('/painel/mensagens-contato');
    const row = page.getByRole('row').filter({ hasText: assunto });
    await row.getByText('Respondida').waitFor();
    await row.getByText(colleague).waitFor();
    await expectScreenFits(page);

    // The customer's page lists the message with its state, and leads back to it.
    await link.click();
    await page.getByRole('link', { name: 'Abrir a página do cliente' }).click();
    await page.getByRole('tab', { name: 'Mensagens' }).click();
    const listed = page.getByRole('row').filter({ hasText: assunto });
    await listed.getByText('Respondida').waitFor();
    await expectScreenFits(page);
    await listed.getByRole('link', { name: `Abrir a mensagem ${assunto}` }).click();
    await page.getByRole('heading', { level: 1, name: `Mensagem: ${assunto}` }).waitFor();
  });
});
