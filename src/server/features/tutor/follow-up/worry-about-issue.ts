/**
 * A worry about the world ('I'm worried about climate change', 'Me preocupa el cambio climático'): why it worries them and
 * what they think can be done; not '¿Qué piensas del cambio?'. A worry about someone is how-they-feel.ts. Each language
 * with the messages it must read and those it must leave, run as tests (worry-about-issue.test.ts).
 */
import type { ToldRules } from './told-rule';

const ISSUES_EN = 'climate change|global warming|the environment|pollution|the future|the economy|politics|the war|wars|inflation|prices|unemployment|poverty|crime|social media';
const ISSUES_ES = 'el cambio climático|el calentamiento global|el medio ambiente|la contaminación|el futuro|la economía|la política|la guerra|las guerras|la inflación|los precios|el paro|el desempleo|la pobreza|la violencia|la situación del mundo|las redes sociales';

export const WORRY_ABOUT_ISSUE: ToldRules = {
  en: {
    said: new RegExp(String.raw`\b(?:I(?:'m| am) (?:really |very |so |quite |a bit |a little )?(?:worried|concerned|scared|anxious) about|I worry about|what worries me (?:most )?is) (?<issue>${ISSUES_EN})\b`, 'i'),
    acks: ['It is an important subject.', 'Many people share that worry.'],
    questions: ['Why does {issue} worry you so much?', 'What do you think can be done about it?'],
    examples: ["I'm worried about climate change.", 'I worry about the future a lot.', 'What worries me most is pollution in my city.'],
    counterExamples: ["I'm worried about my exam.", 'My mother is worried about the economy.', 'Are you worried about climate change?', 'I like politics.'],
  },
  es: {
    said: new RegExp(String.raw`(?<![\p{L}])(?:me preocupan?|me da miedo|estoy (?:muy |bastante |un poco )?preocupad[oa] por|lo que más me preocupa es) (?:mucho )?(?<issue>${ISSUES_ES})(?![\p{L}])`, 'iu'),
    acks: ['Es un tema importante. (It is an important subject.)', 'Mucha gente comparte esa preocupación. (Many people share that worry.)'],
    questions: ['¿Por qué te preocupa tanto {issue}? (Why does it worry you so much?)', '¿Qué crees que se puede hacer? (What do you think can be done?)'],
    examples: ['Me preocupa el cambio climático.', 'Estoy muy preocupada por la contaminación.', 'Lo que más me preocupa es el futuro.'],
    counterExamples: ['Me preocupa mi examen.', 'A mi madre le preocupa la economía.', '¿Te preocupa el cambio climático?', 'Me gusta la política.'],
  },
};
