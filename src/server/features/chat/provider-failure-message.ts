/**
 * The chat's failure copy, naming Parley's server and the provider generally ('OpenAI API'). The
 * provider's own error (quota figures, addresses, keys) stays in the server log.
 */
import type { ErrorText } from '../../http/app-error';

export function providerFailureMessage(publicProviderName: string): ErrorText {
  return { key: 'providerFailed', values: { provider: publicProviderName } };
}
