// Loyalty filter (spec point 2): a sheet over the statement that returns a month. Whatever closes it
// (Confirmar, Cancelar, the close button, a swipe down), the statement reloads with the month returned:
// the chosen one on 'Confirmar', otherwise 3.
import {
  DEFAULT_LOYALTY_PERIOD,
  LOYALTY_PERIODS,
  type LoyaltyPeriod,
} from '@fidelidade/domain/contracts/filtro-fidelidade';
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { useCloseSheet } from '../../../lib/ui/sheet-modal-context.ts';
import { SheetModal } from '../../../lib/ui/sheet-modal.tsx';
import { statementPath, usePeriod } from '../hooks/use-period.ts';
import { PeriodForm, type PeriodFormProps } from './period-form.tsx';
import './loyalty.css';

function ClosingPeriodForm({ onResult, ...props }: PeriodFormProps) {
  const close = useCloseSheet();
  return (
    <PeriodForm
      {...props}
      onResult={(meses) => {
        onResult(meses);
        close();
      }}
    />
  );
}

export function FilterModal({ options = LOYALTY_PERIODS }: { options?: readonly LoyaltyPeriod[] }) {
  const navigate = useNavigate();
  // The month shown as chosen when it opens: the statement's current one, passed in the address.
  const current = usePeriod();
  const result = useRef<LoyaltyPeriod>(DEFAULT_LOYALTY_PERIOD);
  return (
    <SheetModal
      title="Período do extrato"
      onDismissed={() => {
        void navigate(statementPath(result.current), { replace: true });
      }}
    >
      <ClosingPeriodForm
        options={options}
        initial={options.includes(current) ? current : (options[0] ?? DEFAULT_LOYALTY_PERIOD)}
        onResult={(meses) => {
          result.current = meses;
        }}
      />
    </SheetModal>
  );
}
