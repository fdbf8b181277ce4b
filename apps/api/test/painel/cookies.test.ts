// The console's cookies: HttpOnly, SameSite=Strict, on the console's path only, Secure in production
// (the test app runs outside production, so the flag is checked here on its own).
import fastifyCookie from '@fastify/cookie';
import Fastify from 'fastify';
import { expect, it } from 'vitest';
import { cookiePath, PainelCookies } from '../../src/painel/painel-context.ts';

async function setCookies(secure: boolean): Promise<string[]> {
  const app = Fastify();
  await app.register(fastifyCookie);
  const cookies = new PainelCookies(cookiePath('/painel/api'), secure);
  app.get('/', (_request, reply) => {
    cookies.setSession(reply, 'sessao');
    cookies.setPreSession(reply, 'pre');
    return 'ok';
  });
  const response = await app.inject({ method: 'GET', url: '/' });
  await app.close();
  const header = response.headers['set-cookie'];
  return Array.isArray(header) ? header : [header ?? ''];
}

it('marks the cookies Secure in production only', async () => {
  const [session = '', pre = ''] = await setCookies(true);
  expect(session).toBe('painel_sessao=sessao; Path=/painel; HttpOnly; Secure; SameSite=Strict');
  expect(pre).toBe('painel_pre=pre; Max-Age=300; Path=/painel; HttpOnly; Secure; SameSite=Strict');
  const [plain = ''] = await setCookies(false);
  expect(plain).not.toContain('Secure');
});

it('scopes the cookies to the first segment of the console prefix', () => {
  expect(cookiePath('/painel/api')).toBe('/painel');
  expect(cookiePath('/operacao')).toBe('/operacao');
});
