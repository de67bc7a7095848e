/** MicrophoneError, loaded only when a microphone problem is shown (the landing demo rarely needs it). */
import { type ComponentProps, lazy, Suspense } from 'react';
import type { MicrophoneError } from './microphone-error';

const LoadedMicrophoneError = lazy(() => import('./microphone-error').then((module) => ({ default: module.MicrophoneError })));

export function MicrophoneErrorOnDemand(props: ComponentProps<typeof MicrophoneError>) {
  return (
    <Suspense fallback={null}>
      <LoadedMicrophoneError {...props} />
    </Suspense>
  );
}
