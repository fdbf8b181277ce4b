// Zod's configuration, set by main.tsx before the app's code is fetched, so before any schema is built.
// Without `jitless`, zod probes `new Function` to compile fast parsers, which the app's
// Content-Security-Policy (no eval) refuses and reports as a violation; the interpreted
// parsers are fast enough for forms. Zod reads its configuration from this global (shared by every copy
// of zod), which lets it be set here without loading zod into the entry chunk.
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };
