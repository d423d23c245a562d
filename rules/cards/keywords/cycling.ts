// Cycling and typecycling (CR 702.29): activated abilities that work only while the card is in a
// hand (702.29a, 702.29e). Hands here are counts of unnamed cards, so no object the engine holds
// has it in a hand; on the battlefield, the stack, in a graveyard or exile it does nothing
// (702.29b). One module for the seven: each is the same rule (typecycling searches for its type).

import { keyword, type KeywordMeaning, type KeywordName } from './kind';

type Cycling = Extract<KeywordName, `${string}cycling`>;

function cycling<K extends Cycling>(name: K): KeywordMeaning<K> {
  return keyword({
    keyword: name,
    rule: '702.29',
    meaning:
      name === 'cycling'
        ? '[Cost], Discard this card: Draw a card.'
        : '[Cost], Discard this card: Search your library for a card of the type, reveal it, put it into your hand, then shuffle.',
    behaviour: [{ kind: 'worksOnlyElsewhere', where: 'in a hand, where the engine holds only a count of cards (CR 702.29a-b)' }],
  });
}

export const CYCLING = {
  cycling: cycling('cycling'),
  plainscycling: cycling('plainscycling'),
  islandcycling: cycling('islandcycling'),
  swampcycling: cycling('swampcycling'),
  mountaincycling: cycling('mountaincycling'),
  forestcycling: cycling('forestcycling'),
  'basic landcycling': cycling('basic landcycling'),
} satisfies { [K in Cycling]: KeywordMeaning<K> };
