export * from './auth.js';
export * from './categories.js';
export * from './errors.js';
export * from './messages.js';
export * from './money.js';
export * from './paths.js';
export * from './roles.js';
export * from './time.js';
