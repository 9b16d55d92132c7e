import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AADHAAR_SLOTS,
  aadhaarUploadAnswerSchema,
  adminProfileSchema,
  approvalTimeSchema,
  decodeAadhaarUploadFields,
  documentReviewMessages,
  isUuid,
  messageResponseSchema,
  messages,
  recoveryMessages,
  registrationMessages,
  setLanguageResponseSchema,
  setLanguageSchema,
  userAnswerSchema,
} from '@sevak/shared';
import { currentUser, requireSession, requireUser } from '../../platform/auth.js';
import { AppError, errorResponses } from '../../platform/errors.js';
import { readMultipart, withUploadSlot } from '../../platform/multipart.js';
import { fileField } from '../../platform/openapi.js';
import {
  assertSelfOrAdmin,
  changePassword,
  replaceAadhaarImages,
  setLanguage,
  updateProfile,
} from './profile.service.js';
import { recentApprovalTime } from '../members/index.js';

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const rules = {
    allowedEmailDomains: app.config.ALLOWED_EMAIL_DOMAINS,
    passwordMinLength: app.config.PASSWORD_MIN_LENGTH,
  };
  const deps = { db: app.db, storage: app.storage, rules };

  app.put(
    '/auth/updateUserProfile',
    {
      onRequest: requireUser,
      schema: {
        tags: ['users'],
        summary: 'Replace both Aadhaar images (the member, or an admin)',
        description:
          'multipart/form-data: userId, frontAadhar, backAadhar (both required). Before approval (or ' +
          'from an admin) they replace the images on record. From an approved member they await an ' +
          "admin's review (`pendingReview: true`; the URLs are then the new images'), replacing any " +
          'earlier ones still awaiting it; the approved images stay on record until an admin accepts.',
        consumes: ['multipart/form-data'],
        multipartBody: z.object({ userId: z.uuid().optional(), frontAadhar: fileField(), backAadhar: fileField() }),
        response: {
          200: aadhaarUploadAnswerSchema,
          ...errorResponses(400, 401, 403, 404, 413, 415),
        },
      },
    },
    async (request) => {
      const { user: actor } = await currentUser(request);
      const { user, pendingReview } = await withUploadSlot(async () => {
        const form = await readMultipart(request, AADHAAR_SLOTS);
        const { userId = actor.id } = decodeAadhaarUploadFields(form.fields);
        if (!isUuid(userId)) throw new AppError('NOT_FOUND', messages.common.notFound);
        return replaceAadhaarImages(deps, actor, userId, form);
      });
      const shown = pendingReview ? user.pendingAadhaar! : user;
      return {
        success: true as const,
        message: pendingReview ? documentReviewMessages.submittedForReview : registrationMessages.aadhaarUpdated,
        frontAadharUrl: shown.frontAadhar!,
        backAadharUrl: shown.backAadhar!,
        pendingReview,
      };
    },
  );

  app.put(
    '/auth/updateUser/:id',
    {
      onRequest: requireUser,
      schema: {
        tags: ['users'],
        summary: "Edit a member's profile (the member, or an admin)",
        description:
          'multipart/form-data: name, address (JSON text), businessCategory (JSON array text), ' +
          'businessName, businessAddress, businessDetaile, and optionally a profilePic file; an admin ' +
          'also email, phone (409 when taken) and frontAadhar/backAadhar files. Role, approval and ' +
          'payment can never be set here.',
        consumes: ['multipart/form-data'],
        multipartBody: adminProfileSchema(rules).extend({
          profilePic: fileField().optional(),
          frontAadhar: fileField().optional(),
          backAadhar: fileField().optional(),
        }),
        params: z.object({ id: z.uuid() }),
        response: {
          200: userAnswerSchema,
          ...errorResponses(400, 401, 403, 404, 409, 413, 415),
        },
      },
    },
    async (request) => {
      const { user: actor } = await currentUser(request);
      assertSelfOrAdmin(actor, request.params.id);
      const user = await withUploadSlot(async () =>
        updateProfile(
          deps,
          actor,
          request.params.id,
          await readMultipart(request, ['profilePic', 'frontAadhar', 'backAadhar']),
        ),
      );
      return { success: true as const, message: 'Profile updated successfully', user };
    },
  );

  app.get(
    '/auth/approval-time',
    {
      onRequest: requireUser,
      schema: {
        tags: ['users'],
        summary: 'How long approval usually takes: the median hours from registration over the last 90 days',
        response: { 200: approvalTimeSchema, ...errorResponses(401) },
      },
    },
    async () => recentApprovalTime(app.db),
  );

  app.post(
    '/auth/change-password',
    {
      // Also for an account that must change its password before anything else.
      onRequest: requireSession,
      schema: {
        tags: ['users'],
        summary: 'Change your password (current one required); your other sessions are signed out',
        body: z.object({
          currentPassword: z.string().min(1, recoveryMessages.currentPasswordWrong).max(128),
          newPassword: z.string().max(128),
        }),
        response: { 200: messageResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      await changePassword(app.db, rules, await currentUser(request), request.body);
      return { message: recoveryMessages.passwordChanged };
    },
  );

  app.put(
    '/auth/language',
    {
      // Any signed-in account, approved or not, and even one that must change its password first:
      // a language is how the account reads Sevak, not a use of it.
      onRequest: requireSession,
      schema: {
        tags: ['users'],
        summary: 'Choose your language (en or hi) for your emails, push notifications and documents',
        description:
          'The signed-in member’s own language: English (`en`) or Hindi (`hi`). Password reset ' +
          'emails, push notifications and the member’s receipt and statement ' +
          'are written in it from then on; GET /auth/getuser shows it as `user.language`. Sets only the ' +
          'caller’s: there is no id to name anyone else.',
        body: setLanguageSchema,
        response: { 200: setLanguageResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const { user } = await currentUser(request);
      return { success: true as const, language: await setLanguage(app.db, user.id, request.body.language) };
    },
  );
};
