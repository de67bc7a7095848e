/**
 * What a learner tells of their life ('My son is starting university', 'I live with two flatmates', 'Desayuné
 * churros'), each kind asked about as what it is. Most kinds are rules as data (told-rule.ts); a few need more than a
 * pattern and two lists (a place or a dish named in the reply) and bring their own responder. Tried in this order,
 * and the first that reads the message answers: the order decides where two could read one message (years of English told
 * before something just started: 'I started learning English ten years ago' is no beginner's news).
 */
import { ADMIRED_PERSON } from './admired-person';
import { BAD_NIGHT } from './bad-night';
import { BIRTHDAY_DATE_TOLD } from './birthday-date-told';
import { BOOK_READ } from './book-read';
import { BORN_REMEMBERED } from './born-remembered';
import { CHOICE_WEIGHED } from './choice-weighed';
import { CHILDHOOD_MEMORY } from './childhood-memory';
import { CHORES_TOLD } from './chores-told';
import { CLASSES_TOLD } from './classes-told';
import { COMMUTE_TOLD } from './commute-told';
import { respondToCookedFor } from './cooked-for';
import { DAY_OUT } from './day-out';
import { respondToDescribed } from './described-told';
import { DOCTOR_VISIT, DOCTOR_VISIT_FEELING_BETTER } from './doctor-visit';
import { EATS_NO_MEAT } from './eats-no-meat';
import { respondToDream } from './dream-told';
import { EXAM_WORRY } from './exam-worry';
import { EXAMS_TO_STUDY_FOR } from './exams-to-study-for';
import { EXERCISE_TOLD } from './exercise-told';
import { FAMILY_COOK } from './family-cook';
import { FAMILY_LEARNING } from './family-learning';
import { respondToFamilyNews } from './family-news';
import { FAMILY_QUARRELS } from './family-quarrels';
import { FAVOURITE_PLACE } from './favourite-place';
import { FEAR_TOLD } from './fear-told';
import { FEW_CHANCES_TO_PRACTISE } from './few-chances-to-practise';
import { FEW_FRIENDS_HERE } from './few-friends-here';
import { FILM_SEEN } from './film-seen';
import { FRIEND_MADE } from './friend-made';
import { GETTING_UP_TOLD } from './getting-up-told';
import { GIFT_PLANNED } from './gift-planned';
import { GREEN_HABITS } from './green-habits';
import { GROWS_FOOD } from './grows-food';
import { HABIT_GIVEN_UP } from './habit-given-up';
import { HEALTH_GOAL } from './health-goal';
import { HAIRCUT } from './haircut';
import { HARD_PERIOD } from './hard-period';
import { HOLIDAY_TRADITION } from './holiday-tradition';
import { HOME_SEARCH } from './home-search';
import { HOUSEMATE_TROUBLE } from './housemate-trouble';
import { HOME_TOLD } from './home-told';
import { HOMETOWN_TOLD } from './hometown-told';
import { INJURY_LATELY, INJURY_LONG_AGO } from './injury-told';
import { INVITED_TO } from './invited-to';
import { JOB_CHANGE_WEIGHED } from './job-change-weighed';
import { JOB_STARTED } from './job-started';
import { JOB_TO_COME } from './job-to-come';
import { respondToLanguagesSpoken } from './languages-spoken';
import { LEARNING_SPANISH_FOR } from './learning-spanish-for';
import { LEARNING_STARTED } from './learning-started';
import { LONG_DAY } from './long-day';
import { LOST_THINGS } from './lost-things';
import { LOOKING_FORWARD } from './looking-forward';
import { LIKED_BACK_THEN } from './liked-back-then';
import { LIVES_WITH } from './lives-with';
import { respondToLoss } from './loss-told';
import { respondToRememberedAfterLoss } from './remembered-after-loss';
import { SELF_BLAME } from './self-blame';
import { respondToHappyTears } from './happy-tears';
import { MATCH_SEEN } from './match-seen';
import { OCCASION_ATTENDED } from './occasion-attended';
import { MEAL_TOLD } from './meal-told';
import { MEALS_TOGETHER } from './meals-together';
import { MET_LONG_AGO, MET_THEM } from './met-long-ago';
import { MONEY_TIGHT } from './money-tight';
import { MOVED_AWAY } from './moved-away';
import { NEVER_BEEN } from './never-been';
import { FALSE_FRIEND_USED } from './false-friend-used';
import { LUCK_WISHED } from './luck-wished';
import { MOVED_HOME } from './moved-home';
import { NEIGHBOURS_TROUBLE } from './neighbours-trouble';
import { NEVER_ABROAD } from './never-abroad';
import { OLD_FRIEND_SEEN } from './old-friend-seen';
import { PARENTS_PARTED } from './parents-parted';
import { PARTY_HELD } from './party-held';
import { PAST_JOB } from './past-job';
import { PERSON_REMEMBERED } from './person-remembered';
import { PLACE_COMPLAINT } from './place-complaint';
import { PLACE_LIVED_IN } from './place-lived-in';
import { PRACTISE_WITH_ME } from './practise-with-me';
import { PET_ARRIVED } from './pet-arrived';
import { PLANS_OPEN } from './plans-open';
import type { FactResponse } from './respond-to-facts';
import { SHOW_PLANNED, SHOW_PLANNED_TOGETHER } from './show-planned';
import { SAVING_FOR } from './saving-for';
import { SCREEN_TIME } from './screen-time';
import { SEASON_LOVED } from './season-loved';
import { WEATHER_LOVED } from './weather-loved';
import { WEEKEND_ROUTINE } from './weekend-routine';
import { SHORT_SLEEP } from './short-sleep';
import { SHOW_SEEN } from './show-seen';
import { SKILL_LEARNED } from './skill-learned';
import { SPECIALITY_TOLD } from './speciality-told';
import { STAYED_IN } from './stayed-in';
import { STUDENT_TOLD } from './student-told';
import { STUDIED_ABROAD } from './studied-abroad';
import { STUDIED_LONG } from './studied-long';
import { TAUGHT_BY } from './taught-by';
import { TERM_OF_CLASSES } from './term-of-classes';
import { TRAVEL_WISH } from './travel-wish';
import { UNSURE_FUTURE } from './unsure-future';
import { VIDEO_GAMES } from './video-games';
import { VOLUNTEERING } from './volunteering';
import { respondToViewGiven } from './view-given';
import { WEDDING_GONE_BY } from './wedding-gone-by';
import { WENT_DOING } from './went-doing';
import { WANTS_TO_IMPROVE } from './wants-to-improve';
import { WENT_OUT } from './went-out';
import { WORKS_FROM_HOME } from './works-from-home';
import { WORKS_NIGHTS } from './works-nights';
import { WANTS_TO_GIVE_UP } from './wants-to-give-up';
import { PROUD_OF_IT } from './proud-of-it';
import { WORRY_ABOUT_ISSUE } from './worry-about-issue';
import { WISH_HELD_BACK } from './wish-held-back';
import { WISH_ONE_DAY } from './wish-one-day';
import { SAD_TODAY } from './sad-today';
import { RETIRED_TOLD } from './retired-told';
import { respondToToldRule, respondToToldRuleOnceMore, tells, type ToldInput, type ToldRules } from './told-rule';
import { tellsMore } from './tells-more';
import { detectMood } from '../detect-mood';

