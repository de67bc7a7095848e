/**
 * "How do you say 45 in words?", "How do I write 1999 in English?": a number said as English says it, with 'and' after
 * the hundreds as British English has it, and a year read in pairs ('nineteen ninety-nine').
 */
const ONES = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

/** 0-99: 'forty-five', with a hyphen between the tens and the ones. */
function belowHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  const ones = n % 10;
  return `${TENS[Math.floor(n / 10)]}${ones ? `-${ONES[ones]}` : ''}`;
}

/** 0-999: 'three hundred and twelve'. */
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  if (!hundreds) return belowHundred(rest);
  return `${ONES[hundreds]} hundred${rest ? ` and ${belowHundred(rest)}` : ''}`;
}

/** 0-999,999 in words. */
export function numberInWords(n: number): string {
  const thousands = Math.floor(n / 1000);
  const rest = n % 1000;
  if (!thousands) return belowThousand(rest);
  const joiner = rest === 0 ? '' : rest < 100 ? ' and ' : ' ';
  return `${belowThousand(thousands)} thousand${rest ? `${joiner}${belowThousand(rest)}` : ''}`;
}

/** A year said in pairs: 1999 'nineteen ninety-nine', 2005 'two thousand and five', 2024 'twenty twenty-four'. */
function yearInWords(n: number): string {
  const first = Math.floor(n / 100);
  const last = n % 100;
  if (n >= 2000 && n < 2010) return numberInWords(n);
  if (last === 0) return `${belowHundred(first)} hundred`;
  return `${belowHundred(first)} ${last < 10 ? `oh ${ONES[last]}` : belowHundred(last)}`;
}

const ASKS = /^(?:(?:and|so|ok(?:ay)?|sorry)[,!.]?\s+)?(?:how (?:do|can|should) (?:you|i|we) (?:say|write|spell|read|pronounce)|what is|how is) (?:the (?:number|year) )?["'‘“]?(\d{1,3}(?:,\d{3})?|\d{1,6})["'’”]?(?: in (?:words|english|letters))?\s*\?*\s*$/i;

/** The answer to a number asked to be said in words, or null. */
export function answerNumberInWords(message: string): string | null {
  const match = ASKS.exec(message.trim());
  if (!match) return null;
  const n = Number(match[1]!.replace(/,/g, ''));
  if (!Number.isSafeInteger(n) || n > 999_999) return null;
  const words = numberInWords(n);
  const asYear = n >= 1100 && n <= 2099 && !match[1]!.includes(',') ? ` As a year, ${n} is said '${yearInWords(n)}'.` : '';
  return `${n.toLocaleString('en-GB')} is '${words}'.${asYear} Try it in a sentence of your own, say with a price, an age or a date.`;
}
