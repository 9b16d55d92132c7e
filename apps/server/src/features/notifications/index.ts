// The public face of notifications: what app.ts, the job runner and other features may use (docs/architecture.md).
// Everything else in this folder is the feature's own.
export { notificationRoutes } from './notifications.routes.js';
export { createNotificationHub, type NotificationHub } from './notifications.hub.js';
export { createPushSender, loadFirebasePushClient } from './push.js';
export { registerServiceWorkerRoute } from './service-worker.js';
export { notices } from './notices.js';
export { announceMessage, notify, notifyAdmins, toNotificationView } from './notifications.service.js';
export { deleteNotificationsOfUser } from './notifications.repo.js';
