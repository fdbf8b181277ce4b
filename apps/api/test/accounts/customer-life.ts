// A whole customer life, from registration to DELETE cliente, through the real calls (data
// protection): register, log in, change the profile (the new phone confirmed by its code), buy twice
// at a store, open a purchase's rating link and rate it, write to the brand while logged in, recover
// the password with an SMS code, log in with the new password, and delete the account. (A message sent without the session is a visitor's,
// whatever e-mail it carries, and outlives the account: contact/fale-conosco-lgpd.test.ts.) It answers
// every secret and every trace of the person the calls handled, for the suites that look for them
// afterwards.
import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { EsqueciSenhaResposta } from '@fidelidade/domain/contracts/esqueci-senha';
import type { Cliente } from '@fidelidade/domain/contracts/cliente';
import { storeName, compra } from '@fidelidade/test-kit/purchases';
import { generateCelular, registrationPayload } from '@fidelidade/test-kit/customers';
import { maskCpf } from '@fidelidade/domain/masks/br-masks';
import type { Config } from '../../src/config.ts';
import type { DatabaseKind } from '../../src/db/database.ts';
import { createLoja } from '../../src/partner/lojas-repository.ts';
import { contato } from '../contact/contact-app.ts';
import { useTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { encryptedClient } from '../helpers/encrypted-client.ts';
import { testOutboxConfig } from '../recovery/recovery-app.ts';
import { limiterConfig } from './accounts-app.ts';

const NEW_PASSWORD = 'OutraSenha7';

export interface LifeTraces {
  clienteId: string;
  nome: string;
  cpf: string;
  cpfMasked: string;
  email: string;
  /** Digits of the phone registered and of the one the profile change set, and their masks. */
  phones: string[];
  passwords: string[];
  recoveryCode: string;
  /** Every session and recovery token the person held. */
  tokens: string[];
  storeKey: string;
  /** The rating links (hashes) of the person's purchases. */
  ratingHashes: string[];
  ratingComment: string;
  contactMessages: string[];
}

/** The test app for a life: outbox worker off (codes read from the outbox), generous limits. */
export function useLifeApp(
  database: DatabaseKind,
  options: { config?: Partial<Config>; logStream?: NodeJS.WritableStream } = {},
): TestApp {
  return useTestApp({
    database,
    ...(options.logStream ? { logStream: options.logStream } : {}),
    config: {
      ...limiterConfig(),
      ...testOutboxConfig(),
      contact: { supportEmail: 'atendimento@fidelidade.example' },
      ...options.config,
    },
  });
}

const digits = (text: string) => text.replace(/\D/g, '');
const codeIn = (sms: string) => /é ([A-Z0-9]{6})\./.exec(sms)?.[1] ?? '';

export async function liveAndDelete(api: TestApp): Promise<LifeTraces> {
  const client = encryptedClient(api.apiUrl);
  const queuedText = async (destinatario: string, containing: string) => {
    const row = await api.app.database.db
      .selectFrom('outbox')
      .select('texto')
      .where('destinatario', '=', destinatario)
      .where('texto', 'like', `%${containing}%`)
      .executeTakeFirstOrThrow();
    return row.texto;
  };
  const call = async <T = null>(
    method: string,
    path: string,
    body: unknown,
    jwt?: string,
    expected = 200,
  ) => {
    const response = await client.request<T>(method, path, { body, ...(jwt ? { jwt } : {}) });
    expect(response.status, `${method} ${path}: ${response.envelope.message}`).toBe(expected);
    return response.envelope.data;
  };
  // Letters only (the name rule), and unique, so finding it anywhere means it was kept.
  const unique = Array.from(randomBytes(10), (byte) => String.fromCharCode(97 + (byte % 26))).join(
    '',
  );
  const nome = `Pessoa Rastreável ${unique}`;
  const payload = registrationPayload({ nome });
  const { senha, email } = payload.dadosPessoais;
  const registered = await call<Cliente>('POST', '/cliente', payload, undefined, 201);
  const loggedIn = await call<Cliente>('POST', '/login', { email, senha });
  const celular = generateCelular();
  await call(
    'PUT',
    '/cliente',
    { ...loggedIn, celular, dataNascimento: '03/04/1980' },
    loggedIn.jwt,
  );
  // The new phone takes effect with the code sent to it (DESIGN decision 19).
  const phoneCode = codeIn(await queuedText(digits(celular), 'para usar este celular'));
  await call('POST', '/confirmar_contato', { jwt: loggedIn.jwt, codigo: phoneCode }, loggedIn.jwt);

  const loja = await createLoja(api.app.database.db, storeName());
  const ratingHashes: string[] = [];
  for (const valor of [3_000, 12_000]) {
    const response = await fetch(`${api.baseUrl}${api.config.partnerPrefix}/compras`, {
      method: 'POST',
      headers: { authorization: `Bearer ${loja.chave}`, 'content-type': 'application/json' },
      body: JSON.stringify(compra(payload.dadosPessoais.cpf, { valor })),
    });
    expect(response.status).toBe(201);
    const { data } = (await response.json()) as { data: { linkAvaliacao: string } };
    ratingHashes.push(data.linkAvaliacao.replace('/avaliacao/', ''));
  }
  // The purchases' notices, sent to a push device and by e-mail and SMS by the switches saved here.
  await call(
    'POST',
    '/avisos/inscricao',
    {
      jwt: loggedIn.jwt,
      web: {
        endpoint: `https://push.example.com/${unique}`,
        keys: { p256dh: `chave-${unique}`, auth: `segredo-${unique}` },
      },
    },
    loggedIn.jwt,
    201,
  );
  await call(
    'PUT',
    '/avisos/preferencias',
    { jwt: loggedIn.jwt, push: true, email: true, sms: true },
    loggedIn.jwt,
  );
  await api.app.notices.runDue();
  const ratingComment = `Fui muito bem atendida. Assinado: ${nome}`;
  // The customer opens the link (the app's page), which loads the purchase, and rates it.
  await fetch(`${api.baseUrl}/avaliacao/${ratingHashes[0] ?? ''}`);
  await call('GET', `/avaliacao/${ratingHashes[0] ?? ''}`, undefined);
  await call(
    'POST',
    `/avaliacao/${ratingHashes[0]}`,
    { estrelas: 5, comentario: ratingComment },
    undefined,
    201,
  );

  const contactMessages = [`Dúvida de ${nome} logada`];
  await call(
    'POST',
    '/fale_conosco',
    contato({ nome, email, telefone: celular, mensagem: contactMessages[0] }),
    loggedIn.jwt,
    201,
  );

  const { jwt: recoveryJwt } = await call<EsqueciSenhaResposta>('POST', '/esqueci_senha', {
    email,
  });
  await call('POST', '/enviar_codigo', { jwt: recoveryJwt, tipo: 'sms' });
  const recoveryCode = codeIn(await queuedText(digits(celular), 'recuperação'));
  expect(recoveryCode).toMatch(/^[A-Z0-9]{6}$/);
  await call('POST', '/valida_codigo_app', { jwt: recoveryJwt, codigo: recoveryCode });
  await call('PUT', '/nova_senha', { jwt: recoveryJwt, senha: NEW_PASSWORD });
  const last = await call<Cliente>('POST', '/login', { email, senha: NEW_PASSWORD });

  const { id: clienteId } = await api.app.database.db
    .selectFrom('clientes')
    .select('id')
    .where('email', '=', email.toLowerCase())
    .executeTakeFirstOrThrow();
  await call('DELETE', '/cliente', { jwt: last.jwt }, last.jwt);

  return {
    clienteId,
    nome,
    cpf: registered.cpf,
    cpfMasked: maskCpf(registered.cpf),
    email: email.toLowerCase(),
    phones: [payload.dadosPessoais.celular, celular].flatMap((phone) => [phone, digits(phone)]),
    passwords: [senha, NEW_PASSWORD],
    recoveryCode,
    tokens: [registered.jwt, loggedIn.jwt, recoveryJwt, last.jwt],
    storeKey: loja.chave,
    ratingHashes,
    ratingComment,
    contactMessages,
  };
}
