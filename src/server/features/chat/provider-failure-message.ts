/** Spec §8's chat failure copy, naming Parley's server and the configured provider instead of the hosted backend. */
export function providerFailureMessage(providerName: string): string {
  return `Failed to get a response. Please ensure Parley's server is properly configured with ${providerName} access.`;
}
