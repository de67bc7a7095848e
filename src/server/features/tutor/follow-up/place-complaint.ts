/**
 * A complaint about where the learner lives ('My city is very noisy and there is a lot of traffic', 'Mi barrio es muy
 * ruidoso'): whether there is a quiet corner they like, or whether they would move; not 'Is there anyone who helps you
 * with your city?'. Each language with the messages it must read and those it must leave, run as tests
 * (place-complaint.test.ts).
 */
import type { ToldRules } from './told-rule';

export const PLACE_COMPLAINT: ToldRules = {
  en: {
    said: /\bmy (?<place>city|town|village|neighbourhood|neighborhood|street|area) is (?:very |too |so |really |quite |a bit )?(?:noisy|busy|crowded|dirty|expensive|boring|dangerous|loud|polluted|ugly)\b/i,
    acks: ['That can be tiring.', 'I can imagine that gets tiring.'],
    questions: ['Is there a quiet place in your {place} that you like?', 'Would you like to live somewhere else?'],
    examples: ['My city is very noisy and there is a lot of traffic.', 'My neighbourhood is too expensive now.', 'My town is a bit boring.'],
    counterExamples: ['My city is very beautiful.', "My sister's town is noisy.", 'Is your city noisy?', 'The city is noisy.'],
  },
  es: {
    said: /(?<![\p{L}])mi (?<place>ciudad|pueblo|barrio|calle|zona) es (?:muy |demasiado |bastante |un poco |tan )?(?:ruidos[oa]|caótic[oa]|suci[oa]|car[oa]|aburrid[oa]|peligros[oa]|fe[oa])(?![\p{L}])/iu,
    acks: ['Eso cansa mucho. (That can be tiring.)', 'Me imagino que eso cansa. (I can imagine that gets tiring.)'],
    questions: ['¿Hay algún sitio tranquilo en tu {place} que te guste? (Is there a quiet place there that you like?)', '¿Te gustaría vivir en otro sitio? (Would you like to live somewhere else?)'],
    examples: ['Mi ciudad es muy ruidosa y hay mucho tráfico.', 'Mi barrio es demasiado caro ahora.', 'Mi pueblo es un poco aburrido.'],
    counterExamples: ['Mi ciudad es muy bonita.', 'El pueblo de mi hermana es ruidoso.', '¿Tu ciudad es ruidosa?', 'La ciudad es ruidosa.'],
  },
};
