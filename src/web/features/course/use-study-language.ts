/** The language the learner studies on their path, remembered in this browser (English until they pick Spanish). */
import { useState } from 'react';
import type { CourseLanguage } from '#/shared/course/unit';

const KEY = 'parley.study-language';

function readLanguage(): CourseLanguage {
  try {
    return localStorage.getItem(KEY) === 'es' ? 'es' : 'en';
  } catch {
    return 'en';
  }
}

export function useStudyLanguage(): [CourseLanguage, (language: CourseLanguage) => void] {
  const [language, setLanguage] = useState<CourseLanguage>(readLanguage);
  return [
    language,
    (next) => {
      setLanguage(next);
      try {
        localStorage.setItem(KEY, next);
      } catch {
        // A browser that keeps nothing still switches for this visit.
      }
    },
  ];
}
