// Loaded on demand by the login form: the schema brings zod (~25 KB gzip), which the first page
// a visitor sees should not carry (docs/contract.md §10).
export { loginSchema } from '@sevak/shared';
