/** Mounts the learner-memory resources of issue 12 (one line in create-app, so the features stay apart). */
import type { Hono } from 'hono';
import type { AppEnv } from '../http/app-env';
import { accountDataRoutes } from './account-data/account-data.routes';
import { conversationsRoutes } from './conversations/conversations.routes';
import { learnerProfileRoutes } from './learner-profile/learner-profile.routes';
import { notebookRoutes } from './notebook/notebook.routes';
import { progressRoutes } from './progress/progress.routes';
import { reviewRoutes } from './review/review.routes';

export function learnerMemoryRoutes(app: Hono<AppEnv>) {
  app.route('/api/conversations', conversationsRoutes);
  app.route('/api/learner-profile', learnerProfileRoutes);
  app.route('/api/notebook', notebookRoutes);
  app.route('/api/review', reviewRoutes);
  app.route('/api/progress', progressRoutes);
  app.route('/api/account', accountDataRoutes);
}
