// The console's layout: react-admin's, with the user menu's "Sair de todos os dispositivos", the
// page title as the level-one heading and the menu folded on narrow screens.
import { ListItemIcon, ListItemText, MenuItem, useMediaQuery, type Theme } from '@mui/material';
import DevicesOther from '@mui/icons-material/DevicesOther';
import { forwardRef, useEffect } from 'react';
import {
  AppBar,
  Layout,
  Logout,
  TitlePortal,
  UserMenu,
  useGetIdentity,
  useLogout,
  useNotify,
  useSidebarState,
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

/**
 * The menu's button shows the operator's name: its accessible name must contain that visible text
 * (WCAG 2.5.3), so it is "Perfil de <nome>" rather than react-admin's bare "Perfil".
 */
function PainelUserMenu() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const label = identity?.fullName
    ? translate('painel.perfil_de', { nome: identity.fullName })
    : 'ra.auth.user_menu';
  return (
    <UserMenu label={label}>
      <SignOutEverywhere />
      <Logout />
    </UserMenu>
  );
}

/**
 * Each screen's title, in the app bar, is the page's level-one heading. The bar stays while the page
 * scrolls (react-admin hides it by default), so the heading is never taken out of the page.
 */
function PainelAppBar() {
  return (
    <AppBar alwaysOn userMenu={<PainelUserMenu />}>
      <TitlePortal component="h1" variant="h6" />
    </AppBar>
  );
}

/**
 * Below the desktop's width (a 768 px tablet) the menu starts folded to its icons, so the screen's
 * tables keep the width; the menu button unfolds it. The operator's choice is kept after that.
 */
function FoldMenuWhenNarrow() {
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });
  const [, setOpen] = useSidebarState();
  useEffect(() => {
    if (narrow) setOpen(false);
  }, [narrow, setOpen]);
  return null;
}

export function PainelLayout({ children }: LayoutProps) {
  return (
    <Layout appBar={PainelAppBar}>
      <FoldMenuWhenNarrow />
      {children}
    </Layout>
  );
}
