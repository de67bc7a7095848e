/**
 * Video games the learner plays, told to Lucía ('En mi tiempo libre juego videojuegos', 'Juego a la Play con mi
 * hermano'): which ones and since when; not '¿Qué piensas de los videojuegos?'. Each language with the messages it must
 * read and those it must leave, run as tests (video-games.test.ts).
 */
import type { ToldRules } from './told-rule';

export const VIDEO_GAMES: ToldRules = {
  // In English a pastime is echoed by its own words ('What do you enjoy most about playing video games?').
  en: { said: /(?!)/, acks: [], questions: [], examples: [], counterExamples: ['In my free time I play video games.'] },
  es: {
    said: /(?<![\p{L}])(?:juego|jugamos|suelo jugar|me gusta jugar|me encanta jugar) (?:a (?:los )?|con )?(?:(?<thing>videojuegos|juegos de ordenador|juegos en el móvil)|a la (?:play|consola|PlayStation|Xbox|Switch))(?![\p{L}])/iu,
    acks: ['¡Qué divertido! (What fun!)', '¡A mí también me gustan los juegos! (I like games too!)'],
    questions: ['¿A qué {thing} juegas más? (Which games do you play most?)', '¿A qué juegos juegas más? (Which games do you play most?)', '¿Con quién sueles jugar? (Who do you usually play with?)'],
    examples: ['En mi tiempo libre juego videojuegos.', 'Juego a la Play con mi hermano.', 'Me encanta jugar a los videojuegos por la noche.'],
    counterExamples: ['Mi hijo juega videojuegos todo el día.', '¿Juegas a los videojuegos?', 'No me gustan los videojuegos.', 'Juego al fútbol los sábados.'],
  },
};
