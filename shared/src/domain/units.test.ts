import { formatMeasure, formatUnitDisplay, unitLabel } from './units';

describe('unitLabel', () => {
  it('pluralises caja, paquete, pieza, unidad and docena above 1', () => {
    expect(unitLabel('caja', 2)).toBe('cajas');
    expect(unitLabel('paquete', 3)).toBe('paquetes');
    expect(unitLabel('pieza', 1.5)).toBe('piezas');
    expect(unitLabel('unidad', 10)).toBe('unidades');
    expect(unitLabel('docena', 2)).toBe('docenas');
  });

  it('keeps the singular at 1 or less', () => {
    expect(unitLabel('caja', 1)).toBe('caja');
    expect(unitLabel('docena', 0)).toBe('docena');
  });

  it('shortens unidades to und at any quantity', () => {
    expect(unitLabel('unidades', 1)).toBe('und');
    expect(unitLabel('Unidades', 5)).toBe('und');
  });

  it('leaves measure units alone', () => {
    expect(unitLabel('kg', 3)).toBe('kg');
    expect(unitLabel('GR', 2)).toBe('gr');
    expect(unitLabel(null, 2)).toBe('');
  });
});

describe('formatUnitDisplay', () => {
  it("shows 'quantity xscale unit' when scale is above 1", () => {
    expect(formatUnitDisplay(2, 12, 'caja')).toBe('2 x12 cajas');
    expect(formatUnitDisplay(1, 6, 'paquete')).toBe('1 x6 paquete');
  });

  it("shows 'quantity unit' otherwise", () => {
    expect(formatUnitDisplay(3, 1, 'unidad')).toBe('3 unidades');
    expect(formatUnitDisplay(1, null, 'unidades')).toBe('1 und');
    expect(formatUnitDisplay(2, 1, '')).toBe('2');
  });
});

describe('formatUnitDisplay on an owner pick list and a cart line', () => {
  it('counts packs of a measure as packs, with the total measure above one', () => {
    // 'Jamón … por 200 gr' x5 read '5 gr'; a 750 ml detergent read '1 ml'.
    expect(formatUnitDisplay(5, 200, 'gr')).toBe('5 unidades de 200 gr (1 kg)');
    expect(formatUnitDisplay(1, 750, 'ml')).toBe('1 unidad de 750 ml');
    expect(formatUnitDisplay(2, 750, 'ml')).toBe('2 unidades de 750 ml (1500 ml)');
    expect(formatUnitDisplay(3, 100, 'gr', 'en-US')).toBe('3 units of 100 gr (300 gr)');
  });

  it('pluralises the countable unit and does not repeat the twelve of a dozen', () => {
    expect(formatUnitDisplay(23, 1, 'unidad')).toBe('23 unidades');
    expect(formatUnitDisplay(1, 12, 'docena')).toBe('1 docena');
    expect(formatUnitDisplay(2, 12, 'docena')).toBe('2 docenas');
    expect(formatUnitDisplay(1, 12, 'docena', 'en-US')).toBe('1 dozen');
  });
});

describe('formatMeasure', () => {
  it('shows grams as kilograms from 1000', () => {
    expect(formatMeasure(999, 'gr')).toBe('999 gr');
    expect(formatMeasure(1000, 'gr')).toBe('1 kg');
    expect(formatMeasure(1500, 'gr')).toBe('1.5 kg');
    expect(formatMeasure(2250, 'g')).toBe('2.25 kg');
  });

  it('keeps other units as they are', () => {
    expect(formatMeasure(1500, 'ml')).toBe('1500 ml');
    expect(formatMeasure(2, 'kg')).toBe('2 kg');
    expect(formatMeasure(3, null)).toBe('3');
  });
});

describe('units in English', () => {
  it('names countable units in English for an English locale, and leaves measures alone', () => {
    expect(unitLabel('pieza', 1, 'en-US')).toBe('piece');
    expect(unitLabel('caja', 2, 'en-US')).toBe('boxes');
    expect(unitLabel('unidades', 1, 'en-US')).toBe('unit');
    expect(unitLabel('kg', 2, 'en-US')).toBe('kg');
    expect(formatUnitDisplay(1, 12, 'caja', 'en-US')).toBe('1 x12 box');
    expect(unitLabel('pieza', 2, 'es-MX')).toBe('piezas');
  });
});
