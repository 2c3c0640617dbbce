import type { Insertable, Kysely } from 'kysely';
import { COUNTRIES, COUNTRY, type Country } from '@barrio/shared/countries';
import { FEATURE_FLAGS } from '@barrio/shared/domain';
import { normalizeName } from '../db/normalize-name';
import type { Database, ProductsTable } from '../db/schema';
import {
  BASE_PRODUCTS,
  CATEGORY_NAMES,
  BRAND_NAMES,
  PRICE_FACTOR,
  mulberry32,
  shelfPrice,
} from './catalog-data';
import {
  categoryImagePath,
  productImagePathSql,
} from '../modules/product-images/product-image-service';
import { bannerImage } from './banner-image';
import {
  bannerTranslations,
  CATEGORY_NAMES_EN,
  pickupPointTranslations,
  productTranslations,
  textTranslations,
} from './content-translations';
import { DEMO_CUSTOMERS, LEADERS, OWNERS, SHOP_NAMES, type DemoPerson } from './people';
import type { CoreSeedResult, SeededCustomer, SeededShop } from './types';

type Db = Kysely<Database>;

/** Mexico's catalogue is the innovation demo's (`/innovacion`, en-US): it carries English texts. */
const TRANSLATED_COUNTRY_IDS: readonly number[] = [COUNTRY.MX];

/** Offsets a coordinate by metres north and east (flat-earth approximation, fine at city scale). */
export function offsetMeters(center: { lat: number; lng: number }, north: number, east: number) {
  const lat = center.lat + north / 111_320;
  const lng = center.lng + east / (111_320 * Math.cos((center.lat * Math.PI) / 180));
  return { lat: Math.round(lat * 1e6) / 1e6, lng: Math.round(lng * 1e6) / 1e6 };
}

function capitalOf(country: Country) {
  return SHOP_NAMES[country.slug]?.capitalCenter ?? country.mapCenter;
}

export function buildProducts(
  countryId: number,
  catalogId: number,
  categoryIds: Map<string, number>,
  brandIds: Map<string, number>,
): Insertable<ProductsTable>[] {
  const translated = TRANSLATED_COUNTRY_IDS.includes(countryId);
  const random = mulberry32(countryId * 7919);
  const factor = PRICE_FACTOR[countryId] ?? 1;
  const rows: Insertable<ProductsTable>[] = [];
  let index = 0;
  for (const base of BASE_PRODUCTS) {
    for (const brand of base.brands) {
      for (const size of base.sizes) {
        const brandFactor = 0.9 + random() * 0.25;
        const price = shelfPrice(base.usd * size.factor * brandFactor * factor, countryId);
        const name = `${base.name} ${brand} ${size.label}`;
        const i = index++;
        const hasDiscount = i % 7 === 3;
        const hasReference = !hasDiscount && i % 5 === 1;
        rows.push({
          catalog_id: catalogId,
          category_id: categoryIds.get(base.category) ?? null,
          brand_id: brandIds.get(brand) ?? null,
          name,
          name_normalized: normalizeName(name),
          price,
          local_price: hasReference ? shelfPrice(price * 1.18, countryId) : null,
          scale: size.scale ?? 1,
          discount_percentage: hasDiscount ? [10, 15, 20, 25][i % 4] : null,
          discount_max_units_per_order: hasDiscount && i % 2 === 1 ? 3 : null,
          image: null,
          erp_purchase_measure_unit_id: size.measure ?? null,
          unit_erp_name: size.unit,
          minimum_order_value: i % 9 === 4 ? shelfPrice(price * 2, countryId) : 0,
          max_units_per_order: i % 11 === 5 ? 6 : null,
          max_units_per_delivery: i % 13 === 6 ? 10 : null,
          notes: base.notes ?? null,
          translations: translated ? productTranslations(base.name, brand, size.label) : undefined,
        });
      }
    }
  }
  return rows;
}

interface FlagRule {
  enabled?: (country: Country) => boolean;
  rollout?: number;
  shopSlugs?: (country: Country) => string[];
}

