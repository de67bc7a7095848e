/**
 * Everyday words that WordNet 3.1 (2011) does not have, which learners meet every day at work and online ('burnout',
 * 'social media', 'smartphone'): each with its part of speech, a definition and an example written for Parley. Looked up
 * only where WordNet has no entry (define-word.ts), and read as nouns when a phrase is picked (find-key-phrase.ts).
 * A test checks that WordNet still lacks each one, so this list never overrides it.
 */
import type { WordNetPos } from './read-wordnet';

export type NewerWord = { pos: WordNetPos; definition: string; example: string };

export const NEWER_WORDS: Readonly<Record<string, NewerWord>> = {
  burnout: { pos: 'noun', definition: 'the state of being so tired and stressed by work over a long time that you cannot go on working well', example: 'After two years of night shifts she was close to burnout.' },
  media: { pos: 'noun', definition: 'television, radio, newspapers and the internet, seen together as the ways news and information reach people', example: 'The media reported the story all week.' },
  'social media': { pos: 'noun', definition: 'websites and apps where people share posts, photos and messages with each other', example: 'I spend too much time on social media in the evening.' },
  smartphone: { pos: 'noun', definition: 'a mobile phone that works like a small computer, with apps and the internet', example: 'I read the news on my smartphone.' },
  app: { pos: 'noun', definition: 'a program that you download onto a phone or a computer to do one job', example: 'This app reminds me to drink water.' },
  selfie: { pos: 'noun', definition: 'a photo you take of yourself, usually with a phone', example: 'We took a selfie in front of the tower.' },
  influencer: { pos: 'noun', definition: 'a person who is paid or followed for showing products, ideas or a way of life to many people on social media', example: 'The influencer posted a video about the new shoes.' },
  hashtag: { pos: 'noun', definition: 'a word or phrase after the sign # in a post, so that people can find posts on the same subject', example: 'Add a hashtag so more people see your photo.' },
  emoji: { pos: 'noun', definition: 'a small picture, like a smiling face or a heart, that you put in a message', example: 'She answered with a laughing emoji.' },
  vlog: { pos: 'noun', definition: 'a blog made of videos, where someone films their life or opinions', example: 'He started a travel vlog last year.' },
  screenshot: { pos: 'noun', definition: 'a picture of what is on the screen of a phone or computer at one moment', example: 'Send me a screenshot of the error.' },
  chatbot: { pos: 'noun', definition: 'a computer program that answers people in written or spoken conversation', example: 'The bank’s chatbot helped me change my address.' },
  cyberbullying: { pos: 'noun', definition: 'hurting or frightening someone again and again with messages or posts online', example: 'The school has a plan to stop cyberbullying.' },
  multitasking: { pos: 'noun', definition: 'doing several things at the same time', example: 'Multitasking makes me slower, not faster.' },
  livestream: { pos: 'noun', definition: 'a video shown on the internet at the same time as it is filmed', example: 'Thousands of people watched the concert livestream.' },
  offline: { pos: 'adjective', definition: 'not connected to the internet', example: 'You can read the book offline on the plane.' },
  smartwatch: { pos: 'noun', definition: 'a watch that works like a small computer, showing messages and counting your steps', example: 'My smartwatch says I walked ten thousand steps.' },
  'remote work': { pos: 'noun', definition: 'work done from home or another place away from the office, with a computer and the internet', example: 'Remote work saves me two hours of travel a day.' },
};

/** The newer word, as asked ('Burnout', 'social media') or as a simple plural ('apps', 'selfies'). */
export function findNewerWord(word: string): (NewerWord & { lemma: string }) | null {
  const lower = word.trim().toLowerCase().replace(/\s+/g, ' ');
  for (const lemma of [lower, lower.replace(/s$/, '')]) {
    const found = NEWER_WORDS[lemma];
    if (found) return { ...found, lemma };
  }
  return null;
}
