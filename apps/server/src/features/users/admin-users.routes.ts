import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  approveUserSchema,
  daySchema,
  getUserResponseSchema,
  memberPageSchema,
  messageResponseSchema,
  messages,
} from '@sevak/shared';
import { currentUser, requireAdmin, requireUser } from '../../platform/auth.js';
import { createCipher } from '../../platform/crypto.js';
import {
  approveMember,
  assignReferral,
  deleteMember,
  getMemberRecord,
  listMembers,
  updateAddressAndAadhaar,
} from './admin-users.service.js';
import { errorResponses } from '../../platform/errors.js';

export const adminUserRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = {
    db: app.db,
    aadhaarCipher: createCipher(app.config.APP_SECRET, 'aadhaar'),
    referralRewardPaise: app.config.REFERRAL_REWARD_PAISE,
  };

  app.get(
    '/auth/getUserById/:id',
    {
      onRequest: requireUser,
      schema: {
        tags: ['users'],
        summary: 'A member’s record: to admins (full Aadhaar number, audited) or to the member (masked)',
        params: z.object({ id: z.uuid() }),
        response: { 200: getUserResponseSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => ({ user: await getMemberRecord(deps, (await currentUser(request)).user, request.params.id) }),
  );

  app.get(
    '/auth/getAllUser',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Members, filtered, sorted and paged on the server (admin)',
        description:
          'approved=true|false; paid=true|false; aadhaarReview=true|false (new Aadhaar images awaiting review); search (name, email or phone); sort ' +
          'newest|oldest|az|za; category (a category name); date (yyyy-MM-dd, registration day in ' +
          'India); from/to (inclusive registration days in India); keyset paging with cursor ' +
          '(from nextCursor) and limit (1–100, default 20).',
        querystring: z.object({
          approved: z
            .enum(['true', 'false'])
            .transform((v) => v === 'true')
            .optional(),
          search: z.string().trim().max(100).optional(),
          sort: z.enum(['newest', 'oldest', 'az', 'za']).default('newest'),
          category: z.string().trim().max(100).optional(),
          date: daySchema.optional(),
          paid: z
            .enum(['true', 'false'])
            .transform((v) => v === 'true')
            .optional(),
          aadhaarReview: z
            .enum(['true', 'false'])
            .transform((v) => v === 'true')
            .optional(),
          from: daySchema.optional(),
          to: daySchema.optional(),
          cursor: z.string().max(500).optional(),
          limit: z.coerce.number().int().min(1).max(100).default(20),
        }),
        response: {
          200: memberPageSchema,
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request) => {
      const { users, nextCursor } = await listMembers(app.db, request.query);
      return { user: users, nextCursor };
    },
  );

  app.put(
    '/auth/approveUser',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Approve a member (admin)',
        description:
          '404 for an unknown or deleted member. 409 while the member’s fee is unpaid, unless `allowUnpaid: true` (the screen ' +
          'asks the admin to confirm; the audit row records it). Approving an approved member changes nothing.',
        body: approveUserSchema,
        response: {
          200: messageResponseSchema,
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) => {
      await approveMember(deps, (await currentUser(request)).user.id, request.body);
      // Approving again (a double click) answers as the first did: the member is approved.
      return { message: messages.admin.approved };
    },
  );

  app.delete(
    '/auth/deleteUser',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Delete a member: personal data and documents erased, payments kept (admin)',
        body: z.object({ id: z.uuid({ error: messages.admin.userNotFound }) }),
        response: {
          200: messageResponseSchema,
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      await deleteMember({ ...deps, storage: app.storage }, (await currentUser(request)).user.id, request.body.id);
      return { message: messages.admin.deleted };
    },
  );

  app.post(
    '/auth/setReferral',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Assign who referred a member, by phone (admin)',
        description: 'Unknown phones → 404; self-referral and loops → 400.',
        body: z.object({
          referrerPhone: z
            .string({ error: messages.admin.referralFieldsRequired })
            .trim()
            .min(1, messages.admin.referralFieldsRequired)
            .max(15),
          referredPhone: z
            .string({ error: messages.admin.referralFieldsRequired })
            .trim()
            .min(1, messages.admin.referralFieldsRequired)
            .max(15),
        }),
        response: {
          200: messageResponseSchema,
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      await assignReferral(deps, (await currentUser(request)).user.id, request.body);
      return { message: messages.admin.referralAssigned };
    },
  );

  app.put(
    '/auth/updateUserAddressAndAadhar',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Set a member’s permanent address and Aadhaar number (admin; Verhoeff-checked, encrypted)',
        body: z.object({
          userId: z.uuid({ error: messages.admin.userNotFound }),
          permanentAddress: z.string().trim().min(1, 'Permanent address is required.').max(500),
          aadharNumber: z.string().trim().max(20),
        }),
        response: {
          200: messageResponseSchema,
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      await updateAddressAndAadhaar(deps, (await currentUser(request)).user.id, request.body);
      return { message: messages.admin.detailsUpdated };
    },
  );
};
