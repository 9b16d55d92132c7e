import { randomInt } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MESSAGE_EVENT,
  messageResponseSchema,
  NOTIFICATION_EVENT,
  notificationListSchema,
  pushTokenSchema,
} from '@sevak/shared';
import { currentUser, requireUser, resolveSession, sessionTokenOf } from '../../platform/auth.js';
import { listNotifications, markAllRead, markOneRead, rememberPushToken } from './notifications.service.js';
import { errorResponses } from '../../platform/errors.js';

/** How often an open stream sends a comment (keeps proxies from closing it) and rechecks the session. */
const PING_MS = 25_000;

export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const errors = errorResponses(400, 401, 404);
  const streams = new Set<ServerResponse>();
  // Open streams never end on their own: end them so the server can close. Each is told to come
  // back after 1–5 s (EventSource reconnects through the load balancer to an instance still up),
  // spread so that an instance's members do not all arrive at the same moment.
  app.addHook('preClose', async () => {
    for (const res of streams) res.end(`retry: ${randomInt(1_000, 5_001)}\n\n`);
  });

  app.get(
    '/notifications',
    {
      onRequest: requireUser,
      schema: {
        tags: ['notifications'],
        summary: 'My newest 30 notifications and the unread count',
        response: { 200: notificationListSchema, ...errors },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return listNotifications(app.db, (await currentUser(request)).user.id);
    },
  );

  app.put(
    '/notifications/read-all',
    {
      onRequest: requireUser,
      schema: {
        tags: ['notifications'],
        summary: 'Mark all my notifications read',
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await markAllRead(app.db, (await currentUser(request)).user.id);
      return { message: 'All notifications marked as read' };
    },
  );

  app.put(
    '/notifications/:id/read',
    {
      onRequest: requireUser,
      schema: {
        tags: ['notifications'],
        summary: 'Mark one of my notifications read (404 for anyone else’s)',
        params: z.object({ id: z.uuid() }),
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await markOneRead(app.db, (await currentUser(request)).user.id, request.params.id);
      return { message: 'Notification marked as read' };
    },
  );

  app.post(
    '/notifications/token',
    {
      onRequest: requireUser,
      schema: {
        tags: ['notifications'],
        summary: 'Keep this browser’s push token (Firebase Cloud Messaging)',
        body: pushTokenSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await rememberPushToken(app.db, (await currentUser(request)).user.id, request.body.token);
      return { message: 'Push token saved' };
    },
  );

  app.get(
    '/notifications/stream',
    {
      onRequest: requireUser,
      schema: {
        tags: ['notifications'],
        summary: 'My notifications, live (Server-Sent Events)',
        description:
          '`event: ready` once subscribed; `event: notification` with a notification as data; `event: conversation` with a message of one of my conversations (`{workRequestId, messageId, message?}`); `: ping` every 25 s. Ends when the session does.',
        produces: ['text/event-stream'],
      },
    },
    async (request, reply) => {
      const { user } = await currentUser(request);
      const token = sessionTokenOf(request)!;
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
        'x-accel-buffering': 'no',
        connection: 'keep-alive',
      });
      streams.add(res);
      const unsubscribe = app.notificationHub.subscribe(user.id, (item) => {
        if ('notification' in item)
          res.write(`event: ${NOTIFICATION_EVENT}\ndata: ${JSON.stringify(item.notification)}\n\n`);
        else res.write(`event: ${MESSAGE_EVENT}\ndata: ${JSON.stringify(item.message)}\n\n`);
      });
      const ping = setInterval(() => {
        res.write(': ping\n\n');
        // Signed out or expired since: the stream ends with the session.
        void resolveSession(app.db, token).then(
          (auth) => {
            if (!auth) res.end();
          },
          () => undefined,
        );
      }, PING_MS);
      res.on('close', () => {
        clearInterval(ping);
        unsubscribe();
        streams.delete(res);
      });
      res.write('retry: 5000\n\nevent: ready\ndata: {}\n\n');
    },
  );
};
