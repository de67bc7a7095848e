/**
 * The best-known dishes of each Spanish-speaking country, for Lucía's "¿Qué comida típica hay en Perú?": a few
 * dishes everyone there would name, in simple Spanish, with the English, and what each dish is, in brackets.
 * Spain and Mexico have their own entries in lucia-recommends.ts.
 */
export type CountryFood = {
  id: string;
  /** As a learner writes it, for the tests' questions. */
  country: string;
  /** The country or its people ('Perú', 'peruana'). Chile only with a capital: 'chile' is also a chilli pepper. */
  place: RegExp;
  spanish: string;
  english: string;
};

/** A name as a whole word, accents included ('Perú', not the 'per' of 'perfecto'), in any case unless told otherwise. */
function named(alternatives: string, { caseSensitive = false } = {}): RegExp {
  return new RegExp(`(?<!\\p{L})(?:${alternatives})(?!\\p{L})`, caseSensitive ? 'u' : 'iu');
}

export const FOOD_BY_COUNTRY: readonly CountryFood[] = [
  { id: 'peruvian-food', country: 'Perú', place: named('per[uú]|peruan[oa]s?'), spanish: 'En Perú, el ceviche, el lomo saltado y el ají de gallina.', english: 'In Peru: ceviche; lomo saltado, stir-fried beef; and ají de gallina, a creamy chicken stew.' },
  { id: 'argentinian-food', country: 'Argentina', place: named('argentin[ao]s?'), spanish: 'En Argentina, el asado, las empanadas y, de postre, algo con dulce de leche.', english: 'In Argentina: asado, which is barbecue; empanadas; and, for dessert, something with dulce de leche.' },
  { id: 'colombian-food', country: 'Colombia', place: named('colombi(?:a|an[oa]s?)'), spanish: 'En Colombia, las arepas, la bandeja paisa y el ajiaco.', english: 'In Colombia: arepas; bandeja paisa, a big plate of beans, rice and meat; and ajiaco, a chicken and potato soup.' },
  { id: 'chilean-food', country: 'Chile', place: named('(?:Chile|CHILE)|[Cc]hilen[oa]s?', { caseSensitive: true }), spanish: 'En Chile, las empanadas de pino, el pastel de choclo y la cazuela.', english: 'In Chile: empanadas de pino, with beef and onion; pastel de choclo, a corn pie; and cazuela, a stew.' },
  { id: 'cuban-food', country: 'Cuba', place: named('cuba(?:n[oa]s?)?'), spanish: 'En Cuba, la ropa vieja y los moros y cristianos: arroz con frijoles negros.', english: 'In Cuba: ropa vieja, shredded beef; and moros y cristianos, rice with black beans.' },
  { id: 'venezuelan-food', country: 'Venezuela', place: named('venezol(?:an[oa]s?)|venezuela'), spanish: 'En Venezuela, las arepas y el pabellón criollo.', english: 'In Venezuela: arepas; and pabellón criollo, shredded beef with black beans, rice and plantain.' },
  { id: 'ecuadorian-food', country: 'Ecuador', place: named('ecuador|ecuatorian[oa]s?'), spanish: 'En Ecuador, el encebollado y el locro de papa.', english: 'In Ecuador: encebollado, a fish soup; and locro de papa, a potato and cheese soup.' },
  { id: 'bolivian-food', country: 'Bolivia', place: named('bolivi(?:a|an[oa]s?)'), spanish: 'En Bolivia, las salteñas por la mañana y el silpancho.', english: 'In Bolivia: salteñas, baked pastries, in the morning; and silpancho, thin breaded beef with rice and egg.' },
  { id: 'uruguayan-food', country: 'Uruguay', place: named('uruguay(?:[oa]s?)?'), spanish: 'En Uruguay, el asado y el chivito, un sándwich enorme.', english: 'In Uruguay: asado, which is barbecue; and the chivito, a huge sandwich.' },
  { id: 'paraguayan-food', country: 'Paraguay', place: named('paraguay(?:[oa]s?)?'), spanish: 'En Paraguay, la chipa y la sopa paraguaya, que no es una sopa: es un pastel de maíz.', english: 'In Paraguay: chipa, a cheese bread; and sopa paraguaya, which is not a soup: it is a corn cake.' },
  { id: 'costa-rican-food', country: 'Costa Rica', place: named('costa rica|costarricens[e]s?'), spanish: 'En Costa Rica, el gallo pinto para desayunar y, a mediodía, un casado.', english: 'In Costa Rica: gallo pinto, rice and beans, for breakfast; and at lunchtime a casado, a plate of rice, beans, salad and meat or fish.' },
  { id: 'guatemalan-food', country: 'Guatemala', place: named('guatemal(?:a|tec[oa]s?)'), spanish: 'En Guatemala, el pepián y los tamales.', english: 'In Guatemala: pepián, a spicy meat stew; and tamales.' },
  { id: 'salvadoran-food', country: 'El Salvador', place: named('el salvador|salvadoreñ[oa]s?'), spanish: 'En El Salvador, las pupusas, sin duda.', english: 'In El Salvador, pupusas, no doubt: thick corn tortillas with a filling.' },
  { id: 'honduran-food', country: 'Honduras', place: named('honduras|hondureñ[oa]s?'), spanish: 'En Honduras, las baleadas.', english: 'In Honduras, baleadas: flour tortillas with beans and cream.' },
  { id: 'nicaraguan-food', country: 'Nicaragua', place: named('nicaragu(?:a|ense)s?'), spanish: 'En Nicaragua, el gallo pinto y el nacatamal.', english: 'In Nicaragua: gallo pinto, rice and beans; and nacatamal, a big tamal.' },
  { id: 'panamanian-food', country: 'Panamá', place: named('panam[aá]|panameñ[oa]s?'), spanish: 'En Panamá, el sancocho, una sopa de pollo.', english: 'In Panama, sancocho, a chicken soup.' },
  { id: 'puerto-rican-food', country: 'Puerto Rico', place: named('puerto rico|puertorriqueñ[oa]s?'), spanish: 'En Puerto Rico, el mofongo y el arroz con gandules.', english: 'In Puerto Rico: mofongo, mashed fried plantain; and rice with pigeon peas.' },
  { id: 'dominican-food', country: 'la República Dominicana', place: named('rep[uú]blica dominicana|dominican[oa]s?'), spanish: 'En la República Dominicana, la bandera dominicana, que es arroz, habichuelas y carne, y el mangú para desayunar.', english: 'In the Dominican Republic: la bandera, rice, beans and meat; and mangú, mashed plantain, for breakfast.' },
];
