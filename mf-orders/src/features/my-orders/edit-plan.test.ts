import { leavesOrderEmpty, planOrderEdit } from './edit-plan';

const original = [
  { productId: 101, quantity: 2 },
  { productId: 102, quantity: 1 },
  { productId: 103, quantity: 5 },
];

describe('planOrderEdit', () => {
  it('sends nothing when nothing changed', () => {
    expect(planOrderEdit('o-1', original, original)).toEqual([]);
  });

  it('removes lines set to zero before patching changed quantities', () => {
    const edited = [
      { productId: 101, quantity: 3 },
      { productId: 102, quantity: 0 },
      { productId: 103, quantity: 5 },
    ];
    expect(planOrderEdit('o-1', original, edited)).toEqual([
      { orderId: 'o-1', action: 'remove_lines', lines: [{ product_id: 102 }] },
      {
        orderId: 'o-1',
        action: 'patch_lines',
        lines: [{ product_id: 101, quantity: { value: '3' } }],
      },
    ]);
  });

  it('treats a line missing from the edit as removed', () => {
    expect(planOrderEdit('o-1', original, [original[0]!, original[2]!])).toEqual([
      { orderId: 'o-1', action: 'remove_lines', lines: [{ product_id: 102 }] },
    ]);
  });

  it('keeps decimal quantities as text', () => {
    const plan = planOrderEdit(
      'o-1',
      [{ productId: 7, quantity: 1 }],
      [{ productId: 7, quantity: 1.5 }],
    );
    expect(plan).toEqual([
      {
        orderId: 'o-1',
        action: 'patch_lines',
        lines: [{ product_id: 7, quantity: { value: '1.5' } }],
      },
    ]);
  });
});

describe('leavesOrderEmpty', () => {
  it('is true only when every line is at zero', () => {
    expect(
      leavesOrderEmpty([
        { productId: 1, quantity: 0 },
        { productId: 2, quantity: 0 },
      ]),
    ).toBe(true);
    expect(
      leavesOrderEmpty([
        { productId: 1, quantity: 0 },
        { productId: 2, quantity: 1 },
      ]),
    ).toBe(false);
  });
});
