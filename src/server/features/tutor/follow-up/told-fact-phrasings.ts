/**
 * How learners tell a teacher about themselves, as data: each phrasing is a pattern over the message (after
 * told-facts.ts has expanded "I'm", "im", "I've"), the kind of fact it tells, and the messages it must read
 * (with the fact that must come out) and must not. The first phrasing of a kind that holds wins.
 * Slots: {PLACE} a capitalised place, {WORKPLACE} 'a hospital', 'a bank in Lyon' or a capitalised name, {NAME} a capitalised name, (?<job>{JOB}) a job word from JOB_WORDS with up to
 * two words before it, {ROLE} any short phrase after "work as", (?<when>{WHEN}) a date or a time phrase, (?<age>{AGE}) 10-99 ({ESAGE} also in Spanish words).
 */
import type { ToldFactKind } from './told-fact-kinds';
import { NOT_A_SUBJECT_STUDIED } from './told-fact-words';

/** 'I study all the day', 'I study hard': words that say how or when, never the subject (told-fact-words.ts). */
const NOT_STUDIED = NOT_A_SUBJECT_STUDIED.map((word) => `${word}\\b`).join('|');

export type ToldFactPhrasing = {
  kind: ToldFactKind;
  /** Phrasings of Lucía's learners, who tell her in Spanish; the fact is still kept in English. */
  isSpanish?: boolean;
  pattern: string;
  /** A learner message and the fact, as it is stored and shown, that it must give. */
  examples: ReadonlyArray<readonly [message: string, fact: string]>;
  /** Messages this phrasing must not read a fact of its kind from. */
  counterExamples?: readonly string[];
};

