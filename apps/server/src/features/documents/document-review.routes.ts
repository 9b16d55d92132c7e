import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { documentReviewMessages, isUuid, messageResponseSchema, messages, rejectDocumentsSchema } from '@sevak/shared';
import { currentUser, requireAdmin } from '../../platform/auth.js';
import { AppError, errorResponses } from '../../platform/errors.js';
import { acceptAadhaarImages, rejectAadhaarImages } from './document-review.service.js';

/** Review of an approved member's new Aadhaar images (Pending Approval; docs/decisions/007). */
export const documentReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, storage: app.storage };
  const errors = errorResponses(400, 401, 403, 404, 409);
  const params = z.object({ userId: z.string().max(100) });
  /** A malformed id names no member: 404, like an unknown one. */
  const memberId = (id: string) => {
    if (!isUuid(id)) throw new AppError('USER_NOT_FOUND', messages.admin.userNotFound);
    return id;
  };

  app.post(
    '/admin/documents/:userId/accept',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['admin'],
        summary: "Accept a member's new Aadhaar images (admin): they replace the ones on record",
        description: 'Audited; the member is notified. 409 when no new images await review.',
        params,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await acceptAadhaarImages(deps, (await currentUser(request)).user.id, memberId(request.params.userId));
      return { message: documentReviewMessages.accepted };
    },
  );

  app.post(
    '/admin/documents/:userId/reject',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['admin'],
        summary: "Reject a member's new Aadhaar images, with a reason (admin): the ones on record stay",
        description: 'Audited; the member is notified with the reason. 409 when no new images await review.',
        params,
        body: rejectDocumentsSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await rejectAadhaarImages(
        deps,
        (await currentUser(request)).user.id,
        memberId(request.params.userId),
        request.body.reason,
      );
      return { message: documentReviewMessages.rejected };
    },
  );
};
