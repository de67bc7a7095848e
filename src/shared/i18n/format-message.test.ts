import { describe, expect, it } from 'vitest';
import { formatMessage, formatMessageToParts } from './format-message';
import { MessageSyntaxError, messageArguments, parseMessage } from './parse-message';

describe('formatMessage', () => {
  it('fills arguments and formats numbers in the locale', () => {
    expect(formatMessage('en', 'Hello, {name}!', { name: 'Maya' })).toBe('Hello, Maya!');
    expect(formatMessage('en', '{n, number} words', { n: 12345 })).toBe('12,345 words');
    expect(formatMessage('fr', '{n, number} mots', { n: 12345 })).toMatch(/^12\s345 mots$/);
    const arabic = new Intl.NumberFormat('ar');
    expect(formatMessage('ar', '{n} كلمة', { n: 3 })).toBe(`${arabic.format(3)} كلمة`);
  });

  it('chooses plural forms by the language’s rules, exact values first', () => {
    const en = '{count, plural, =0 {No messages left} one {# message left} other {# messages left}}';
    expect(formatMessage('en', en, { count: 0 })).toBe('No messages left');
    expect(formatMessage('en', en, { count: 1 })).toBe('1 message left');
    expect(formatMessage('en', en, { count: 2 })).toBe('2 messages left');
    const ar = '{count, plural, zero {لا رسائل} one {رسالة واحدة} two {رسالتان} few {# رسائل} many {# رسالة} other {# رسالة}}';
    expect(formatMessage('ar', ar, { count: 2 })).toBe('رسالتان');
    const arabic = new Intl.NumberFormat('ar');
    expect(formatMessage('ar', ar, { count: 5 })).toBe(`${arabic.format(5)} رسائل`);
    expect(formatMessage('ar', ar, { count: 11 })).toBe(`${arabic.format(11)} رسالة`);
    const ja = '{count, plural, other {残り#件}}';
    expect(formatMessage('ja', ja, { count: 1 })).toBe('残り1件');
  });

  it('selects by value, falling back to other', () => {
    const pattern = '{plan, select, monthly {per month} yearly {per year} other {once}}';
    expect(formatMessage('en', pattern, { plan: 'yearly' })).toBe('per year');
    expect(formatMessage('en', pattern, { plan: 'weekly' })).toBe('once');
  });

  it('keeps apostrophes in words and quotes syntax characters', () => {
    expect(formatMessage('en', "Don't worry, it's fine")).toBe("Don't worry, it's fine");
    expect(formatMessage('en', "Use '{'braces'}' and ''quotes''")).toBe("Use {braces} and 'quotes'");
    expect(formatMessage('fr', 'C’est l’heure')).toBe('C’est l’heure');
  });

  it('wraps tagged text with the given element and keeps the text when none is given', () => {
    const parts = formatMessageToParts<{ link: string }>('en', 'Read our <terms>Terms</terms> first', { terms: (chunks) => ({ link: chunks.join('') }) });
    expect(parts).toEqual(['Read our ', { link: 'Terms' }, ' first']);
    expect(formatMessage('en', 'Read our <terms>Terms</terms> first')).toBe('Read our Terms first');
  });

  it('shows a missing argument by its name rather than failing', () => {
    expect(formatMessage('en', 'Hi {name}')).toBe('Hi {name}');
  });
});

describe('parseMessage', () => {
  it('refuses broken patterns with where they broke', () => {
    expect(() => parseMessage('Hi {name')).toThrow(MessageSyntaxError);
    expect(() => parseMessage('{n, plural, one {x}}')).toThrow(/other/);
    expect(() => parseMessage('<b>bold')).toThrow(/<\/b>/);
    expect(() => parseMessage('{n, date}')).toThrow(/unknown argument type/);
  });

  it('names the arguments and tags a message needs', () => {
    expect([...messageArguments(parseMessage('{count, plural, one {<b>#</b> by {name}} other {#}}'))].sort()).toEqual(['<b>', 'count', 'name']);
  });
});
