// The public face of conversations (docs/decisions/038): what app.ts may use (docs/architecture.md).
export { conversationRoutes } from './conversations.routes.js';
export { stillUnread } from './conversations.service.js';
