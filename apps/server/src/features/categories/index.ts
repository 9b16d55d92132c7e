// The public face of categories: what app.ts, the job runner and other features may use (docs/architecture.md).
// Everything else in this folder is the feature's own.
export { categoryRoutes } from './categories.routes.js';
export { createCategoryCache, seedCategories, type CategoryCache } from './categories.service.js';
export { findCategoryNames } from './categories.repo.js';
