import type { $ZodConfig } from 'zod/v4/core';

/**
 * zod's object parsers without their compiled fast path ("Disable JIT schema compilation. Useful
 * in environments that disallow `eval`"). To compile one, zod first probes whether
 * `new Function` is allowed, and the server's Content-Security-Policy has no 'unsafe-eval': the
 * probe failed on every page load as a securitypolicyviolation (an event, a report where a
 * report address is set), and the browser recorded where in the shell's chunk it came from
 * while the page was loading (e2e/security/content-security-policy.spec.ts). The parsers were
 * never compiled under that policy: this only skips the probe.
 *
 * Set on the object zod's core takes its settings from when it loads (its `config()` writes
 * there too), not through `config()`: zod is not in the entry chunk (the login screen's budget,
 * bench/web.ts), and importing it here would put it there. Imported first by main.tsx, before
 * any chunk with zod has run; each schema reads the setting when it is made.
 */
const shared = globalThis as { __zod_globalConfig?: $ZodConfig };
shared.__zod_globalConfig ??= {};
shared.__zod_globalConfig.jitless = true;
