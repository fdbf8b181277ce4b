// The 'Fale conosco' modal (spec points 2 to 5 and 8): each field's message, the masks, the terms
// links opening the documents over the form, a logged-in customer's data filled in, the spinner while
// sending, success closing the modal, and the server's refusal shown as an error toast.
import type { Locator, Page } from 'playwright-core';
import { contactMessages, validationMessages } from '@fidelidade/domain/messages';
import { describe, expect, it } from 'vitest';
import { maskMobilePhone } from '@fidelidade/domain/masks/br-masks';
import { newCustomer } from '@fidelidade/test-kit/customers';
import {
  expectToast,
  fieldMessage,
  frontSheet,
  openSheet,
  registerThroughUi,
} from './account-pages.ts';
import { expectNoAxeViolations } from '@fidelidade/test-kit/axe';
import { VIEWPORT_NAMES, useBrowserPage } from '@fidelidade/test-kit/browser';
import { waitForNoOverlays, waitForSettledOverlays } from '@fidelidade/test-kit/overlays';
import { pathnameOf, prepareStorage, waitForTitle } from './shell-pages.ts';

const TITLE = 'Fale conosco';
const TOO_MANY = 'Muitas tentativas. Aguarde um pouco e tente novamente.';
const required = validationMessages.required;

async function fillContact(sheet: Locator, overrides: Record<string, string> = {}): Promise<void> {
  const values = {
    Nome: 'Joana Araújo',
    'E-mail': 'joana@example.com',
    'Data de nascimento': '23/11/1990',
    Telefone: '21998765432',
    Assunto: 'Cashback',
    Mensagem: 'Quando recebo meu cashback?',
    ...overrides,
  };
  for (const [label, value] of Object.entries(values)) await sheet.getByLabel(label).fill(value);
  await sheet.getByLabel('Estado').selectOption({ label: 'Rio de Janeiro' });
}

function termsBox(sheet: Locator): Locator {
  return sheet.getByLabel('Li e aceito os Termos de Uso e a Política de Privacidade');
}

async function scrollsSideways(page: Page): Promise<boolean> {
  return frontSheet(page)
    .locator('.page-body')
    .evaluate((body) => body.scrollWidth > body.clientWidth);
}

