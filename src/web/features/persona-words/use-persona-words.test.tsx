// @vitest-environment jsdom
/** Every seeded teacher's title, bio, specialties and topics has its translations (a new teacher without them fails here), shown in the interface language. */
import { cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { teacherPersonas } from '#/server/db/seed/teacher-personas';
import { GENERAL_CONVERSATION_TOPIC } from '#/shared/constants';
import { startInLocale } from '#/web/i18n/locale-store';
import { personaWordKey, usePersonaWords } from './use-persona-words';

function Words({ texts }: { texts: string[] }) {
  const words = usePersonaWords();
  return (
    <ul>
      {texts.map((text) => (
        <li key={text}>{words(text)}</li>
      ))}
    </ul>
  );
}

afterEach(() => {
  cleanup();
  startInLocale('en');
});

describe('the teachers’ words', () => {
  for (const persona of teacherPersonas) {
    it(`hold ${persona.name}'s title, bio, specialties and topics`, () => {
      const words = [persona.title, persona.bio, ...persona.specialties, ...persona.conversationCategories];
      expect(words.filter((english) => personaWordKey(english) === undefined)).toEqual([]);
    });
  }

  it('hold the topic of a teacher without topics', () => {
    expect(personaWordKey(GENERAL_CONVERSATION_TOPIC)).toBeDefined();
  });

  it('are shown as the server sent them in English', () => {
    render(<Words texts={['IELTS Speaking Examiner', 'Daily Life']} />);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['IELTS Speaking Examiner', 'Daily Life']);
  });

  it('are shown in the interface language, and words it does not know as they came', async () => {
    startInLocale('es');
    render(
      <Suspense fallback="loading">
        <Words texts={['IELTS Speaking Examiner', 'Daily Life', 'A topic from an old link']} />
      </Suspense>,
    );
    expect(await screen.findByText('Examinador de Speaking de IELTS')).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Examinador de Speaking de IELTS', 'Vida diaria', 'A topic from an old link']);
  });
});
