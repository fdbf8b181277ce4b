// Loyalty level info (spec point 2): levels 1 to 3 of spec point 9 with the R$ 30,00 example, and a
// 'Confirmar' button that closes it.
import { useCloseSheet } from '../../../lib/ui/sheet-modal-context.ts';
import { SheetModal } from '../../../lib/ui/sheet-modal.tsx';
import { useNiveis } from '../api/get-niveis.ts';
import { LevelsList } from './levels-list.tsx';
import { FailedState } from '../../../lib/ui/failed-state.tsx';
import { LoadingState } from './query-state.tsx';

function LevelsContent() {
  const { data, isPending, isError, refetch } = useNiveis();
  if (isPending) return <LoadingState>Carregando os níveis…</LoadingState>;
  if (isError || !data) {
    return (
      <FailedState message="Não foi possível carregar os níveis." onRetry={() => void refetch()} />
    );
  }
  return <LevelsList niveis={data.niveis} />;
}

function ConfirmButton() {
  const close = useCloseSheet();
  return (
    <ion-button expand="block" onClick={close}>
      Confirmar
    </ion-button>
  );
}

export function LevelsModal() {
  return (
    <SheetModal title="Níveis de fidelidade">
      <p className="page-lead">
        Suas compras de cada mês definem seu nível, e o nível define o cashback:
      </p>
      <LevelsContent />
      <ConfirmButton />
    </SheetModal>
  );
}
