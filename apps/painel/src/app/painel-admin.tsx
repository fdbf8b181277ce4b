// The console: react-admin over the console's API, in pt-BR, with the screens each role uses (the
// menu lists the resources registered for the signed-in operator's role).
import { Admin, Resource } from 'react-admin';
import Gavel from '@mui/icons-material/Gavel';
import ManageAccounts from '@mui/icons-material/ManageAccounts';
import Rule from '@mui/icons-material/Rule';
import Storefront from '@mui/icons-material/Storefront';
import { AuditList } from '../features/auditoria/audit-list.tsx';
import { LoginPage } from '../features/login/login-page.tsx';
import { StoresList } from '../features/lojas/stores-list.tsx';
import { OperatorCreate } from '../features/operadores/operator-create.tsx';
import { OperatorEdit } from '../features/operadores/operator-edit.tsx';
import { OperatorsList } from '../features/operadores/operators-list.tsx';
import { RulesCreate } from '../features/regras/rules-create.tsx';
import { RulesList } from '../features/regras/rules-list.tsx';
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

function resourcesFor(papel: Papel | undefined) {
  const admin = mayWrite(papel);
  return [
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
