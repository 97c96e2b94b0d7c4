import path from 'node:path';
import { z } from 'zod';

/** A proxy for TRUST_PROXY: an address or CIDR range (holds a '.' or ':'), or one of proxy-addr's names. */
const PROXY = String.raw`(loopback|linklocal|uniquelocal|[0-9a-fA-F:./]*[.:][0-9a-fA-F:./]*)`;
const TRUST_PROXY_PATTERN = new RegExp(String.raw`^(true|false|${PROXY}(\s*,\s*${PROXY})*)$`);

const ZEnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: 'DATABASE_URL must start with postgres:// or postgresql://' })
    .optional(),
  PUBLIC_URL: z.url({ error: 'PUBLIC_URL must be a full URL such as https://jobflow.example.com' }).optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Jobflow <no-reply@jobflow.local>'),
  SEED_DEMO: z.enum(['0', '1', 'true', 'false']).default('1'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  XERO_CLIENT_ID: z.string().optional(),
  XERO_CLIENT_SECRET: z.string().optional(),
  XERO_REDIRECT_URI: z.url({ error: 'XERO_REDIRECT_URI must be a full URL such as https://jobflow.example.com/api/xero/callback' }).optional(),
  XERO_IDENTITY_URL: z.url({ error: 'XERO_IDENTITY_URL must be a full URL' }).default('https://identity.xero.com'),
  XERO_LOGIN_URL: z.url({ error: 'XERO_LOGIN_URL must be a full URL' }).default('https://login.xero.com'),
  XERO_API_URL: z.url({ error: 'XERO_API_URL must be a full URL' }).default('https://api.xero.com'),
  XERO_SCOPES: z.string().default('offline_access openid profile email accounting.invoices accounting.contacts accounting.settings.read'),
  XERO_ACCOUNT_CODE: z.string().default('200'),
  XERO_TAX_TYPE: z.string().default('OUTPUT'),
  /**
   * Who may say who the client is (X-Forwarded-For): unset, nobody (the socket's address is
   * the client's, so the login limits per address cannot be dodged with a made-up header);
   * a comma-separated list of proxy addresses, CIDR ranges or loopback/linklocal/uniquelocal;
   * 'true' trusts any (only behind a proxy that overwrites the header). Fastify 5 trusts no hop
   * count, so none is offered.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .regex(TRUST_PROXY_PATTERN, {
      error: 'TRUST_PROXY must be true, false, or a comma-separated list of proxy addresses or CIDR ranges',
    })
    .optional(),
  /** 1: register the load-test routes (GET /api/bench/ceiling) */
  BENCH_ROUTES: z.enum(['0', '1']).default('0'),
});

export type TConfig = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  publicUrl: string;
  smtpUrl?: string;
  mailFrom: string;
  seedDemo: boolean;
  logLevel: z.infer<typeof ZEnvSchema>['LOG_LEVEL'];
  webDist: string;
  xero: TXeroConfig;
  benchRoutes: boolean;
  /** Fastify's trustProxy: false unless TRUST_PROXY says otherwise */
  trustProxy: boolean | string[];
};

/** Xero OAuth 2.0 app settings; the base URLs point elsewhere in tests (a local fake). */
export type TXeroConfig = {
  /** both set: the server can connect to Xero */
  clientId?: string;
  clientSecret?: string;
  redirectUri: string;
  identityUrl: string;
  loginUrl: string;
  apiUrl: string;
  scopes: string;
  /** revenue account for invoice lines whose cost has no xero code */
  accountCode: string;
  /** tax rate code of GST on sales (OUTPUT is GST on Income, 10%, in Australian organisations) */
  taxType: string;
};

/** Reads and validates the environment; throws one readable message listing every problem. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): TConfig {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = ZEnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  const base = (u: string) => u.replace(/\/$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicUrl,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    seedDemo: e.SEED_DEMO === '1' || e.SEED_DEMO === 'true',
    logLevel: e.LOG_LEVEL,
    webDist: path.resolve(e.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
    xero: {
      clientId: e.XERO_CLIENT_ID,
      clientSecret: e.XERO_CLIENT_SECRET,
      redirectUri: e.XERO_REDIRECT_URI ?? `${publicUrl}/api/xero/callback`,
      identityUrl: base(e.XERO_IDENTITY_URL),
      loginUrl: base(e.XERO_LOGIN_URL),
      apiUrl: base(e.XERO_API_URL),
      scopes: e.XERO_SCOPES.trim().split(/\s+/).join(' '),
      accountCode: e.XERO_ACCOUNT_CODE,
      taxType: e.XERO_TAX_TYPE,
    },
    benchRoutes: e.BENCH_ROUTES === '1',
    trustProxy: trustProxyOf(e.TRUST_PROXY),
  };
}

function trustProxyOf(v: string | undefined): boolean | string[] {
  if (v === undefined || v === 'false') return false;
  if (v === 'true') return true;
  return v.split(',').map((x) => x.trim());
}
