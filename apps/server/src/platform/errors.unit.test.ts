import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { AppError, registerErrorHandling } from './errors.js';

/** Every error answer carries a code from the list, with that code's status (docs/decisions/012). */
describe('error answers', () => {
  const answerTo = async (error: unknown) => {
    const app = Fastify();
    registerErrorHandling(app);
    app.get('/boom', async () => {
      throw error;
    });
    const res = await app.inject({ url: '/boom' });
    await app.close();
    return res;
  };
  const wrapped = (cause: unknown) =>
    Object.assign(new Error('Failed query: select 1\nparams: '), { query: 'select 1', params: [], cause });

  it.each([
    [
      'a backend terminated by the server (57P01)',
      Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
    ],
    [
      'the same, wrapped by drizzle',
      wrapped(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' })),
    ],
    [
      'a server still starting (57P03)',
      Object.assign(new Error('the database system is starting up'), { code: '57P03' }),
    ],
    [
      'a refused connection',
      wrapped(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })),
    ],
    ['a connection cut mid-query', new Error('Connection terminated unexpectedly')],
    ['a client broken earlier', new Error('Client has encountered a connection error and is not queryable')],
  ])('%s → 503 with Retry-After', async (_, error) => {
    const res = await answerTo(error);
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('1');
    expect(res.json()).toEqual({
      code: 'DATABASE_UNAVAILABLE',
      message: 'The service is briefly unavailable. Please try again in a moment.',
    });
  });

  it('an AppError answers with the status of its code, its field errors and Retry-After', async () => {
    const taken = await answerTo(AppError.onField('EMAIL_TAKEN', 'email', 'Email already exists'));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      code: 'EMAIL_TAKEN',
      message: 'Email already exists',
      errors: [{ path: 'email', msg: 'Email already exists', code: 'EMAIL_TAKEN' }],
    });
    const limited = await answerTo(new AppError('SIGN_IN_LOCKED', 'Wait', { retryAfterSeconds: 90 }));
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('90');
    expect(limited.json()).toEqual({ code: 'SIGN_IN_LOCKED', message: 'Wait' });
  });

  const fastifyError = (code: string, statusCode: number, message = 'Fastify words') =>
    Object.assign(new Error(message), { code, statusCode });
  it.each([
    [
      'a multipart file count over the limit',
      fastifyError('FST_FILES_LIMIT', 413),
      400,
      { code: 'TOO_MANY_FILES', message: 'Too many files' },
    ],
    [
      'a multipart field count over the limit',
      fastifyError('FST_FIELDS_LIMIT', 413),
      400,
      { code: 'TOO_MANY_FIELDS', message: 'Too many form fields' },
    ],
    [
      'a file over its size limit',
      fastifyError('FST_REQ_FILE_TOO_LARGE', 413),
      413,
      { code: 'FILE_TOO_LARGE', message: 'File too large' },
    ],
    [
      'a broken JSON body',
      fastifyError('FST_ERR_CTP_INVALID_JSON_BODY', 400),
      400,
      { code: 'BODY_NOT_JSON', message: 'Fastify words' },
    ],
    [
      'an unknown content type',
      fastifyError('FST_ERR_CTP_INVALID_MEDIA_TYPE', 415),
      415,
      { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Fastify words' },
    ],
    [
      'a wrong Content-Length',
      fastifyError('FST_ERR_CTP_INVALID_CONTENT_LENGTH', 400),
      400,
      { code: 'BAD_REQUEST', message: 'Fastify words' },
    ],
    [
      'a schema failure',
      Object.assign(fastifyError('FST_ERR_VALIDATION', 400), {
        validation: [{ instancePath: '/phone', message: 'Phone number must be exactly 10 digits.' }],
      }),
      400,
      {
        code: 'VALIDATION_FAILED',
        message: 'Phone number must be exactly 10 digits.',
        errors: [{ path: 'phone', msg: 'Phone number must be exactly 10 digits.' }],
      },
    ],
  ])('Fastify: %s → our code', async (_, error, status, body) => {
    const res = await answerTo(error);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual(body);
  });

  it('any other error → 500 with no detail', async () => {
    const res = await answerTo(
      wrapped(
        Object.assign(new Error('duplicate key value violates unique constraint "users_phone_key"'), { code: '23505' }),
      ),
    );
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 'INTERNAL', message: 'Something went wrong. Please try again.' });
  });
});
