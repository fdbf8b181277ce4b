import polyglotI18nProvider from 'ra-i18n-polyglot';
import { ptBr } from './pt-br.ts';

/**
 * One language: pt-BR, with every key present. A key asked for without a default and missing from the
 * messages is a bug: it is logged as an error, which fails the browser journeys, and shows as itself.
 */
export const i18nProvider = polyglotI18nProvider(
  () => ptBr,
  'pt-BR',
  [{ locale: 'pt-BR', name: 'Português' }],
  {
    onMissingKey: (key: string) => {
      console.error(`Texto sem tradução: ${key}`);
      return key;
    },
  },
);
