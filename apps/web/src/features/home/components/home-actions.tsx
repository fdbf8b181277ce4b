// The landing's calls to action: a visitor enters or registers, a customer goes to the statement.
import { useRouterLink } from '../../../lib/ui/link.ts';
import type { Usuario } from '../../../lib/types.ts';

export function HomeActions({ usuario }: { usuario: Usuario | null }) {
  const link = useRouterLink();
  if (usuario) {
    const firstName = usuario.nome.split(' ')[0] ?? usuario.nome;
    return (
      <div className="hero-actions">
        <p className="hero-greeting">Olá, {firstName}!</p>
        <ion-button color="light" {...link('/extrato-fidelidade')}>
          Ver meu extrato
        </ion-button>
      </div>
    );
  }
  return (
    <div className="hero-actions">
      <ion-button color="light" {...link('/login')}>
        Entrar
      </ion-button>
      <ion-button color="light" fill="outline" {...link('/cadastro-fidelidade')}>
        Cadastre-se
      </ion-button>
    </div>
  );
}
