/**
 * "Why do you like it?" just after a teacher told one of her tastes (teacher-tastes.ts): why, in a sentence of her
 * own, then the same asked of the learner. Lucía's in Spanish with the English after it. Examples and
 * counter-examples: taste-reasons.test.ts.
 */
import type { TutorTeacher } from '../../../lib/language-model';
import { ENGLISH_ASKED_BACK, SPANISH_ASKED_BACK, type TasteDomain, teacherTaste } from './teacher-tastes';
import { isSpanishTeacher } from './teacher-voice';

type ReasonDomain = Extract<TasteDomain, 'places' | 'food' | 'drinks' | 'music' | 'sport' | 'free-time'>;
const REASON_DOMAINS: readonly ReasonDomain[] = ['places', 'food', 'drinks', 'music', 'sport', 'free-time'];

const TASTE_REASONS: Readonly<Record<string, Readonly<Record<ReasonDomain, string>>>> = {
  sophia: {
    places: "It's wild and quiet, and yet it's only ten minutes from my front door: after an hour on those trails I come home a calmer person.",
    food: 'It has everything I love in one bowl: spicy, sweet, fresh and warm, and it always reminds me of a trip to Bangkok.',
    drinks: 'Tea is my morning ritual, ten quiet minutes before the day starts, and lemonade just tastes like summer.',
    music: 'It sounds warm and human, and it makes even chopping onions feel like a little party.',
    sport: "Cycling doesn't feel like exercise to me: it's fresh air, the river and time to think.",
    'free-time': 'Baking is slow and calm, and the smell of fresh bread makes the whole weekend feel like a holiday.',
  },
  oliver: {
    places: "It's the one place in London where you can feel the city and escape it at the same time.",
    food: "It's simple, honest food, and eating it by the sea brings back every childhood holiday.",
    drinks: 'A cup of tea is the British pause button: it gives you five minutes to think.',
    music: 'Classical music helps me concentrate when I mark essays, and the rock is pure nostalgia.',
    sport: 'A cricket match lasts all day, so there is time to talk, think and enjoy it slowly.',
    'free-time': 'Walking clears my head, and a good detective story keeps it busy in the evening.',
  },
  maya: {
    places: "It's full of colour and sound: you hear three languages on one street, which is a dream for a pronunciation coach.",
    food: "Tacos are fresh, quick and full of flavour, and the food trucks are where I meet half my neighbours.",
    drinks: 'Warm water with honey looks after my voice, and the latte is my little treat.',
    music: "Singing along trains the ear: you copy the rhythm and the sounds without even trying.",
    sport: 'Yoga teaches you to breathe from the belly, and breath is half of a clear voice.',
    'free-time': 'Singing with other people is pure joy, and yoga keeps me calm for the week ahead.',
  },
  daniel: {
    places: 'Running by the water with the skyline ahead of me is the best way I know to start a day.',
    food: "It's big, cheesy and completely Chicago: a treat after a long week.",
    drinks: 'Coffee gets me ready for the day, and water gets me through the run.',
    music: 'Classic rock has the perfect beat for running: I speed up without noticing.',
    sport: 'Running is my thinking time: I solve most problems somewhere around the third mile.',
    'free-time': 'The run is just for me, and the brunch is just for my friends: a perfect balance.',
  },
  claire: {
    places: 'Old books, quiet streets and the river: it is the best place I know to think about words.',
    food: 'It tastes like home and like my grandmother, and she taught me that good things take time.',
    drinks: 'The café crème takes me back to Lyon, and Earl Grey keeps me company while I edit.',
    music: 'French songs are really poems, and classical music helps me concentrate when I edit.',
    sport: 'Swimming is the only hour of the week when I cannot look at a screen.',
    'free-time': 'Bookshops and old films feed my imagination, and swimming clears my head.',
  },
  ethan: {
    places: 'At that hour the park is quiet, and it is the only time New York feels calm.',
    food: "It's fast and light, so I stay sharp for the afternoon meetings.",
    drinks: 'The espresso sharpens me for the meeting, and the green tea calms me down after it.',
    music: 'Podcasts teach me something new every day, and a little jazz helps me focus.',
    sport: "Tennis is like a negotiation: you read the other player and plan your next move.",
    'free-time': 'After a busy week, tennis gets the energy out and the coffee slows me down.',
  },
  lucia: {
    places: 'Porque allí veo el mar y la gente de mi ciudad, y el atardecer es precioso. (Because there I see the sea and the people of my city, and the sunset is beautiful.)',
    food: 'Porque me recuerda a los domingos con mi familia. (Because it reminds me of Sundays with my family.)',
    drinks: 'Porque la horchata es muy típica de Valencia y es perfecta cuando hace calor. (Because horchata is very typical of Valencia and it is perfect when it is hot.)',
    music: 'Porque el flamenco tiene mucha emoción y mucho ritmo. (Because flamenco has a lot of emotion and a lot of rhythm.)',
    sport: 'Porque nadar en el mar me relaja, y ver el fútbol con mi padre es nuestra tradición. (Because swimming in the sea relaxes me, and watching football with my father is our tradition.)',
    'free-time': 'Porque el mar me da paz, y los sábados en casa de mis padres son sagrados. (Because the sea gives me peace, and Saturdays at my parents’ house are sacred.)',
  },
};

/** 'Why do you like it?', 'Why?', 'What do you like about it?', '¿Por qué te gusta?': why, of the taste just told. */
const ASKS_WHY = /^(?:and |but |so |oh,? )?(?:why(?: do you (?:like|love|enjoy|prefer) (?:it|that|them|there|that place)(?: so much)?| is (?:it|that) your favou?rite(?: one)?| that one| there)?|what do you (?:like|love) (?:most |so much )?about (?:it|that|them|there|that place))\s*\?+$|^¿?\s*(?:y )?por qu[eé](?: te gusta(?:n)?(?: tanto)?| es tu favorit[oa])?\s*\?+$/i;


/** Her reason, when the message asks why of the taste her last turn began with; null otherwise. */
export function answerWhyHerTaste(message: string, lastTurn: string | undefined, teacher: TutorTeacher): string | null {
  if (!lastTurn || !ASKS_WHY.test(message.trim())) return null;
  const reasons = TASTE_REASONS[teacher.slug];
  if (!reasons) return null;
  // Her turn began with the taste, said alone or after a yes ('I do! ...', '¡Sí! ...').
  const told = lastTurn.replace(/^(?:I do!|I am!|¡Sí!)\s+/, '');
  const domain = REASON_DOMAINS.find((d) => told.startsWith(teacherTaste(teacher.slug, d).replace(/\.$/, '')));
  if (!domain) return null;
  const askedBack = isSpanishTeacher(teacher) ? SPANISH_ASKED_BACK[domain] : ENGLISH_ASKED_BACK[domain];
  // Asked back only where her turn did not already ask the learner's own.
  return /What about you\?|¿Y tú\?/.test(lastTurn) ? reasons[domain] : `${reasons[domain]} ${askedBack}`;
}
