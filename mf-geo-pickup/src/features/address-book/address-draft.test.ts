import { EMPTY_DRAFT, toNewAddressBody, validateAddressDraft } from './address-draft';

describe('validateAddressDraft', () => {
  it('requires a label and a main line', () => {
    expect(validateAddressDraft(EMPTY_DRAFT)).toEqual({ label: 'required', main_line: 'required' });
    expect(validateAddressDraft({ ...EMPTY_DRAFT, label: '   ', main_line: '  ' })).toEqual({
      label: 'required',
      main_line: 'required',
    });
  });

  it("applies the gateway's lengths", () => {
    expect(validateAddressDraft({ ...EMPTY_DRAFT, label: 'Casa', main_line: 'ab' })).toEqual({
      main_line: 'tooShort',
    });
    expect(
      validateAddressDraft({
        ...EMPTY_DRAFT,
        label: 'x'.repeat(61),
        main_line: 'y'.repeat(201),
        details: 'z'.repeat(301),
      }),
    ).toEqual({
      label: 'tooLong',
      main_line: 'tooLong',
      details: 'tooLong',
    });
    expect(
      validateAddressDraft({
        ...EMPTY_DRAFT,
        label: 'x'.repeat(60),
        main_line: 'abc',
        details: 'z'.repeat(300),
      }),
    ).toEqual({});
  });
});

describe('toNewAddressBody', () => {
  it('trims, sends empty details as null and coordinates only when present', () => {
    expect(
      toNewAddressBody({
        label: ' Casa ',
        main_line: ' Durango 120 ',
        details: '  ',
        coordinates: null,
      }),
    ).toEqual({
      label: 'Casa',
      main_line: 'Durango 120',
      details: null,
      lat: null,
      lng: null,
    });
    expect(
      toNewAddressBody({
        label: 'A',
        main_line: 'abc',
        details: 'Piso 2',
        coordinates: { lat: 1.5, lng: -2 },
      }),
    ).toMatchObject({
      details: 'Piso 2',
      lat: 1.5,
      lng: -2,
    });
  });
});
