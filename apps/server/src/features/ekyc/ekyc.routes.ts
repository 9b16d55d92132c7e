import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  EKYC_SLOTS,
  ekycAnswerSchema,
  ekycMessages,
  ekycSchema,
  ifscAnswerSchema,
  pendingEkycListSchema,
  rejectKycSchema,
  successAnswerSchema,
  verifyKycSchema,
} from '@sevak/shared';
import { currentUser, requireAdmin, requireApproved } from '../../platform/auth.js';
import { createCipher } from '../../platform/crypto.js';
import { errorResponses } from '../../platform/errors.js';
import { readMultipart, withUploadSlot } from '../../platform/multipart.js';
import { fileField } from '../../platform/openapi.js';
import { bankOfIfsc, ekycOf, pendingEkycs, rejectEkyc, submitEkyc, verifyEkyc } from './ekyc.service.js';

/** e-KYC: the member's bank account and PAN, and the admin's review (docs/contract.md §5b). */
export const ekycRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, storage: app.storage, cipher: createCipher(app.config.APP_SECRET, 'ekyc') };

  app.get(
    '/ekyc',
    {
      onRequest: requireApproved,
      schema: {
        tags: ['wallet'],
        summary: 'My latest e-KYC and the verified account withdrawals go to (numbers masked)',
        response: { 200: ekycAnswerSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => ekycOf(app.db, (await currentUser(request)).user.id),
  );

  app.post(
    '/ekyc',
    {
      onRequest: requireApproved,
      schema: {
        tags: ['wallet'],
        summary: 'Submit my e-KYC: bank account, IFSC, PAN and three images (409 while one is pending)',
        description:
          'multipart/form-data: accountHolderName, bankAccountNumber, confirmBankAccountNumber, ifscCode, panNumber; ' +
          'files bankProof, panCardfront, panCardback (JPEG, PNG or WebP, at most 5 MB each). A new submission ' +
          'after an approved one replaces it only once approved.',
        consumes: ['multipart/form-data'],
        multipartBody: z.object({
          accountHolderName: z.string(),
          bankAccountNumber: z.string(),
          confirmBankAccountNumber: z.string(),
          ifscCode: z.string(),
          panNumber: z.string(),
          bankProof: fileField(),
          panCardfront: fileField(),
          panCardback: fileField(),
        }),
        response: { 201: z.object({ ekyc: ekycSchema }), ...errorResponses(400, 401, 403, 409, 413, 415) },
      },
    },
    async (request, reply) => {
      const { user } = await currentUser(request);
      const ekyc = await withUploadSlot(async () => submitEkyc(deps, user, await readMultipart(request, EKYC_SLOTS)));
      return reply.code(201).send({ ekyc });
    },
  );

  app.get(
    '/ekyc/ifsc/:code',
    {
      onRequest: requireApproved,
      schema: {
        tags: ['wallet'],
        summary: 'The bank of an IFSC, from the offline directory (404 when no branch has it)',
        params: z.object({ code: z.string().max(20) }),
        response: { 200: ifscAnswerSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => bankOfIfsc(request.params.code),
  );

  app.get(
    '/auth/ekyc-pending',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'e-KYCs awaiting verification, oldest first, with full numbers (admin; audited)',
        response: { 200: pendingEkycListSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ users: await pendingEkycs(deps, (await currentUser(request)).user.id) }),
  );

  app.post(
    '/withdrawal/verifyKyc',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Verify a pending e-KYC (admin; 409 when it is not pending)',
        body: verifyKycSchema,
        response: { 200: successAnswerSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      await verifyEkyc(deps, (await currentUser(request)).user.id, request.body.kycId);
      return { success: true as const, message: ekycMessages.verified };
    },
  );

  app.post(
    '/withdrawal/rejectKyc',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Reject a pending e-KYC with the reason (admin)',
        body: rejectKycSchema,
        response: { 200: successAnswerSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      await rejectEkyc(deps, (await currentUser(request)).user.id, request.body.kycId, request.body.reason);
      return { success: true as const, message: ekycMessages.rejected };
    },
  );
};
