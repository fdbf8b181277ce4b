import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/build-test-app.ts';
import { captureLogs } from '../helpers/log-capture.ts';

describe('request ids', () => {
  const logs = captureLogs();
  const api = useTestApp({
    database: 'pglite',
    logStream: logs.stream,
    config: { logLevel: 'info' },
  });

  it("echoes a proxy's x-request-id and logs the request under it", async () => {
    const response = await fetch(`${api.apiUrl}/saude`, { headers: { 'x-request-id': 'lb-42.a' } });
    expect(response.headers.get('x-request-id')).toBe('lb-42.a');
    const lines = logs.entries().filter((entry) => entry.reqId === 'lb-42.a');
    expect(lines.map((entry) => entry.msg)).toEqual(['incoming request', 'request completed']);
  });

  it('makes a fresh id when there is none, or when the given one is not a plain token', async () => {
    const cases: Record<string, string>[] = [
      {},
      { 'x-request-id': 'a b;c' },
      { 'x-request-id': 'x'.repeat(200) },
    ];
    for (const headers of cases) {
      const response = await fetch(`${api.apiUrl}/saude`, { headers });
      expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('gives two requests two ids', async () => {
    const ids = await Promise.all(
      [1, 2].map(async () => (await fetch(`${api.apiUrl}/saude`)).headers.get('x-request-id')),
    );
    expect(new Set(ids).size).toBe(2);
  });
});
