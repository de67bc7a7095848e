/** The account menu's "Explain in my language" choice: explanations and tips in the interface language. */
export default {
  explainInMyLanguage: 'Explain in my language',
  explainHint: 'Corrections, tips and feedback are explained in this language; your conversations stay in the language you are learning.',
  explainNotSaved: 'Your choice could not be saved. Please try again.',
} as const;
