/**
 * "Is 'read' pronounced the same in past and present?", "Is 'record' the noun said like the verb?": English words
 * spelt one way and said two ways, each way with when it is used, how it sounds, its phonetic symbols and a
 * sentence. A dictionary's facts, not a verdict; the question's shapes and what they must leave alone are tested in
 * words-said-two-ways.test.ts.
 */
import { capitalizeFirst } from '../choose-variant';

type Way = { when: string; sounds: string; ipa: string; example: string };
export type WordSaidTwoWays = { word: string; ways: readonly [Way, Way]; note: string };

export const WORDS_SAID_TWO_WAYS: readonly WordSaidTwoWays[] = [
  { word: 'read', ways: [{ when: 'in the present, and after to or will', sounds: 'reed', ipa: '/riːd/', example: 'I read every night.' }, { when: 'in the past, and after have', sounds: 'red, like the colour', ipa: '/red/', example: 'I read it yesterday.' }], note: 'The spelling never changes, so the time words around it tell the listener which one you mean.' },
  { word: 'lead', ways: [{ when: 'as a verb, to go first or guide', sounds: 'leed', ipa: '/liːd/', example: 'She will lead the team.' }, { when: 'as the heavy grey metal', sounds: 'led', ipa: '/led/', example: 'an old lead pipe' }], note: "The verb's past is spelt led, and it sounds just like the metal." },
  { word: 'live', ways: [{ when: 'as a verb, to have your home or your life', sounds: 'liv, rhyming with give', ipa: '/lɪv/', example: 'I live in Madrid.' }, { when: 'as an adjective, happening now or alive', sounds: 'lyve, rhyming with five', ipa: '/laɪv/', example: 'We watched the match live.' }], note: 'After I, you, we or they it is the verb; before a noun like music or match it is the adjective.' },
  { word: 'wind', ways: [{ when: 'as a noun, moving air', sounds: 'wind, rhyming with pinned', ipa: '/wɪnd/', example: 'a cold wind' }, { when: 'as a verb, to turn or twist', sounds: 'wynd, rhyming with kind', ipa: '/waɪnd/', example: 'The road winds up the hill.' }], note: 'Its past, wound, is said like found.' },
  { word: 'tear', ways: [{ when: 'as a noun, a drop from your eye', sounds: 'teer, rhyming with here', ipa: '/tɪə/', example: 'a tear of joy' }, { when: 'as a verb, to rip', sounds: 'tair, rhyming with there', ipa: '/teə/', example: "Don't tear the page." }], note: 'The verb keeps its sound in tore and torn.' },
  { word: 'close', ways: [{ when: 'as an adjective, near', sounds: 'klohss, with a hissing s', ipa: '/kləʊs/', example: 'We live close to the sea.' }, { when: 'as a verb, to shut', sounds: 'klohz, with a buzzing z', ipa: '/kləʊz/', example: 'Please close the door.' }], note: 'Only the last sound changes: s for near, z for shut.' },
  { word: 'use', ways: [{ when: 'as a noun', sounds: 'yooss, with a hissing s', ipa: '/juːs/', example: "It's no use." }, { when: 'as a verb', sounds: 'yooz, with a buzzing z', ipa: '/juːz/', example: 'I use it every day.' }], note: 'In used to, for a past habit, it is yoost: I used to swim.' },
  { word: 'record', ways: [{ when: 'as a noun', sounds: 'REK-ord, stressed on the first syllable', ipa: '/ˈrekɔːd/', example: 'a world record' }, { when: 'as a verb', sounds: 'ri-KORD, stressed on the second', ipa: '/rɪˈkɔːd/', example: 'We record every lesson.' }], note: 'Many two-syllable words work like this: the noun is stressed first, the verb second.' },
  { word: 'present', ways: [{ when: 'as a noun, a gift, or an adjective, here now', sounds: 'PREZ-ent, stressed on the first syllable', ipa: '/ˈprezənt/', example: 'a birthday present' }, { when: 'as a verb, to show or give formally', sounds: 'pri-ZENT, stressed on the second', ipa: '/prɪˈzent/', example: "I'll present the results." }], note: 'Many two-syllable words work like this: the noun is stressed first, the verb second.' },
  { word: 'object', ways: [{ when: 'as a noun, a thing', sounds: 'OB-jekt, stressed on the first syllable', ipa: '/ˈɒbdʒɪkt/', example: 'a small object' }, { when: 'as a verb, to say you disagree', sounds: 'ob-JEKT, stressed on the second', ipa: '/əbˈdʒekt/', example: 'Nobody objected.' }], note: 'Many two-syllable words work like this: the noun is stressed first, the verb second.' },
  { word: 'increase', ways: [{ when: 'as a noun', sounds: 'IN-kreess, stressed on the first syllable', ipa: '/ˈɪŋkriːs/', example: 'a price increase' }, { when: 'as a verb', sounds: 'in-KREESS, stressed on the second', ipa: '/ɪnˈkriːs/', example: 'Prices increase every year.' }], note: 'Many two-syllable words work like this: the noun is stressed first, the verb second.' },
  { word: 'permit', ways: [{ when: 'as a noun, a document', sounds: 'PUR-mit, stressed on the first syllable', ipa: '/ˈpɜːmɪt/', example: 'a work permit' }, { when: 'as a verb, to allow', sounds: 'per-MIT, stressed on the second', ipa: '/pəˈmɪt/', example: 'Smoking is not permitted.' }], note: 'Many two-syllable words work like this: the noun is stressed first, the verb second.' },
  { word: 'desert', ways: [{ when: 'as a noun, a dry sandy place', sounds: 'DEZ-ert, stressed on the first syllable', ipa: '/ˈdezət/', example: 'the Sahara desert' }, { when: 'as a verb, to leave someone', sounds: 'di-ZURT, stressed on the second, like dessert', ipa: '/dɪˈzɜːt/', example: 'He deserted his friends.' }], note: 'The sweet course after a meal, dessert, has two s letters and the second sound.' },
  { word: 'minute', ways: [{ when: 'as a noun, sixty seconds', sounds: 'MIN-it', ipa: '/ˈmɪnɪt/', example: 'Wait a minute.' }, { when: 'as an adjective, very small', sounds: 'my-NYOOT', ipa: '/maɪˈnjuːt/', example: 'minute details' }], note: 'The adjective is rare; in everyday talk you almost always mean sixty seconds.' },
  { word: 'bow', ways: [{ when: 'as bending forward, or the front of a ship', sounds: 'bow, rhyming with now', ipa: '/baʊ/', example: 'The actors took a bow.' }, { when: 'as a knot of ribbon, or what shoots arrows', sounds: 'boh, rhyming with go', ipa: '/bəʊ/', example: 'a bow and arrow' }], note: 'Only the meaning tells them apart, so listen to the words around it.' },
  { word: 'content', ways: [{ when: "as a noun, what's inside", sounds: 'KON-tent, stressed on the first syllable', ipa: '/ˈkɒntent/', example: 'the content of the course' }, { when: 'as an adjective, happy enough', sounds: 'kun-TENT, stressed on the second', ipa: '/kənˈtent/', example: "I'm content with my life." }], note: 'Many two-syllable words work like this: the noun is stressed first, the other second.' },
];

