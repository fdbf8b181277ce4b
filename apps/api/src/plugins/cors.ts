// Cross-origin calls: the Android and iOS apps load the web app from their own origin
// (capacitor://localhost, http://localhost) and call the API at VITE_API_BASE, so the API answers the
// browser's preflight for those origins (CORS_ORIGINS) and for no other. Same-origin web use needs none.
import fastifyCors from '@fastify/cors';
import fp from 'fastify-plugin';

export const corsPlugin = fp<{ origins: readonly string[] }>(
  async (app, { origins }) => {
    if (origins.length === 0) return;
    await app.register(fastifyCors, {
      origin: [...origins],
      methods: ['GET', 'POST', 'PUT', 'DELETE'],
      allowedHeaders: ['Content-Type', 'Authorization', 'Encrypt', 'Encrypt-Date'],
      exposedHeaders: ['x-request-id'],
      maxAge: 600,
      // An OPTIONS without Origin is no browser's preflight, just a client asking what the URL allows:
      // answered 204 like any other, instead of a text/plain 400 outside the envelope.
      strictPreflight: false,
    });
  },
  { name: 'cors' },
);
