/**
 * Something the learner liked doing back then ('Me gustaba mucho nadar con mi padre', 'I used to love drawing'): whether
 * they still enjoy it; not 'Where does your father live?'. Each language with the messages it must read and those it
 * must leave, run as tests (liked-back-then.test.ts).
 */
import type { ToldRules } from './told-rule';

/** Words that end what was liked ('nadar con mi padre' -> 'nadar'). */
const STOP_ES = '(?:con|en|cuando|y|porque|mucho|muchísimo|todos|todas|cada|de|a|por|pero|que|los|las)';

export const LIKED_BACK_THEN: ToldRules = {
  en: {
    said: /\bI used to (?:really )?(?:love|like|enjoy) (?<doing>\p{L}+ing(?: (?!(?:with|in|at|when|and|because|every|on|for|but)\b)\p{L}+){0,2})/iu,
    acks: ['What a nice memory!', 'That sounds lovely.'],
    questions: ['Do you still enjoy {doing}?', 'What made you stop?'],
    examples: ['I used to love drawing when I was a child.', 'I used to really enjoy playing the piano.', 'As a teenager I used to like skating with my friends.'],
    counterExamples: ['I love drawing.', 'My sister used to love drawing.', 'Did you use to like skating?', 'I used to live in Rome.'],
  },
  es: {
    said: new RegExp(String.raw`(?<![\p{L}])(?<![Nn]o )me (?:gustaba|encantaba) (?:mucho |muchísimo )?(?<doing>\p{L}+(?:ar|er|ir)(?: (?!${STOP_ES}(?![\p{L}]))\p{L}+){0,2})`, 'iu'),
    acks: ['¡Qué bonito recuerdo! (What a lovely memory!)', '¡Qué bien! (How nice!)'],
    questions: ['¿Todavía te gusta {doing}? (Do you still enjoy it?)', '¿Por qué lo dejaste? (Why did you stop?)'],
    examples: ['Me gustaba mucho nadar con mi padre.', 'De niño me encantaba jugar al fútbol en la calle.', 'Me gustaba leer cómics.'],
    counterExamples: ['Me gusta nadar.', 'A mi hermana le gustaba nadar.', '¿Te gustaba nadar?', 'No me gustaba estudiar.'],
  },
};
