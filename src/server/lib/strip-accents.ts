/**
 * `text` with every accent and other mark taken off its letters ('Perú' -> 'Peru', 'año' -> 'ano', 'Lucía' -> 'Lucia'):
 * for comparing words however they were typed, and for writing a Spanish name as English writes it.
 */
export const stripAccents = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '');

/** Without the acute accent and the diaeresis, keeping the tilde: 'está' -> 'esta', 'pingüino' -> 'pinguino', 'año' stays. */
export const withoutAccentMarks = (text: string): string => text.normalize('NFD').replace(/[\u0301\u0308]/g, '').normalize('NFC');
