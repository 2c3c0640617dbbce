import { prepareIntl } from './prepare-intl';

describe('prepareIntl', () => {
  it("asks the browser's number and date formats about the locale", () => {
    const numbers = jest.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
    const dates = jest.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf');
    prepareIntl('es-MX');
    expect(numbers).toHaveBeenCalledWith('es-MX');
    expect(dates).toHaveBeenCalledWith('es-MX');
    numbers.mockRestore();
    dates.mockRestore();
  });

  it('accepts whatever the page declares, even a tag no format knows or a malformed one', () => {
    expect(() => prepareIntl('xx')).not.toThrow();
    expect(() => prepareIntl('es_MX')).not.toThrow();
  });
});
