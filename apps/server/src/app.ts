import { invoiceRoutes } from './features/invoices/index.js';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransformObject, type ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CLIENT_ROUTES,
  MAX_IMAGE_BYTES,
  messages,
  pathAliases,
  paths,
  searchFiltersFromParams,
  serviceSearchApiPath,
} from '@sevak/shared';
import {
  authRoutes,
  phoneSignInRoutes,
  recoveryRoutes,
  createLoginLimiters,
  type LoginLimiters,
} from './features/auth/index.js';
import { documentRoutes, documentReviewRoutes } from './features/documents/index.js';
import { outboxRoutes } from './features/outbox/index.js';
import {
  paymentRoutes,
  reportRoutes,
  createPaymentProvider,
  type BookingCaptureHook,
  type PaymentProvider,
} from './features/payments/index.js';
import { registrationRoutes } from './features/registration/index.js';
import { remarkRoutes } from './features/remarks/index.js';
import { adminUserRoutes, adminsRoutes, profileRoutes, accountDeletionRoutes } from './features/users/index.js';
import { auditRoutes } from './features/audit/index.js';
import {
  createNotificationHub,
  type NotificationHub,
  notificationRoutes,
  createPushSender,
  loadFirebasePushClient,
  registerServiceWorkerRoute,
} from './features/notifications/index.js';
import { supportRoutes } from './features/support/index.js';
import { servicesRoutes } from './features/services/index.js';
import { rateCardRoutes } from './features/rate-card/index.js';
import { availabilityRoutes } from './features/availability/index.js';
import { createBookingCaptureHook, workRoutes } from './features/work/index.js';
import { createRouteClient, type RouteClient } from './features/settlements/index.js';
import { conversationRoutes, stillUnread } from './features/conversations/index.js';
import { createTextProviders, textRoutes } from './features/texts/index.js';
import { walletRoutes } from './features/wallet/index.js';
import { ekycRoutes } from './features/ekyc/index.js';
import { investmentRoutes } from './features/investments/index.js';
import { withdrawalRoutes, createPayoutProvider, type PayoutProvider } from './features/withdrawals/index.js';
import { teamRoutes } from './features/referrals/index.js';
import { statsRoutes } from './features/dashboard/index.js';
import { dataExportRoutes } from './features/data-export/index.js';
import { privacyRoutes } from './features/privacy/index.js';
import { categoryRoutes, createCategoryCache, type CategoryCache } from './features/categories/index.js';
import { healthRoutes } from './features/health/index.js';
import { locationRoutes } from './features/location/index.js';
import { requireMailProvider, requirePaymentProvider, type Config } from './platform/config.js';
import type { Database, Db } from './platform/db.js';
import { AppError, registerErrorHandling } from './platform/errors.js';
import { createCipher } from './platform/crypto.js';
import { httpPlugin } from './platform/http.js';
import {
  answerFrameworkError,
  edgeCheckingValidatorCompiler,
  registerStrictJsonParser,
} from './platform/input-edges.js';
import { createMailer, type Mailer } from './platform/mail.js';
import { describeRoutes } from './platform/openapi.js';
import { createIpLimit, createMemberLimit } from './platform/rate-limit.js';
import { createLocalStorage, createS3Storage, type Storage } from './platform/storage.js';
import { createSerializerCompiler } from './platform/serializer.js';
import { loggerOptions, OneLinePerRequest } from './platform/logger.js';
import { startJobQueue, type JobQueue, type JobQueueOptions } from './platform/jobs.js';
import { jobs } from './jobs.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    loginLimiters: LoginLimiters;
    categoryCache: CategoryCache;
    storage: Storage;
    mailer: Mailer;
    limitByIp: ReturnType<typeof createIpLimit>;
    limitByMember: ReturnType<typeof createMemberLimit>;
    paymentProvider: PaymentProvider;
    /** What a booking's capture does (the work feature's, handed to payments here: docs/architecture.md). */
    bookingCaptureHook: BookingCaptureHook;
    /** Where approved withdrawals are paid out; null: by hand only (docs/decisions/015). */
    payoutProvider: PayoutProvider | null;
    /** Every route as `METHOD /path` (the access test checks each /api route is in its matrix). */
    routeList: string[];
    notificationHub: NotificationHub;
    /** Background jobs (platform/jobs.ts): `send` to queue one, `runNow` to run one here. */
    jobs: JobQueue;
  }
}

