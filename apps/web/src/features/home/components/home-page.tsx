// The programme's landing (spec points 1 and 9): what the cashback is, the three levels with the
// R$ 30,00 example, and the way in. It paints without waiting for the API, on a PlainPage: the first
// screen of the app must be interactive fast; only the levels, written from the rules in force (GET
// regras), and what follows them wait for the rules.
import { useProgrammeLevels } from '../../../lib/programme-rules.ts';
import { CashbackLevels } from '../../../lib/ui/cashback-levels.tsx';
import { useRouterLink } from '../../../lib/ui/link.ts';
import { PlainPage } from '../../../lib/ui/plain-page.tsx';
import { useCliente } from '../../../lib/session-store.ts';
import { HomeActions } from './home-actions.tsx';

function HomeSteps() {
  return (
    <section className="home-section" aria-labelledby="steps-title">
      <h2 id="steps-title">Comece em três passos</h2>
      <ol className="steps">
        <li>
          <strong>Cadastre-se</strong> com seu nome, CPF, celular e e-mail.
        </li>
        <li>
          <strong>Informe seu CPF</strong> no caixa ao comprar em uma loja parceira.
        </li>
        <li>
          <strong>Acompanhe seu extrato</strong> com o cashback de cada compra.
        </li>
      </ol>
    </section>
  );
}

export function HomePage() {
  // What follows the levels waits for them too (cashback-levels.tsx), so nothing painted moves.
  const programme = useProgrammeLevels();
  const cliente = useCliente();
  const link = useRouterLink();
  return (
    <PlainPage title="Fidelidade" contentClassName="home">
      <section className="hero" aria-labelledby="hero-title">
        <p className="hero-kicker">Programa de fidelidade</p>
        <h2 id="hero-title" className="hero-title">
          Dinheiro de volta em todas as suas compras
        </h2>
        <p className="hero-text">
          Cadastre-se grátis, compre nas nossas lojas e receba parte do valor de volta como
          cashback. Quanto mais você compra no mês, maior o seu nível e o seu cashback.
        </p>
        <HomeActions cliente={cliente} />
      </section>

      <section className="home-section" aria-labelledby="levels-title">
        <h2 id="levels-title">Como funciona</h2>
        <p>
          Todo mês você começa no nível 1. As compras do mês fazem você subir de nível e o cashback
          acompanha:
        </p>
        <CashbackLevels>
          <p className="home-note">
            As compras são contadas por mês, no horário de Brasília. Veja os detalhes em{' '}
            <a {...link('/niveis-fidelidade')}>níveis de fidelidade</a>.
          </p>
        </CashbackLevels>
      </section>

      {programme.state === 'loading' ? null : <HomeSteps />}
    </PlainPage>
  );
}
