/**
 * The words of Guess the word (word-game/guess-the-word.ts): each with the clue the teacher gives and the other words a
 * right guess may use. Everyday words a learner at A2-B1 knows; Lucía's clues are in Spanish with the English after.
 */
export type Clue = { word: string; clue: string; also?: readonly string[] };

export const ENGLISH_CLUES: readonly Clue[] = [
  { word: 'umbrella', clue: 'You open it when it rains and hold it over your head.' },
  { word: 'library', clue: 'It is a building full of books that you can borrow for free.' },
  { word: 'breakfast', clue: 'It is the first meal of the day.' },
  { word: 'passport', clue: 'You need it to travel to another country, and it has your photo in it.' },
  { word: 'kitchen', clue: 'It is the room in a house where you cook.' },
  { word: 'dentist', clue: 'This person looks after your teeth.' },
  { word: 'suitcase', clue: 'You pack your clothes in it when you go on holiday.', also: ['luggage', 'bag'] },
  { word: 'calendar', clue: 'It shows the days, weeks and months of the year.' },
  { word: 'elephant', clue: 'It is a very big grey animal with a long nose called a trunk.' },
  { word: 'pillow', clue: 'You put your head on it when you sleep.', also: ['cushion'] },
  { word: 'wallet', clue: 'You keep your money and cards in it, usually in a pocket.', also: ['purse'] },
  { word: 'island', clue: 'It is a piece of land with water all around it.' },
  { word: 'mirror', clue: 'You look into it to see your own face.' },
  { word: 'bakery', clue: 'It is a shop that makes and sells bread and cakes.' },
  { word: 'birthday', clue: 'It is the day every year when you celebrate the day you were born.' },
  { word: 'ticket', clue: 'You buy it to get on a train or to see a film at the cinema.' },
  { word: 'fridge', clue: 'It is a cold box in the kitchen that keeps food fresh.', also: ['refrigerator'] },
  { word: 'key', clue: 'You use it to open the door of your home.' },
];

export const SPANISH_CLUES: readonly Clue[] = [
  { word: 'el paraguas', clue: 'Lo abres cuando llueve y lo llevas sobre la cabeza. (You open it when it rains and carry it over your head.)' },
  { word: 'la biblioteca', clue: 'Es un edificio con muchos libros que puedes llevarte a casa. (It is a building with lots of books you can take home.)' },
  { word: 'el desayuno', clue: 'Es la primera comida del día. (It is the first meal of the day.)' },
  { word: 'el pasaporte', clue: 'Lo necesitas para viajar a otro país, y tiene tu foto. (You need it to travel to another country, and it has your photo.)' },
  { word: 'la cocina', clue: 'Es la habitación de la casa donde cocinas. (It is the room in the house where you cook.)' },
  { word: 'la llave', clue: 'La usas para abrir la puerta de tu casa. (You use it to open the door of your home.)' },
  { word: 'la maleta', clue: 'Pones tu ropa dentro cuando te vas de vacaciones. (You put your clothes in it when you go on holiday.)' },
  { word: 'el espejo', clue: 'Lo miras para ver tu propia cara. (You look into it to see your own face.)' },
  { word: 'la panadería', clue: 'Es la tienda donde compras el pan. (It is the shop where you buy bread.)' },
  { word: 'el cumpleaños', clue: 'Es el día de cada año en que celebras el día en que naciste. (It is the day each year when you celebrate the day you were born.)' },
  { word: 'la playa', clue: 'Es un lugar con arena junto al mar. (It is a place with sand beside the sea.)' },
  { word: 'la nevera', clue: 'Es un aparato frío de la cocina que guarda la comida fresca. (It is a cold machine in the kitchen that keeps food fresh.)', also: ['frigorífico', 'refrigerador'] },
];
