// The programme's join page (DESIGN decision 13): what a member gains (the three levels with the
// R$ 30,00 example), the registration form with the fidelidade flag, so the CPF is required there, and
// the programme's privacy notice, opened in the documents' viewer over the page (its modal route).
import { useIsLoggedIn } from '../../../lib/session-store.ts';
import { CashbackLevels } from '../../../lib/ui/cashback-levels.tsx';
import { useRouterLink } from '../../../lib/ui/link.ts';
import { Page } from '../../../lib/ui/page.tsx';
import { RegistrationForm } from './registration-form.tsx';

function JoinForm() {
  const link = useRouterLink();
  return (
    <section aria-labelledby="adesao-titulo">
      <h2 id="adesao-titulo">Faça parte do programa</h2>
      <p>Informe seus dados. O CPF é como as lojas reconhecem suas compras.</p>
      <RegistrationForm fidelidade />
      <p>
        Já tem cadastro? <a {...link('/login')}>Entrar</a>
      </p>
    </section>
  );
}

export function LoyaltyJoinPage() {
  const loggedIn = useIsLoggedIn();
  const link = useRouterLink();
  return (
    <Page title="Programa de fidelidade">
      <p className="page-lead">
        Receba de volta parte do valor de cada compra. Quanto mais você compra no mês, maior o
        cashback:
      </p>
      <CashbackLevels headingLevel={2}>
        {loggedIn ? (
          <p>
            Você já participa do programa. <a {...link('/extrato-fidelidade')}>Ver meu extrato</a>
          </p>
        ) : (
          <JoinForm />
        )}
        <p>
          Como o programa usa seus dados:{' '}
          <a {...link('/aviso-fidelidade')}>Aviso de privacidade do programa</a>
        </p>
      </CashbackLevels>
    </Page>
  );
}
