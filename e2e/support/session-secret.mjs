/**
 * The session secret of the app the browser tests start (start-app.mjs). The journey of a session that expires
 * (e2e/session-expiry.spec.ts) signs, with it, the same token the server issues at sign-in, with a life of seconds
 * instead of 12 hours: it cannot wait for the real one to run out.
 */
export const E2E_SESSION_SECRET = process.env.E2E_SESSION_SECRET || 'e2e-session-secret-0123456789-abcdefghijklmnop';
