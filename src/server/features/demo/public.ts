/** What other features may use from `demo` (the import boundary of docs/decisions/013-one-home-per-concept.md). */
export { countDemoMessage } from './demo-session-store';
export { findDemoSession } from './demo-session-store';
export { readDemoToken } from './demo-cookie';
export { admitDemoVisitor, DEMO_USES } from './admit-demo-visitor';
