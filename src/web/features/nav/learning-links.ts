/** The learner's own pages, in the nav bar and the phone menu; `label` is the nav catalogue's key. */
export const learningLinks = [
  { to: '/app/today', label: 'today' },
  { to: '/app/path', label: 'path' },
  { to: '/app/history', label: 'history' },
  { to: '/app/notebook', label: 'notebook' },
  { to: '/app/review', label: 'review' },
  { to: '/app/progress', label: 'progress' },
] as const;
