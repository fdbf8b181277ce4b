// The customer's unmasked data, once an operator asked for it with a reason: held in this page's
// state only, gone when the operator leaves the page.
import { createContext, useContext, useState, type ReactNode } from 'react';
import type { ClienteRevelado } from '../../lib/support-types.ts';

interface Revealed {
  revelado?: ClienteRevelado;
  revelar: (dados: ClienteRevelado) => void;
}

const RevealedContext = createContext<Revealed>({ revelar: () => undefined });

export function RevealedData({ children }: { children: ReactNode }) {
  const [revelado, revelar] = useState<ClienteRevelado>();
  return <RevealedContext value={{ revelado, revelar }}>{children}</RevealedContext>;
}

export function useRevealed(): Revealed {
  return useContext(RevealedContext);
}
