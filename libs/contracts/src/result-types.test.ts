import { describe, expect, it } from 'vitest';
import { resultTypeOf } from './results';

describe('resultTypeOf', () => {
  it('reads the result types sheets and headings write, in the app’s languages', () => {
    const read = (texts: string[]) => texts.map(resultTypeOf);
    expect(read(['Overall', 'Gesamtwertung', 'Classement général'])).toEqual(['overall', 'overall', 'overall']);
    expect(read(['Main Event', 'A-Main', 'Finale'])).toEqual(['main', 'main', 'main']);
    expect(read(['LCQ', 'Last Chance Qualifier', 'Repêchage', 'Hoffnungslauf'])).toEqual(['lcq', 'lcq', 'lcq', 'lcq']);
    expect(read(['Heat 3', 'Vorlauf', 'Série 2'])).toEqual(['heat', 'heat', 'heat']);
    expect(read(['Moto 1', 'moto2', 'Race 3', 'Manche 4', 'Lauf 1', 'Moto', 'Moto 7'])).toEqual(['moto1', 'moto2', 'moto3', 'moto4', 'moto1', 'moto', 'moto']);
  });

  it('is null for anything else, such as a class name', () => {
    expect(['450 Pro', 'Vet 40+', '', 'Women'].map(resultTypeOf)).toEqual([null, null, null, null]);
  });
});
