export * from './categories.js';
export * from './documents.js';
export * from './outbox.js';
export * from './password-resets.js';
export * from './post-offices.js';
export * from './rate-limits.js';
export * from './sessions.js';
export * from './users.js';
