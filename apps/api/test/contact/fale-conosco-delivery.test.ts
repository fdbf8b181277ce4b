// POST fale_conosco stores the message and e-mails it to the support address through the outbox, to a
// real SMTP server (spec points 3 and 7; DESIGN decision 11): reply-to is the sender, a provider that
// is down keeps it and retries, and the worker delivers on its own.
import { describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../helpers/build-test-app.ts';
import {
  SUPPORT,
  contato,
  customerId,
  outboxRow,
  storedMessages,
  useContactApp,
} from './contact-app.ts';

const SENT = 'Mensagem enviada com sucesso! Em breve entraremos em contato.';

describeEachDatabase('POST fale_conosco: delivery', (database) => {
  const h = useContactApp({ database });

  it('stores a visitor’s message, normalised, with the document versions accepted', async () => {
    const response = await h.send(
      contato({ email: ' Joao@Exemplo.com.br ', uf: 'rj', assunto: ' Cashback ' }),
    );
    expect(response.status).toBe(201);
    expect(response.envelope).toEqual({
      status: 'success',
      message: SENT,
      data: null,
      responseCode: 201,
    });
    const [stored] = await storedMessages(h.api);
    expect(stored).toMatchObject({
      cliente_id: null,
      nome: 'João Araújo',
      email: 'joao@exemplo.com.br',
      data_nascimento: '1990-11-23',
      telefone: '21998765432',
      uf: 'RJ',
      assunto: 'Cashback',
      mensagem: 'Quando recebo meu cashback?',
      termos_versao: '1.0',
      privacidade_versao: '1.1',
    });
    expect(await outboxRow(h.api, stored?.outbox_id ?? null)).toMatchObject({
      canal: 'email',
      destinatario: SUPPORT,
      responder_para: 'joao@exemplo.com.br',
      estado: 'pendente',
    });
  });

  it('delivers it to the support address with the sender as reply-to', async () => {
    const before = h.smtp.received.length;
    await h.send(contato({ assunto: 'Pontos do mes', mensagem: 'Linha um\nLinha <b>dois</b>' }));
    const report = await h.api.app.outbox.deliverDue();
    expect(report.sent).toBeGreaterThanOrEqual(1);
    const mail = h.smtp.received.at(-1);
    expect(h.smtp.received.length).toBeGreaterThan(before);
    expect(mail?.to).toEqual([SUPPORT]);
    expect(mail?.from).toBe('nao-responda@fidelidade.example');
    expect(mail?.raw).toMatch(/^Reply-To: joao@exemplo\.com\.br\r?$/m);
    expect(mail?.raw).toMatch(/^Subject: Fale conosco: Pontos do mes\r?$/m);
    expect(mail?.raw).toContain('Linha &lt;b&gt;dois&lt;/b&gt;');
    const stored = (await storedMessages(h.api)).at(-1);
    const row = await outboxRow(h.api, stored?.outbox_id ?? null);
    expect(row).toMatchObject({ estado: 'enviada', texto: '', html: null });
  });

  it('keeps the message while the server is down and delivers it on a later try', async () => {
    await h.api.app.outbox.deliverDue();
    const before = h.smtp.received.length;
    await h.smtp.stop();
    try {
      expect((await h.send(contato({ assunto: 'Servidor fora' }))).status).toBe(201);
      const first = await h.api.app.outbox.deliverDue();
      expect(first).toMatchObject({ sent: 0, failed: 1 });
      const stored = (await storedMessages(h.api)).at(-1);
      expect(stored?.assunto).toBe('Servidor fora');
      const waiting = await outboxRow(h.api, stored?.outbox_id ?? null);
      expect(waiting).toMatchObject({ estado: 'pendente', tentativas: 1 });
      expect(waiting?.ultimo_erro).toBeTruthy();
      // Not due yet: the retry waits (OUTBOX_RETRY_BASE).
      expect(await h.api.app.outbox.deliverDue()).toMatchObject({ sent: 0, failed: 0 });
    } finally {
      await h.smtp.start();
    }
    h.advance(60_000);
    expect(await h.api.app.outbox.deliverDue()).toMatchObject({ sent: 1, failed: 0 });
    expect(h.smtp.received.length).toBe(before + 1);
    expect(h.smtp.received.at(-1)?.raw).toMatch(/^Subject: Fale conosco: Servidor fora\r?$/m);
  });

  it('links a logged-in customer’s message to the account; a dead token is a visitor', async () => {
    const user = await h.register();
    expect((await h.send(contato({ assunto: 'Com login' }), user.jwt)).status).toBe(201);
    expect((await h.send(contato({ assunto: 'Token velho' }), 'nao.e.um.jwt')).status).toBe(201);
    const rows = await storedMessages(h.api);
    const linked = rows.find((row) => row.assunto === 'Com login');
    const visitor = rows.find((row) => row.assunto === 'Token velho');
    expect(linked?.cliente_id).toBe(await customerId(h.api, user.email));
    expect(visitor?.cliente_id).toBeNull();
  });

  it('keeps the tabs and line breaks of the message as sent', async () => {
    const mensagem = 'Linha um\r\n\tLinha dois\nLinha três';
    expect((await h.send(contato({ mensagem }))).status).toBe(201);
    expect((await storedMessages(h.api)).at(-1)?.mensagem).toBe(mensagem);
  });
});

describeEachDatabase('POST fale_conosco: the outbox worker', (database) => {
  const h = useContactApp({ database, worker: true });

  it('delivers on its own soon after the message is stored', async () => {
    expect((await h.send(contato({ assunto: 'Pelo worker' }))).status).toBe(201);
    await h.smtp.waitForCount(1);
    expect(h.smtp.received[0]?.raw).toMatch(/^Subject: Fale conosco: Pelo worker\r?$/m);
  });
});

describeEachDatabase('POST fale_conosco: throttling', (database) => {
  const h = useContactApp({ database, contactLimit: { limit: 2, windowMs: 3_600_000 } });

  it('answers 429 in pt-BR once an IP has sent its share', async () => {
    expect((await h.send(contato())).status).toBe(201);
    expect((await h.send(contato())).status).toBe(201);
    const refused = await h.send(contato({ assunto: 'Terceira' }));
    expect(refused.status).toBe(429);
    expect(refused.envelope.message).toBe('Muitas tentativas. Aguarde um pouco e tente novamente.');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const subjects = (await storedMessages(h.api)).map((row) => row.assunto);
    expect(subjects).not.toContain('Terceira');
  });
});

describe('contact configuration', () => {
  it('reads SUPPORT_EMAIL and LIMIT_CONTACT_IP, and refuses a support address that is not one', async () => {
    const { loadConfig } = await import('../../src/config.ts');
    expect(
      loadConfig({ SUPPORT_EMAIL: 'sac@marca.com.br', LIMIT_CONTACT_IP: '3/10m' }),
    ).toMatchObject({
      contact: { supportEmail: 'sac@marca.com.br' },
      limits: { contactIp: { limit: 3, windowMs: 600_000 } },
    });
    expect(() => loadConfig({ SUPPORT_EMAIL: 'sac' })).toThrow(/SUPPORT_EMAIL: deve ser um e-mail/);
  });
});
