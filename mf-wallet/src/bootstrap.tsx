import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { NavLink, Route, Routes, useParams } from 'react-router-dom';

import { DevHarness, type DevHarnessContext } from './dev/dev-harness';
import WalletPage from './exposes/wallet-page';
import WalletSwitch from './exposes/wallet-switch';

// Each exposed module, rendered the way the shell would render it, one per harness route.
const views: Record<string, (context: DevHarnessContext) => ReactNode> = {
  WalletPage: ({ shopSlug }) => <WalletPage shopSlug={shopSlug} />,
  WalletSwitch: () => (
    <WalletSwitch
      amountDue={Number(new URLSearchParams(window.location.search).get('amount') ?? 1000)}
    />
  ),
};

function HarnessView({ context }: { context: DevHarnessContext }) {
  const { view = 'WalletPage' } = useParams();
  const render = views[view];
  return render ? <>{render(context)}</> : <p>Unknown view “{view}”.</p>;
}

function HarnessNav() {
  return (
    <nav aria-label="mf-wallet" style={{ display: 'flex', gap: 12, padding: 8, fontSize: 12 }}>
      {Object.keys(views).map((view) => (
        <NavLink key={view} to={{ pathname: `/${view}`, search: window.location.search }}>
          {view}
        </NavLink>
      ))}
    </nav>
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('The harness page has no #root element');

createRoot(container).render(
  <StrictMode>
    <DevHarness>
      {(context) => (
        <>
          <HarnessNav />
          <Routes>
            <Route path="/" element={<HarnessView context={context} />} />
            <Route path="/:view" element={<HarnessView context={context} />} />
          </Routes>
        </>
      )}
    </DevHarness>
  </StrictMode>,
);
