// The menu's count of unread notices: a number for the eye and words completing the link's name, so a
// screen reader hears "Avisos, 3 não lidos"; nothing when all are read.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { unreadLabel } from '../../../src/features/notices/components/unread-badge.tsx';
import { cliente } from '../../support/cliente.ts';
import { stubFakeApi } from '../../support/fake-api.ts';
import { aviso, avisos } from '../../support/notices.ts';
import { cleanup, render, textOf } from '../../support/render.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** The menu's link with the badge inside, once GET avisos has answered. */
async function menuLink(unread: number): Promise<HTMLAnchorElement> {
  const list = avisos(...Array.from({ length: unread }, () => aviso()), aviso({ lido: true }));
  const api = await stubFakeApi(() => ({ data: list }));
  // A fresh app with a session, as a page load has it (the API client keeps the first day key it met).
  vi.resetModules();
  const { setCliente } = await import('../../../src/lib/session-store.ts');
  setCliente(cliente());
  const { UnreadBadge } = await import('../../../src/features/notices/components/unread-badge.tsx');
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const container = render(
    createElement(
      QueryClientProvider,
      { client },
      createElement('a', { href: '/avisos' }, 'Avisos', createElement(UnreadBadge)),
    ),
  );
  await act(async () => {
    await vi.waitFor(() => {
      expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual(['GET avisos']);
    });
    await client.getQueryCache().find({ queryKey: ['avisos'] })?.promise;
  });
  const link = container.querySelector('a');
  if (!link) throw new Error('no link');
  return link;
}

describe('unread badge', () => {
  it('names the count in Portuguese, singular and plural', () => {
    expect(unreadLabel(1)).toBe(', 1 não lido');
    expect(unreadLabel(3)).toBe(', 3 não lidos');
  });

  it('completes the entry’s name with the count', async () => {
    const link = await menuLink(3);
    expect(textOf(link)).toBe('Avisos, 3 não lidos3');
    const hidden = link.querySelector('[aria-hidden="true"]');
    expect(hidden?.textContent).toBe('3');
    // What assistive technology reads: the link's text without what is hidden from it.
    const heard = link.cloneNode(true) as Element;
    for (const node of heard.querySelectorAll('[aria-hidden="true"]')) node.remove();
    const spoken = textOf(heard);
    expect(spoken).toBe('Avisos, 3 não lidos');
  });

  it('shows nothing when every notice is read', async () => {
    const link = await menuLink(0);
    expect(textOf(link)).toBe('Avisos');
  });
});
