import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  activeTicketAnswerSchema,
  adminTicketPageSchema,
  messageResponseSchema,
  newTicketSchema,
  resolveTicketSchema,
  supportMessages,
  ticketAnswerSchema,
  ticketListSchema,
  ticketQuerySchema,
} from '@sevak/shared';
import { currentUser, requireAdmin, requireUser } from '../../platform/auth.js';
import { activeTicketOf, deleteTicket, listTickets, openTicket, resolveTicket, ticketsOf } from './support.service.js';
import { errorResponses } from '../../platform/errors.js';

/**
 * Support tickets (spec §7 /support calls; DESIGN §5). Members see only their own; a member still
 * awaiting approval may write too: fee or approval trouble is what support is for (issue 17).
 */
export const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  const errors = errorResponses(400, 401, 403, 404, 409);

  app.get(
    '/support/getActiveTicket',
    {
      onRequest: requireUser,
      schema: {
        tags: ['support'],
        summary: 'My open (Pending) ticket, or null',
        response: { 200: activeTicketAnswerSchema, ...errors },
      },
    },
    async (request) => ({ ticket: await activeTicketOf(app.db, (await currentUser(request)).user.id) }),
  );

  app.get(
    '/support/userTickets',
    {
      onRequest: requireUser,
      schema: {
        tags: ['support'],
        summary: 'All my tickets, newest first',
        response: { 200: ticketListSchema, ...errors },
      },
    },
    async (request) => ({ tickets: await ticketsOf(app.db, (await currentUser(request)).user.id) }),
  );

  app.post(
    '/support/addIssue',
    {
      onRequest: requireUser,
      schema: {
        tags: ['support'],
        summary: 'Raise a ticket (409 while one is Pending)',
        body: newTicketSchema,
        response: { 201: ticketAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const ticket = await openTicket(app.db, (await currentUser(request)).user, request.body);
      return reply.code(201).send({ message: supportMessages.submitted, ticket });
    },
  );

  app.get(
    '/support/getTickets',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Every ticket with its member, newest first (admin)',
        querystring: ticketQuerySchema,
        response: { 200: adminTicketPageSchema, ...errors },
      },
    },
    async (request) => listTickets(app.db, request.query),
  );

  app.put(
    '/support/updateTicketStatus/:id/status',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Resolve a ticket with a message; the member is notified (admin)',
        params: z.object({ id: z.uuid() }),
        body: resolveTicketSchema,
        response: { 200: ticketAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const ticket = await resolveTicket(
        app.db,
        (await currentUser(request)).user.id,
        request.params.id,
        request.body.resolutionMessage,
      );
      return { message: supportMessages.resolved, ticket };
    },
  );

  app.delete(
    '/support/deleteTicket',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Delete a resolved ticket (admin; 409 while Pending)',
        body: z.object({ id: z.uuid({ error: supportMessages.notFound }) }),
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await deleteTicket(app.db, (await currentUser(request)).user.id, request.body.id);
      return { message: supportMessages.deleted };
    },
  );
};
