/**
 * Lucía's role-plays, in Spanish with the English after each line: "¿Podemos practicar pedir comida en un
 * restaurante?", "Can we practise checking in at a hotel?". She sets the scene with its first line, the other person
 * goes on for two more lines (one after each of the learner's), and the scene ends with the next situation offered.
 * She does not praise a line (her checker catches too few slips for praise to be earned); a slip it finds is recast
 * before her line. Each situation with the requests it must answer and those it must leave (spanish-role-plays.test.ts).
 */
import { isSpanishTeacher } from '../answers/teacher-voice';
import type { TutorTeacher } from '../../../lib/language-model';

export type SpanishRolePlay = { id: string; names: RegExp; scene: string; goesOn: readonly [string, string]; examples: readonly string[]; counterExamples: readonly string[] };

const START = 'Vamos a practicar.';
const CUE = '¿Qué dices? (What do you say?)';

export const SPANISH_ROLE_PLAYS: readonly SpanishRolePlay[] = [
  {
    id: 'restaurante',
    names: /\brestaurante\b|\bpedir (?:comida|la comida|en un bar)\b|\bcamarer[oa]\b|\brestaurant\b|\border(?:ing)? food\b/i,
    scene: 'Yo soy el camarero: «Buenas noches. ¿Tienen reserva?» (I’m the waiter: ‘Good evening. Do you have a reservation?’)',
    goesOn: ['El camarero: «Muy bien. ¿Qué van a tomar?» (The waiter: ‘Very good. What will you have?’)', 'El camarero: «Perfecto. ¿Algo más, o les traigo la cuenta?» (The waiter: ‘Perfect. Anything else, or shall I bring you the bill?’)'],
    examples: ['¿Podemos practicar pedir comida en un restaurante?', 'Can we role-play ordering food in Spanish?'],
    counterExamples: ['Ayer fui a un restaurante.'],
  },
  {
    id: 'hotel',
    names: /\bhotel\b|\brecepci[oó]n\b/i,
    scene: 'Yo soy la recepcionista: «Buenas tardes, bienvenido al hotel. ¿En qué puedo ayudarle?» (I’m the receptionist: ‘Good afternoon, welcome to the hotel. How can I help you?’)',
    goesOn: ['La recepcionista: «¿Para cuántas noches?» (The receptionist: ‘For how many nights?’)', 'La recepcionista: «Muy bien. ¿Me deja su pasaporte, por favor?» (The receptionist: ‘Very good. May I have your passport, please?’)'],
    examples: ['¿Podemos practicar en un hotel?', "Let's practise checking in at a hotel."],
    counterExamples: ['Mi hotel era muy bonito.'],
  },
  {
    id: 'direcciones',
    names: /\bdirecciones\b|\bpreguntar (?:el camino|por una calle|d[oó]nde est[aá])|\bdirections\b|\basking the way\b/i,
    scene: 'Yo soy una persona en la calle: «¿Sí? ¿Puedo ayudarte?» (I’m someone in the street: ‘Yes? Can I help you?’)',
    goesOn: ['«Sí, claro. Sigue todo recto y gira a la izquierda en la segunda calle.» (‘Yes, of course. Go straight on and turn left at the second street.’)', '«De nada. ¡Que tengas un buen día!» (‘You’re welcome. Have a nice day!’)'],
    examples: ['Quiero practicar preguntar el camino.', 'Can we practise asking for directions?'],
    counterExamples: ['No entiendo las direcciones del libro.'],
  },
  {
    id: 'tienda',
    names: /\btienda\b|\bcomprar ropa\b|\bde compras\b|\bshopping\b|\bin a shop\b/i,
    scene: 'Yo soy la dependienta: «Hola, ¿qué buscas?» (I’m the shop assistant: ‘Hi, what are you looking for?’)',
    goesOn: ['La dependienta: «¿Qué talla usas?» (The shop assistant: ‘What size are you?’)', 'La dependienta: «Son treinta euros. ¿Vas a pagar con tarjeta o en efectivo?» (The shop assistant: ‘That’s thirty euros. Are you paying by card or in cash?’)'],
    examples: ['¿Podemos practicar en una tienda?', 'Can we role-play shopping?'],
    counterExamples: ['Trabajo en una tienda.'],
  },
  {
    id: 'medico',
    names: /\bm[eé]dic[oa]\b|\bdoctor\b/i,
    scene: 'Yo soy la médica: «Hola, siéntate. ¿Qué te pasa?» (I’m the doctor: ‘Hello, sit down. What’s the matter?’)',
    goesOn: ['La médica: «¿Desde cuándo te encuentras así?» (The doctor: ‘How long have you felt like this?’)', 'La médica: «Vale. Te voy a recetar algo. Descansa y bebe mucha agua.» (The doctor: ‘Okay. I’ll prescribe you something. Rest and drink plenty of water.’)'],
    examples: ['¿Podemos practicar una visita al médico?', 'Can we practise going to the doctor?'],
    counterExamples: ['Mi hermana es médica.'],
  },
];

/** A request to act a scene out now, in Spanish or English. */
const REQUEST = /^¿?\s*(?:podemos|puedes|quiero|me gustar[ií]a|vamos a|(?:can|could|shall) we|let'?s|i(?: want| would like|'d like) to) (?:(?:please|por favor) )?(?:practicar|hacer|ensayar|practi[cs]e|role-?play|do|try)\b/i;
const BARE_ROLE_PLAY = /\brole-?play\b|\bjuego de roles\b|\buna (?:situaci[oó]n|escena)\b/i;

/** Lucía's turn that sets a scene up: the scene asked for (the restaurant where none is named), or null. */
export function answerSpanishRolePlayRequest(message: string, teacher: TutorTeacher): string | null {
  const text = message.trim();
  if (!isSpanishTeacher(teacher) || !REQUEST.test(text)) return null;
  const rolePlay = SPANISH_ROLE_PLAYS.find((r) => r.names.test(text)) ?? (BARE_ROLE_PLAY.test(text) ? SPANISH_ROLE_PLAYS[0] : undefined);
  return rolePlay ? `¡Claro que sí! ${START} ${rolePlay.scene} ${CUE}` : null;
}

/** After the learner's line in one of her scenes: the other person's next line, or the end of the scene. Null when her last turn was no scene. */
export function respondToSpanishRolePlayLine(previousTurn: string | undefined): { acknowledgement: string; question: string } | null {
  if (!previousTurn?.trim().endsWith(CUE)) return null;
  const rolePlay = SPANISH_ROLE_PLAYS.find((r) => previousTurn.includes(r.scene) || r.goesOn.some((line) => previousTurn.includes(line)));
  if (!rolePlay) return null;
  const said = rolePlay.goesOn.findIndex((line) => previousTurn.includes(line));
  const next = rolePlay.goesOn[said + 1];
  if (next) return { acknowledgement: 'Vale, seguimos. (Okay, let’s go on.)', question: `${next} ${CUE}` };
  return { acknowledgement: 'Y aquí termina la escena. (And that’s the end of the scene.)', question: '¿Qué otra situación quieres practicar? (Which other situation would you like to practise?)' };
}
