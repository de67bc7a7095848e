/**
 * Questions about the learner and their learning, tried before the word questions of detect-question.ts:
 * "Do you remember my job?", "Can you make a plan for me?", "What is my level?", "How do I use the past
 * perfect?", "Can you correct my mistakes?". Each rule is data with the questions it must catch and the ones it must leave to other rules.
 * Group 1 of a pattern is the subject the answer works from.
 */
import { ASKS_PHRASAL_VERBS_FOR } from './phrasal-verbs-by-topic';
import { PHRASAL_VERBS_BY_VERB } from './phrasal-verbs-by-verb';
import { GRAMMAR_GUIDE_NAMES } from './grammar-guides';
import { REQUEST_START } from './soften-sentence';

export type ConversationQuestionKind = 'recall' | 'study-plan' | 'level' | 'grammar-use' | 'corrections' | 'pronunciation-check' | 'speak-slowly' | 'in-english' | 'no-microphone' | 'register' | 'answer-feedback' | 'topic-suggestion' | 'borrow-request' | 'make-shorter';

export type ConversationQuestionRule = {
  kind: ConversationQuestionKind;
  pattern: RegExp;
  /** A message that fits the pattern but asks something else (a difference between two forms). */
  unless?: RegExp;
  /** The subject when the words name none ('When do we use "the"?' asks about the articles). */
  subject?: string;
  examples: readonly string[];
  counterExamples: readonly string[];
};

const GRAMMAR_NAMES = GRAMMAR_GUIDE_NAMES.map((n) => n.replace(/ /g, '\\s+')).join('|');
const QUOTE = `["'‘’“”]?`;
/** A request quoted whole ('"Give me the report"', '"I want a coffee"'), not a word or set phrase. */
const QUOTED_REQUEST = `["“'‘](?=${REQUEST_START})[^"”]{4,}?["”'’]`;
const TONE = 'polite|formal|informal|rude|direct|friendly|professional|impolite|casual';
/** Where it is said: 'in a cafe', 'to my boss'. */
const SETTING = `(?:in|at|for|to|with|when) [\\p{L}' ]{1,30}`;
const MANNER = 'more polite(?:ly)?|politely|more formal(?:ly)?|formally|in a (?:more )?(?:polite|formal|nicer|softer|friendlier) way|more nicely|nicer|more softly';

