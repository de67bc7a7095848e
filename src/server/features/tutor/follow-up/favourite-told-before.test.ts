/** A favourite said without its kind, just after the kind was named, is met as that kind of favourite. */
import { describe, expect, it } from 'vitest';
import { conversationWith } from '../tutor-test-helpers';
import { withFavouriteKindToldBefore } from './favourite-told-before';

describe('a favourite said without its kind', () => {
  it.each([
    ['I watch a lot of films.', 'My favourite is Titanic.', 'My favourite film is Titanic.'],
    ['I like Italian food.', 'My favourite one is pizza.', 'My favourite food is pizza.'],
    ['I love reading books.', 'My all-time favourite was Harry Potter.', 'My all-time favourite book was Harry Potter.'],
    ['We watch TV series every night.', 'My favourite is Friends.', 'My favourite series is Friends.'],
  ])('after %j, %j is heard as %j', (previous, message, heard) => {
    expect(withFavouriteKindToldBefore(message, previous)).toBe(heard);
  });

  it.each([
    ['I watch a lot of films.', 'My favourite film is Titanic.'],
    ['I like going to the park.', 'My favourite is the big one near my house.'],
    [undefined, 'My favourite is Titanic.'],
    ['I watch a lot of films.', 'I have a favourite.'],
  ])('after %j, %j is left as it is', (previous, message) => {
    expect(withFavouriteKindToldBefore(message, previous)).toBeNull();
  });

  it('gets the favourite by its name and a question for its kind', async () => {
    const say = conversationWith('sophia');
    await say('I like Italian food.');
    expect(await say('My favourite is pizza.')).toMatch(/^(?:Pizza, good choice!|Oh, pizza! I can see why\.) (?:What do you love most about pizza\?|Do you make pizza yourself, or do you go out for it\?)$/);
  });

  it('meets a film by its whole name, not a hobby', async () => {
    const say = conversationWith('sophia');
    await say('I watch a lot of films.');
    const reply = await say('My favourite one is Titanic.');
    expect(reply).toMatch(/Titanic/);
    expect(reply).not.toMatch(/hobby/);
  });

  it("takes a favourite of another kind ('my favourite cafe') up as that thing, not as a hobby", async () => {
    const say = conversationWith('sophia');
    await say('I like going to the cafe.');
    expect(await say('My favourite cafe is near my house.')).not.toMatch(/hobby/);
  });
});
