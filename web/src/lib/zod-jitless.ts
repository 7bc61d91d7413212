import { config } from 'zod';

/**
 * Zod probes whether it may compile parsers with `new Function` when an object schema is built.
 * The CSP allows no 'unsafe-eval', so the browser refuses the probe and reports a CSP violation
 * even though zod catches the error. Jitless, zod never probes. Imported first by each browser
 * entry that builds schemas, before any schema module is evaluated.
 */
config({ jitless: true });
