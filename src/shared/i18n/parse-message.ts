/**
 * A parser for the part of ICU MessageFormat the catalogues use: `{name}`, `{n, number}`,
 * `{n, plural, =0 {...} one {...} other {...}}` with `#`, `{x, select, a {...} other {...}}`, and
 * `<tag>...</tag>` around text that a screen wraps in an element (a link, bold). An apostrophe quotes only
 * before a syntax character (`'{'`), and `''` is one apostrophe, so "don't" needs no escaping.
 */
export type MessageNode =
  | string
  | { type: 'argument'; name: string }
  | { type: 'number'; name: string }
  | { type: 'pound' }
  | { type: 'plural'; name: string; options: Record<string, MessageNode[]> }
  | { type: 'select'; name: string; options: Record<string, MessageNode[]> }
  | { type: 'tag'; name: string; children: MessageNode[] };

const SYNTAX = new Set(['{', '}', '#', '<', "'"]);

export class MessageSyntaxError extends Error {}

export function parseMessage(pattern: string): MessageNode[] {
  let position = 0;

  function fail(reason: string): never {
    throw new MessageSyntaxError(`${reason} at ${position} in "${pattern}"`);
  }

  function skipSpace() {
    while (/\s/.test(pattern[position] ?? '')) position++;
  }

  function readName(): string {
    skipSpace();
    const match = /^[A-Za-z_][\w-]*/.exec(pattern.slice(position));
    if (!match) fail('expected a name');
    position += match[0].length;
    skipSpace();
    return match[0];
  }

  function parseNodes(inPlural: boolean, closingTag: string | null): MessageNode[] {
    const nodes: MessageNode[] = [];
    let text = '';
    const flush = () => {
      if (text) nodes.push(text);
      text = '';
    };
    while (position < pattern.length) {
      const char = pattern[position] as string;
      if (char === "'" && SYNTAX.has(pattern[position + 1] ?? '')) {
        if (pattern[position + 1] === "'") {
          text += "'";
          position += 2;
          continue;
        }
        const end = pattern.indexOf("'", position + 1);
        if (end === -1) fail('unclosed quote');
        text += pattern.slice(position + 1, end);
        position = end + 1;
        continue;
      }
      if (char === '}') break;
      if (char === '{') {
        flush();
        nodes.push(parseArgument());
        continue;
      }
      if (char === '#' && inPlural) {
        flush();
        nodes.push({ type: 'pound' });
        position++;
        continue;
      }
      if (char === '<' && /^<\/?[A-Za-z]/.test(pattern.slice(position))) {
        if (pattern[position + 1] === '/') {
          if (closingTag === null) fail('a closing tag without its opening');
          break;
        }
        flush();
        position++;
        const name = readName();
        if (pattern[position] !== '>') fail('expected >');
        position++;
        const children = parseNodes(inPlural, name);
        const closing = `</${name}>`;
        if (!pattern.startsWith(closing, position)) fail(`expected ${closing}`);
        position += closing.length;
        nodes.push({ type: 'tag', name, children });
        continue;
      }
      text += char;
      position++;
    }
    flush();
    return nodes;
  }

  function parseOptions(inPlural: boolean): Record<string, MessageNode[]> {
    const options: Record<string, MessageNode[]> = {};
    skipSpace();
    while (pattern[position] !== '}') {
      const match = /^(=\d+|[A-Za-z_][\w-]*)/.exec(pattern.slice(position));
      if (!match) fail('expected an option key');
      position += match[0].length;
      skipSpace();
      if (pattern[position] !== '{') fail('expected { after an option key');
      position++;
      options[match[0]] = parseNodes(inPlural, null);
      if (pattern[position] !== '}') fail('unclosed option');
      position++;
      skipSpace();
      if (position >= pattern.length) fail('unclosed argument');
    }
    if (!options.other) fail('an "other" option is required');
    return options;
  }

  function parseArgument(): MessageNode {
    position++; // {
    const name = readName();
    let node: MessageNode;
    if (pattern[position] === '}') {
      node = { type: 'argument', name };
    } else {
      if (pattern[position] !== ',') fail('expected , or }');
      position++;
      const kind = readName();
      if (kind === 'number') node = { type: 'number', name };
      else if (kind === 'plural' || kind === 'select') {
        if (pattern[position] !== ',') fail('expected , after the argument type');
        position++;
        node = { type: kind, name, options: parseOptions(kind === 'plural') };
      } else fail(`unknown argument type "${kind}"`);
    }
    skipSpace();
    if (pattern[position] !== '}') fail('expected }');
    position++;
    return node;
  }

  const nodes = parseNodes(false, null);
  if (position < pattern.length) fail('unexpected }');
  return nodes;
}

/** The names of the values a message needs (its arguments and tags), for checking translations against English. */
export function messageArguments(nodes: MessageNode[]): Set<string> {
  const names = new Set<string>();
  const visit = (list: MessageNode[]) => {
    for (const node of list) {
      if (typeof node === 'string' || node.type === 'pound') continue;
      names.add(node.type === 'tag' ? `<${node.name}>` : node.name);
      if (node.type === 'tag') visit(node.children);
      if (node.type === 'plural' || node.type === 'select') for (const option of Object.values(node.options)) visit(option);
    }
  };
  visit(nodes);
  return names;
}
