/**
 * The learner's English (or Spanish) judged weak, and the wish to get better said with it ('My english is not good but I
 * want improve it', 'Mi español no es muy bueno pero quiero mejorar'): reassurance, and what they most want to be able to
 * do with the language; not an easy question from another topic. The judgement alone is self-doubt (react-to-message.ts).
 * Each language with the messages it must read and those it must leave, run as tests (told-events.test.ts,
 * told-kinds-in-conversation.test.ts).
 */
import type { ToldRules } from './told-rule';

export const WANTS_TO_IMPROVE: ToldRules = {
  en: {
    said: /\bmy (?:english|spoken english|grammar|vocabulary|pronunciation) (?:is (?:very |so |really |still |quite )?(?:bad|poor|weak|basic|terrible)|(?:is not|isn't) (?:very |so |that )?(?:good|great))\b[^.!?]*\b(?:but|and|so) (?:I )?(?:really )?(?:want|would like|'d like|need|hope|am trying|'m trying)(?: to)? (?:improve|learn|practi[sc]e|get better|be better|work on)\b(?! (?:French|German|Italian|Spanish|Chinese|Japanese|Portuguese|Arabic|Korean|Russian)\b)/i,
    acks: ['No need to worry: I understand you well, and that is exactly what we are here for.', 'That is the best reason to practise, and you are already doing it.'],
    questions: ['What would you most like to be able to do in English?', 'What do you need English for most: work, study or travel?'],
    examples: ['My english is not good but I want improve it.', 'My English is very bad, but I really want to learn.', 'My grammar is weak and I need to improve.'],
    counterExamples: ['My English is not good.', 'My English is good but I want to learn French.', 'My English is very basic but I want to learn German too.', 'My sister wants to improve her English.', 'Is my English good?'],
  },
  es: {
    said: /(?<![\p{L}])mi español (?:no )?es (?:muy |todavía |aún |bastante )?(?:malo|pobre|básico|bueno)(?![\p{L}])[^.!?]*(?<![\p{L}])(?:pero|y) (?:quiero|me gustaría|necesito|espero) (?:mejorar|aprender|practicar)(?![\p{L}])(?! (?:francés|inglés|alemán|italiano|chino|japonés)(?![\p{L}]))/iu,
    acks: ['No te preocupes, te entiendo muy bien, y para eso estamos aquí. (Don’t worry, I understand you well, and that is what we are here for.)'],
    questions: ['¿Qué te gustaría poder hacer en español? (What would you most like to be able to do in Spanish?)', '¿Para qué necesitas el español? (What do you need Spanish for?)'],
    examples: ['Mi español no es muy bueno pero quiero mejorar.', 'Mi español es malo, pero quiero aprender.'],
    counterExamples: ['Mi español no es muy bueno.', 'Mi hermano quiere mejorar su español.', '¿Mi español es bueno?'],
  },
};
