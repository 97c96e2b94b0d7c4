import { config } from 'zod';

/**
 * zod's object parsers without their compiled fast path. To compile one, zod first probes
 * whether `new Function` is allowed, and the server's Content-Security-Policy has no
 * 'unsafe-eval': the probe failed on every page load as a securitypolicyviolation (an event, a
 * report where a report address is set), and the browser recorded where in the shell's chunk it
 * came from while the page was loading (e2e/security/content-security-policy.spec.ts). The
 * parsers were never compiled under that policy: this only skips the probe. Imported first by
 * main.tsx, before any schema is built (each reads the setting when it is made).
 */
config({ jitless: true });
