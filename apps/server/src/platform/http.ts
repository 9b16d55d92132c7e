import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { CAMERA_PAGES, messages } from '@sevak/shared';
import { AppError } from './errors.js';

type HelmetOptions = Parameters<typeof helmet>[0];

/** Runs helmet once against a stand-in response and keeps the headers it sets. */
function headersFromHelmet(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
  });
  return headers;
}

/**
 * Razorpay Checkout runs its script and its payment frame from Razorpay's origins; the page CSP
 * allows them (and the bank pop-ups it opens) only when Razorpay is configured.
 */
const RAZORPAY_ORIGINS = {
  script: ['https://checkout.razorpay.com'],
  frame: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
};

/**
 * Push (Firebase Cloud Messaging), when configured: the page registers with Google's endpoints,
 * and the service worker (/firebase-messaging-sw.js, served with the page headers) loads the
 * Firebase scripts from gstatic.
 */
const PUSH_ORIGINS = {
  script: ['https://www.gstatic.com'],
  connect: [
    'https://fcmregistrations.googleapis.com',
    'https://firebaseinstallations.googleapis.com',
    'https://www.gstatic.com',
  ],
};

/** Powerful features no page of Sevak uses: switched off for every page and what it embeds. */
const FEATURES_OFF = [
  'accelerometer',
  'bluetooth',
  'browsing-topics',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'serial',
  'usb',
  'xr-spatial-tracking',
];

/**
 * Permissions-Policy: the camera only for a page that captures photos (CAMERA_PAGES:
 * registration's documents step, re-uploads, e-KYC, the admin's member forms), nothing else
 * anywhere; payment requests only from Razorpay's frames when it is configured.
 */
function permissionsPolicy(camera: boolean, razorpay: boolean): string {
  const payment = razorpay ? `payment=(self "${RAZORPAY_ORIGINS.frame.join('" "')}")` : 'payment=()';
  return [`camera=${camera ? '(self)' : '()'}`, payment, ...FEATURES_OFF.map((feature) => `${feature}=()`)].join(', ');
}

/**
 * Security headers (docs/contract.md §9), made by helmet once at start-up and applied by one synchronous
 * hook: per-request middleware cost half the throughput of the hottest route
 * (bench/category-list). Pages (the SPA, its assets, the API docs) get helmet's full set and the
 * Permissions-Policy; the pages that capture photos the same with the camera allowed;
 * JSON answers get OWASP's REST set — nothing in them runs scripts or loads resources.
 */
export function securityHeaders(options: { razorpay: boolean; push?: boolean }) {
  const { razorpay, push = false } = options;
  const page = headersFromHelmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(razorpay ? RAZORPAY_ORIGINS.script : []), ...(push ? PUSH_ORIGINS.script : [])],
        frameSrc: razorpay ? RAZORPAY_ORIGINS.frame : ["'none'"],
        // Mantine sets CSS variables through style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'", ...(push ? PUSH_ORIGINS.connect : [])],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: razorpay ? 'same-origin-allow-popups' : 'same-origin' },
  });
  return {
    page: { ...page, 'permissions-policy': permissionsPolicy(false, razorpay) } as Record<string, string>,
    cameraPage: { ...page, 'permissions-policy': permissionsPolicy(true, razorpay) } as Record<string, string>,
    api: headersFromHelmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
      },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      xFrameOptions: { action: 'deny' },
      crossOriginEmbedderPolicy: false,
      crossOriginOpenerPolicy: false,
      originAgentCluster: false,
      xDnsPrefetchControl: false,
      xDownloadOptions: false,
      xPermittedCrossDomainPolicies: false,
      xXssProtection: false,
    }),
  };
}

/** The JSON answers' headers, for the few answers given before any hook runs (input-edges). */
export const API_SECURITY_HEADERS = securityHeaders({ razorpay: false }).api;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF (docs/contract.md §9): a browser request that changes state must come from our own origin.
 * Browsers send Sec-Fetch-Site and Origin; non-browser clients send neither and use bearer tokens.
 * Origin is compared with the configured public origins, never with a Host or X-Forwarded-Host
 * header, which whoever sends the request chooses.
 */
export function isCrossSite(request: FastifyRequest, publicOrigins: ReadonlySet<string>): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site) return site !== 'same-origin' && site !== 'none';
  const origin = request.headers.origin;
  if (!origin) return false;
  try {
    return !publicOrigins.has(new URL(origin).origin);
  } catch {
    return true;
  }
}

function changesState(request: FastifyRequest): boolean {
  // GET /api/auth/logout is the spec's one state change over GET.
  return !SAFE_METHODS.has(request.method) || request.url.startsWith('/api/auth/logout');
}

export const httpPlugin = fp(
  async (app: FastifyInstance, options: { razorpay: boolean; push?: boolean; publicOrigins: string[] }) => {
    const headers = securityHeaders(options);
    const publicOrigins = new Set(options.publicOrigins);
    app.addHook('onRequest', (request, reply, done) => {
      const isApi = request.url.startsWith('/api/') && !request.url.startsWith('/api/docs');
      const page = isApi ? null : request.url.split('?', 1)[0]!;
      void reply
        .headers(page === null ? headers.api : CAMERA_PAGES.has(page) ? headers.cameraPage : headers.page)
        .header('x-request-id', request.id);
      if (isApi && changesState(request) && isCrossSite(request, publicOrigins)) {
        done(new AppError('CROSS_SITE_REFUSED', messages.auth.crossSiteRefused));
        return;
      }
      done();
    });
    // Closing (SIGTERM): Node closes the connections idle at that moment. One busy then
    // (a request in flight, a stream being ended) would stay open for its keep-alive time (72 s)
    // after its answer and hold up the exit: each is closed as soon as it falls idle.
    app.addHook('preClose', (done) => {
      if (app.server.listening) {
        const sweep = setInterval(() => app.server.closeIdleConnections(), 100).unref();
        app.server.once('close', () => clearInterval(sweep));
      }
      done();
    });
  },
);
