import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandling } from './errors.js';

/** A lost database connection is "try again" (503), not a failure of ours (500). */
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
  const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1\nparams: '), { query: 'select 1', params: [], cause });

  it.each([
    ['a backend terminated by the server (57P01)', Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' })],
    ['the same, wrapped by drizzle', wrapped(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }))],
    ['a server still starting (57P03)', Object.assign(new Error('the database system is starting up'), { code: '57P03' })],
    ['a refused connection', wrapped(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }))],
    ['a connection cut mid-query', new Error('Connection terminated unexpectedly')],
    ['a client broken earlier', new Error('Client has encountered a connection error and is not queryable')],
  ])('%s → 503 with Retry-After', async (_, error) => {
    const res = await answerTo(error);
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('1');
    expect(res.json()).toEqual({ code: 'DATABASE_UNAVAILABLE', message: 'The service is briefly unavailable. Please try again in a moment.' });
  });

  it('any other error → 500 with no detail', async () => {
    const res = await answerTo(wrapped(Object.assign(new Error('duplicate key value violates unique constraint "users_phone_key"'), { code: '23505' })));
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 'INTERNAL', message: 'Something went wrong. Please try again.' });
  });
});
