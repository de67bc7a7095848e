/**
 * `text` with every accent and other mark taken off its letters ('Perú' -> 'Peru', 'año' -> 'ano', 'Lucía' -> 'Lucia'):
 * for comparing words however they were typed, and for writing a Spanish name as English writes it.
 */
export const stripAccents = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '');
