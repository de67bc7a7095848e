/** Lucía, Spanish teacher: simple Spanish questions, each followed by a spoken English gloss. */
import type { QuestionBank } from './question-bank';

export const luciaQuestions: QuestionBank = {
  'Greetings and Introductions': [
    '¿Cómo te llamas? That means, what is your name?',
    '¿De dónde eres? In English, where are you from?',
    '¿Cómo estás hoy? That means, how are you today?',
    '¿Dónde vives? In English, where do you live?',
    '¿Qué idiomas hablas? That means, which languages do you speak?',
    '¿Por qué estudias español? In English, why are you learning Spanish?',
  ],
  'Ordering Food': [
    '¿Qué quieres beber? That means, what would you like to drink?',
    '¿Qué te gusta comer? In English, what do you like to eat?',
    '¿Cómo pides la cuenta en un restaurante? That means, how do you ask for the bill in a restaurant?',
    '¿Prefieres carne o pescado? In English, do you prefer meat or fish?',
    '¿Cuál es tu comida favorita? That means, what is your favourite food?',
    '¿Qué pides para desayunar en una cafetería? In English, what do you order for breakfast in a café?',
  ],
  'Travel and Directions': [
    '¿Dónde está la estación de tren? That means, where is the train station?',
    '¿Adónde quieres viajar? In English, where do you want to travel?',
    '¿Cómo vas al trabajo, en coche o en autobús? That means, how do you get to work, by car or by bus?',
    '¿Cómo preguntas por el hotel? In English, how do you ask for the hotel?',
    '¿Qué ciudad de España quieres visitar? That means, which city in Spain do you want to visit?',
    '¿Está lejos o cerca tu casa del centro? In English, is your home far from or close to the centre?',
  ],
  'Family and Friends': [
    '¿Tienes hermanos? That means, do you have brothers or sisters?',
    '¿Cómo se llama tu mejor amigo? In English, what is your best friend called?',
    '¿Cuántas personas hay en tu familia? That means, how many people are in your family?',
    '¿Cómo es tu madre? In English, what is your mother like?',
    '¿Qué haces con tus amigos los fines de semana? That means, what do you do with your friends at the weekend?',
    '¿Tienes mascota? In English, do you have a pet?',
  ],
  'Daily Routine': [
    '¿A qué hora te levantas? That means, what time do you get up?',
    '¿Qué desayunas normalmente? In English, what do you usually have for breakfast?',
    '¿Trabajas o estudias? That means, do you work or study?',
    '¿Qué haces por la tarde? In English, what do you do in the afternoon?',
    '¿A qué hora cenas? That means, what time do you have dinner?',
    '¿Qué haces antes de dormir? In English, what do you do before you go to sleep?',
  ],
  'Shopping': [
    '¿Cuánto cuesta esta camiseta? That means, how much does this T-shirt cost?',
    '¿Dónde compras la comida? In English, where do you buy your food?',
    '¿Qué talla usas? That means, what size do you wear?',
    '¿Prefieres comprar en tiendas o por internet? In English, do you prefer shopping in shops or online?',
    '¿Qué compraste la semana pasada? That means, what did you buy last week?',
    '¿Cómo dices que algo es demasiado caro? In English, how do you say something is too expensive?',
  ],
  'General Conversation': [
    '¿Qué te gusta hacer los fines de semana? That means, what do you like doing at the weekend?',
    '¿Qué tiempo hace hoy donde vives? In English, what is the weather like today where you live?',
    '¿Cuál es tu estación favorita? That means, what is your favourite season?',
    '¿Qué música escuchas? In English, what music do you listen to?',
    '¿Qué hiciste ayer? That means, what did you do yesterday?',
    '¿Tienes planes para las vacaciones? In English, do you have plans for the holidays?',
  ],
};
