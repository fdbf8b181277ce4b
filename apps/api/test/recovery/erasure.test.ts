// Account deletion (DESIGN decision 7) erases the recovery messages of the person, also those sent to an
// e-mail and a phone the person changed afterwards: the outbox names the customer (migration 0012).
// And only theirs: phones are not unique, so another account with the same phone neither downloads
// nor erases them (DESIGN decision 19).
import { expect, it } from 'vitest';
import type { MeusDados } from '@fidelidade/domain/contracts/meus-dados';
import { describeEachDatabase } from '../helpers/build-test-app.ts';
import { changeAddress } from '../contact-points/address-change.ts';
import { encryptedClient } from '../helpers/encrypted-client.ts';
import { useRecoveryApp } from './recovery-app.ts';

describeEachDatabase('recovery messages on account deletion', (database) => {
  const h = useRecoveryApp(database);
  const db = () => h.api.app.database.db;
  const queuedFor = async (destinatarios: string[]) =>
    db().selectFrom('outbox').select('id').where('destinatario', 'in', destinatarios).execute();

  it('erases the codes sent to the old e-mail and phone after the customer changed both', async () => {
    const { user } = await h.register();
    const { jwt } = await h.start(user.email);
    expect((await h.call('POST', '/enviar_codigo', { jwt, tipo: 'email' })).status).toBe(200);
    h.clock.advance(2);
    expect((await h.call('POST', '/enviar_codigo', { jwt, tipo: 'sms' })).status).toBe(200);
    const oldAddresses = [user.email, user.celular.replace(/\D/g, '')];
    // The registration's confirmation code and the two recovery codes.
    expect(await queuedFor(oldAddresses)).toHaveLength(3);

    await changeAddress(h, user, { email: `novo.${user.email}` });
    await changeAddress(h, user, {
      email: `novo.${user.email}`,
      celular: user.celular.replace(/\d{4}$/, (digits) =>
        String((Number(digits) + 1) % 10_000).padStart(4, '0'),
      ),
    });
    const deletion = await encryptedClient(h.api.apiUrl).request('DELETE', '/cliente', {
      jwt: user.jwt,
      body: { jwt: user.jwt },
    });
    expect(deletion.status).toBe(200);

    expect(await queuedFor(oldAddresses)).toEqual([]);
  });

  it('leaves a stranger’s pending code to the same phone out of another account’s data', async () => {
    const { user: owner } = await h.register();
    const { user: other } = await h.register({ celular: owner.celular });
    const { jwt } = await h.start(owner.email);
    expect((await h.call('POST', '/enviar_codigo', { jwt, tipo: 'sms' })).status).toBe(200);
    const phone = owner.celular.replace(/\D/g, '');
    expect(await queuedFor([phone])).toHaveLength(1);

    const download = await h.call<MeusDados>('GET', '/meus_dados', undefined, other.jwt);
    expect(download.status).toBe(200);
    const codes = download.envelope.data.mensagensEnviadas;
    expect(codes.filter((m) => m.canal === 'sms')).toEqual([]);
    const deletion = await encryptedClient(h.api.apiUrl).request('DELETE', '/cliente', {
      jwt: other.jwt,
      body: { jwt: other.jwt },
    });
    expect(deletion.status).toBe(200);

    expect(await queuedFor([phone])).toHaveLength(1);
    const ownDownload = await h.call<MeusDados>('GET', '/meus_dados', undefined, owner.jwt);
    const sms = ownDownload.envelope.data.mensagensEnviadas.filter((m) => m.canal === 'sms');
    expect(sms).toMatchObject([{ canal: 'sms', destinatario: phone, estado: 'pendente' }]);
  });
});
