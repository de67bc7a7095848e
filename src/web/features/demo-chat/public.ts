/** What other features may use from `demo-chat` (the import boundary of docs/decisions/013-one-home-per-concept.md). */
import { lazy } from 'react';
import { readDemoAhead } from './api/demo-session';

/**
 * The demo, its code loaded on demand. Asking for the code also asks the server for the demo teacher, so the
 * greeting waits for whichever arrives last rather than for the code (and its words) and then the answer: on
 * a phone whose interface language makes the greeting the largest text in view (Chinese), it is the page's
 * largest contentful paint.
 */
export const DemoChat = lazy(() => {
  readDemoAhead();
  return import('./demo-chat');
});
