/**
 * "How do I say 1,250,000?", "How do you read 3.75?", "How do I say 2024?": a number in English words, as it is said
 * in British English ('and' before the tens), a decimal read digit by digit after 'point', and a four-digit number
 * that may be a year said both ways. Numbers are written the English way: ',' between thousands, '.' before decimals.
 */

const ONES = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const SCALES: ReadonlyArray<readonly [number, string]> = [[1e12, 'trillion'], [1e9, 'billion'], [1e6, 'million'], [1e3, 'thousand']];

function underHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  const tens = TENS[Math.floor(n / 10)]!;
  return n % 10 === 0 ? tens : `${tens}-${ONES[n % 10]}`;
}

function underThousand(n: number, isLast: boolean): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const parts = [hundreds > 0 ? `${ONES[hundreds]} hundred` : '', rest > 0 ? `${hundreds > 0 || isLast ? 'and ' : ''}${underHundred(rest)}` : ''];
  return parts.filter(Boolean).join(' ');
}

/** 1250000 -> 'one million, two hundred and fifty thousand'. */
export function numberInWords(n: number): string {
  if (n === 0) return 'zero';
  const groups: string[] = [];
  let rest = n;
  for (const [size, name] of SCALES) {
    const count = Math.floor(rest / size);
    if (count > 0) groups.push(`${underThousand(count, false)} ${name}`);
    rest %= size;
  }
  // 'and' before the last part when it is under a hundred and bigger parts came before ('one thousand and five').
  if (rest > 0) groups.push(groups.length > 0 && rest < 100 ? `and ${underHundred(rest)}` : underThousand(rest, false));
  return groups.join(', ').replace(/, and /, ' and ');
}

/** 1999 -> 'nineteen ninety-nine', 2005 -> 'two thousand and five', 2024 -> 'twenty twenty-four'. */
export function yearInWords(year: number): string {
  const [first, last] = [Math.floor(year / 100), year % 100];
  if (year >= 2000 && year < 2010) return numberInWords(year);
  if (last === 0) return `${underHundred(first)} hundred`;
  return `${underHundred(first)} ${last < 10 ? `oh ${ONES[last]}` : underHundred(last)}`;
}

/** How to say what the learner wrote ('1,250,000', '3.75', '2024'), or null for anything that is not such a number. */
export function sayANumber(written: string): string | null {
  const text = written.trim();
  if (!/^\d{1,3}(?:,\d{3})*(?:\.\d+)?$|^\d+(?:\.\d+)?$/.test(text)) return null;
  const [whole, decimals] = text.replace(/,/g, '').split('.');
  const n = Number(whole);
  if (!Number.isSafeInteger(n) || n >= 1e15) return null;
  const said = numberInWords(n);
  if (decimals) return `'${text}' is said ${said} point ${[...decimals].map((d) => ONES[Number(d)]).join(' ')}: after 'point', each digit on its own.`;
  if (/^\d{4}$/.test(text) && n >= 1100 && n < 2100) return `As a number, '${text}' is ${said}; as a year, we say ${yearInWords(n)}.`;
  return `'${text}' is said ${said}.${n >= 1000 && !text.includes(',') ? " In English, a comma goes between the thousands and a point before decimals: 1,250.5." : ''}`;
}
