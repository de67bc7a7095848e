/** Laughter or a smiley at the end of a message ("so I will sleep a lot haha") is not part of what the learner did or plans. */
export function withoutLaughter(text: string): string {
  // Lower case or shouted, never a capitalised word: 'my cat is called Haha' keeps its name.
  return text.replace(/(?:[\s,.!]+(?:(?:ha){2,}h?|(?:HA){2,}H?|(?:he){2,}|(?:ja){2,}|(?:JA){2,}|lol|LOL|lmao|LMAO|xd|XD|:\)|:D|:d|;\)|:p|:P))+[\s.!]*$/u, '').trim() || text;
}
