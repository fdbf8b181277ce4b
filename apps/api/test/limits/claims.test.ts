// The CPF claim calls are limited like registration (reivindicar_cpf: LIMIT_REGISTRATION_IP, and
// LIMIT_REGISTRATION_ACCOUNT per CPF and per e-mail at each IP) and like the recovery code check
// (confirmar_reivindicacao: LIMIT_RECOVERY_STEPS_IP). Another address is counted apart.
import { expect, it } from 'vitest';
import type { ReivindicarCpfResposta } from '@fidelidade/domain/contracts/reivindicar-cpf';
import { ownershipMessages } from '@fidelidade/domain/messages';
import { generateEmail } from '@fidelidade/test-kit/customers';
import { limiterConfig } from '../accounts/accounts-app.ts';
import { describeEachDatabase } from '../helpers/build-test-app.ts';
import { encryptedClient } from '../helpers/encrypted-client.ts';
import { useRecoveryApp } from '../recovery/recovery-app.ts';
import { expectTooMany, perMinute } from './too-many.ts';

const LIMIT = 2;
const OTHER_ADDRESS = { 'X-Forwarded-For': '203.0.113.7' };

describeEachDatabase('limits: CPF claims', (database) => {
  const h = useRecoveryApp(database, {
    ...limiterConfig({
      registrationAccount: perMinute(LIMIT),
      registrationIp: perMinute(LIMIT * 3),
      recoveryStepsIp: perMinute(LIMIT),
    }),
    trustProxy: true,
  });
  const claim = (cpf: string, email: string, headers: Record<string, string> = {}) =>
    encryptedClient(h.api.apiUrl).request<ReivindicarCpfResposta>('POST', '/reivindicar_cpf', {
      body: { cpf, email },
      headers,
    });

  it('stops one address from claiming the same CPF again and again', async () => {
    const { user } = await h.register();
    for (let tries = 0; tries < LIMIT; tries += 1) {
      expect((await claim(user.cpf, generateEmail())).status).toBe(200);
    }
    expectTooMany(await claim(user.cpf, generateEmail()));
    expect((await claim(user.cpf, generateEmail(), OTHER_ADDRESS)).status).toBe(200);
  });

  it('stops one address from sending codes to the same e-mail again and again', async () => {
    const email = generateEmail();
    for (let tries = 0; tries < LIMIT; tries += 1) {
      const { user } = await h.register();
      expect((await claim(user.cpf, email)).status).toBe(200);
    }
    const { user } = await h.register();
    expectTooMany(await claim(user.cpf, email));
  });

  it('stops one address from claiming CPF after CPF', async () => {
    // The earlier tests spent some of the address's calls: it runs out within the IP limit.
    let last = await claim((await h.register()).user.cpf, generateEmail());
    for (let tries = 0; tries < LIMIT * 3 && last.status === 200; tries += 1) {
      last = await claim((await h.register()).user.cpf, generateEmail());
    }
    expectTooMany(last);
  });

  it('refuses even the right code once the address has guessed too often', async () => {
    const { user } = await h.register();
    const email = generateEmail();
    const opened = await claim(user.cpf, email, OTHER_ADDRESS);
    const { jwt } = opened.envelope.data;
    const codigo = await h.queuedCode(email);
    const confirm = (code: string, headers: Record<string, string> = {}) =>
      encryptedClient(h.api.apiUrl).request('POST', '/confirmar_reivindicacao', {
        body: { jwt, codigo: code },
        headers,
      });
    const wrong = codigo.replace(/^./, (first) => (first === 'A' ? 'B' : 'A'));
    for (let guess = 0; guess < LIMIT; guess += 1) expect((await confirm(wrong)).status).toBe(400);
    expectTooMany(await confirm(codigo));
    const elsewhere = await confirm(codigo, OTHER_ADDRESS);
    expect(elsewhere.envelope.message).toBe(ownershipMessages.claimRecorded);
  });
});
