import type { ShopContext } from '@barrio/shared/bus';
import type { Banner, Brand, Category, Menu } from '@barrio/shared/contract';

/** A complete product; a test overrides only what it is about. */
export { testProduct as product } from '@barrio/shared/testing';

export const demoShop: ShopContext = {
  slug: 'demo-mx',
  id: 21,
  name: 'Abarrotes Demo',
  country_id: 2,
  catalog_id: 7,
  customer_type_id: 1,
  act_as_delivery_point: false,
  community_leader_id: null,
  products_with_min_order_value: false,
  on_fulfillment_start: null,
};

// The answers as the contract declares them (`@barrio/shared/contract`).
export const categories: Category[] = [
  {
    id: 10,
    catalog_id: 7,
    name: 'Abarrotes',
    is_active: true,
    position: 1,
    image: null,
    original_name: 'Abarrotes',
  },
  {
    id: 11,
    catalog_id: 7,
    name: 'Lácteos',
    is_active: true,
    position: 2,
    image: null,
    original_name: 'Lácteos',
  },
  {
    id: 12,
    catalog_id: 7,
    name: 'Descontinuados',
    is_active: false,
    position: 3,
    image: null,
    original_name: 'Descontinuados',
  },
];

export const menus: Menu[] = [
  { id: 1, name: 'Ofertas de lácteos', category_id: 11, url: null, position: 1 },
];

export const brands: Brand[] = [
  { id: 3, name: 'La Costeña', image: null, product_count: 12 },
  { id: 4, name: 'Lala', image: null, product_count: 8 },
];

export const banners: Banner[] = [
  {
    id: 1,
    type: 1,
    banner: { type: 1 },
    title: 'Semana del ahorro',
    image: '/img/s1.jpg',
    link: '/demo-mx',
    position: 1,
  },
  {
    id: 2,
    type: 1,
    banner: { type: 1 },
    title: 'Frutas y verduras',
    image: '/img/s2.jpg',
    link: null,
    position: 2,
  },
  {
    id: 3,
    type: 2,
    banner: { type: 2 },
    title: 'Todo para tu despensa',
    image: '/img/h1.jpg',
    link: null,
    position: 1,
  },
  {
    id: 4,
    type: 3,
    banner: { type: 3 },
    title: 'Paga con tu billetera',
    image: '/img/a1.jpg',
    link: 'https://example.com',
    position: 1,
  },
];
