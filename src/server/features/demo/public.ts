/** What other features may use from `demo` (the import boundary of docs/decisions/013-one-home-per-concept.md). */
export { countDemoMessage } from './demo-session-store';
export { findDemoSession } from './demo-session-store';
export { DEMO_COOKIE, readDemoToken } from './demo-cookie';
export { admitDemoVisitor, DEMO_USES } from './admit-demo-visitor';
export { keepDemoTurnPart, takeDemoTurns } from './demo-turns';
