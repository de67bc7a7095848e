/** The 404 page. */
export default {
  title: 'Page not found',
  text: "We couldn't find that page. It may have moved, or the link may be mistyped.",
  backToHome: 'Back to Home',
} as const;
