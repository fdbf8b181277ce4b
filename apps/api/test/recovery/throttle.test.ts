// Resend throttle (DESIGN decision 3): per account, across recovery requests, one code a minute and
// five an hour, answered 429 with Retry-After; and step 1 is limited per IP.
import { expect, it } from 'vitest';
import { limiterConfig } from '../accounts/accounts-app.ts';
import { describeEachDatabase } from '../helpers/build-test-app.ts';
import { expectTooMany } from '../limits/too-many.ts';
import { useRecoveryApp } from './recovery-app.ts';

describeEachDatabase('enviar_codigo throttle', (database) => {
  const h = useRecoveryApp(database);
  const send = (jwt: string) => h.call('POST', '/enviar_codigo', { jwt, tipo: 'email' });

  it('allows one code a minute per account, even from a new request', async () => {
    const { user } = await h.register();
    const { jwt } = await h.start(user.email);
    expect((await send(jwt)).status).toBe(200);
    const { jwt: second } = await h.start(user.email);
    const soon = await send(second);
    expect(soon.status).toBe(429);
    expect(soon.envelope.message).toBe('Aguarde um minuto para pedir um novo código.');
    expect(Number(soon.headers.get('retry-after'))).toBeGreaterThanOrEqual(59);
    h.clock.advance(1.01);
    try {
      expect((await send(second)).status).toBe(200);
    } finally {
      h.clock.reset();
    }
  });

  it('allows five codes an hour per account, then again when the hour has passed', async () => {
    const { user } = await h.register();
    const { jwt } = await h.start(user.email);
    try {
      for (let sent = 0; sent < 5; sent += 1) {
        expect((await send(jwt)).status).toBe(200);
        h.clock.advance(2);
      }
      const sixth = await send(jwt);
      expect(sixth.status).toBe(429);
      expect(sixth.envelope.message).toBe('Você pediu muitos códigos. Tente novamente mais tarde.');
      // The first of the five was sent 10 minutes ago: it leaves the window in 50 minutes.
      expect(Number(sixth.headers.get('retry-after'))).toBe(50 * 60);
    } finally {
      h.clock.reset();
    }
    const { jwt: later } = await h.start(user.email);
    h.clock.advance(61);
    try {
      expect((await send(later)).status).toBe(401); // the request itself lives 30 minutes
      const { jwt: fresh } = await h.start(user.email);
      expect((await send(fresh)).status).toBe(200);
    } finally {
      h.clock.reset();
    }
  });
});

describeEachDatabase('esqueci_senha limit', (database) => {
  const h = useRecoveryApp(database, limiterConfig({ recoveryIp: { limit: 2, windowMs: 60_000 } }));

  it('answers 429 after the per-IP limit of step 1', async () => {
    const { user } = await h.register();
    await h.start(user.email);
    await h.start(user.email);
    expectTooMany(await h.call('POST', '/esqueci_senha', { email: user.email }));
  });
});
