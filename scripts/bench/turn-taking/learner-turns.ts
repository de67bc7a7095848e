/**
 * The learner turns of `npm run bench:turn-taking`, made from a seed: sentences with the places a learner
 * may pause marked ('|o' inside a clause, '|c' between two clauses), said by several eSpeak NG voices and
 * speeds, with pauses of 0.6-2.5 s inside clauses, some after a filler. A slow learner (speed 0.6) pauses
 * longer (1.2-2.5 s), and between clauses too, after words that read as finished: the case only their own
 * pauses can teach. The sentences are split in two halves by the seed: the waits are learned
 * on one and reported on the other. The extra training sentences (extra-training-sentences.ts) only ever
 * join the training half, drawn from their own seeded stream so the bench's turns stay as they were.
 */
import { mulberry32 } from '../../train/lib/speaker-folds';
import { EXTRA_TRAINING_SENTENCES } from './extra-training-sentences';

export type PauseKind = 'inside clause' | 'between clauses' | 'after filler';
export type Piece = { text: string; pauseAfterMs: number; kind: PauseKind | 'true end' };
export type Voice = { language: string; voiceId: string; speed: number };
export type LearnerTurn = {
  id: string;
  language: 'en' | 'es';
  sentence: number;
  half: 'train' | 'held-out';
  /** Said from EXTRA_TRAINING_SENTENCES (always training), not from the bench's SENTENCES. */
  isExtraTraining: boolean;
  voice: Voice;
  pieces: Piece[];
  learner: 'varied' | 'slow';
};

export const SENTENCES: Record<'en' | 'es', string[]> = {
  en: [
    'I would like to |o order a coffee |c and a piece of cake',
    'Yesterday I went to the |o cinema |c with my sister',
    'My favourite food is |o pizza with mushrooms',
    'I think that |o learning English is |o really useful for my job',
    'Can I have a |o glass of water |c please',
    'Last summer we travelled to |o Italy |c because my brother lives there',
    "I usually get up at |o seven o'clock |c and then I have breakfast",
    'When I was a |o child I lived in a |o small town',
    'I am going to |o visit my grandmother |c on Sunday',
    'The weather today is |o very |o cold',
    'I have been learning English for |o two years',
    'My sister works in a |o hospital |c as a nurse',
    'I want to buy a |o new phone |c but it is too expensive',
    'On the weekend I like to |o play football with my |o friends',
    "I don't understand the |o question",
    'We need to |o book a table for |o four people',
    'The train to |o London leaves at |o half past nine',
    'I would prefer the |o chicken |c with rice',
    'Could you tell me where the |o station is',
    'I lost my |o keys |c so I could not open the door',
  ],
  es: [
    'Me gustaría |o pedir un café |c y un trozo de tarta',
    'Ayer fui al |o cine |c con mi hermana',
    'Mi comida favorita es |o la paella',
    'Creo que |o aprender español es |o muy útil para mi trabajo',
    'Me pone un |o vaso de agua |c por favor',
    'El verano pasado viajamos a |o Italia |c porque mi hermano vive allí',
    'Normalmente me levanto a |o las siete |c y luego desayuno',
    'Cuando era |o niño vivía en un |o pueblo pequeño',
    'Voy a |o visitar a mi abuela |c el domingo',
    'Hoy hace |o mucho frío',
    'Estudio español desde hace |o dos años',
    'Mi hermana trabaja en un |o hospital |c como enfermera',
    'Quiero comprar un |o móvil nuevo |c pero es muy caro',
    'Los fines de semana me gusta |o jugar al fútbol con mis |o amigos',
    'No entiendo la |o pregunta',
    'Necesitamos |o reservar una mesa para |o cuatro personas',
    'El tren a |o Madrid sale a las |o nueve y media',
    'Prefiero el |o pollo |c con arroz',
    'Me puede decir dónde está la |o estación',
    'Perdí mis |o llaves |c así que no pude abrir la puerta',
  ],
};

const FILLERS = { en: ['um', 'uh', 'er'], es: ['eh', 'este', 'o sea', 'pues'] };

