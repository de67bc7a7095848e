/**
 * What learners ask a teacher about learning itself ("How can I remember new words?", "How can I stop
 * translating in my head?", "Is it better to learn British or American English?"): a short, honest answer a
 * good teacher would give, and a question that turns it into practice. Each topic is data with the questions
 * it must answer and the ones it must leave to other answers (run as tests).
 */
import { OPENING_LINES_REQUEST } from './presentation-lines';

export type AdviceTopic = {
  id: string;
  /** Tested on the learner's whole question, once it asks for advice (ASKS_ADVICE). */
  asked: RegExp;
  /** {language}: the language the teacher teaches ('English', 'Spanish'); {chunk}: a phrase of it learnt whole; {soundCheck}, {writingHelp}: the coach who helps with sounds or writing (who says 'I' when it is the teacher herself). */
  answer: string;
  followUp: string;
  examples: readonly string[];
  counterExamples: readonly string[];
  /** Asked of Lucía in Spanish: her follow-up in Spanish with its English in brackets (the answer stays English, in brackets). Absent: a topic for English only. */
  es?: { asked: RegExp; followUp: string; examples: readonly string[] };
};

/** How a request for advice begins: "How can I...", "Any tips for...", "What's the best way to...", "Is it better...". */
export const ASKS_ADVICE = /\b(?:how (?:can|do|should|could|would|will) i|how to|how many (?:\w+ )?words|(?:can|could) you (?:recommend|suggest)|what (?:are|is) the best|where (?:can|do|could|should) i (?:meet|find|make)|what (?:can|should|could) i do|(?:any|some|give me|have you got) (?:tips|advice|ideas)|tips (?:for|on|to)|advice (?:for|on|about)|what(?:'s| is) the (?:best|fastest|quickest|easiest|right) way|is it better|should i (?:learn|study|choose|pick|watch)|why do (?:people|they|others|my (?:colleagues|friends|clients)) (?:say|think|tell me)|how long (?:does|will|did|do) it take|how long until|why do i|is (?:it )?(?:english|spanish) (?:very |so |really )?(?:hard|difficult|easy)|is it (?:very |so |really )?(?:hard|difficult|easy) to (?:learn|become|work as|get a job|find a job|find work)|what (?:games|songs|books|activities) (?:can|could|should|do) (?:i|we)|what do you think (?:about|of) (?:learning|studying|watching|listening)|is it (?:a )?(?:good|good idea|useful|helpful|possible) to (?:learn|study|watch|listen)|(?:does|do|will|can) (?:watching|listening to|reading) |can (?:i|you|we|people) (?:really )?learn (?:english|spanish|a language) (?:with|by|from|through)|do you think i (?:can|could|will))\b/i;

/** The same, asked in Spanish: "¿Cómo puedo...?", "¿Algún consejo para...?", "¿Cuánto tiempo se tarda...?". */
export const ASKS_ADVICE_ES = /(?:^|[¿\s])(?:c[oó]mo (?:puedo|debo|hago para)|qu[eé] (?:puedo|debo) hacer|(?:alg[uú]n|un|unos|algunos) consejos?|consejos? (?:para|sobre)|cu[aá]l es la mejor (?:manera|forma)|cu[aá]nto tiempo (?:se tarda|tarda|necesito|lleva|se necesita)|por qu[eé] (?:siempre )?(?:olvido|cometo)|qu[eé] me recomiendas|es (?:muy |tan )?dif[ií]cil)(?![\p{L}])/iu;

export const ADVICE_TOPICS: readonly AdviceTopic[] = [
  {
    id: 'is-it-hard',
    asked: /\bis (?:it )?(?:english|spanish) (?:very |so |really )?(?:hard|difficult|easy)(?: to learn)?\b|\bis it (?:very |so |really )?(?:hard|difficult|easy) to learn (?:english|spanish)\b/i,
    answer:
      'It depends on your first language, but the start is quicker than most people expect: about a thousand everyday words cover most of a normal conversation, and a few minutes of speaking a day does more than hours of rules. What takes longest is the verbs and understanding people at natural speed, so we practise both a little every time.',
    followUp: 'What do you find hardest so far?',
    examples: ['Is English hard to learn?', 'Is it difficult to learn English?', 'Is English very difficult?'],
    counterExamples: ['English is difficult for me.', 'Is it hard to find a job in London?'],
    es: { asked: /\b(?:es|será) (?:muy |tan )?(?:dif[ií]cil|f[aá]cil) (?:aprender )?(?:el )?español\b/iu, followUp: '¿Qué es lo más difícil para ti hasta ahora? (What do you find hardest so far?)', examples: ['¿Es difícil aprender español?', '¿Es muy difícil aprender el español?'] },
  },
  {
    // A career the learner aims at, often abroad: honest about what it takes, and the English part is ours to practise.
    id: 'become-a-professional',
    asked: /\bis it (?:very |so |really )?(?:hard|difficult|easy) to (?:become|work as|get a job as|find (?:a )?(?:job|work)(?: as)?) (?:an? )?\p{L}+|\bhow (?:can|do|could|should) i (?:become|work as|get a job as|find (?:a )?(?:job|work) as) (?:an? )?\p{L}+ (?:in|abroad)\b/iu,
    answer:
      "It takes time, and the exact steps depend on the job and the country. For a regulated job (nurses, doctors, teachers, engineers, lawyers), people trained abroad usually need their qualification recognised by the profession's official body there, often pass a licensing exam, and show their English with a test such as IELTS; that official body's website lists every step. For other jobs, experience and confident English in the interview matter most, and that part we can work on together.",
    followUp: 'Shall we practise? Tell me about your training and experience as if I were an employer.',
    examples: ['Is it difficult to become a nurse in Canada?', 'Is it hard to find a job in London?', 'How can I become a teacher in Australia?', 'Is it easy to work as an engineer in Germany?'],
    counterExamples: ['Is it difficult to learn English?', 'How can I become more confident?', 'It is hard to become a doctor.'],
  },
  {
    id: 'higher-band',
    asked: /\b(?:higher|better|improve|raise|increase|boost|get|reach|achieve|move up)\b.*\b(?:band|score|ielts)\b|\b(?:target|aim|goal|need|want)\b[^.?!]*\bband \d[^.?!]*\b(?:get|getting|got|score|scored)\b[\s\S]*\b(?:what (?:can|should) i do|how (?:can|do|should) i)\b/i,
    answer:
      'Examiners give equal weight to four things: fluency and coherence, vocabulary, grammar, and pronunciation. To move up a band, answer with a reason and an example every time, use a few less common words you can say naturally, mix short and longer sentences, and keep going after a mistake instead of stopping. In Part 2, practise talking for the full two minutes.',
    followUp: "Let's try a Part 2 topic now: describe a place you like to visit, and talk for as long as you can.",
    examples: ['How can I get a higher band score?', 'How can I improve my IELTS score?', 'Any tips to get band 7?', 'I need band 7 for university but I keep getting 6. What can I do?'],
    counterExamples: ['What is my band score?', 'How is the speaking test scored?', 'I need band 6 for my visa. How do I register for the test?'],
  },
  {
    // Speaking answers that run out too soon: the shape of a longer answer, and a try at once.
    id: 'longer-answers',
    asked: /\b(?:longer|more detailed|more developed|extend|expand|develop)\b.*\b(?:answers?|responses?|replies)\b|\b(?:answers?|responses?) (?:are|is) (?:always |often |very |too |so )*short\b|\b(?:speak|talk) (?:for )?longer\b|\b(?:can'?t|cannot|can not|could not|couldn'?t) (?:speak|talk|continue) (?:for )?(?:two|2|one|1|full) minutes?\b|\bfinish (?:after|in) (?:only )?\d+ seconds\b|\bmake (?:my |the )?(?:answers?|responses?) (?:longer|more detailed)\b/i,
    answer:
      "Give every answer three parts: the answer itself, a reason ('because...'), and an example or a detail from your own life. If there is time, add how it was in the past or how you think it will be in the future. In a long turn, make each point on the card a small paragraph of its own, and keep going after a mistake instead of stopping.",
    followUp: "Let's try it now: do you prefer mornings or evenings? Answer with a reason and an example.",
    examples: ['Part 2 is most hard for me. I cannot speak two minutes, I finish after 40 seconds only. What should I do?', 'How can I make my answers longer?', 'Any tips to give more detailed answers?', 'My answers are always too short, what can I do?', 'How can I speak for longer in Part 2?'],
    counterExamples: ['My answers are longer now.', 'How long should my answer be?', 'Can you give me a longer answer?'],
  },
  {
    id: 'remember-words',
    asked: /\b(?:remember|memori[sz]e|retain|keep|learn|forget)\b.*\b(?:new )?(?:words|vocabulary|vocab|phrases)\b|\b(?:vocabulary|vocab)\b.*\b(?:bigger|grow|expand|improve|build)\b/i,
    answer:
      'Meet a new word several times in its first week: write it in a sentence about your own life, say it aloud, and look at it again a day later, then a few days after that. That is what your Notebook and Review do: save a word there and Parley brings it back just before you would forget it.',
    followUp: 'Which word from this week would you like to make your own? Put it in a sentence about yourself.',
    examples: ['How can I remember new words?', 'Any tips to memorise vocabulary?', 'Why do I forget new words so quickly?', 'How can I make my vocabulary bigger?'],
    counterExamples: ['How do I remember my password?'],
    es: { asked: /\b(?:recordar|memorizar|aprender|olvid\p{L}*)\b.*\b(?:palabras|vocabulario)\b/iu, followUp: '¿Qué palabra de esta semana quieres hacer tuya? Úsala en una frase sobre ti. (Which word from this week would you like to make your own? Use it in a sentence about yourself.)', examples: ['¿Cómo puedo recordar palabras nuevas?', '¿Por qué olvido las palabras nuevas?'] },
  },
  {
    id: 'stop-translating',
    asked: /\b(?:stop|avoid|quit|without)\b.*\btranslat(?:e|ing)\b|\bthink(?:ing)? in (?:english|spanish)\b|\btranslat(?:e|ing) (?:\w+ )?(?:in|inside) my head\b/i,
    answer:
      "Start small: name the things around you in {language} as you see them, and describe your day to yourself in short, simple sentences. Learn phrases whole, like {chunk}, rather than word by word. Your first language will still slip in at times, and that fades with practice.",
    followUp: 'Try it now: describe what you can see around you in three short sentences.',
    examples: ['How can I stop translating in my head?', 'How do I learn to think in English?', 'Any tips to speak without translating?', 'I always translate everything in my head. How can I fix it?'],
    counterExamples: ['How do I translate "window"?'],
    es: { asked: /\btraduc\p{L}*|\bpensar en español\b/iu, followUp: 'Pruébalo ahora: describe lo que ves a tu alrededor en tres frases cortas. (Try it now: describe what you can see around you in three short sentences.)', examples: ['¿Cómo puedo dejar de traducir en mi cabeza?', '¿Algún consejo para pensar en español?'] },
  },
  {
    id: 'nervous-speaking',
    asked: /\b(?:nervous|shy|afraid|scared|anxious|embarrassed|confident|confidence|panic)\b.*\b(?:speak|speaking|talk|talking|english|spanish|conversations?)\b|\b(?:speak|speaking|talk|talking)\b.*\b(?:nervous|shy|afraid|scared|confident|confidence)\b/i,
    answer:
      "Almost everyone feels that way, and it gets easier with practice. Prepare a few sentences about things you know well, like your work, your family or your weekend, so you always have something ready, and remember that people listen for what you mean far more than for small mistakes. Practising here, where nobody judges you, is a good start.",
    followUp: 'Shall we practise one now? Tell me about your weekend in three or four sentences.',
    examples: ['How can I be less nervous when I speak English?', 'How do I get more confident speaking?', 'Any tips for when I feel shy in conversations?', "I'm very shy when I speak English. What can I do?"],
    counterExamples: ['How can I calm down an angry customer?'],
    es: { asked: /\b(?:nervios[oa]s?|vergüenza|miedo|confianza|tímid[oa])(?![\p{L}])/iu, followUp: '¿Practicamos ahora? Cuéntame tu fin de semana en tres o cuatro frases. (Shall we practise now? Tell me about your weekend in three or four sentences.)', examples: ['¿Cómo puedo estar menos nerviosa cuando hablo?', '¿Algún consejo para hablar con más confianza?'] },
  },
  {
    id: 'presentation',
    // How to open or close one is a phrase to say (business-idioms.ts's meeting moves), not advice on the whole talk.
    asked: /\bpresentations?\b(?<!\b(?:start|begin|open|end|finish|close|conclude) (?:a|the|my|our) presentations?)|\bpresent(?:ing)? (?:my|our|a|the) (?:project|idea|results|work|product)\b/i,
    answer:
      'Open with a question or a short story rather than your agenda. Keep to three main points, and give each one an example or a number people will remember. Practise out loud twice, standing up, and finish with the one message you want people to take away.',
    followUp: `What is your presentation about? ${OPENING_LINES_REQUEST}`,
    examples: ['How can I make my presentation more interesting?', 'Any tips for my presentation next week?', 'What is the best way to prepare a presentation in English?'],
    counterExamples: ['How do I end a presentation?', 'How should I start my presentation?'],
    es: { asked: /\bpresentaci[oó]n(?:es)?\b/iu, followUp: '¿De qué trata tu presentación? Escríbeme las dos primeras frases. (What is your presentation about? Write me your first two sentences.)', examples: ['¿Algún consejo para mi presentación en español?'] },
  },
  {
    id: 'british-or-american',
    asked: /\b(?:british|american|uk|us)\b.*\b(?:or|vs\.?|versus|and)\b.*\b(?:british|american|uk|us)\b/i,
    answer:
      'Both are correct, and both are understood everywhere. Choose the one you hear most, or the one your work or exam needs, and keep your spelling consistent within a text. IELTS and the Cambridge exams accept either.',
    followUp: 'Which English do you hear most in your daily life?',
    examples: ['Is it better to learn British or American English?', 'Should I learn American or British English?'],
    counterExamples: [],
  },
  {
    id: 'how-long',
    asked: /\bhow long\b.*\b(?:fluent|fluency|learn (?:english|spanish)|get good|speak well|reach (?:a |the )?(?:[abc][12]|next level|advanced)|improve)\b|\bdo you think i (?:can|could|will) (?:improve|learn|be fluent|become fluent|speak well|reach)\b.*\b(?:in|within) (?:a|one|two|three|six|\d+) (?:years?|months?|weeks?)\b/i,
    answer:
      'It depends on where you start and how much you practise, but as a rough guide, moving up one CEFR level, say from B1 to B2, takes most learners a few hundred hours of study and practice. A little every day beats a lot once a week: twenty minutes of speaking a day adds up quickly.',
    followUp: 'How much time can you give to your English on a normal day?',
    examples: ['do you think i can improve my english in one year?', 'How long does it take to become fluent?', 'How long until I reach B2?'],
    counterExamples: ['How long did it take you to get here?'],
    es: { asked: /\bcu[aá]nto tiempo\b.*\b(?:fluidez|hablar bien|aprender|nivel|b1|b2|c1)\b/iu, followUp: '¿Cuánto tiempo puedes dedicar al español en un día normal? (How much time can you give to your Spanish on a normal day?)', examples: ['¿Cuánto tiempo se tarda en hablar con fluidez?', '¿Cuánto tiempo necesito para llegar a B2?'] },
  },
  {
    id: 'daily-routine',
    asked: /\b(?:every day|each day|daily|a day)\b.*\b(?:better|improve|learn|practi[cs](?:e|ing)|study|progress)\b|\b(?:better|improve|learn|practi[cs](?:e|ing)|study|progress)\b.*\b(?:every day|each day|daily|a day)\b|\bdaily (?:routine|plan|habit)\b/i,
    answer:
      'Twenty minutes a day is enough if you keep it going: five minutes with the words and corrections in your Notebook, ten minutes listening to something you enjoy and saying a few of its lines back, and five minutes speaking about your own day, here or aloud to yourself. Once a week, write a short paragraph about your week.',
    followUp: 'When in your day could you find those twenty minutes?',
    examples: ['What should I do every day to get better?', 'What can I do every day to improve my English?', 'Any tips for practising every day?'],
    counterExamples: ['I practise every day with my sister.', 'What should I do in London?'],
    es: { asked: /\b(?:cada d[ií]a|todos los d[ií]as|diariamente|al d[ií]a)(?![\p{L}]).*\b(?:mejorar|aprender|practicar|estudiar)\b|\b(?:mejorar|aprender|practicar|estudiar)\b.*\b(?:cada d[ií]a|todos los d[ií]as|diariamente|al d[ií]a)(?![\p{L}])/iu, followUp: '¿En qué momento del día puedes encontrar esos veinte minutos? (When in your day could you find those twenty minutes?)', examples: ['¿Qué debo hacer cada día para mejorar?', '¿Qué puedo hacer todos los días para aprender español?'] },
  },
  {
    id: 'homesick',
    asked: /\bhomesick(?:ness)?\b|\bmiss(?:ing)? (?:my |our )?(?:home|family|country|parents|friends)\b/i,
    answer:
      'Missing home is very normal, above all in the first year. A few things help: a regular call with home at a fixed time, cooking a dish from home now and then, and a small routine in your new place, like a class, a sport or a weekly coffee with someone, so it starts to feel like yours too.',
    followUp: 'What is one thing from home you could bring into your week here?',
    examples: ['Do you have any advice for homesickness?', 'What can I do about this: I miss my family a lot?', 'Any tips for when I feel homesick?'],
    counterExamples: ['I missed the bus.'],
    es: { asked: /\bnostalgia\b|\becho de menos\b|\bextraño (?:a )?(?:mi|mis)\b/iu, followUp: '¿Qué cosa de tu país podrías traer a tu semana aquí? (What is one thing from home you could bring into your week here?)', examples: ['¿Algún consejo para la nostalgia?', '¿Algún consejo para cuando echo de menos a mi familia?'] },
  },
  {
    // Life beside the lessons: a learner who works nights or cannot sleep asks their teacher as they would a friend.
    id: 'sleep',
    asked: /\b(?:sleep|sleeping|fall asleep|insomnia)\b(?<!\b(?:say|pronounce|spell|word|mean|means|meaning)\b.*)/i,
    answer:
      'Sleep likes a routine: the same time to bed and up, even at weekends, a dark and cool room, and no phone for the last half hour. After a night shift it is harder, because daylight tells your body to wake up: wear sunglasses on the way home, go to bed soon after you get in, use thick curtains or an eye mask, and keep your phone silent. A short nap before the next shift helps too.',
    followUp: 'What usually keeps you awake?',
    examples: ['Do you have any tips for sleeping after a night shift?', 'How can I sleep better?', 'Any advice for insomnia?', "I can't fall asleep at night. What should I do?"],
    counterExamples: ['How do I pronounce sleep?', 'What time do you go to sleep?', 'I sleep eight hours.'],
    es: { asked: /(?<![\p{L}])(?:dormir|insomnio|duermo)(?![\p{L}])/iu, followUp: '¿Qué es lo que no te deja dormir? (What usually keeps you awake?)', examples: ['¿Algún consejo para dormir mejor?', '¿Cómo puedo dormir mejor?'] },
  },
  {
    id: 'stress',
    // Not a word's stress: of a syllable, a word quoted or said, 'the stress is different', 'How do I pronounce...? The stress...'.
    asked: /\b(?:stress|stressed|stressful|relax|calm down|burn-?out|burnt out|overwhelmed)\b(?<!\b(?:syllables?|word|words|stress (?:on|in|of)|where|pronounce|pronouncing|pronunciation|accent)\b.*)(?<!(?:["“‘]|(?<![a-z])')[^"'’”]+(?:["”’]|'(?![a-z])).*)(?!.*\bsyllables?\b)(?! (?:is|was) (?:different|the same|on|in)\b| pattern| mark)/i,
    answer:
      'Stress builds up when a day has no breaks, so plan small ones: ten minutes outside without your phone, a few slow breaths before a hard task, in for four and out for six, and a fixed time when work stops. Writing tomorrow’s three most important tasks on paper before you finish also helps your head let go of them. If it goes on for weeks, talk to someone you trust, or to a doctor.',
    followUp: 'What stresses you most in a normal week?',
    examples: ["Honestly I'm so stressed at work, any tips?", "I'm stressed about my pronunciation, any tips?", 'How can I deal with stress at work?', 'Any tips for stress?', 'What can I do when I feel stressed?', 'How can I relax after work?'],
    counterExamples: ['Where is the stress in "photography"?', 'How do I know which syllable to stress?', 'My job is stressful.', "How do I pronounce 'comfortable' and 'comfort'? The stress is different?", 'The stress in "hotel" is on the end?'],
    es: { asked: /(?<![\p{L}])(?:estr[eé]s|estresad[oa]|relajarme)(?![\p{L}])/iu, followUp: '¿Qué es lo que más te estresa en una semana normal? (What stresses you most in a normal week?)', examples: ['¿Algún consejo para el estrés?', '¿Cómo puedo relajarme después del trabajo?'] },
  },
  {
    // A parent asking for their child, told before ('I have a son, he is 5') or in the question.
    id: 'children-learning',
    asked: /\b(?:games?|songs?|activities|picture books?)\b.*\b(?:in english|with (?:him|her|them|my (?:son|daughter|kids?|children|child|little one)))\b|\b(?:teach|help) (?:my )?(?:son|daughter|kids?|children|child|little one)\b.*\benglish\b|\b(?:english|learning) (?:with|for) (?:my )?(?:kids|children|child|son|daughter|toddlers?)\b/i,
    answer:
      "Young children learn a language through play and routine: sing the same few songs every day, play simple games like I spy (I spy with my little eye something red), Simon says or naming things around the house, and read short picture books together, pointing and asking what's this? Ten minutes a day in English, always fun, does more than one long lesson a week.",
    followUp: "Which game would you like to try first? Tell me, and I'll give you the words you'll need for it.",
    examples: ['What games can I play with him in English?', 'How can I teach my daughter English?', 'Any tips for learning English with kids?'],
    counterExamples: ['My son plays games all day.', 'How can I learn English?', 'What games do you like?'],
  },
  {
    id: 'things-to-do',
    // Not learning, but what a teacher is asked after "I'm bored" or a weekend with no plans.
    asked: /\b(?:what to do|nothing to do|bored)\b|\b(?:ideas|suggest\w*) for (?:this |the )?(?:weekend|evening|tonight|my day off)\b/i,
    answer:
      'A few ideas: go somewhere in your town you have never been, like a museum, a market or a park; cook something new; watch a film in English with English subtitles; or meet a friend for coffee and speak English together for ten minutes.',
    followUp: 'Which of those sounds best to you?',
    examples: ['What can I do about this: I have nothing to do this weekend?', 'Any ideas for the weekend?', 'What can I do when I am bored?'],
    counterExamples: ['I know what to do.'],
  },
  {
    id: 'best-way-to-learn',
    asked: /\b(?:best|fastest|quickest|easiest|right) way to (?:learn|study|master|get better at)\b|\bhow (?:can|do|should) i learn (?:english|spanish)\b|\bhow to learn (?:english|spanish)\b/i,
    answer:
      'Mix three things every week: something you enjoy listening to or reading, like a series, podcasts or articles on your hobby, a little study of words and grammar, and as much speaking and writing as you can, with someone pointing out your mistakes. Little and often works best.',
    followUp: 'What do you enjoy doing in your free time? We can build your English around it.',
    examples: ['What is the best way to learn English?', 'How should I learn English?', 'What is the fastest way to learn Spanish?'],
    counterExamples: [],
    es: { asked: /\bmejor (?:manera|forma) de aprender\b|\bc[oó]mo (?:puedo|debo) aprender español\b|\brecomiendas para aprender\b/iu, followUp: '¿Qué te gusta hacer en tu tiempo libre? Podemos construir tu español alrededor de eso. (What do you enjoy doing in your free time? We can build your Spanish around it.)', examples: ['¿Qué me recomiendas para aprender español?', '¿Cómo puedo aprender español?'] },
  },
  {
    id: 'verb-forms',
    asked: /\b(?:remember|memori[sz]e|learn|study)\b.*\b(?:verb (?:forms|endings|tenses)|conjugations?|irregular verbs|(?:the |my )?verbs)\b/i,
    answer:
      "Learn verbs in small sets, not whole tables at once: one tense and five common verbs, said aloud with a person, as in 'I went, you went'. Then put each form in a sentence about your own day, and come back to it the next day and a few days later: a form you have used in a sentence of your own stays, one you have only read is gone within a week. The irregular verbs are the ones used most, so they are the ones to start with.",
    followUp: "Let's try one now: tell me three things you did yesterday, each with a different verb.",
    examples: ['How can I remember irregular verbs?', 'Any tips to learn verb conjugations?', 'How do I memorise the verb forms?'],
    counterExamples: ['I remember the verbs now.', 'How do I use the verb "get"?'],
    es: { asked: /\b(?:recordar|memorizar|aprender|estudiar|aprenderme)\b.*\b(?:verbos|conjugaci[oó]n(?:es)?|formas verbales|tiempos verbales)\b/iu, followUp: '¿Probamos ahora? Dime tres cosas que hiciste ayer, cada una con un verbo distinto. (Shall we try now? Tell me three things you did yesterday, each with a different verb.)', examples: ['¿Tienes consejos para recordar los verbos?', '¿Cómo puedo memorizar las conjugaciones?'] },
  },
  {
    id: 'rolled-r',
    asked: /\b(?:roll(?:ed|ing)? (?:my |the |an? )?r|(?:rolled|trilled) r|spanish r|(?:the |double )?rr)\b(?! (?:and|or) \w)/i,
    answer:
      "The Spanish rr is the tip of the tongue tapping fast, several times, on the ridge just behind your top teeth, pushed by the air. Start with the single tap of 'pero' or 'caro', close to the t in an American 'butter', then make it longer; saying 'tres' and 'dragón' quickly gets the tongue there, and blowing steadily with a loose tongue does the rest. A few minutes a day for some weeks is what it takes, and until then a single tap is always understood.",
    followUp: "Try it: say 'perro', 'carro' and 'rojo', slowly first and then faster.",
    examples: ['How can I roll my r?', 'Any tips for the rolled r?', 'How do I learn the Spanish rr?'],
    counterExamples: ['What is the difference between r and l?', 'How do I make the r sound?'],
    es: { asked: /(?:\b(?:la|el|una|pronunciar|decir|hacer) (?:rr|erre)\b|\brr\b|\berre (?:doble|fuerte)\b)/iu, followUp: 'Prueba: di «perro», «carro» y «rojo», primero despacio y luego más rápido. (Try it: say them slowly first, then faster.)', examples: ['¿Tienes un consejo para la rr?', '¿Cómo puedo pronunciar la rr?'] },
  },
  {
    id: 'fewer-mistakes',
    asked: /\b(?:stop|avoid|fewer|less|reduce|fix)\b.*\b(?:mistakes|errors)\b|\b(?:mistakes|errors)\b.*\b(?:again and again|every time|always)\b/i,
    answer:
      "Mistakes are part of learning, so don't try to stop them all at once. Pick one you make often, since your Notebook keeps them, focus on it for a week, and say the right version aloud a few times a day. Then move on to the next one.",
    followUp: 'Which mistake do you think you make most often?',
    examples: ['How can I stop making mistakes?', 'Any tips to make fewer errors when I speak?', 'Why do I make the same mistakes again and again?'],
    counterExamples: [],
    es: { asked: /\b(?:errores|fallos|equivoc\p{L}*)/iu, followUp: '¿Qué error crees que cometes más a menudo? (Which mistake do you think you make most often?)', examples: ['¿Cómo puedo cometer menos errores?', '¿Por qué cometo siempre los mismos errores?'] },
  },
  {
    id: 'accent',
    // The learner's own accent; understanding someone else's is listening.
    asked: /^(?!.*\bunderstand\b).*\b(?:accent|sound (?:more )?(?:native|natural|like a native|british|american)|(?:speak|sound|talk) like (?:an? )?(?:american|british|native(?: speaker)?|english person))\b/i,
    answer:
      "You don't need to lose your accent: being clear matters far more than sounding native. Work on the sounds that change a word's meaning for you, like 'ship' and 'sheep', and on which syllable is stressed. {soundCheck}",
    followUp: 'Which sounds do you find hardest in English?',
    examples: ['How do I get rid of my accent?', 'How do I sound more like a native speaker?', 'Should I learn to lose my accent?', 'Why do people say I have an accent?'],
    counterExamples: ['How can I understand people with a strong accent?'],
  },
  {
    id: 'motivation',
    asked: /\b(?:stay|keep|get|feel) motivated\b|\bmotivation\b|\b(?:keep going|give up|lazy)\b/i,
    answer:
      'Tie your learning to something you care about: a trip, a job, a series you love. Set a small daily goal you can always meet, even ten minutes, and look back now and then: a month from now your Notebook will show how much you have already fixed.',
    followUp: 'What made you start learning?',
    examples: ['How can I stay motivated?', 'Any tips for motivation?', 'How do I keep going when I want to give up?'],
    counterExamples: [],
    es: { asked: /\bmotivad[oa]s?\b|\bmotivaci[oó]n\b|\brendirme\b/iu, followUp: '¿Por qué empezaste a aprender español? (What made you start learning Spanish?)', examples: ['¿Cómo puedo seguir motivado?', '¿Algún consejo para no rendirme?'] },
  },
  {
    // The learner's own speech too fast; people who speak too fast for the learner are 'improve-listening'.
    id: 'speak-too-fast',
    asked: /\bi (?:speak|talk) (?:too|so|very|really|a bit too|a little too) (?:fast|quickly)\b|\bhow (?:can|do|could|should) i (?:slow down|speak (?:more )?slowly|speak slower|talk (?:more )?slowly|talk slower)\b/i,
    answer:
      "Speaking fast is often nerves, and the cure is pauses, not slow words. Say things in short groups of three to six words with a small pause between them, where a comma would go; breathe at each full stop; and lean on the one important word in each group. People understand you better, and each pause gives you time to choose your next words.",
    followUp: 'Try it now: tell me about your morning in three sentences, with a short pause after each group of words.',
    examples: ['I speak too fast, what can I do?', 'How can I slow down when I speak?', 'How can I speak more slowly?'],
    counterExamples: ['You speak too fast for me.', 'People speak too fast and I cannot understand them.', 'How can I speak faster?'],
  },
  {
    id: 'speak-fluently',
    asked: /\b(?:speak|talk)\b.*\b(?:faster|more fluently|fluently|without stopping|without (?:long )?pauses|more naturally)\b|\b(?:my )?fluency\b/i,
    answer:
      "Fluency grows from phrases you can say without thinking. Choose a few everyday topics, tell the same short story several times until it flows, and use fillers like 'well' and 'let me think' to buy time instead of stopping.",
    followUp: "Tell me about your morning routine, and try to keep going without stopping. Don't worry about mistakes.",
    examples: ['How can I speak more fluently?', 'How do I talk without stopping all the time?', 'Any tips to improve my fluency?'],
    counterExamples: [],
    es: { asked: /\bfluidez\b|\bhablar (?:más )?(?:rápido|fluido|sin parar)\b/iu, followUp: 'Cuéntame tu rutina de la mañana sin parar, y no te preocupes por los errores. (Tell me about your morning routine without stopping, and don\'t worry about mistakes.)', examples: ['¿Cómo puedo hablar con más fluidez?'] },
  },
  {
    id: 'how-many-words',
    asked: /\bhow many (?:\w+ )?words\b.*\b(?:need|know|learn|should)\b/i,
    answer:
      'For everyday conversation, about two to three thousand of the most common word families carry you a long way: they cover most of what people say in daily life. Beyond that, learn the words of your own work, studies and interests, because those are the ones you will actually use.',
    followUp: 'Which topic do you most need words for right now: your work, travel or something else?',
    examples: ['How many words do I need to know?', 'How many English words should I learn to speak well?'],
    counterExamples: ['How many words are in this sentence?'],
  },
  {
    id: 'series-to-learn',
    asked: /\b(?:recommend|suggest|good|best)\b.*\b(?:tv |television )?(?:series|shows?|sitcoms?)\b.*\b(?:learn|learning|practi[cs]e|improve|study)\b/i,
    answer:
      'Series full of everyday talk work best: Friends, Modern Family and The Good Place are short, funny and easy to follow. Watch with English subtitles first, then watch a scene again without them, and say a few lines along with the actors.',
    followUp: 'What kind of series do you enjoy in your own language?',
    examples: ['Can you recommend a TV series to learn English?', 'What are the best shows to improve my English?'],
    counterExamples: ['Can you recommend a good series?'],
  },
  {
    // Whether films, series or songs help ('What do you think about learning English with movies?'): yes, and how.
    id: 'films-and-songs',
    asked: /\b(?:learn(?:ing)?|stud(?:y|ying)|practi[cs](?:e|ing)|improv(?:e|ing))\b[^?]*\b(?:with|by|from|through|watching|listening to)\b[^?]*\b(?:films?|movies?|series|tv|television|songs?|music|cartoons?|youtube|videos?)\b|\b(?:watching|listening to)\b[^?]*\b(?:films?|movies?|series|tv|songs?|music|videos?)\b[^?]*\b(?:help|good|useful|learn|improve)|\bsubtitles?\b[^?]*\bor (?:without|not)\b|\b(?:should|can) i (?:watch|use)\b[^?]*\bsubtitles?\b/i,
    answer:
      'It helps a lot, as long as you do more than watch. Films and series give you real {language} at natural speed: choose something you enjoy, turn on subtitles in {language} rather than in your own language, and pause now and then to say a line out loud. Songs and short videos work the same way, and watching one scene twice teaches more than a new one.',
    followUp: 'What was the last film or series you watched?',
    examples: ['What do you think about learning english with movies?', 'Is it good to learn English by watching films?', 'Does watching series in English help?', 'Can I learn English with songs?', 'Is it better to watch films with subtitles or without?', 'Should I watch series with English subtitles?'],
    counterExamples: ['I watched a film yesterday.', 'I love watching movies with my family.', 'What do you think about the film?'],
  },
  {
    id: 'podcasts-to-learn',
    asked: /\b(?:recommend|suggest|good|best)\b.*\bpodcasts?\b.*\b(?:learn|learning|practi[cs]e|improve|study|english)\b/i,
    answer:
      'BBC Learning English has 6 Minute English, made for learners and short enough for every day. When it feels easy, try All Ears English or Luke’s English Podcast, and later podcasts made for native speakers on a topic you love.',
    followUp: 'When in your day could you listen for ten minutes?',
    examples: ['Can you recommend a podcast to learn English?', 'What are the best podcasts to improve my English?'],
    counterExamples: ['I listen to a podcast about cooking.'],
  },
  {
    id: 'books-and-resources',
    asked: /\b(?:recommend|suggest|good|best)\b.*\b(?:books?|resources?|podcasts?|apps?|websites?|series|films?|movies?)\b.*\b(?:learn|learning|practi[cs]e|improve|study)\b/i,
    answer:
      'Graded readers are the best books to start with: stories written for learners at your level, so you can read without stopping at every word. Add a learner\'s dictionary, and series or podcasts you enjoy, first with subtitles in {language}, then without. What matters most is that you enjoy it enough to do it every day.',
    followUp: 'What do you enjoy reading or watching in your own language? That tells us where to start.',
    examples: ['Can you recommend a good book to learn English?', 'Can you recommend an app to learn English?'],
    counterExamples: ['Can you recommend a good book?'],
  },
  {
    // Often said after a move: a teacher's answer, and practice for the first conversation there.
    id: 'meet-people',
    asked: /\b(?:meet(?:ing)?|find(?:ing)?|mak(?:e|ing)|get(?:ting)? to know)\b.*\b(?:new |more )?(?:people|friends)\b/i,
    answer:
      'What helps most is something regular, where you see the same faces every week: a club or class around something you already like, such as a running group or a board-game night, a language exchange, or volunteering. Say yes to small invitations from colleagues or neighbours too, even a quick coffee. And every one of those is real {language} practice.',
    followUp: 'What do you enjoy doing? Tell me, and we can practise what you would say to someone there.',
    examples: ['Where can I meet people?', 'How can I make friends in a new city?', 'Any tips for meeting new people?'],
    counterExamples: ['I met new people at the party.', 'What can I say to make new friends?'],
    es: {
      asked: /(?<![\p{L}])(?:conocer|hacer|encontrar) (?:a )?(?:gente|amigos|amigas|personas)(?![\p{L}])/iu,
      followUp: '¿Qué te gusta hacer? Cuéntamelo y practicamos qué dirías allí. (What do you enjoy doing? Tell me, and we will practise what you would say there.)',
      examples: ['Gracias. ¿Qué puedo hacer para conocer gente?', '¿Cómo puedo hacer amigos aquí?'],
    },
  },
  {
    id: 'improve-speaking',
    asked: /\b(?:improve|better|practi[cs]e|work on|develop)\b.*\b(?:speaking|spoken (?:english|spanish)|conversation skills?)\b|\bspeak (?:\w+ )?better\b|\bi (?:can'?t|cannot|can not) (?:really )?(?:speak|talk)\b(?! (?:to|with|about)\b)|\bmy (?:weakest|worst) (?:part|skill|area) is speaking\b/i,
    answer:
      "Speaking grows by speaking, a little every day. Talk about your own life for ten minutes, here or with a friend, record yourself telling a short story and listen back once, and learn whole phrases rather than single words. Shadowing helps too: play a short clip, pause it, and say it back with the same rhythm.",
    followUp: "Let's start now: tell me about the last film or series you watched. What happened in it?",
    examples: ['What should I do to improve my speaking?', 'How can I get better at speaking?', 'Any tips to speak English better?', "I can understand, but I can't speak. What can I do?", 'My weakest part is speaking. Any tips?'],
    counterExamples: ['How can I speak more fluently?'],
    es: { asked: /\bmejorar (?:mi |la )?(?:forma de hablar|conversaci[oó]n|expresi[oó]n oral)\b|\bhablar mejor\b/iu, followUp: 'Empezamos ya: cuéntame la última película o serie que viste. ¿Qué pasa en ella? (Let\'s start now: tell me about the last film or series you watched. What happens in it?)', examples: ['¿Cómo puedo hablar mejor español?', '¿Qué puedo hacer para mejorar mi conversación?'] },
  },
  {
    id: 'improve-listening',
    asked: /\b(?:improve|better|practi[cs]e|work on)\b.*\blistening\b|\bunderstand (?:native speakers|people when they speak|films|movies|series|songs|podcasts|fast speech)\b|\b(?:don'?t|can'?t|cannot|do not|never) understand\b.*\b(?:fast|quickly|native speakers|accents?|films|movies|series)\b|\b(?:people|they|natives?|native speakers) (?:speak|talk) (?:too |very |so |really )?(?:fast|quickly)\b|\bunderstand\b.*\b(?:strong |different |heavy |regional )?accents?\b/i,
    answer:
      'Listen to the same short clip several times: first for the idea, then with the subtitles or transcript in {language}, then again without them. Choose podcasts and series about things you enjoy, slowed down a little at first if your player allows it, and a little every day beats a long session once a week.',
    followUp: 'What do you enjoy listening to or watching? I can suggest how to use it.',
    examples: ['How can I improve my listening?', 'How do I understand native speakers when they talk fast?', 'Any tips to understand films without subtitles?', "What can I do about this: I don't understand people because they speak very fast?", 'How can I understand people with a strong accent?'],
    counterExamples: [],
    es: { asked: /\bmejorar (?:mi |la )?(?:comprensi[oó]n|escucha)\b|\bentender (?:a los nativos|las pel[ií]culas|las series|las canciones)\b/iu, followUp: '¿Qué te gusta escuchar o ver? (What do you enjoy listening to or watching?)', examples: ['¿Cómo puedo mejorar mi comprensión oral?', '¿Algún consejo para entender a los nativos?'] },
  },
  {
    id: 'improve-writing',
    asked: /\b(?:improve|better|practi[cs]e|work on)\b.*\bwriting\b|\bwrite (?:\w+ )?better\b/i,
    answer:
      'Write a little and often: five sentences a day about your day, your plans or your opinion on something you read. Then look at what was corrected and write the same idea again. The Writing page checks a text for you, and {writingHelp} with emails, essays and cover letters.',
    followUp: 'Try it now: write three sentences about what you did yesterday, and I will look at them.',
    examples: ['How can I improve my writing?', 'What should I do to write better in English?', 'Any tips to practise writing?'],
    counterExamples: ['How do I write a cover letter?'],
  },
  {
    id: 'improve-grammar',
    asked: /\b(?:improve|better|practi[cs]e|work on|learn(?:ing)?|study(?:ing)?)\b.*\bgrammar\b|\bgrammar\b.*\b(?:bad|weak|poor|terrible)\b/i,
    answer:
      'Learn grammar from your own sentences rather than from lists of rules: your Notebook keeps the corrections you get, so take one pattern a week, read how it works, and use it in a few sentences about your life. One tense or structure at a time, in real sentences, sticks much better.',
    followUp: 'Which part of grammar feels hardest for you right now?',
    examples: ['How can I improve my grammar?', 'Any tips for learning grammar?', 'My grammar is bad, what should I do?'],
    counterExamples: ['How do I use the present perfect?'],
    es: { asked: /\bgram[aá]tica\b/iu, followUp: '¿Qué parte de la gramática te parece más difícil ahora? (Which part of grammar feels hardest for you right now?)', examples: ['¿Cómo puedo mejorar mi gramática?'] },
  },
];

/** The topic a request for advice is about, if it is one of ours; for Lucía (asked in Spanish or English), one she can answer. */
export function findAdvice(question: string, inSpanish = false): AdviceTopic | undefined {
  const inEnglish = ADVICE_TOPICS.find((topic) => topic.asked.test(question) && (!inSpanish || topic.es));
  if (!inSpanish) return inEnglish;
  return (ASKS_ADVICE_ES.test(question) ? ADVICE_TOPICS.find((topic) => topic.es?.asked.test(question)) : undefined) ?? (ASKS_ADVICE.test(question) ? inEnglish : undefined);
}

/** A learner telling of a struggle: "I don't understand...", "I can't speak", "I get nervous", "It's hard for me to...". */
const STRUGGLE = /\b(?:i (?:don'?t|can'?t|cannot|do not|never|always) (?:understand|remember|follow|catch)|i (?:can'?t|cannot|can not) (?:really )?(?:speak|talk)|i (?:always )?forget (?:the )?words|i (?:always )?get (?:very |so |really |quite |a bit )?(?:nervous|anxious|shy)|my (?:weakest|worst) (?:part|skill|area) is|i (?:find it|have) (?:hard|difficult|(?:a )?problems?|trouble)|(?:it'?s|it is) (?:hard|difficult) for me|my (?:biggest )?problem is|i (?:speak|talk) (?:too|so|very|really) (?:fast|quickly))\b/i;

/** How a struggle told is put as a question (adviceAskedOfProblem): the answer opens with sympathy, not 'Good question!'. */
export const STRUGGLE_TOLD = ', so what can I do about it';

/** "What can I do?", "Any tips?", "How can I fix it?" with nothing said of what: asked of the problem just told. */
const BARE_ADVICE_REQUEST = /^(?:(?:so|and|but|well|ok(?:ay)?|hmm|maybe|yes|yeah)[,.]?\s+)?(?:what (?:can|should|could) i do(?: about (?:it|this|that))?(?: now| next| then)?|what (?:do|would) you (?:suggest|recommend)|how (?:can|do|should) i (?:fix|change|improve|solve|deal with) (?:it|this|that)|(?:do you have )?any (?:tips|advice|ideas)|(?:can|could) you give me (?:some )?(?:tips|advice))\s*[?.!]*$/i;

/**
 * "Sometimes I don't understand people because they speak very fast." then "What can I do?": the request for
 * advice put together with the problem the learner's last message told, so it is answered as one question.
 */
export function adviceAskedOfProblem(message: string, earlier: readonly string[]): string | null {
  // A struggle told that one of the topics answers ("I don't understand people when they speak fast") is advice wanted already.
  const told = message.trim();
  if (STRUGGLE.test(told) && !/\?\s*$/.test(told)) {
    // Said as told ('..., so what can I do about it'), so the answer opens as it does to news, not 'Good question!'.
    const asked = `${told.replace(/[.!]+$/, '')}${STRUGGLE_TOLD}`;
    return findAdvice(asked) ? asked : null;
  }
  const problem = earlier.at(-1)?.trim();
  if (!BARE_ADVICE_REQUEST.test(message.trim()) || !problem || /\?\s*$/.test(problem)) return null;
  return `What can I do about this: ${problem.replace(/[.!]+$/, '')}?`;
}

/** The teacher's question on which part of the language is hardest (follow-up/news-told.ts), in either language. */
const ASKED_HARDEST_PART = /\bhardest\b|\blo más difícil\b|\bte cuesta más\b/i;
/** Each part a learner may name, with the wish it stands for (English, and Spanish where Lucía has the topic). */
const HARDEST_PARTS: ReadonlyArray<readonly [RegExp, string, string | null]> = [
  [/\b(?:speak|speaking|talking|conversation|hablar|conversaci[oó]n)\b/iu, 'I want to improve my speaking', 'Quiero hablar mejor español'],
  [/\b(?:listen|listening|understanding|escuchar|entender|comprensi[oó]n)(?![\p{L}])/iu, 'I want to improve my listening', 'Quiero mejorar mi comprensión'],
  [/\b(?:grammar|tenses|gram[aá]tica|verbos)(?![\p{L}])/iu, 'I want to improve my grammar', 'Quiero mejorar mi gramática'],
  [/\b(?:words|vocabulary|palabras|vocabulario)\b/iu, 'I want to remember new words', 'Quiero recordar palabras nuevas'],
  [/\b(?:writing|write|spelling)\b/i, 'I want to improve my writing', null],
];
const SHORT_REPLY_WORDS = 8;

/** "Speaking." just after "Which part is hardest for you?": advice on that part, asked as the learner's question. */
export function adviceForHardestPart(message: string, previousTurn: string | undefined, inSpanish: boolean): string | null {
  if (!previousTurn || !ASKED_HARDEST_PART.test(lastSentence(previousTurn)) || message.trim().split(/\s+/).length > SHORT_REPLY_WORDS) return null;
  const part = HARDEST_PARTS.find(([named]) => named.test(message));
  const wish = part ? (inSpanish ? part[2] : part[1]) : null;
  // Said as told, as adviceAskedOfProblem does, so the answer opens as it does to news, not 'Good question!'.
  return wish ? `${wish}, ${inSpanish ? 'así que qué puedo hacer' : 'so what can I do about it'}` : null;
}

function lastSentence(turn: string): string {
  return turn.trim().split(/(?<=[.!?)])\s+(?=[¿¡]?\p{Lu})/u).filter((s) => /\?/.test(s)).slice(-2).join(' ');
}

/** The resources a learner asks about in turn ('a good book' ... 'What about a TV series?', 'And a podcast?'). */
const RESOURCE_TOPICS: ReadonlySet<string> = new Set(['books-and-resources', 'series-to-learn', 'podcasts-to-learn']);
const ANOTHER_RESOURCE = /^(?:(?:and|so|ok(?:ay)?)[,.]?\s+)?(?:(?:what|how) about |and )(?:an? |some )?((?:tv |good )?(?:series|shows?|podcasts?|books?|apps?|films?|movies?))\s*[?.!]*$/i;

/** "What about a TV series?" just after "Can you recommend a good book to learn English?": the same asked of a series. */
export function resourceAskedAgain(message: string, earlier: readonly string[]): string | null {
  const thing = ANOTHER_RESOURCE.exec(message.trim())?.[1];
  // 'And a podcast?' after 'What about a TV series?': back past the short questions to the first one.
  const before = [...earlier].reverse().slice(0, 3);
  const previous = before.find((m) => !ANOTHER_RESOURCE.test(m.trim()));
  if (!thing || !previous || !before.slice(0, before.indexOf(previous)).every((m) => ANOTHER_RESOURCE.test(m.trim())) || !RESOURCE_TOPICS.has(findAdvice(previous)?.id ?? '')) return null;
  return `Can you recommend ${/^[aeiou]/i.test(thing) ? 'an' : 'a'} ${thing.toLowerCase()} to learn English?`;
}
