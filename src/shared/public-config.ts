/** The only server settings the browser sees; embedded in the HTML page as JSON. */
export type PublicConfig = {
  supportUrl: string;
  feedbackBoardUrl: string;
  isGoogleSignInConfigured: boolean;
};

export const PUBLIC_CONFIG_ELEMENT_ID = 'parley-config';
