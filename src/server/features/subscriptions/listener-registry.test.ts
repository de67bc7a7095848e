import { describe, expect, it } from 'vitest';
import { createListenerRegistry } from './listener-registry';

describe('listener registry', () => {
  it('a second unsubscribe of a closed stream never drops the listener another tab added since', () => {
    const registry = createListenerRegistry();
    const calls: string[] = [];
    const unsubscribeFirst = registry.subscribe('u1', () => calls.push('first'));
    unsubscribeFirst();
    registry.subscribe('u1', () => calls.push('second tab'));
    unsubscribeFirst();
    registry.notifyUser('u1');
    expect(calls).toEqual(['second tab']);
    expect(registry.countFor('u1')).toBe(1);
  });

  it('unsubscribes only itself, even when two streams share one listener function', () => {
    const registry = createListenerRegistry();
    let count = 0;
    const listener = () => {
      count += 1;
    };
    const unsubscribeA = registry.subscribe('u1', listener);
    registry.subscribe('u1', listener);
    unsubscribeA();
    unsubscribeA();
    registry.notifyUser('u1');
    expect(count).toBe(1);
  });

  it('tells only that user, or everyone on notifyAll', () => {
    const registry = createListenerRegistry();
    const calls: string[] = [];
    registry.subscribe('u1', () => calls.push('u1'));
    registry.subscribe('u2', () => calls.push('u2'));
    registry.notifyUser('u2');
    expect(calls).toEqual(['u2']);
    registry.notifyAll();
    expect(calls.sort()).toEqual(['u1', 'u2', 'u2']);
  });
});
