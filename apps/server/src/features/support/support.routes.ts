import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  activeTicketAnswerSchema,
  adminTicketPageSchema,
  messageResponseSchema,
  newDataRequestSchema,
  newTicketSchema,
  resolveTicketSchema,
  supportMessages,
  ticketAnswerSchema,
  ticketListSchema,
  ticketQuerySchema,
} from '@sevak/shared';
import { currentUser, requireAdmin, requireUser } from '../../platform/auth.js';
import {
  acknowledgeTicket,
  activeTicketOf,
  deleteTicket,
  listTickets,
  openDataRequest,
  openTicket,
  resolveTicket,
  ticketsOf,
} from './support.service.js';
import { errorResponses } from '../../platform/errors.js';

/**
 * Support tickets (docs/product-spec.md §7 /support calls; docs/contract.md §5). Members see only their own; a member still
 * awaiting approval may write too: fee or approval trouble is what support is for.
 */
export const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  const errors = errorResponses(400, 401, 403, 404, 409);
  const terms = { dataRequestDays: app.config.GRIEVANCE_RESPONSE_DAYS };

  app.get(
    '/support/getActiveTicket',
    {
      onRequest: requireUser,
      schema: {
        tags: ['support'],
        summary: 'My open (Pending) support ticket, or null (a data request is not one: GET /support/dataRequests)',
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
        summary: 'All my tickets (support tickets and data requests, each with its kind), newest first',
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
        summary: 'Raise a ticket (409 while one is Pending): its number and due times in the answer',
        description:
          'The ticket is to be acknowledged by `acknowledgementDueAt` (48 hours) and resolved by ' +
          '`resolutionDueAt` (a calendar month in India; a data request: GRIEVANCE_RESPONSE_DAYS days), ' +
          'Consumer Protection (E-Commerce) Rules 2020, Rule 4(5). `acknowledgedAt` is set by the first admin action.',
        body: newTicketSchema,
        response: { 201: ticketAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const ticket = await openTicket(app.db, terms, (await currentUser(request)).user, request.body);
      return reply.code(201).send({ message: supportMessages.submitted, ticket });
    },
  );

  app.get(
    '/support/dataRequests',
    {
      onRequest: requireUser,
      schema: {
        tags: ['support'],
        summary: 'My data requests (DPDP rights: access, correction, erasure, grievance, nomination), newest first',
        response: { 200: ticketListSchema, ...errors },
      },
    },
    async (request) => ({ tickets: await ticketsOf(app.db, (await currentUser(request)).user.id, 'data_request') }),
  );

  app.post(
    '/support/addDataRequest',
    {
      onRequest: requireUser,
      schema: {
        tags: ['support'],
        summary: 'Raise a data request beside any support ticket (409 TICKET_ALREADY_OPEN while one is Pending)',
        description:
          'A ticket of kind `data_request`, its issue the topic’s words. One Pending data request per member; a ' +
          'Pending support ticket does not block it. Admins answer it as any ticket (PUT ' +
          '/support/updateTicketStatus/{id}/status) and list them with GET /support/getTickets?kind=data_request.',
        body: newDataRequestSchema,
        response: { 201: ticketAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const ticket = await openDataRequest(app.db, terms, (await currentUser(request)).user, request.body);
      return reply.code(201).send({ message: supportMessages.dataRequestSubmitted, ticket });
    },
  );

  app.get(
    '/support/getTickets',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['admin'],
        summary:
          'Every ticket with its member, the overdue first, then newest first; by status, kind, overdue, member or ticket number (admin)',
        description:
          'Overdue: Pending, and past its acknowledgement due time while not acknowledged, or past its ' +
          'resolution due time (`acknowledgementOverdue`, `resolutionOverdue`). The overdue come first, the ' +
          'longest overdue first; then the rest, newest first. `search` finds a member by name, email or phone, ' +
          'or a ticket by its number (SV-T-000123, or its digits).',
        querystring: ticketQuerySchema,
        response: { 200: adminTicketPageSchema, ...errors },
      },
    },
    async (request) => listTickets(app.db, request.query),
  );

  app.put(
    '/support/acknowledgeTicket/:id',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Acknowledge a Pending ticket; the first time, the member is told when we aim to resolve it (admin)',
        description:
          'Sets `acknowledgedAt` once (Rule 4(5): within 48 hours); again, or on a resolved ticket, the ' +
          'ticket is answered as it is. Resolving a ticket acknowledges it too.',
        params: z.object({ id: z.uuid() }),
        response: { 200: ticketAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const ticket = await acknowledgeTicket(app.db, (await currentUser(request)).user.id, request.params.id);
      return { message: supportMessages.acknowledged, ticket };
    },
  );

  app.put(
    '/support/updateTicketStatus/:id/status',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Resolve a ticket with a message, acknowledging it if no admin had; the member is notified (admin)',
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