type ToldEvent = { name: string; rules: ToldRules } | { name: string; respond: (input: ToldInput) => FactResponse | null };

export const TOLD_EVENTS: readonly ToldEvent[] = [
  // 'Estoy muy embarazada de hablar': a false friend meant as 'embarrassed', warned of before any news is read in it.
  { name: 'false-friend-used', rules: FALSE_FRIEND_USED },
  // First: a death is never read as anything else ('My grandmother died last year' is no family news nor a past year).
  { name: 'loss', respond: respondToLoss },
  // Then what they tell of the one they lost, in the message after: a memory, never news of someone living.
  { name: 'remembered-after-loss', respond: respondToRememberedAfterLoss },
  // 'I feel like I am stupid': kindness, never the good mood its 'like' would read as.
  { name: 'self-blame', rules: SELF_BLAME },
  // 'He said mama and I cried.' after 'My son said his first word!': tears of joy, never a hard time.
  { name: 'happy-tears', respond: respondToHappyTears },
  // 'My parents divorced when I was eight': a hard time, never a family told of with delight.
  { name: 'parents-parted', rules: PARENTS_PARTED },
  { name: 'family-news', respond: respondToFamilyNews },
  // 'I want to give up', 'I'm so proud of myself': feelings, never a plan or a pain.
  { name: 'wants-to-give-up', rules: WANTS_TO_GIVE_UP },
  { name: 'proud-of-it', rules: PROUD_OF_IT },
  { name: 'dream', respond: respondToDream },
  { name: 'family-learning', rules: FAMILY_LEARNING },
  { name: 'family-cook', rules: FAMILY_COOK },
  { name: 'born-remembered', rules: BORN_REMEMBERED },
  { name: 'admired-person', rules: ADMIRED_PERSON },
  // 'I started learning English ten years ago' is a long while, not a start: asked what is hardest, not how it is going.
  { name: 'wants-to-improve', rules: WANTS_TO_IMPROVE },
  { name: 'practise-with-me', rules: PRACTISE_WITH_ME },
  { name: 'learning-spanish-for', rules: LEARNING_SPANISH_FOR },
  { name: 'studied-long', rules: STUDIED_LONG },
  { name: 'studied-abroad', rules: STUDIED_ABROAD },
  { name: 'learning-started', rules: LEARNING_STARTED },
  { name: 'speciality', rules: SPECIALITY_TOLD },
  { name: 'cooked-for', respond: respondToCookedFor },
  { name: 'luck-wished', rules: LUCK_WISHED },
  // 'Nunca he estado en México': a first visit to come, before any trip or friend the message names.
  { name: 'never-been', rules: NEVER_BEEN },
  { name: 'moved-home', rules: MOVED_HOME },
  { name: 'few-chances-to-practise', rules: FEW_CHANCES_TO_PRACTISE },
  { name: 'few-friends-here', rules: FEW_FRIENDS_HERE },
  { name: 'moved-away', rules: MOVED_AWAY },
  { name: 'favourite-place', rules: FAVOURITE_PLACE },
  { name: 'home-told', rules: HOME_TOLD },
  { name: 'place-lived-in', rules: PLACE_LIVED_IN },
  { name: 'place-complaint', rules: PLACE_COMPLAINT },
  { name: 'hometown-told', rules: HOMETOWN_TOLD },
  { name: 'neighbours-trouble', rules: NEIGHBOURS_TROUBLE },
  { name: 'housemate-trouble', rules: HOUSEMATE_TROUBLE },
  { name: 'lives-with', rules: LIVES_WITH },
  { name: 'getting-up', rules: GETTING_UP_TOLD },
  { name: 'classes', rules: CLASSES_TOLD },
  { name: 'term-of-classes', rules: TERM_OF_CLASSES },
  { name: 'meal', rules: MEAL_TOLD },
  { name: 'meals-together', rules: MEALS_TOGETHER },
  { name: 'eats-no-meat', rules: EATS_NO_MEAT },
  { name: 'exercise', rules: EXERCISE_TOLD },
  { name: 'doctor-visit-feeling-better', rules: DOCTOR_VISIT_FEELING_BETTER },
  { name: 'doctor-visit', rules: DOCTOR_VISIT },
  { name: 'injury-long-ago', rules: INJURY_LONG_AGO },
  { name: 'injury-lately', rules: INJURY_LATELY },
  { name: 'bad-night', rules: BAD_NIGHT },
  { name: 'short-sleep', rules: SHORT_SLEEP },
  { name: 'lost-things', rules: LOST_THINGS },
  { name: 'long-day', rules: LONG_DAY },
  { name: 'sad-today', rules: SAD_TODAY },
  { name: 'chores', rules: CHORES_TOLD },
  { name: 'grows-food', rules: GROWS_FOOD },
  { name: 'green-habits', rules: GREEN_HABITS },
  { name: 'past-job', rules: PAST_JOB },
  { name: 'retired', rules: RETIRED_TOLD },
  { name: 'job-to-come', rules: JOB_TO_COME },
  { name: 'job-started', rules: JOB_STARTED },
  { name: 'went-doing', rules: WENT_DOING },
  { name: 'went-out', rules: WENT_OUT },
  { name: 'stayed-in', rules: STAYED_IN },
  { name: 'wedding-gone-by', rules: WEDDING_GONE_BY },
  { name: 'plans-open', rules: PLANS_OPEN },
  { name: 'unsure-future', rules: UNSURE_FUTURE },
  { name: 'looking-forward', rules: LOOKING_FORWARD },
  { name: 'never-abroad', rules: NEVER_ABROAD },
  { name: 'view-given', respond: respondToViewGiven },
  { name: 'book-read', rules: BOOK_READ },
  { name: 'skill-learned', rules: SKILL_LEARNED },
  { name: 'pet-arrived', rules: PET_ARRIVED },
  { name: 'travel-wish', rules: TRAVEL_WISH },
  { name: 'wish-held-back', rules: WISH_HELD_BACK },
  { name: 'wish-one-day', rules: WISH_ONE_DAY },
  { name: 'money-tight', rules: MONEY_TIGHT },
  { name: 'hard-period', rules: HARD_PERIOD },
  { name: 'exam-worry', rules: EXAM_WORRY },
  { name: 'exams-to-study-for', rules: EXAMS_TO_STUDY_FOR },
  { name: 'worry-about-issue', rules: WORRY_ABOUT_ISSUE },
  { name: 'party-held', rules: PARTY_HELD },
  { name: 'invited-to', rules: INVITED_TO },
  { name: 'haircut', rules: HAIRCUT },
  { name: 'works-from-home', rules: WORKS_FROM_HOME },
  { name: 'works-nights', rules: WORKS_NIGHTS },
  { name: 'birthday-date', rules: BIRTHDAY_DATE_TOLD },
  { name: 'fear', rules: FEAR_TOLD },
  { name: 'gift-planned', rules: GIFT_PLANNED },
  { name: 'match-seen', rules: MATCH_SEEN },
  { name: 'show-seen', rules: SHOW_SEEN },
  { name: 'show-planned', rules: SHOW_PLANNED },
  { name: 'show-planned-together', rules: SHOW_PLANNED_TOGETHER },
  { name: 'film-seen', rules: FILM_SEEN },
  { name: 'occasion-attended', rules: OCCASION_ATTENDED },
  { name: 'day-out', rules: DAY_OUT },
  { name: 'screen-time', rules: SCREEN_TIME },
  { name: 'season-loved', rules: SEASON_LOVED },
  { name: 'weather-loved', rules: WEATHER_LOVED },
  { name: 'volunteering', rules: VOLUNTEERING },
  { name: 'saving-for', rules: SAVING_FOR },
  { name: 'health-goal', rules: HEALTH_GOAL },
  { name: 'video-games', rules: VIDEO_GAMES },
  { name: 'habit-given-up', rules: HABIT_GIVEN_UP },
  { name: 'choice-weighed', rules: CHOICE_WEIGHED },
  // After a choice weighed ('I want to change my job but I don't know which way to go').
  { name: 'job-change-weighed', rules: JOB_CHANGE_WEIGHED },
  { name: 'old-friend-seen', rules: OLD_FRIEND_SEEN },
  { name: 'friend-made', rules: FRIEND_MADE },
  { name: 'commute', rules: COMMUTE_TOLD },
  { name: 'home-search', rules: HOME_SEARCH },
  // After a hurt, a job, a move or a divorce back then: what was done again and again as a child.
  { name: 'taught-by', rules: TAUGHT_BY },
  { name: 'met-long-ago', rules: MET_LONG_AGO },
  { name: 'met-them', rules: MET_THEM },
  { name: 'family-quarrels', rules: FAMILY_QUARRELS },
  { name: 'holiday-tradition', rules: HOLIDAY_TRADITION },
  { name: 'person-remembered', rules: PERSON_REMEMBERED },
  { name: 'liked-back-then', rules: LIKED_BACK_THEN },
  { name: 'childhood-memory', rules: CHILDHOOD_MEMORY },
  // Late: a weekend's parts may each be another kind's ('I go to the cinema').
  { name: 'weekend-routine', rules: WEEKEND_ROUTINE },
  // A student who says no subject: what they study (a subject told is a fact, asked about by name).
  { name: 'student', rules: STUDENT_TOLD },
  { name: 'languages-spoken', respond: respondToLanguagesSpoken },
  // Last: 'Mi hermana es simpática y trabaja en un hospital' is first her news, then her description.
  { name: 'described', respond: respondToDescribed },
];

export function respondToToldEvent(input: ToldInput): FactResponse | null {
  for (const event of TOLD_EVENTS) {
    const response = 'rules' in event ? respondToToldRule(event.rules, event.name, input) : event.respond(input);
    if (response) return response;
  }
  // 'We danced all night and ate a lot.' just after 'I went to a wedding on Saturday.': the wedding is still the topic.
  const { previousMessage } = input;
  if (!previousMessage || !tellsMore(input.message, input.isSpanish)) return null;
  const mood = detectMood(input.message);
  if (mood === 'negative' || mood === 'dislike') return null;
  // The kind that read the message before, as the chain above would have found it.
  const before = TOLD_EVENTS.find((event) => 'rules' in event && tells(event.rules[input.isSpanish ? 'es' : 'en'], previousMessage));
  return before && 'rules' in before ? respondToToldRuleOnceMore(before.rules, before.name, { ...input, previousMessage }, mood === 'positive') : null;
}
