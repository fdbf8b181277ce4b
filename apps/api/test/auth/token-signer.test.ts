// The signer remembers tokens it has verified, which must change nothing a caller can see:
// a remembered token still stops working at its expiry, still belongs to one kind only, and a token
// that differs by one character is verified from scratch.
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TokenSigner } from '../../src/auth/tokens.ts';

const signer = new TokenSigner('segredo-de-teste-com-mais-de-32-caracteres');

async function sessionToken(secondsToLive: number) {
  const claims = {
    subject: randomUUID(),
    sessionId: randomUUID(),
    expiresAt: new Date(Math.floor(Date.now() / 1000 + secondsToLive) * 1000),
  };
  return { claims, token: await signer.sign('sessao', claims) };
}

describe('TokenSigner.verify, with tokens it has seen before', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers the same claims again', async () => {
    const { claims, token } = await sessionToken(60);
    expect(await signer.verify('sessao', token)).toEqual(claims);
    expect(await signer.verify('sessao', token)).toEqual(claims);
  });

  it('refuses a remembered token once it has expired', async () => {
    const { token } = await sessionToken(60);
    expect(await signer.verify('sessao', token)).not.toBeNull();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 61_000);
    expect(await signer.verify('sessao', token)).toBeNull();
  });

  it('refuses a remembered session token as a recovery token', async () => {
    const { token } = await sessionToken(60);
    expect(await signer.verify('sessao', token)).not.toBeNull();
    expect(await signer.verify('recuperacao', token)).toBeNull();
  });

  it('verifies a token changed by one character from scratch, and refuses it', async () => {
    const { token } = await sessionToken(60);
    expect(await signer.verify('sessao', token)).not.toBeNull();
    // A character inside the signature (the last one carries padding bits).
    const at = token.length - 5;
    const changed = token.slice(0, at) + (token[at] === 'A' ? 'B' : 'A') + token.slice(at + 1);
    expect(await signer.verify('sessao', changed)).toBeNull();
  });

  it('keeps working past the number of tokens it remembers', async () => {
    const first = await sessionToken(60);
    for (let i = 0; i < 10_050; i += 1) {
      const other = await sessionToken(60);
      await signer.verify('sessao', other.token);
    }
    expect(await signer.verify('sessao', first.token)).toEqual(first.claims);
  });
});
