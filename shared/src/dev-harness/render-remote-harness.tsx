import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { NavLink, Route, Routes, useParams } from 'react-router';
import { DevHarness, type DevHarnessContext } from './dev-harness';

/** Each exposed module of a remote, rendered the way the shell would render it. */
export type HarnessViews = Record<string, (context: DevHarnessContext) => ReactNode>;

export interface RemoteHarnessOptions {
  /** The remote's folder name, shown in the harness navigation. */
  remote: string;
  views: HarnessViews;
  /** The element to render into; `#root` of the harness page by default. */
  container?: HTMLElement | null;
}

function HarnessView({ views, context }: { views: HarnessViews; context: DevHarnessContext }) {
  const { view = Object.keys(views)[0] ?? '' } = useParams();
  const render = views[view];
  return render ? <>{render(context)}</> : <p>Unknown view “{view}”.</p>;
}

function HarnessNav({ remote, views }: { remote: string; views: HarnessViews }) {
  return (
    <nav aria-label={remote} style={{ display: 'flex', gap: 12, padding: 8, fontSize: 12 }}>
      {Object.keys(views).map((view) => (
        <NavLink key={view} to={{ pathname: `/${view}`, search: window.location.search }}>
          {view}
        </NavLink>
      ))}
    </nav>
  );
}

/**
 * The standalone page of a remote team (`npm run dev -w <remote>`): one route per exposed
 * module inside the shell's providers, so a team develops its screens without the shell.
 */
export function renderRemoteHarness({ remote, views, container }: RemoteHarnessOptions): void {
  const root = container ?? document.getElementById('root');
  if (!root) throw new Error('The harness page has no #root element');
  createRoot(root).render(
    <StrictMode>
      <DevHarness>
        {(context) => (
          <>
            <HarnessNav remote={remote} views={views} />
            <Routes>
              <Route path="/" element={<HarnessView views={views} context={context} />} />
              <Route path="/:view" element={<HarnessView views={views} context={context} />} />
            </Routes>
          </>
        )}
      </DevHarness>
    </StrictMode>,
  );
}
