import { describe, expect, it } from 'vitest';
import { describeSpanishCulture } from './spanish-culture';

describe('describeSpanishCulture', () => {
  it.each(['Las Fallas', 'fallas', 'la horchata', 'el Día de Muertos', '«churros»', 'La Tomatina'])('%s is described', (asked) => {
    expect(describeSpanishCulture(asked)).toMatch(/\w{3,}/);
  });
  it.each(['Falla', 'la cerveza', 'Madrid', 'el día'])('%s is none of hers', (asked) => {
    expect(describeSpanishCulture(asked)).toBeNull();
  });
});
