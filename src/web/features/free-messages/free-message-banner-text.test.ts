import { describe, expect, it } from 'vitest';
import { freeMessageBannerText } from './free-message-banner-text';

describe('freeMessageBannerText', () => {
  it('stays hidden until one message is left', () => {
    expect(freeMessageBannerText(0)).toBeNull();
  });
  it('counts the remaining messages, then says the limit is reached', () => {
    expect(freeMessageBannerText(1)).toBe('You have 1 message remaining.');
    expect(freeMessageBannerText(2)).toBe("You've reached your free limit of 2 messages.");
    expect(freeMessageBannerText(7)).toBe("You've reached your free limit of 2 messages.");
    expect(freeMessageBannerText(3, 5)).toBeNull();
    expect(freeMessageBannerText(4, 6)).toBeNull();
    expect(freeMessageBannerText(5, 7)).toBeNull();
    expect(freeMessageBannerText(8, 10)).toBeNull();
    expect(freeMessageBannerText(9, 10)).toBe('You have 1 message remaining.');
  });
});
