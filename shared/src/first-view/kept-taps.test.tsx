import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { KEPT_TAPS_SCRIPT, keptTaps, openKeptTaps } from './kept-taps';
import { useKeptTap } from './use-kept-tap';

// The inline script as the page's head runs it, once for this file (it listens on document).
beforeAll(() => {
  new Function(KEPT_TAPS_SCRIPT)();
});

beforeEach(() => {
  const state = keptTaps()!;
  Object.assign(state, { taps: [], ready: {}, open: false });
  document.body.innerHTML = '<div id="root"></div>';
});

const root = () => document.getElementById('root')!;
const keptKeys = () => keptTaps()!.taps.map((kept) => kept.key);

/** A click as a finger makes it; returns whether the page let it do its default. */
const tap = (element: Element) =>
  element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));

function serverMarkup(html: string): void {
  root().innerHTML = html;
}

describe('taps on the server markup before it is hydrated', () => {
  it('keeps a keyed control’s tap once, and lets nothing else handle it', () => {
    serverMarkup('<button data-tap-key="add:7">+</button>');
    const button = root().querySelector('button')!;
    const handler = jest.fn();
    button.addEventListener('click', handler);
    tap(button);
    tap(button);
    expect(handler).not.toHaveBeenCalled();
    expect(keptKeys()).toEqual(['add:7']);
  });

  it('lets a link navigate, and holds any other tap and typing', () => {
    serverMarkup('<a href="?category=Bebidas">Bebidas</a><button>Más</button><input />');
    expect(tap(screen.getByText('Bebidas'))).toBe(true);
    expect(tap(screen.getByText('Más'))).toBe(false);
    const typed = new InputEvent('beforeinput', { bubbles: true, cancelable: true, data: 'a' });
    expect(root().querySelector('input')!.dispatchEvent(typed)).toBe(false);
    expect(keptKeys()).toEqual([]);
  });

  it('holds nothing outside the page’s root, nor once the page is React’s', () => {
    document.body.insertAdjacentHTML('beforeend', '<button id="outside">x</button>');
    expect(tap(document.getElementById('outside')!)).toBe(true);
    serverMarkup('<button data-tap-key="add:7">+</button><button>Más</button>');
    openKeptTaps();
    expect(tap(screen.getByText('Más'))).toBe(true);
    expect(tap(screen.getByText('+'))).toBe(true);
    expect(keptKeys()).toEqual([]);
  });
});

function AddButton({ onAdd }: { onAdd: () => void }) {
  const [added, setAdded] = useState(0);
  const add = () => {
    onAdd();
    setAdded((n) => n + 1);
  };
  const kept = useKeptTap('add:7', add);
  return (
    <button {...kept} type="button" onClick={add}>
      {`añadidos ${added}`}
    </button>
  );
}

/** The server's markup of the control, then React hydrating it, as the page does. */
function hydrated(onAdd: () => void, beforeHydrating: () => void = () => undefined): void {
  serverMarkup(renderToString(<AddButton onAdd={() => undefined} />));
  beforeHydrating();
  act(() => {
    hydrateRoot(root(), <AddButton onAdd={onAdd} />);
  });
}

describe('a control that keeps its taps', () => {
  it('runs a tap made before it was hydrated, once, as soon as it is', () => {
    const onAdd = jest.fn();
    hydrated(onAdd, () => {
      tap(root().querySelector('button')!);
      tap(root().querySelector('button')!);
    });
    expect(onAdd).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button')).toHaveTextContent('añadidos 1');
    expect(keptKeys()).toEqual([]);
  });

  it('takes its taps itself once hydrated, before the rest of the page is React’s', () => {
    const onAdd = jest.fn();
    hydrated(onAdd);
    expect(onAdd).not.toHaveBeenCalled();
    act(() => screen.getByRole('button').click());
    expect(onAdd).toHaveBeenCalledTimes(1);
    expect(keptKeys()).toEqual([]);
  });

  it('never hands a tap to a control mounted later with the same key', () => {
    serverMarkup('<button data-tap-key="add:7">+</button>');
    tap(root().querySelector('button')!);
    openKeptTaps();
    const onAdd = jest.fn();
    const { unmount } = render(<AddButton onAdd={onAdd} />);
    expect(onAdd).not.toHaveBeenCalled();
    expect(keptTaps()!.ready).toEqual({ 'add:7': 1 });
    unmount();
    expect(keptTaps()!.ready).toEqual({});
  });
});
