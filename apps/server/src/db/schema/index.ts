export * from './categories.js';
export * from './rate-limits.js';
export * from './sessions.js';
export * from './users.js';
