// My account's rows (spec point 2): Nome, Telefone, E-mail, CPF, Data Nascimento. Each editable row
// opens its edit modal and shows an arrow; the CPF row only says it cannot change (spec point 6). An
// unproven e-mail or phone says so, with the button that confirms it (DESIGN decision 19).
import type { CodeChannel } from '@fidelidade/domain/contracts/enviar-codigo';
import { appMessages, contactPointMessages } from '@fidelidade/domain/messages';
import { defineCustomElement as defineButton } from '@ionic/core/components/ion-button.js';
import { chevronForwardOutline } from 'ionicons/icons';
import { defineCustomElement as defineIcon } from 'ionicons/components/ion-icon.js';
import { showToast } from '../../../lib/toasts.ts';
import type { Cliente } from '@fidelidade/domain/contracts/cliente';
import { ACCOUNT_ROWS, type EditableField } from './profile-fields.ts';
import './account.css';

defineButton();
defineIcon();

export interface AccountRowsProps {
  cliente: Cliente;
  onEdit: (field: EditableField) => void;
  onConfirm: (canal: CodeChannel) => void;
}

export function AccountRows({ cliente, onEdit, onConfirm }: AccountRowsProps) {
  return (
    <ul className="account-rows" aria-label="Seus dados">
      {ACCOUNT_ROWS.map((row) => {
        const { key, proof } = row;
        const locked = key === 'cpf';
        const unproven = proof?.confirmed(cliente) === false;
        return (
          <li key={key}>
            <button
              type="button"
              className="account-row"
              onClick={() => {
                if (key === 'cpf') void showToast(appMessages.cpfCannotChange);
                else onEdit(key);
              }}
            >
              <span className="account-row-text">
                <span className="account-row-label">{row.label}</span>
                <span className="account-row-value">{row.value(cliente)}</span>
                {unproven ? (
                  <span className="account-row-status">{contactPointMessages.notConfirmed}</span>
                ) : null}
              </span>
              {locked ? null : (
                <ion-icon
                  icon={chevronForwardOutline}
                  aria-hidden="true"
                  className="account-row-arrow"
                />
              )}
            </button>
            {proof && unproven ? (
              <div className="account-row-confirm">
                <ion-button
                  size="small"
                  fill="outline"
                  onClick={() => {
                    onConfirm(proof.canal);
                  }}
                >
                  {proof.action}
                </ion-button>
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
