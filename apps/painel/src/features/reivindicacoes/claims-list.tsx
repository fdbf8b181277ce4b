// "Reivindicações de CPF": the claims whose claimant proved an e-mail, by state (open ones first),
// masked; each opens the claim's page.
import { Chip } from '@mui/material';
import { DataTable, Link, List, SelectInput, useCreatePath, useTranslate } from 'react-admin';
import { REIVINDICACAO_ESTADOS, type ReivindicacaoResumo } from '../../lib/support-types.ts';
import { InstantCol } from '../../app/columns.tsx';

const FILTERS = [
  <SelectInput
    key="estado"
    source="estado"
    alwaysOn
    choices={REIVINDICACAO_ESTADOS.map((estado) => ({
      id: estado,
      name: `painel.reivindicacoes.estados.${estado}`,
    }))}
  />,
];

export function ClaimState({ estado }: { estado: ReivindicacaoResumo['estado'] }) {
  const translate = useTranslate();
  const color = { aberta: 'primary', resolvida: 'success', rejeitada: 'default' } as const;
  return (
    <Chip
      size="small"
      color={color[estado]}
      label={translate(`painel.reivindicacoes.estados.${estado}`)}
    />
  );
}

function OpenLink({ claim }: { claim: ReivindicacaoResumo }) {
  const createPath = useCreatePath();
  return (
    <Link to={createPath({ resource: 'reivindicacoes', id: claim.id, type: 'show' })}>
      {claim.cpfMascarado}
    </Link>
  );
}

export function ClaimsList() {
  return (
    <List
      exporter={false}
      empty={false}
      filters={FILTERS}
      filterDefaultValues={{ estado: 'aberta' }}
    >
      <DataTable rowClick={false} bulkActionButtons={false}>
        <DataTable.Col
          source="cpfMascarado"
          disableSort
          render={(claim: ReivindicacaoResumo) => <OpenLink claim={claim} />}
        />
        <DataTable.Col source="emailMascarado" disableSort />
        <DataTable.Col
          source="estado"
          disableSort
          render={(claim: ReivindicacaoResumo) => <ClaimState estado={claim.estado} />}
        />
        <InstantCol source="confirmadaEm" />
      </DataTable>
    </List>
  );
}
