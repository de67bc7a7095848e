/**
 * The chat's failure copy, naming Parley's server and the provider generally ('OpenAI API'). The
 * provider's own error (quota figures, addresses, keys) stays in the server log.
 */
export function providerFailureMessage(publicProviderName: string): string {
  return `Failed to get a response. Please ensure Parley's server is properly configured with ${publicProviderName} access.`;
}
