// Registration (spec point 2, modal 'Realize seu cadastro'): nome, cpf, celular, email and senha.
import { useRouterLink } from '../../../lib/ui/link.ts';
import { SheetModal } from '../../../lib/ui/sheet-modal.tsx';
import { RegistrationForm } from './registration-form.tsx';

export function RegistrationScreen() {
  const link = useRouterLink();
  return (
    <SheetModal title="Realize seu cadastro">
      <p className="page-lead">
        Cadastre-se e entre no programa de fidelidade no nível 1, com cashback desde a primeira
        compra.
      </p>
      <RegistrationForm fidelidade={false} />
      <p>
        Já tem cadastro? <a {...link('/login')}>Entrar</a>
      </p>
    </SheetModal>
  );
}
