/** Whether the learner's typed answer is the better version: case, spacing, curly quotes and end punctuation aside. */
export function isSameAnswer(typed: string, better: string): boolean {
  const normal = (text: string) =>
    text
      .toLowerCase()
      .replace(/[\u2018\u2019]/g, "'")
      .replace(/[.!?¡¿,;:"\u201c\u201d]/g, '')
      .replace(/\s+/g, ' ')
      .trim();
  return normal(typed) !== '' && normal(typed) === normal(better);
}