const FLAG_RULES: Partial<Record<(typeof FEATURE_FLAGS)[number], FlagRule>> = {
  new_checkout: { rollout: 50 },
  // Peru sells fruit, vegetables and meat by the quarter kilo (the demo of decimal quantities).
  decimal_quantities: { enabled: (c) => c.id === 180 },
  manual_address: { enabled: (c) => c.id === 1 || c.id === 2 },
  support_widget: { enabled: (c) => c.support !== null },
  wallet_payment: { enabled: (c) => c.walletBalancePayment || c.id === 1 },
  beneficiary_group: { enabled: (c) => c.healthUnitFlow || c.walletBalancePayment },
  delivery_code: { enabled: (c) => c.walletBalancePayment || c.healthUnitFlow },
  home_toggle: { shopSlugs: (c) => [`demo-${c.slug}`] },
  automatic_flash_deals: { shopSlugs: (c) => [`demo-${c.slug}`, `esquina-${c.slug}`] },
  session_replay: { rollout: 10 },
  payment_link: { enabled: (c) => [1, 2, 180, 46].includes(c.id) },
};

async function insertPeople(
  db: Db,
  people: (DemoPerson & { tierId?: string | null; groupId?: number | null })[],
  countryIds: Map<string, number>,
) {
  const rows = await db
    .insertInto('customers')
    .values(
      people.map((p) => ({
        phone: p.phone,
        name: p.name,
        last_name: p.last_name,
        email: p.email,
        country_id: countryIds.get(p.countrySlug) ?? 2,
        customer_type_id: p.customerTypeId ?? 1,
        customer_sub_type_id: p.customerSubTypeId ?? null,
        inswitch_entity_id: p.inswitchEntityId ?? null,
        role: p.role ?? 'customer',
        tier_id: p.tierId ?? null,
        beneficiary_group_id: p.groupId ?? null,
      })),
    )
    .returning(['id', 'phone'])
    .execute();
  return new Map(rows.map((r) => [r.phone, r.id]));
}

