import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { validatorCompiler, jsonSchemaTransform, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { serializerCompiler, writeLongListsInTurns } from './lib/serializer.ts';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fastifyStatic from '@fastify/static';
import compress from '@fastify/compress';
import type { TConfig } from './config.ts';
import type { TDatabase } from './db/client.ts';
import { errorsPlugin } from './plugins/app/errors.ts';
import { authPlugin } from './plugins/app/auth.ts';
import { inlineScriptHashes, registerSecurityHeaders } from './plugins/app/security-headers.ts';
import { readWebDocuments } from './lib/web-documents.ts';
import { textInputPlugin } from './plugins/app/text-input.ts';
import { authRoutes } from './features/auth/auth.routes.ts';
import { optionsRoutes } from './features/options/options.routes.ts';
import { healthRoutes } from './features/health/health.routes.ts';
import { clientsRoutes } from './features/clients/clients.routes.ts';
import { jobsRoutes } from './features/jobs/jobs.routes.ts';
import { tasksRoutes } from './features/tasks/tasks.routes.ts';
import { filesRoutes } from './features/files/files.routes.ts';
import { jobRequestsRoutes } from './features/job-requests/job-requests.routes.ts';
import { notesRoutes } from './features/notes/notes.routes.ts';
import { costCategoriesRoutes } from './features/cost-categories/cost-categories.routes.ts';
import { costMatrixRoutes } from './features/cost-matrix/cost-matrix.routes.ts';
import { quotesRoutes } from './features/quotes/quotes.routes.ts';
import { ordersRoutes } from './features/orders/orders.routes.ts';
import { invoicesRoutes } from './features/invoices/invoices.routes.ts';
import { usersRoutes } from './features/users/users.routes.ts';
import { userTypesRoutes } from './features/user-types/user-types.routes.ts';
import { emailTemplatesRoutes } from './features/email-templates/email-templates.routes.ts';
import { settingsRoutes } from './features/settings/settings.routes.ts';
import { accountRoutes } from './features/account/account.routes.ts';
import { xeroRoutes } from './features/xero/xero.routes.ts';
import { timesheetsRoutes } from './features/timesheets/timesheets.routes.ts';
import { benchRoutes } from './features/bench/bench.routes.ts';
import multipart from '@fastify/multipart';
import { UPLOAD_MAX_FILESIZE_BYTES } from '@jobflow/contract';
import { localStorage } from './platform/storage/storage.ts';
import { loadSigningSecret } from './lib/signing.ts';
import { COMPRESSION } from './lib/encoded.ts';
import { parseQuery } from './lib/query.ts';
import { createMailer } from './platform/mail/mailer.ts';
import './lib/context.ts';

/** The cache-control of the web build's hashed files (assets/); index.html gets 'no-cache'. */
export const STATIC_IMMUTABLE = 'public, max-age=31536000, immutable';

export type TBuildOptions = {
  config: TConfig;
  database: TDatabase;
  logger?: boolean;
  /** Where the log lines go (pino's default, stdout, when absent): server.ts buffers them. */
  logStream?: DestinationStream;
};

/** Builds the app; never listens (server.ts does). */
export async function buildApp({ config, database, logger = true, logStream }: TBuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? { level: config.logLevel, ...(logStream ? { stream: logStream } : {}) } : false,
    trustProxy: config.trustProxy,
    bodyLimit: 2 * 1024 * 1024,
    routerOptions: { querystringParser: parseQuery },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  writeLongListsInTurns(app);
  app.decorate('db', database.db);
  app.decorate('config', config);
  app.decorate('storage', localStorage(path.join(config.dataDir, 'files')));
  app.decorate('signingSecret', await loadSigningSecret(database.db));
  app.decorate('mailer', createMailer({ db: database.db, log: app.log, smtpUrl: config.smtpUrl, defaultFrom: config.mailFrom }));

  // The web build's documents, when there is one: their inline scripts are allowed by their hashes.
  const documents = readWebDocuments(config.webDist);
  await registerSecurityHeaders(app, { publicUrl: config.publicUrl, scriptHashes: [...new Set(documents?.html.flatMap(inlineScriptHashes) ?? [])] });
  // Answers up to 512 KiB are compressed in one synchronous call, sent with their length: the
  // plugin's default on 2 cores (8 KiB) streamed a 114 KiB TIME page through the thread pool,
  // and that cost the page 30% of its rate (168 -> 215-222 req/s, alternating runs). Bigger
  // ones (the unpaged lists, files) still stream. Brotli at quality 3, not the plugin's 4: a
  // 77 KiB TIME page compresses in 0.29 ms instead of 0.49 (8.9 KiB instead of 8.5), the jobs
  // page in 0.04 ms instead of 0.07 (bench/results.md, 2026-11-25 afternoon). Gzip (clients
  // without brotli: scripts, fetch, curl) at level 4, not zlib's 6: the 10,000-quote list (4 MB)
  // in 34 ms instead of 61 (693 KB instead of 624), a TIME page in 0.26 ms instead of 0.58 (9.6
  // KB instead of 7.9), about brotli's cost (2026-11-26 afternoon). The CSV export sets its own;
  // the kept TIME pages and jobs lists are kept compressed (lib/encoded.ts).
  await app.register(compress, {
    global: true,
    threshold: COMPRESSION.threshold,
    syncThreshold: COMPRESSION.syncThreshold,
    brotliOptions: COMPRESSION.brotliOptions,
    zlibOptions: COMPRESSION.zlibOptions,
  });
  await app.register(errorsPlugin);
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_FILESIZE_BYTES, files: 20, fields: 50 }, throwFileSizeLimit: true });
  await app.register(authPlugin);
  await app.register(textInputPlugin);
  await app.register(swagger, {
    openapi: {
      info: { title: 'Jobflow API', version: '0.1.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(authRoutes);
      await api.register(optionsRoutes);
      await api.register(clientsRoutes);
      await api.register(jobsRoutes);
      await api.register(tasksRoutes);
      await api.register(filesRoutes);
      await api.register(jobRequestsRoutes);
      await api.register(notesRoutes);
      await api.register(costCategoriesRoutes);
      await api.register(costMatrixRoutes);
      await api.register(quotesRoutes);
      await api.register(ordersRoutes);
      await api.register(invoicesRoutes);
      await api.register(usersRoutes);
      await api.register(userTypesRoutes);
      await api.register(emailTemplatesRoutes);
      await api.register(settingsRoutes);
      await api.register(accountRoutes);
      await api.register(xeroRoutes);
      await api.register(timesheetsRoutes);
      if (config.benchRoutes) await api.register(benchRoutes);
    },
    { prefix: '/api' },
  );

  // The built SPA: files as they are, every other non-API path gets index.html.
  if (documents !== null) {
    const assets = path.join(config.webDist, 'assets') + path.sep;
    await app.register(fastifyStatic, {
      root: config.webDist,
      wildcard: false,
      preCompressed: true,
      index: false,
      // Vite names every file under assets/ after a hash of its content: a browser keeps it
      // for a year without asking again. Everything else (index.html, which names the current
      // hashes) is revalidated on every visit. setHeaders runs after the static plugin's own
      // headers, so these replace its default 'public, max-age=0'.
      setHeaders: (reply, file) => {
        reply.header('cache-control', file.startsWith(assets) ? STATIC_IMMUTABLE : 'no-cache');
      },
    });
    app.get('/*', { config: { public: true }, schema: { hide: true } }, async (req, reply) => {
      const url = req.url.split('?')[0];
      if (url.startsWith('/api/')) return reply.callNotFound();
      const file = path.join(config.webDist, path.normalize(url));
      if (file.startsWith(config.webDist) && url !== '/' && fs.existsSync(file) && fs.statSync(file).isFile()) {
        return reply.sendFile(path.relative(config.webDist, file));
      }
      // A chunk that is gone (a tab still open on an older build) is a 404, not the page's HTML.
      if (url.startsWith('/assets/')) return reply.callNotFound();
      // A signed-in page's own document starts its code and data at once (lib/web-documents.ts).
      return reply.sendFile(documents.documentFor(url));
    });
  } else {
    app.get('/', { config: { public: true }, schema: { hide: true } }, async (_req, reply) =>
      reply.type('text/plain').send('Jobflow API is running. Build the web app with `npm run build` to serve it here.'),
    );
  }
  return app;
}
