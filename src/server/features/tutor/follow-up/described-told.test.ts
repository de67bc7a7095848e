/** Someone described is asked about what the description leaves out, or about what shows the trait told. */
import { beforeAll, describe, expect, it } from 'vitest';
import { answersInConversation } from '../../../../../tests/support/answers-in-conversation';
import { eachLanguageReadsItsExamples } from '../../../../../tests/support/reads-its-examples';
import { CHECKER_WARM_UP_TIMEOUT_MS, warmUpChecker } from '../tutor-test-helpers';
import { DESCRIBED_TOLD, describes } from './described-told';

beforeAll(warmUpChecker, CHECKER_WARM_UP_TIMEOUT_MS);

eachLanguageReadsItsExamples('someone described', DESCRIBED_TOLD, describes);

describe('what a description told', () => {
  it('keeps the first trait of character, spelt as the list spells it, in the learner’s gender and number', () => {
    expect(DESCRIBED_TOLD.es.read('Yo soy alta y timida.')).toMatchObject({ isSelf: true, trait: { word: 'tímida', english: 'shy' } });
    expect(DESCRIBED_TOLD.es.read('Mis padres son muy trabajadores.')).toMatchObject({ isSelf: false, isPlural: true, who: 'tus padres', trait: { word: 'trabajadores' } });
    expect(DESCRIBED_TOLD.es.read('Mi mejor amiga es alta.')).toMatchObject({ who: 'tu mejor amiga', whoInEnglish: 'your best friend' });
    expect(DESCRIBED_TOLD.es.read('Soy alto y delgado.')?.trait).toBeUndefined();
    expect(DESCRIBED_TOLD.en.read('My brother is tall and very funny.')).toMatchObject({ isSelf: false, whoInEnglish: 'your brother', trait: { word: 'funny' } });
  });

  it('takes a capitalised word for a person only with a trait no place has', () => {
    expect(DESCRIBED_TOLD.es.read('Madrid es muy bonita.')).toBeNull();
    expect(DESCRIBED_TOLD.es.read('Carlos es muy simpático.')).toMatchObject({ who: 'Carlos', trait: { word: 'simpático' } });
    expect(DESCRIBED_TOLD.en.read('London is very quiet at night.')).toBeNull();
    // A word with its preposition is a duty or a feeling about something, not a trait to show.
    expect(DESCRIBED_TOLD.en.read('I am responsible for the sales team in Madrid.')).toBeNull();
    expect(DESCRIBED_TOLD.en.read('My sister is responsible for the finances in our family.')).toBeNull();
    expect(DESCRIBED_TOLD.en.read('My mother is patient with children.')).toMatchObject({ trait: { word: 'patient' } });
    expect(DESCRIBED_TOLD.en.read('My sister is very kind to everyone.')).toMatchObject({ trait: { word: 'kind' } });
    expect(DESCRIBED_TOLD.en.read('Anna is very shy.')).toMatchObject({ whoInEnglish: 'Anna', trait: { word: 'shy' } });
    expect(DESCRIBED_TOLD.es.read('Ana María es muy generosa.')).toMatchObject({ who: 'Ana María', trait: { word: 'generosa' } });
  });

  it('reads being liked and doing well as traits of a person, never of a place', () => {
    expect(DESCRIBED_TOLD.es.read('Mi primo es muy popular en su clase.')).toMatchObject({ who: 'tu primo', trait: { word: 'popular', english: 'popular' } });
    expect(DESCRIBED_TOLD.es.read('Ellas son exitosas y simpáticas.')).toMatchObject({ isPlural: true, trait: { word: 'exitosas', english: 'successful' } });
    expect(DESCRIBED_TOLD.es.read('Barcelona es muy popular.')).toBeNull();
  });
});

answersInConversation([
  ['sophia', 'I am tall and thin.', /And apart from being tall, what are you like as a person\?$/],
  ['sophia', "I'm friendly and very patient.", /What do you do that shows you are friendly\?$/],
  ['sophia', 'My sister is very kind and funny.', /Can you tell me something that shows your sister is kind\?$/],
  ['sophia', 'My father has grey hair and blue eyes.', /And what is your father like as a person\?$/],
  ['lucia', 'Yo soy alta y delgada.', /Y además de alta, ¿cómo eres de carácter\? \(And apart from being tall, what are you like as a person\?\)$/],
  ['lucia', 'Tengo el pelo largo y los ojos verdes.', /¿Y cómo eres de carácter\? \(And what are you like as a person\?\)$/],
  ['lucia', 'Soy optimista, estudiosa y trabajadora.', /¿En qué se nota que eres optimista\? \(What shows that you are optimistic\?\)$/],
  ['lucia', 'Mi hermana es muy simpática.', /¿Me cuentas algo que muestre que tu hermana es simpática\? \(Can you tell me something that shows your sister is friendly\?\)$/],
  ['lucia', 'Andrés es bajo y tiene los ojos verdes.', /Y además de bajo, ¿cómo es Andrés de carácter\? \(And apart from being short, what is Andrés like as a person\?\)$/],
  ['lucia', 'Ella tiene los ojos verdes.', /¿Y cómo es de carácter\? \(And what is she like as a person\?\)$/],
  ['lucia', 'Mi abuelo es muy humilde.', /¿Me cuentas algo que muestre que tu abuelo es humilde\? \(Can you tell me something that shows your grandfather is humble\?\)$/],
  ['lucia', 'Él es realmente amigable.', /¿Me cuentas algo que muestre que es amigable\? \(Can you tell me something that shows he is friendly\?\)$/],
  ['lucia', 'Ellos son muy graciosos.', /¿Me cuentas algo que muestre que son graciosos\? \(Can you tell me something that shows they are funny\?\)$/],
], { never: /fines de semana|weekend|What is your sister like/ });