/** Countries, catalogues, shops, people, tiers, banners and flags of DESIGN.md's demo data. */
export async function seedCore(db: Db): Promise<CoreSeedResult> {
  const countryIds = new Map(COUNTRIES.map((c) => [c.slug as string, c.id as number]));
  await db
    .insertInto('countries')
    .values(
      COUNTRIES.map((c) => ({
        id: c.id,
        slug: c.slug,
        iso: c.iso,
        name: c.name,
        currency_symbol: c.currencySymbol,
        locale: c.locale,
        theme: c.theme,
        map_lat: c.mapCenter.lat,
        map_lng: c.mapCenter.lng,
      })),
    )
    .execute();

  // Tiers: a country-wide default, a premium tier, and in Mexico a default just for lider-mx.
  await db
    .insertInto('tiers')
    .values(
      COUNTRIES.flatMap((c) => [
        {
          id: `${c.slug}-basico`,
          country_id: c.id,
          name: 'Básico',
          description: 'Precios de lista de la tienda.',
          is_default: true,
          position: 1,
        },
        {
          id: `${c.slug}-oro`,
          country_id: c.id,
          name: 'Oro',
          description: 'Clientes frecuentes con beneficios.',
          is_default: false,
          position: 2,
        },
        ...(c.id === 2
          ? [
              {
                id: 'mx-comunidad',
                country_id: c.id,
                name: 'Comunidad',
                description: 'Compras agrupadas con la líder comunitaria.',
                is_default: true,
                position: 0,
              },
            ]
          : []),
      ]),
    )
    .execute();

  const groups = await db
    .insertInto('beneficiary_groups')
    .values(
      COUNTRIES.map((c) => ({
        country_id: c.id,
        name: c.healthUnitFlow
          ? `Unidad de salud ${SHOP_NAMES[c.slug]?.capital ?? c.name}`
          : `Programa alimentario ${c.name}`,
        description: c.healthUnitFlow
          ? 'Familias atendidas por la unidad de salud del barrio.'
          : 'Familias inscritas en el programa de alimentación del barrio.',
      })),
    )
    .returning(['id', 'country_id'])
    .execute();
  const groupByCountry = new Map(groups.map((g) => [g.country_id, g.id]));

  const catalogs = await db
    .insertInto('catalogs')
    .values(COUNTRIES.map((c) => ({ country_id: c.id, name: `Catálogo ${c.name}` })))
    .returning(['id', 'country_id'])
    .execute();
  const catalogsByCountry: Record<number, number> = {};
  for (const row of catalogs) catalogsByCountry[row.country_id] = row.id;

  const categories = await db
    .insertInto('categories')
    .values(
      catalogs.flatMap((cat) =>
        CATEGORY_NAMES.map((name, position) => ({
          catalog_id: cat.id,
          name,
          position,
          is_active: true,
          image: categoryImagePath(name),
          translations: TRANSLATED_COUNTRY_IDS.includes(cat.country_id)
            ? textTranslations(CATEGORY_NAMES_EN, name, 'name')
            : undefined,
        })),
      ),
    )
    .returning(['id', 'catalog_id', 'name'])
    .execute();

  const brands = await db
    .insertInto('brands')
    .values(
      COUNTRIES.flatMap((c) =>
        BRAND_NAMES.map((name) => ({ country_id: c.id, name, image: null })),
      ),
    )
    .returning(['id', 'country_id', 'name'])
    .execute();

  const productIdsByCatalog: Record<number, number[]> = {};
  for (const country of COUNTRIES) {
    const catalogId = catalogsByCountry[country.id]!;
    const categoryIds = new Map(
      categories.filter((c) => c.catalog_id === catalogId).map((c) => [c.name, c.id]),
    );
    const brandIds = new Map(
      brands.filter((b) => b.country_id === country.id).map((b) => [b.name, b.id]),
    );
    const inserted = await db
      .insertInto('products')
      .values(buildProducts(country.id, catalogId, categoryIds, brandIds))
      .returning('id')
      .execute();
    productIdsByCatalog[catalogId] = inserted.map((r) => r.id);
  }
  // Ids exist only once inserted: each product then points at its own packshot.
  await db
    .updateTable('products')
    .set({ image: productImagePathSql })
    .where('image', 'is', null)
    .execute();

  await db
    .insertInto('menus')
    .values(
      categories
        .filter((c) => CATEGORY_NAMES.indexOf(c.name as (typeof CATEGORY_NAMES)[number]) < 6)
        .map((c) => ({
          catalog_id: c.catalog_id,
          name: c.name,
          category_id: c.id,
          url: `?category_id=${c.id}`,
          position: CATEGORY_NAMES.indexOf(c.name as (typeof CATEGORY_NAMES)[number]),
        })),
    )
    .execute();

  const bannerSpecs = [
    { type: 1, title: 'Ofertas de la semana', link: '?q=oferta' },
    { type: 1, title: 'Todo para el desayuno', link: '?category=Lácteos y huevos' },
    { type: 1, title: 'Limpieza del hogar', link: '?category=Limpieza' },
    { type: 2, title: 'Tu almacén de barrio, ahora en línea', link: null },
    { type: 3, title: 'Retira tu pedido a las 6pm en tu punto', link: null },
  ];
  await db
    .insertInto('banners')
    .values(
      catalogs.flatMap((cat) => {
        const country = COUNTRIES.find((c) => c.id === cat.country_id)!;
        return bannerSpecs.map((b, position) => ({
          catalog_id: cat.id,
          type: b.type,
          title: b.title,
          image: bannerImage(b.title, country.theme),
          link: b.link,
          position,
          translations: TRANSLATED_COUNTRY_IDS.includes(cat.country_id)
            ? bannerTranslations(b.title, country.theme)
            : undefined,
        }));
      }),
    )
    .execute();

  // People: the demo customers, then the leaders and owners of every country.
  const people: (DemoPerson & { tierId?: string | null; groupId?: number | null })[] = [
    ...DEMO_CUSTOMERS.map((p) => ({
      ...p,
      tierId: p.tier ?? null,
      groupId: p.beneficiaryGroup
        ? (groupByCountry.get(countryIds.get(p.countrySlug) ?? 0) ?? null)
        : null,
    })),
    ...Object.entries(LEADERS).map(([slug, p]) => ({ ...p, countrySlug: slug })),
    ...Object.entries(OWNERS).map(([slug, p]) => ({ ...p, countrySlug: slug })),
  ];
  const customerIds = await insertPeople(db, people, countryIds);

  const shopRows: {
    slug: string;
    name: string;
    country: Country;
    kind: SeededShop['kind'];
    position: { lat: number; lng: number };
    customer_type_id?: number;
    act_as_delivery_point?: boolean;
    has_delivery?: boolean;
    on_fulfillment_start?: boolean | null;
    products_with_min_order_value?: boolean;
    owner?: string;
    address: string;
    translations?: string | undefined;
  }[] = [];
  for (const country of COUNTRIES) {
    const names = SHOP_NAMES[country.slug]!;
    const center = capitalOf(country);
    const s = country.slug;
    const pointName = (area: 'Centro' | 'Norte' | 'Sur') => ({
      name: `Punto de retiro ${names.capital} ${area}`,
      translations: TRANSLATED_COUNTRY_IDS.includes(country.id)
        ? pickupPointTranslations(names.capital, area)
        : undefined,
    });
    shopRows.push(
      {
        slug: `demo-${s}`,
        name: names.demo,
        country,
        kind: 'demo',
        position: offsetMeters(center, 350, -420),
        has_delivery: true,
        on_fulfillment_start: false,
        products_with_min_order_value: true,
        owner: OWNERS[s]?.phone,
        address: `Calle Principal 123, ${names.capital}`,
      },
      {
        slug: `esquina-${s}`,
        name: names.second,
        country,
        kind: 'ordinary',
        position: offsetMeters(center, -1200, 900),
        has_delivery: true,
        on_fulfillment_start: true,
        address: `Avenida Central 456, ${names.capital}`,
      },
      {
        slug: `punto-${s}`,
        ...pointName('Centro'),
        country,
        kind: 'delivery_point',
        position: offsetMeters(center, 150, 200),
        act_as_delivery_point: true,
        has_delivery: false,
        address: `Plaza Mayor 10, ${names.capital}`,
      },
      {
        slug: `punto-${s}-norte`,
        ...pointName('Norte'),
        country,
        kind: 'delivery_point',
        position: offsetMeters(center, 3200, 600),
        act_as_delivery_point: true,
        has_delivery: true,
        address: `Avenida Norte 2200, ${names.capital}`,
      },
      {
        slug: `punto-${s}-sur`,
        ...pointName('Sur'),
        country,
        kind: 'delivery_point',
        position: offsetMeters(center, -4100, -800),
        act_as_delivery_point: true,
        has_delivery: false,
        address: `Calle Sur 87, ${names.capital}`,
      },
      {
        slug: `lider-${s}`,
        name: `Compras comunitarias ${LEADERS[s]?.name ?? ''} ${LEADERS[s]?.last_name ?? ''}`.trim(),
        country,
        kind: 'community_leader',
        position: offsetMeters(center, -650, -1500),
        has_delivery: false,
        on_fulfillment_start: false,
        address: `Pasaje Las Flores 15, ${names.capital}`,
      },
    );
    if (s === 'ar' || s === 'mx') {
      shopRows.push({
        slug: `negocio-${s}`,
        name: s === 'ar' ? 'Mayorista Barrio Norte' : 'Mayoreo La Central',
        country,
        kind: 'business',
        position: offsetMeters(center, 2100, -2300),
        customer_type_id: 3,
        has_delivery: true,
        on_fulfillment_start: false,
        address: `Parque Industrial, nave 4, ${names.capital}`,
      });
    }
  }

  const insertedShops = await db
    .insertInto('shops')
    .values(
      shopRows.map((s) => ({
        slug: s.slug,
        name: s.name,
        country_id: s.country.id,
        catalog_id: catalogsByCountry[s.country.id]!,
        customer_type_id: s.customer_type_id ?? 1,
        act_as_delivery_point: s.act_as_delivery_point ?? false,
        has_delivery: s.has_delivery ?? false,
        max_delivery_distance_meters: 2000,
        on_fulfillment_start: s.on_fulfillment_start ?? null,
        products_with_min_order_value: s.products_with_min_order_value ?? false,
        lat: s.position.lat,
        lng: s.position.lng,
        address: s.address,
        owner_customer_id: s.owner ? (customerIds.get(s.owner) ?? null) : null,
        community_leader_id: null,
        translations: s.translations,
      })),
    )
    .returning(['id', 'slug'])
    .execute();
  const shopIds = new Map(insertedShops.map((r) => [r.slug, r.id]));

  await db
    .insertInto('delivery_time_ranges')
    .values(
      shopRows
        .filter((s) => s.has_delivery)
        .flatMap((s) => [
          {
            shop_id: shopIds.get(s.slug)!,
            label: '9:00 a 13:00',
            start_hour: 9,
            end_hour: 13,
            position: 0,
          },
          {
            shop_id: shopIds.get(s.slug)!,
            label: '14:00 a 18:00',
            start_hour: 14,
            end_hour: 18,
            position: 1,
          },
        ]),
    )
    .execute();

  const leaderRows = await db
    .insertInto('community_leaders')
    .values(
      Object.entries(LEADERS).map(([slug, p]) => ({
        customer_id: customerIds.get(p.phone)!,
        shop_id: shopIds.get(`lider-${slug}`)!,
      })),
    )
    .returning(['id', 'customer_id', 'shop_id'])
    .execute();
  const communityLeaders: CoreSeedResult['communityLeaders'] = {};
  for (const row of leaderRows) {
    const slug = insertedShops.find((s) => s.id === row.shop_id)!.slug;
    communityLeaders[slug] = { id: row.id, customerId: row.customer_id, shopId: row.shop_id };
    await db
      .updateTable('shops')
      .set({ community_leader_id: row.id })
      .where('id', '=', row.shop_id)
      .execute();
    await db
      .updateTable('customers')
      .set({ shop_id: row.shop_id })
      .where('id', '=', row.customer_id)
      .execute();
    // Each country's group is coordinated by the leader of its lider-<country> shop.
    const countryId = shopRows.find((s) => s.slug === slug)!.country.id;
    await db
      .updateTable('beneficiary_groups')
      .set({ community_leader_id: row.id })
      .where('id', '=', groupByCountry.get(countryId) ?? 0)
      .execute();
  }
  for (const person of DEMO_CUSTOMERS) {
    if (!person.shop) continue;
    await db
      .updateTable('customers')
      .set({ shop_id: shopIds.get(person.shop) ?? null })
      .where('phone', '=', person.phone)
      .execute();
  }

  await db
    .insertInto('tier_shops')
    .values({ tier_id: 'mx-comunidad', shop_id: shopIds.get('lider-mx')! })
    .execute();
  await db
    .insertInto('tier_shops')
    .values(
      COUNTRIES.filter((c) => c.slug !== 'mx').flatMap((c) => [
        { tier_id: `${c.slug}-oro`, shop_id: shopIds.get(`demo-${c.slug}`)! },
        { tier_id: `${c.slug}-oro`, shop_id: shopIds.get(`esquina-${c.slug}`)! },
      ]),
    )
    .execute();

  await db
    .insertInto('feature_flags')
    .values(
      COUNTRIES.flatMap((country) =>
        FEATURE_FLAGS.map((name) => {
          const rule = FLAG_RULES[name] ?? {};
          const slugs = rule.shopSlugs?.(country) ?? [];
          return {
            name,
            country_id: country.id,
            enabled: rule.enabled ? rule.enabled(country) : true,
            rollout_percentage: rule.rollout ?? 100,
            shop_slugs: slugs,
            shop_ids:
              name === 'automatic_flash_deals' ? [shopIds.get(`lider-${country.slug}`)!] : [],
          };
        }),
      ),
    )
    .execute();

  const shops: Record<string, SeededShop> = {};
  for (const s of shopRows) {
    const id = shopIds.get(s.slug)!;
    shops[s.slug] = {
      id,
      slug: s.slug,
      countryId: s.country.id,
      catalogId: catalogsByCountry[s.country.id]!,
      customerTypeId: s.customer_type_id ?? 1,
      kind: s.kind,
      ownerCustomerId: s.owner ? (customerIds.get(s.owner) ?? null) : null,
      communityLeaderId: communityLeaders[s.slug]?.id ?? null,
    };
  }
  const customers: Record<string, SeededCustomer> = {};
  for (const p of people) {
    const shopSlug = p.shop ?? null;
    const leaderShop = Object.entries(LEADERS).find(([, l]) => l.phone === p.phone)?.[0];
    customers[p.phone] = {
      id: customerIds.get(p.phone)!,
      phone: p.phone,
      countryId: countryIds.get(p.countrySlug)!,
      customerTypeId: p.customerTypeId ?? 1,
      customerSubTypeId: p.customerSubTypeId ?? null,
      inswitchEntityId: p.inswitchEntityId ?? null,
      shopId: shopSlug
        ? (shopIds.get(shopSlug) ?? null)
        : leaderShop
          ? (shopIds.get(`lider-${leaderShop}`) ?? null)
          : null,
    };
  }

  return {
    countries: COUNTRIES.map((c) => ({ id: c.id, slug: c.slug })),
    catalogsByCountry,
    shops,
    customers,
    productIdsByCatalog,
    communityLeaders,
  };
}
