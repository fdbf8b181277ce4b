// What a registration refused for a taken e-mail or CPF offers besides the toast (DESIGN decision 19):
// the way back in for the real owner. An e-mail: recovery step 1 with it filled in (a recovery by
// e-mail proves the address). A CPF: the claim screen with the CPF and e-mail filled in. The region is
// always there, so screen readers hear the offer when it appears.
import type { ClienteCreateConflict } from '@fidelidade/domain/contracts/cliente-create';
import { ownershipMessages } from '@fidelidade/domain/messages';
import { useRouterLink } from '../../../lib/ui/link.ts';

export interface TakenField extends ClienteCreateConflict {
  /** The e-mail and CPF the registration was sent with. */
  email: string;
  cpf: string;
}

const RECOVERY_START = '/esqueci-senha-etapa-um';
const CPF_CLAIM = '/reivindicar-cpf';

export function TakenOffer({ taken }: { taken: TakenField | null }) {
  const link = useRouterLink();
  return (
    <div className="taken-offer" aria-live="polite">
      {taken?.campo === 'email' ? (
        <p>
          {ownershipMessages.emailTakenOffer}{' '}
          <a {...link(RECOVERY_START, { email: taken.email })}>
            {ownershipMessages.emailTakenAction}
          </a>
        </p>
      ) : null}
      {taken?.campo === 'cpf' ? (
        <p>
          {ownershipMessages.cpfTakenOffer}{' '}
          <a {...link(CPF_CLAIM, { cpf: taken.cpf, email: taken.email })}>
            {ownershipMessages.cpfTakenAction}
          </a>
        </p>
      ) : null}
    </div>
  );
}
