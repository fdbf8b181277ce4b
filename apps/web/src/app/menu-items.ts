// The side menu's entries: one list for a visitor, one for a logged-in customer.
import {
  chatbubblesOutline,
  documentTextOutline,
  homeOutline,
  logInOutline,
  logOutOutline,
  megaphoneOutline,
  notificationsOutline,
  personAddOutline,
  personCircleOutline,
  podiumOutline,
  receiptOutline,
  ribbonOutline,
  shieldCheckmarkOutline,
} from 'ionicons/icons';
import { HOME_PATH } from '../lib/paths.ts';

export interface MenuItem {
  label: string;
  to: string;
  icon: string;
  /** The entry shows the count of unread notices beside its label. */
  unreadNotices?: true;
}

const home: MenuItem = { label: 'Início', to: HOME_PATH, icon: homeOutline };
const shared: MenuItem[] = [
  { label: 'Fale conosco', to: '/fale-conosco', icon: chatbubblesOutline },
  { label: 'Termos de uso', to: '/termos', icon: documentTextOutline },
  { label: 'Política de privacidade', to: '/privacidade', icon: shieldCheckmarkOutline },
];

export const VISITOR_MENU: readonly MenuItem[] = [
  home,
  { label: 'Entrar', to: '/login', icon: logInOutline },
  { label: 'Cadastre-se', to: '/cadastro-dados', icon: personAddOutline },
  { label: 'Programa de fidelidade', to: '/cadastro-fidelidade', icon: ribbonOutline },
  ...shared,
];

export const CUSTOMER_MENU: readonly MenuItem[] = [
  home,
  { label: 'Meu extrato', to: '/extrato-fidelidade', icon: receiptOutline },
  { label: 'Avisos', to: '/avisos', icon: megaphoneOutline, unreadNotices: true },
  { label: 'Níveis', to: '/niveis-fidelidade', icon: podiumOutline },
  { label: 'Minha conta', to: '/minha-conta', icon: personCircleOutline },
  { label: 'Notificações', to: '/notificacoes', icon: notificationsOutline },
  ...shared,
  { label: 'Sair', to: '/logout', icon: logOutOutline },
];
