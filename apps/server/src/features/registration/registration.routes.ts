import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DOCUMENT_SLOTS,
  paths,
  phoneSchema,
  PRIVACY_NOTICE_VERSION,
  formatPaise,
  marketplaceConfigOf,
  publicConfigSchema,
  registrationAnswerSchema,
  registrationCheckAnswerSchema,
  registrationMessages,
  registrationSchema,
  paiseToRupees,
} from '@sevak/shared';
import { getAuth } from '../../platform/auth.js';
import { PER_ADDRESS_PER_HOUR } from '../../platform/rate-limit.js';
import { AppError, sendError, errorResponses } from '../../platform/errors.js';
import { readMultipart, withUploadSlot } from '../../platform/multipart.js';
import { fileField } from '../../platform/openapi.js';
import { checkRegistration, registerMember } from './registration.service.js';
import { openSession, setSessionCookie } from '../auth/index.js';

export const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  const rules = {
    allowedEmailDomains: app.config.ALLOWED_EMAIL_DOMAINS,
    passwordMinLength: app.config.PASSWORD_MIN_LENGTH,
  };

  app.get(
    '/config/public',
    {
      schema: {
        tags: ['registration'],
        summary:
          'The rules the forms must follow (email domains, password length), the fee, the support desk, push settings, the Grievance officer, the retention days and the privacy notice a registration accepts',
        response: { 200: publicConfigSchema },
      },
    },
    async (_request, reply) => {
      void reply.header('cache-control', 'public, max-age=300');
      return {
        ...rules,
        registrationFee: paiseToRupees(app.config.REGISTRATION_FEE_PAISE),
        support: { phone: app.config.SUPPORT_PHONE, email: app.config.SUPPORT_EMAIL, hours: app.config.SUPPORT_HOURS },
        push: app.config.FIREBASE_WEB_CONFIG ?? null,
        investmentsEnabled: app.config.INVESTMENTS_ENABLED,
        privacy: {
          grievanceOfficer: {
            name: app.config.GRIEVANCE_OFFICER_NAME,
            email: app.config.GRIEVANCE_OFFICER_EMAIL,
            phone: app.config.GRIEVANCE_OFFICER_PHONE,
            responseDays: app.config.GRIEVANCE_RESPONSE_DAYS,
          },
          documentRetentionDays: app.config.DOCUMENT_RETENTION_DAYS,
        },
        marketplace: marketplaceConfigOf(app.config.marketplace),
        operator: app.config.operator,
        privacyNotice: {
          version: PRIVACY_NOTICE_VERSION,
          url: `${app.config.PUBLIC_ORIGIN ?? ''}${paths.privacyPolicy}`,
        },
      };
    },
  );

  app.post(
    '/auth/check-registration',
    {
      // Per address what many people behind one address need (docs/decisions/027): each answer
      // says whether an email and a phone have an account, as register's 409 does (docs/decisions/018),
      // so no more than registration allows. The web goes on to the documents step when this is
      // refused: the check is advisory.
      preHandler: app.limitByIp('check-registration', PER_ADDRESS_PER_HOUR, 3600),
      // Every problem at once, each on its field: the service parses the body itself (the schema
      // below is for the documentation), so a failed field does not hide a taken email.
      attachValidation: true,
      errorHandler: (error, request, reply) => sendError(error, request, reply, { success: false }),
      schema: {
        tags: ['registration'],
        summary: 'Check the first step of registration (the text fields) before the documents step',
        description:
          'JSON: the text fields of POST /auth/registerUserweb (address an object, businessCategory an ' +
          'array). Writes nothing. Every problem register would answer, at once, one `errors` item per ' +
          'field with register’s words and codes: the schema’s, PASSWORD_COMMON, EMAIL_TAKEN, PHONE_TAKEN, ' +
          'REFERRAL_CODE_INVALID, CATEGORY_UNKNOWN. The answer’s code is the first problem’s, or ' +
          'VALIDATION_FAILED (400) when 400s and 409s are mixed. 300 an hour per client address (429).',
        body: registrationSchema(rules),
        response: {
          200: registrationCheckAnswerSchema,
          ...errorResponses(400, 409, 429),
        },
      },
    },
    async (request) => {
      // The edge rule's refusal (a NUL, broken Unicode: docs/decisions/009) stands; the schema's
      // own failures are the service's to list with the rest.
      if (request.validationError instanceof AppError) throw request.validationError;
      await checkRegistration({ db: app.db, rules }, request.body as unknown);
      return { success: true as const, message: registrationMessages.detailsChecked };
    },
  );

  app.post(
    '/auth/registerUserweb',
    {
      preHandler: app.limitByIp(
        'register',
        PER_ADDRESS_PER_HOUR,
        3600,
        async (request) => (await getAuth(request))?.user.role === 'Admin',
      ),
      // Errors of this call carry `success: false` (docs/contract.md §5).
      errorHandler: (error, request, reply) => sendError(error, request, reply, { success: false }),
      schema: {
        tags: ['registration'],
        summary: 'Register a member with identity documents',
        description:
          'multipart/form-data: name, email, phone, password, confirmpassword, address (JSON text ' +
          '{area, city, state, country, pincode}), businessCategory (JSON array text of category ' +
          'names), businessName, businessAddress, businessDetaile, referralCode, fcmToken; an admin ' +
          'may add referrerPhone (the referring member’s phone; audited as create_user); the member’s ' +
          'own registration carries privacyConsent (true), noticeVersion (the current privacy notice’s) ' +
          'and optional marketingConsent (true/false), an admin’s none (the member accepts the notice ' +
          'at first sign-in); files ' +
          `${DOCUMENT_SLOTS.join(', ')} (JPEG, PNG or WebP by content, at most 5 MB each). ` +
          'All or nothing. 409 for a taken email or phone; 413 file too large; 415 not an image. A ' +
          'member’s own registration is signed in: the session cookie is set and the answer carries ' +
          'its token (as login’s), so the fee can be paid at once; an admin’s registration is not.',
        consumes: ['multipart/form-data'],
        multipartBody: z.object({
          ...registrationSchema(rules).shape,
          referrerPhone: phoneSchema.optional(),
          frontAadhar: fileField(),
          backAadhar: fileField(),
          profilePic: fileField(),
        }),
        response: {
          201: registrationAnswerSchema,
          ...errorResponses(400, 409, 413, 415),
        },
      },
    },
    async (request, reply) => {
      const auth = await getAuth(request);
      const admin = auth?.user.role === 'Admin' ? auth.user : undefined;
      const user = await withUploadSlot(async () =>
        registerMember(
          { db: app.db, storage: app.storage, rules },
          await readMultipart(request, DOCUMENT_SLOTS),
          admin,
        ),
      );
      if (admin) {
        return reply.code(201).send({ success: true as const, message: registrationMessages.registered, user });
      }
      // Signed in at once: the next step is the fee's checkout, then approval.
      const token = await openSession(app.db, user._id, { ip: request.ip, userAgent: request.headers['user-agent'] });
      setSessionCookie(request, reply, token, user.role);
      return reply.code(201).send({
        success: true as const,
        message: registrationMessages.registeredPayFee(formatPaise(app.config.REGISTRATION_FEE_PAISE)),
        token,
        user,
      });
    },
  );
};
