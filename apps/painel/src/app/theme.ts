// react-admin's default theme in the brand's colour, its contrast checked by axe in the journeys.
import { defaultTheme, type RaThemeOptions } from 'react-admin';

export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    primary: { main: '#00695c' },
    secondary: { main: '#004d40' },
  },
};
