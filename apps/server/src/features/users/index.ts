// The public face of users: what app.ts, the job runner and other features may use (docs/architecture.md).
// Everything else in this folder is the feature's own.
export { adminUserRoutes } from './admin-users.routes.js';
export { adminsRoutes } from './admins.routes.js';
export { profileRoutes } from './profile.routes.js';
export { accountDeletionRoutes } from './account-deletion.routes.js';
export { createAdmin, ensureFirstAdmin } from './admins.service.js';
