// JSX types for the Ionic web components the app uses (DESIGN "Why Ionic's web components").
// React 19 sets properties and listens to custom events on custom elements directly: Stencil's
// `onDidDismiss` becomes React's `ondidDismiss` (the event is `didDismiss`), `onIonChange` becomes
// `onionChange`, and so on. Add an element here when a screen starts using it.
import type { HTMLAttributes, Key, Ref } from 'react';
import type { JSX as Ion } from '@ionic/core/components';
import type { JSX as Ionicons } from 'ionicons';

/** Stencil's `onEventName` handlers, renamed to the `oneventName` props React 19 listens with. */
type ReactEvents<P> = {
  [K in keyof P as K extends `on${infer E}` ? `on${Uncapitalize<E>}` : K]: P[K];
};

type IonElement<P, E> = ReactEvents<P> &
  Omit<HTMLAttributes<E>, keyof P | 'color'> & { ref?: Ref<E>; key?: Key };

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'ion-app': IonElement<Ion.IonApp, HTMLIonAppElement>;
      'ion-buttons': IonElement<Ion.IonButtons, HTMLIonButtonsElement>;
      'ion-button': IonElement<Ion.IonButton, HTMLIonButtonElement>;
      'ion-card': IonElement<Ion.IonCard, HTMLIonCardElement>;
      'ion-content': IonElement<Ion.IonContent, HTMLIonContentElement>;
      'ion-footer': IonElement<Ion.IonFooter, HTMLIonFooterElement>;
      'ion-header': IonElement<Ion.IonHeader, HTMLIonHeaderElement>;
      'ion-icon': IonElement<Ionicons.IonIcon, HTMLIonIconElement>;
      'ion-menu': IonElement<Ion.IonMenu, HTMLIonMenuElement>;
      'ion-menu-button': IonElement<Ion.IonMenuButton, HTMLIonMenuButtonElement>;
      'ion-menu-toggle': IonElement<Ion.IonMenuToggle, HTMLIonMenuToggleElement>;
      'ion-modal': IonElement<Ion.IonModal, HTMLIonModalElement>;
      'ion-spinner': IonElement<Ion.IonSpinner, HTMLIonSpinnerElement>;
      'ion-split-pane': IonElement<Ion.IonSplitPane, HTMLIonSplitPaneElement>;
      'ion-title': IonElement<Ion.IonTitle, HTMLIonTitleElement>;
      'ion-toggle': IonElement<Ion.IonToggle, HTMLIonToggleElement>;
      'ion-toolbar': IonElement<Ion.IonToolbar, HTMLIonToolbarElement>;
    }
  }
}
