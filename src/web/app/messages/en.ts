/** The app shell's own words: the page shown when a screen crashes or cannot be loaded. */
export default {
  crashTitle: 'We hit a snag',
  crashText: 'Something went wrong while showing this page. Reloading usually fixes it; nothing you did has been lost.',
  reloadPage: 'Reload page',
  backToHome: 'Back to Home',
} as const;