export type BuildOptions = {
  config: Config;
  database: Database;
  /** Folder of the built web app; defaults to apps/web/dist. Set false to serve the API only. */
  webRoot?: string | false;
  /** Where log lines go (tests read them); defaults to stdout. */
  logStream?: { write(line: string): void };
  /** Job queue options; tests turn the schedules off and run jobs when they choose. */
  jobs?: JobQueueOptions;
  /** Razorpay Route's client; by default made from the Razorpay keys when RAZORPAY_ROUTE=true (tests hand in a fake of its API). */
  routeClient?: RouteClient;
};

const instanceId = randomBytes(4).toString('hex');
let requestCounter = 0;
function nextRequestId() {
  requestCounter += 1;
  return `${instanceId}-${requestCounter.toString(36)}`;
}

/**
 * TRUST_PROXY as Fastify takes it. A hop count becomes "trust the n nearest hops": Fastify itself
 * treats a number as trusting nothing, since a client reaching the app directly could pose as
 * the proxy — with a hop count the app must be reachable only through its proxies (docs/decisions/010).
 */
function trustProxyOption(trust: Config['TRUST_PROXY']) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}

/**
 * The page routes the web build wrote an index.html of their own for, with the page's code
 * preloaded (apps/web/vite-plugins.ts, routePages): path → file, e.g. '/login' → 'pages/login.html'.
 */
function routePagesOf(webRoot: string): Map<string, string> {
  const folder = path.join(webRoot, 'pages');
  if (!existsSync(folder)) return new Map();
  const files = readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'));
  return new Map(
    files.map((file) => {
      const name = file.slice(0, -'.html'.length).split(path.sep).join('/');
      return [name === 'index' ? '/' : `/${name}`, `pages/${name}.html`];
    }),
  );
}

/**
 * The API answers a page asks for as it starts, named in a `Link` header sent with the page: the
 * browser fetches them while the page's code loads, and the page's own requests then take those
 * answers. Only answers the same for everyone (signed-in or not) and read at once: the
 * services page's first search and the category list. The address is built as the page builds
 * it (`serviceSearchApiPath`), or the page would ask again.
 */
function pageDataPreloads(page: string, query: string): string | undefined {
  if (page !== paths.services) return undefined;
  const search = `/api${serviceSearchApiPath(searchFiltersFromParams(new URLSearchParams(query)))}`;
  // An address the search would refuse as too long is not worth a request of its own.
  const addresses = search.length <= 600 ? [search, '/api/category/getAllCategory'] : ['/api/category/getAllCategory'];
  return addresses.map((address) => `<${address}>; rel=preload; as=fetch; crossorigin`).join(', ');
}

const defaultWebRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

