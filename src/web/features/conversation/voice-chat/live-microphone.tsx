/** Runs the microphone (useVoiceInput) once its code is loaded, and reports its state to useMicrophoneOnDemand. */
import { useLayoutEffect } from 'react';
import { useVoiceInput } from '../voice/use-voice-input';

export type VoiceInputOptions = Parameters<typeof useVoiceInput>[0];
export type VoiceInput = ReturnType<typeof useVoiceInput>;

export default function LiveMicrophone({ options, onChange }: { options: VoiceInputOptions; onChange: (microphone: VoiceInput) => void }) {
  const microphone = useVoiceInput(options);
  // Every render: the reader keeps the latest functions and copies the state only when it changed.
  useLayoutEffect(() => onChange(microphone));
  return null;
}
