// GET {prefix}/documentos/{slug} (spec point 2, DESIGN decision 12): the shipped documents, their
// headers for the app's iframe, conditional requests, a replaced file served at once, and the 404
// and 500 pages.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { describeEachDatabase, useTestApp } from '../helpers/build-test-app.ts';

const SHIPPED = loadConfig({}).documents.dir;
/** Each shipped document's version, date and the line that states them. */
const SHIPPED_VERSIONS = [
  { slug: 'termos', versao: '1.0', data: '2026-11-23', vigencia: '23 de novembro de 2026' },
  { slug: 'privacidade', versao: '1.1', data: '2026-11-27', vigencia: '27 de novembro de 2026' },
  {
    slug: 'aviso-fidelidade',
    versao: '1.0',
    data: '2026-11-23',
    vigencia: '23 de novembro de 2026',
  },
] as const;
const folder = mkdtempSync(join(tmpdir(), 'fidelidade-documentos-'));
cpSync(SHIPPED, folder, { recursive: true });
afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
});

describeEachDatabase('legal documents', (database) => {
  const api = useTestApp({
    database,
    config: { documents: { dir: folder, frameAncestors: ['capacitor://localhost'] } },
  });
  const get = (slug: string, headers: Record<string, string> = {}) =>
    fetch(`${api.apiUrl}/documentos/${slug}`, { headers });

  it.each(SHIPPED_VERSIONS)(
    'serves $slug as a pt-BR page with its version and date',
    async (doc) => {
      const response = await get(doc.slug);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('documento-versao')).toBe(doc.versao);
      expect(response.headers.get('documento-data')).toBe(doc.data);
      const html = await response.text();
      expect(html).toContain('<html lang="pt-BR">');
      expect(html).toContain(`Versão ${doc.versao}, vigente desde ${doc.vigencia}.`);
      expect(html.match(/<h1>/g)).toHaveLength(1);
    },
  );

  it('lets the app (and the configured origins) frame the pages, and nothing run in them', async () => {
    const response = await get('termos');
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("frame-ancestors 'self' capacitor://localhost");
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("style-src 'self'");
    expect(policy).not.toContain('script-src');
    expect(response.headers.get('x-frame-options')).toBeNull();
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers 304 to a client that holds the same bytes', async () => {
    const first = await get('privacidade');
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get('privacidade', { 'If-None-Match': etag });
    expect(again.status).toBe(304);
  });

  it('serves the shared stylesheet', async () => {
    const response = await fetch(`${api.apiUrl}/documentos/documentos.css`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(await response.text()).toContain('overflow-wrap: anywhere');
  });

  it('serves a replaced file at once, with its new version (no code change, no restart)', async () => {
    const path = join(folder, 'aviso-fidelidade.html');
    const original = readFileSync(path, 'utf8');
    writeFileSync(
      path,
      original
        .replace('content="1.0"', 'content="1.1"')
        .replace('content="2026-11-23"', 'content="2027-01-15"'),
    );
    try {
      const response = await get('aviso-fidelidade');
      expect(response.headers.get('documento-versao')).toBe('1.1');
      expect(response.headers.get('documento-data')).toBe('2027-01-15');
    } finally {
      writeFileSync(path, original);
    }
  });

  it.each(['contrato', 'Termos', '..%2F..%2Fpackage', 'termos.html', 'documentos'])(
    'answers %s with the 404 page',
    async (slug) => {
      const response = await get(slug);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(await response.text()).toContain('<h1>Documento não encontrado.</h1>');
    },
  );

  it('answers a file without version or date with the 500 page, naming neither', async () => {
    writeFileSync(join(folder, 'rascunho.html'), '<!doctype html><title>Rascunho</title>');
    const response = await get('rascunho');
    expect(response.status).toBe(500);
    const html = await response.text();
    expect(html).toContain('Documento indisponível no momento. Tente novamente mais tarde.');
    expect(html).not.toContain('documento-versao');
  });
});

describe('documents configuration', () => {
  it('reads DOCUMENTS_DIR and DOCUMENTS_FRAME_ANCESTORS', () => {
    const config = loadConfig({
      DOCUMENTS_DIR: '/srv/documentos',
      DOCUMENTS_FRAME_ANCESTORS: 'capacitor://localhost  https://app.exemplo.com',
    });
    expect(config.documents).toEqual({
      dir: '/srv/documentos',
      frameAncestors: ['capacitor://localhost', 'https://app.exemplo.com'],
    });
    expect(loadConfig({}).documents.frameAncestors).toEqual([]);
  });

  it('refuses a frame origin that is not one', () => {
    expect(() => loadConfig({ DOCUMENTS_FRAME_ANCESTORS: "'none'; script-src *" })).toThrow(
      /DOCUMENTS_FRAME_ANCESTORS: use origens separadas por espaço/,
    );
  });
});
