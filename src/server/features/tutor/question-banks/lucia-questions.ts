/** Lucía, Spanish teacher: simple Spanish questions, each followed by a spoken English gloss. */
import type { QuestionBank } from './question-bank';

export const luciaQuestions: QuestionBank = {
  'Greetings and Introductions': [
    '¿Cómo te llamas? (What is your name?)',
    '¿De dónde eres? (Where are you from?)',
    '¿Cómo estás hoy? (How are you today?)',
    '¿Dónde vives? (Where do you live?)',
    '¿Qué idiomas hablas? (Which languages do you speak?)',
    '¿Por qué estudias español? (Why are you learning Spanish?)',
  ],
  'Ordering Food': [
    '¿Qué quieres beber? (What would you like to drink?)',
    '¿Qué te gusta comer? (What do you like to eat?)',
    '¿Cómo pides la cuenta en un restaurante? (How do you ask for the bill in a restaurant?)',
    '¿Prefieres carne o pescado? (Do you prefer meat or fish?)',
    '¿Cuál es tu comida favorita? (What is your favourite food?)',
    '¿Qué pides para desayunar en una cafetería? (What do you order for breakfast in a café?)',
  ],
  'Travel and Directions': [
    '¿Dónde está la estación de tren? (Where is the train station?)',
    '¿Adónde quieres viajar? (Where do you want to travel?)',
    '¿Cómo vas al trabajo, en coche o en autobús? (How do you get to work, by car or by bus?)',
    '¿Cómo preguntas por el hotel? (How do you ask for the hotel?)',
    '¿Qué ciudad de España quieres visitar? (Which city in Spain do you want to visit?)',
    '¿Está lejos o cerca tu casa del centro? (Is your home far from or close to the centre?)',
  ],
  'Family and Friends': [
    '¿Tienes hermanos? (Do you have brothers or sisters?)',
    '¿Cómo se llama tu mejor amigo? (What is your best friend called?)',
    '¿Cuántas personas hay en tu familia? (How many people are in your family?)',
    '¿Cómo es tu madre? (What is your mother like?)',
    '¿Qué haces con tus amigos los fines de semana? (What do you do with your friends at the weekend?)',
    '¿Tienes mascota? (Do you have a pet?)',
  ],
  'Daily Routine': [
    '¿A qué hora te levantas? (What time do you get up?)',
    '¿Qué desayunas normalmente? (What do you usually have for breakfast?)',
    '¿Trabajas o estudias? (Do you work or study?)',
    '¿Qué haces por la tarde? (What do you do in the afternoon?)',
    '¿A qué hora cenas? (What time do you have dinner?)',
    '¿Qué haces antes de dormir? (What do you do before you go to sleep?)',
  ],
  'Shopping': [
    '¿Cuánto cuesta esta camiseta? (How much does this T-shirt cost?)',
    '¿Dónde compras la comida? (Where do you buy your food?)',
    '¿Qué talla usas? (What size do you wear?)',
    '¿Prefieres comprar en tiendas o por internet? (Do you prefer shopping in shops or online?)',
    '¿Qué compraste la semana pasada? (What did you buy last week?)',
    '¿Cómo dices que algo es demasiado caro? (How do you say something is too expensive?)',
  ],
  'General Conversation': [
    '¿Qué te gusta hacer los fines de semana? (What do you like doing at the weekend?)',
    '¿Qué tiempo hace hoy donde vives? (What is the weather like today where you live?)',
    '¿Cuál es tu estación favorita? (What is your favourite season?)',
    '¿Qué música escuchas? (What music do you listen to?)',
    '¿Qué hiciste ayer? (What did you do yesterday?)',
    '¿Tienes planes para las vacaciones? (Do you have plans for the holidays?)',
  ],
};
