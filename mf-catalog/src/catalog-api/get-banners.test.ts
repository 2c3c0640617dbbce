import { groupBanners, type Banner } from './get-banners';

const banner = (id: number, type: Banner['banner']['type'], position: number): Banner => ({
  id,
  type,
  banner: { type },
  title: `Banner ${id}`,
  image: `/img/${id}.jpg`,
  link: null,
  position,
});

describe('groupBanners', () => {
  it('sorts banners into slider (1), hero (2) and in-app (3) by position', () => {
    const grouped = groupBanners([
      banner(1, 1, 2),
      banner(2, 1, 1),
      banner(3, 2, 1),
      banner(4, 3, 1),
    ]);
    expect(grouped.slider.map((b) => b.id)).toEqual([2, 1]);
    expect(grouped.hero.map((b) => b.id)).toEqual([3]);
    expect(grouped.inApp.map((b) => b.id)).toEqual([4]);
  });
});
