/**
 * Lucía's role-plays, in Spanish with the English after each line: "¿Podemos practicar pedir comida en un
 * restaurante?", "Can we practise checking in at a hotel?". She sets the scene with its first line, the other person
 * goes on for two more lines (one after each of the learner's), and the scene ends with the next situation offered.
 * She does not praise a line (her checker catches too few slips for praise to be earned); a slip it finds is recast
 * before her line. Each situation with the requests it must answer and those it must leave (spanish-role-plays.test.ts).
 */
import { isSpanishTeacher } from '../answers/teacher-voice';
import type { TutorTeacher } from '../../../lib/language-model';

export type SpanishRolePlay = {
  id: string;
  names: RegExp;
  scene: string;
  /** The other person's scripted lines after the opening, one after each of the learner's lines; the scene ends after the last. */
  goesOn: readonly string[];
  /**
   * What the other person says to a request the learner makes on their own ('¿Qué me recomienda?' to the waiter), instead
   * of the next scripted line, which then still comes. Each is said once a scene.
   */
  replies?: ReadonlyArray<readonly [asked: RegExp, reply: string]>;
  /**
   * What a learner says to the other person, unasked, in a conversation whose topic is this scene ('Hola, quiero una
   * mesa para dos' in Ordering Food): Lucía takes the other part at once, with its first scripted line.
   */
  linesToIt: RegExp;
  /** A scripted line (by its place in `goesOn`) skipped when the learner's line already answers it ('para tres noches' before '¿Para cuántas noches?'). */
  toldAlready?: ReadonlyArray<RegExp | null>;
  /**
   * What the other person says to a question of the learner's that no reply fits, asked where the script would end
   * ('¿Y qué tienen para comer?' after the last line): the scene goes on once more instead of ending on it.
   */
  unsure: string;
  /** What a learner can say there, each with its English: given when asked ('¿Qué puedo decir en un restaurante?'). */
  phrases: ReadonlyArray<readonly [spanish: string, english: string]>;
  examples: readonly string[];
  counterExamples: readonly string[];
};

const START = 'Vamos a practicar.';
export const CUE = '¿Qué dices? (What do you say?)';

const RESTAURANT_BILL = 'El camarero: «Aquí tiene la cuenta: son veinticuatro euros. ¿Con tarjeta o en efectivo?» (The waiter: ‘Here is the bill: that’s twenty-four euros. By card or in cash?’)';

