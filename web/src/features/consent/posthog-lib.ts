/**
 * posthog-js in a chunk of its own (assets/posthog-lib-*.js), imported only after statistics
 * consent. The service worker does not precache it (scripts/vite-pwa.ts), so a visitor who never
 * consents never downloads it.
 */
export { default } from 'posthog-js';
