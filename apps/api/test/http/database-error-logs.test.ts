// A failed statement is logged in full (error-handler.ts) but never with the values it carried: the
// CPF, e-mail, name and password hash of a registration the database refused stay out of the log, on
// both engines (PGlite's error holds the statement's parameters, and both put the row in its detail).
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { apiMessages } from '@fidelidade/domain/messages';
import { limiterConfig } from '../accounts/accounts-app.ts';
import { registrationPayload } from '../accounts/factories.ts';
import { describeEachDatabase, useTestApp } from '../helpers/build-test-app.ts';
import { encryptedClient } from '../helpers/encrypted-client.ts';
import { captureLogs } from '../helpers/log-capture.ts';

describeEachDatabase('database errors in the log', (database) => {
  const logs = captureLogs();
  const api = useTestApp({
    database,
    logStream: logs.stream,
    config: { ...limiterConfig(), logLevel: 'error' },
  });

  it('name the failure, never the values of the statement', async () => {
    const payload = registrationPayload({ nome: 'Pessoa Recusada Pelo Banco' });
    const { cpf, celular, email, nome } = payload.dadosPessoais;
    const digits = (text: string) => text.replace(/\D/g, '');
    // A real refusal of this one insert: the database's own check, with the CPF as a bound value.
    await sql`alter table clientes add constraint recusa_este_cpf
      check (cpf <> ${sql.lit(digits(cpf))})`.execute(api.app.database.db);

    const response = await encryptedClient(api.apiUrl).request('POST', '/cliente', {
      body: payload,
    });
    expect(response.status).toBe(500);
    expect(response.envelope.message).toBe(apiMessages.internalError);

    const failed = logs.entries().find((entry) => entry.msg === 'request failed');
    expect(failed).toMatchObject({ err: { code: '23514' } });
    expect(JSON.stringify(failed)).toContain('recusa_este_cpf');
    const text = logs.text();
    for (const value of [digits(cpf), cpf, email, nome, digits(celular), '$argon2']) {
      expect(text, `${value} no log`).not.toContain(value);
    }
  });
});
