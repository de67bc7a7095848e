/**
 * Azure AI Speech pronunciation assessment (short-audio REST): the recording and the reference text go
 * to the region's speech endpoint, and each word's ErrorType maps onto Parley's verdicts. Used when
 * AZURE_SPEECH_KEY and AZURE_SPEECH_REGION are set; faked at this network boundary in tests.
 */
import { PRONUNCIATION_AUDIO_TYPES, type WordResult } from '#/shared/api/pronunciation';
import type { Env } from '../../config/env';
import { AppError } from '../../http/app-error';
import type { PronunciationAssessor } from './pronunciation-assessor';
import { splitReading } from './build-reading-grammar';
import { log } from '../../lib/logger';
import { kindForStatus } from '../../lib/provider-error';
import { providerErrors } from '../../metrics/metrics';

type AzureWord = { Word?: string; Offset?: number; Duration?: number; PronunciationAssessment?: { ErrorType?: string; AccuracyScore?: number } };
type AzureScores = { AccuracyScore?: number; FluencyScore?: number; CompletenessScore?: number; PronScore?: number };
/** The reading's scores come in `PronunciationAssessment`, or (in older answers) on the best result itself. */
type AzureAnswer = { RecognitionStatus?: string; NBest?: Array<AzureScores & { PronunciationAssessment?: AzureScores; Words?: AzureWord[] }> };

const TICKS_PER_SECOND = 10_000_000;
const VERDICTS: Record<string, WordResult['result']> = { None: 'ok', Mispronunciation: 'mispronounced', Omission: 'omitted', Insertion: 'inserted' };
const FAILED = 'Pronunciation assessment failed. Please try again.';

export function createAzureAssessor(env: Env & { AZURE_SPEECH_KEY: string; AZURE_SPEECH_REGION: string }): PronunciationAssessor {
  const base = env.AZURE_SPEECH_BASE_URL ?? `https://${env.AZURE_SPEECH_REGION}.stt.speech.microsoft.com`;
  return {
    engine: 'azure',
    model: 'azure-pronunciation-assessment',
    audioTypes: [...PRONUNCIATION_AUDIO_TYPES, 'audio/ogg'],
    audioTypesMessage: 'Send the recording as a 16-bit PCM WAV (audio/wav) or Ogg Opus (audio/ogg).',
    async assess({ text, wav, contentType, signal, onWorkStarted }) {
      const settings = { ReferenceText: splitReading(text).join(' '), GradingSystem: 'HundredMark', Granularity: 'Word', Dimension: 'Comprehensive', EnableMiscue: true };
      const url = `${base}/speech/recognition/conversation/cognitiveservices/v1?language=en-US&format=detailed`;
      let response: Response;
      try {
        signal?.throwIfAborted();
        onWorkStarted?.(); // Azure bills a request it received, even one the learner then cancels
        response = await fetch(url, {
          method: 'POST',
          headers: {
            'Ocp-Apim-Subscription-Key': env.AZURE_SPEECH_KEY,
            'Content-Type': contentType?.startsWith('audio/ogg') ? 'audio/ogg; codecs=opus' : 'audio/wav; codecs=audio/pcm',
            'Pronunciation-Assessment': Buffer.from(JSON.stringify(settings)).toString('base64'),
            Accept: 'application/json',
          },
          body: new Uint8Array(wav),
          signal: signal ? AbortSignal.any([signal, AbortSignal.timeout(30_000)]) : AbortSignal.timeout(30_000),
        });
      } catch (error) {
        if (signal?.aborted) throw error;
        log.error({ err: error, provider: 'azure' }, 'pronunciation: Azure could not be reached');
        providerErrors.inc({ provider: 'azure', kind: 'unavailable' });
        throw new AppError('provider_failed', FAILED, 502);
      }
      const answer = (await response.json().catch(() => null)) as AzureAnswer | null;
      if (!response.ok || !answer) {
        log.error({ provider: 'azure', status: response.status }, 'pronunciation: Azure failed');
        providerErrors.inc({ provider: 'azure', kind: response.ok ? 'bad_response' : kindForStatus(response.status) });
        throw new AppError('provider_failed', FAILED, 502);
      }
      const best = answer.RecognitionStatus === 'Success' ? answer.NBest?.[0] : undefined;
      const words = best?.Words ?? [];
      const results = words.map((word): WordResult => {
        const result = VERDICTS[word.PronunciationAssessment?.ErrorType ?? 'None'] ?? 'ok';
        const score = word.PronunciationAssessment?.AccuracyScore;
        return { word: word.Word ?? '', result, ...(result !== 'inserted' && score !== undefined ? { accuracy_score: clampScore(score) } : {}) };
      });
      const spoken = words.filter((word) => VERDICTS[word.PronunciationAssessment?.ErrorType ?? 'None'] !== 'omitted' && word.Offset !== undefined);
      const first = spoken[0];
      const last = spoken.at(-1);
      const seconds = first && last ? ((last.Offset ?? 0) + (last.Duration ?? 0) - (first.Offset ?? 0)) / TICKS_PER_SECOND : 0;
      const scores = { ...best, ...best?.PronunciationAssessment };
      return {
        words: results,
        wordsPerMinute: seconds > 0 ? Math.round((spoken.length / seconds) * 60) : 0,
        scores: {
          accuracy_score: clampScore(scores.AccuracyScore ?? 0),
          fluency_score: clampScore(scores.FluencyScore ?? 0),
          completeness_score: clampScore(scores.CompletenessScore ?? 0),
          pronunciation_score: clampScore(scores.PronScore ?? 0),
        },
      };
    },
  };
}

const clampScore = (score: number) => Math.round(Math.min(100, Math.max(0, score)));