describe.each(VIEWPORT_NAMES)('contact form (%s)', (viewport) => {
  const session = useBrowserPage(viewport);

  it('names each problem before sending, with the masks of spec point 5', async () => {
    const { page } = session;
    await prepareStorage(page, { cookiesAccepted: true });
    const sheet = await openSheet(page, '/fale-conosco', TITLE);
    expect(await sheet.getByRole('button', { name: 'Fechar' }).count()).toBe(1);
    expect(await scrollsSideways(page)).toBe(false);
    await expectNoAxeViolations(page);
    const send = sheet.getByRole('button', { name: 'Enviar' });

    await send.click();
    await expectToast(page, required('nome'));
    for (const [label, message] of [
      ['Nome', required('nome')],
      ['E-mail', required('e-mail')],
      ['Data de nascimento', required('data de nascimento')],
      ['Telefone', required('telefone')],
      ['Estado', required('estado')],
      ['Assunto', required('assunto')],
      ['Mensagem', required('mensagem')],
    ] as const) {
      expect(await fieldMessage(sheet.getByLabel(label)), label).toBe(message);
    }
    await expectNoAxeViolations(page);

    // A last character that is not a letter or a space is dropped as it is typed (spec point 5).
    const nome = sheet.getByLabel('Nome');
    await nome.pressSequentially('Joana 7');
    expect(await nome.inputValue()).toBe('Joana ');
    await nome.pressSequentially('A.');
    expect(await nome.inputValue()).toBe('Joana A');

    const data = sheet.getByLabel('Data de nascimento');
    await data.pressSequentially('231119901');
    expect(await data.inputValue()).toBe('23/11/1990');
    expect(await data.getAttribute('maxlength')).toBe('10');
    const telefone = sheet.getByLabel('Telefone');
    await telefone.pressSequentially('2199876543210');
    expect(await telefone.inputValue()).toBe('(21) 99876-5432');
    expect(await telefone.getAttribute('maxlength')).toBe('15');
    const estados = await sheet.getByLabel('Estado').locator('option:not([value=""])').count();
    expect(estados).toBe(27);

    await fillContact(sheet, { 'E-mail': 'joana@' });
    await send.click();
    await expectToast(page, validationMessages.invalidEmail);
    expect(await fieldMessage(sheet.getByLabel('E-mail'))).toBe(validationMessages.invalidEmail);

    await sheet.getByLabel('E-mail').fill('joana@example.com');
    await sheet.getByLabel('Data de nascimento').fill('31/12/2999');
    await send.click();
    await expectToast(page, validationMessages.invalidBirthDate);

    await sheet.getByLabel('Data de nascimento').fill('23/11/1990');
    // After the area code a mobile number starts with 9: (21) 88765-4321 is no mobile phone.
    await retype(telefone, '21887654321');
    expect(await telefone.inputValue()).toBe('(21) 88765-4321');
    await send.click();
    await expectToast(page, validationMessages.invalidMobile);
    expect(await fieldMessage(telefone)).toBe(validationMessages.invalidMobile);

    await retype(telefone, '21998765432');
    await send.click();
    await expectToast(page, validationMessages.acceptTerms);
    expect(await fieldMessage(termsBox(sheet))).toBe(validationMessages.acceptTerms);
    expect(pathnameOf(page)).toBe('/fale-conosco');
  });

  it('opens the Terms of Use and the Privacy Policy over the form, keeping what was typed', async () => {
    const { page } = session;
    await prepareStorage(page, { cookiesAccepted: true });
    const sheet = await openSheet(page, '/fale-conosco', TITLE);
    await sheet.getByLabel('Assunto').fill('Dúvida sobre os termos');
    for (const [link, title, heading] of [
      ['Termos de Uso', 'Termos de uso', 'Termos de Uso'],
      ['Política de Privacidade', 'Política de privacidade', 'Política de Privacidade'],
    ] as const) {
      await sheet.getByRole('link', { name: link, exact: true }).click();
      await waitForTitle(page, title);
      const viewer = frontSheet(page);
      // The form's sheet behind is hidden from assistive technology while the document is open.
      await page.waitForFunction(() => {
        const [form, front] = [...document.querySelectorAll('ion-modal')];
        return form?.inert === true && front?.classList.contains('show-modal') === true;
      });
      const frame = await (
        await viewer.getByTitle(`Documento: ${title}`).elementHandle()
      ).contentFrame();
      await frame?.getByRole('heading', { level: 1, name: heading }).waitFor();
      await expectNoAxeViolations(page);
      await viewer.getByRole('button', { name: 'Fechar' }).click();
      await waitForTitle(page, TITLE);
      await waitForSettledOverlays(page);
    }
    expect(pathnameOf(page)).toBe('/fale-conosco');
    expect(await sheet.getByLabel('Assunto').inputValue()).toBe('Dúvida sobre os termos');
  });

  it('sends a message with a spinner on the button and closes with the server’s message', async () => {
    const { page } = session;
    await prepareStorage(page, { cookiesAccepted: true });
    const sheet = await openSheet(page, '/fale-conosco', TITLE);
    await fillContact(sheet);
    await termsBox(sheet).check();
    // Hold the answer until the button has been seen busy; the real API then answers it.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/fale_conosco', async (route) => {
      await held;
      await route.continue();
    });
    await sheet.getByRole('button', { name: 'Enviar' }).click();
    // Busy and disabled: Ionic reflects the button's disabled state when the button next renders,
    // which may come after its spinner has.
    const busy = sheet.locator('ion-button[aria-busy="true"][disabled]');
    await busy.locator('ion-spinner').waitFor();
    release();
    await expectToast(page, contactMessages.sent);
    await page.waitForURL('**/home');
    await waitForTitle(page, 'Fidelidade');
    // The route changes as the sheet starts leaving; it is gone once its animation ends.
    await waitForNoOverlays(page);
  });

  it('fills in a logged-in customer’s name, e-mail and phone', async () => {
    const { page } = session;
    await prepareStorage(page, { cookiesAccepted: true });
    const customer = newCustomer();
    await registerThroughUi(page, customer);
    const sheet = await openSheet(page, '/fale-conosco', TITLE);
    expect(await sheet.getByLabel('Nome').inputValue()).toBe(customer.nome);
    expect(await sheet.getByLabel('E-mail').inputValue()).toBe(customer.email);
    expect(await sheet.getByLabel('Telefone').inputValue()).toBe(maskMobilePhone(customer.celular));
  });
});

describe('contact form refused by the server (phone)', () => {
  const session = useBrowserPage('phone');

  it('shows the server’s message as an error toast and keeps the form', async () => {
    const { page } = session;
    session.allowConsoleErrors(/status of 429/);
    await prepareStorage(page, { cookiesAccepted: true });
    // The API allows a few messages per IP an hour (LIMIT_CONTACT_IP): send until it refuses.
    const toasts = page.locator('ion-toast');
    const sent = toasts.getByText(contactMessages.sent, { exact: true }).first();
    const tooMany = toasts.getByText(TOO_MANY, { exact: true }).first();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      await toasts.first().waitFor({ state: 'detached' });
      const sheet = await openSheet(page, '/fale-conosco', TITLE);
      await fillContact(sheet, { Assunto: `Tentativa ${attempt}` });
      await termsBox(sheet).check();
      await sheet.getByRole('button', { name: 'Enviar' }).click();
      await sent.or(tooMany).waitFor();
      if (await tooMany.isVisible()) {
        expect(pathnameOf(page)).toBe('/fale-conosco');
        const assunto = frontSheet(page).getByLabel('Assunto');
        expect(await assunto.inputValue()).toBe(`Tentativa ${attempt}`);
        return;
      }
      await page.waitForURL('**/home');
    }
    throw new Error('the API never refused a message');
  });
});

/** Replaces a masked field's value the way a person does: select everything, then type over it. */
async function retype(field: Locator, digits: string): Promise<void> {
  await field.focus();
  await field.press('ControlOrMeta+a');
  await field.press('Backspace');
  await field.pressSequentially(digits);
}
