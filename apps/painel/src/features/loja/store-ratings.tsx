// A store operator's "Avaliações": the ratings its customers gave, by number of stars. Read only.
import { DataTable, List, SelectInput } from 'react-admin';
import { InstantCol } from '../../app/columns.tsx';

const STARS = [1, 2, 3, 4, 5];

const FILTERS = [
  <SelectInput
    key="estrelas"
    source="estrelas"
    alwaysOn
    choices={STARS.map((estrelas) => ({ id: estrelas, name: String(estrelas) }))}
  />,
];

export function StoreRatings() {
  return (
    <List exporter={false} empty={false} filters={FILTERS}>
      <DataTable rowClick={false} bulkActionButtons={false}>
        <InstantCol source="criadaEm" />
        <DataTable.NumberCol source="estrelas" disableSort />
        <DataTable.Col source="comentario" disableSort />
      </DataTable>
    </List>
  );
}
