// "Avaliações": the customers' ratings of every store (a loja operator: its own store's), newest
// first, each with its purchase and store, the customer as the masked CPF and a link to their page for
// the roles that may open it; the summary of the same filters above the list.
import { DataTable, Link, List, useCreatePath, usePermissions, type ListProps } from 'react-admin';
import type { AvaliacaoPainel } from '@fidelidade/domain/contracts/painel/avaliacoes';
import { consoleRatingMessages as m } from '@fidelidade/domain/messages';
import { InstantCol, MoneyCol } from '../../app/columns.tsx';
import type { Papel } from '../../lib/types.ts';
import { ratingsFilters } from './ratings-filters.tsx';
import { RatingsSummary } from './ratings-summary.tsx';

/** The store's name, linking to the list narrowed to that store. */
function StoreLink({ avaliacao }: { avaliacao: AvaliacaoPainel }) {
  const createPath = useCreatePath();
  const filter = encodeURIComponent(JSON.stringify({ lojaId: avaliacao.lojaId }));
  return (
    <Link
      to={`${createPath({ resource: 'avaliacoes', type: 'list' })}?filter=${filter}`}
      aria-label={m.openStore(avaliacao.lojaNome)}
    >
      {avaliacao.lojaNome}
    </Link>
  );
}

function Customer({ avaliacao }: { avaliacao: AvaliacaoPainel }) {
  const createPath = useCreatePath();
  const { cpfMascarado, clienteId } = avaliacao;
  if (cpfMascarado === null) return <>{m.erasedCustomer}</>;
  if (clienteId === null) return <>{cpfMascarado}</>;
  return (
    <Link
      to={createPath({ resource: 'clientes', id: clienteId, type: 'show' })}
      aria-label={m.openCustomer(cpfMascarado)}
    >
      {cpfMascarado}
    </Link>
  );
}

export function RatingsList(props: ListProps) {
  const { permissions } = usePermissions<Papel>();
  return (
    <List {...props} exporter={false} empty={false} filters={ratingsFilters(permissions)}>
      <RatingsSummary />
      <DataTable rowClick={false} bulkActionButtons={false}>
        <InstantCol source="avaliadaEm" label={m.ratedAt} />
        <DataTable.NumberCol source="estrelas" label={m.stars} disableSort />
        <DataTable.Col
          source="comentario"
          label={m.comment}
          disableSort
          render={(avaliacao: AvaliacaoPainel) => avaliacao.comentario || m.noComment}
        />
        <DataTable.Col
          source="lojaNome"
          label={m.store}
          disableSort
          render={(avaliacao: AvaliacaoPainel) => <StoreLink avaliacao={avaliacao} />}
        />
        <InstantCol source="compraOcorridaEm" label={m.purchase} />
        <MoneyCol source="valorCentavos" label={m.purchaseValue} />
        <DataTable.Col
          source="cpfMascarado"
          label={m.customer}
          disableSort
          render={(avaliacao: AvaliacaoPainel) => <Customer avaliacao={avaliacao} />}
        />
      </DataTable>
    </List>
  );
}
