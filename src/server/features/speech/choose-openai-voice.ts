/** Maps a teacher's voice id (an ElevenLabs id in the seed data) to one of OpenAI's built-in voices. */

export const OPENAI_VOICES = ['alloy', 'ash', 'coral', 'echo', 'fable', 'nova', 'onyx', 'sage', 'shimmer'] as const;

// ElevenLabs' premade voices that the seed teachers use, matched by gender and accent so a teacher
// keeps roughly the same character when the server switches from ElevenLabs to OpenAI.
const ELEVENLABS_LOOKALIKES: Record<string, (typeof OPENAI_VOICES)[number]> = {
  EXAVITQu4vr4xnSDxMaL: 'nova', // Sarah: young American female
  JBFqnCBsd6RMkjVDRZzb: 'fable', // George: mature British male
  XrExE9yKIg1WjnnlVkGX: 'coral', // Matilda: friendly American female
  nPczCjzI2devNBz1zQrb: 'onyx', // Brian: deep American male
  Xb7hH8MSUJpSbSDYk0k2: 'sage', // Alice: confident British female
  FGY2WhTYpPnrIDTdsKH5: 'shimmer', // Laura: bright young female
  cjVigY5qzO86Huf0OWal: 'echo', // Eric: smooth American male
};

export function chooseOpenAiVoice(voiceId: string): string {
  const known = ELEVENLABS_LOOKALIKES[voiceId];
  if (known) return known;
  let hash = 0x811c9dc5; // FNV-1a: any other id always gets the same voice
  for (let i = 0; i < voiceId.length; i++) hash = Math.imul(hash ^ voiceId.charCodeAt(i), 0x01000193);
  return OPENAI_VOICES[(hash >>> 0) % OPENAI_VOICES.length]!;
}
