// My account's rows (spec point 2): Nome, Telefone, E-mail, CPF, Data Nascimento. Each editable row
// opens its edit modal and shows an arrow; the CPF row only says it cannot change (spec point 6).
import { appMessages } from '@fidelidade/domain/messages';
import { chevronForwardOutline } from 'ionicons/icons';
import { defineCustomElement as defineIcon } from 'ionicons/components/ion-icon.js';
import { showToast } from '../../../lib/toasts.ts';
import type { Usuario } from '../../../lib/types.ts';
import { ACCOUNT_ROWS, type EditableField } from './profile-fields.ts';
import './account.css';

defineIcon();

export interface AccountRowsProps {
  usuario: Usuario;
  onEdit: (field: EditableField) => void;
}

export function AccountRows({ usuario, onEdit }: AccountRowsProps) {
  return (
    <ul className="account-rows" aria-label="Seus dados">
      {ACCOUNT_ROWS.map((row) => {
        const { key } = row;
        const locked = key === 'cpf';
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
                <span className="account-row-value">{row.value(usuario)}</span>
              </span>
              {locked ? null : (
                <ion-icon
                  icon={chevronForwardOutline}
                  aria-hidden="true"
                  className="account-row-arrow"
                />
              )}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
