// Zod's configuration, imported first by start.tsx, so it holds before any schema is built.
// Without `jitless`, zod probes `new Function` to compile fast parsers, which the app's
// Content-Security-Policy (no eval) refuses and reports as a violation; the interpreted
// parsers are fast enough for forms.
import { config } from 'zod/v4/core';

config({ jitless: true });
