import { expect, it } from 'vitest';
import { apiMessages } from '@fidelidade/domain/messages';
import { describeEachDatabase, useTestApp } from '../helpers/build-test-app.ts';
import { encryptedClient } from '../helpers/encrypted-client.ts';

describeEachDatabase('GET /saude', (database) => {
  const api = useTestApp({ database });

  it('answers 200 when the database answers select 1', async () => {
    const response = await fetch(`${api.apiUrl}/saude`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      status: 'success',
      message: apiMessages.healthy,
      data: { banco: database },
      responseCode: 200,
    });
  });

  it('encrypts its data for an encrypted request', async () => {
    const response = await fetch(`${api.apiUrl}/saude`, { headers: { Encrypt: 'true' } });
    const body = (await response.json()) as { data: unknown };
    expect(typeof body.data).toBe('string');
    const { envelope } = await encryptedClient(api.apiUrl).request('GET', '/saude');
    expect(envelope.data).toEqual({ banco: database });
  });

  it('answers 503 in the envelope when the database stops answering', async () => {
    await api.app.database.close();
    const response = await fetch(`${api.apiUrl}/saude`);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      status: 'error',
      message: apiMessages.databaseDown,
      data: null,
      responseCode: 503,
    });
  });
});
