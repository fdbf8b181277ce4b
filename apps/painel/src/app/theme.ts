// react-admin's default theme in the brand's colour, its contrast checked by axe in the journeys.
// A table wider than the screen (a tablet's 768 px) scrolls inside itself, never the whole page.
import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { reactAdminPtBr } from '../i18n/react-admin-pt-br.ts';

export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    primary: { main: '#00695c' },
    secondary: { main: '#004d40' },
  },
  components: {
    ...defaultTheme.components,
    // react-admin's spinners (a page loading, the app bar's while data loads, a form saving) give
    // their progress bar no name, and a screen reader then announces a bare "progress bar".
    MuiCircularProgress: {
      defaultProps: { 'aria-label': reactAdminPtBr.page.loading },
    },
    RaDataTable: {
      styleOverrides: {
        root: { '& .RaDataTable-tableWrapper': { overflowX: 'auto' } },
      },
    },
    RaList: {
      styleOverrides: {
        root: { '& .RaList-main': { minWidth: 0 } },
      },
    },
    RaLayout: {
      styleOverrides: {
        // react-admin sizes the layout to fit its content; the content must fit the screen instead.
        root: {
          minWidth: 0,
          '& .RaLayout-appFrame, & .RaLayout-contentWithSidebar, & .RaLayout-content': {
            minWidth: 0,
          },
        },
      },
    },
  },
};
