// The console: react-admin over the console's API, in pt-BR, with the screens each role uses (the
// menu lists the resources registered for the signed-in operator's role).
import { lazy } from 'react';
import { Admin, Resource } from 'react-admin';
import Balance from '@mui/icons-material/Balance';
import Gavel from '@mui/icons-material/Gavel';
import Insights from '@mui/icons-material/Insights';
import PrivacyTip from '@mui/icons-material/PrivacyTip';
import People from '@mui/icons-material/People';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import StarRate from '@mui/icons-material/StarRate';
import SwapHoriz from '@mui/icons-material/SwapHoriz';
import ManageAccounts from '@mui/icons-material/ManageAccounts';
import Rule from '@mui/icons-material/Rule';
import Storefront from '@mui/icons-material/Storefront';
import MarkEmailUnread from '@mui/icons-material/MarkEmailUnread';
import { consoleInboxMessages } from '@fidelidade/domain/messages';
import { AdjustmentsList } from '../features/ajustes/adjustments-list.tsx';
import { AuditList } from '../features/auditoria/audit-list.tsx';
import { RatingsList } from '../features/avaliacoes/ratings-list.tsx';
import { CustomerShow } from '../features/clientes/customer-show.tsx';
import { CustomersList } from '../features/clientes/customers-list.tsx';
import { StorePurchases } from '../features/loja/store-purchases.tsx';
import { LoginPage } from '../features/login/login-page.tsx';
import { StoresList } from '../features/lojas/stores-list.tsx';
import { OperatorCreate } from '../features/operadores/operator-create.tsx';
import { OperatorEdit } from '../features/operadores/operator-edit.tsx';
import { OperatorsList } from '../features/operadores/operators-list.tsx';
import { ClaimShow } from '../features/reivindicacoes/claim-show.tsx';
import { ClaimsList } from '../features/reivindicacoes/claims-list.tsx';
import { RulesCreate } from '../features/regras/rules-create.tsx';
import { RulesList } from '../features/regras/rules-list.tsx';
import { RegisterList } from '../features/registro/register-list.tsx';
import { MessageShow } from '../features/mensagens/message-show.tsx';
import { MessagesList } from '../features/mensagens/messages-list.tsx';
import { i18nProvider } from '../i18n/i18n-provider.ts';
import { authProvider } from '../lib/auth-provider.ts';
import { dataProvider } from '../lib/data-provider.ts';
import { queryClient } from '../lib/query-client.ts';
import { mayRead, mayWrite } from '../lib/roles.ts';
import type { Papel } from '../lib/types.ts';
import { PainelLayout } from './painel-layout.tsx';
import { StartPage } from './start-page.tsx';
import { theme } from './theme.ts';

export const PAINEL_BASENAME = '/painel';

/** The dashboard and its charts load when first opened, not with every screen. */
const DashboardPage = lazy(() =>
  import('../features/indicadores/dashboard-page.tsx').then((module) => ({
    default: module.DashboardPage,
  })),
);

function resourcesFor(papel: Papel | undefined) {
  const admin = mayWrite(papel);
  return [
    mayRead(papel, 'clientes') && (
      <Resource
        key="clientes"
        name="clientes"
        list={CustomersList}
        show={CustomerShow}
        icon={People}
        recordRepresentation="nome"
      />
    ),
    mayRead(papel, 'ajustes') && (
      <Resource key="ajustes" name="ajustes" list={AdjustmentsList} icon={Balance} />
    ),
    mayRead(papel, 'reivindicacoes') && (
      <Resource
        key="reivindicacoes"
        name="reivindicacoes"
        list={ClaimsList}
        show={ClaimShow}
        icon={SwapHoriz}
      />
    ),
    mayRead(papel, 'compras') && (
      <Resource key="compras" name="compras" list={StorePurchases} icon={ReceiptLong} />
    ),
    mayRead(papel, 'avaliacoes') && (
      <Resource key="avaliacoes" name="avaliacoes" list={RatingsList} icon={StarRate} />
    ),
    mayRead(papel, 'lojas') && (
      <Resource key="lojas" name="lojas" list={StoresList} icon={Storefront} />
    ),
    mayRead(papel, 'regras') && (
      <Resource
        key="regras"
        name="regras"
        list={RulesList}
        icon={Rule}
        {...(admin ? { create: RulesCreate } : {})}
      />
    ),
    mayRead(papel, 'operadores') && (
      <Resource
        key="operadores"
        name="operadores"
        list={OperatorsList}
        create={OperatorCreate}
        edit={OperatorEdit}
        icon={ManageAccounts}
      />
    ),
    mayRead(papel, 'auditoria') && (
      <Resource key="auditoria" name="auditoria" list={AuditList} icon={Gavel} />
    ),
    mayRead(papel, 'registro-protecao-dados') && (
      <Resource
        key="registro-protecao-dados"
        name="registro-protecao-dados"
        list={RegisterList}
        icon={PrivacyTip}
      />
    ),
    mayRead(papel, 'mensagens-contato') && (
      <Resource
        key="mensagens-contato"
        name="mensagens-contato"
        list={MessagesList}
        show={MessageShow}
        icon={MarkEmailUnread}
        options={{ label: consoleInboxMessages.menu }}
      />
    ),
    mayRead(papel, 'indicadores') && (
      <Resource key="indicadores" name="indicadores" list={DashboardPage} icon={Insights} />
    ),
  ];
}

export function PainelAdmin() {
  return (
    <Admin
      basename={PAINEL_BASENAME}
      title="painel.titulo"
      authProvider={authProvider}
      dataProvider={dataProvider}
      queryClient={queryClient}
      i18nProvider={i18nProvider}
      loginPage={LoginPage}
      dashboard={StartPage}
      layout={PainelLayout}
      theme={theme}
      disableTelemetry
      requireAuth
    >
      {(papel: Papel | undefined) => resourcesFor(papel)}
    </Admin>
  );
}
