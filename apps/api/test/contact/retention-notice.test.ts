// The privacy policy tells people how long their contact messages and support's replies are kept: the
// period it states must be the one the retention job applies by default (CONTACT_RETENTION_MONTHS).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SETTINGS } from '../../src/config.ts';

const notice = readFileSync(
  resolve(import.meta.dirname, '../../../../content/documentos/privacidade.html'),
  'utf8',
);

describe('the contact messages’ retention in the privacy policy', () => {
  it('states the period of the setting’s default', () => {
    const items = [...notice.matchAll(/<li>([\s\S]*?)<\/li>/g)].map(([, text = '']) =>
      text.replace(/\s+/g, ' '),
    );
    const retention = items.filter((item) => /^ ?Mensagens do Fale conosco/.test(item));
    expect(retention).toHaveLength(1);
    const stated = /(\d+) meses/.exec(retention[0] ?? '')?.[1];
    const setting = SETTINGS.find((one) => one.name === 'CONTACT_RETENTION_MONTHS');
    expect(setting?.default).toBe('24');
    expect(stated).toBe(setting?.default);
  });
});
