// Login (spec point 2): e-mail and senha, with the links 'Esqueci minha senha' (recovery step 1) and
// 'Registre-se' (registration). Success lands on the statement (spec point 4).
import { useRouterLink } from '../../../lib/ui/link.ts';
import { SheetModal } from '../../../lib/ui/sheet-modal.tsx';
import { LoginForm } from './login-form.tsx';

export function LoginScreen() {
  const link = useRouterLink();
  return (
    <SheetModal title="Entrar">
      <p className="page-lead">Entre com seu e-mail e sua senha para ver seu extrato.</p>
      <LoginForm />
      <ul className="link-list">
        <li>
          <a {...link('/esqueci-senha-etapa-um')}>Esqueci minha senha</a>
        </li>
        <li>
          Ainda não tem cadastro? <a {...link('/cadastro-dados')}>Registre-se</a>
        </li>
      </ul>
    </SheetModal>
  );
}
