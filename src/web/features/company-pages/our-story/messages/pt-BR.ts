import type { Translation } from '#/shared/i18n/catalogue';
import type en from './en';

export default {
  title: 'Nossa história',
  intro: 'O Parley existe por um motivo: a parte mais difícil de aprender um idioma é abrir a boca, e ninguém deveria ter medo de fazer isso.',
  whyHeading: 'Por que o Parley existe',
  why1: 'A maioria de quem aprende idiomas conhece essa sensação. Você estudou a gramática e aprendeu as palavras, e consegue acompanhar uma conversa razoavelmente bem. Aí chega a sua vez de falar, e dá um branco. O coração acelera, você se preocupa com o sotaque, e a frase que tinha pronta desmorona.',
  why2: 'A ansiedade de falar é um dos maiores motivos pelos quais as pessoas param de progredir. O remédio é praticar, mas a prática costuma acontecer na frente de outras pessoas: um professor, uma turma, um examinador, um falante nativo esperando educadamente você terminar. É exatamente a situação que faz alunos ansiosos ficarem calados.',
  why3: 'Também aprendemos algo surpreendente ao construir o Parley: <strong>a demora soa como julgamento</strong>. Quando você diz algo em um novo idioma e a resposta demora demais, o silêncio parece um veredito. Você começa a se perguntar se disse algo errado. Por isso tratamos a rapidez como parte da gentileza. Cada segundo que eliminamos entre você terminar uma frase e o seu professor responder deixa a conversa mais segura.',
  why4: 'O Parley é a nossa resposta: um lugar para <strong>praticar sem medo</strong>. Nossos professores de IA são pacientes, estão disponíveis sempre que você estiver e nunca suspiram, encaram ou perdem o interesse. Eles percebem seus erros, explicam com clareza e ajudam você a tentar de novo, quantas vezes precisar.',
  startedHeading: 'Como tudo começou',
  started1: 'O Parley foi criado por dois amigos que tinham vivido o problema na pele. Um se mudou para o exterior a trabalho, com anos de estudo em sala de aula na bagagem, e descobriu que mal conseguia pedir um café com confiança. O outro passou anos ensinando inglês e viu alunos talentosos travarem em provas orais para as quais estavam mais do que preparados.',
  started2: 'Quando a IA conversacional ficou boa o bastante para manter uma conversa de verdade, eles viram a chance de dar a cada aluno o que os melhores professores dão: paciência ilimitada, feedback honesto e um espaço seguro para errar. Construíram a primeira versão à noite, testaram com amigos que se preparavam para o IELTS e seguiram em frente quando esses amigos disseram que era a primeira vez que praticar a fala tinha sido tranquilo.',
  started3: 'Hoje o Parley oferece um pequeno elenco de professores, incluindo um examinador de IELTS, um coach de pronúncia, um coach de entrevistas, um mentor de escrita, um professor de espanhol e um parceiro de conversa do dia a dia, cada um pensado para ajudar em um momento diferente em que falar importa.',
  valuesHeading: 'O que valorizamos',
  valueKindness: '<strong>Gentileza em primeiro lugar.</strong> É errando que se aprende. Criamos cada correção para encorajar você, não para constranger você.',
  valueHonesty: '<strong>Feedback honesto.</strong> Gentileza não é bajulação. Nossos professores dizem com clareza o que corrigir e como, e somos transparentes: eles são IA e às vezes podem errar.',
  valueSpeed: '<strong>Rapidez é respeito.</strong> Somos obcecados pela rapidez com que os professores respondem, porque a hesitação do outro lado de uma conversa parece julgamento.',
  valuePrivacy: '<strong>Privacidade por padrão.</strong> Sua voz é transformada em texto no seu navegador, coletamos apenas o que precisamos e nunca vendemos seus dados.',
  valueOpen: '<strong>Aberto e seu.</strong> O Parley pode ser auto-hospedado, para que escolas, equipes e pessoas o usem do seu próprio jeito.',
  goingHeading: 'Para onde vamos',
  going1: 'Começamos pelo inglês porque muitos alunos precisam dele para estudar, trabalhar e fazer provas. O espanhol é o nosso segundo idioma, e estamos aprofundando-o com mais professores, mais variedade regional e prática para situações reais, como viagens, trabalho e o dia a dia.',
  going2: 'Em seguida, queremos levar o Parley a mais idiomas, para que qualquer pessoa, em qualquer lugar, possa praticar a fala do idioma que está aprendendo com um professor sempre paciente. Vamos continuar melhorando o feedback de pronúncia, deixando as conversas ainda mais naturais e ouvindo com atenção os alunos que usam o Parley todos os dias.',
  going3: 'Se você tem ideias, ou um idioma que adoraria que oferecêssemos em seguida, queremos saber: escreva para <mail>{email}</mail>.',
} satisfies Translation<typeof en>;
