import { formatSmallWhole } from './format-number';
import { type MessageNode, parseMessage } from './parse-message';

/** What a message's `{name}` and `<tag>` take: text and numbers, and for rich text elements and wrappers. */
export type MessageValues<T = never> = Record<string, string | number | T | ((chunks: (string | T)[]) => T)>;

const parsed = new Map<string, MessageNode[]>();
const pluralRules = new Map<string, Intl.PluralRules>();
const numberFormats = new Map<string, Intl.NumberFormat>();

function parseOnce(pattern: string): MessageNode[] {
  let nodes = parsed.get(pattern);
  if (!nodes) {
    nodes = parseMessage(pattern);
    parsed.set(pattern, nodes);
  }
  return nodes;
}

function formatNumber(locale: string, value: number): string {
  // A count under 1,000 is its digits in every interface language: no Intl.NumberFormat (70-110 ms the first time).
  const digits = formatSmallWhole(value);
  if (digits !== null) return digits;
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale);
    numberFormats.set(locale, format);
  }
  return format.format(value);
}

function pluralCategory(locale: string, value: number): string {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    pluralRules.set(locale, rules);
  }
  return rules.select(value);
}

/**
 * A message's parts in `locale`: text, and for rich messages the elements its tags and values made.
 * Adjacent text is joined, so a plain message is one string.
 */
export function formatMessageToParts<T>(locale: string, pattern: string, values: MessageValues<T> = {}): (string | T)[] {
  const parts: (string | T)[] = [];
  const push = (part: string | T) => {
    const last = parts.length - 1;
    if (typeof part === 'string' && typeof parts[last] === 'string') parts[last] = `${parts[last]}${part}`;
    else if (part !== '') parts.push(part);
  };

  const render = (nodes: MessageNode[], pound: number | null, into: (part: string | T) => void) => {
    for (const node of nodes) {
      if (typeof node === 'string') {
        into(node);
        continue;
      }
      if (node.type === 'pound') {
        into(pound === null ? '#' : formatNumber(locale, pound));
        continue;
      }
      if (node.type === 'tag') {
        const wrap = values[node.name];
        const chunks: (string | T)[] = [];
        render(node.children, pound, (part) => chunks.push(part));
        if (typeof wrap === 'function') into((wrap as (chunks: (string | T)[]) => T)(chunks));
        else for (const chunk of chunks) into(chunk);
        continue;
      }
      const value = values[node.name];
      if (node.type === 'argument') {
        if (value === undefined || value === null) into(`{${node.name}}`);
        else into(typeof value === 'number' ? formatNumber(locale, value) : (value as string | T));
      } else if (node.type === 'number') {
        into(formatNumber(locale, Number(value)));
      } else if (node.type === 'plural') {
        const count = Number(value);
        const option = node.options[`=${count}`] ?? node.options[pluralCategory(locale, count)] ?? node.options.other ?? [];
        render(option, count, into);
      } else {
        const option = node.options[String(value)] ?? node.options.other ?? [];
        render(option, pound, into);
      }
    }
  };

  render(parseOnce(pattern), null, push);
  return parts;
}

/** A message as plain text in `locale`; tags keep their text and lose their markup. */
export function formatMessage(locale: string, pattern: string, values: MessageValues<never> = {}): string {
  return formatMessageToParts<never>(locale, pattern, values).join('');
}
