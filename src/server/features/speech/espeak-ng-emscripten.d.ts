/** The slice of @echogarden/espeak-ng-emscripten (an untyped Emscripten build) that Parley uses. */
declare module '@echogarden/espeak-ng-emscripten' {
  export type EspeakWorker = {
    /** 0 on success; a non-zero eSpeak error code when no voice matches. */
    set_voice(name: string, language?: string): number;
    /** Words per minute (80-450). */
    set_rate(wordsPerMinute: number): void;
    /** 0-100, default 50. */
    set_pitch(pitch: number): void;
    get_samplerate(): number;
    /** Runs synchronously; the callback gets each chunk of 16-bit mono PCM. Return 0 to continue. */
    synthesize(text: string, onChunk: (samples: Int16Array, events: unknown[]) => number): void;
  };
  export type EspeakModule = { eSpeakNGWorker: new () => EspeakWorker };
  const initialize: (moduleArg?: object) => Promise<EspeakModule>;
  export default initialize;
}
