/** The demo people of DESIGN.md (fixed phones) and the staff every country needs. */

export interface DemoPerson {
  phone: string;
  name: string;
  last_name: string;
  email: string | null;
  countrySlug: string;
  customerTypeId?: number;
  customerSubTypeId?: number | null;
  inswitchEntityId?: string | null;
  role?: 'customer' | 'support';
  /** Slug of the shop the customer belongs to. */
  shop?: string;
  tier?: string;
  beneficiaryGroup?: boolean;
}

export const DEMO_CUSTOMERS: readonly DemoPerson[] = [
  {
    phone: '+5491155550001',
    name: 'Lucía',
    last_name: 'Fernández',
    email: 'lucia.fernandez@example.com',
    countrySlug: 'ar',
    shop: 'lider-ar',
  },
  {
    phone: '+5491155550002',
    name: 'Pedro',
    last_name: 'Gómez',
    email: 'almacen.pedro@example.com',
    countrySlug: 'ar',
    customerTypeId: 3,
    customerSubTypeId: 2,
    inswitchEntityId: 'isw-ar-0002',
    shop: 'negocio-ar',
  },
  {
    phone: '+525555550001',
    name: 'María',
    last_name: 'López',
    email: 'maria.lopez@example.com',
    countrySlug: 'mx',
    shop: 'lider-mx',
    tier: 'mx-basico',
    beneficiaryGroup: true,
  },
  {
    phone: '+525555550003',
    name: 'Luis',
    last_name: 'Martínez',
    email: null,
    countrySlug: 'mx',
    shop: 'demo-mx',
  },
  {
    phone: '+51955550001',
    name: 'Rosa',
    last_name: 'Quispe',
    email: 'rosa.quispe@example.com',
    countrySlug: 'pe',
    shop: 'lider-pe',
  },
  {
    phone: '+573005550001',
    name: 'Andrés',
    last_name: 'Restrepo',
    email: 'andres.restrepo@example.com',
    countrySlug: 'co',
    inswitchEntityId: 'isw-co-0001',
    shop: 'lider-co',
    beneficiaryGroup: true,
  },
  {
    phone: '+593995550001',
    name: 'Daniela',
    last_name: 'Andrade',
    email: 'daniela.andrade@example.com',
    countrySlug: 'ec',
    inswitchEntityId: 'isw-ec-0001',
    shop: 'lider-ec',
    beneficiaryGroup: true,
  },
  {
    phone: '+50495550001',
    name: 'Karla',
    last_name: 'Mejía',
    email: null,
    countrySlug: 'hn',
    shop: 'lider-hn',
    beneficiaryGroup: true,
  },
  {
    phone: '+50375550001',
    name: 'José',
    last_name: 'Alvarado',
    email: null,
    countrySlug: 'sv',
    shop: 'lider-sv',
  },
  {
    phone: '+51955550011',
    name: 'Julia',
    last_name: 'Mamani',
    email: null,
    countrySlug: 'p2',
    shop: 'lider-p2',
  },
  {
    phone: '+525555550099',
    name: 'Equipo',
    last_name: 'Soporte',
    email: 'soporte@example.com',
    countrySlug: 'mx',
    role: 'support',
  },
];

/** Community leader of each lider-<slug> shop; lider-mx's phone is fixed by DESIGN.md. */
export const LEADERS: Record<string, Omit<DemoPerson, 'countrySlug'>> = {
  ar: { phone: '+5491155550003', name: 'Graciela', last_name: 'Sosa', email: null },
  mx: {
    phone: '+525555550002',
    name: 'Carmen',
    last_name: 'Hernández',
    email: 'carmen.hernandez@example.com',
  },
  pe: { phone: '+51955550002', name: 'Teodora', last_name: 'Huamán', email: null },
  co: { phone: '+573005550002', name: 'Marleny', last_name: 'Ospina', email: null },
  ec: { phone: '+593995550002', name: 'Blanca', last_name: 'Chávez', email: null },
  hn: { phone: '+50495550002', name: 'Reina', last_name: 'Zelaya', email: null },
  sv: { phone: '+50375550002', name: 'Marta', last_name: 'Rivas', email: null },
  p2: { phone: '+51955550012', name: 'Nélida', last_name: 'Condori', email: null },
};

/** Owner of each demo-<slug> shop; demo-mx's phone is fixed by DESIGN.md. */
export const OWNERS: Record<string, Omit<DemoPerson, 'countrySlug'>> = {
  ar: { phone: '+5491155550009', name: 'José', last_name: 'Iglesias', email: null },
  mx: {
    phone: '+525555550009',
    name: 'Jorge',
    last_name: 'Ramírez',
    email: 'jorge.ramirez@example.com',
  },
  pe: { phone: '+51955550009', name: 'Víctor', last_name: 'Rojas', email: null },
  co: { phone: '+573005550009', name: 'Hernán', last_name: 'Cárdenas', email: null },
  ec: { phone: '+593995550009', name: 'Patricio', last_name: 'Vera', email: null },
  hn: { phone: '+50495550009', name: 'Osman', last_name: 'Flores', email: null },
  sv: { phone: '+50375550009', name: 'Ernesto', last_name: 'Portillo', email: null },
  p2: { phone: '+51955550019', name: 'Alberto', last_name: 'Paredes', email: null },
};

/** Shop names per country slug: demo, second ordinary shop, delivery point, community-leader shop. */
export const SHOP_NAMES: Record<
  string,
  { demo: string; second: string; capital: string; capitalCenter?: { lat: number; lng: number } }
> = {
  ar: { demo: 'Almacén La Esquina', second: 'Autoservicio San Telmo', capital: 'Buenos Aires' },
  mx: { demo: 'Abarrotes Doña Lupe', second: 'Miscelánea El Sol', capital: 'Ciudad de México' },
  pe: {
    demo: 'Bodega San Martín',
    second: 'Minimarket Los Olivos',
    capital: 'Lima',
    capitalCenter: { lat: -12.0464, lng: -77.0428 },
  },
  co: { demo: 'Tienda El Vecino', second: 'Granero La Candelaria', capital: 'Bogotá' },
  ec: { demo: 'Tienda Doña Carmen', second: 'Víveres La Floresta', capital: 'Quito' },
  hn: { demo: 'Pulpería La Bendición', second: 'Mini Súper Kennedy', capital: 'Tegucigalpa' },
  sv: { demo: 'Tienda La Económica', second: 'Despensa San Benito', capital: 'San Salvador' },
  p2: {
    demo: 'Bodega Los Andes',
    second: 'Market Miraflores',
    capital: 'Lima',
    capitalCenter: { lat: -12.1211, lng: -77.0297 },
  },
};
