import { beforeAll, describe, expect, it } from 'vitest';
import { askTutor, CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { NERVES_ABOUT_NEWS_EXAMPLES } from './nerves-about-news-spanish';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

/** The news may take two messages ('Tengo una entrevista el lunes. Es para un hotel.'): each is sent as one. */
const afterNews = (news: string, nerves: string) =>
  askTutor({
    slug: 'lucia',
    messages: [
      ...news.split(/(?<=\.) /).flatMap((said) => [{ role: 'user' as const, content: said }, { role: 'assistant' as const, content: '¡Qué bien! ¿Y cómo te sientes? (And how do you feel?)' }]),
      { role: 'user', content: nerves },
    ],
  });
const ABOUT_THE_NEWS = /^(?:Es muy normal sentir nervios antes de algo así|Es normal, y un poco de nervios incluso ayuda a prepararse)/;

describe('nerves told to Lucía just after news of something coming up', () => {
  it.each(NERVES_ABOUT_NEWS_EXAMPLES.examples)('after %j, %j is about that, not about the lesson', async (news, nerves) => {
    const reply = await afterNews(news, nerves);
    expect(reply).toMatch(ABOUT_THE_NEWS);
    expect(reply).toMatch(/(?:¿Qué es lo que más te preocupa\?|¿Qué te ayudaría a sentirte con más confianza\?)/);
    expect(reply).not.toMatch(/vamos despacio/);
  });

  it.each(NERVES_ABOUT_NEWS_EXAMPLES.counterExamples)('after %j, %j is left to the rest', async (news, nerves) => {
    expect(await afterNews(news, nerves)).not.toMatch(ABOUT_THE_NEWS);
  });

  it.each(NERVES_ABOUT_NEWS_EXAMPLES.inOneMessage)('%j, nerves and news in one message, is about the news', async (message) => {
    const reply = await askTutor({ slug: 'lucia', messages: [{ role: 'user', content: message }] });
    expect(reply).toMatch(/(?:¿Qué es lo que más te preocupa\?|¿Qué te ayudaría a sentirte con más confianza\?)/);
  });

  it.each(NERVES_ABOUT_NEWS_EXAMPLES.notInOneMessage)('%j is left to the rest', async (message) => {
    expect(await askTutor({ slug: 'lucia', messages: [{ role: 'user', content: message }] })).not.toMatch(ABOUT_THE_NEWS);
  });
});