const WORDS = WORDS_SAID_TWO_WAYS.map((entry) => entry.word).join('|');
/** Asks how the word sounds ('pronounced', 'say', 'sound')... */
const ASKS_SOUND = /\b(?:pronounc\w*|said|say|sounds?|stress(?:ed)?)\b/i;
/** ...and sets two of its uses side by side ('past and present', 'the noun and the verb', 'the same', 'two ways'). */
const SETS_SIDE_BY_SIDE = /\b(?:the same|same way|different(?:ly)?|two (?:ways|pronunciations|sounds)|both|past|present tense|in the present|noun|verb|adjective)\b/i;
/** The word itself, named as the word asked about: quoted, or right after the verb that asks. */
export const NAMED_WORD_SAID_TWO_WAYS = new RegExp(String.raw`["'‘“](${WORDS})["'’”]|\b(?:pronounce|say|is|are|word) (?:the (?:word|verb|noun) )?(${WORDS})\b|\b(${WORDS}) (?:is |are )?(?:pronounced|said)\b`, 'i');

/** The word asked about, when the question sets two of its ways side by side; else null. `soundImplied`: asked of the pronunciation coach. */
export function findWordSaidTwoWays(question: string, options: { soundImplied?: boolean } = {}): WordSaidTwoWays | null {
  const named = NAMED_WORD_SAID_TWO_WAYS.exec(question);
  // Asked of the pronunciation coach ("What about 'record', the noun and the verb?"), the question is about its sound.
  if (!named || (!options.soundImplied && !ASKS_SOUND.test(question)) || !SETS_SIDE_BY_SIDE.test(question.replace(named[0], ' '))) return null;
  const word = (named[1] ?? named[2] ?? named[3])!.toLowerCase();
  return WORDS_SAID_TWO_WAYS.find((entry) => entry.word === word) ?? null;
}

/** Both ways, each with when it is used, how it sounds and a sentence, then the note; 'No,' first when asked whether they are the same, 'Yes,' when whether they differ. */
export function describeTwoWays(entry: WordSaidTwoWays, question: string): string {
  const ways = entry.ways.map((way) => capitalizeFirst(`${way.when}, it sounds like ${way.sounds} (${way.ipa}): ${way.example.replace(/[.!?]$/, '')}.`));
  const yesOrNo = /^(?:is|are|do|does)\b/i.test(question.trim()) ? (/\bdifferent(?:ly)?\b/i.test(question) ? 'Yes' : /\b(?:same|like)\b/i.test(question) ? 'No' : null) : null;
  return `${yesOrNo ? `${yesOrNo}, '${entry.word}'` : `'${capitalizeFirst(entry.word)}'`} is said two ways. ${ways.join(' ')} ${entry.note}`;
}
