// A failed statement is logged in full (error-handler.ts) but never with the values it carried: the
// CPF, e-mail, name and password hash of a registration the database refused stay out of the log, on
// both engines (PGlite's error holds the statement's parameters, and both put the row in its detail).
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { apiMessages } from '@fidelidade/domain/messages';
import { registrationPayload } from '@fidelidade/test-kit/customers';
import { limiterConfig } from '../accounts/accounts-app.ts';
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

  /** Runs `statement` on the app's database, expecting a refusal, and logs it as the app does. */
  const logFailure = async (statement: ReturnType<typeof sql>, msg: string) => {
    const error = await statement.execute(api.app.database.db).then(
      () => undefined,
      (failure: unknown) => failure,
    );
    expect(error, 'the database refused the statement').toBeInstanceOf(Error);
    api.app.log.error({ err: error }, msg);
    return logs.entries().find((entry) => entry.msg === msg);
  };

  it('show a data exception by its code and a fixed text, never the input it quotes', async () => {
    const input = 'nao-e-um-uuid-12345678';
    const logged = await logFailure(sql`select ${input}::uuid`, 'data exception');
    expect(logged).toMatchObject({
      err: {
        code: '22P02',
        message:
          'data exception (SQLSTATE 22P02); the message is not logged: it may quote the input',
      },
    });
    expect(logs.text()).not.toContain(input);
  });

  it('redact the context, hint and internal statement of a failure inside a function', async () => {
    const input = 'cpf-52998224725';
    await sql`create or replace function falha_com_contexto(valor text) returns void
      language plpgsql as $$
      begin
        begin
          execute format('select %L::uuid', valor);
        exception when invalid_text_representation then
          raise exception using errcode = 'check_violation', message = 'recusado',
            hint = 'valor: ' || valor;
        end;
      end;
      $$`.execute(api.app.database.db);
    const inner = await logFailure(
      sql`
      do $$ begin execute format('select %L::uuid', ${sql.lit(input)}); end $$`,
      'inner failure',
    );
    expect(inner).toMatchObject({ err: { code: '22P02' } });
    const outer = await logFailure(sql`select falha_com_contexto(${input})`, 'failure with a hint');
    // A class that does not quote its input keeps its message; the values around it go.
    expect(outer).toMatchObject({
      err: { code: '23514', message: 'recusado', hint: '[oculto]', where: '[oculto]' },
    });
    expect(logs.text()).not.toContain(input);
  });
});
