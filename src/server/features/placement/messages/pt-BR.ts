import type { Translation } from '#/shared/i18n/catalogue';
import type en from './en';

export default {
  startAtA1: 'Começamos no A1.',
  hardSoStartAtA1: 'As perguntas de nível {level} foram difíceis para você, então começamos no A1.',
  evenC1Right: 'Você acertou até as perguntas de nível C1.',
  rightThenHard: 'Você acertou as perguntas de nível {level} e achou difíceis as de nível {above}.',
  rightUpTo: 'Você acertou todas as perguntas até o nível {level}.',
  timeRanOut: 'O tempo acabou antes destas perguntas, então começamos no A1.',
  answerTooShort: 'Sua resposta foi muito curta, então começamos no A1: da próxima vez, fale um pouco mais.',
  goodStartAtA1: 'Você usou {words} palavras, {links, plural, =0 {nenhum conectivo} one {# conectivo} other {# conectivos}} e {mistakes, plural, =0 {nenhum erro encontrado} one {# erro encontrado} other {# erros encontrados}} pelo nosso corretor: um bom começo no A1.',
  speakerLevel: 'Você usou {words} palavras, {links, plural, =0 {nenhum conectivo} one {# conectivo} other {# conectivos}} e {mistakes, plural, =0 {nenhum erro encontrado} one {# erro encontrado} other {# erros encontrados}} pelo nosso corretor, como faz quem tem nível {level}.',
} satisfies Translation<typeof en>;