export const TOLD_FACT_PHRASINGS: readonly ToldFactPhrasing[] = [
  {
    kind: 'name',
    // A word followed by a place, an object or an adverb is a verb or a state, however it is written ('i am live in madrid').
    pattern: String.raw`\b(?:my name is|my name's|my name|call me|people call me|I am called|I am)\s+(?<name>{NAME})(?![\p{L}'’-])(?!\s+(?:in|at|on|to|for|with|a|an|the|my|your|english|spanish|here|there|since|every|very|so|too|really|now)\b)(?![^.!?]*\b(?:you can|you may|please|just) call me\b)`,
    examples: [['Hello, my name is Tarik.', 'Is called Tarik'], ['My name is Huang Wei, you can call me David.', 'Is called David'], ["I'm Bea, nice to meet you.", 'Is called Bea'], ['hi im nadia', 'Is called Nadia'], ['Everyone calls me Jo. Call me Jo.', 'Is called Jo'], ['My name Oksana.', 'Is called Oksana'], ['i am marta from poland', 'Is called Marta'], ['my name is rose', 'Is called Rose'], ['hi i am amber', 'Is called Amber'], ['i am ruby from spain', 'Is called Ruby'], ['i am carmen from spain, i am HR manager', 'Is called Carmen'], ['hi i am mark', 'Is called Mark'], ['hi i am marta but i live in london', 'Is called Marta'], ['i am lucas happy to meet you', 'Is called Lucas'], ['HI I AM MARIA', 'Is called Maria'], ['hi i am rose from london', 'Is called Rose'], ['i am amber nice to meet you', 'Is called Amber'], ['hi, I am Li Wei, I got an offer', 'Is called Li Wei'], ['My name is Kim Minji.', 'Is called Kim Minji'], ['I am Lee and I live in Busan.', 'Is called Lee'], ['I am Lin.', 'Is called Lin'], ['hi im Kim I am from korea', 'Is called Kim'], ['Hi, I am Chen Today is my first class', 'Is called Chen'], ['hi i am mark today is my first lesson', 'Is called Mark'], ['hi i am jack student from brazil', 'Is called Jack'], ['I am Chen Long.', 'Is called Chen Long'], ['My name is Lee Min Ho', 'Is called Lee Min Ho']],
    counterExamples: ["I'm French.", "I'm Fine thanks", 'I am from Cairo.', "I'm in Leeds today.", 'i am live in madrid since 5 years', 'i am work in a bank', 'i am study english every day', 'i am exciting about this trip', 'i am bored', 'im nervous', 'i am worried about my exam', 'actually I am feeling more better now', 'i dont eat pork because i am muslim', 'i am vegetarian', 'i work night shift so i am always tired', 'i am usually tired', 'i am little tired today', 'my dog died last week so i am little sad', 'i am worry because my son is sick', 'i am scare', 'i am lactose intolerant', 'i am sales manager in a big company', 'I am HR manager.', 'i am sooo happy today!', 'i am realy tired', 'ok sorry, let me try again. I am customer service', 'i am team leader in my company', 'i am do my homework now', 'i am morning person', 'i am computer science student'],
  },
  {
    kind: 'age',
    pattern: String.raw`\b(?:I am|I have|I turned|I just turned|my age is)\s+(?:about\s+)?(?<age>{AGE})(?:\s+years?(?:\s+old)?|\s+y\.?o\b)?(?!\s*(?:%|percent|kg|kilos?|minutes?|hours?|days?|weeks?|months?|euros?|dollars?|pounds?|cm|km|people|children|kids|sons?|daughters?|brothers?|sisters?|cats?|dogs?))\b`,
    examples: [["I'm 34.", 'Is 34 years old'], ['I have 41 years.', 'Is 41 years old'], ['I am 19 years old and I study law.', 'Is 19 years old'], ['I just turned 60!', 'Is 60 years old'], ['I am twenty-six years old.', 'Is 26 years old']],
    counterExamples: ['I have 3 children.', 'I am 5 minutes late.', 'I have 2 cats.', 'My son is 12.'],
  },
  {
    kind: 'job',
    pattern: String.raw`\bI (?:am |was )?(?:work|works|working|worked) (?<prep>in|at|for) (?<workplace>{WORKPLACE}) (?:as|like) (?:an? )?(?<job>{ROLE})`,
    examples: [['I work in a hospital as a nurse.', 'Works as a nurse in a hospital'], ['I work for a bank in Frankfurt as an analyst.', 'Works as an analyst for a bank in Frankfurt']],
  },
  {
    kind: 'job',
    pattern: String.raw`\bI (?:am |was )?(?:work|works|working|worked|(?:have |had )?(?:just |recently )?(?:have|got|found|started|have got) (?:a|my) (?:new )?job) (?:as|like) (?:an? )?(?<job>{ROLE})(?: (?<prep>in|at|for) (?<workplace>{WORKPLACE}))?`,
    examples: [["I've just started a new job as a nurse in Milan.", 'Works as a nurse in Milan'], ['I work like project manager in IT company in Wroclaw.', 'Works as a project manager in an IT company in Wroclaw'], ['I am work as nurse.', 'Works as a nurse'], ['i work like a waiter in a greek cafe', 'Works as a waiter in a greek cafe'], ['I work as a barista.', 'Works as a barista'], ['I am working like mechanic for Fiat.', 'Works as a mechanic for Fiat'], ['I have a job as a cashier at Lidl.', 'Works as a cashier at Lidl'], ['I found a new job as a tour guide!', 'Works as a tour guide']],
    counterExamples: ['I work very hard.', 'I like my work as it is.'],
  },
  {
    kind: 'job',
    pattern: String.raw`(?<!\b(?:think|feel|believe|guess|hope) )\bI am (?:also |still |now |currently |just )?(?:an? |the )?(?<job>{JOB})(?: of (?:an? |the )?[a-z]+(?: school| children| kids| students)?)?(?: (?<prep>in|at|for) (?<workplace>{WORKPLACE}))?`,
    examples: [['I am nurse.', 'Works as a nurse'], ['i am carmen from spain, i am HR manager', 'Works as an HR manager'], ['I work as an HTML developer.', 'Works as an HTML developer'], ["I'm a junior accountant.", 'Works as a junior accountant'], ["I'm a teacher in Valencia.", 'Works as a teacher in Valencia'], ['I am a software developer at a startup.', 'Works as a software developer at a startup']],
    counterExamples: ['I am a good cook.', 'I am like a doctor for my family.', 'I am learning to cook Thai food.', 'I am going to cook tonight.', 'My sister is a doctor.', 'I am a very happy person.', 'I met a nurse yesterday.', 'I am a student.', 'I think I am a good singer.'],
  },
  {
    kind: 'job',
    pattern: String.raw`\bI am {NAME}, (?:an? )?(?<job>{JOB})(?: (?<prep>in|at|for) (?<workplace>{WORKPLACE}))?`,
    examples: [["Hi, I'm Lotte, a midwife in Utrecht.", 'Works as a midwife in Utrecht'], ['I am Sami, software tester.', 'Works as a software tester']],
    counterExamples: ['I am Sami, a big fan of football.'],
  },
  {
    kind: 'job',
    pattern: String.raw`\bmy (?:job|work|profession) is (?:an? )?(?<job>{JOB})\b`,
    examples: [['My job is pharmacist.', 'Works as a pharmacist'], ['My profession is an electrician.', 'Works as an electrician']],
  },
  {
    kind: 'job',
    pattern: String.raw`\bmy job is (?<activity>[a-z]+ing(?: [a-z]+){0,3}?)(?=\s*(?:[,.!?;]|$| and | but | because ))`,
    examples: [['My job is driving trucks across Spain.', 'Works driving trucks across Spain'], ['my job is selling cars', 'Works selling cars']],
  },
  {
    kind: 'job',
    pattern: String.raw`\bI am (?:an? )?(?<retired>retired|unemployed|stay-at-home (?:mum|mom|dad|parent)|housewife|househusband|between jobs|looking for (?:a )?(?:new )?(?:job|work))\b(?:,? (?:I was |I used to be )?(?:an? )?(?<former>{JOB}))?`,
    examples: [['I am retired now, thank God.', 'Is retired'], ['I am unemployed at the moment.', 'Is unemployed'], ['I am retired teacher.', 'Is a retired teacher'], ['I am housewife.', 'Is a housewife']],
  },
  {
    kind: 'job',
    pattern: String.raw`\bI (?:am )?(?:teach|teaching) (?<taught>(?!(?:myself|yourself|online|at|in|every|them|him|her|it)\b)[A-Za-z]+(?: to [a-z]+)?)(?: (?<prep>in|at|for) (?<workplace>{WORKPLACE}))?`,
    examples: [['I teach Maths in a secondary school.', 'Teaches Maths in a secondary school'], ['I teach piano to children.', 'Teaches piano to children']],
    counterExamples: ['I teach myself with videos.'],
  },
  {
    // A field of work, before a workplace: 'sales' is not a place called Sales.
    kind: 'workplace',
    pattern: String.raw`\bI (?:am |also )?(?:work|works|working) (?<prep>in) (?<workplace>{FIELD})`,
    examples: [['I work in sales for a software company.', 'Works in sales'], ['I work in IT.', 'Works in IT'], ['i work in customer service', 'Works in customer service']],
    counterExamples: ['I work in shifts.', 'I work in silence.'],
  },
  {
    kind: 'workplace',
    pattern: String.raw`\bI (?:am |also )?(?:work|works|working) (?<prep>in|at|for|from) (?<workplace>home|{WORKPLACE})`,
    examples: [['I work in a hospital.', 'Works in a hospital'], ['I work at Siemens.', 'Works at Siemens'], ['I work from home on Fridays.', 'Works from home'], ['I work in a bank in Osaka. It is a busy job.', 'Works in a bank in Osaka'], ['I work in a shop in St. Louis with my brother.', 'Works in a shop in St. Louis'], ['i work in bank', 'Works in a bank'], ['I work in hospital.', 'Works in a hospital']],
    counterExamples: ['I work at night.', 'I work in the morning.', 'I work very hard.'],
  },
  {
    kind: 'studies',
    pattern: String.raw`\bI (?:am |also )?stud(?:y|ying|ied) (?<subject>(?!${NOT_STUDIED})[a-z]+(?: (?:science|engineering|studies|design|management|history|literature|medicine|law|economics|administration|chemistry|biology))?)`,
    examples: [['I study economics at college.', 'Studies economics'], ['I am studying medicine in Porto.', 'Studies medicine']],
    counterExamples: ['I study English every day.', 'I study hard.', "I'm studying to be a nurse.", "I study all the day but I don't remember nothing.", 'I study late because I work.'],
  },
  {
    // 'I'm also studying for a master's degree', 'I am doing an MBA': the degree, in the learner's words.
    kind: 'studies',
    pattern: String.raw`\bI am (?:also |currently |now |still )?(?:studying for|doing|taking|working on|in the (?:first|second|third|last|final) year of) (?<subject>an? (?:master'?s|bachelor'?s|doctorate|degree|diploma)(?: degree)?)(?![\p{L}'])`,
    examples: [["I'm also studying for a master's degree in the evenings.", "Studies a master's degree"], ['I am doing a degree in nursing.', 'Studies a degree']],
    counterExamples: ['I am doing my homework.', 'I am taking a break.', 'My sister is doing a master.', "I'm doing my master's in Madrid."],
  },
  {
    // 'I am student of medicine', 'I'm a law student': the subject said around 'student'.
    kind: 'studies',
    pattern: String.raw`\bI am (?:an? )?(?:university |college )?student of (?<subject>(?!english\b|life\b|history of\b)[a-z]+(?: (?:science|engineering|studies|design|management|history|literature|administration))?)`,
    examples: [['I am student of medicine.', 'Studies medicine'], ['I am a student of computer science at Lisbon University.', 'Studies computer science']],
    counterExamples: ['My sister is a student of medicine.', 'I am an English student.'],
  },
  {
    kind: 'studies',
    pattern: String.raw`\bI am (?:an? )?(?<subject>law|engineering|art|music|nursing|business|history|maths|math|physics|chemistry|biology|architecture|design|economics|computer science|medicine|philosophy|psychology) student\b`,
    examples: [["I'm a law student.", 'Studies law'], ['I am an engineering student in Turin.', 'Studies engineering']],
    counterExamples: ['I am an English student.', 'I am a good student.'],
  },
  {
    kind: 'studies',
    pattern: String.raw`\bI am (?:an? )?(?:university |college |school |high school |phd |master's )?student\b`,
    examples: [["I'm a student.", 'Is a student'], ['I am university student.', 'Is a student']],
  },
  {
    kind: 'moved',
    pattern: String.raw`\bI (?:moved|came|have moved|emigrated|relocated) (?:here |to (?<to>{PLACE}) )?from (?<from>{PLACE})(?<when> (?:last|this) (?:year|month|week|summer|spring|autumn|winter)| in \d{4}| (?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|a few) (?:years?|months?) ago| a (?:year|month) ago)?`,
    examples: [['I moved here from Lima last year.', 'Moved here from Lima last year'], ['I came to Berlin from Izmir in 2017.', 'Moved to Berlin from Izmir in 2017'], ['I moved to Manchester from Osaka two years ago.', 'Moved to Manchester from Osaka two years ago']],
    counterExamples: ['I came from work very tired.'],
  },
  {
    kind: 'moved',
    pattern: String.raw`\bI (?:'ve |have )?(?:just |recently )?(?:moved|came|emigrated|relocated) (?:here )?to (?<to>{PLACE})(?: from (?<from>{PLACE}))?(?<when> (?:last|this) (?:year|month|week|summer|spring|autumn|winter)| in \d{4}| (?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|a few) (?:years?|months?) ago| a (?:year|month) ago)?`,
    examples: [['I moved to Norway last winter.', 'Moved to Norway last winter'], ['Then I came to Italy in 2015.', 'Moved to Italy in 2015'], ['Hi! I just moved to London for work.', 'Moved to London'], ["I've recently moved to Porto.", 'Moved to Porto']],
    counterExamples: ['I came to the office late.'],
  },
  {
    kind: 'origin',
    pattern: String.raw`\b(?:I (?:am |is )?(?:originally )?(?:come |coming )?from|(?:I am|my name is) \p{L}[\p{L}'’-]+,? from|we (?:are |come )?(?:originally )?from|I (?:was |am |were )?born in|I grew up in|originally I am from|my (?:home ?town|country) is)\s+(?<place>{PLACE})`,
    examples: [["I'm from Accra but I live in Cork.", 'Comes from Accra'], ['I was born in Daegu.', 'Comes from Daegu'], ['My hometown is Kraków.', 'Comes from Kraków'], ['I am come from Brazil.', 'Comes from Brazil'], ['I born in Hanoi.', 'Comes from Hanoi'], ["We're from Tbilisi.", 'Comes from Tbilisi'], ["I'm Kenji from Osaka.", 'Comes from Osaka'], ['i am marta from poland', 'Comes from Poland']],
    counterExamples: ['I am from a small village.', "I'm a sales manager from Bosch."],
  },
  {
    kind: 'city',
    pattern: String.raw`\b(?:I (?:am )?(?:live|living|lives|stay|staying)(?: now| here)?(?: with (?:my|our) [a-z]+(?: and [a-z]+)?)?|I am based|now I (?:am )?(?:live|living)|we (?:live|are living)(?: now| here)?)\s+(?:in|at)\s+(?:an? (?:small |little |big |quiet )?(?:town|village|city|suburb) (?<near>near|outside|close to) )?(?<place>{PLACE})`,
    examples: [['I live in Leeds.', 'Lives in Leeds'], ['I am living in Gdansk since May.', 'Lives in Gdansk'], ['and now i living in Galway', 'Lives in Galway'], ["I'm based in Lyon.", 'Lives in Lyon'], ['We live now in Seville.', 'Lives in Seville'], ['I live with my parents in Bogotá.', 'Lives in Bogotá'], ['I live at Sheffield.', 'Lives in Sheffield'], ['I live in a little village near Ghent.', 'Lives near Ghent']],
    counterExamples: ['I live in a small flat.', 'My brother lives in Rome.'],
  },
  {
    kind: 'exam',
    pattern: String.raw`\b(?:my|the) (?<exam>{EXAM})(?: (?:is|will be|it is))? (?<when>{WHEN})`,
    examples: [['My exam is on 3 March.', 'Has an exam on 3 March'], ['My IELTS test is in October.', 'Has an IELTS test in October'], ['my driving test is next Tuesday', 'Has a driving test next Tuesday'], ['My TOEFL is next Saturday.', 'Has a TOEFL exam next Saturday']],
    counterExamples: ['My exam was hard.', 'The test was last week.', 'My son has exam tomorrow.', 'My daughter has test on Friday and she is worried.'],
  },
  {
    // The day first: 'Tomorrow I have a presentation about our new product', 'Next week I have my IELTS exam'.
    kind: 'exam',
    pattern: String.raw`(?:^|[.!?]\s+|,\s*)(?<when>{WHEN}),? I (?:have|have got|will have|am having|am taking|will take|am giving|will give|am doing) (?:(?:an?|my|the|our) )?(?<exam>{EXAM})\b`,
    examples: [['Tomorrow I have a presentation about our new product.', 'Has a presentation tomorrow'], ['Hi Ethan. Next week I have my IELTS exam.', 'Has an IELTS exam next week'], ['On Friday I have an interview at a bank.', 'Has an interview on Friday']],
    counterExamples: ['Tomorrow I have to work late.', 'Yesterday I had a presentation.'],
  },
  {
    kind: 'exam',
    pattern: String.raw`\bI (?:have|have got|will have|am having|am taking|will take|take|do|am doing|am (?:studying|preparing|revising) for) (?:(?:an?|my|the) )?(?<exam>{EXAM})(?: in (?:English|Spanish|French|German))?(?: (?:with|to|for|at|in front of) (?:(?:an?|the|my|our) [a-z]+(?: [a-z]+){0,2}|[A-Z][A-Za-z&]+(?: [A-Z][A-Za-z&]+)?))? (?<when>{WHEN})`,
    examples: [['I have an interview with a law firm on Monday.', 'Has an interview on Monday'], ['I have a job interview for a marketing manager position next Monday.', 'Has a job interview next Monday'], ['I have a job interview in English next week for a sales position.', 'Has a job interview next week'], ['I am taking the TOEFL exam in April.', 'Has a TOEFL exam in April'], ['I have a big test tomorrow.', 'Has a big test tomorrow'], ['I am studying for the FCE exam in May.', 'Has an FCE exam in May'], ['I have a presentation tomorrow.', 'Has a presentation tomorrow'], ['Hi, I have a presentation to my boss on Friday.', 'Has a presentation on Friday'], ['I have an interview at the bank next week.', 'Has an interview next week'], ['I have an interview at Google next month.', 'Has an interview next month'], ['I have IELTS exam next month.', 'Has an IELTS exam next month'], ['Hi Ethan, I have a meeting with a client tomorrow.', 'Has a meeting tomorrow'], ['I have a sales pitch on Thursday.', 'Has a sales pitch on Thursday'], ['I will take IELTS in two months and I need band 7.', 'Has an IELTS exam in two months'], ['I am taking the DELE in May.', 'Has a DELE exam in May']],
    counterExamples: ['I had an exam last week.', 'I gave a presentation yesterday.', 'I had a meeting with my boss today.', 'I have meetings all day.'],
  },
  {
    kind: 'pet',
    pattern: String.raw`\b(?:I|we) (?:have|have got|got) (?<count>an?|one|two|three|\d) (?:little |small |big |old |young )?(?<pet>(?:cat|dog|pupp(?:y|ie)|kitten|rabbit|hamster|parrot|bird|turtle|tortoise|horse|guinea pig)s?)(?: (?:called|named) (?<name>{NAME}))?`,
    examples: [['We have a rabbit called Pepper.', 'Has a rabbit called Pepper'], ["I've got a dog.", 'Has a dog'], ['I have 2 hamsters.', 'Has 2 hamsters']],
    counterExamples: ['My friend has a dog.', 'I have two hours.'],
  },
  {
    kind: 'family',
    pattern: String.raw`\b(?:I|we) (?:have|have got) (?<family>(?:an?|one|two|three|four|five|\d) (?:little |older |younger |baby |big )?(?:sons?|daughters?|kids|children|boys?|girls?|brothers?|sisters?|grandchildren)(?: and (?:an?|one|two|three|four|\d) (?:little |older |younger |baby )?(?:sons?|daughters?|kids|children|boys?|girls?|brothers?|sisters?))?)`,
    examples: [["I've got three sons and a daughter.", 'Has three sons and a daughter'], ['I have one older brother.', 'Has one older brother']],
    counterExamples: ['I have two cats.'],
  },
  {
    kind: 'goal',
    pattern: String.raw`\b(?:I(?: want| would like| would love|'d like|'d love| hope| plan| am planning| am going| wish| am studying| am training| study| train) to (?:be|become|work as)|I dream of (?:becoming|being)|my (?:dream|goal|plan|ambition) is to (?:be|become|work as)|my dream job is(?: to be)?) (?:an? )?(?<job>{JOB})`,
    examples: [["I'm studying to be a nurse.", 'Wants to be a nurse'], ['I want to be a nurse.', 'Wants to be a nurse'], ['One day I would like to become a pilot.', 'Wants to be a pilot'], ["I'd love to work as a vet.", 'Wants to be a vet'], ['My dream is to become an English teacher.', 'Wants to be an English teacher'], ['I dream of becoming a doctor.', 'Wants to be a doctor']],
    counterExamples: ['I want to be a better person.', 'I want to be happy.', 'My son wants to be a doctor.', 'I do not want to be a teacher.'],
  },
  {
    kind: 'name', isSpanish: true,
    pattern: String.raw`\b(?:me llamo|mi nombre es)\s+(?<name>{NAME})`,
    examples: [['Hola, me llamo Inés.', 'Is called Inés']],
  },
  {
    kind: 'age', isSpanish: true,
    pattern: String.raw`\btengo\s+(?<age>{ESAGE})\s+años\b`,
    examples: [['Tengo 34 años y vivo en Lima.', 'Is 34 years old'], ['Tengo veinte años.', 'Is 20 years old'], ['Me llamo Ana y tengo treinta y dos años.', 'Is 32 years old'], ['Tengo veintidós años.', 'Is 22 years old']],
    counterExamples: ['Mi hijo tiene 12 años.'],
  },
  {
    kind: 'job', isSpanish: true,
    pattern: String.raw`\b(?:soy|trabajo (?:como|de))\s+(?:una? )?(?<esjob>{ESJOB})(?: en (?<workplace>{PLACE}))?`,
    examples: [['Soy enfermera en un hospital.', 'Works as a nurse'], ['Trabajo como profesor en Quito.', 'Works as a teacher in Quito']],
    counterExamples: ['Mi hermana es médica.'],
  },
  {
    kind: 'workplace', isSpanish: true,
    pattern: String.raw`\btrabajo (?:en|para) (?:una?|el|la) (?<esworkplace>{ESWORKPLACE})`,
    examples: [['Ahora trabajo para una agencia de viajes.', 'Works in a travel agency'], ['Trabajo en un hospital en Manchester.', 'Works in a hospital'], ['Ahora trabajo en una farmacia.', 'Works in a pharmacy']],
    counterExamples: ['Mi hermana trabaja en un banco.', 'Trabajo en casa.'],
  },
  {
    kind: 'goal', isSpanish: true,
    pattern: String.raw`\b(?:quiero|me gustaría|espero|mi sueño es) (?:ser|trabajar como|trabajar de) (?:una? )?(?<esjob>{ESJOB})`,
    examples: [['Quiero ser enfermera.', 'Wants to be a nurse'], ['Algún día me gustaría ser profesora.', 'Wants to be a teacher']],
    counterExamples: ['Mi hija quiere ser médica.'],
  },
  {
    kind: 'city', isSpanish: true,
    pattern: String.raw`\b(?:vivo|estoy viviendo)(?: (?:con|cerca de) (?:mi|mis|un|una) (?:\p{L}+ ){0,2}?\p{L}+)? en\s+(?<place>{PLACE})`,
    examples: [['Ahora vivo en Valparaíso.', 'Lives in Valparaíso'], ['Vivo con mis padres en Quito.', 'Lives in Quito']],
  },
  {
    kind: 'studies', isSpanish: true,
    pattern: String.raw`\b(?:estudio|estoy estudiando|estudio la carrera de|hago la carrera de) (?<essubject>{ESSUBJECT})(?![\p{L}])`,
    examples: [['Estudio medicina en Granada.', 'Studies medicine'], ['Estoy estudiando administración de empresas.', 'Studies business administration']],
    counterExamples: ['Mi hermano estudia medicina.', 'Estudio por la noche.'],
  },
  {
    kind: 'family', isSpanish: true,
    pattern: String.raw`\b(?:tengo|tenemos) (?<esfamilycount>un|una|dos|tres|cuatro|cinco|\d) (?<esfamily>{ESFAMILY})(?![\p{L}])`,
    examples: [['Tengo 3 hijos.', 'Has 3 children'], ['Tengo dos hermanas y un hermano.', 'Has two sisters'], ['Tenemos una hija de cinco años.', 'Has a daughter']],
    counterExamples: ['Mi amiga tiene dos hijos.', 'Tengo dos gatos.'],
  },
  {
    kind: 'origin', isSpanish: true,
    pattern: String.raw`\b(?:soy de|vengo de|nací en)\s+(?<place>{PLACE})`,
    examples: [['Soy de Rosario pero vivo en Madrid.', 'Comes from Rosario'], ['Me llamo Kenji y soy de Japón.', 'Comes from Japan']],
  },
  {
    kind: 'pet', isSpanish: true,
    pattern: String.raw`\b(?:tengo|tenemos) (?<escount>un|una|dos|tres|cuatro) (?:pequeñ[oa] |viej[oa] )?(?<espet>{ESPET})(?![\p{L}])(?: (?:que se llama|que se llaman|llamad[oa]|llamad[oa]s) (?<name>{NAME}))?`,
    examples: [['Tenemos un perro que se llama Taro.', 'Has a dog called Taro'], ['Tengo dos gatos.', 'Has two cats']],
    counterExamples: ['Mi amiga tiene un perro.', 'Tengo dos hermanos.'],
  },
];
