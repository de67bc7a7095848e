/** The landing page's demo chat and its 'Ready to Continue?' dialog (a lazy chunk after the page has painted). */
export default {
  demoResting: 'The demo is resting right now. Create a free account to talk with every teacher.',
  loadingDemo: 'Loading the demo',
  chatTitle: 'Demo Chat with {name}',
  messagesLeft: '{count, plural, one {# message left} other {# messages left}}',
  typePlaceholder: 'Or type your message here...',
  // src/shared/demo.ts DEMO_LIMIT_MESSAGE, the server's refusal too: the voice bar shows it from here.
  demoLimitReached: 'Demo limit reached - sign up to continue!',
  listening: 'Listening... (Click to stop or press Space)',
  processingSpeech: 'Processing your speech...',
  speakHint: 'Click here once to speak',
  createAccount: 'Create your free account',
  readyTitle: 'Ready to Continue?',
  demoUsed: "You've used your free demo messages. Create a free account to keep talking:",
  moreFreeMessages: '{count} more free messages',
  allTeachers: 'Access to all AI teachers',
  superpowers: 'Each teacher has a superpower: interview practice, writing feedback and more',
  personalized: 'Personalized learning that adapts to you',
  noCreditCard: 'No credit card required',
} as const;
