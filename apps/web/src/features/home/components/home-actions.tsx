// The landing's calls to action: a visitor enters or registers, a customer goes to the statement.
// Links drawn as Ionic's light buttons (app.css), since home shows no Ionic component.
import { useRouterLink } from '../../../lib/ui/link.ts';
import type { Cliente } from '@fidelidade/domain/contracts/cliente';

export function HomeActions({ cliente }: { cliente: Cliente | null }) {
  const link = useRouterLink();
  if (cliente) {
    const firstName = cliente.nome.split(' ')[0] ?? cliente.nome;
    return (
      <div className="hero-actions">
        <p className="hero-greeting">Olá, {firstName}!</p>
        <a className="hero-button" {...link('/extrato-fidelidade')}>
          Ver meu extrato
        </a>
      </div>
    );
  }
  return (
    <div className="hero-actions">
      <a className="hero-button" {...link('/login')}>
        Entrar
      </a>
      <a className="hero-button hero-button-outline" {...link('/cadastro-fidelidade')}>
        Cadastre-se
      </a>
    </div>
  );
}
