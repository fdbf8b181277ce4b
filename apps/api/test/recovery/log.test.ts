// DESIGN decisions 3 and 11: with no provider, the code is readable in the log, once, in the outbox's
// line; the request logs (bodies, codes, tokens) keep it out everywhere else, even at trace level.
import { expect, it } from 'vitest';
import type { EsqueciSenhaResposta } from '@fidelidade/domain/contracts/esqueci-senha';
import { registrationPayload } from '@fidelidade/test-kit/customers';
import { limiterConfig } from '../accounts/accounts-app.ts';
import { describeEachDatabase } from '../helpers/build-test-app.ts';
import { encryptedClient } from '../helpers/encrypted-client.ts';
import { useOutboxApp } from '../outbox/outbox-app.ts';

describeEachDatabase('recovery logs', (database) => {
  const { api, logs } = useOutboxApp(database, () => ({ ...limiterConfig(), logLevel: 'trace' }));

  it('shows the code only in the no-provider line', async () => {
    const client = encryptedClient(api.apiUrl);
    const payload = registrationPayload();
    expect((await client.request('POST', '/cliente', { body: payload })).status).toBe(201);
    const { email } = payload.dadosPessoais;
    const started = await client.request<EsqueciSenhaResposta>('POST', '/esqueci_senha', {
      body: { email },
    });
    const { jwt } = started.envelope.data;
    await client.request('POST', '/enviar_codigo', { body: { jwt, tipo: 'email' } });
    await api.app.outbox.deliverDue();
    const line = logs.entries().find((entry) => String(entry.msg).includes('sem provedor'));
    const codigo = /é: ([A-Z0-9]{6})/.exec(String(line?.msg))?.[1] ?? '';
    expect(codigo).toMatch(/^[A-Z0-9]{6}$/);
    await client.request('POST', '/valida_codigo_app', { body: { jwt, codigo } });
    const mentions = logs.text().split(codigo).length - 1;
    expect(mentions).toBe(1);
    expect(logs.text()).not.toContain(jwt);
  });
});