const VOICES: Record<'en' | 'es', Voice[]> = {
  en: ['en-US', 'en-GB', 'en-US'].flatMap((language, at) => [0.6, 0.8, 1].map((speed) => ({ language, voiceId: `learner-${at}`, speed }))),
  es: ['es-ES', 'es-ES', 'es-ES'].flatMap((language, at) => [0.6, 0.8, 1].map((speed) => ({ language, voiceId: `aprendiz-${at}`, speed }))),
};
const SLOW_VOICE: Record<'en' | 'es', Voice> = { en: { language: 'en-US', voiceId: 'slow-learner', speed: 0.6 }, es: { language: 'es-ES', voiceId: 'aprendiz-lento', speed: 0.6 } };

type Style = { pauseChance: Record<'o' | 'c', number>; fillerChance: number; minPauseMs: number; maxPauseMs: number };
const VARIED: Style = { pauseChance: { o: 0.6, c: 0 }, fillerChance: 0.35, minPauseMs: 600, maxPauseMs: 2500 };
const SLOW: Style = { pauseChance: { o: 0.75, c: 0.7 }, fillerChance: 0.3, minPauseMs: 1200, maxPauseMs: 2500 };

function splitSentence(sentence: string, style: Style, language: 'en' | 'es', random: () => number): Piece[] {
  const parts = sentence.split(/\s*\|([oc])\s*/);
  const pieces: Piece[] = [];
  let text = parts[0]!;
  for (let at = 1; at < parts.length; at += 2) {
    const mark = parts[at] as 'o' | 'c';
    if (random() < style.pauseChance[mark]) {
      const hasFiller = random() < style.fillerChance;
      const filler = FILLERS[language][Math.floor(random() * FILLERS[language].length)]!;
      const pauseAfterMs = Math.round((style.minPauseMs + random() * (style.maxPauseMs - style.minPauseMs)) / 10) * 10;
      pieces.push({ text: hasFiller ? `${text} ${filler}` : text, pauseAfterMs, kind: hasFiller ? 'after filler' : mark === 'o' ? 'inside clause' : 'between clauses' });
      text = parts[at + 1]!;
    } else text = `${text} ${parts[at + 1]}`;
  }
  pieces.push({ text, pauseAfterMs: 0, kind: 'true end' });
  return pieces;
}

function shuffled(count: number, random: () => number): number[] {
  const order = [...Array(count).keys()];
  for (let at = count - 1; at > 0; at--) {
    const other = Math.floor(random() * (at + 1));
    [order[at], order[other]] = [order[other]!, order[at]!];
  }
  return order;
}

/** Every turn: each sentence by each varied voice, and three times by each language's slow learner; then each extra training sentence by each varied voice. */
export function makeLearnerTurns(seed: number): LearnerTurn[] {
  const random = mulberry32(seed);
  const turns: LearnerTurn[] = [];
  for (const language of ['en', 'es'] as const) {
    const sentences = SENTENCES[language];
    const order = shuffled(sentences.length, random);
    const isHeldOut = new Set(order.slice(0, sentences.length / 2));
    sentences.forEach((sentence, at) => {
      const half = isHeldOut.has(at) ? 'held-out' : 'train';
      for (const voice of VOICES[language]) {
        turns.push({ id: `${language}-${at}-${voice.voiceId}-${voice.speed}`, language, sentence: at, half, isExtraTraining: false, voice, pieces: splitSentence(sentence, VARIED, language, random), learner: 'varied' });
      }
    });
    // The slow learner says the sentences in a seeded order, three rounds: their first turns are the ones adapted on.
    for (let round = 0; round < 3; round++) {
      for (const at of shuffled(sentences.length, random)) {
        const half = isHeldOut.has(at) ? 'held-out' : 'train';
        turns.push({ id: `${language}-${at}-slow-${round}`, language, sentence: at, half, isExtraTraining: false, voice: SLOW_VOICE[language], pieces: splitSentence(sentences[at]!, SLOW, language, random), learner: 'slow' });
      }
    }
  }
  const extraRandom = mulberry32(seed ^ 0xe7a5);
  for (const language of ['en', 'es'] as const) {
    EXTRA_TRAINING_SENTENCES[language].forEach((sentence, extra) => {
      const at = SENTENCES[language].length + extra;
      for (const voice of VOICES[language]) {
        turns.push({ id: `${language}-${at}-${voice.voiceId}-${voice.speed}`, language, sentence: at, half: 'train', isExtraTraining: true, voice, pieces: splitSentence(sentence, VARIED, language, extraRandom), learner: 'varied' });
      }
    });
  }
  return turns;
}