export const SPANISH_ROLE_PLAYS: readonly SpanishRolePlay[] = [
  {
    id: 'restaurante',
    unsure: 'El camarero: «Ahora mismo lo pregunto en la cocina.» (The waiter: ‘I will ask in the kitchen right away.’)',
    names: /\brestaurante\b|\bpedir (?:comida|la comida|en un bar)\b|\bcamarer[oa]\b|\brestaurant\b|\border(?:ing)? food\b/i,
    scene: 'Yo soy el camarero: «Buenas noches. ¿Tienen reserva?» (I’m the waiter: ‘Good evening. Do you have a reservation?’)',
    goesOn: [
      'El camarero: «Muy bien. ¿Qué van a tomar?» (The waiter: ‘Very good. What will you have?’)',
      'El camarero: «¿Y para beber?» (The waiter: ‘And to drink?’)',
      'El camarero: «Perfecto. ¿Algo más, o les traigo la cuenta?» (The waiter: ‘Perfect. Anything else, or shall I bring you the bill?’)',
      RESTAURANT_BILL,
    ],
    // The most particular first: a vegetarian asking what to order is told of the vegetable dishes, not the house paella.
    replies: [
      [/(?<!\p{L})(?:vegetarian[oa]s?|vegan[oa]s?|sin carne|no como carne|hay algo de verduras|platos? de verduras\s*\?)(?!\p{L})/iu, 'El camarero: «Sí, tenemos una ensalada de la huerta y una paella de verduras.» (The waiter: ‘Yes, we have a garden salad and a vegetable paella.’)'],
      [/(?<!\p{L})(?:est[aá] (?:muy |demasiado |un poco )?(?:fr[ií][oa]|caliente|salad[oa]|quemad[oa]|crud[oa]|sos[oa])|no est[aá] caliente|no es lo que ped[ií]|yo ped[ií]|no ped[ií]|est[aá] mal|no (?:lo |la )?puedo comer|hay un pelo)(?!\p{L})/iu, 'El camarero: «¡Uy, perdone! Ahora mismo se lo cambio.» (The waiter: ‘Oh, I am sorry! I will change it for you right away.’)'],
      // '¿El pescado es fresco?': the kitchen's word for it.
      [/(?<!\p{L})(?:es|est[aá]|son|est[aá]n) (?:muy )?fresc[oa]s?(?!\p{L})|(?<!\p{L})es de hoy\s*\?/iu, 'El camarero: «Sí, es del mercado de esta mañana.» (The waiter: ‘Yes, it is from this morning’s market.’)'],
      [/(?<!\p{L})propina(?!\p{L})/iu, 'El camarero: «No, la propina no está incluida, pero no es obligatoria.» (The waiter: ‘No, the tip is not included, but it is not compulsory.’)'],
      // Asked, not the answer to his '¿Con tarjeta o en efectivo?', which closes the scene.
      [/(?<!\p{L})(?:aceptan tarjeta|(?:puedo|se puede|podemos) pagar (?:con tarjeta|en efectivo))(?!\p{L})/iu, 'El camarero: «Sí, claro, puede pagar con tarjeta o en efectivo.» (The waiter: ‘Yes, of course, you can pay by card or in cash.’)'],
      // '¿Puedo tener un vaso de agua?' (a calque of 'Can I have'): brought all the same, as a waiter would.
      [/(?<!\p{L})(?:puedo|podemos) tener (?:un vaso de |una botella de )?agua(?!\p{L})/iu, 'El camarero: «Ahora mismo le traigo un vaso de agua.» (The waiter: ‘I will bring you a glass of water right away.’)'],
      [/(?<!\p{L})m[aá]s pan(?!\p{L})/iu, 'El camarero: «Ahora mismo le traigo más pan.» (The waiter: ‘I will bring you more bread right away.’)'],
      [/(?<!\p{L})(?:recomienda|recomiendas|recomendaci[oó]n)(?!\p{L})/iu, 'El camarero: «Le recomiendo la paella de la casa: está muy buena.» (The waiter: ‘I recommend the house paella: it is very good.’)'],
      [/(?<!\p{L})(?:la carta|el men[uú])(?!\p{L})/iu, 'El camarero: «Aquí tiene la carta.» (The waiter: ‘Here is the menu.’)'],
      [/(?<!\p{L})(?:al[eé]rgic[oa]|alergia|gluten|cel[ií]ac[oa])(?!\p{L})/iu, 'El camarero: «Ahora pregunto en la cocina; tenemos platos sin gluten y sin marisco.» (The waiter: ‘I will ask in the kitchen; we have dishes without gluten or seafood.’)'],
      [/(?<!\p{L})(?:de )?postres?(?!\p{L})/iu, 'El camarero: «De postre tenemos flan, fruta del tiempo y tarta de chocolate.» (The waiter: ‘For dessert we have crème caramel, fruit in season and chocolate cake.’)'],
      // The bill asked for: his last line, which waits for how it is paid.
      [/(?<!\p{L})la cuenta(?!\p{L})/iu, RESTAURANT_BILL],
      [/(?<!\p{L})(?:es|está|son|están) (?:muy |un poco )?picantes?(?!\p{L})|(?<!\p{L})(?:lleva|llevan|tiene|tienen) picante|¿\s*pica|(?<!\p{L})pican?\s*(?:mucho|algo|poco)?\s*\?/iu, 'El camarero: «No, no pica nada: es muy suave.» (The waiter: ‘No, it is not spicy at all: it is very mild.’)'],
      [/(?<!\p{L})(?:lleva|llevan|traen|(?<!me )trae(?=[^.!]*\?)) (?:cebolla|ajo|huevo|queso|leche|nueces|marisco|cerdo|pescado|az[uú]car)(?!\p{L})/iu, 'El camarero: «Sí, lleva un poco, pero se lo podemos quitar.» (The waiter: ‘Yes, it has a little, but we can leave it out.’)'],
      // 'Tienen leche de avena?': something asked for that the kitchen may not have.
      [/(?<!\p{L})¿?tienen (?!reserva)\p{L}+/iu, 'El camarero: «Déjeme mirar... Sí, nos queda.» (The waiter: ‘Let me check... Yes, we have some left.’)'],
      // '¿Cuánto es?': the bill, which waits for how it is paid.
      [/(?<!\p{L})cu[aá]nto (?:es|le debo|cuesta todo|es en total|son)(?!\p{L})/iu, RESTAURANT_BILL],
      [/(?<!\p{L})plato del d[ií]a(?!\p{L})/iu, 'El camarero: «Hoy el plato del día es una paella de verduras.» (The waiter: ‘Today the dish of the day is a vegetable paella.’)'],
      [/(?<!\p{L})(?:para beber|de beber)(?!\p{L})/iu, 'El camarero: «Muy bien, ahora mismo se lo traigo.» (The waiter: ‘Very good, I will bring it right away.’)'],
    ],
    // An order given before it is asked for ('Quiero la sopa, por favor'): not asked for again. A table asked for is no order.
    // The bill asked for: not offered again.
    // A drink named with the order ('Una paella y un agua'): not asked for again.
    toldAlready: [
      /(?<!\p{L})(?:(?:quiero|quisiera|queremos)(?! una mesa| reservar| la cuenta)|me trae|tr[aá]igame|me pone|p[oó]ngame|para m[ií]|de primero)(?!\p{L})/iu,
      /(?<!\p{L})(?:agua|vino|cerveza|cervezas|refresco|zumo|caf[eé]|té|un te|cola|limonada|sangr[ií]a|tinto|para beber|de beber|nada m[aá]s|la cuenta)(?!\p{L})/iu,
      /(?<!\p{L})la cuenta(?!\p{L})/iu,
      null,
    ],
    linesToIt: /(?<!\p{L})(?:quiero|quisiera|queremos|me trae|tr[aá]ig(?:a|ame)|me pone|p[oó]ngame|para m[ií]|una mesa|la cuenta|la carta|el men[uú]|camarer[oa]|¿tienen|de primero|de beber|me recomienda|qu[eé] recomienda|aceptan tarjeta|puedo tener|me puede traer)(?!\p{L})/iu,
    phrases: [['Una mesa para dos, por favor.', 'A table for two, please.'], ['¿Qué me recomienda?', 'What do you recommend?'], ['La cuenta, por favor.', 'The bill, please.']],
    examples: ['¿Podemos practicar pedir comida en un restaurante?', 'Can we role-play ordering food in Spanish?', 'hi, can we do a restaurant role play?', '¿Podemos hacer un rol en un restaurante? Tú eres el camarero.'],
    counterExamples: ['Ayer fui a un restaurante.'],
  },
  {
    id: 'hotel',
    unsure: 'La recepcionista: «Un momento, ahora mismo lo compruebo.» (The receptionist: ‘One moment, I will check right away.’)',
    names: /\bhotel\b|\brecepci[oó]n\b|\breceptionist\b|\bcheck(?:ing)? in\b/i,
    scene: 'Yo soy la recepcionista: «Buenas tardes, bienvenido al hotel. ¿En qué puedo ayudarle?» (I’m the receptionist: ‘Good afternoon, welcome to the hotel. How can I help you?’)',
    goesOn: ['La recepcionista: «¿Para cuántas noches?» (The receptionist: ‘For how many nights?’)', 'La recepcionista: «Muy bien. ¿Me deja su pasaporte, por favor?» (The receptionist: ‘Very good. May I have your passport, please?’)'],
    replies: [
      [/(?<!\p{L})desayuno(?!\p{L})/iu, 'La recepcionista: «Sí, el desayuno está incluido, de siete a diez.» (The receptionist: ‘Yes, breakfast is included, from seven to ten.’)'],
      [/(?<!\p{L})(?:wifi|wi-fi|internet)(?!\p{L})/iu, 'La recepcionista: «Sí, la contraseña del wifi está en su tarjeta.» (The receptionist: ‘Yes, the wifi password is on your key card.’)'],
      [/(?<!\p{L})(?:cu[aá]nto (?:cuesta|es)|precio)(?!\p{L})/iu, 'La recepcionista: «Son noventa euros por noche.» (The receptionist: ‘It is ninety euros a night.’)'],
      [/(?<!\p{L})(?:no funciona|est[aá] rot[oa]|no hay agua caliente|hace mucho ruido)(?!\p{L})/iu, 'La recepcionista: «Lo siento mucho. Ahora mismo aviso al técnico.» (The receptionist: ‘I am very sorry. I will call the technician right away.’)'],
      [/(?<!\p{L})(?:check-?out|la salida|dejar la habitaci[oó]n)(?!\p{L})/iu, 'La recepcionista: «La salida es a las doce del mediodía.» (The receptionist: ‘Check-out is at twelve noon.’)'],
      [/(?<!\p{L})cambiar(?:me)? de habitaci[oó]n(?!\p{L})/iu, 'La recepcionista: «Por supuesto, tenemos otra habitación libre en el tercer piso.» (The receptionist: ‘Of course, we have another room free on the third floor.’)'],
    ],
    toldAlready: [/(?<!\p{L})(?:una|dos|tres|cuatro|cinco|seis|siete|\d+) noches?(?!\p{L})/iu, null],
    linesToIt: /(?<!\p{L})(?:tengo una reserva|una habitaci[oó]n|quiero reservar|el desayuno|la llave|para (?:una|dos|tres) noches?)(?!\p{L})/iu,
    phrases: [['Tengo una reserva a nombre de Smith.', 'I have a booking in the name of Smith.'], ['¿El desayuno está incluido?', 'Is breakfast included?'], ['¿A qué hora es el desayuno?', 'What time is breakfast?']],
    examples: ['can you play a hotel receptionist? I want to check in', '¿Podemos practicar en un hotel?', "Let's practise checking in at a hotel."],
    counterExamples: ['Mi hotel era muy bonito.'],
  },
  {
    id: 'direcciones',
    unsure: '«Uy, eso no lo sé, lo siento. Pregunta en aquella tienda.» (‘Oh, I do not know that, sorry. Ask in that shop.’)',
    names: /\bdirecciones\b|\bel camino\b|\bpreguntar (?:el camino|por una calle|d[oó]nde est[aá])|\bdirections\b|\basking the way\b/i,
    scene: 'Yo soy una persona en la calle: «¿Sí? ¿Puedo ayudarte?» (I’m someone in the street: ‘Yes? Can I help you?’)',
    goesOn: ['«Sí, claro. Sigue todo recto y gira a la izquierda en la segunda calle.» (‘Yes, of course. Go straight on and turn left at the second street.’)', '«De nada. ¡Que tengas un buen día!» (‘You’re welcome. Have a nice day!’)'],
    replies: [
      // '¿Está cerca?' is answered yes, '¿Está lejos?' no: the same five minutes either way.
      [/(?<!\p{L})cerca(?!\p{L})/iu, '«Sí, está muy cerca: a cinco minutos andando.» (‘Yes, it is very close: five minutes on foot.’)'],
      [/(?<!\p{L})lejos(?!\p{L})/iu, '«No, está muy cerca: a cinco minutos andando.» (‘No, it is very close: five minutes on foot.’)'],
      // '¿A la derecha o a la izquierda?': the way the scripted line gives.
      [/(?<!\p{L})(?:derecha|izquierda)(?!\p{L})/iu, '«A la izquierda, en la segunda calle.» (‘Left, at the second street.’)'],
      [/(?<!\p{L})(?:m[aá]s despacio|repetir|repite|repetirlo)(?!\p{L})/iu, '«Claro: todo recto, y en la segunda calle, a la izquierda.» (‘Of course: straight on, and at the second street, left.’)'],
      [/(?<!\p{L})(?:metro|autob[uú]s|parada|billete)(?!\p{L})/iu, '«El metro está aquí al lado, y el billete cuesta un euro y medio.» (‘The metro is just here, and the ticket costs one and a half euros.’)'],
    ],
    linesToIt: /(?<!\p{L})(?:d[oó]nde est[aá]|busco|c[oó]mo (?:llego|voy|puedo ir)|estoy perdid[oa]|perd[oó]n(?:e)?|disculpe|(?:la|a la) (?:izquierda|derecha)|¿hay un)(?!\p{L})/iu,
    phrases: [['Perdone, ¿dónde está la estación?', 'Excuse me, where is the station?'], ['¿Está lejos de aquí?', 'Is it far from here?'], ['¿Puede repetirlo más despacio, por favor?', 'Could you say it again more slowly, please?']],
    examples: ['Quiero practicar preguntar el camino.', 'Can we practise asking for directions?'],
    counterExamples: ['No entiendo las direcciones del libro.'],
  },
  {
    id: 'tienda',
    unsure: 'La dependienta: «Un momento, ahora lo miro.» (The shop assistant: ‘One moment, I will check.’)',
    names: /\btienda\b|\bcomprar ropa\b|\bde compras\b|\bshopping\b|\b(?:in|at) a (?:clothes )?shop\b|\bclothes shop\b|\bshop assistant\b|\bsales ?(?:assistant|person)\b|(?<!\p{L})(?:dependient[ae]|vendedora?)(?!\p{L})/iu,
    scene: 'Yo soy la dependienta: «Hola, ¿qué buscas?» (I’m the shop assistant: ‘Hi, what are you looking for?’)',
    goesOn: [
      'La dependienta: «¿Qué talla usas?» (The shop assistant: ‘What size are you?’)',
      'La dependienta: «Aquí tienes. El probador está al fondo. ¿Qué tal te queda?» (The shop assistant: ‘Here you are. The fitting room is at the back. How does it fit?’)',
      'La dependienta: «Son treinta euros. ¿Vas a pagar con tarjeta o en efectivo?» (The shop assistant: ‘That’s thirty euros. Are you paying by card or in cash?’)',
    ],
    replies: [
      [/(?<!\p{L})(?:d[oó]lares|libras)(?!\p{L})/iu, 'La dependienta: «Lo siento, solo aceptamos euros, pero puedes pagar con tarjeta.» (The shop assistant: ‘Sorry, we only take euros, but you can pay by card.’)'],
      [/(?<!\p{L})(?:cu[aá]nto cuesta|cu[aá]nto es|precio)(?!\p{L})/iu, 'La dependienta: «Son treinta euros.» (The shop assistant: ‘That’s thirty euros.’)'],
      [/(?<!\p{L})(?:aceptan tarjeta|(?:puedo|se puede) pagar con tarjeta)(?!\p{L})/iu, 'La dependienta: «Sí, aceptamos tarjeta.» (The shop assistant: ‘Yes, we take cards.’)'],
      // Not 'no es caro, me lo llevo': a price found fine, or the thing taken all the same.
      [/(?<!\p{L})(?<!no )(?:m[aá]s barat[oa]s?|m[aá]s econ[oó]mic[oa]s?|muy car[oa]s?|demasiado car[oa]s?|es car[oa]|car[ií]sim[oa]s?)(?!\p{L})(?![^.!?]*(?<!\p{L})me (?:lo|la|los|las) llevo(?!\p{L}))/iu, 'La dependienta: «Tenemos este otro modelo, de quince euros: es más sencillo, pero queda muy bien.» (The shop assistant: ‘We have this other style, for fifteen euros: it is simpler, but it looks very good.’)'],
      [/(?<!\p{L})descuento(?!\p{L})/iu, 'La dependienta: «Sí, con el carné de estudiante tienes un diez por ciento de descuento.» (The shop assistant: ‘Yes, with a student card you get ten per cent off.’)'],
      [/(?<!\p{L})me (?:queda|quedan|est[aá]|est[aá]n) (?:muy |un poco |demasiado )?(?:peque[ñn][oa]s?|grandes?|estrech[oa]s?|anch[oa]s?|larg[oa]s?|cort[oa]s?)(?!\p{L})|(?<!\p{L})(?:otra talla|una talla m[aá]s (?:grande|peque[ñn]a))(?!\p{L})/iu, 'La dependienta: «Te traigo otra talla. ¿La mediana, por ejemplo?» (The shop assistant: ‘I will bring you another size. The medium, for example?’)'],
      [/(?<!\p{L})(?:probador|probarme|probar|probarl[oa]s?|prob[aá]rmel[oa]s?)(?!\p{L})/iu, 'La dependienta: «Claro, el probador está al fondo.» (The shop assistant: ‘Of course, the fitting room is at the back.’)'],
      [/(?<!\p{L})(?:devolver|devoluci[oó]n|cambiarla|cambiarlo|el ticket)(?!\p{L})/iu, 'La dependienta: «Claro, con el ticket te devolvemos el dinero o te la cambiamos.» (The shop assistant: ‘Of course, with the receipt we give you your money back or change it.’)'],
      [/(?<!\p{L})(?:en (?:azul|negro|rojo|blanco|verde|gris)|otro color|otros colores)(?!\p{L})/iu, 'La dependienta: «Sí, ese modelo también lo tenemos en azul y en negro.» (The shop assistant: ‘Yes, we also have that style in blue and in black.’)'],
    ],
    // A size told, or a thing that has none ('un libro', 'un regalo'): '¿Qué talla usas?' is skipped.
    // After it was tried on or the price asked, or something with no size: no fitting room.
    toldAlready: [
      /(?<!\p{L})(?:talla|peque[ñn]a|mediana|grande|(?:la )?[SML]|XL|libros?|revistas?|regalos?|juguetes?|bolsos?|gafas|perfumes?|paraguas|mochilas?|postales?|recuerdos?)(?!\p{L})/u,
      /(?<!\p{L})(?:me (?:lo|la|los|las) llevo|me queda bien|me quedan bien|cu[aá]nto (?:cuesta|es|vale)|libros?|revistas?|regalos?|juguetes?|bolsos?|gafas|perfumes?|paraguas|mochilas?|postales?|recuerdos?)(?!\p{L})/iu,
      // How it is paid, told before the price line: the scene is done.
      /(?<!\p{L})(?:con tarjeta|en efectivo)(?!\p{L})/iu,
    ],
    linesToIt: /(?<!\p{L})(?:cu[aá]nto cuesta|cu[aá]nto es|me queda|talla|probarme|quiero comprar|busco|solo estoy mirando|con tarjeta|en efectivo|aceptan tarjeta|descuento)(?!\p{L})/iu,
    phrases: [['¿Cuánto cuesta esto?', 'How much is this?'], ['¿Tiene una talla más grande?', 'Do you have a bigger size?'], ['Solo estoy mirando, gracias.', "I'm just looking, thanks."]],
    examples: ['can we do a roleplay where you are the shop assistant?', '¿Podemos practicar en una tienda?', 'Can we role-play shopping?', "Let's do a role-play in a clothes shop."],
    counterExamples: ['Trabajo en una tienda.'],
  },
  {
    id: 'mercado',
    unsure: 'El frutero: «Eso hoy no lo tengo, lo siento. ¿Le pongo otra cosa?» (The greengrocer: ‘I do not have that today, sorry. Can I get you something else?’)',
    names: /\bmercado\b|\bfruter[ií]a\b|\bverduler[ií]a\b|\bpuesto de (?:fruta|verdura)s?\b|\b(?:at|in) the market\b|\bmarket stall\b|\bgreengrocer'?s?\b/iu,
    scene: 'Yo soy el frutero: «¡Buenos días! ¿Qué le pongo?» (I’m the greengrocer: ‘Good morning! What can I get you?’)',
    goesOn: ['El frutero: «Aquí tiene. ¿Algo más?» (The greengrocer: ‘Here you are. Anything else?’)', 'El frutero: «Son cuatro euros con cincuenta. ¿Quiere una bolsa?» (The greengrocer: ‘That’s four euros fifty. Would you like a bag?’)'],
    replies: [
      [/(?<!\p{L})(?:cu[aá]nto (?:cuestan|cuesta|valen|vale|es)|a cu[aá]nto (?:est[aá]n|est[aá]|van)|precio)(?!\p{L})/iu, 'El frutero: «Están a dos euros el kilo. ¡Hoy tengo fruta muy rica!» (The greengrocer: ‘They are two euros a kilo. I have lovely fruit today!’)'],
      [/(?<!\p{L})(?:aqu[ií] tiene|le pago|pago con|con tarjeta|en efectivo)(?!\p{L})/iu, 'El frutero: «Gracias. Aquí tiene el cambio. ¡Que tenga un buen día!» (The greengrocer: ‘Thank you. Here is your change. Have a good day!’)'],
      [/(?<!\p{L})(?:maduras?|maduros?|frescas?|frescos?|de temporada)(?!\p{L})/iu, 'El frutero: «Sí, son de esta mañana, muy frescas.» (The greengrocer: ‘Yes, they came in this morning, very fresh.’)'],
      [/(?<!\p{L})bolsa(?!\p{L})/iu, 'El frutero: «Claro, aquí tiene una bolsa.» (The greengrocer: ‘Of course, here is a bag.’)'],
    ],
    toldAlready: [null, null],
    linesToIt: /(?<!\p{L})(?:a cu[aá]nto (?:est[aá]n|van)|un kilo|medio kilo|p[oó]ngame|me pone|quer[ií]a (?:un kilo|medio kilo|unas?|unos?))(?!\p{L})/iu,
    phrases: [['¿A cuánto están las manzanas?', 'How much are the apples?'], ['Póngame un kilo, por favor.', 'A kilo, please.'], ['Nada más, gracias.', "That's all, thanks."]],
    examples: ['¿Podemos hacer un role-play en el mercado?', 'Can we role-play buying fruit at the market?', '¿Podemos practicar en la frutería?'],
    counterExamples: ['Ayer fui al mercado.', 'Trabajo en un mercado.'],
  },
  {
    id: 'medico',
    unsure: 'La médica: «Buena pregunta. Si no mejoras en tres días, vuelve y lo vemos.» (The doctor: ‘Good question. If you are not better in three days, come back and we will look at it.’)',
    names: /\bm[eé]dic[oa]\b|\bdoctor\b|(?<!\p{L})(?:consulta|doctora)(?!\p{L})/iu,
    scene: 'Yo soy la médica: «Hola, siéntate. ¿Qué te pasa?» (I’m the doctor: ‘Hello, sit down. What’s the matter?’)',
    goesOn: ['La médica: «¿Desde cuándo te encuentras así?» (The doctor: ‘How long have you felt like this?’)', 'La médica: «Vale. Te voy a recetar algo. Descansa y bebe mucha agua.» (The doctor: ‘Okay. I’ll prescribe you something. Rest and drink plenty of water.’)'],
    replies: [
      [/(?<!\p{L})(?:grave|serio)(?!\p{L})/iu, 'La médica: «No, no es nada grave, tranquila.» (The doctor: ‘No, it is nothing serious, don’t worry.’)'],
      [/(?<!\p{L})(?:antibi[oó]tico|antibi[oó]ticos|pastillas?|medicina)(?!\p{L})/iu, 'La médica: «Te receto unas pastillas: una cada ocho horas, durante cinco días.» (The doctor: ‘I will prescribe some pills: one every eight hours, for five days.’)'],
      [/(?<!\p{L})(?:radiograf[ií]a|roto|rota|me ca[ií])(?!\p{L})/iu, 'La médica: «Vamos a hacer una radiografía para estar seguras.» (The doctor: ‘Let’s do an X-ray to be sure.’)'],
      [/(?<!\p{L})(?:volver|otra vez|revisi[oó]n)(?!\p{L})/iu, 'La médica: «Vuelve en una semana si no te encuentras mejor.» (The doctor: ‘Come back in a week if you do not feel better.’)'],
    ],
    toldAlready: [/(?<!\p{L})(?:desde|hace (?:un|una|dos|tres|\d+))(?!\p{L})/iu, null],
    linesToIt: /(?<!\p{L})(?:me duele|tengo fiebre|estoy enferm[oa]|me siento mal|tengo tos|doctora?|necesito (?:tomar|una receta))(?!\p{L})/iu,
    phrases: [['Me duele la cabeza.', 'I have a headache.'], ['Tengo fiebre y me duele la garganta.', 'I have a temperature and a sore throat.'], ['¿Tengo que tomar algo?', 'Do I need to take anything?']],
    examples: ['I need to practice for a doctor visit, can you be the doctor?', '¿Podemos practicar una visita al médico?', 'Can we practise going to the doctor?', '¿Puedes ser el médico? Yo soy el paciente.'],
    counterExamples: ['Mi hermana es médica.'],
  },
  {
    id: 'cafeteria',
    unsure: 'El camarero: «Un momento, ahora se lo miro.» (The waiter: ‘One moment, I will check for you.’)',
    // Where the scene is ('estoy en un café', 'en una cafetería'), not the coffee asked for ('¿Cómo pido un café en un bar?').
    names: /(?<!\p{L})(?:(?:estoy|estamos|practicar) en un caf[eé]|(?:en )?(?:una|la) cafeter[ií]a|(?:at|in) (?:a|the) (?:caf[eé]|coffee shop))(?!\p{L})|^¿?\s*(?:en )?(?:un|el) caf[eé]\s*[.!?]*$/iu,
    scene: 'Yo soy el camarero: «Hola, buenos días. ¿Qué le pongo?» (I’m the waiter: ‘Hello, good morning. What can I get you?’)',
    goesOn: ['El camarero: «Muy bien. ¿Algo para comer?» (The waiter: ‘Very good. Anything to eat?’)', 'El camarero: «Aquí tiene. Son cuatro euros con cincuenta.» (The waiter: ‘Here you are. That’s four euros fifty.’)'],
    replies: [
      [/(?<!\p{L})(?:para llevar|para tomar aqu[ií])(?!\p{L})/iu, 'El camarero: «Muy bien, ahora se lo preparo.» (The waiter: ‘Very good, I will get it ready now.’)'],
      [/(?<!\p{L})(?:cu[aá]nto (?:cuesta|es)|la cuenta)(?!\p{L})/iu, 'El camarero: «Son cuatro euros con cincuenta.» (The waiter: ‘That’s four euros fifty.’)'],
      [/(?<!\p{L})(?:con tarjeta|en efectivo)(?!\p{L})/iu, 'El camarero: «Sí, puede pagar con tarjeta.» (The waiter: ‘Yes, you can pay by card.’)'],
    ],
    toldAlready: [/(?<!\p{L})(?:cruas[aá]n|croissant|tostada|bocadillo|magdalena|tarta|pastel|churros|algo para comer)(?!\p{L})/iu, null],
    linesToIt: /(?<!\p{L})(?:un caf[eé]|un cortado|un t[eé]|un zumo|una tostada|un cruas[aá]n|me pone|p[oó]ngame)(?!\p{L})/iu,
    phrases: [['Un café con leche, por favor.', 'A white coffee, please.'], ['¿Me pone una tostada?', 'Could I have some toast?'], ['¿Cuánto es?', 'How much is it?']],
    examples: ['Role-play: estoy en un café.', 'Can we practise ordering in a coffee shop?', 'Hagamos un role-play en una cafetería.'],
    counterExamples: ['Ayer tomé un café con mi madre.'],
  },
  {
    id: 'estacion',
    unsure: 'El empleado: «Un momento, ahora lo miro en el ordenador.» (The clerk: ‘One moment, I will check on the computer.’)',
    names: /(?<!\p{L})(?:estaci[oó]n(?: de (?:tren|autob[uú]s|autobuses))?|comprar (?:un|el) billete|la taquilla|vendes (?:los )?billetes|train station|bus station|(?:a|the) (?:train|bus) ticket)(?!\p{L})/iu,
    scene: 'Yo soy el empleado de la taquilla: «Buenos días. ¿Adónde quiere ir?» (I’m the ticket clerk: ‘Good morning. Where would you like to go?’)',
    goesOn: ['El empleado: «¿Solo ida, o ida y vuelta?» (The clerk: ‘One way, or return?’)', 'El empleado: «Son cuarenta euros. El tren sale a las diez del andén tres.» (The clerk: ‘That’s forty euros. The train leaves at ten from platform three.’)'],
    replies: [
      [/(?<!\p{L})(?:a qu[eé] hora|cu[aá]ndo sale|horario)(?!\p{L})/iu, 'El empleado: «Hay un tren a las diez y otro a las doce.» (The clerk: ‘There is a train at ten and another at twelve.’)'],
      [/(?<!\p{L})(?:and[eé]n|v[ií]a)(?!\p{L})/iu, 'El empleado: «Sale del andén tres.» (The clerk: ‘It leaves from platform three.’)'],
      [/(?<!\p{L})(?:cu[aá]nto (?:cuesta|es)|precio)(?!\p{L})/iu, 'El empleado: «Son cuarenta euros.» (The clerk: ‘That’s forty euros.’)'],
      [/(?<!\p{L})(?:ventanilla|pasillo|asiento)(?!\p{L})/iu, 'El empleado: «Le doy un asiento de ventanilla.» (The clerk: ‘I will give you a window seat.’)'],
    ],
    toldAlready: [/(?<!\p{L})(?:ida y vuelta|solo ida|s[oó]lo de ida|de ida)(?!\p{L})/iu, null],
    linesToIt: /(?<!\p{L})(?:un billete|dos billetes|quiero ir a|ida y vuelta|el tren|el autob[uú]s para)(?!\p{L})/iu,
    phrases: [['Un billete para Sevilla, por favor.', 'A ticket to Seville, please.'], ['De ida y vuelta, por favor.', 'A return, please.'], ['¿De qué andén sale?', 'Which platform does it leave from?']],
    examples: ['Hagamos un role-play en la estación de tren.', "Let's practise buying a train ticket."],
    counterExamples: ['Mi casa está cerca de la estación.'],
  },
  {
    id: 'farmacia',
    unsure: 'La farmacéutica: «Un momento, se lo miro ahora mismo.» (The pharmacist: ‘One moment, I will check right now.’)',
    // Where the scene is ('en la farmacia', 'at the pharmacy'), not a place asked the way to ('¿dónde hay una farmacia?').
    names: /(?<!\p{L})(?:en (?:la|una) farmacia|farmac[eé]utic[oa]|(?:at|in) (?:a|the) (?:pharmacy|chemist'?s?))(?!\p{L})/iu,
    scene: 'Yo soy la farmacéutica: «Buenos días. ¿En qué puedo ayudarle?» (I’m the pharmacist: ‘Good morning. How can I help you?’)',
    goesOn: ['La farmacéutica: «¿Desde cuándo le pasa?» (The pharmacist: ‘Since when has this been happening?’)', 'La farmacéutica: «Le doy estas pastillas: una cada ocho horas, después de las comidas.» (The pharmacist: ‘I will give you these pills: one every eight hours, after meals.’)'],
    replies: [
      [/(?<!\p{L})(?:receta)(?!\p{L})/iu, 'La farmacéutica: «Para esto no necesita receta.» (The pharmacist: ‘You do not need a prescription for this.’)'],
      [/(?<!\p{L})(?:cu[aá]ntas veces|cada cu[aá]nto|cu[aá]ntas pastillas)(?!\p{L})/iu, 'La farmacéutica: «Una pastilla cada ocho horas, tres al día como mucho.» (The pharmacist: ‘One pill every eight hours, three a day at most.’)'],
      [/(?<!\p{L})(?:cu[aá]nto (?:cuesta|es)|precio)(?!\p{L})/iu, 'La farmacéutica: «Son seis euros con veinte.» (The pharmacist: ‘That’s six euros twenty.’)'],
      [/(?<!\p{L})(?:al[eé]rgic[oa]|alergia)(?!\p{L})/iu, 'La farmacéutica: «Entonces le doy otra cosa, sin penicilina.» (The pharmacist: ‘Then I will give you something else, without penicillin.’)'],
    ],
    toldAlready: [/(?<!\p{L})(?:desde|hace (?:un|una|dos|tres|\d+))(?!\p{L})/iu, null],
    linesToIt: /(?<!\p{L})(?:necesito algo para|tiene algo para|me duele|tengo tos|tengo fiebre|una crema|unas pastillas|aspirinas?|ibuprofeno|paracetamol)(?!\p{L})/iu,
    phrases: [['¿Tiene algo para el dolor de cabeza?', 'Do you have anything for a headache?'], ['¿Necesito receta?', 'Do I need a prescription?'], ['¿Cuántas veces al día las tomo?', 'How many times a day do I take them?']],
    examples: ["Let's practice: I'm at the pharmacy.", '¿Podemos practicar en una farmacia?', '¿Hacemos un role play en la farmacia?'],
    counterExamples: ['La farmacia está cerrada los domingos.'],
  },
];

/** A request to act a scene out now, in Spanish or English. */
const REQUEST = /^¿?\s*(?:(?:hi|hello|hey|hola|ok(?:ay)?|so|well|vale|bueno|oye|luc[ií]a)[,!.]?\s+)*(?:(?:podemos|puedes|quiero|me gustar[ií]a|vamos a|(?:can|could|shall) we|let'?s|i(?: want| would like|'d like) to) (?:(?:please|por favor) )?(?:practicar|hacer|ensayar|jugar|practi[cs]e|role-?play|do|try)\b|practiquemos\b|(?:hagamos|hacemos|juguemos|jugamos) (?:un|una) (?:role-?play|role play|rol|escena|situaci[oó]n|conversaci[oó]n)\b|role-?play\s*:)|(?<!\p{L})(?:(?:hacer|jugar|hacemos|jugamos) (?:un )?(?:rol|juego de rol|role play)|(?:t[uú] eres|puedes ser|podr[ií]as ser|eres) (?:el|la) (?:camarer[oa]|recepcionista|m[eé]dic[oa]|doctora?|farmac[eé]utic[oa]|dependient[ae]|vendedor[a]?|cajer[oa]|emplead[oa])|(?:(?:can|could|would) you (?:be|play|act as|pretend to be)|you are|you're|you be) (?:the|a|an|my) (?:hotel |shop |market |train |bus )?(?:waiter|waitress|receptionist|doctor|pharmacist|shop assistant|sales ?(?:assistant|person)|seller|cashier|ticket seller|stallholder))(?!\p{L})/iu;
const BARE_ROLE_PLAY = /\brole-?play\b|\brole play\b|\bjuego de roles?\b|(?<!\p{L})rol(?!\p{L})|\buna (?:situaci[oó]n|escena)\b/iu;
/** A place the scene is to be at: 'en el banco', 'at the post office', 'I'm at the airport'. */
/** Not a time ('en junio', 'in June', 'en verano', 'in the morning'): a place is where a scene is. */
const PLACE_NAMED = /(?<!\p{L})(?:en|at|in) (?:(?:el|la|los|las|un|una|the|a) )?(?!(?:espa[ñn]ol|ingl[eé]s|spanish|english|serio|grupo|clase|pareja|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre|january|february|march|april|may|june|july|august|september|october|november|december|verano|invierno|oto[ñn]o|primavera|summer|winter|autumn|spring|mañana|tarde|noche|morning|afternoon|evening|semana|week|weeks|mes|month|months|días?|days?)(?!\p{L}))\p{L}{3,}/iu;

/**
 * Something to do after the verb ('vamos a hacer una fiesta', 'quiero practicar yoga', 'jugar al fútbol'): a plan told,
 * not a scene asked for, unless a scene or a role play is named too.
 */
const THING_DONE = /(?<!\p{L})(?:practicar|hacer|ensayar|jugar|practi[cs]e|do|try) (?!(?:en|at|in|para|for|un (?:rol|juego|role)|una (?:escena|situaci[oó]n|conversaci[oó]n)|role-?play|role play|rol|espa[ñn]ol|ingl[eé]s|spanish|english|conmigo|with me|contigo|please|por favor|un poco|a bit|a little|an? (?:role|scene|situation|conversation)|it|this|that|eso|esto|un diálogo|diálogos?|una simulación|situaciones|escenas?|conversaciones|a dialogue|dialogues?)(?!\p{L}))\p{L}{2,}/iu;

/** Lucía's turn that sets a scene up: the scene asked for (the restaurant where none is named), or null. */
export function answerSpanishRolePlayRequest(message: string, teacher: TutorTeacher): string | null {
  const text = message.trim();
  if (!isSpanishTeacher(teacher) || !REQUEST.test(text)) return null;
  const named = SPANISH_ROLE_PLAYS.find((r) => r.names.test(text));
  if (!named && !BARE_ROLE_PLAY.test(text) && THING_DONE.test(text)) return null;
  // 'Hagamos un role-play en el banco': a place named that she has no scene of.
  if (!named && (BARE_ROLE_PLAY.test(text) || REQUEST.test(text)) && PLACE_NAMED.test(text)) return UNKNOWN_SCENE;
  const rolePlay = named ?? (BARE_ROLE_PLAY.test(text) ? SPANISH_ROLE_PLAYS[0] : undefined);
  return rolePlay ? `¡Claro que sí! ${START} ${rolePlay.scene} ${CUE}` : null;
}

/** What to say somewhere, asked in Spanish or English: '¿Qué puedo decir en un restaurante?', 'What do I say at a hotel?'. */
const ASKS_WHAT_TO_SAY = /\bqu[eé] (?:puedo|debo|tengo que) decir\b|\bc[oó]mo (?:pido|digo|pregunto)\b|\bfrases (?:[uú]tiles )?(?:para|en)\b|\bwhat (?:can|should|do) i say\b|\b(?:useful )?phrases (?:for|in|at)\b/i;

/** Her phrases for the place asked about, then its scene to try them: or null. */
export function answerSpanishWhatToSay(message: string, teacher: TutorTeacher): string | null {
  const text = message.trim();
  if (!isSpanishTeacher(teacher) || !ASKS_WHAT_TO_SAY.test(text)) return null;
  const rolePlay = SPANISH_ROLE_PLAYS.find((r) => r.names.test(text));
  if (!rolePlay) return null;
  const [first, second, third] = rolePlay.phrases.map(([spanish, english]) => `«${spanish}» (${english})`);
  return `¡Claro que sí! Puedes decir: ${first}, ${second} o ${third} ${START} ${rolePlay.scene} ${CUE}`;
}

/** Practice for a trip, with no scene named ('Quiero practicar para mi viaje a México'): the scenes she can play, offered. */
const FOR_A_TRIP = /\b(?:viaje|viajar|vacaciones|trip|travel(?:ling)?|holiday)\b/i;
/** The scenes she can play, offered: before a trip, or when the place asked for is not one of them. */
const SCENES_ON_OFFER = 'Podemos practicar en un restaurante, en un café, en un hotel, en la estación, en una tienda, en el mercado, en la farmacia, en la consulta del médico o preguntar el camino. ¿Por cuál empezamos? (We can practise at a restaurant, a café, a hotel, the station, a shop, the market, the chemist’s, the doctor’s, or asking the way. Which shall we start with?)';
export const TRIP_SCENES = `¡Qué bien! ${SCENES_ON_OFFER}`;
/** A scene asked for at a place she has no scene of ('en el banco'): the ones she has, offered, not another put in its place. */
export const UNKNOWN_SCENE = `Esa escena todavía no la tengo, lo siento. ${SCENES_ON_OFFER}`;
export function answerSpanishTripPractice(message: string, teacher: TutorTeacher): string | null {
  const text = message.trim();
  if (!isSpanishTeacher(teacher) || !REQUEST.test(text) || !FOR_A_TRIP.test(text) || SPANISH_ROLE_PLAYS.some((r) => r.names.test(text))) return null;
  return TRIP_SCENES;
}

/** The end of a scene, which offers another (respondToSpanishRolePlayLine). */
export const NEXT_SCENE = '¿Qué otra situación quieres practicar? (Which other situation would you like to practise?)';

/** A scene named in answer to her offer ('El restaurante', 'The hotel, please'): it starts. */
export function answerSpanishSceneChoice(message: string, previousTurn: string | undefined, teacher: TutorTeacher): string | null {
  if (!isSpanishTeacher(teacher) || !previousTurn || !(previousTurn.includes(SCENES_ON_OFFER) || previousTurn.trim().endsWith(NEXT_SCENE))) return null;
  const rolePlay = SPANISH_ROLE_PLAYS.find((r) => r.names.test(message));
  return rolePlay ? `¡Muy bien! ${START} ${rolePlay.scene} ${CUE}` : null;
}

/**
 * 'Hola, quiero una mesa para dos' in Ordering Food: a line to the other person of the scene the conversation's topic
 * names, said unasked. Lucía takes the part at once with its first scripted line (its reply first, where the line asks
 * for one). Null when her last turn was a scene already, or the topic names none.
 */
export function enterSpanishSceneOfTopic(topic: string, message: string, assistantMessages: readonly string[]): { acknowledgement: string; question: string } | null {
  const previousTurn = assistantMessages.at(-1);
  if (previousTurn?.trim().endsWith(CUE) && sceneSaidIn(previousTurn)) return null;
  const rolePlay = SPANISH_ROLE_PLAYS.find((r) => r.names.test(topic));
  if (!rolePlay?.linesToIt.test(message)) return null;
  const reply = rolePlay.replies?.find(([asked]) => asked.test(message))?.[1];
  const part = /^Yo soy [^:]+:/.exec(rolePlay.scene)?.[0] ?? START;
  return { acknowledgement: `¡Vamos a practicar! ${part.replace(/:$/, '.')}`, question: `${reply ?? rolePlay.goesOn[nextScripted(rolePlay, 0, message)] ?? rolePlay.goesOn[1]} ${CUE}` };
}

/** The place in `goesOn` of the next scripted line, from `from`, past the ones the learner's line already answers. */
function nextScripted(rolePlay: SpanishRolePlay, from: number, message: string): number {
  let at = from;
  while (at < rolePlay.goesOn.length && rolePlay.toldAlready?.[at]?.test(message)) at++;
  return at;
}

/** Every line the other person may say in the scene: its opening, its scripted lines and its replies. */
const linesOf = (rolePlay: SpanishRolePlay): string[] => [rolePlay.scene, ...rolePlay.goesOn, ...(rolePlay.replies ?? []).map(([, reply]) => reply), rolePlay.unsure];

/** Thanks alone, said to the other person in a scene: 'Gracias', 'Muchas gracias', 'Vale, gracias'. */
/** Thanks anywhere in the line ('Vale, muchas gracias', 'Gracias por su ayuda'). */
const THANKED = /(?<!\p{L})(?:gracias|thanks?|thank you)(?!\p{L})/iu;
const THANKS_ONLY = /^(?:(?:vale|ok|bien|perfecto)[,.!]?\s*)?(?:muchas |mil )?gracias(?: a usted| a ti| por todo)?\s*[.!]*$/iu;

/** The scene whose line Lucía's turn holds. */
const sceneSaidIn = (turn: string) => SPANISH_ROLE_PLAYS.find((rolePlay) => linesOf(rolePlay).some((line) => turn.includes(line)));

const replyInScene = (rolePlay: SpanishRolePlay, scene: readonly string[], message: string) =>
  rolePlay.replies?.find(([asked, line]) => asked.test(message) && !scene.some((turn) => turn.includes(line)))?.[1];

/**
 * A question to Lucía herself in English in the middle of a scene ("can I say 'la cuenta' to ask for the check?", 'which is
 * more polite?'): asked of the teacher, not a line to the waiter, so it is answered and the scene waits.
 */
const ENGLISH_ASIDE = /^(?:(?:ok(?:ay)?|so|and|but|sorry|wait|hmm|lucia|lucía)[,!.]?\s+)*(?:can|could|how|what|why|is|are|does|do|should|which|when|where|would)\b(?!\s*\?)(?! i (?:have|get|pay|order)\b| you (?:recommend|bring|have)\b)[^¿¡]*\?\s*$/iu;
export const isEnglishAside = (message: string): boolean => ENGLISH_ASIDE.test(message.trim());

/** The scene's last line from her previous turn, to go back to after an aside is answered ('El camarero: «...» ¿Qué dices?'); null after no scene. */
export function spanishSceneToResume(previousTurn: string | undefined): string | null {
  if (!previousTurn?.trim().endsWith(CUE) || !sceneSaidIn(previousTurn)) return null;
  const line = /(?:Yo soy (?:el|la) [^:«]+|(?:El|La) [\p{L} ]+): «/u.exec(previousTurn);
  return line ? `Volvemos a la escena. (Back to our scene.) ${previousTurn.slice(line.index).trim()}` : null;
}

/** A question the other person in Lucía's scene answers ('¿Qué me recomiendas?' to the waiter): a line in the scene, not one for Lucía. */
export function isAskedInSpanishScene(message: string, assistantMessages: readonly string[]): boolean {
  if (isEnglishAside(message)) return false;
  const previousTurn = assistantMessages.at(-1);
  if (!previousTurn?.trim().endsWith(CUE)) return false;
  const rolePlay = sceneSaidIn(previousTurn);
  return !!rolePlay && !!replyInScene(rolePlay, sceneTurns(rolePlay, assistantMessages), message);
}

/** The scene's turns so far among `turns` (oldest first), newest first, back to the one that set it. */
function sceneTurns(rolePlay: SpanishRolePlay, turns: readonly string[]): string[] {
  const scene: string[] = [];
  for (const turn of [...turns].reverse()) {
    if (!turn.trim().endsWith(CUE) || !linesOf(rolePlay).some((line) => turn.includes(line))) break;
    scene.push(turn);
    if (turn.includes(rolePlay.scene)) break;
  }
  return scene;
}

/**
 * After the learner's line in one of her scenes: the other person's next line, or the end of the scene. Null when her last turn was no scene.
 * `message`: the learner's line; `assistantMessages`: Lucía's turns, for the replies already given and the scripted line said last. */
export function respondToSpanishRolePlayLine(previousTurn: string | undefined, message = '', assistantMessages: readonly string[] = []): { acknowledgement: string; question: string } | null {
  if (!previousTurn?.trim().endsWith(CUE) || isEnglishAside(message)) return null;
  const rolePlay = sceneSaidIn(previousTurn);
  if (!rolePlay) return null;
  const scene = sceneTurns(rolePlay, [...assistantMessages, ...(assistantMessages.at(-1) === previousTurn ? [] : [previousTurn])]);
  const said = scene.map((turn) => rolePlay.goesOn.findIndex((line) => turn.includes(line))).find((at) => at !== -1) ?? -1;
  const scripted = rolePlay.goesOn[nextScripted(rolePlay, said + 1, message)];
  // 'De nada' answers thanks: to a line that thanks no one ('Quiero ir a Madrid para tres días') the goodbye comes without it.
  const next = scripted?.startsWith('«De nada. ') && !THANKED.test(message) ? scripted!.replace('«De nada. ', '«Muy bien. ').replace('‘You’re welcome. ', '‘All right. ') : scripted;
  const reply = replyInScene(rolePlay, scene, message);
  const asks = /\?\s*$|^¿/.test(message.trim());
  // Past the last scripted line, a reply to a request closes the scene ('La cuenta, por favor.' -> 'Ahora mismo se la
  // traigo.'); one to a question leaves the learner their answer ('¿Qué tienen de postre?').
  if (reply && !next && said !== -1 && !asks) return { acknowledgement: `${reply} Y aquí termina la escena. (And that’s the end of the scene.)`, question: NEXT_SCENE };
  if (reply) return { acknowledgement: 'Vale, seguimos. (Okay, let’s go on.)', question: `${reply} ${CUE}` };
  // 'Gracias' alone answers no question the other person put: 'De nada', and the question again. Where the next line is the
  // thanks' own answer ('De nada. ¡Que tengas un buen día!') the scene goes on to it; after a line that asks nothing
  // ('Son cuarenta euros. El tren sale a las diez.') thanks goes on, or closes the scene.
  const waiting = linesOf(rolePlay).filter((line) => previousTurn.includes(line)).at(-1);
  if (THANKS_ONLY.test(message.trim()) && waiting?.includes('¿') && !next?.includes('De nada')) {
    return { acknowledgement: 'Vale, seguimos. (Okay, let’s go on.)', question: `«De nada.» (‘You’re welcome.’) ${waiting} ${CUE}` };
  }
  // A question of the learner's that no reply fits ('¿Es casero?'): answered as the other person can, once a scene, then the script goes on.
  if (asks && next && !scene.some((turn) => turn.includes(rolePlay.unsure))) return { acknowledgement: 'Vale, seguimos. (Okay, let’s go on.)', question: `${rolePlay.unsure} ${next} ${CUE}` };
  if (next) return { acknowledgement: 'Vale, seguimos. (Okay, let’s go on.)', question: `${next} ${CUE}` };
  // A question of the learner's the script does not answer, where it would end: answered in the scene, which goes on once more.
  if (asks && !scene.some((turn) => turn.includes(rolePlay.unsure))) return { acknowledgement: 'Vale, seguimos. (Okay, let’s go on.)', question: `${rolePlay.unsure} ${CUE}` };
  return { acknowledgement: 'Y aquí termina la escena. (And that’s the end of the scene.)', question: NEXT_SCENE };
}
