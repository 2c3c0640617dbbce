/**
 * @jest-environment node
 */
import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { loadStaticParts, staticPart } from './static-part';

function Tagline({ shop }: { shop: string }) {
  return <p>{`Las tiendas de ${shop}`}</p>;
}

const TaglinePart = staticPart('tagline', async () => ({ default: Tagline }));

const page = () =>
  renderToString(
    <IntlProvider locale="es-MX" defaultLocale="es-MX">
      <TaglinePart shop="Barrio" />
    </IntlProvider>,
  );

describe('staticPart on the server', () => {
  it('refuses to render a part whose component is not loaded yet', () => {
    expect(page).toThrow('the static part "tagline" was rendered before loadStaticParts()');
  });

  it('renders the component inside a pending island that never comes alive', async () => {
    await loadStaticParts();
    expect(page()).toBe(
      '<div data-island="static-tagline" data-hydration="never" role="presentation" style="display:contents" data-island-pending=""><p>Las tiendas de Barrio</p></div>',
    );
  });
});
