import { resolveByIdOrName } from './use-catalog-url-state';

const categories = [
  { id: 4, name: 'Cleaning', original_name: 'Limpieza' },
  { id: 3, name: 'Dairy and eggs', original_name: 'Lácteos y huevos' },
  { id: 9, name: 'Bebidas' },
];

describe('resolveByIdOrName', () => {
  it('finds a category by id, by its shown name or by its original name', () => {
    expect(resolveByIdOrName('4', categories)?.id).toBe(4);
    expect(resolveByIdOrName('cleaning', categories)?.id).toBe(4);
    // Banner links keep the original Spanish name, whatever the visitor's locale.
    expect(resolveByIdOrName('Limpieza', categories)?.id).toBe(4);
    expect(resolveByIdOrName('Lacteos y huevos', categories)?.id).toBe(3);
    expect(resolveByIdOrName('Bebidas', categories)?.id).toBe(9);
  });

  it('finds nothing for an unknown name or before the list has loaded', () => {
    expect(resolveByIdOrName('Juguetes', categories)).toBeNull();
    expect(resolveByIdOrName('Limpieza', undefined)).toBeNull();
    expect(resolveByIdOrName(null, categories)).toBeNull();
  });
});
