// Ionic's global configuration, evaluated before any component is defined or rendered.
import { initialize } from '@ionic/core/components';

// Android's back button is handled in one place, src/lib/native/back-button.ts (modal, then history,
// then leaving from home); Ionic's own handler would close overlays on the same press as well.
initialize({ hardwareBackButton: false });
