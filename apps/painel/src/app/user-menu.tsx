// The user menu: "Sair de todos os dispositivos" (every session of this operator) and "Sair".
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import DevicesOther from '@mui/icons-material/DevicesOther';
import { forwardRef } from 'react';
import {
  AppBar,
  Layout,
  Logout,
  UserMenu,
  useLogout,
  useNotify,
  useTranslate,
  useUserMenu,
  type LayoutProps,
} from 'react-admin';
import { signOutEverywhere } from '../lib/session-api.ts';

const SignOutEverywhere = forwardRef<HTMLLIElement>(function SignOutEverywhere(props, ref) {
  const translate = useTranslate();
  const notify = useNotify();
  const logout = useLogout();
  const userMenu = useUserMenu();
  const leave = async () => {
    userMenu?.onClose();
    try {
      await signOutEverywhere();
      notify('painel.sair_de_todos_ok', { type: 'info' });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      notify(message, { type: 'error', messageArgs: { _: message } });
    }
    await logout();
  };
  return (
    <MenuItem ref={ref} {...props} onClick={() => void leave()}>
      <ListItemIcon>
        <DevicesOther fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('painel.sair_de_todos')}</ListItemText>
    </MenuItem>
  );
});

function PainelUserMenu() {
  return (
    <UserMenu>
      <SignOutEverywhere />
      <Logout />
    </UserMenu>
  );
}

function PainelAppBar() {
  return <AppBar userMenu={<PainelUserMenu />} />;
}

export function PainelLayout({ children }: LayoutProps) {
  return <Layout appBar={PainelAppBar}>{children}</Layout>;
}
