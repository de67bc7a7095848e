import type { Translation } from '#/shared/i18n/catalogue';
import type en from './en';

export default {
  title: 'Nuestra historia',
  intro: 'Parley existe por una razón: lo más difícil de aprender un idioma es abrir la boca, y nadie debería tener miedo de hacerlo.',
  whyHeading: 'Por qué existe Parley',
  why1: 'La mayoría de quienes aprenden idiomas conocen esa sensación. Has estudiado la gramática y aprendido las palabras, y puedes seguir una conversación bastante bien. Entonces te toca hablar y se te queda la mente en blanco. El corazón se te acelera, te preocupa tu acento y la frase que tenías preparada se desmorona.',
  why2: 'La ansiedad al hablar es una de las principales razones por las que la gente deja de progresar. El remedio es practicar, pero la práctica suele ocurrir delante de otras personas: un profesor, una clase, un examinador, un hablante nativo que espera educadamente a que termines. Es justo la situación que hace que los estudiantes con ansiedad se queden callados.',
  why3: 'Mientras creábamos Parley también descubrimos algo sorprendente: <strong>la espera se percibe como un juicio</strong>. Cuando dices algo en un idioma nuevo y la respuesta tarda demasiado, el silencio parece un veredicto. Empiezas a preguntarte si dijiste algo mal. Por eso tratamos la rapidez como parte de la amabilidad. Cada segundo que eliminamos entre que terminas una frase y tu profesor responde hace que la conversación se sienta más segura.',
  why4: 'Parley es nuestra respuesta: un lugar para <strong>practicar sin miedo</strong>. Nuestros profesores de IA son pacientes, están disponibles cuando tú lo estés y nunca suspiran, se te quedan mirando ni pierden el interés. Se fijan en tus errores, te los explican con claridad y te ayudan a intentarlo de nuevo, tantas veces como necesites.',
  startedHeading: 'Cómo empezó',
  started1: 'Parley lo fundaron dos amigos que habían vivido el problema en carne propia. Uno se mudó al extranjero por trabajo con años de estudio en el aula a sus espaldas y descubrió que apenas podía pedir un café con seguridad. El otro pasó años enseñando inglés y vio a estudiantes con talento bloquearse en exámenes orales para los que estaban más que preparados.',
  started2: 'Cuando la IA conversacional llegó a ser lo bastante buena como para mantener una conversación de verdad, vieron la oportunidad de dar a cada estudiante lo que dan los mejores profesores: paciencia ilimitada, comentarios sinceros y un espacio seguro para equivocarse. Construyeron la primera versión por las tardes, la probaron con amigos que preparaban el IELTS y siguieron adelante cuando esos amigos dijeron que era la primera vez que practicar la expresión oral les resultaba tranquilo.',
  started3: 'Hoy Parley ofrece un pequeño elenco de profesores, entre ellos un examinador de IELTS, un coach de pronunciación, un coach de entrevistas, un mentor de escritura, un profesor de español y un compañero de conversación cotidiana, cada uno pensado para ayudar en un momento distinto en el que hablar importa.',
  valuesHeading: 'Lo que valoramos',
  valueKindness: '<strong>La amabilidad, lo primero.</strong> Los errores son la forma de aprender. Diseñamos cada corrección para animarte, no para avergonzarte.',
  valueHonesty: '<strong>Comentarios sinceros.</strong> Ser amables no significa adular. Nuestros profesores te dicen con claridad qué corregir y cómo, y somos transparentes: son IA y a veces pueden equivocarse.',
  valueSpeed: '<strong>La rapidez es respeto.</strong> Nos obsesiona lo rápido que responden los profesores, porque la vacilación al otro lado de una conversación se siente como un juicio.',
  valuePrivacy: '<strong>Privacidad por defecto.</strong> Tu voz se convierte en texto en tu navegador, solo recopilamos lo que necesitamos y nunca vendemos tus datos.',
  valueOpen: '<strong>Abierto y tuyo.</strong> Parley se puede alojar por cuenta propia, así que escuelas, equipos y particulares pueden usarlo en sus propios términos.',
  goingHeading: 'Hacia dónde vamos',
  going1: 'Empezamos con el inglés porque muchísimos estudiantes lo necesitan para estudiar, trabajar y presentarse a exámenes. El español es nuestro segundo idioma, y lo estamos ampliando con más profesores, más variedad regional y práctica para situaciones reales como los viajes, el trabajo y la vida diaria.',
  going2: 'Después queremos llevar Parley a más idiomas, para que cualquiera, en cualquier lugar, pueda practicar el idioma que está aprendiendo con un profesor siempre paciente. Seguiremos mejorando los comentarios sobre la pronunciación, haciendo que las conversaciones resulten aún más naturales y escuchando con atención a quienes usan Parley cada día.',
  going3: 'Si tienes ideas, o un idioma que te encantaría que ofreciéramos a continuación, nos gustaría saberlo en <mail>{email}</mail>.',
} satisfies Translation<typeof en>;
