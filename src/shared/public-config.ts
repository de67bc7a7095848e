/** The only server settings the browser sees; embedded in the HTML page as JSON. */
export type PublicConfig = {
  supportUrl: string;
  feedbackBoardUrl: string;
  isGoogleSignInConfigured: boolean;
  /** True when replies come from the built-in offline tutor rather than a configured AI provider. */
  isOfflineTutor: boolean;
};

export const PUBLIC_CONFIG_ELEMENT_ID = 'parley-config';
