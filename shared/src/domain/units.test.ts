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
