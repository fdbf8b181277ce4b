// The "Avisos" list (DESIGN decision 17): newest first as the API sends them, each a link to the entry
// it is about, the unread ones marked in words too, and an empty state.
import { createElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { NoticeList } from '../../../src/features/notices/components/notice-list.tsx';
import { aviso } from '../../support/notices.ts';
import { cleanup, one, render, textOf, textsOf } from '../../support/render.ts';

afterEach(cleanup);

describe('notice list', () => {
  it('links each notice to its path, with its title, text and São Paulo date', () => {
    const notice = aviso({ criadoEm: '2026-11-23T13:52:00.000Z', lido: true });
    const container = render(
      createElement(NoticeList, { avisos: [notice], unreadIds: new Set<string>() }),
    );
    const link = one(container, 'ul[aria-label="Avisos sobre seu cashback"] > li > a');
    expect(link.getAttribute('href')).toBe(notice.url);
    expect(textOf(one(link, '.notice-title'))).toBe(notice.titulo);
    expect(textOf(one(link, '.notice-text'))).toBe(notice.texto);
    expect(textOf(one(link, 'time'))).toBe('23/11/2026, 10:52');
    expect(link.className).not.toContain('notice-unread');
  });

  it('marks the notices unread at opening, for the eye and in words', () => {
    const novo = aviso({ titulo: 'Seu cashback foi liberado' });
    const antigo = aviso({ titulo: 'Você chegou ao nível 2', lido: true });
    const container = render(
      createElement(NoticeList, { avisos: [novo, antigo], unreadIds: new Set([novo.id]) }),
    );
    expect(textsOf(container, '.notice-title')).toEqual([
      'Não lido: Seu cashback foi liberado',
      'Você chegou ao nível 2',
    ]);
    expect([...container.querySelectorAll('a')].map((a) => a.className)).toEqual([
      'notice notice-unread',
      'notice',
    ]);
  });

  it('says when there is nothing yet', () => {
    const container = render(
      createElement(NoticeList, { avisos: [], unreadIds: new Set<string>() }),
    );
    expect(textOf(container)).toBe('Nenhum aviso por enquanto.');
    expect(container.querySelector('ul')).toBeNull();
  });
});
