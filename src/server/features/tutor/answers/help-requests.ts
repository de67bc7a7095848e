/**
 * "Can you help me with my essay?", "Could you help me with my pronunciation?": what the learner wants help with,
 * sorted into what the teacher can do about it, as data. Each kind says how the teacher helps and the first step,
 * and has the requests it must catch; requests it must leave are tested with the rule that finds them.
 */

export type HelpKind = 'text' | 'pronunciation' | 'grammar' | 'words' | 'language';

export type HelpTopic = { kind: HelpKind; about: RegExp; examples: readonly string[] };

/** The words after "help me with" that name a thing to write, a sound, grammar, words, or the language itself. */
export const HELP_TOPICS: readonly HelpTopic[] = [
  { kind: 'text', about: /\b(?:essays?|e-?mails?|letters?|cover letters?|cv|résumé|resume|reports?|paragraphs?|texts?|stor(?:y|ies)|homework|assignments?|writing|articles?|messages?|posts?|application|(?:first|opening|last|closing) (?:line|sentence|paragraph)s?(?! of (?:my|the|a|our) (?:presentation|speech|talk|pitch))|conclusion|subject line|draft|ensayos?|correos?|cartas?|textos?|p[aá]rrafos?|deberes|tareas?|redacci[oó]n)\b/iu, examples: ['my essay', 'an email to my boss', 'my cover letter', 'my homework', 'my first line'] },
  { kind: 'pronunciation', about: /\b(?:pronunciation|pronounc\p{L}*|accent|sounds?|th|intonation|pronunciaci[oó]n|acento)\b/iu, examples: ['my pronunciation', 'the th sound', 'my accent'] },
  { kind: 'grammar', about: /\b(?:grammar|tenses?|verbs?|articles|prepositions|conditionals?|gram[aá]tica|verbos?|subjuntivo)\b/iu, examples: ['my grammar', 'English tenses', 'prepositions'] },
  { kind: 'words', about: /\b(?:vocabulary|vocab|words|phrases|idioms|expressions|vocabulario|palabras)\b/iu, examples: ['my vocabulary', 'new words'] },
  { kind: 'language', about: /\b(?:english|spanish|speaking|conversation|listening|fluency|learning|ingl[eé]s|español|hablar|conversaci[oó]n)\b/iu, examples: ['my English', 'speaking', 'my Spanish'] },
];

/** "Can you help me (with) X?", "I need help with X", "Could you help me write X?", "¿Me puedes ayudar con X?": group 1 is X. */
export const ASKS_FOR_HELP = /^(?:(?:can|could|would|will) you (?:please )?(?:help|assist) me|please help me|help me|i (?:need|want|would like|'d like) (?:some |your )?help|(?:can|could) i (?:get|have) (?:some |your )?help|¿?(?:me )?(?:puedes|podr[ií]as) ayudar(?:me)?|¿?necesito (?:tu )?ayuda)\s*(?:(?:with|on|for|to|con|en|a|para)\s+)?(.*?)(?:,?\s*(?:please|por favor))?\s*[?.!]*$/iu;

/** "Can you check my cover letter?": asked of a text only (checking an answer or a level is asked elsewhere); group 1 is the text. */
export const ASKS_TO_READ = /^(?:(?:ok(?:ay)?|so|and)[,!.]?\s+)?(?:(?:can|could|would|will) you (?:please )?|please )(?:check|correct|look at|look over|read|proofread|review|go through)\s+((?:my|our|a|an|this) [^?.!]*?|it|this|that)(?: for me)?(?:,?\s*please)?\s*[?.!]*$|^¿?\s*(?:me )?(?:puedes|podr[ií]as) (?:corregir|revisar|leer)(?:me)?\s+((?:mi|mis|este|esta|un|una) .*?)(?:,?\s*por favor)?\s*[?.!]*$|^¿?\s*(?:me (?:lo|la) |(?:lo|la) )?(?:puedes|podr[ií]as) (?:corregir|revisar|leer)(?:me)?(lo|la)?(?:,?\s*por favor)?\s*[?.!]*$/iu;

/** 'it', 'this', 'lo': the text pointed at, not named (the learner's last message, when it was one). */
export const POINTED_TEXT = /^(?:it|this|that|lo|la|)$/i;

/** "I need to write an email to my boss to ask for a day off": a text still to write, said as a need; group 1 is all of it. */
export const NEEDS_TO_WRITE = /^(?:(?:hi|hello|hey|so|ok(?:ay)?)[,!.]?\s+)?i (?:need|have|want|must|'ve got) to write (?:an? |the |my |some )?((?:e-?mail|letter|cover letter|report|message|essay|application|complaint)\b[^.?!]*)[.!]?\s*$/i;

/** "Can you write me an email for this?", "Could you write it for me?": a text to write, asked of the teacher; written together. */
export const WRITE_IT_FOR_ME = /^(?:(?:ok(?:ay)?|so|and|then|please)[,!.]?\s+)?(?:(?:can|could|would|will) you (?:please )?(?:write|draft)(?: (?:me|it|this|that|him|her|them))?(?: (?:an?|the|this|that|my))?(?: (?:e-?mail|letter|message|reply|note|answer)s?)?(?: (?:for|to) (?:me|this|it|him|her|them|my \p{L}+))?|write (?:it|the e-?mail|an e-?mail|the letter|a letter) for me)(?:,? please)?\s*[?.!]*$/iu;

/** "help me write...": a text still to write, not one to paste. */
export const TO_WRITE = /^(?:to )?(?:write|writing|draft|drafting|start|starting)\b/i;

/** What the learner wants help with, if the message asks for help ("Can you help me?" alone: with the language). */
export function findHelpRequest(message: string): { kind: HelpKind | 'other'; about: string } | null {
  if (WRITE_IT_FOR_ME.test(message.trim()) && /\b(?:write|draft)\b/i.test(message)) return { kind: 'text', about: 'write it' };
  const needed = NEEDS_TO_WRITE.exec(message.trim());
  if (needed) return { kind: 'text', about: `write ${needed[1]!}` };
  const toRead = ASKS_TO_READ.exec(message.trim());
  const read = (toRead?.[1] ?? toRead?.[2] ?? toRead?.[3] ?? (toRead ? '' : undefined))?.replace(/\s+for me$/i, '');
  if (read !== undefined && POINTED_TEXT.test(read)) return { kind: 'text', about: read.toLowerCase() };
  if (read) return HELP_TOPICS.some((topic) => topic.kind === 'text' && topic.about.test(read)) ? { kind: 'text', about: read } : null;
  const asked = ASKS_FOR_HELP.exec(message.trim());
  if (!asked) return null;
  const about = asked[1]!.trim();
  if (!about) return { kind: 'language', about: '' };
  return { kind: HELP_TOPICS.find((topic) => topic.about.test(about))?.kind ?? 'other', about };
}
