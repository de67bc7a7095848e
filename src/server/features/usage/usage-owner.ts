/** Whom a paid call is charged to: a signed-in user or a landing-page demo session. */
export type UsageOwner = { userId: string } | { demoSessionId: string };

/** The key of the owner's budget counters. */
export function ownerKey(owner: UsageOwner): string {
  return 'userId' in owner ? `user:${owner.userId}` : `demo:${owner.demoSessionId}`;
}

export function ownerFromCaller(caller: { kind: 'user'; userId: string } | { kind: 'demo'; demoSessionId: string }): UsageOwner {
  return caller.kind === 'user' ? { userId: caller.userId } : { demoSessionId: caller.demoSessionId };
}