/** Builds the whole app (API + built SPA) without listening, so tests can `inject` into it. */
export async function buildApp({
  config,
  database,
  webRoot = defaultWebRoot,
  logStream,
  jobs: jobOptions,
  routeClient: givenRouteClient,
}: BuildOptions) {
  // First, so an unchosen provider stops the build before anything is started.
  const paymentProvider = createPaymentProvider(requirePaymentProvider(config), config);
  const mailProvider = requireMailProvider(config);
  const payoutProvider = createPayoutProvider(config);
  const routeClient =
    givenRouteClient ??
    (config.RAZORPAY_ROUTE
      ? createRouteClient({ keyId: config.RAZORPAY_KEY_ID!, keySecret: config.RAZORPAY_KEY_SECRET! })
      : null);
  const textProviders = createTextProviders(database.db, config);
  const app = Fastify({
    logger: loggerOptions(config, logStream),
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    // Behind a load balancer its request id is kept; otherwise ids are this instance's prefix
    // plus a counter: unique across instances and far cheaper than a UUID per request.
    requestIdHeader: config.TRUST_PROXY !== false ? 'x-request-id' : false,
    genReqId: nextRequestId,
    frameworkErrors: answerFrameworkError,
    logController: new OneLinePerRequest(),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(edgeCheckingValidatorCompiler);
  registerStrictJsonParser(app);
  app.setSerializerCompiler(createSerializerCompiler({ checkAgainstZod: config.NODE_ENV === 'test' }));
  registerErrorHandling(app);

  app.decorate('routeList', []);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) if (method !== 'HEAD') app.routeList.push(`${method} ${route.url}`);
  });
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('loginLimiters', createLoginLimiters(database.db));
  app.decorate('categoryCache', createCategoryCache(database.db));
  const documentsCipher = createCipher(config.APP_SECRET, 'documents');
  app.decorate(
    'storage',
    config.storageS3
      ? await createS3Storage(config.storageS3, documentsCipher)
      : createLocalStorage(path.join(config.DATA_DIR, 'uploads'), documentsCipher),
  );
  app.decorate(
    'mailer',
    createMailer({ db: database.db, log: app.log }, mailProvider === 'smtp' ? config.SMTP_URL! : null),
  );
  app.decorate('limitByIp', createIpLimit(database.db));
  app.decorate('limitByMember', createMemberLimit(database.db));
  const jobQueue = await startJobQueue(
    database,
    jobs,
    {
      db: database.db,
      storage: app.storage,
      config,
      log: app.log,
      mailer: app.mailer,
      paymentProvider,
      payoutProvider,
      routeClient,
      // A "message waiting" text goes only while the message is still unread (docs/decisions/039).
      texts: { ...textProviders, stillWanted: { messageWaiting: stillUnread } },
    },
    { ...jobOptions, workers: jobOptions?.workers ?? config.JOB_WORKERS },
  );
  app.decorate('jobs', jobQueue);
  app.addHook('onClose', () => jobQueue.stop());
  const notificationHub = createNotificationHub(database, app.log);
  await notificationHub.start();
  app.decorate('notificationHub', notificationHub);
  app.addHook('onClose', () => notificationHub.close());
  if (config.FIREBASE_SERVICE_ACCOUNT) {
    const push = createPushSender(database.db, await loadFirebasePushClient(config.FIREBASE_SERVICE_ACCOUNT), app.log);
    notificationHub.onEvery((event) => void push(event).catch((err: unknown) => app.log.warn({ err }, 'push failed')));
  }
  app.decorate('paymentProvider', paymentProvider);
  app.decorate(
    'bookingCaptureHook',
    createBookingCaptureHook({
      route: routeClient !== null,
      rules: config.marketplace,
      taxation: { taxes: config.taxes, operator: config.operator },
    }),
  );
  app.decorate('payoutProvider', payoutProvider);
  if (payoutProvider?.name === 'local') {
    app.log.warn(
      'payouts: the local TEST payout provider is active — no real money moves; set RAZORPAYX_* for real payouts',
    );
  }
  if (!textProviders.sms && !textProviders.whatsapp) {
    app.log.warn(
      'texts: no SMS or WhatsApp provider is set up — booking and sign-in texts are not sent; set MSG91_AUTH_KEY or WHATSAPP_TOKEN, or SMS_PROVIDER=local for the development mailbox',
    );
  } else if (textProviders.sms?.name === 'local' || textProviders.whatsapp?.name === 'local') {
    app.log.warn('texts: the local TEST provider is active — SMS and WhatsApp messages go to the development mailbox');
  }
  if (mailProvider === 'local') {
    app.log.warn(
      'mail: the development mailbox is active — no email is sent; admins read it (password reset codes) at GET /api/admin/outbox; set SMTP_URL to send email',
    );
  }
  if (app.paymentProvider.name === 'local') {
    // Said at every start: a deployment must never run on it by accident (docs/decisions/008).
    app.log.warn('payments: the local TEST provider is active — no real money moves; set RAZORPAY_* for real payments');
  }

  await app.register(httpPlugin, {
    razorpay: app.paymentProvider.name === 'razorpay',
    push: config.FIREBASE_WEB_CONFIG !== undefined,
    publicOrigins: config.publicOrigins,
  });
  // Cookies are parsed only by the routes that read the session (platform/auth.ts).
  await app.register(cookie, { hook: false });
  // Uploads stream in and stop at the first byte over a limit (413).
  await app.register(multipart, {
    limits: { fileSize: MAX_IMAGE_BYTES, files: 4, fields: 30, fieldSize: 16 * 1024, parts: 40 },
  });

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Sevak API',
        version: '0.1.0',
        description:
          'The API of Sevak, a marketplace of verified local service providers. ' +
          'Errors are `{code, message, errors?: [{path, msg, code?}]}`: `code` (ErrorCode) is stable, ' +
          'switch on it, never on `message`. Sign in with POST /api/auth/login; ' +
          'the session is an httpOnly cookie, or `Authorization: Bearer <token>`.',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          cookie: { type: 'apiKey', in: 'cookie', name: 'sevak_session' },
          razorpaySignature: {
            type: 'apiKey',
            in: 'header',
            name: 'X-Razorpay-Signature',
            description: 'Webhooks: HMAC-SHA256 of the raw body with the webhook secret',
          },
          whatsappSignature: {
            type: 'apiKey',
            in: 'header',
            name: 'X-Hub-Signature-256',
            description: 'WhatsApp webhooks: sha256= and the HMAC-SHA256 of the raw body with the Meta app secret',
          },
          msg91Token: {
            type: 'apiKey',
            in: 'query',
            name: 'token',
            description: 'MSG91 delivery reports: the secret token of the webhook URL (MSG91_WEBHOOK_TOKEN)',
          },
        },
      },
    },
    transform: describeRoutes,
    // Schemas with an id (ErrorBody, ErrorCode) become components, referenced from each route.
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(authRoutes);
      await api.register(categoryRoutes);
      await api.register(locationRoutes);
      await api.register(registrationRoutes);
      await api.register(recoveryRoutes);
      await api.register(phoneSignInRoutes);
      await api.register(profileRoutes);
      await api.register(accountDeletionRoutes);
      await api.register(dataExportRoutes);
      await api.register(privacyRoutes);
      await api.register(adminUserRoutes);
      await api.register(adminsRoutes);
      await api.register(statsRoutes);
      await api.register(auditRoutes);
      await api.register(remarkRoutes);
      await api.register(notificationRoutes);
      await api.register(supportRoutes);
      await api.register(servicesRoutes);
      await api.register(rateCardRoutes);
      await api.register(availabilityRoutes);
      await api.register(workRoutes);
      await api.register(invoiceRoutes);
      await api.register(conversationRoutes);
      await api.register(textRoutes);
      await api.register(documentRoutes);
      await api.register(documentReviewRoutes);
      await api.register(outboxRoutes);
      await api.register(paymentRoutes);
      await api.register(reportRoutes);
      await api.register(walletRoutes);
      await api.register(teamRoutes);
      await api.register(ekycRoutes);
      await api.register(withdrawalRoutes);
      await api.register(investmentRoutes);
    },
    { prefix: '/api' },
  );
  registerServiceWorkerRoute(app, config.FIREBASE_WEB_CONFIG ?? null);

  const serveWeb = webRoot !== false && existsSync(path.join(webRoot, 'index.html'));
  if (serveWeb) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      index: false,
      preCompressed: true,
      // A route per file the build wrote, not per compressed copy beside it (the route of
      // `x.js` sends `x.js.br` or `.gz` when the browser takes it): 291 routes instead of 721,
      // built at every start.
      globIgnore: ['**/*.br', '**/*.gz'],
      setHeaders(res, filePath) {
        // Vite names built assets by content hash: they never change.
        res.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  // The SPA's history fallback: client routes get index.html (their own, when the build made one;
  // an alias its route's); unknown API paths a JSON 404.
  const routePages = serveWeb ? routePagesOf(webRoot) : new Map<string, string>();
  app.setNotFoundHandler(async (request, reply) => {
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/api/') &&
      !path.extname(request.url.split('?')[0] ?? '');
    if (serveWeb && isPage) {
      // A path the app has no page for is still the app (its not-found page), but answered 404.
      const [rawPath = '', query = ''] = request.url.split('?', 2);
      const pathname = rawPath.replace(/(.)\/+$/, '$1');
      const page = pathAliases[pathname] ?? pathname;
      const preloads = pageDataPreloads(page, query);
      if (preloads) reply.header('link', preloads);
      return reply
        .code(CLIENT_ROUTES.has(pathname) ? 200 : 404)
        .header('cache-control', 'no-cache')
        .sendFile(routePages.get(page) ?? 'index.html');
    }
    throw new AppError('NOT_FOUND', messages.common.notFound);
  });

  await app.ready();
  return app as unknown as FastifyInstance;
}
