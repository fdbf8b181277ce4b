// Whether a text comes from the pt-BR message catalogue (packages/domain/src/messages.ts): one of its
// fixed texts, or the output of one of its templates. An English default from a library, or any text
// written outside the catalogue, fails.
import * as catalogue from '@fidelidade/domain/messages';

const PLACEHOLDER = '\u0001';

function collect(value: unknown, texts: Set<string>, templates: RegExp[]): void {
  if (typeof value === 'string') {
    texts.add(value);
  } else if (typeof value === 'function') {
    const sample = String((value as (...args: string[]) => unknown)(PLACEHOLDER, PLACEHOLDER));
    const parts = sample
      .split(PLACEHOLDER)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    templates.push(new RegExp(`^${parts.join('.+')}$`, 's'));
  } else if (typeof value === 'object' && value !== null) {
    for (const inner of Object.values(value)) collect(inner, texts, templates);
  }
}

const texts = new Set<string>();
const templates: RegExp[] = [];
collect(catalogue, texts, templates);

export function isCatalogueMessage(message: unknown): boolean {
  if (typeof message !== 'string' || message === '') return false;
  return texts.has(message) || templates.some((template) => template.test(message));
}
