/** Mounts the learner-memory resources of issue 12 (one line in create-app, so the features stay apart). */
import type { Hono } from 'hono';
import type { AppEnv } from '../http/app-env';
import { conversationsRoutes } from './conversations/conversations.routes';

export function learnerMemoryRoutes(app: Hono<AppEnv>) {
  app.route('/api/conversations', conversationsRoutes);
}
