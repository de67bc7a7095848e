/**
 * Listeners per user. Each subscription gets its own unsubscribe, which acts once and removes only that
 * subscription: calling it twice can never drop a listener another tab added meanwhile.
 */
export type Listener = () => void;

export type ListenerRegistry = {
  subscribe: (userId: string, listener: Listener) => () => void;
  notifyUser: (userId: string) => void;
  notifyAll: () => void;
  countFor: (userId: string) => number;
};

export function createListenerRegistry(): ListenerRegistry {
  // A fresh entry object per subscription: the same function subscribed twice counts twice.
  const byUser = new Map<string, Set<{ listener: Listener }>>();
  const call = (entries: Iterable<{ listener: Listener }>) => {
    for (const { listener } of [...entries]) listener();
  };
  return {
    subscribe(userId, listener) {
      const entry = { listener };
      const set = byUser.get(userId) ?? new Set();
      set.add(entry);
      byUser.set(userId, set);
      let isSubscribed = true;
      return () => {
        if (!isSubscribed) return;
        isSubscribed = false;
        const current = byUser.get(userId);
        if (!current) return;
        current.delete(entry);
        if (current.size === 0) byUser.delete(userId);
      };
    },
    notifyUser: (userId) => call(byUser.get(userId) ?? []),
    notifyAll: () => {
      for (const set of [...byUser.values()]) call(set);
    },
    countFor: (userId) => byUser.get(userId)?.size ?? 0,
  };
}
