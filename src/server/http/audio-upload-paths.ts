/**
 * The routes whose body is recorded audio (a WAV, not JSON): transcription, the pronunciation check, and a lesson's
 * phrase said aloud. They take the audio body limit, and an audio/* type passes the same-origin guard (it needs a CORS
 * preflight as JSON does).
 */
const AUDIO_PATHS = ['/functions/v1/transcribe', '/functions/v1/pronunciation'];
const AUDIO_PATTERNS = [/^\/api\/course\/lessons\/[^/]+\/phrases\/check$/];

export const takesAudioUpload = (path: string): boolean => AUDIO_PATHS.some((prefix) => path.startsWith(prefix)) || AUDIO_PATTERNS.some((pattern) => pattern.test(path));
