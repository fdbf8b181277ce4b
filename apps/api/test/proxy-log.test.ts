// The proxy's access log (deploy/nginx.conf) never writes a rating link's hash, the credential of its
// page: its maps rewrite the path and the Referer as the API's request log does, and the server's
// access_log uses them. nginx itself is not here, so the maps' patterns are read and run as
// JavaScript patterns (the same syntax for what they use).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REDACTED } from '../src/http/logger.ts';

const conf = readFileSync(join(import.meta.dirname, '../../../deploy/nginx.conf'), 'utf8');

/** The `map $source $target { … }` block's regex entry, as a function, like nginx applies it. */
function mapping(source: string, target: string): (value: string) => string {
  const block = new RegExp(String.raw`map \$${source} \$${target} \{([\s\S]*?)\n\}`).exec(
    conf,
  )?.[1];
  const entry = /"~\*(.+)" "(.+)";/.exec(block ?? '');
  expect(entry, `map $${source} $${target}`).not.toBeNull();
  const pattern = new RegExp(entry?.[1] ?? '', 'i');
  const replacement = (entry?.[2] ?? '').replace(/\$\{(\w+)\}/g, '$<$1>');
  expect(block).toContain(`default $${source};`);
  return (value) => (pattern.test(value) ? value.replace(pattern, replacement) : value);
}

describe('the proxy’s access log', () => {
  it('writes the rating pages’ and calls’ paths without the hash', () => {
    const uri = mapping('request_uri', 'loggable_uri');
    expect(uri('/avaliacao/Ab12_cd-34')).toBe(`/avaliacao/${REDACTED}`);
    expect(uri('/api/avaliacao/Ab12_cd-34?origem=sms')).toBe(
      `/api/avaliacao/${REDACTED}?origem=sms`,
    );
    expect(uri('/api/AVALIACAO/Ab12_cd-34')).toBe(`/api/AVALIACAO/${REDACTED}`);
    expect(uri('/api/cliente')).toBe('/api/cliente');
  });

  it('writes the Referer a rating page sends without the hash', () => {
    const referer = mapping('http_referer', 'loggable_referer');
    expect(referer('https://app.marca.com.br/avaliacao/Ab12_cd-34')).toBe(
      `https://app.marca.com.br/avaliacao/${REDACTED}`,
    );
    expect(referer('https://app.marca.com.br/')).toBe('https://app.marca.com.br/');
  });

  it('logs through those maps only, in the server itself', () => {
    const format = /log_format fidelidade ([^;]*);/.exec(conf)?.[1] ?? '';
    expect(format).toContain('$loggable_uri');
    expect(format).toContain('$loggable_referer');
    expect(format).not.toMatch(/\$request\b|\$request_uri|\$http_referer|\$uri\b/);
    // At server level it replaces the image's own http-level access_log, which writes full paths.
    const server = conf.slice(conf.indexOf('server {'));
    expect(server).toMatch(/^\s+access_log \S+ fidelidade;$/m);
  });
});
