// The "Avaliações" filters: store (searched by name among the stores' names, which every role reads;
// a loja operator sees its own store's ratings only, so it has no store to choose), stars (one or
// several), the São Paulo days the ratings were given, and with or without a comment.
import {
  AutocompleteInput,
  DateInput,
  ReferenceInput,
  SelectArrayInput,
  SelectInput,
} from 'react-admin';
import { COMENTARIO_FILTROS, ESTRELAS } from '@fidelidade/domain/contracts/painel/avaliacoes';
import {
  consoleRatingMessages as m,
  consoleStoreMessages as storeMessages,
} from '@fidelidade/domain/messages';
import { STORE_NAMES, storeNameFilter } from '../../lib/data-provider.ts';
import type { Papel } from '../../lib/types.ts';

const COMMENT_LABELS = { com: m.withComment, sem: m.withoutComment } as const;

export function ratingsFilters(papel: Papel | undefined) {
  const store =
    papel === 'loja' || papel === undefined
      ? []
      : [
          <ReferenceInput key="lojaId" source="lojaId" reference={STORE_NAMES} alwaysOn>
            <AutocompleteInput
              label={m.store}
              optionText="nome"
              emptyText={m.allStores}
              filterToQuery={storeNameFilter}
              noOptionsText={storeMessages.noStoreFound}
            />
          </ReferenceInput>,
        ];
  return [
    ...store,
    <SelectArrayInput
      key="estrelas"
      source="estrelas"
      label={m.stars}
      alwaysOn
      choices={ESTRELAS.map((estrelas) => ({ id: estrelas, name: m.starsLabel(estrelas) }))}
    />,
    <DateInput key="de" source="de" label={m.from} alwaysOn />,
    <DateInput key="ate" source="ate" label={m.to} alwaysOn />,
    <SelectInput
      key="comentario"
      source="comentario"
      label={m.comment}
      alwaysOn
      emptyText={m.anyComment}
      choices={COMENTARIO_FILTROS.map((id) => ({ id, name: COMMENT_LABELS[id] }))}
    />,
  ];
}
