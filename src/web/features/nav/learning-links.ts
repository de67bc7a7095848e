/** The learner's own pages, in the nav bar and the phone menu. */
export const learningLinks = [
  { to: '/app/today', label: 'Today' },
  { to: '/app/path', label: 'Path' },
  { to: '/app/history', label: 'History' },
  { to: '/app/notebook', label: 'Notebook' },
  { to: '/app/review', label: 'Review' },
  { to: '/app/progress', label: 'Progress' },
] as const;
