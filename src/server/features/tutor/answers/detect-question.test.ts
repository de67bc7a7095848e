import { describe, expect, it } from 'vitest';
import { teacherFor } from '../tutor-test-helpers';
import { detectQuestion } from './detect-question';

const sophia = teacherFor('sophia');

describe('detectQuestion', () => {
  it.each([
    ["What does 'reluctant' mean?", 'meaning', 'reluctant'],
    // The quoted words a learner says they do not understand, asked to be explained.
    ['I don\'t understand "look forward to". can you explain?', 'meaning', 'look forward to'],
    ["Sorry, I didn't get 'touch base'.", 'meaning', 'touch base'],
    // A syllable count asked as a choice; a word quoted that native speakers say, asked whether it is right.
    ["is 'comfortable' 3 or 4 syllables?", 'pronunciation', 'comfortable'],
    ['Does vegetable have three or four syllables?', 'pronunciation', 'vegetable'],
    ["why native people say 'wanna'? it is correct?", 'is-correct', 'wanna'],
    ['Sorry Sophia, what does "awkward" mean?', 'meaning', 'awkward'],
    ["What's the meaning of the word 'cozy'?", 'meaning', 'cozy'],
    ["What is the past tense of 'go'?", 'past-tense', 'go'],
    ['What is the past participle of write?', 'participle', 'write'],
    ["What's the plural of 'child'?", 'plural', 'child'],
    ['What is the comparative of big?', 'comparative', 'big'],
    ["Is it correct to say 'I am agree with you'?", 'is-correct', 'I am agree with you'],
    ['Is correct to say "I am agree with you"?', 'is-correct', 'I am agree with you'],
    ['¿Cuándo uso el pretérito y cuándo el imperfecto?', 'difference', 'el pretérito'],
    ['So I can say "I was in charge of the budget"?', 'is-correct', 'I was in charge of the budget'],
    ['Thank you! What about "makes me"? Is it correct?', 'is-correct', 'makes me'],
    ['Ok. And "responsible of"? Is it correct?', 'is-correct', 'responsible of'],
    ['"I have went there" and "I has a car". Are they correct?', 'is-correct', 'I have went there. I has a car.'],
    ['i work in a hospital? is that correct?', 'is-correct', 'i work in a hospital'],
    ['¿Es correcto "fuimos" aquí?', 'is-correct', 'fuimos'],
    ['"datas" is not correct?', 'is-correct', 'datas'],
    ['Ok, so "fue muy divertido" is better?', 'is-correct', 'fue muy divertido'],
    ['Should I use "has become" instead of "became"?', 'is-correct', 'has become'],
    ['¿Cuándo se usa por o para?', 'difference', 'por'],
    ['Can you check my message to my team? "Hi all, please to send me the reports until friday. Thanks"', 'is-correct', 'Hi all, please to send me the reports until friday. Thanks'],
    ['Ok, I thinked about it yesterday. Is correct?', 'is-correct', 'I thinked about it yesterday'],
    ['She said me that she is tired. Correct?', 'is-correct', 'She said me that she is tired'],
    ['My brother have two cars, is it correct?', 'is-correct', 'My brother have two cars'],
    ["Can I say 'She don't like coffee'?", 'is-correct', "She don't like coffee"],
    ["Is this correct: 'I am agree with you.'", 'is-correct', 'I am agree with you'],
    // The question first, then the sentence it asks about, quoted or not.
    ['Is this correct? "I am agree with you"', 'is-correct', 'I am agree with you'],
    ['Is this right? I have went to London last year', 'is-correct', 'I have went to London last year'],
    ['Is this correct? I mean my last answer', 'answer-feedback', ''],
    ['Is that correct? "He go to school every day."', 'is-correct', 'He go to school every day'],
    ['Is this correct? "Please find attached the report."', 'is-correct', 'Please find attached the report'],
    ['Can you check this: Please find attached the report what you asked.', 'is-correct', 'Please find attached the report what you asked'],
    ['Check this please: We was very happy with the results.', 'is-correct', 'We was very happy with the results'],
    ['Can you correct my essay? Yesterday I go to the park with my friend.', 'is-correct', 'Yesterday I go to the park with my friend'],
    ['what is correct, "childs" or "children"?', 'is-correct', 'childs'],
    ["I always say 'hospital' wrong.", 'pronunciation', 'hospital'],
    ['Is my accent a problem?', 'advice', 'Is my accent a problem?'],
    ["Could you correct this? 'She don't like it.'", 'is-correct', "She don't like it"],
    ["Can you check my sentence? 'I am agree with this opinion.'", 'is-correct', 'I am agree with this opinion'],
    ["Can you give me an example with the word 'journey'?", 'example', 'journey'],
    ["How do you use 'although' in a sentence?", 'example', 'although'],
    ["What does mean 'awkward'?", 'meaning', 'awkward'],
    ['What do you mean by "touch base"?', 'meaning', 'touch base'],
    ["What is mean 'awkward'?", 'meaning', 'awkward'],
    ["What 'awkward' means?", 'meaning', 'awkward'],
    ["How do I pronounce the word 'thought'?", 'pronunciation', 'thought'],
    ['How do I pronounce the word thought? I always say sought.', 'pronunciation', 'thought'], // the question, then a remark
    ["Where is the stress in 'photography'?", 'pronunciation', 'photography'],
    ["How do you say 'I miss my friends' in Spanish?", 'spanish-phrase', 'I miss my friends'],
    // With no 'do', as learners often ask.
    ["how I pronounce 'thought'?", 'pronunciation', 'thought'],
    ["how you spell 'necessary'?", 'spelling', 'necessary'],
  ])('%j is a %s question about %j', (text, kind, subject) => {
    expect(detectQuestion(text, sophia)).toMatchObject({ kind, subject });
  });

  it.each(['Is this correct? I am not sure.', 'Is this right? Please tell me.', 'Is that ok? I can only come at 6 pm.'])('reads no sentence to check after the question in %j', (text) => {
    expect(detectQuestion(text, sophia)?.subject ?? '').not.toMatch(/not sure|Please tell me|I can only come/);
  });

  it.each(['Is this right? Yo fui a la playa ayer', '¿Está bien esto? Yo me despierto temprano.'])('Lucía reads the sentence after the question in %j', (text) => {
    expect(detectQuestion(text, teacherFor('lucia'))).toMatchObject({ kind: 'is-correct', subject: text.split(/\?\s*/).at(-1)!.replace(/\.$/, '') });
  });

  it('Lucía reads quoted sentences asked about together, and two forms after a lead-in', () => {
    expect(detectQuestion('Ok: "Estudio para aprobar el examen" y "Paseo por el parque". Están bien?', teacherFor('lucia'))).toMatchObject({ kind: 'is-correct', subject: 'Estudio para aprobar el examen. Paseo por el parque.' });
    expect(detectQuestion('Pero tengo una pregunta: se dice "por mis compañeras" o "para mis compañeras"?', teacherFor('lucia'))).toMatchObject({ kind: 'is-correct', subject: 'por mis compañeras', other: 'para mis compañeras' });
    expect(detectQuestion('Mi madre dice "come más" y mi padre dice "come menos". Son muy diferentes.', teacherFor('lucia'))?.kind).not.toBe('is-correct');
  });

  it.each(['You are a teacher, right?', 'We meet tomorrow, ok?', 'I slept well, is it ok for you?'])('reads no sentence to check in a tag question: %j', (text) => {
    expect(detectQuestion(text, sophia)?.kind).not.toBe('is-correct');
  });

  it.each(['Was that good? Give me a band.', 'Tell me my score please.', 'Ok. What band is that?'])('reads a band asked of Oliver in %j', (text) => {
    expect(detectQuestion(text, teacherFor('oliver'))?.kind).toBe('band-score');
  });

  it.each([
    ['sophia', 'Is "make" the same as "do"?', 'make', 'do'],
    ['sophia', 'Are bring and take the same?', 'bring', 'take'],
    ['sophia', 'make or do?', 'make', 'do'],
    ['lucia', 'es lo mismo "tengo que" y "debo"?', 'tengo que', 'debo'],
    ['lucia', '¿Es lo mismo ser que estar?', 'ser', 'estar'],
    ['lucia', 'hace o desde? cual es la diferencia?', 'hace', 'desde'],
    ['lucia', 'porque o por qué?', 'porque', 'por qué'],
    ['lucia', 'fui o iba?', 'fui', 'iba'],
    ['sophia', 'I never know when use "which" and "that"', 'which', 'that'],
    ['sophia', "I don't know when to use since or for.", 'since', 'for'],
  ])('%s: %j asks the difference between %j and %j', (slug, text, subject, other) => {
    expect(detectQuestion(text, teacherFor(slug))).toMatchObject({ kind: 'difference', subject, other });
  });

  it.each([
    ['sophia', 'Is your name the same as your mother?'],
    ['sophia', 'tea or coffee?'],
    ['lucia', '¿café o té?'],
    ['sophia', "I don't know when I use my phone and my laptop"],
  ])('%s: %j asks no difference between words (things of the learner, or a taste)', (slug, text) => {
    expect(detectQuestion(text, teacherFor(slug))?.kind).not.toBe('difference');
  });

  it.each([
    ['is correct "in the night" or "at night"?', 'in the night', 'at night'],
    ['Which is right: "I am agree" or "I agree"?', 'I am agree', 'I agree'],
  ])('%j asks which of two forms is right', (text, subject, other) => {
    expect(detectQuestion(text, sophia)).toMatchObject({ kind: 'is-correct', subject, other });
  });

  it.each([
    ['is it correct now: My brother lost his passport on the second day.', 'My brother lost his passport on the second day'],
    ['why is "a accident" wrong? accident is a normal word', 'a accident'],
  ])('%j asks whether %j is right', (text, subject) => {
    expect(detectQuestion(text, sophia)).toMatchObject({ kind: 'is-correct', subject });
  });

  it('reads both words of a difference question', () => {
    expect(detectQuestion("What's the difference between make and do?", sophia)).toMatchObject({ kind: 'difference', subject: 'make', other: 'do' });
    expect(detectQuestion("Can you explain me when I use 'make' and when 'do'?", sophia)).toMatchObject({ kind: 'difference', subject: 'make', other: 'do' });
    expect(detectQuestion('When I use my phone and when my laptop is off, I read.', sophia)).toBeNull();
    expect(detectQuestion("Is 'they never does' wrong?", sophia)).toMatchObject({ kind: 'is-correct', subject: 'they never does' });
    expect(detectQuestion("ok. so 'I have visited Paris last year' is correct?", sophia)).toMatchObject({ kind: 'is-correct', subject: 'I have visited Paris last year' });
    // What the difference is asked in is no part of the second word.
    expect(detectQuestion("What's the difference between ship and sheep in pronunciation?", sophia)).toMatchObject({ kind: 'difference', subject: 'ship', other: 'sheep' });
    expect(detectQuestion('What is the difference between ship and sheep in the mouth?', sophia)).toMatchObject({ kind: 'difference', subject: 'ship', other: 'sheep' });
    expect(detectQuestion('What is the difference between make and do in meaning?', sophia)).toMatchObject({ kind: 'difference', subject: 'make', other: 'do' });
    expect(detectQuestion('When do I use since and when for?', sophia)).toMatchObject({ kind: 'difference', subject: 'since', other: 'for' });
    // Asked as a statement.
    expect(detectQuestion('I don\'t understand when to use "since" and "for".', sophia)).toMatchObject({ kind: 'difference', subject: 'since', other: 'for' });
    expect(detectQuestion('I can never remember how to use a or an', sophia)).toMatchObject({ kind: 'difference', subject: 'a', other: 'an' });
    // A sound the learner struggles with.
    expect(detectQuestion('I have problem with the "th" sound.', teacherFor('maya'))).toMatchObject({ kind: 'pronunciation', subject: 'th' });
    expect(detectQuestion("I can't say r", teacherFor('maya'))).toMatchObject({ kind: 'pronunciation', subject: 'r' });
    expect(detectQuestion('I have problems with my boss.', teacherFor('maya'))?.kind).not.toBe('pronunciation');
    expect(detectQuestion('Can we practise the th sound?', teacherFor('maya'))?.kind).toBe('practice-words');
    expect(detectQuestion('how to make the short i sound?', teacherFor('maya'))).toMatchObject({ kind: 'pronunciation', subject: 'short i sound' });
    expect(detectQuestion('can you explain how to make the long i sound?', teacherFor('maya'))).toMatchObject({ kind: 'pronunciation', subject: 'long i sound' });
    expect(detectQuestion('Could you explain me what means "coherence"?', teacherFor('oliver'))).toMatchObject({ kind: 'meaning', subject: 'coherence' });
    expect(detectQuestion('what means burn out? my coworker say it to me', teacherFor('sophia'))).toMatchObject({ kind: 'meaning', subject: 'burn out' });
    expect(detectQuestion('what is "wanna" and "gonna"?', teacherFor('maya'))).toMatchObject({ kind: 'meaning', subject: 'wanna' });
    expect(detectQuestion('Should it be "no compró nada"?', teacherFor('lucia'))).toMatchObject({ kind: 'is-correct', subject: 'no compró nada' });
    expect(detectQuestion('carpeta is folder? I thought it was carpet', teacherFor('lucia'))).toMatchObject({ kind: 'meaning', subject: 'carpeta' });
    expect(detectQuestion('is it el agua or la agua?', teacherFor('lucia'))).toMatchObject({ kind: 'is-correct', subject: 'el agua', other: 'la agua' });
    expect(detectQuestion('¿Es mejor el tren o el avión?', teacherFor('lucia'))?.kind).not.toBe('is-correct');
    expect(detectQuestion('Hoy es lunes?', teacherFor('lucia'))?.kind).not.toBe('meaning');
    expect(detectQuestion("I think it's fine to say sorry when you are late.", teacherFor('sophia'))?.kind).not.toBe('is-correct');
    expect(detectQuestion('do you have a boyfriend lucia?', teacherFor('lucia'))?.kind).toBe('about-teacher');
    expect(detectQuestion('Madrid is big?', teacherFor('lucia'))?.kind).not.toBe('meaning');
    expect(detectQuestion("Let's work on the r sound.", teacherFor('maya'))?.kind).toBe('practice-words');
    // 'how to say', as learners write it, asks the coach how a word sounds; a phrase in another language does not.
    expect(detectQuestion('how to say "three" ? i say "tree"', teacherFor('maya'))).toMatchObject({ kind: 'pronunciation', subject: 'three' });
    expect(detectQuestion('how to say "thank you" in Japanese?', teacherFor('maya'))?.kind).not.toBe('pronunciation');
    expect(detectQuestion('minimal pairs for v and w please', teacherFor('maya'))?.kind).toBe('practice-words');
    expect(detectQuestion('Can you help me with b and v again?', teacherFor('maya'))?.kind).toBe('practice-words');
    expect(detectQuestion('Here is my sentence: "Yesterday I go to the bank."', teacherFor('claire'))).toMatchObject({ kind: 'is-correct', subject: 'Yesterday I go to the bank' });
    expect(detectQuestion('Can we practise Part 2?', teacherFor('maya'))?.kind).not.toBe('practice-words');
    // A word the learner struggles with, quoted or named as a word; not a quoted word in another sentence.
    expect(detectQuestion("I can't say the word 'world' correctly.", teacherFor('maya'))).toMatchObject({ kind: 'pronunciation', subject: 'world' });
    expect(detectQuestion("I have problems pronouncing 'comfortable'.", teacherFor('maya'))).toMatchObject({ kind: 'pronunciation', subject: 'comfortable' });
    expect(detectQuestion('The word squirrel is very hard to say for me.', sophia)).toMatchObject({ kind: 'pronunciation', subject: 'squirrel' });
    expect(detectQuestion("I can't pronounce 'ice cream' well.", sophia)).toMatchObject({ kind: 'pronunciation', subject: 'ice cream' });
    expect(detectQuestion("I can't say 'no' to my friends.", sophia)?.kind).not.toBe('pronunciation');
    expect(detectQuestion("I can't say what I mean.", sophia)?.kind).not.toBe('pronunciation');
    // A slip the learner knows they make: the word meant comes first.
    expect(detectQuestion('I always say "sink" instead of "think".', sophia)).toMatchObject({ kind: 'difference', subject: 'think', other: 'sink' });
    expect(detectQuestion('I say "sink" instead "think". How can I fix it?', sophia)).toMatchObject({ kind: 'difference', subject: 'think', other: 'sink' });
    expect(detectQuestion('I always say that I am fine instead of telling the truth.', sophia)?.kind).not.toBe('difference');
    expect(detectQuestion("I always say 'sheep' when I want to say 'ship'.", sophia)).toMatchObject({ kind: 'difference', subject: 'ship', other: 'sheep' });
    expect(detectQuestion('I say sink when I try to say think.', sophia)).toMatchObject({ kind: 'difference', subject: 'think', other: 'sink' });
    expect(detectQuestion('I always say what I think when I want to say something important.', sophia)?.kind).not.toBe('difference');
    // Not a pair of words to tell apart.
    expect(detectQuestion('I want to learn how to use my new phone and my laptop better.', sophia)?.kind).not.toBe('difference');
  });

  it('keeps the context a learner gives for a meaning', () => {
    expect(detectQuestion("What does 'bank' mean in 'the river bank'?", sophia)).toMatchObject({ kind: 'meaning', subject: 'bank', context: 'the river bank' });
  });

  it("finds each persona's own questions", () => {
    expect(detectQuestion('What band score would I get?', teacherFor('oliver'))?.kind).toBe('band-score');
    expect(detectQuestion('what band is this answer?', teacherFor('oliver'))?.kind).toBe('band-score');
    expect(detectQuestion('What score would that get?', teacherFor('oliver'))?.kind).toBe('band-score');
    expect(detectQuestion('What band is this song?', teacherFor('sophia'))?.kind).not.toBe('band-score');
    // A band that plays music is no score.
    expect(detectQuestion("I'm so excited, tomorrow I have a concert with my band.", teacherFor('sophia'))?.kind).not.toBe('band-score');
    expect(detectQuestion('My band will play at a festival and I am the drummer.', teacherFor('oliver'))?.kind).not.toBe('band-score');
    expect(detectQuestion('Can you tell me my band?', teacherFor('oliver'))?.kind).toBe('band-score');
    expect(detectQuestion('How long is the speaking test?', teacherFor('oliver'))?.kind).toBe('ielts-format');
    expect(detectQuestion("I don't know how Part 2 works.", teacherFor('oliver'))?.kind).toBe('ielts-format');
    // News of the exam is not a question about it: the teacher asks how the learner is preparing.
    expect(detectQuestion('Hello, I have my IELTS exam in three weeks.', teacherFor('oliver'))?.kind).not.toBe('ielts-format');
    expect(detectQuestion('My IELTS test is on Friday.', teacherFor('oliver'))?.kind).not.toBe('ielts-format');
    expect(detectQuestion('What is the STAR method?', teacherFor('daniel'))?.kind).toBe('star');
    expect(detectQuestion("How do I answer 'tell me about yourself'?", teacherFor('daniel'))?.kind).toBe('interview-tip');
    // How learners ask it too: the classic question, then how to answer; their own weakness; help to prepare.
    expect(detectQuestion('Tell me about yourself? What should I answer?', teacherFor('daniel'))?.kind).toBe('interview-tip');
    expect(detectQuestion("Tell me about yourself? I don't know what to say.", teacherFor('daniel'))?.kind).toBe('interview-tip');
    // A word others do not catch is a word to say better.
    expect(detectQuestion("People don't understand me when I say 'beach'.", teacherFor('maya'))).toMatchObject({ kind: 'pronunciation', subject: 'beach' });
    expect(detectQuestion('Nobody understands me when I say world.', teacherFor('sophia'))).toMatchObject({ kind: 'pronunciation', subject: 'world' });
    expect(detectQuestion("People don't understand me on the phone.", teacherFor('maya'))).toBeNull();
    expect(detectQuestion("They don't understand me when I say it fast.", teacherFor('maya'))).toBeNull();
    expect(detectQuestion('Tell me about yourself, please.', teacherFor('daniel'))?.kind).toBe('about-teacher');
    expect(detectQuestion('What is my biggest weakness?', teacherFor('daniel'))?.kind).toBe('interview-tip');
    expect(detectQuestion('Can you help me to prepare for a job interview?', teacherFor('sophia'))?.kind).toBe('interview-tip');
    expect(detectQuestion('My sister has a job interview tomorrow.', teacherFor('sophia'))?.kind).not.toBe('interview-tip');
    expect(detectQuestion('How should I start a formal email?', teacherFor('claire'))?.kind).toBe('email-opening');
    expect(detectQuestion('Can you teach me some business idioms?', teacherFor('ethan'))?.kind).toBe('business-idiom');
    expect(detectQuestion('How can I interrupt politely in a meeting?', teacherFor('ethan'))).toMatchObject({ kind: 'business-phrase', subject: 'interrupt' });
    expect(detectQuestion("I have problems with the 'h' sound at the start of words.", teacherFor('maya'))).toMatchObject({ kind: 'pronunciation', subject: 'h' });
    expect(detectQuestion('What phrases can I use to open the meeting?', teacherFor('ethan'))).toMatchObject({ kind: 'business-phrase', subject: 'open the meeting' });
    expect(detectQuestion('What can I say to end my presentation?', teacherFor('ethan'))).toMatchObject({ kind: 'business-phrase', subject: 'end my presentation' });
    expect(detectQuestion('What phrases did you use in the meeting?', teacherFor('ethan'))?.kind).not.toBe('business-phrase');
    expect(detectQuestion("How do I say 'the bill, please'?", teacherFor('lucia'))).toMatchObject({ kind: 'spanish-phrase', subject: 'the bill, please' });
    expect(detectQuestion('what is the word for cousin?', teacherFor('lucia'))).toMatchObject({ kind: 'spanish-phrase', subject: 'cousin' });
    expect(detectQuestion("what's the word for cousin in spanish?", teacherFor('lucia'))).toMatchObject({ kind: 'spanish-phrase', subject: 'cousin' });
    expect(detectQuestion('¿Qué significa madrugar?', teacherFor('lucia'))).toMatchObject({ kind: 'meaning', subject: 'madrugar' });
    expect(detectQuestion("¿Me das un ejemplo con 'aunque'?", teacherFor('lucia'))).toMatchObject({ kind: 'example', subject: 'aunque' });
    expect(detectQuestion('Dame otro ejemplo con ya, por favor.', teacherFor('lucia'))).toMatchObject({ kind: 'example', subject: 'ya' });
    expect(detectQuestion('¿Cómo se usa «sin embargo»?', teacherFor('lucia'))).toMatchObject({ kind: 'example', subject: 'sin embargo' });
    // '¿Se dice "la problema"?': whether it is said so, alone or against another form.
    expect(detectQuestion('¿Se dice "la problema"?', teacherFor('lucia'))).toMatchObject({ kind: 'is-correct', subject: 'la problema' });
    expect(detectQuestion('¿Se dice "la problema" o "el problema"?', teacherFor('lucia'))).toMatchObject({ kind: 'is-correct', subject: 'la problema', other: 'el problema' });
    expect(detectQuestion('¿Es "el problema" o "la problema"?', teacherFor('lucia'))).toMatchObject({ kind: 'is-correct', subject: 'el problema', other: 'la problema' });
    // The quoted words first, the question after them.
    expect(detectQuestion('Y "yo gusto el chocolate" es correcto?', teacherFor('lucia'))).toMatchObject({ kind: 'is-correct', subject: 'yo gusto el chocolate' });
    expect(detectQuestion('"Fuimos a la playa" está bien?', teacherFor('lucia'))).toMatchObject({ kind: 'is-correct', subject: 'Fuimos a la playa' });
    // A custom of several words she describes; any other three words are no word to define.
    expect(detectQuestion('¿Qué es el Día de Muertos?', teacherFor('lucia'))).toMatchObject({ kind: 'meaning', subject: 'Día de Muertos' });
    expect(detectQuestion('¿Qué es más fácil?', teacherFor('lucia'))?.kind).not.toBe('meaning');
    expect(detectQuestion('Por ejemplo, me gusta el café.', teacherFor('lucia'))?.kind).not.toBe('example');
  });

  it('reads a request to check the sentence after it, in English or Spanish', () => {
    const lucia = teacherFor('lucia');
    expect(detectQuestion('Please check: I look forward to hearing from you.', teacherFor('claire'))).toMatchObject({ kind: 'is-correct', subject: 'I look forward to hearing from you' });
    expect(detectQuestion('Correct this: she go home.', sophia)).toMatchObject({ kind: 'is-correct', subject: 'she go home' });
    expect(detectQuestion('¿Puedes corregir mi frase? Ayer fui al cine con mi tía.', lucia)).toMatchObject({ kind: 'is-correct', subject: 'Ayer fui al cine con mi tía' });
    expect(detectQuestion('¿Está bien esta frase? Me gusta mucho cocinar.', lucia)).toMatchObject({ kind: 'is-correct', subject: 'Me gusta mucho cocinar' });
    expect(detectQuestion('Corrige esto, por favor: Yo soy cansado.', lucia)).toMatchObject({ kind: 'is-correct', subject: 'Yo soy cansado' });
    expect(detectQuestion('¿Está bien esta frase?', lucia)).toBeNull();
    expect(detectQuestion("¿Está bien decir 'estoy aburrido'?", lucia)).toMatchObject({ kind: 'is-correct', subject: 'estoy aburrido' });
    expect(detectQuestion("Está bien decir 'vale' a un amigo", lucia)).toMatchObject({ kind: 'is-correct', subject: 'vale' });
    expect(detectQuestion('¿Entonces "soy cansada" está mal?', lucia)).toMatchObject({ kind: 'is-correct', subject: 'soy cansada' });
    expect(detectQuestion('Ah ok. Entonces "soy cansada" es mal?', lucia)).toMatchObject({ kind: 'is-correct', subject: 'soy cansada' });
    expect(detectQuestion('Mi profesor dice que "vosotros" está mal en México.', lucia)?.kind).not.toBe('is-correct');
    // Told, not asked: 'bien' before an adjective is 'very' ('está bien bonita'), and nothing is called correct.
    expect(detectQuestion('En verano el mar está bien bonito y muy tranquilo.', lucia)).toBeNull();
    expect(detectQuestion('Mi cuarto esta bien limpio ahora.', lucia)).toBeNull();
  });

  it('compares two versions, and reads questions about the teacher', () => {
    expect(detectQuestion("Which is correct: 'I am bored' or 'I am boring'?", sophia)).toMatchObject({ kind: 'is-correct', subject: 'I am bored', other: 'I am boring' });
    expect(detectQuestion('Where are you from?', sophia)?.kind).toBe('about-teacher');
    expect(detectQuestion('Are you a robot?', sophia)?.kind).toBe('about-teacher');
    expect(detectQuestion('are you a real person or a robot?', sophia)?.kind).toBe('about-teacher');
    expect(detectQuestion("What about 'develop'? I always say DE-ve-lop.", sophia)).toMatchObject({ kind: 'pronunciation', subject: 'develop' });
    expect(detectQuestion("What about 'develop'? I like it.", sophia)?.kind).not.toBe('pronunciation');
    expect(detectQuestion('Are you a human being or an AI?', sophia)?.kind).toBe('about-teacher');
  });

  it('finds a question at the end of a longer message', () => {
    expect(detectQuestion("I read a book yesterday. What does 'gripping' mean?", sophia)).toMatchObject({ kind: 'meaning', subject: 'gripping' });
  });

  it.each([
    'I went to the market yesterday.',
    'How are you today?',
    'Can I say something?',
    'Do you live near the sea?',
    'I love the Star Wars films.',
    'My sister is a teacher and she loves her job.',
  ])('leaves conversation alone: %j', (text) => {
    expect(detectQuestion(text, sophia)).toBeNull();
  });
});

describe('a quoted word with more after its closing quote', () => {
  it.each([
    ["How do I say 'think' correctly?", 'pronunciation', 'think'],
    ['What does "break a leg" mean in English?', 'meaning', 'break a leg'],
    ["How do you pronounce 'don't' properly?", 'pronunciation', "don't"],
  ])('asks about the quoted words: %j', (text, kind, subject) => {
    expect(detectQuestion(text, teacherFor('maya'))).toMatchObject({ kind, subject });
  });
});

describe('asked of Lucía in Spanish word orders', () => {
  it.each([
    ["¿Qué diferencia hay entre 'ser' y 'estar'?", 'ser', 'estar'],
    ['¿Cuál es la diferencia entre por y para?', 'por', 'para'],
  ])('%j asks the difference between %j and %j', (text, subject, other) => {
    expect(detectQuestion(text, teacherFor('lucia'))).toMatchObject({ kind: 'difference', subject, other });
  });
});
