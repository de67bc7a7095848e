/** Words every screen may use: the loading spinner and the language switcher. */
export default {
  loading: 'Loading...',
  language: 'Language',
  changingLanguage: 'Changing the language...',
  languageNotSaved: 'Your language is set on this device, but it could not be saved to your account. Please try again.',
} as const;