export const CONVERSATION_QUESTION_RULES: readonly ConversationQuestionRule[] = [
  {
    kind: 'recall',
    pattern: /\b(?:do|can|did|would|will) you (?:still |even )?(remember|recall)\b(?=.*\b(?:my|me|i|i'm|i am)\b)|\bdo you (know) (?:my|where i (?:live|work|come from)|what i do|how old i am|when my)\b|(?<!\b(?:i|we|they|he|she|still|always|also|often|never)\s)\b(remember) (?:my|what i|where i|when i|how old i)\b|\bwhat do you (know|remember) about me\b|\bwhat did i (tell|say to) you\b|\b(?:which|what) (?:role|job|position|city|country|score|band) did i (say|tell you|mention)\b(?![^?]*\b(?:in|of) (?:the|my) (?:\w+ )?(?:cover letter|letter|paragraph|email|e-mail|text|essay|introduction)\b)|\bwhat did i (say|tell you) (?:about )?my\b/i,
    examples: ['Which role did I say I am applying for?', 'Do you remember what my job is?', 'Can you remember where I live?', 'Remember my name?', 'What do you know about me?', 'Do you know how old I am?', 'What did I say my job was?'],
    counterExamples: ['Which position did I mention in the cover letter, the manager one?', 'Which country did I mention in the second paragraph?', 'Do you remember your first day as a teacher?', 'Do you know what I mean?', 'I like it because I remember my childhood there.', 'We still remember my first trip.'],
  },
  {
    kind: 'recall',
    pattern: /^(?:so |and |ok |okay |sorry,? |remind me,? )?(?:what(?:'s| is| was) my (name|job|age|target (?:score|band)|(?:city|town|hometown|country|score|band)(?= again\b|\s*\?\s*$))|where (?:do i (live|work|come from)|am i from)|how (old) am i|how (old) (?:is|are) my (?:son|daughter|children|kids|boys|girls|brother|sister|brothers|sisters)|when is my (exam|test|interview)|what do i (do)(?: for (?:a )?(?:living|work))?)\b[^?]*\?/i,
    examples: ['Remind me, when is my test?', "What's my job again?", 'Where do I live, do you remember?', 'How old am I?', 'How old are my children?', 'When is my exam?', 'What was my city again?', 'What is my target score again?'],
    counterExamples: ['Where do I find the exercises?', 'What is my band score?', 'What was my band in the last test?', 'What is my country famous for?', "What's my city called in German?"],
  },
  {
    // The same asked of Lucía in Spanish.
    kind: 'recall',
    pattern: /(?:te acuerdas|recuerdas|sabes)(?: de)? (?:cómo me llamo|mi (?:nombre|trabajo|edad|ciudad|profesión)|dónde (?:vivo|trabajo)|de dónde soy|en qué trabajo|a qué me dedico|qué (?:hago|estudio)|cuántos años tengo|cuál es mi (?:nombre|trabajo|ciudad|edad|profesión)|lo que te (?:dije|conté)|cómo se llaman? (?:mi|mis) (?:perr[oa]s?|gat[oa]s?|mascotas?)|(?:mi|mis) (?:perr[oa]s?|gat[oa]s?|mascotas?)|cuántos años (?:tiene|tienen) (?:mi|mis) (?:hij[oa]s?|herman[oa]s?))(?![\p{L}])|^¿?\s*cuántos años (?:tiene|tienen) (?:mi|mis) (?:hij[oa]s?|herman[oa]s?)\s*\?|(?<![\p{L}])(?:qué|lo que) (?:sabes|recuerdas) de mí(?![\p{L}])|^¿?\s*(?:cómo me llamo|dónde vivo|en qué trabajo|a qué me dedico|cuántos años tengo|cuál es mi (?:nombre|trabajo))\s*\?/iu,
    examples: ['¿Cuántos años tienen mis hijos?', '¿Te acuerdas de cómo se llama mi perro?', '¿Te acuerdas de cómo me llamo?', '¿Recuerdas dónde vivo?', '¿Te acuerdas de cuál es mi trabajo?', '¿Qué sabes de mí?', '¿Sabes cuántos años tengo?', '¿Cómo me llamo?'],
    counterExamples: ['¿Te acuerdas de tu primer día de clase?', '¿Sabes cocinar?', '¿Recuerdas la canción?', 'No sé dónde vivo mejor, aquí o allí.'],
  },
  {
    // 'Recuerdas cuántos hijos tengo?', 'Te acuerdas de qué país vinieron mis primos?', '¿Y dónde vivo?': what the learner
    // told, asked with a question word, or short after another such question.
    kind: 'recall',
    pattern: /^¿?\s*(?:y |entonces |pero )?(?:(?:te acuerdas|recuerdas)(?: de)? (?:qu[eé]|cu[aá]nt[oa]s?|c[oó]mo|d[oó]nde|de d[oó]nde|cu[aá]l|a qu[eé]|con qui[eé]n|de qu[eé]|por qu[eé]|cu[aá]ndo)(?![\p{L}])(?=.*\b(?:mi|mis|me|tengo|vivo|trabajo|soy|fui|hice|estudio|dije)\b)|(?:d[oó]nde vivo|d[oó]nde trabajo|de d[oó]nde soy|cu[aá]l es mi (?:trabajo|profesi[oó]n|nombre|ciudad)|a qu[eé] me dedico|en qu[eé] trabajo|cu[aá]nt[oa]s (?:herman[oa]s|hij[oa]s|prim[oa]s|sobrin[oa]s|mascotas|perros|gatos|idiomas) tengo|c[oó]mo se llaman? (?:mi|mis) (?:esposa|esposo|marido|mujer|novia|novio|pareja|madre|padre|mamá|papá|hermano|hermana|hermanos|hermanas|hijo|hija|hijos|hijas|abuelo|abuela|abuelos|familia|amigo|amiga|amigos|jefe|jefa|padres|primo|prima|tío|tía|perro|perra|gato|gata|perros|gatos|mascota)|de d[oó]nde (?:es|son) (?:mi|mis) (?:esposa|esposo|marido|mujer|novia|novio|pareja|madre|padre|mamá|papá|hermano|hermana|hermanos|hermanas|hijo|hija|hijos|hijas|abuelo|abuela|abuelos|familia|amigo|amiga|amigos|jefe|jefa|padres|primo|prima|tío|tía|perro|perra|gato|gata|perros|gatos|mascota))\s*\?*\s*$)/iu,
    examples: ['¿Recuerdas cuántos hijos tengo?', '¿Te acuerdas de qué país vinieron mis primos?', '¿Y dónde vivo?', '¿Y cuál es mi trabajo?', 'Recuerdas cuántos años cumplió mi abuela?', '¿Cuántos hermanos tengo?', '¿Cómo se llama mi hermano?', '¿Te acuerdas de donde es mi esposa?'],
    counterExamples: ['¿Dónde vives tú?', '¿Te acuerdas de cuándo empezó la clase?', '¿Recuerdas qué día es hoy?', '¿Cuántos hermanos tienes?', '¿Cuántos años tengo que estudiar?', '¿Cómo se llama tu hermano?', '¿De dónde es mi apellido?'],
  },
  {
    kind: 'study-plan',
    // Asked for ('make me a plan', 'I need a study plan', 'can I have a routine?'); not the learner's own ('I like my
    // schedule', 'we have a plan to visit my uncle'), unless the plan is for learning ('I need a plan to improve my English').
    pattern: /\b(?:make|give|write|create|put together|prepare|draw up|design|suggest|build)\b[^.?!]*?\b(?:an? |my |some )?(?:study |learning |practice |weekly |daily |personal )?(plan|schedule|routine|programme|program)\b|\b(?:need|want|would like|'d like|(?:can|could|may) i have|do you have)\b[^.?!]*?\b(?:an? |some )(?:study |learning |practice |weekly |daily |personal )?(plan|schedule|routine|programme|program)\b(?! to (?!improve|learn|study|practi[sc]e|prepare|pass|get better|stay|help|keep|follow|remember|revise)[a-z])|\bhelp me (plan)\b|(?<!\b(?:i|we|they|he|she|usually|always|often|sometimes|never) )\b(plan) (?:for me|my (?:study|studies|preparation|learning|week))\b|\bhow (?:should|can|do) i (study|prepare|practi[sc]e)\b[^?]*\b(?:exam|test|ielts|toefl|interview|every day|each day|week)\b|\bwhat (?:should|can|do) i do to (prepare|get ready|study|practi[sc]e)\b[^?]*\b(?:exam|test|ielts|toefl|interview)\b|\bhow (?:can|could|should|do) i (improve|get better at|practi[sc]e) (?:my )?(?:english|pronunciation|vocabulary|spanish|accent)\b|\bwhat should i (study|practi[sc]e|work on)(?: first| next| now)?\s*\?|\bi(?:'d like| (?:really )?(?:want|would like|need|hope|am trying)) to (improve|get better at|practi[sc]e|work on) (?:my )?(?:english|speaking|writing|pronunciation|listening|vocabulary|grammar|spanish|accent)\b|\b(?:hacer|hacerme|preparar|prepararme|darme|escribirme|necesito|quiero) (?:un )?(plan)(?: de estudio| para (?:estudiar|aprender|mejorar))?\b|\b(plan) de estudio\b/i,
    // One sound or word named ('my pronunciation of the th sound') is how to say it (answer-pronunciation.ts), not a plan.
    unless: /\b(?:your|the teacher's) plans?\b|\bplans? for (?:the|this|next) (?:weekend|holiday|summer)\b|\bpronunciation of\b|\b(?:the|my) ["'‘“]?[a-z]{1,3}["'’”]? sounds?\b|\bpracti[sc]e (?:my |some )?(?:english |spanish )?with you\b/i,
    examples: ['¿Puedes hacerme un plan de estudio?', 'Necesito un plan para aprender español.', 'Can you make a plan for me?', 'Could you give me a study schedule?', 'I would like a routine to practise every day.', 'Can I have a study plan?', 'I need a plan to improve my English.', "I'd like a routine to stay motivated.", 'I want a schedule to help me study.', 'Help me plan my week of practice.', 'Can you plan my week?', 'How should I prepare for my exam?', 'What should I do to prepare for my interview?', 'How can I improve my English?', 'What should I work on next?', 'I want to improve my pronunciation.', "I'd like to get better at writing."],
    // One skill asked about is advice on that skill (learning-advice.ts), not a plan for everything.
    counterExamples: ["my wife she don't like my schedule because we don't see us much", 'I like my morning routine, I drink coffee and read the news', 'we have a plan to visit my uncle in Lima next month', 'I need a plan to fix my car.', 'What are your plans for the weekend?', 'I have plans for the summer.', 'I plan my week every Monday.', 'I always plan my week on Sunday evening.', 'I want to improve my cooking.', 'How can I improve my listening?', 'How can I get better at speaking?', 'I want to improve my pronunciation of the th sound.', "I'd like to practise my English with you.", "I'd like to work on my pronunciation of 'world'.", 'How can I improve my r sound?'],
  },
  {
    // How the teacher corrects, asked of the teacher; not a text to correct ('Can you correct this: ...'), which is checked as written.
    kind: 'corrections',
    pattern: /\b(?:can|could|would|will) you (?:please |also |always )?(correct|fix|check) (?:me|(?:all |every one of |each of )?my (?:mistakes|errors|english|grammar|spanish|sentences))\b|^(?:please )?(correct|fix) (?:me|(?:all )?my (?:mistakes|errors|english|grammar|spanish))\b|\b(?:tell|show) me (?:when|if|every time) i (?:make|made) (?:a )?(?:mistakes?|errors?)\b|\bi (?:want|would like|'d like) you to (correct) (?:me|my)\b|\b(?:puedes|podrías|podrias) corregir(?:me| mis (?:errores|fallos|frases))\b|\bme (?:puedes|podrías|podrias) corregir\b|^¿?(?:por favor,? )?corr[ií]geme\b/i,
    // 'Can you correct my English in that story?' asks for the story's slips (answer-feedback), not how she corrects.
    unless: /\bdon'?t\b|\bdo not\b|:|\bif i(?:'m| am) wrong\b|\b(?:in|of) (?:that|this|my) (?:last )?(?:story|answer|text|paragraph|message|email|description)\b(?![^?.!]*\b(?:going to|will|from now on|next)\b)|\bwhat i (?:just )?(?:said|wrote)\b/i,
    examples: ['Can you correct my mistakes please?', 'Can you correct all my mistakes?', 'Please correct me when I make mistakes.', 'Could you correct my English?', 'Tell me if I make a mistake.', 'I want you to correct me.', 'Will you fix my grammar?', '¿Puedes corregir mis errores?', 'Corrígeme, por favor.', '¿Me puedes corregir?'],
    counterExamples: ['Can you correct my English in that story?', 'Can you correct what I just wrote?', 'Can you correct this sentence: I goes to school.', "Please don't correct every small mistake.", "Correct me if I'm wrong, but Paris is bigger.", 'My teacher corrects my mistakes.'],
  },
  {
    // "Is my pronunciation good?": a written message cannot tell; after the study plan, which takes "How can I improve my pronunciation?".
    kind: 'pronunciation-check',
    pattern: /\b(?:is|was) my (pronunciation|accent) (?:good|ok|okay|bad|clear|correct|right|understandable)\b|\bhow(?:'s| is| was) my (pronunciation|accent)\b|\b(?:check|rate|judge|score|evaluate|assess|listen to|test) my (pronunciation|accent)(?: level)?\b|\bwhat(?:'s| is) my (pronunciation) level\b|\bdo i (pronounce|say) (?:it|words|things|english|everything) (?:well|correctly|right|ok|okay|properly|clearly)\b|\bwhat do you think (?:of|about) my (pronunciation|accent)\b/i,
    examples: ['Is my pronunciation good?', 'How is my accent?', 'Can you check my pronunciation?', 'Do I pronounce words correctly?', 'What do you think of my accent?', 'test my pronunciation level please', 'What is my pronunciation level?'],
    counterExamples: ['How can I improve my pronunciation?', 'My pronunciation is bad.', 'How do I pronounce "world"?', 'My accent is from Texas.'],
  },
  {
    // The teacher's voice too fast: the Slow button replays any message at half speed.
    kind: 'speak-slowly',
    pattern: /^(?:(?:sorry|excuse me)[,!.]?\s*)?(?:(?:can|could|would) you (?:please )?|please )?(speak|talk|say (?:it|that)(?: again)?|read it|repeat (?:it|that)) (?:a (?:bit|little) )?(?:more )?(?:slowly|slower)\b|\byou (?:speak|talk) (?:too|very|so) (?:fast|quickly)\b|^(?:more )?(slower|slowly),? please\b|^¿?(?:(?:puedes|podr[ií]as|puede) )?(hablar|decirlo|repetirlo) (?:un poco )?m[aá]s (?:despacio|lento)\b|\bhablas (?:muy|demasiado|tan) r[aá]pido\b|^¿?m[aá]s (despacio|lento),? por favor\b/i,
    examples: ['¿Puedes hablar más despacio?', 'Más despacio, por favor.', 'Hablas muy rápido.', 'Can you speak more slowly?', 'Please talk slower.', 'You speak too fast for me.', 'Slower, please!', 'Could you say it a bit more slowly?', 'Can you say that more slowly?', 'Could you repeat that more slowly, please?'],
    counterExamples: ['I speak slowly when I am nervous.', 'My teacher speaks too fast.', 'How can I speak faster?', 'Mi jefe habla muy rápido.'],
  },
  {
    // Asked to speak English: Lucía explains in English and practises in Spanish (answer-speak-slowly.ts).
    kind: 'in-english',
    pattern: /^(?:(?:sorry|please)[,!.]?\s*)?(?:¿\s*)?(?:(?:can|could) (?:you|we) (?:please )?(?:speak|talk|explain(?: it| that| this)?|say (?:it|that))(?: to me)?(?: again)? in english(?: (?:a (?:bit|little)|for a (?:moment|minute|bit|while)|now))?(?:,? please)?|(?:puedes|podr[ií]as|puede) (?:hablar(?:me)?|explicar(?:lo|me|melo)?|dec[ií]r(?:lo|melo)) en ingl[eé]s(?:,? por favor)?|(?:podemos|podr[ií]amos) hablar en ingl[eé]s(?:,? por favor)?|(?:me lo )?(?:explicas|puedes explicar) en ingl[eé]s(?:,? por favor)?|(?:in english|en ingl[eé]s),? (?:please|por favor))\s*[?.!]*$/i,
    examples: ['¿Puedes hablar en inglés?', 'Can you speak in English?', 'Can we speak in English a bit?', 'En inglés, por favor.', 'Could you explain it in English?', 'Can you explain in English?', 'Can you explain that in English please?', '¿Podemos hablar en inglés?', '¿Me lo explicas en inglés?'],
    counterExamples: ['Can you speak English?', 'I speak in English at work.', '¿Cómo se dice en inglés?', '¿Podemos hablar de música?', 'Can you explain the subjunctive?'],
  },
  {
    // No microphone to speak with: practice goes on typed (answer-no-microphone.ts).
    kind: 'no-microphone',
    pattern: /\bi (?:don'?t|do not|dont) have (?:a |any )?(?:microphone|mic)\b|\bmy (?:microphone|mic) (?:doesn'?t|does not|isn'?t|is not|won'?t|is not working|isn'?t working|is broken)\b|^(?:i have )?no (?:microphone|mic)\b|\bno tengo micr[oó]fono\b|\bmi micr[oó]fono no funciona\b/i,
    examples: ["I don't have microphone", 'I do not have a mic.', "My microphone doesn't work", 'No microphone, sorry', 'No tengo micrófono.'],
    counterExamples: ['I bought a new microphone.', 'Do you have a microphone?', 'My brother has no microphone for his band.'],
  },
  {
    // The learner asks the teacher for a thing ('Can I borrow your pen?'): met in the role, with the usual replies (answer-borrow-request.ts).
    // 'Can I lend your pen?' asks the same: the lend-or-borrow family raises the verb.
    kind: 'borrow-request',
    pattern: /^(?:(?:excuse me|sorry|hi|hello|hey)[,!.]?\s*)?(?:can|could|may) (?:i|we) (?:please )?(?:borrow|lend) (?:your|a|an|some|the) ([\p{L} ]{1,30}?)(?:,? please| for a (?:minute|moment|second|while))?\s*\?|^(?:(?:excuse me|sorry|hi|hello|hey)[,!.]?\s*)?(?:can|could|would|will) you (?:please )?(?:lend|borrow) (?:me|us) (?:your |a |an |some |the )?([\p{L}\d ]{1,30}?)(?:,? please| for a (?:minute|moment|second|while))?\s*\?|^¿?(?:me (?:prestas|puedes prestar|podr[ií]as prestar|dejas)) (?:tu|tus|un|una|el|la|unos|unas) ([\p{L} ]{1,30}?)(?:,? por favor)?\s*\?/iu,
    examples: ['Can I borrow your pen?', 'Excuse me, could I borrow your phone for a minute?', 'Can I lend your pen?', 'Can you lend me your dictionary?', 'Could you lend me 10 euros, please?', '¿Me prestas tu bolígrafo?'],
    // 'lend me a hand' is help; an idea or someone's time is not handed over.
    unless: /\ba hand\b|\b(?:your|a|some) (?:idea|time|attention|advice|opinion|ear)s?\b/i,
    counterExamples: ['I borrowed a book from the library.', 'Can you lend me a hand with my homework?', 'Can I borrow your idea?', 'My friend lent me his car.', 'Me prestó su coche.'],
  },
  {
    // How the learner's own text sounds ('Is it polite enough?' after their email): its tone, not its slips (answer-register.ts).
    // 'How can I make it more polite?' too; 'How can I make my email more formal?' names no text sent, and is a know-how.
    kind: 'register',
    pattern: /^(?:so |and |ok |okay |but )?(?:is|was|does|do you think) (?:it|this|that|my (?:email|e-mail|letter|message|text|note|reply|request|answer)) (?:is )?(?:sound |sounds |look |seem |read )?(?:very |a (?:bit|little) |enough )?((?:too )?(?:polite|formal|informal|rude|direct|friendly|professional|impolite|casual))(?: enough)?(?: for (?:a |an |my |the |his |her )?[\p{L} ]{1,20})?\s*\??\s*$|^(?:so |and |ok |okay )?how (?:polite|formal) is (?:it|this|that|my (?:email|e-mail|letter|message|text))\s*\??\s*$|^(?:so |and |ok |okay |but )?(?:how (?:can|could|do|should) i make|how to make|(?:can|could) you (?:please )?make|(?:can|could) you help me make) (?:it|this|that) (?:sound |look )?(?:a (?:bit|little) )?(more (?:polite|formal|professional|friendly))(?: for (?:a |an |my |the )?[\p{L} ]{1,20})?\s*\??\s*$|^(?:so |and |ok |okay |but )?i(?:'d| would)? (?:want|like|really want) (?:it|this|that|my (?:email|e-mail|letter|message|text|reply|request)) to (?:sound|be|look|read) (?:a (?:bit|little) )?(more (?:polite|formal|professional|friendly))(?: for (?:a |an |my |the )?[\p{L} ]{1,20})?\s*[.!]*\s*$|^(?:so |and |but )?(?:is|does) ["“'‘](?:could|can|would|will) you [^"”’]{4,}["”'’],? (?:sound |sounds )?(?:too |very |a (?:bit|little) )?(polite|formal|informal|rude|direct|friendly|professional|impolite|casual)(?: enough)?\s*\??\s*$/iu,
    examples: ['I want it to sound more polite.', 'Is "could you please clean the kitchen more often" too direct?', "I'd like my email to be more formal.", 'is it polite enough?', 'How can I make it more polite?', 'Can you make it a bit more formal?', 'Is my email too informal?', 'Does it sound polite?', 'Is this formal enough for my boss?', 'Is it too direct?', 'How polite is it?', 'Do you think it is rude?', 'Is it too formal for a colleague?'],
    counterExamples: ['Is it polite to ask her age?', 'Is he rude?', 'My email was too informal.', 'How do I write a formal email?', 'Is it a good answer?', 'How can I make my boss more friendly?', 'How can I make my email more formal?'],
  },
  {
    // A short request quoted and asked about ('Is "I want a coffee" rude?', 'How can I say this more politely: Give me the
    // report.'): said the polite way (soften-sentence.ts). A quoted word or set phrase ('Is 'kindly' too formal?') is a word question.
    kind: 'register',
    pattern: new RegExp(
      [
        `^(?:so |and |but )?(?:is|does|would) ${QUOTED_REQUEST},? (?:sound |sounds |be )?(?:too |very |a (?:bit|little) )?(${TONE})(?: enough)?(?: ${SETTING})?\\s*\\??\\s*$`,
        `^(?:so |and |but )?is it (rude|impolite|polite|too direct) to say ${QUOTED_REQUEST}(?: ${SETTING})?\\s*\\??\\s*$`,
        `^(?:so |and |ok |okay |but )?how (?:can|could|do|should|would) (?:i|you|we) (?:say|write|ask|put) (?:this|it|that) (?:sentence |request )?(${MANNER})(?:\\s*[:,]?\\s*(?:["“'‘].{4,}|(?=${REQUEST_START}).{4,}))?\\s*\\??\\s*$`,
        `^(?:so |and |ok |okay |but )?how (?:can|could|do|should|would) (?:i|you|we) (?:say|ask) ${QUOTED_REQUEST},? (${MANNER})\\s*\\??\\s*$`,
        `^(?:so |and |but )?what(?:'s| is| would be) (?:a|the) (more polite|politer|nicer|softer|more formal|more professional|friendlier) way (?:to say|of saying|to ask|to put)\\s*[:,]?\\s*["“'‘]?(?=${REQUEST_START})`,
        `^(?:(?:can|could) you )?(?:please )?make ${QUOTED_REQUEST} (?:sound )?(more polite|more formal|politer|nicer|softer|friendlier)\\b`,
      ].join('|'),
      'iu',
    ),
    examples: ['How can I say this more polite: "Give me the report now."', 'Is "I want a coffee" rude in a cafe?', "Is it rude to say 'Give me water'?", 'How do I say "send me the file" more politely?', "What's a more polite way to say 'I want a refund'?", 'Can you make "Call me back" more polite?', 'How can I say it more politely?'],
    counterExamples: ["Is 'kindly' too formal?", "Does 'cheers' sound informal?", "How can I say 'a lot of' in a formal way?", 'How do I write more formally?', "Is 'I hope this email finds you well' too formal?", 'How do I say thank you politely in Japanese?', 'How can I say no politely?', 'Is "gift" a rude word?'],
  },
  {
    // Feedback on what the learner just said or wrote, asked right after it; "How did I do?" and "feedback" are
    // detect-question's (Oliver answers them with a band estimate). A pronunciation or level question is asked above.
    kind: 'answer-feedback',
    pattern: /^(?:so |and |ok |okay )?(?:how|what) (?:was|is|about) (?:my|that|this) (?:last |previous |first )?(answer|response|reply|sentence|sentences|paragraph|introduction|intro|conclusion|text|essay|story|description|example|one)\b[^?]*\??\s*$|^(?:so |and |ok |okay )?how (?:was|is) my (?:small talk|presentation|speech|pitch|email|e-mail|letter|message|role-?play|turn)\??(?:\s*(?:be honest|honestly|please|tell me)[a-z ,!.]*)?\s*$|^(?:so |and |ok |okay )?(?:is|was) (?:that|this|it|my (?:last )?(?:answer|response|reply|sentence|introduction|intro|conclusion|paragraph|text|essay|description|story)) (?:a |an )?(?:good|ok|okay|correct|right|fine|better|clear|natural|understandable|enough|acceptable)(?: (?:answer|response|reply|one|sentence|enough|now))?\s*\??\s*$|^(?:so |and |ok |okay )?how (?:was|did) (that|it|this)(?: (?:sound|go))?\s*\??\s*$|^(?:so |and |ok |okay )?(?:does|did) (?:it|this|that|my (?:email|text|answer|message|letter)) (sound) (?:more |less |too )?(?:better|professional|polite|formal|informal|natural|ok|okay|good|clear|correct|friendly|rude)(?: now)?\s*\??\s*$|\bdo you like my (answer|response|sentence|introduction|intro|paragraph|essay|text|story|description)\b|\bwhat do you think (?:of|about) (?:my|that|this) (answer|response|reply|sentence|introduction|intro|paragraph|essay|text|story|description)\b|\b(?:check|look at|rate|judge|mark|grade) my (?:last |previous )?(answer|response|reply)\b|^(?:so |and |ok |okay )?what (?:should|can|could|do) i (improve|change|do better|add)(?: in (?:it|that|this|my answer))?\s*\?*\s*$|\bhow (?:can|could|should|do) i (make) (?:it|that|this|my (?:answer|essay|text|introduction|paragraph)) better\b|\bdid i (?:make|have) (?:any )?(?:grammar |grammatical |spelling |big )?(mistakes|errors|slips)\b|\bwas my (english|spanish|grammar|writing) (?:ok|okay|good|correct|fine|alright|all right|right)\b|^(?:so |and |ok |okay )?how (?:was|were) my (grammar|spelling|sentences?)\s*\??\s*$|^(?:so |and |ok |okay )?any (mistakes|errors)\s*\??\s*$|\bwhat(?:'s| is) (missing) (?:in|from) my (?:answer|essay|text|introduction|email)\b|^(?:so |and |ok |okay )?(?:was|is) (?:that|it|this|my answer) (long) enough\b|^(?:so |and |ok |okay )?(?:was|is) (?:that|it|this|my answer) (?:enough long|long enough)\b|^(?:so |and |ok |okay )?(?:was|is) (?:that|it|this|my answer) (?:a )?(?:good|ok|okay|strong|real) (?:star|interview|part [123]) (answer|response|story)\b|^¿?(?:us[eé]|he usado) (bien) (?:el|la|los|las) [a-záéíóúñ]+|^(?:so |and |ok |okay )?(?:what|which) (mistakes|errors|slips)(?: did)? i (?:made|make|did|do|have)\b|\bdid i use (?:enough|good|the right|rich|varied|a lot of|many|good enough) (vocabulary|words|grammar|linking words|phrases)\b|\b(?:was|is) my (vocabulary|grammar) (?:good|ok|okay|enough|good enough|varied|rich)\b(?:[^?]* (?:in|for) (?:that|this|it|my answer))?\s*\??\s*$|\bdid i (?:answer|say it|write it|do it|explain it) (?:well|ok|okay|right|correctly|good)\b|\b(?:were|was) there (?:any )?(mistakes|errors|slips) in (?:my|that|it)\b|\b(?:can|could|would) you (?:please )?(correct|check|fix) (?:my (?:english|grammar|mistakes|errors) )?(?:in|of) (?:that|this|my) (?:last )?(?:story|answer|text|paragraph|message|email|description)\b(?![^?.!]*\b(?:going to|will|from now on|next)\b)|\b(?:can|could|would) you (?:please )?(correct|check|fix) what i (?:just )?(?:said|wrote)\b|\b(?:can|could|would) you (?:please )?(?:tell|show) me (?:all )?(?:my|the) (mistakes|errors)(?: (?:i made|in (?:my|that|it)\b[^?]*))?\s*\??\s*$|^(?:so |and |ok |okay )?what (?:were|are|was) (?:my|the) (mistakes?|errors?)(?: in (?:my answer|that|it))?\s*\??\s*$|^(?:please )?(?:tell|show) me my (mistakes|errors)\b|^¿?(?:(?:estuvo|est[aá]) bien|(?:es|fue) correct[oa]|qu[eé] tal) (?:todo )?(mi respuesta|mis? frases?|lo que (?:dije|escrib[ií]|he escrito)|eso)(?=[\s?.!,]|$)|^¿?(?:tengo|hay) (?:alg[uú]n |muchos )?(errore?s?|fallos?)(?: en (?:lo que (?:escrib[ií]|dije)|mis frases|mi mensaje|mi historia|mi texto|mi respuesta|mi p[aá]rrafo))?\s*\?*\s*$|^¿?cu[aá]les (?:son|fueron) mis (errores|fallos)\b|^¿?(?:tuve|comet[ií]|hice) (?:alg[uú]n |alguna )?(errore?s?|fallos?|faltas?)\b|^¿?lo (dije|escrib[ií]) bien\b/i,
    examples: ['¿Estuvo bien mi respuesta?', '¿Cometí algún error?', '¿Lo dije bien?', 'How was my answer?', 'Is that a good answer?', 'Was that OK?', 'Is my introduction good?', 'What do you think of my answer?', 'Did I make any mistakes?', 'Did I make grammar mistakes?', 'Was my English ok?', "What's missing in my answer?", 'Was that long enough?', 'how was my small talk? be honest please', 'How was my presentation?', '¿Usé bien el pretérito y el imperfecto?', 'Does it sound professional now?', 'What mistakes I made?', 'What mistakes did I make?', 'Did I use enough vocabulary?', 'Was my grammar ok?', 'Did I answer well?', 'Were there any mistakes in my answer?', 'Can you tell me my mistakes?', 'What were my mistakes?', 'Can you check my answer?', 'Do you like my essay?', 'What should I improve?', 'How can I make it better?', 'How was that?', 'how was it?', 'How did it go?', 'How was my grammar?', 'Any mistakes?', 'Was it a good STAR answer?', 'Is my answer enough long for part 2?', '¿Es correcto todo lo que escribí?', '¿Tengo errores?', '¿Hay algún error en mi historia?', '¿Cuáles son mis errores?', 'Can you tell me all my mistakes in that paragraph?', 'Can you correct my English in that story?', 'Can you correct what I just wrote?'],
    counterExamples: ['Is that a good idea?', 'How was your weekend?', 'Is it a good time to visit Canada?', 'Was it a good movie?', 'Is my English good?', 'How is my accent?', 'I made some mistakes in my essay.', 'What are the most common mistakes in English?', 'What mistakes do Spanish speakers make?', 'Which words did I use yesterday?', 'Can you tell me the mistakes people make with since?', 'What should I improve first, my grammar or my vocabulary?', 'How can I improve my English?', '¿Está bien tu familia?', 'Cometí un error en el examen.', 'How was your grammar class?', '¿Hay errores en este libro?', 'I have a big meeting on Friday. What about my presentation on Friday?'],
  },
  {
    // 'Is there any mistake?', 'Are there mistakes in my email?', 'Any errors?', 'Is my answer complete?': about the text just sent.
    kind: 'answer-feedback',
    pattern: /^(?:so |and |ok |okay )?(?:(?:is|are) there (?:any |some )?(?:mistakes?|errors?)|any (?:mistakes?|errors?))(?: in (?:it|this|that|my (?:answer|text|email|e-mail|letter|essay|paragraph|sentences?|message)))?\s*\??\s*$|^(?:so |and |ok |okay )?is (?:my|this|that) (?:answer |text |email |letter |essay |story )?complete(?: now)?\s*\??\s*$/i,
    examples: ['Is there any mistake?', 'Are there any mistakes in my email?', 'Any errors?', 'Is my answer complete?', 'Is this complete now?'],
    counterExamples: ['Is there a mistake in the book?', 'There are many mistakes in my essay.', 'Is the project complete?', 'Are there any questions?'],
  },
  {
    // A part of a piece of writing just sent, named and judged: 'Is this a good introduction?', 'Is this paragraph ok?',
    // 'Does it work as a conclusion?'. A part asked about in general ('What is a topic sentence?') is know-how.
    kind: 'answer-feedback',
    pattern: /^(?:so |and |ok |okay |hmm,? )?(?:(?:do you think |would you say )(?:this|that) (?:is|was)|(?:is|was) (?:this|that|(?:my|this|that) (?:introduction|intro|conclusion|paragraph|opening|beginning|ending|essay|email|e-mail|letter|draft|thesis(?: statement)?|topic sentence|first sentence|last sentence|first line|subject line))) (?:a |an )?(?:good|ok|okay|fine|strong|clear|better|correct|enough|right|formal enough|polite enough)(?: (?:introduction|intro|conclusion|paragraph|opening|beginning|ending|start|essay|email|e-mail|letter|draft|thesis(?: statement)?|topic sentence|first sentence|last sentence|first line|subject line|title))?(?: (?:for|as|of) (?:an? |the |my )?(?:introduction|intro|conclusion|opening|ending|topic sentence|thesis(?: statement)?|cover letter|essay|story|report))?(?: now)?\s*\??\s*$|^(?:so |and |ok |okay )?(?:does|would|will|can) (?:this|that|it) (?:work|do) (?:as|for) (?:an? |the |my )?(?:introduction|intro|conclusion|opening|ending|topic sentence|thesis(?: statement)?|first paragraph|last paragraph)\s*\??\s*$/i,
    examples: ['Do you think this is a good beginning for a story?', 'is this a good beginning?', 'Is this a good introduction?', 'Is this paragraph ok?', 'Is my conclusion ok?', 'Is this a good topic sentence?', 'Is this a good thesis statement?', 'Is this okay for an introduction?', 'Does this work as an introduction?', 'Is this email formal enough?', 'Is my introduction clear?', 'Is this a good opening for a cover letter?'],
    counterExamples: ['What is a topic sentence?', 'Is a thesis statement necessary?', 'Is this a good time to write?', 'Is it a good idea to start with a question?', 'How long is a good introduction?', 'Is the book good?', 'Does this work as a verb?', 'Is it ok for a formal email?', 'Is the email clear?'],
  },
  {
    // The same, as learners write it: 'how I can make this answer better?', 'Was that answer too short?', 'what was wrong with
    // my answer?', 'Please give me feedback on this one.'
    kind: 'answer-feedback',
    pattern: /\bhow i (?:can|could|should) (make) (?:it|that|this|my (?:answer|essay|text|introduction|paragraph)|this answer|that answer) better\b|^(?:so |and |ok |okay |hmm,? )?(?:was|is) (?:that|it|this|my) (?:answer |response )?too (short|long)\s*\??\s*$|\bwhat (?:was|is) wrong (?:with|in) (?:my|that|this) (answer|response|sentence|text|essay)\b|^(?:so |and |ok |okay )?(?:please |can you |could you )?(?:please )?give me (?:some |your )?(feedback)(?: on (?:this|that|it|my answer)(?: one)?)?(?:,? please)?\s*[.!?]*\s*$/i,
    examples: ['Hmm, how I can make this answer better?', 'Was that answer too short?', 'Can you tell me what was wrong with my answer?', 'Please give me feedback on this one.'],
    counterExamples: ['How can I make my boss happy?', 'The answer was too short for the teacher.', 'What was wrong with the printer?', 'My teacher gives feedback on essays.'],
  },
  {
    // 'How do I make it shorter?', 'Can you help me make this shorter?', 'It's too long': what to cut from their text (answer-make-shorter.ts).
    kind: 'make-shorter',
    // 'How can I make my email shorter?', naming no text of theirs, is how such writing is cut (teacher-know-how.ts).
    pattern: /\bhow (?:can|do|should|could) i (?:make|get) (?:it|this|that) (?:shorter|more concise|less long)\b|\bhow i (?:can|could|should) make (?:it|this|that) (?:shorter|more concise)\b|\b(?:can|could|would) you (?:please )?(?:help me )?(?:make|get) (?:it|this|that) (?:shorter|more concise)\b|\bhow (?:can|do|should) i (?:shorten|cut down) (?:it|this|that)\b|^(?:(?:but|so|hmm|ok(?:ay)?),?\s+)?(?:it'?s|it is) too long\b/i,
    examples: ['How do I make it shorter?', 'How do I make it shorter? Professors are busy.', 'Can you help me make this shorter?', 'how i can make it shorter?', "It's too long, the hotel says maximum 150 words."],
    counterExamples: ['How do I make my hair shorter?', 'The meeting was too long.', 'How can I make my answers longer?', 'How can I make my email shorter?'],
  },
  {
    // The learner asks the teacher to choose what to talk about: she offers a few of her topics.
    kind: 'topic-suggestion',
    pattern: /\bwhat (?:should|shall|can|could|do you want to|would you like to) (?:we|i|us) (?:talk|chat|speak) about\b|\bwhat (?:do|would) you (?:want|like) to (?:talk|chat) about\b|\b(?:any|some) (?:topics?|ideas) (?:for|to) (?:talk|chat)\b|\b(?:i (?:don'?t|do not) know|no idea|not sure) what to (?:talk|say) about\b|^¿?de qu[eé] (?:hablamos|podemos hablar|quieres hablar)\b|\bwhat (?:will|are|shall|do|can|should) we (?:do|doing|learn|learning|study|studying|practi[cs]e|practi[cs]ing)(?: today| now| first| in this lesson)?\s*[?.!]*$|\bwhat(?:'s| is) (?:the plan|our plan|the lesson) (?:for )?today\b|^¿?qu[eé] (?:vamos a hacer|hacemos) hoy\b/i,
    unless: /\b(?:part (?:1|2|3|one|two|three)|exam|test|essay|presentation|interview|meeting|email|letter)\b/i,
    examples: ['What should we talk about today?', 'Honestly, no idea what to talk about.', 'What do you want to talk about?', '¿De qué hablamos hoy?', 'What will we do today?', "What's the plan for today?", '¿Qué vamos a hacer hoy?'],
    counterExamples: ['What did you talk about with your friends?', 'What should I talk about in Part 2?', 'We talked about the weather.', 'What will we do about the noise?', 'What are we doing wrong?'],
  },
  {
    kind: 'level',
    pattern: /\bcu[aá]l es mi (nivel)\b|\bqu[eé] (nivel) (?:de español )?(?:tengo|crees que tengo)\b|\bwhat(?:'s| is) my (?:english |spanish |current )?(level)\b|\b(?:which|what) (level) (?:do you think |would you say )?(?:am i|i am|i'm|is my)\b|\bhow (good) is my (?:english|spanish)\b|\bmy (level) of (?:english|spanish)\b|\b(?:estimate|assess|evaluate|guess|test|check) my (?:english |spanish )?(level|english|spanish)\b|\bam i (?:an? )?(a1|a2|b1|b2|c1|c2|beginner|intermediate|advanced)\b|\bwhat (?:cefr )?(level) (?:would you give|do you give) me\b|\b(?:is|do you think) my (english|spanish) (?:is )?(?:good|ok|okay|bad|fluent|advanced)(?: enough)?\b|\bam i (good) at (?:english|spanish)\b|^¿?\s*(?:est[aá] (bien)|es (buen)o) mi (?:español|inglés)\s*\?*\s*$/i,
    examples: ['¿Está bien mi español?', '¿Es bueno mi español?', '¿Cuál es mi nivel de español?', '¿Qué nivel tengo?', 'What is my English level?', 'Which level am I?', 'How good is my Spanish?', 'Can you estimate my level?', 'Am I B2?', 'Do you think my English is good enough?', 'Am I good at English?'],
    counterExamples: ['My level is B1.', 'What level is this book?'],
  },
  {
    // "Can you explain when we use 'the'?", "When do I use the before months?": the articles, asked about by one of them.
    kind: 'grammar-use',
    subject: 'articles',
    pattern: /\b(?:when|how) (?:(?:do|should|can|must|would) )?(?:i |we |you |to )use (?:the (?:word|article) )?(?:["'‘“]the["'’”]|the (?=before|with|for|in front of))/i,
    examples: ['Can you explain when we use "the"?', 'When do I use the before months?', "How do you use 'the'?"],
    // 'a' or 'an' alone is their difference (answer-a-or-an.ts).
    counterExamples: ['How do I use the dictionary?', 'When do I use the car?', "How do I use 'although'?", 'When do I use a or an?'],
  },
  {
    kind: 'grammar-use',
    pattern: new RegExp(
      String.raw`\b(?:how (?:do|does|should|can|would) (?:i|you|we) (?:use|make|form|build)|how to (?:use|make|form)|(?:can|could) you (?:please )?(?:explain(?: to)?(?: me)?|teach me)(?: (?:to me )?how to (?:use|make|form))?|explain(?: to me| me)?(?: how to use)?|how does|how do|when (?:do|should|can|must) (?:i|you|we) use|should (?:i|we) use|what(?:'s| is| are)|which are|tell me about|help me (?:with|understand)|i don'?t understand|rules? (?:for|of)|(?:(?:can|could) you (?:please )?)?(?:give|show|send|write) me(?:\s+(?:\d+|one|two|three|four|five|six|ten|some|a few|more|an?))?(?:\s+(?:more|other|good|easy|simple|example))?\s+(?:examples?|sentences?)\s+(?:of|with|in|using|for)|(?:(?:can|could) you (?:please )?)?(?:give|show|send|write) me)\s+(?:a\s+(?:list|table)\s+of\s+|the\s+(?:list|table)\s+of\s+)?(?:the\s+|an?\s+|some\s+|a few\s+|more\s+)?(?:(?:most\s+)?(?:common|important|useful|basic|main)\s+)?${QUOTE}(${GRAMMAR_NAMES})${QUOTE}(?![a-z])(?!\s+(?:of|for)\b)`,
      'i',
    ),
    // The phrasal verbs of one verb of the table are that verb's own answer (phrasal-verbs-by-verb.ts), those of a part of life that part's (phrasal-verbs-by-topic.ts).
    unless: new RegExp(String.raw`\bdifference\b|\bvs\.?\b|\bversus\b|\b(?:or|instead of|and when)\b|\bphrasal verbs? (?:with|for|using|of|that (?:start|begin) with|made with) (?:the verb )?["'‘“]?(?:${Object.keys(PHRASAL_VERBS_BY_VERB).join('|')})\b|${ASKS_PHRASAL_VERBS_FOR.source}`, 'i'),
    examples: ['How do I use the present perfect?', 'Can you explain the second conditional?', 'Can you explain me the subjunctive?', 'Explain me the gerunds, please.', 'Can you teach me some phrasal verbs?', "How do I use 'used to'?", 'When do we use the passive voice?', 'Should I use passive voice in reports?', 'What is the past continuous?', 'What is a phrasal verb?', 'Can you explain modal verbs?', 'When do I use a and the?', 'Can you give me a list of irregular verbs?', 'What are the most common irregular verbs?', 'How do irregular verbs work?', 'Can you give me 5 examples of present perfect?', 'Give me some example sentences with the past continuous.'],
    counterExamples: ['Can you give me some phrasal verbs with "get"?', 'Give me phrasal verbs about friends.', 'What is the difference between the past simple and the present perfect?', 'Should I use will or going to here?', 'How do I use although in a sentence?', 'What is the weather going to be like?', "What's the past simple of 'eat'?", 'Give me a list of words about food.', 'How do I make it more polite?', 'Can you give me an example of a good email?', 'Give me some examples of questions for the interview.', 'Can I use phrasal verbs in part 2?'],
  },
];

/** The learner's question about themselves or their learning, if the text is one; subject is the rule's first group. */
export function detectConversationQuestion(text: string): { kind: ConversationQuestionKind; subject: string } | null {
  for (const rule of CONVERSATION_QUESTION_RULES) {
    const match = rule.pattern.exec(text);
    if (!match || rule.unless?.test(text)) continue;
    return { kind: rule.kind, subject: match.slice(1).find((group) => group !== undefined)?.trim().toLowerCase() ?? rule.subject ?? '' };
  }
  return null;
}
