// Every route of spec point 2 with its aliases: who may see it and whether it is a page or a sheet
// modal over the page behind it ("most secondary screens are modal dialogs", spec point 1).
import type { ReactElement } from 'react';
import type { ContactConfirmation } from '../features/account/components/contact-confirmation.ts';
import { HomePage } from '../features/home/components/home-page.tsx';
import * as Screens from './lazy-screens.ts';
import { AFTER_LOGIN_PATH, HOME_PATH } from '../lib/paths.ts';

/** public: anyone; customer: logged in, else login; visitor: logged out, else the statement. */
export type Access = 'public' | 'customer' | 'visitor';
/** responsive: a modal from 780 px wide, a page below (the recovery steps, spec point 2). */
export type Frame = 'page' | 'modal' | 'responsive';

export interface ScreenRoute {
  paths: readonly string[];
  access: Access;
  frame: Frame;
  element: ReactElement;
}

const RECOVERY_STEPS = [
  ['esqueci-senha-etapa-um', 1],
  ['esqueci-senha-etapa-dois', 2],
  ['esqueci-senha-etapa-tres', 3],
  ['esqueci-senha-etapa-quatro', 4],
] as const;

/** The account screens prove an address with the contact-points feature's sheet and code form. */
const CONTACT_CONFIRMATION: ContactConfirmation = {
  renderSheet: (canal, onDismissed) => (
    <Screens.ConfirmContactSheet canal={canal} onDismissed={onDismissed} />
  ),
  renderCodeForm: (props) => <Screens.ContactCodeForm {...props} />,
};

export const SCREEN_ROUTES: readonly ScreenRoute[] = [
  { paths: ['home'], access: 'public', frame: 'page', element: <HomePage /> },
  {
    paths: ['cadastro-fidelidade'],
    access: 'public',
    frame: 'page',
    element: <Screens.LoyaltyJoinPage />,
  },
  {
    paths: ['extrato-fidelidade'],
    access: 'customer',
    frame: 'page',
    element: <Screens.StatementPage />,
  },
  {
    paths: ['detalhes-fidelidade'],
    access: 'customer',
    frame: 'page',
    element: <Screens.DetailsPage />,
  },
  {
    // DESIGN decision 17: the notices about the customer's own cashback.
    paths: ['avisos'],
    access: 'customer',
    frame: 'page',
    element: <Screens.NoticesPage />,
  },
  {
    paths: ['niveis-fidelidade'],
    access: 'public',
    frame: 'modal',
    element: <Screens.LevelsModal />,
  },
  {
    paths: ['filtro-fidelidade'],
    access: 'customer',
    frame: 'modal',
    element: <Screens.FilterModal />,
  },
  {
    paths: ['acesso-login', 'login', 'modal-login'],
    access: 'visitor',
    frame: 'modal',
    element: <Screens.LoginScreen />,
  },
  ...RECOVERY_STEPS.map(([path, step]): ScreenRoute => ({
    paths: [path],
    access: 'visitor',
    frame: 'responsive',
    element: <Screens.RecoveryStepScreen step={step} />,
  })),
  {
    // DESIGN decision 19: a registration refused for its CPF offers it (docs/decisions/0009).
    paths: ['reivindicar-cpf'],
    access: 'visitor',
    frame: 'modal',
    element: <Screens.ClaimScreen />,
  },
  {
    paths: ['cadastro-dados', 'modal-cadastro-dados'],
    access: 'visitor',
    frame: 'modal',
    element: <Screens.RegistrationScreen />,
  },
  {
    paths: ['perfil'],
    access: 'customer',
    frame: 'page',
    element: <Screens.ProfilePage confirmation={CONTACT_CONFIRMATION} />,
  },
  {
    paths: ['minha-conta'],
    access: 'customer',
    frame: 'modal',
    element: <Screens.MyAccountModal confirmation={CONTACT_CONFIRMATION} />,
  },
  {
    paths: ['modal-editar'],
    access: 'customer',
    frame: 'modal',
    element: <Screens.EditFieldModal confirmation={CONTACT_CONFIRMATION} />,
  },
  { paths: ['logout'], access: 'customer', frame: 'modal', element: <Screens.LogoutScreen /> },
  {
    paths: ['notificacoes'],
    access: 'customer',
    frame: 'modal',
    element: <Screens.NotificationsModal />,
  },
  {
    paths: ['termos'],
    access: 'public',
    frame: 'modal',
    element: <Screens.DocumentModal kind="termos" />,
  },
  {
    paths: ['privacidade'],
    access: 'public',
    frame: 'modal',
    element: <Screens.DocumentModal kind="privacidade" />,
  },
  {
    paths: ['aviso-fidelidade'],
    access: 'public',
    frame: 'modal',
    element: <Screens.DocumentModal kind="aviso-fidelidade" />,
  },
  {
    paths: ['desativar-conta'],
    access: 'customer',
    frame: 'modal',
    element: <Screens.DeactivateModal />,
  },
  { paths: ['avaliacao'], access: 'public', frame: 'page', element: <Screens.RatingPage /> },
  {
    paths: ['fale-conosco'],
    access: 'public',
    frame: 'modal',
    // The contact form's document links open the documents' viewer over it (spec point 2).
    element: (
      <Screens.ContactModal
        renderDocument={(kind, onClose) => (
          <Screens.DocumentModal kind={kind} onDismissed={onClose} />
        )}
      />
    ),
  },
];

const BY_PATH = new Map(SCREEN_ROUTES.flatMap((route) => route.paths.map((p) => [p, route])));

/** The screen a pathname shows, if it is one of spec point 2's routes (router matching ignores case). */
export function screenRouteFor(pathname: string): ScreenRoute | undefined {
  return BY_PATH.get(pathname.replace(/^\/+|\/+$/g, '').toLowerCase());
}

export function opensAsModal(route: ScreenRoute, wideScreen: boolean): boolean {
  return route.frame === 'modal' || (route.frame === 'responsive' && wideScreen);
}

/** Where a visitor or a customer starts: what a modal opened by its address sits on. */
export function startPath(loggedIn: boolean): string {
  return loggedIn ? AFTER_LOGIN_PATH : HOME_PATH;
}

export function canSee(route: ScreenRoute, loggedIn: boolean): boolean {
  if (route.access === 'customer') return loggedIn;
  if (route.access === 'visitor') return !loggedIn;
  return true;
}
